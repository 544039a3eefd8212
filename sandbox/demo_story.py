"""The demo's story: both sandboxes' transcripts merged in time order, short or whole."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from zoneinfo import ZoneInfo

from bot.delivery.texts import Texts
from sandbox.script import Scene, User
from sandbox.shared import MOMENTS, TranscriptEntry
from sandbox.vk import VkUser

WIDTH = 160  # characters of a first line the short view keeps: a guard, most are shorter
INDENT = "    "
SENT = ("message", "photo", "document")  # transcript kinds that are new messages
QUIET = ("edit", "photo", "document")  # the short view leaves these out: they repeat a line


def platform_of(user: User) -> str:
    """The platform a scripted person writes from."""
    return "vk" if isinstance(user, VkUser) else "telegram"


@dataclass(frozen=True)
class Line:
    """One transcript entry and the platform it happened on."""

    platform: str
    entry: TranscriptEntry


@dataclass
class Spot:
    """Private chats the short view shows for a while, with a note before their first line."""

    chats: set[tuple[str, str]]
    since: int
    until: int
    note: str = ""

    def holds(self, line: Line) -> bool:
        """Tell whether the line is one of these chats' within the window."""
        where = (line.platform, line.entry.chat)
        return where in self.chats and self.since < line.entry.moment <= self.until


@dataclass
class Tally:
    """What happened, counted by the script as it plays, for the summary."""

    players: dict[str, int] = field(default_factory=lambda: {"telegram": 0, "vk": 0})
    rounds: int = 0
    matches: int = 0
    byes: int = 0
    disputes: int = 0
    auto: int = 0
    dropped: str = ""
    dropped_after: int = 0
    winner: str = ""


