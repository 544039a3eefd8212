"""A season: points by final place in each of its tournaments, times the tournament's weight,
the best N results, and the qualification line (issue 26); computed from history alone, so a
finished tournament or a correction in its review window changes the table by itself."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from bot.domain.errors import Refusal
from bot.domain.history import History, PastEntry, PastTournament
from bot.domain.model import PlayerStatus, TournamentStatus
from bot.domain.names import nickname_key

DEFAULT_POINTS = "1:10;2:7;3-4:5;5-8:3;*:1"  # the example: the usual series table
PLACE_MAX = 4096  # a place beyond any tournament's field
POINTS_MAX = 1000
NAME_MAX = 100
# Keys of `/season new … key=value` and `/season set <id> key=value`, Russian words too.
KEYS = {
    "points": "points", "очки": "points",
    "best": "best", "лучшие": "best", "лучших": "best",
    "qualify": "qualify", "квалификация": "qualify", "топ": "qualify",
    "qualify_points": "qualify_points", "порог": "qualify_points",
    "name": "name", "название": "name",
}  # fmt: skip
_NONE = {"none", "нет", "-", "0", "все", "all"}
_RANGE = re.compile(r"(\d{1,4})(?:\s*[-–—]\s*(\d{1,4}))?")


class SeasonLike(Protocol):
    """What the table reads of a stored season (`bot.ports.history.SeasonRow`)."""

    @property
    def id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def settings(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class SeasonRules:
    """How a season scores: points by place, best N, and who qualifies."""

    points: tuple[tuple[int, int, int], ...]  # (first place, last place, points)
    participation: int  # `*`: any other place of a finisher
    best: int | None  # only the best N results count; None: every one
    qualify: int | None  # the top N of the table qualify
    qualify_points: float | None  # or everyone with at least this many points
    text: str  # the points table as typed, normalized

    @classmethod
    def parse(cls, settings: Mapping[str, Any]) -> SeasonRules:
        """The rules from a season's settings; a bad value is refused with its right form."""
        text = str(settings.get("points") or DEFAULT_POINTS)
        table, participation = _points(text)
        best = _count(settings.get("best"), "season-bad-best")
        qualify = _count(settings.get("qualify"), "season-bad-qualify")
        threshold = _threshold(settings.get("qualify_points"))
        if qualify is not None and threshold is not None:
            raise Refusal("season-qualify-both")
        normal = ";".join(
            [f"{a}:{p}" if a == b else f"{a}-{b}:{p}" for a, b, p in table]
            + ([f"*:{participation}"] if participation else [])
        )
        return cls(table, participation, best, qualify, threshold, normal)

    def points_for(self, place: int) -> int:
        """The points of a place; a shared place ("3–4") is given its best place's."""
        for first, last, points in self.points:
            if first <= place <= last:
                return points
        return self.participation


def _points(text: str) -> tuple[tuple[tuple[int, int, int], ...], int]:
    table: list[tuple[int, int, int]] = []
    participation: int | None = None
    parts = [p.strip() for p in re.split(r"[;,]", text.strip().strip("\"'")) if p.strip()]
    if not parts or len(parts) > 64:
        raise Refusal("season-bad-points", example=DEFAULT_POINTS)
    for part in parts:
        places, sep, value = part.partition(":")
        if not sep or not value.strip().isdecimal() or int(value) > POINTS_MAX:
            raise Refusal("season-bad-points", example=DEFAULT_POINTS)
        points = int(value)
        if places.strip() == "*" and participation is None:
            participation = points
            continue
        found = _RANGE.fullmatch(places.strip())
        if found is None:
            raise Refusal("season-bad-points", example=DEFAULT_POINTS)
        first, last = int(found[1]), int(found[2] or found[1])
        if not 1 <= first <= last <= PLACE_MAX:
            raise Refusal("season-bad-points", example=DEFAULT_POINTS)
        if any(a <= last and first <= b for a, b, _ in table):
            raise Refusal("season-points-overlap", places=places.strip())
        table.append((first, last, points))
    return tuple(sorted(table)), participation or 0


def _count(raw: Any, key: str) -> int | None:
    if raw is None or str(raw).strip().casefold() in _NONE:
        return None
    text = str(raw).strip()
    if not text.isdecimal() or not 1 <= int(text) <= 999:
        raise Refusal(key)
    return int(text)


