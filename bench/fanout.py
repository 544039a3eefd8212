"""Fan-out benchmark: from the judge's /begin (or /next) to the last pairing message delivered.

Run from the project root: python bench/fanout.py --platform tg|vk [--players 512] [--via next]
The players register with flood limits off (not measured); then the bot restarts on the same
database with the platforms' real limits enforced by the sandbox (Telegram: 30 messages/s
overall, 1/s per chat, 20/min per group; VK: 20 requests/s per token) and the judge pairs the
round. It prints the time to the last pairing message, the theoretical minimum (messages /
limit), their ratio, the 429 / error 6 answers in total and after the first second, how many
messages went out, and which share of them VK could send in shared (peer_ids) requests.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/_world.py beside this file

from _world import (
    Clock,
    Watcher,
    machine,
    play_round,
    read_pairing,
    register_all,
    restart_paced,
)

from sandbox.script import Scene, running_scene, say

TARGET_RATIO = 1.15
VK_PEERS_MAX = 100  # peer_ids one messages.send may address


async def fan_out(args: argparse.Namespace, db_path: Path, clock: Clock) -> None:
    """Register, (play round 1,) restart paced, pair the round and print the figures."""
    platform_name = "vk" if args.platform == "vk" else "telegram"
    vk = platform_name == "vk"
    n = args.players
    async with (
        running_scene(db_path, real_limits=False, platforms=(platform_name,)) as scene,
        Watcher(scene, platform_name) as watcher,
    ):
        judge, channel, judges = scene.staff(platform_name)
        for chat in (judge, channel, judges):
            watcher.follow(chat)
        tid = await scene.create("Кубок рассылки", "bo=3 rounds=auto", platform=platform_name)
        clock.say(f"tournament #{tid} open; registering {n} players (limits off)")
        users = await register_all(scene, watcher, tid, n, platform_name, clock)
        round_no = 1
        if args.via == "next":
            await say(judge, "/begin", channel)
            arrivals = await asyncio.gather(*(watcher.expect(u, "тур 1") for u in users))
            clock.say("round 1 paired; playing it (limits off)")
            await play_round(watcher, users, [read_pairing(a) for a in arrivals])
            await watcher.expect(judges, "тур 1 завершён")
            round_no = 2
        assert await scene.app.drain(300), "the outbox did not empty"
        await restart_paced(scene, db_path)
        await asyncio.sleep(2.0)  # the bot's start-up calls done, every bucket full again
        clock.say(f"bot restarted with real limits; judge sends /{args.via}")
        box = scene.vk if vk else scene.tg
        assert box is not None
        first_entry = len(box.stats.log)
        before = {watcher.key(u): len(watcher.boxes[watcher.key(u)].arrivals) for u in users}
        start = asyncio.get_running_loop().time()
        await say(judge, f"/{args.via}", channel)
        pairings = await asyncio.gather(
            *(watcher.expect(u, f"тур {round_no}", timeout=600) for u in users)
        )
        last = max(a.t for a in pairings)
        clock.say(f"every player has his round {round_no} pairing; draining the outbox")
        assert await scene.app.drain(300), "the outbox did not empty"
        await asyncio.sleep(1.0)
        report(args, scene, watcher, users, before, box.stats.log[first_entry:], start, last)


def report(
    args: argparse.Namespace,
    scene: Scene,
    watcher: Watcher,
    users: list[Any],
    before: dict[int, int],
    entries: list[Any],
    start: float,
    last: float,
) -> None:
    """Print the fan-out's figures from the sandbox log and the chats' new messages."""
    vk = args.platform == "vk"
    limit = 20.0 if vk else 30.0
    sends = {"messages.send"} if vk else {"sendMessage", "sendPhoto", "sendDocument"}
    window = [e for e in entries if e.t <= last]
    ok_sends = [e for e in window if e.method in sends and e.status == 200 and not _error(e)]
    requests = [e for e in window if e.method != "a_check"]  # VK counts every API request
    sent_from = min((e.t for e in entries if e.method in sends), default=start)
    limited = [e for e in entries if _limited(e, vk)]
    late = [e for e in limited if e.t - sent_from > 1.0]
    private: list[Any] = []
    for user in users:
        key = watcher.key(user)
        private += [a for a in watcher.boxes[key].arrivals[before[key] :] if a.t <= last]
    public = []
    staff = [watcher.chats[k] for k in watcher.chats if k not in before]
    for chat in staff:
        public += [a for a in watcher.boxes[watcher.key(chat)].arrivals if start < a.t <= last]
    messages = len(private) + len(public)
    broken = sum(a.message.text == "{???}" for a in public)
    first = min((e.t for e in ok_sends), default=last)
    elapsed = last - start
    minimum = (len(requests) if vk else messages) / limit
    ratio = elapsed / minimum if minimum else math.inf
    texts = Counter(a.message.text for a in private)
    shared = sum(count for count in texts.values() if count > 1)
    shared_requests = sum(math.ceil(c / VK_PEERS_MAX) for c in texts.values() if c > 1)
    per_player = sum(count == 1 for count in texts.values())
    print()
    print(f"platform {'VK' if vk else 'Telegram'}, players {len(users)}, /{args.via} → round "
          f"pairings; real limits: {_limits(vk)}")  # fmt: skip
    print(f"first message left {first - start:.2f} s after /{args.via} (pairing + outbox write)")
    print(f"last pairing message delivered after {elapsed:.2f} s")
    print(
        f"messages delivered by then: {messages} ({len(private)} private, {len(public)} to the "
        f"channel / judges / judge{f', {broken} of them «{{???}}»' if broken else ''})"
    )
    if vk:
        print(
            f"API requests by then: {len(requests)} ({len(ok_sends)} successful messages.send, "
            f"{len(requests) - len(ok_sends)} others or refused); limit {limit:.0f} requests/s"
        )
        print(f"theoretical minimum: {len(requests)} requests / {limit:.0f}/s = {minimum:.2f} s")
    else:
        print(f"theoretical minimum: {messages} messages / {limit:.0f}/s = {minimum:.2f} s")
    verdict = "met" if ratio <= TARGET_RATIO else "MISSED"
    print(f"ratio: {ratio:.2f}× (target ≤ {TARGET_RATIO}×: {verdict})")
    code = "error 6" if vk else "429"
    print(
        f"{code} answers: {len(limited)} in total, {len(late)} after the first second of "
        f"sending (target: none after the first second: {'met' if not late else 'MISSED'})"
    )
    for entry in limited[:10]:
        chat = entry.peer if vk else entry.chat_id
        kind = "private" if chat in before else "channel / judges" if chat else "?"
        print(
            f"  {code} at +{entry.t - start:.2f} s after /{args.via} "
            f"(+{entry.t - sent_from:.2f} s after the first send), {entry.method} to {kind}"
        )
    batched = messages - len(ok_sends)
    print(
        f"batchable (same text to several private chats): {shared} of {len(private)} private "
        f"messages ({100 * shared / max(len(private), 1):.0f} %), {shared_requests} peer_ids "
        f"requests would carry them; {per_player} texts are unique (own opponent and match)"
    )
    if vk:
        print(f"actually batched by the bot: {max(batched, 0)} messages rode in shared requests")
    calls = Counter(e.method for e in window)
    print("calls in the window: " + ", ".join(f"{m} {c}" for m, c in calls.most_common()))


def _error(entry: Any) -> int:
    """The VK error code of a log entry (Telegram entries carry none)."""
    return getattr(entry, "error", 0)


def _limited(entry: Any, vk: bool) -> bool:
    """Whether the sandbox answered a flood-limit refusal."""
    return entry.error == 6 if vk else entry.status == 429


def _limits(vk: bool) -> str:
    """The limits in force, as the sandbox enforces them."""
    if vk:
        return "20 requests/s per token"
    return "30 messages/s overall, 1/s per chat (burst 3), 20/min per group"


def main() -> None:
    """Parse the arguments and run one benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platform", choices=("tg", "vk"), default="tg")
    parser.add_argument("--players", type=int, default=512)
    parser.add_argument(
        "--via",
        choices=("begin", "next"),
        default="begin",
        help="pair round 1 with /begin, or play round 1 first and pair round 2 with /next",
    )
    args = parser.parse_args()
    clock = Clock()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="bench-fanout-") as tmp:
        asyncio.run(fan_out(args, Path(tmp) / "bench.sqlite3", clock))
    print(f"total run time {clock():.0f} s")


if __name__ == "__main__":
    main()
