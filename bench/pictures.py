"""Benchmark and samples of the PNG pictures: standings and brackets of 2 to 64 players.

Run from the project root: python bench/pictures.py [--out /tmp/pictures] [--repeat 3]
It times each picture (best of --repeat), prints its size in pixels and bytes, and with --out
writes the pictures there to look at.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a plain script

from bot.delivery.render.bracket_picture import BracketMatch, BracketPicture, bracket_png
from bot.delivery.render.fonts import font_face
from bot.delivery.render.table_picture import StandingsPicture, standings_png, standings_pngs
from bot.domain.brackets import advance, double_elimination, rounds, single_elimination

NAMES = [
    "Ёжик_в_тумане",
    "Щукарь",
    "Артём Берсерков",
    "Лесная Ведьма",
    "Gorgon",
    "Тёмный Эльф",
    "Дракон Зиккурата",
    "Хранитель Врат Подземья Бесконечного",
    "Шаман",
    "Юля",
    "Кузнец",
    "Громовержец",
    "Nightshade",
    "Бард",
    "Эйрик Рыжий",
    "Ъ",
]


def name(index: int) -> str:
    """A player's nickname, repeating the list with numbers past its end."""
    base = NAMES[index % len(NAMES)]
    return base if index < len(NAMES) else f"{base} {index // len(NAMES) + 1}"


def played_bracket(players: int, double: bool, share: float, seed: int = 1) -> BracketPicture:
    """A bracket from the domain, with `share` of the playable matches played at random."""
    nodes = double_elimination(players, reset=True) if double else single_elimination(players)
    seeds = list(range(players))
    chance = random.Random(seed)
    results: dict[str, int] = {}
    scores: dict[str, str] = {}
    for _ in range(len(nodes)):
        state = advance(nodes, seeds, results)
        ready = [key for key in state.ready if chance.random() < share]
        if not ready:
            break
        for key in ready:
            node_state = state.nodes[key]
            winner = node_state.a if chance.random() < 0.6 else node_state.b
            assert winner is not None
            results[key] = winner
            won, lost = chance.choice([(2, 0), (2, 1), (1, 0)])
            scores[key] = f"{won}:{lost}" if winner == node_state.a else f"{lost}:{won}"
    state = advance(nodes, seeds, results)
    numbers = {node.key: number for number, node in enumerate(nodes, start=1)}

    def match(key: str, side: str, round_: int) -> BracketMatch:
        node_state = state.nodes[key]
        return BracketMatch(
            key=key,
            round=round_,
            side=side,
            a=None if node_state.a is None else name(node_state.a),
            b=None if node_state.b is None else name(node_state.b),
            score=scores.get(key),
            winner=None if node_state.winner is None else name(node_state.winner),
            label=f"№{numbers[key]}",
        )

    def columns(side: str, prefix: str) -> list[tuple[str, list[BracketMatch]]]:
        grouped = rounds(nodes, side)  # type: ignore[arg-type]
        return [
            (f"{prefix}{column[0].round}", [match(n.key, side, n.round) for n in column])
            for column in grouped
        ]

    if not double:
        upper = columns("upper", "Раунд ")
        titles = {1: "Финал", 2: "Полуфинал"}
        upper = [
            (titles.get(len(upper) - i, f"1/{2 ** (len(upper) - i - 1)} финала"), ms)
            for i, (_, ms) in enumerate(upper)
        ]
        return BracketPicture(f"Олимпийка на {players}", upper)
    finals = [match(n.key, "final", n.round) for n in nodes if n.side == "final"]
    return BracketPicture(
        f"Двойное выбывание на {players}",
        columns("upper", "Верхняя, раунд "),
        lower=columns("lower", "Нижняя, раунд "),
        finals=finals,
        finals_title="Гранд-финал",
    )


def standings(players: int) -> StandingsPicture:
    """A Swiss table after round 5 with points, percentages and a dropped player or two."""
    chance = random.Random(players)
    rows = []
    for place in range(1, players + 1):
        points = max(0, 15 - place // 2 - chance.randint(0, 2))
        rows.append(
            [
                str(place),
                name(place - 1),
                str(points),
                f"{chance.uniform(30, 80):.1f}%",
                f"{chance.uniform(30, 80):.1f}%",
                f"{chance.randint(0, 5)}–{chance.randint(0, 5)}–{chance.randint(0, 1)}",
            ]
        )
    return StandingsPicture(
        title="Турнир «Берсерк. Герои» — весенний кубок",
        subtitle="после тура 5",
        headers=["№", "Игрок", "Очки", "Бухгольц", "% побед соп.", "П–П–Н"],
        rows=rows,
        highlight={4, players - 1},
    )


def timed(repeat: int, make: object) -> tuple[float, bytes]:
    """Best time of `repeat` calls of make() and its result."""
    best, result = float("inf"), b""
    for _ in range(repeat):
        start = time.perf_counter()
        result = make()  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best, result


def main() -> None:
    """Time and optionally write every sample picture."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"font: {font_face().name}")
    cases: list[tuple[str, object]] = [
        ("standings-16", lambda: standings_png(standings(16))),
        ("standings-95-page1", lambda: standings_pngs(standings(95))[0]),
    ]
    for players, double, share in [
        (2, False, 1.0),
        (4, True, 0.5),
        (6, True, 0.6),
        (8, False, 0.5),
        (8, True, 1.0),
        (13, False, 0.4),
        (32, True, 0.5),
        (64, False, 0.5),
        (64, True, 0.5),
    ]:
        kind = "double" if double else "single"
        picture = played_bracket(players, double, share)
        cases.append((f"bracket-{kind}-{players}", lambda p=picture: bracket_png(p)))
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
    for label, make in cases:
        seconds, data = timed(args.repeat, make)
        width = int.from_bytes(data[16:20], "big")
        height = int.from_bytes(data[20:24], "big")
        print(f"{label:24} {width:5}×{height:<5} {len(data) / 1024:8.0f} KiB {seconds:7.3f} s")
        if args.out is not None:
            (args.out / f"{label}.png").write_bytes(data)


if __name__ == "__main__":
    main()
