"""A tournament's settings and how `/set key=value` changes them."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Any
from zoneinfo import ZoneInfo

from bot.domain.errors import Refusal
from bot.domain.numbers import bounded
from bot.domain.prizes import prizes_setting
from bot.domain.scores import MATCH_LENGTHS
from bot.domain.stage_specs import StageSpec, parse_stages, resolve_sizes
from bot.domain.standings import TIEBREAKERS, ScoringRules

DECKS_MAX = 5  # REG-9: decklists a player may be asked for
POINTS_MAX = 100  # FMT-7: points for a win, a draw, a loss
FLOORS = {"1/3": Fraction(1, 3), "0.33": Fraction(33, 100)}


@dataclass(frozen=True, slots=True)
class TournamentSettings:
    """Everything a judge may set; defaults follow the regulation's defaults."""

    rounds: int | None = None  # None: by the player count (FMT-4)
    bo: int = 3  # FMT-2: the first stage's match length (and every stage's by default)
    stage_bo: tuple[int, ...] = ()  # FMT-2: one per stage when they differ ("bo=1,3")
    stages: str = "swiss"  # FMT-1: e.g. "swiss:5,top:8", "double", "groups:4x4,top:8"
    top: int | None = None  # FMT-4: size of a bare "top" stage; None follows the table
    grand_final_reset: bool = True  # double elimination: a second final if the lower wins
    draft_boosters: int = 4  # FMT-10: usually 4 boosters, 3 in the amateur variant
    draft_cards: int = 15  # cards in a booster
    draft_pick_seconds: tuple[int, ...] = ()  # FMT-10: seconds a pick, first first; (): Table 2
    draft_review_seconds: int = 60  # FMT-10: looking through the picks after each booster
    decks: int = 0  # REG-9, S4 3.1: decklists each player declares; 0: none required
    format: str = "constructed"  # constructed | draft | sealed (DECK-1, DECK-2)
    deck_bans: int = 0  # COM-3: decks each player bans from the opponent before a match
    ban_default: str = "random"  # COM-3: a silent player's ban: random | none
    prep_minutes: float = 0  # from pairing to the official start of the matches (COM-2)
    protest_limit: int = 1  # PRO-4: protests per player per round (or per stage)
    protest_scope: str = "round"  # PRO-4: what the limit counts in: round | stage (a group)
    mod_confirm: bool = True  # MOD-3: a repeat's disqualification waits for a judge's tap
    flood_messages: int = 6  # MOD-2: more than this many messages …
    flood_seconds: int = 10  # … within this many seconds is flood
    links: bool = True  # MOD-2: links allowed in the channel
    public_page: bool = True  # the live page on the web (`[web] enabled`); off: 404
    cap: int | None = None  # REG-5
    round_minutes: int = 50
    confirm_minutes: float = 10.0  # RES-3
    draw_needs_both: bool = True  # RES-4: a reported draw is final only when both agree
    techloss_score: tuple[int, int] | None = None  # RES-7: winner's:loser's games; None: needed
    points: tuple[int, int, int] = (3, 1, 0)  # FMT-7
    tiebreakers: tuple[str, ...] = ("omw", "gw", "ogw")  # FMT-7
    floor: str = "1/3"  # FMT-7: "1/3" exactly or the literal "0.33"
    bye: tuple[int, int] = (2, 0)  # FMT-7
    seed: str = ""  # FMT-3: the lot; drawn at creation
    rules_url: str = ""
    start: float | None = None  # UTC timestamp
    checkin_from: float | None = None  # REG-4: the confirmation window, UTC
    checkin_to: float | None = None
    checkin_remind_minutes: int = 15  # REG-4: the reminder this long before the window closes
    auto_rounds: bool = False  # pair the next round by itself after the break
    round_break: float = 10.0  # minutes between rounds with auto_rounds
    schedule: tuple[str, ...] = ()  # "HH:MM" Moscow starts of rounds 1, 2, … on the start day
    review_days: int = 5  # RES-8: working days after the end in which judges still correct
    late_entry: str = "loss"  # a late entrant's missed rounds: losses, nothing; off: none taken
    prizes: str = ""  # PRZ-1, S4 8.1: the prize table, see bot.domain.prizes
    drop_keeps_prize: bool = False  # REG-8, PRZ-3: S0 keeps the prize, S4 8.7 forfeits it
    min_age: int | None = None  # S4 definitions: an age to confirm at registration
    territory: str = ""  # S4 8.11: the territories a participant confirms he is in
    require_game_id: bool | None = None  # REG-3, MOD-9: None: on when there are prizes
    documents_contact: str = ""  # PRZ-2: where documents go, over [prizes] documents_contact

    def game_id_required(self) -> bool:
        """REG-3: the game id is part of registration (by default in a prize tournament)."""
        return bool(self.prizes) if self.require_game_id is None else self.require_game_id

    def scoring(self) -> ScoringRules:
        """The standings rules these settings give."""
        win, draw, loss = self.points
        return ScoringRules(
            win=win,
            draw=draw,
            loss=loss,
            floor=FLOORS[self.floor],
            bye_games=self.bye,
            tiebreakers=self.tiebreakers,
        )

    def to_json(self) -> str:
        """JSON for storage."""
        return json.dumps(dataclasses.asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> TournamentSettings:
        """Settings back from storage; unknown keys are ignored for forward compatibility."""
        data = json.loads(text)
        names = {f.name for f in dataclasses.fields(cls)}
        fixed = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in names}
        return cls(**fixed)


