"""`python -m bot` under tracemalloc: SIGUSR1 appends the biggest allocations to $TRACE_OUT.

Run by bench/process_load.py --tracemalloc OUT (not by hand): the bot's own arguments follow,
e.g. `python bench/traced_bot.py run --config config.toml`. Each snapshot lists Python's
allocations still alive by file and by line (tracemalloc's own frames left out), so what holds
the memory above the libraries' floor can be named. Tracing slows the bot about twofold and
adds its own bookkeeping to the RSS: take the RSS figures from a run without it.
"""

from __future__ import annotations

import os
import runpy
import signal
import sys
import tracemalloc
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the project root
TOP = 25


def dump(_signum: int, _frame: FrameType | None) -> None:
    """Append the snapshot's top allocations to $TRACE_OUT."""
    snapshot = tracemalloc.take_snapshot().filter_traces(
        [tracemalloc.Filter(False, tracemalloc.__file__), tracemalloc.Filter(False, "<unknown>")]
    )
    current, peak = tracemalloc.get_traced_memory()
    lines = [f"=== snapshot: traced now {current / 2**20:.1f} MiB, peak {peak / 2**20:.1f} MiB"]
    for kind in ("filename", "lineno"):
        lines.append(f"--- by {kind}")
        lines += [str(stat) for stat in snapshot.statistics(kind)[:TOP]]
    with open(os.environ["TRACE_OUT"], "a", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


def main() -> None:
    """Trace from the first import on, then run the bot's command line."""
    tracemalloc.start()
    signal.signal(signal.SIGUSR1, dump)
    sys.argv = ["bot", *sys.argv[1:]]
    runpy.run_module("bot", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
