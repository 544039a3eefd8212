"""A season played through the sandbox, and the test's own record of it (issue 26).

The test drives the real bot as judges and players would and writes down, beside the bot,
every result and every final place; `season_points` and `ratings` compute from that record
alone what the bot's /season and /rating must show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

from sandbox.script import Message, Room, Scene, User, say

PAIR = re.compile(r"^№(\d+): (.+?) — (?!свободен)(.+?) \(", re.M)
BYE = re.compile(r"^№(\d+): (.+?) — свободен", re.M)
ROW = re.compile(r"^(\d+)\. (.+?) — (\d+) очк\.", re.M)


@dataclass
class Game:
    """A match as the test knows it: its players (nicknames), the games and how it ended."""

    round: int
    number: int
    a: str
    b: str | None
    score: tuple[int, int] = (0, 0)
    kind: str = "match"  # match | bye | techloss

    @property
    def rated(self) -> bool:
        """Played by both: byes and technical losses are not rated (RES-7, FMT-3)."""
        return self.kind == "match" and self.b is not None


@dataclass
class Event:
    """One tournament of the season: the results and the final places, in the test's hands."""

    id: int
    title: str
    weight: float
    games: dict[int, Game] = field(default_factory=dict)
    places: dict[str, int] = field(default_factory=dict)  # nickname → final place
    disqualified: set[str] = field(default_factory=set)

    def points(self) -> dict[str, int]:
        """Match points per player (FMT-7): 3 a win or a bye, 1 a draw."""
        got: dict[str, int] = {}
        for g in self.games.values():
            got.setdefault(g.a, 0)
            if g.b is None:
                got[g.a] += 3
                continue
            got.setdefault(g.b, 0)
            sa, sb = g.score
            got[g.a] += 3 if sa > sb else 1 if sa == sb else 0
            got[g.b] += 3 if sb > sa else 1 if sa == sb else 0
        return got


@dataclass
class Record:
    """Every tournament of the season in the order they finished."""

    events: list[Event] = field(default_factory=list)


# ---- the reference computations ------------------------------------------------------------


def points_table(spec: str) -> tuple[dict[int, float], float]:
    """"1:10;2:7;3-4:5;*:1" → points by place and the participation points."""
    by_place: dict[int, float] = {}
    rest = 0.0
    for part in spec.split(";"):
        places, _, value = part.partition(":")
        if places == "*":
            rest = float(value)
            continue
        first, _, last = places.partition("-")
        for place in range(int(first), int(last or first) + 1):
            by_place[place] = float(value)
    return by_place, rest


def season_points(record: Record, spec: str, best: int) -> dict[str, float]:
    """Each person's season points: table × weight per tournament, the best `best` summed;
    a disqualified player's result scores nothing (MOD-8)."""
    by_place, rest = points_table(spec)
    results: dict[str, list[float]] = {}
    for event in record.events:
        for nick, place in event.places.items():
            scored = 0.0 if nick in event.disqualified else by_place.get(place, rest)
            results.setdefault(nick, []).append(scored * event.weight)
    return {nick: sum(sorted(got, reverse=True)[:best]) for nick, got in results.items()}


def ratings(record: Record) -> dict[str, tuple[float, float, int]]:
    """(mu, sigma, rated matches) per person: PlackettLuce over every rated match, in the
    order the tournaments finished, then by round and match number; a draw is a tie."""
    model = PlackettLuce()
    now: dict[str, object] = {}
    count: dict[str, int] = {}
    for event in record.events:
        for g in sorted(event.games.values(), key=lambda g: (g.round, g.number)):
            if not g.rated:
                continue
            assert g.b is not None
            a = now.setdefault(g.a, model.rating(name=g.a))
            b = now.setdefault(g.b, model.rating(name=g.b))
            sa, sb = g.score
            ranks = [1, 1] if sa == sb else [1, 2] if sa > sb else [2, 1]
            [[a2], [b2]] = model.rate([[a], [b]], ranks=ranks)  # type: ignore[list-item]
            now[g.a], now[g.b] = a2, b2
            count[g.a] = count.get(g.a, 0) + 1
            count[g.b] = count.get(g.b, 0) + 1
    return {n: (r.mu, r.sigma, count[n]) for n, r in now.items()}  # type: ignore[attr-defined]


# ---- playing through the sandbox -----------------------------------------------------------


@dataclass
class Desk:
    """Where one tournament is run: its judge, channel and judges' chat, and who plays."""

    scene: Scene
    record: Record
    event: Event
    judge: User
    channel: Room
    judges: Room
    users: dict[str, User] = field(default_factory=dict)

    async def order(self, text: str, expect: str) -> str:
        """A judge's command in the judges' chat, and its answer."""
        await say(self.judge, f"{text} #{self.event.id}", self.judges)
        return (await self.judges.expect(expect)).text

    async def enter(self, user: User, nick: str, game_id: str) -> None:
        """A player registers from his own account."""
        self.users[nick] = user
        await self.scene.register(user, nick, game_id, self.event.id)

    async def begin(self) -> list[Game]:
        """The judge starts; the first round's pairings as the channel posts them."""
        await say(self.judge, "/begin", self.channel)
        return await self.pairings(1)

    async def pairings(self, round_no: int) -> list[Game]:
        """A round's pairing post: its matches go into the record, byes as wins."""
        post = (await self.channel.expect(f"тур {round_no}.")).text
        games = [Game(round_no, int(n), a, b) for n, a, b in PAIR.findall(post)]
        for n, a in BYE.findall(post):
            self.event.games[int(n)] = Game(round_no, int(n), a, None, (2, 0), "bye")
        for g in games:
            self.event.games[g.number] = g
        assert games, post
        return games

    async def play(self, game: Game, a: int, b: int) -> None:
        """The first player reports a:b from his side, the other confirms."""
        assert game.b is not None
        await say(self.users[game.a], f"/report {a}:{b}")
        other = self.users[game.b]
        asked = f"ввёл ничью в матче №{game.number}" if a == b else f"ввёл счёт матча №{game.number}"
        request = await other.expect(asked)
        await other.press(request, "Подтвердить")  # type: ignore[arg-type]
        await other.expect(f"Матч №{game.number}:")
        game.score = (a, b)

    async def techloss(self, game: Game, loser: str) -> None:
        """A no-show: the judge gives the loser a technical loss (RES-7), not rated."""
        await self.order(f"/techloss {loser} 2:0 не пришёл", "техническое поражение")
        game.kind = "techloss"
        game.score = (0, 2) if loser == game.a else (2, 0)

    async def next_round(self, round_no: int, table: bool = True) -> list[Game]:
        """The round's table is out (`table`: wait for it here); the judge pairs the next."""
        if table:
            await self.channel.expect(f"таблица после тура {round_no - 1}")
        await say(self.judge, "/next", self.channel)
        return await self.pairings(round_no)

    async def finish(self, rounds: int) -> Message:
        """The last table, /finish, and the final places into the record."""
        await self.channel.expect(f"таблица после тура {rounds}")
        await say(self.judge, "/finish", self.channel)
        final = await self.channel.expect("итоговая таблица")
        self.read_places(final.text)
        self.record.events.append(self.event)
        return final

    def read_places(self, table: str) -> None:
        """Places from a final table; its points must equal the test's own count."""
        rows = ROW.findall(table)
        assert rows, table
        self.event.places = {nick: int(place) for place, nick, _ in rows}
        assert {nick: int(p) for _, nick, p in rows} == self.event.points(), table