def _int_in(low: int, high: int) -> Callable[[str], int]:
    def parse(raw: str) -> int:
        value = bounded(raw, low, high)  # never int() on thousands of digits
        if value is None:
            raise ValueError
        return value

    return parse


def _rounds(raw: str) -> int | None:
    return None if raw.lower() == "auto" else _int_in(1, 30)(raw)


def _bo(raw: str) -> tuple[int, ...]:
    items = [item.strip().lower().removeprefix("bo") for item in raw.split(",")]
    if not items or any(item not in {str(n) for n in MATCH_LENGTHS} for item in items):
        raise ValueError
    return tuple(int(item) for item in items)


def _stages(raw: str) -> str:
    text = " ".join(raw.split()).lower()
    if not text or len(text) > 100:
        raise ValueError
    return text


def _top(raw: str) -> int | None:
    return None if raw.lower() == "auto" else _int_in(2, 256)(raw)


def _cap(raw: str) -> int | None:
    return None if raw.lower() in {"0", "none", "нет"} else _int_in(4, 4096)(raw)


def _minutes(raw: str) -> float:
    value = float(raw.replace(",", "."))
    if not 0 < value <= 24 * 60:
        raise ValueError
    return value


def _points(raw: str) -> tuple[int, int, int]:
    parts = tuple(_int_in(0, POINTS_MAX)(p) for p in raw.split("/"))
    if len(parts) != 3 or not parts[0] > parts[1] >= parts[2] >= 0:
        raise ValueError
    return parts  # type: ignore[return-value]


def _tiebreakers(raw: str) -> tuple[str, ...]:
    names = tuple(p.strip().lower() for p in raw.split(",") if p.strip())
    if not names or any(n not in TIEBREAKERS for n in names) or len(set(names)) != len(names):
        raise ValueError
    return names


def _floor(raw: str) -> str:
    if raw not in FLOORS:
        raise ValueError
    return raw


def _bye(raw: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d):(\d)", raw)
    if not match or int(match[1]) <= int(match[2]):
        raise ValueError
    return int(match[1]), int(match[2])


def _pick_seconds(raw: str) -> tuple[int, ...]:
    # FMT-10: "default" keeps Table 2; else seconds per pick, the full booster's first.
    if raw.lower() in {"default", "auto", "по умолчанию"}:
        return ()
    parts = [part.strip() for part in raw.split(",")]
    if not 1 <= len(parts) <= 20:
        raise ValueError
    return tuple(_int_in(5, 600)(part) for part in parts)


def _techloss_score(raw: str) -> tuple[int, int] | None:
    # RES-7: "auto" is the default, the winner taking the games the match needs.
    if raw.lower() in {"auto", "авто"}:
        return None
    match = re.fullmatch(r"(\d):(\d)", raw)
    if not match:
        raise ValueError
    won, lost = int(match[1]), int(match[2])
    # A win that some match length allows: at most 3 games (BO5) and 5 played.
    if not lost < won <= 3 or won + lost > 5:
        raise ValueError
    return won, lost


def _choice(*options: str) -> Callable[[str], str]:
    def parse(raw: str) -> str:
        if raw.lower() not in options:
            raise ValueError
        return raw.lower()

    return parse


def _switch(raw: str) -> bool:
    value = raw.lower()
    if value in {"on", "yes", "да", "вкл", "1", "true"}:
        return True
    if value in {"off", "no", "нет", "выкл", "0", "false"}:
        return False
    raise ValueError


def _schedule(raw: str) -> tuple[str, ...]:
    if raw.lower() in {"off", "нет", "none", "-"}:
        return ()
    times = tuple(part.strip() for part in raw.split(",") if part.strip())
    parsed = [datetime.strptime(t, "%H:%M") for t in times]  # ValueError on a bad time
    if not times or len(times) > 30 or parsed != sorted(set(parsed)):
        raise ValueError
    return tuple(p.strftime("%H:%M") for p in parsed)


def _seed(raw: str) -> str:
    if not 1 <= len(raw) <= 64:
        raise ValueError
    return raw


def _url(raw: str) -> str:
    if not re.fullmatch(r"https?://\S{3,300}", raw):
        raise ValueError
    return raw


def _age(raw: str) -> int | None:
    return None if raw.lower() in {"0", "none", "нет", "-"} else _int_in(6, 99)(raw)