class Story:
    """Narration, spotlights and the tally the demo collects, and the two ways to print them."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene
        self.texts = Texts(ZoneInfo("Europe/Moscow"))
        self.tally = Tally()
        self.notes: list[tuple[int, str]] = []  # (moment, text): printed after that moment
        self.spots: list[Spot] = []
        self.whole: set[str] = set()  # texts the short view shows whole: the final standings
        self.rooms: dict[tuple[str, str], str] = {}
        self.printed = 0  # transcript lines the last render showed
        self.judges: set[tuple[str, str]] = set()
        if scene.tg is not None:
            self._staff("telegram")
        if scene.vk is not None:
            self._staff("vk")

    def _staff(self, platform: str) -> None:
        judge, channel, judges = self.scene.staff(platform)
        self.rooms[(platform, channel.label)] = self.text("demo-chat-channel")
        self.rooms[(platform, judges.label)] = self.text("demo-chat-judges")
        self.judges.add((platform, judge.label))

    def text(self, key: str, **params: Any) -> str:
        """One of the demo's own texts, in Russian."""
        return self.texts.render("ru", key, params)

    def now(self) -> int:
        """The moment of the latest transcript line of either sandbox."""
        return MOMENTS.last

    def section(self, key: str, **params: Any) -> None:
        """A heading before whatever happens next."""
        self.notes.append((self.now(), ""))
        self.notes.append((self.now(), self.text(key, **params)))

    def note(self, key: str, **params: Any) -> None:
        """A narrator's line after what has happened so far."""
        self.notes.append((self.now(), self.text(key, **params)))

    def follow(self, users: list[User], since: int, note: str = "") -> None:
        """Show these people's private chats from `since` until now in the short view."""
        chats = {(platform_of(user), user.label) for user in users}
        self.spots.append(Spot(chats, since, self.now(), note))

    # ----- printing ---------------------------------------------------------------------------

    def lines(self) -> list[Line]:
        """Every transcript line of both platforms in the order they happened."""
        merged = [
            Line(platform, entry)
            for platform, box in (("telegram", self.scene.tg), ("vk", self.scene.vk))
            if box is not None
            for entry in box.transcript
        ]
        return sorted(merged, key=lambda line: line.entry.moment)

    def render(self, verbose: bool) -> list[str]:
        """The story: every line when verbose, else what a newcomer follows, with the notes."""
        out: list[str] = []
        notes = sorted(self.notes, key=lambda note: note[0])
        told: set[int] = set()  # spots whose note is printed
        shown = [(line, (line.platform,)) for line in self.lines()]
        chosen = shown if verbose else self._short(shown)
        self.printed = len(chosen)
        for line, platforms in chosen:
            while notes and notes[0][0] < line.entry.moment:
                out.append(notes.pop(0)[1])
            for index, spot in enumerate(self.spots):
                if spot.note and index not in told and spot.holds(line):
                    told.add(index)
                    out.append(spot.note)
            out.extend(self._lines(line, platforms, verbose))
        out.extend(text for _, text in notes)
        return out

    def _short(
        self, lines: list[tuple[Line, tuple[str, ...]]]
    ) -> list[tuple[Line, tuple[str, ...]]]:
        """The lines a newcomer follows; a post made in both channels is one line."""
        kept: list[tuple[Line, tuple[str, ...]]] = []
        posts: dict[str, int] = {}  # a channel post's first line → where it is in `kept`
        channel = self.text("demo-chat-channel")
        for line, platforms in lines:
            if not self._shown(line):
                continue
            entry = line.entry
            if self._where(line) == channel and entry.who != "bot":
                posts.clear()  # a post after someone's command answers that command alone
            elif self._where(line) == channel:
                head = entry.text.split("\n", 1)[0]
                earlier = posts.pop(head, None)
                if earlier is not None and line.platform not in kept[earlier][1]:
                    both = tuple(sorted((*kept[earlier][1], line.platform)))  # TG+VK always
                    kept[earlier] = (kept[earlier][0], both)
                    continue
                posts[head] = len(kept)
            kept.append((line, platforms))
        return kept

    def _shown(self, line: Line) -> bool:
        """Group chats, the head judges' chats and the followed private chats, new messages."""
        if line.entry.kind in QUIET:
            return False
        where = (line.platform, line.entry.chat)
        return (
            where in self.rooms
            or where in self.judges
            or any(spot.holds(line) for spot in self.spots)
        )

    def _where(self, line: Line) -> str:
        """Name the chat: the channel, the judges' chat or a person's private chat."""
        chat = line.entry.chat
        room = self.rooms.get((line.platform, chat))
        if room is not None:
            return room
        if chat.startswith("private:"):
            return self.text("demo-chat-private", name=chat.removeprefix("private:"))
        return chat

    def _lines(self, line: Line, platforms: tuple[str, ...], verbose: bool) -> list[str]:
        """Print one entry: who wrote where, which way, and its text (first line when short)."""
        entry = line.entry
        tags = "+".join(self.text(f"demo-platform-{p}") for p in platforms)
        private = entry.chat.startswith("private:")
        who = "" if entry.who == "bot" or private else f"{entry.who} "
        arrow = "←" if entry.who == "bot" else "→"
        if entry.kind == "press":
            body = f"[{entry.text}]"
        elif entry.kind == "edit":
            body = f"{self.text('demo-edited')} {entry.text}"
        elif entry.kind in SENT:
            body = entry.text
        else:  # members added, a chat migrated, the bot removed: rare, said as they are
            body = f"({entry.kind}) {entry.text}"
        keys = "".join(f" [{button}]" for button in entry.buttons)
        head, *rest = body.split("\n")
        start = f"[{tags} {self._where(line)}] {who}{arrow} "
        if verbose or entry.text in self.whole:
            tail = [INDENT + text for text in rest]
            if tail:
                return [start + head, *tail[:-1], tail[-1] + keys]
            return [start + head + keys]
        if len(head) > WIDTH and entry.who == "bot":  # what people type is shown whole
            head = head[: WIDTH - 1].rstrip() + "…"
        elif rest:
            head += " …"
        return [start + head + keys]

    def summary(self, seconds: float, verbose: bool) -> list[str]:
        """The short account at the end: who played, what happened, who won, how long."""
        tally = self.tally
        sent = {"telegram": [0, 0], "vk": [0, 0]}  # the bot's messages, people's messages
        for line in self.lines():
            entry = line.entry
            if entry.who == "bot" and entry.kind in SENT:
                sent[line.platform][0] += 1
            elif entry.who != "bot" and entry.kind in (*SENT, "press"):
                sent[line.platform][1] += 1
        on = [p for p, box in (("telegram", self.scene.tg), ("vk", self.scene.vk)) if box]
        per = lambda i: ", ".join(  # noqa: E731
            f"{self.text(f'demo-platform-{p}')} {sent[p][i]}" for p in on
        )
        players = ", ".join(f"{self.text(f'demo-platform-{p}')} {tally.players[p]}" for p in on)
        return [
            "",
            self.text("demo-summary"),
            self.text(
                "demo-summary-players",
                count=sum(tally.players.values()),
                platforms=players,
                rounds=tally.rounds,
                matches=tally.matches,
                byes=tally.byes,
            ),
            self.text("demo-summary-results", disputes=tally.disputes, auto=tally.auto),
            self.text("demo-summary-drop", nick=tally.dropped, round=tally.dropped_after)
            if tally.dropped
            else self.text("demo-summary-no-drop"),
            self.text("demo-summary-winner", nick=tally.winner),
            self.text("demo-summary-messages", bot=per(0), people=per(1)),
            self.text("demo-summary-time", seconds=f"{seconds:.1f}"),
            *(
                []
                if verbose
                else [self.text("demo-summary-more", shown=self.printed, total=len(self.lines()))]
            ),
        ]