def _threshold(raw: Any) -> float | None:
    if raw is None or str(raw).strip().casefold() in _NONE:
        return None
    try:
        value = float(str(raw).replace(",", "."))
    except ValueError:
        raise Refusal("season-bad-qualify-points") from None
    if not 0 < value <= 1_000_000:
        raise Refusal("season-bad-qualify-points")
    return value


def season_name(raw: str) -> str:
    """A season's name: one line of printable text."""
    cleaned = " ".join(raw.split())
    if not 2 <= len(cleaned) <= NAME_MAX or not cleaned.isprintable():
        raise Refusal("season-bad-name", max=NAME_MAX)
    return cleaned


def season_settings(
    current: Mapping[str, Any], items: Iterable[tuple[str, str]]
) -> tuple[str | None, dict[str, Any]]:
    """`key=value` pairs applied to a season's settings: (a new name or None, the settings);
    checked whole, so a bad value changes nothing. Setting one qualification rule clears the
    other: a season qualifies by rank or by points, never both."""
    name: str | None = None
    settings = dict(current)
    for raw_key, value in items:
        key = KEYS.get(raw_key.strip().casefold())
        if key is None:
            raise Refusal("season-bad-key", key=raw_key, keys="points, best, qualify, "
                          "qualify_points, name")  # fmt: skip
        if key == "name":
            name = season_name(value)
            continue
        if key in ("qualify", "qualify_points"):
            settings.pop("qualify_points" if key == "qualify" else "qualify", None)
        settings[key] = value.strip().strip("\"'")
    rules = SeasonRules.parse(settings)
    settings["points"] = rules.text
    for key, kept in (("best", rules.best), ("qualify", rules.qualify),
                      ("qualify_points", rules.qualify_points)):  # fmt: skip
        if kept is None:
            settings.pop(key, None)
        else:
            settings[key] = kept
    return name, settings


def refuse_season_change(status: TournamentStatus, keys: Iterable[str]) -> None:
    """A tournament joins a season, and takes its weight there, before it starts: the
    players know what it is worth before they play (issue 26)."""
    touched = sorted({"season", "weight"} & set(keys))
    if touched and status not in (TournamentStatus.DRAFT, TournamentStatus.REGISTRATION,
                                  TournamentStatus.CLOSED):  # fmt: skip
        raise Refusal("season-after-start", key=touched[0])


def refuse_unknown_season(season: int | None, exists: bool) -> None:
    """Only a season that exists can be joined."""
    if season is not None and not exists:
        raise Refusal("season-not-found", id=season)


@dataclass(frozen=True, slots=True)
class SeasonResult:
    """One tournament of a person in the season, and whether it counts."""

    tournament: int
    title: str
    place: int
    label: str  # the place as the final table shows it ("3–4")
    weight: float
    points: float  # the place's points × the weight; 0 for a disqualification (MOD-8)
    status: PlayerStatus  # dropped players score by their place; disqualified score nothing
    provisional: bool  # the tournament is still in its review window (RES-8)
    why: str = ""  # not counted: "dq" or "not-best"; "" when it counts

    @property
    def counted(self) -> bool:
        """Whether it adds to the season's points."""
        return not self.why


@dataclass(frozen=True, slots=True)
class SeasonLine:
    """A person's line of the season table."""

    place: int
    label: str  # "3" or a shared "3–4"
    person: int
    nickname: str
    points: float
    counted: tuple[SeasonResult, ...]  # best first
    not_counted: tuple[SeasonResult, ...]
    qualified: bool

    @property
    def provisional(self) -> bool:
        """A result that counts may still change: its tournament is in the review window."""
        return any(r.provisional for r in self.counted)

    @property
    def played(self) -> int:
        """Tournaments of the season he played."""
        return len(self.counted) + len(self.not_counted)


@dataclass(frozen=True, slots=True)
class SeasonTable:
    """The season's table, best first, and the tournaments it is made of."""

    id: int
    name: str
    rules: SeasonRules
    tournaments: tuple[PastTournament, ...]  # oldest first
    lines: tuple[SeasonLine, ...]

    def line_of(self, person: int) -> SeasonLine | None:
        """A person's line, None when he played none of the season's tournaments."""
        return next((line for line in self.lines if line.person == person), None)

    @property
    def qualified(self) -> tuple[SeasonLine, ...]:
        """The lines that qualify, in table order."""
        return tuple(line for line in self.lines if line.qualified)


