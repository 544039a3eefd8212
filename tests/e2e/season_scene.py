"""A season played through the sandbox, and the test's own record of it (issue 26).

The test drives the real bot as judges and players would and writes down, beside the bot,
every result and every final place; `season_rows`, `season_cells` and `rating_rows` compute
from that record alone what the bot's /season, /season csv and /rating must show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce, PlackettLuceRating

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


@dataclass(frozen=True)
class SeasonRow:
    """A line of the season table: the place label, nickname, points, results counted out of
    those played, and whether he qualifies."""

    label: str
    nick: str
    points: float
    counted: int
    played: int
    qualified: bool


@dataclass(frozen=True)
class RatingRow:
    """A line of the rating table: rank, nickname, the value shown and rated matches."""

    rank: int
    nick: str
    value: int
    matches: int


def points_table(spec: str) -> tuple[dict[int, float], float]:
    """The points by place, and the points for any other place (`*`), of a season."""
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


def season_rows(record: Record, spec: str, best: int, qualify: int) -> list[SeasonRow]:
    """The season table from the record alone: the place's points × the tournament's weight,
    the best `best` counted; a disqualified player's result scores nothing and is not counted
    (MOD-8); equal points are split by the best single results (countback), and a tie
    shares its places; the top `qualify` places (with points) qualify."""
    by_place, rest = points_table(spec)
    scored: dict[str, list[float]] = {}
    played: dict[str, int] = {}
    for event in record.events:
        for nick, place in event.places.items():
            played[nick] = played.get(nick, 0) + 1
            if nick not in event.disqualified:
                scored.setdefault(nick, []).append(by_place.get(place, rest) * event.weight)
    counted = {n: sorted(scored.get(n, []), reverse=True)[:best] for n in played}
    strength = {n: (-sum(c), *(-p for p in c)) for n, c in counted.items()}
    order = sorted(played, key=lambda n: strength[n])
    rows: list[SeasonRow] = []
    for nick in order:
        first = next(j for j, n in enumerate(order) if strength[n] == strength[nick])
        last = max(j for j, n in enumerate(order) if strength[n] == strength[nick])
        label = str(first + 1) if first == last else f"{first + 1}–{last + 1}"
        total = sum(counted[nick])
        rows.append(SeasonRow(label, nick, total, len(counted[nick]), played[nick],
                              total > 0 and first + 1 <= qualify))  # fmt: skip
    return rows


def season_cells(record: Record, spec: str, best: int) -> dict[str, dict[int, str]]:
    """Each person's points in each tournament as the season's file shows them: "DQ" for a
    disqualification, "(5)" for a result outside the best `best` (of equal results the
    earlier tournament's counts), nothing for a tournament he did not play."""
    by_place, rest = points_table(spec)
    cells: dict[str, dict[int, str]] = {}
    scored: dict[str, list[tuple[float, int]]] = {}
    for order, event in enumerate(record.events):
        for nick, place in event.places.items():
            points = by_place.get(place, rest) * event.weight
            if nick in event.disqualified:
                cells.setdefault(nick, {})[event.id] = "DQ"
            else:
                scored.setdefault(nick, []).append((-points, order))
                cells.setdefault(nick, {})[event.id] = f"{points:g}"
    for nick, results in scored.items():
        for _, order in sorted(results)[best:]:
            tid = record.events[order].id
            cells[nick][tid] = f"({cells[nick][tid]})"
    return cells


def rating_rows(record: Record) -> list[RatingRow]:
    """Everyone's rating from the record alone: PlackettLuce (the library's defaults) over
    every rated match, in the order the tournaments finished, then by round and match number;
    a draw is a tie; shown as round(1000 + 40 × (mu − 3σ)); equal values share a rank."""
    model = PlackettLuce()
    now: dict[str, PlackettLuceRating] = {}
    count: dict[str, int] = {}
    for event in record.events:
        for g in sorted(event.games.values(), key=lambda g: (g.round, g.number)):
            if not g.rated:
                continue
            assert g.b is not None
            sa, sb = g.score
            ranks = [1, 1] if sa == sb else [1, 2] if sa > sb else [2, 1]
            teams = [[now.get(g.a) or model.rating()], [now.get(g.b) or model.rating()]]
            [[now[g.a]], [now[g.b]]] = model.rate(teams, ranks=ranks)
            for nick in (g.a, g.b):
                count[nick] = count.get(nick, 0) + 1
    value = {n: round(1000 + 40 * (r.mu - 3 * r.sigma)) for n, r in now.items()}
    order = sorted(now, key=lambda n: -value[n])
    return [
        RatingRow(1 + [value[m] for m in order].index(value[n]), n, value[n], count[n])
        for n in order
    ]


SEASON_ROW = re.compile(
    r"^(\d+(?:–\d+)?)\. (.+?) — ([\d.]+) очк\. \(в зачёте (\d+) из (\d+)\)( ✅)?", re.M
)
# Values of a thousand and more are grouped with a no-break space ("1 256").
NUMBER = r"-?\d[\d\u00a0\u202f ]*"
RATING_ROW = re.compile(rf"^(\d+)\. (.+?) — ({NUMBER}) \(матчей: (\d+)\)$", re.M)
RATING_PERSON = re.compile(
    rf"🏅 (.+?): рейтинг ({NUMBER}), (\d+)-е место из (\d+); рейтинговых матчей: (\d+)\."
)


def read_season(text: str) -> list[SeasonRow]:
    """The lines of the bot's season table."""
    return [
        SeasonRow(label, nick, float(points), int(c), int(p), bool(mark))
        for label, nick, points, c, p, mark in SEASON_ROW.findall(text)
    ]


def read_ratings(text: str) -> list[RatingRow]:
    """The lines of the bot's /rating."""
    return [RatingRow(int(r), n, number(v), int(m)) for r, n, v, m in RATING_ROW.findall(text)]


def read_person(text: str) -> tuple[RatingRow, int]:
    """`/rating <nick>`: his line, and how many are in the table."""
    found = RATING_PERSON.search(text)
    assert found is not None, text
    nick, value, rank, count, matches = found.groups()
    return RatingRow(int(rank), nick, number(value), int(matches)), int(count)


def number(text: str) -> int:
    """An integer as the bot writes it, digit groups and all."""
    return int(re.sub(r"\D", "", text)) * (-1 if text.startswith("-") else 1)


def same_table(got: list[Any], expected: list[Any]) -> bool:
    """Equal tables; within a shared place the order is the bot's own (by name)."""
    return sorted(got, key=repr) == sorted(expected, key=repr) and [_place(r) for r in got] == [
        _place(r) for r in expected
    ]


def _place(row: Any) -> str:
    return row.label if isinstance(row, SeasonRow) else str(row.rank)


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
        asked = "ввёл ничью в матче" if a == b else "ввёл счёт матча"
        request = await other.expect(f"{asked} №{game.number}")
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