def _free_text(raw: str) -> str:
    text = " ".join(raw.split())
    if text.lower() in {"none", "нет", "-"}:
        return ""
    if not 2 <= len(text) <= 200 or not text.isprintable():
        raise ValueError
    return text


def _auto_switch(raw: str) -> bool | None:
    return None if raw.lower() in {"auto", "авто"} else _switch(raw)


_PARSERS: dict[str, Callable[[str], Any]] = {
    "rounds": _rounds,
    "bo": _bo,
    "stages": _stages,
    "top": _top,
    "grand_final_reset": _switch,
    "draft_boosters": _int_in(1, 6),
    "decks": _int_in(0, DECKS_MAX),
    "format": _choice("constructed", "draft", "sealed"),
    "deck_bans": _int_in(0, 3),
    "ban_default": _choice("random", "none"),
    "prep_minutes": _int_in(0, 240),
    "protest_limit": _int_in(1, 10),
    "protest_scope": _choice("round", "stage"),
    "mod_confirm": _switch,
    "flood_messages": _int_in(2, 100),
    "flood_seconds": _int_in(1, 600),
    "links": _switch,
    "public_page": _switch,
    "draft_cards": _int_in(1, 20),
    "draft_pick_seconds": _pick_seconds,
    "draft_review_seconds": _int_in(10, 600),
    "techloss_score": _techloss_score,
    "checkin_remind_minutes": _int_in(1, 24 * 60),
    "cap": _cap,
    "round_minutes": _int_in(5, 600),
    "confirm_minutes": _minutes,
    "draw_needs_both": _switch,
    "points": _points,
    "tiebreakers": _tiebreakers,
    "floor": _floor,
    "bye": _bye,
    "seed": _seed,
    "rules_url": _url,
    "auto_rounds": _switch,
    "round_break": _minutes,
    "schedule": _schedule,
    "review_days": _int_in(0, 30),
    "late_entry": _choice("loss", "none", "off"),  # off: no late entrants at all
    "prizes": prizes_setting,  # a bad line is refused by name (PRZ-1)
    "drop_keeps_prize": _switch,
    "min_age": _age,
    "territory": _free_text,
    "require_game_id": _auto_switch,
    "documents_contact": _free_text,
}
MOMENTS = ("start", "checkin_from", "checkin_to")  # typed in Moscow time, kept in UTC
SETTING_KEYS = (*_PARSERS, *MOMENTS)


def apply_setting(
    settings: TournamentSettings, key: str, raw: str, tz: ZoneInfo
) -> TournamentSettings:
    """Settings with one key changed; a bad key or value is refused with the right form."""
    key = key.strip().lower()
    if key not in SETTING_KEYS:
        raise Refusal("set-unknown-key", key=key, keys=", ".join(SETTING_KEYS))
    try:
        value = _moment(raw, tz) if key in MOMENTS else _PARSERS[key](raw.strip())
    except ValueError:
        raise Refusal(
            "set-bad-value", key=key, value=raw, expected={"$text": f"set-expected-{key}"}
        ) from None
    if key == "bo":
        return dataclasses.replace(settings, bo=value[0], stage_bo=value if len(value) > 1 else ())
    return dataclasses.replace(settings, **{key: value})


def bo_text(settings: TournamentSettings) -> str:
    """The match lengths as the stage parser takes them: "3" or one per stage, "1,3"."""
    return ",".join(map(str, settings.stage_bo)) if settings.stage_bo else str(settings.bo)


def stage_specs(settings: TournamentSettings, players: int | None = None) -> tuple[StageSpec, ...]:
    """The stages of the tournament (FMT-1), with `rounds`/`top` filling bare stages and,
    once the players are known, every size resolved (FMT-4)."""
    specs = []
    for spec in parse_stages(settings.stages, bo_text(settings)):
        if spec.kind == "swiss" and spec.rounds is None and settings.rounds is not None:
            spec = dataclasses.replace(spec, rounds=settings.rounds)
        if spec.kind == "top" and spec.size is None and settings.top is not None:
            spec = dataclasses.replace(spec, size=settings.top)
        specs.append(spec)
    return tuple(specs) if players is None else resolve_sizes(specs, players)


def _moment(raw: str, tz: ZoneInfo) -> float:
    # Judges type Moscow time (S4 2.4); storage keeps UTC.
    moment = datetime.strptime(raw.strip(), "%Y-%m-%d %H:%M")
    return moment.replace(tzinfo=tz).timestamp()


def schedule_moments(settings: TournamentSettings, tz: ZoneInfo) -> list[float]:
    """The scheduled round starts as UTC timestamps, on the day the tournament starts."""
    if settings.start is None or not settings.schedule:
        return []
    day = datetime.fromtimestamp(settings.start, tz).date()
    moments = []
    for hhmm in settings.schedule:
        clock = datetime.strptime(hhmm, "%H:%M").time()
        moments.append(datetime.combine(day, clock, tzinfo=tz).timestamp())
    return moments
