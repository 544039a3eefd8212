"""Card-name lookup speed: a 2,000-card pool answering a 60-line decklist, half typos.

Run: python bench/card_lookup.py
"""

from __future__ import annotations

import contextlib
import platform
import random
import time

from bot.domain.cards import CardPool
from bot.domain.errors import Refusal

HEADER = "name,element,hero,horde,set\n"


def main() -> None:
    """Print the best and median time of five runs."""
    rnd = random.Random(7)
    syllables = ["ка", "ро", "ми", "ста", "ле", "ну", "гор", "дра", "кон", "бор", "ви", "зу"]
    names: set[str] = set()
    while len(names) < 2000:
        words = (
            "".join(rnd.choice(syllables) for _ in range(rnd.randint(2, 4)))
            for _ in range(rnd.randint(1, 3))
        )
        names.add(" ".join(words).capitalize())
    pool = CardPool.parse_csv(HEADER + "".join(f"{name},лес,нет,нет,X\n" for name in names))
    queries = []
    for name in rnd.sample(sorted(names), 60):
        if rnd.random() < 0.5:
            at = rnd.randrange(len(name))
            name = name[:at] + "ж" + name[at + 1 :]
        queries.append(name)
    times = []
    for _ in range(5):
        start = time.perf_counter()
        for query in queries:
            with contextlib.suppress(Refusal):
                pool.find(query)
        times.append(time.perf_counter() - start)
    times.sort()
    print(f"machine: {platform.platform()}, python {platform.python_version()}")
    print(
        f"60 lookups in a 2000-card pool: best {times[0] * 1000:.1f} ms, "
        f"median {times[2] * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