def rounded(value: float) -> float:
    """Points as shown and compared: two decimals, no float noise from the weights."""
    return round(value + 0.0, 2)


def season_table(history: History, season: SeasonLike) -> SeasonTable:
    """The season's table from the finished tournaments that joined it (issue 26)."""
    rules = SeasonRules.parse(season.settings)
    tournaments = history.of_season(season.id)
    results: dict[int, list[SeasonResult]] = {}
    for t in tournaments:
        for entry in t.entries:
            results.setdefault(entry.person, []).append(_result(rules, t, entry))
    order = [_line(rules, person, history.names.get(person, ""), found)
             for person, found in results.items()]  # fmt: skip
    order.sort(key=lambda line: (_strength(line), nickname_key(line.nickname), line.person))
    return SeasonTable(season.id, season.name, rules, tuple(tournaments), _placed(rules, order))


def _result(rules: SeasonRules, t: PastTournament, entry: PastEntry) -> SeasonResult:
    # MOD-8: a disqualified player's result in that tournament scores nothing.
    points = 0.0 if entry.disqualified else rounded(rules.points_for(entry.place) * t.weight)
    return SeasonResult(t.id, t.title, entry.place, entry.label, t.weight, points, entry.status,
                        not t.final, "dq" if entry.disqualified else "")  # fmt: skip


def _line(rules: SeasonRules, person: int, nickname: str, found: list[SeasonResult]
          ) -> SeasonLine:  # fmt: skip
    # The best N: by points, the earlier tournament first among equal ones (it was there first).
    scoring = sorted((r for r in found if r.counted), key=lambda r: (-r.points, r.tournament))
    keep = scoring if rules.best is None else scoring[: rules.best]
    dropped = [replace(r, why="not-best") for r in scoring[len(keep) :]]
    rest = sorted([*dropped, *(r for r in found if not r.counted)], key=lambda r: r.tournament)
    total = rounded(sum(r.points for r in keep))
    return SeasonLine(0, "", person, nickname, total, tuple(keep), tuple(rest), False)


def _strength(line: SeasonLine) -> tuple[float, ...]:
    """Points first; then countback: the best single counted result, the second best, …"""
    return (-line.points, *(-r.points for r in line.counted))


def _placed(rules: SeasonRules, order: list[SeasonLine]) -> tuple[SeasonLine, ...]:
    """Places with ties shared ("3–4"); the qualification line drawn over them."""
    lines: list[SeasonLine] = []
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and _strength(order[j + 1]) == _strength(order[i]):
            j += 1
        label = str(i + 1) if i == j else f"{i + 1}–{j + 1}"
        for line in order[i : j + 1]:
            qualified = line.points > 0 and (
                (rules.qualify is not None and i + 1 <= rules.qualify)  # a tie at the line: all
                or (rules.qualify_points is not None and line.points >= rules.qualify_points)
            )
            lines.append(replace(line, place=i + 1, label=label, qualified=qualified))
        i = j + 1
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class PersonSeason:
    """A person's line in one season, with the season's name (for his profile)."""

    season: int
    name: str
    line: SeasonLine
    size: int  # lines in the season's table


def shown(points: float) -> str:
    """Points as people read them: 12, 12.5."""
    return f"{rounded(points):g}"


def season_csv(table: SeasonTable) -> bytes:
    """The table as CSV (UTF-8 with the BOM, which Excel reads): a column per tournament,
    its cell the points, `(7)` outside the best N, `DQ` for a disqualification (MOD-8)."""
    out = io.StringIO()
    writer = csv.writer(out)
    heads = [f"#{t.id} {t.title}" + ("" if t.final else " (provisional)")
             for t in table.tournaments]  # fmt: skip
    writer.writerow(["place", "nickname", "points", "qualified", "results", *heads])
    for line in table.lines:
        cells = {r.tournament: shown(r.points) for r in line.counted}
        for r in line.not_counted:
            cells[r.tournament] = "DQ" if r.why == "dq" else f"({shown(r.points)})"
        writer.writerow([line.label, line.nickname, shown(line.points),
                         "yes" if line.qualified else "", line.played,
                         *(cells.get(t.id, "") for t in table.tournaments)])  # fmt: skip
    return out.getvalue().encode("utf-8-sig")
