"""Summarise a py-spy raw (folded) profile: the event loop's share by function.

Run: python bench/fold_profile.py /tmp/profile.burst.txt [--top 30]
py-spy counts threads parked on a queue (the thread pool, aiosqlite's worker) as busy, so
the shares here are of the main thread's samples, with the event loop's own wait in
`select` shown apart; the other threads' busy frames are listed below that.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

MAIN = "_run_module_as_main"
IDLE = ("EpollSelector.select", "_worker (concurrent", "_connection_worker_thread", "wait (")


def frames(stack: str) -> list[str]:
    """The frames of one folded stack, line numbers dropped."""
    return [re.sub(r":\d+\)$", ")", frame) for frame in stack.split(";")]


def main() -> None:
    """Read the folded stacks and print the inclusive and self shares."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("profile", type=Path)
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    inclusive, own, other = Counter[str](), Counter[str](), Counter[str]()
    main_total = idle = 0
    for line in args.profile.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        n, chain = int(count), frames(stack)
        if not chain[0].startswith(MAIN):
            if not chain[-1].startswith(IDLE):
                other[chain[-1]] += n
            continue
        main_total += n
        if chain[-1].startswith("EpollSelector.select"):
            idle += n
            continue
        for frame in set(chain):
            inclusive[frame] += n
        own[chain[-1]] += n
    busy = main_total - idle or 1
    print(f"main thread: {main_total} samples, {idle} waiting in select, {busy} busy")
    print(f"-- inclusive share of the busy main thread (top {args.top})")
    for frame, n in inclusive.most_common(args.top):
        print(f"{100 * n / busy:5.1f} %  {frame}")
    print("-- self share of the busy main thread")
    for frame, n in own.most_common(args.top // 2):
        print(f"{100 * n / busy:5.1f} %  {frame}")
    print(f"-- other threads, busy leaf frames ({sum(other.values())} samples)")
    for frame, n in other.most_common(8):
        print(f"{n:6d}  {frame}")


if __name__ == "__main__":
    main()
