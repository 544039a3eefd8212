"""A tournament as a list of stages, parsed from a judge's short text (FMT-1, FMT-2, FMT-4)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from bot.domain.draft import advancing_per_table, qualifying_rounds, table_sizes
from bot.domain.errors import Refusal
from bot.domain.formats import swiss_rounds, top_size
from bot.domain.scores import MATCH_LENGTHS

StageKind = Literal["swiss", "single", "double", "groups", "draft", "top"]

# Stages that leave every player ranked, so a top can follow them; elimination ends a
# tournament, so nothing may follow it.
RANKING = frozenset({"swiss", "groups", "draft"})
ELIMINATION = frozenset({"single", "double", "top"})
BRACKET_MIN = 2


@dataclass(frozen=True, slots=True)
class StageSpec:
    """One stage: its kind, its sizes (None until the player count fills them) and its BO.

    rounds: Swiss rounds (also the qualifying rounds after a draft); size: players in an
    elimination bracket; groups × group_size: the group stage, group_size being the largest
    group (the others have one fewer at most).
    """

    kind: StageKind
    rounds: int | None = None
    size: int | None = None
    groups: int | None = None
    group_size: int | None = None
    bo: int = 3


def stage_label(spec: StageSpec) -> dict:
    """A stage named in words: the text key and its numbers, for a message parameter."""
    return {
        "$text": f"stage-{spec.kind}",
        "rounds": spec.rounds or 0,
        "size": spec.size or 0,
        "groups": spec.groups or 0,
    }


_NUMBER = re.compile(r"[1-9][0-9]{0,3}")
# "4x4" with a Latin x, a Cyrillic х or a multiplication sign: judges type all three.
_GROUPS = re.compile(r"([1-9][0-9]{0,2})\s*[xх×]\s*([1-9][0-9]{0,2})")
_ALIASES: dict[str, StageKind] = {
    "swiss": "swiss",
    "sealed": "swiss",  # FMT-11: Sealed has no tables, its bracket is Constructed's: Swiss
    "single": "single",
    "double": "double",
    "groups": "groups",
    "draft": "draft",
    "top": "top",
}


def _bad(part: str, reason: str, **params: int) -> Refusal:
    """The refusal of a stage text, naming the piece at fault and why."""
    return Refusal("stages-bad", part=part, reason=reason, **params)


def _parse_part(part: str) -> StageSpec:
    """One comma-separated piece, e.g. "swiss:5", "top", "groups:4x4"."""
    name, _, argument = (piece.strip() for piece in part.partition(":"))
    kind = _ALIASES.get(name)
    if kind is None:
        raise _bad(part, "kind")
    if not argument:
        if ":" in part:
            raise _bad(part, "number")
        if kind == "groups":
            raise _bad(part, "groups")  # how many groups has no FMT-4 default
        return StageSpec(kind)
    if kind == "groups":
        return _parse_groups(part, argument)
    if not _NUMBER.fullmatch(argument):
        raise _bad(part, "number")
    number = int(argument)
    if kind in ELIMINATION:
        if number < BRACKET_MIN:
            raise _bad(part, "size", least=BRACKET_MIN)
        return StageSpec(kind, size=number)
    return StageSpec(kind, rounds=number)


def _parse_groups(part: str, argument: str) -> StageSpec:
    """Parse "groups:G" (sizes from the player count) or "groups:GxS" (G groups of S)."""
    if _NUMBER.fullmatch(argument):
        return StageSpec("groups", groups=int(argument))
    match = _GROUPS.fullmatch(argument)
    if match is None:
        raise _bad(part, "groups")
    groups, size = int(match[1]), int(match[2])
    if size < 2:
        raise _bad(part, "group-size", least=2)
    return StageSpec("groups", groups=groups, group_size=size)


def _parse_bo(bo: str, stages: int) -> list[int]:
    """One BO for every stage ("3") or one per stage ("1,3"), each 1, 3 or 5 (FMT-2)."""
    items = [item.strip().lower().removeprefix("bo") for item in bo.split(",")]
    for item in items:
        if item not in {str(length) for length in MATCH_LENGTHS}:
            raise Refusal("bo-bad", value=item or bo, reason="length", stages=stages)
    if len(items) == 1:
        return [int(items[0])] * stages
    if len(items) != stages:
        raise Refusal("bo-bad", value=bo, reason="count", stages=stages)
    return [int(item) for item in items]


def _check_order(specs: Sequence[StageSpec], parts: Sequence[str]) -> None:
    """A top follows a stage that ranks players; nothing follows an elimination stage."""
    for index, spec in enumerate(specs):
        before = specs[index - 1].kind if index else None
        if before in ELIMINATION:
            raise _bad(parts[index], "after-elimination")
        if spec.kind == "top" and before not in RANKING:
            raise _bad(parts[index], "top-first")


def parse_stages(text: str, bo: str, players: int | None = None) -> tuple[StageSpec, ...]:
    """Stages from a text like "swiss:5,top:8" and BOs like "1,3"; sizes filled if `players`.

    Forms: swiss[:R], sealed[:R] (Swiss, FMT-11), draft[:R], single[:N], double[:N],
    top[:N], groups:G or groups:GxS. A bare swiss, draft or top takes its size from FMT-4
    once the player count is known. That Constructed may be Swiss only (FMT-1) is the
    caller's check, not this one's.
    """
    parts = [part.strip().lower() for part in text.split(",")]
    if not text.strip() or not all(parts):
        raise _bad(text.strip(), "empty")
    specs = [_parse_part(part) for part in parts]
    bos = _parse_bo(bo, len(specs))
    specs = [replace(spec, bo=length) for spec, length in zip(specs, bos, strict=True)]
    _check_order(specs, parts)
    if players is None:
        return tuple(specs)
    return resolve_sizes(specs, players)


def _text(spec: StageSpec) -> str:
    """The stage written back in the parser's form, to name it in a refusal."""
    if spec.kind == "groups":
        size = f"x{spec.group_size}" if spec.group_size else ""
        return f"groups:{spec.groups}{size}"
    number = spec.size if spec.kind in ELIMINATION else spec.rounds
    return spec.kind if number is None else f"{spec.kind}:{number}"


def resolve_sizes(specs: Sequence[StageSpec], players: int) -> tuple[StageSpec, ...]:
    """The stages with every size filled for `players` and checked against it (FMT-4).

    A bare top (or bracket after a ranking stage) takes FMT-4's top size; where FMT-4 has no
    top (8 players or fewer) it is left out rather than refused, since the judge asked for
    the default. After groups the top is that size rounded to a whole number per group;
    after a draft, to the same number from every table, at least 2 (FMT-8). Values already
    filled count as the judge's: when the player count changes, resolve the parsed specs
    again, not the resolved ones.
    """
    _check_order(specs, [_text(spec) for spec in specs])
    resolved: list[StageSpec] = []
    previous: StageSpec | None = None
    for spec in specs:
        current = _resolve(spec, previous, players)
        if current is not None:
            resolved.append(current)
            previous = current
    return tuple(resolved)


def _resolve(spec: StageSpec, previous: StageSpec | None, players: int) -> StageSpec | None:
    """One stage resolved after `previous`; None for a default top FMT-4 does without."""
    part = _text(spec)
    if spec.kind == "swiss":
        rounds = spec.rounds if spec.rounds is not None else swiss_rounds(players)
        if rounds >= players:
            # More rounds than opponents forces rematches (FMT-3).
            raise _bad(part, "rounds-too-many", players=players, most=players - 1)
        return replace(spec, rounds=rounds)
    if spec.kind == "draft":
        sizes = table_sizes(players)  # refuses fewer than 4 (REG-7); 4–7: one table (FMT-8)
        rounds = spec.rounds if spec.rounds is not None else qualifying_rounds(sizes)
        return replace(spec, rounds=rounds)
    if spec.kind == "groups":
        return _resolve_groups(spec, part, players)
    if previous is None:
        # A whole-field bracket (single or double as the first stage) takes everyone.
        if spec.size is not None and spec.size != players:
            raise _bad(part, "bracket-players", size=spec.size, players=players)
        if players < BRACKET_MIN:
            raise _bad(part, "size", least=BRACKET_MIN)
        return replace(spec, size=players)
    return _resolve_top(spec, previous, part, players)


def _resolve_groups(spec: StageSpec, part: str, players: int) -> StageSpec:
    """G groups of S or S - 1 must hold exactly the players (snake seeding, FMT-1)."""
    assert spec.groups is not None
    groups = spec.groups
    fullest = -(-players // groups)  # the largest group of an even split
    # Every group needs two players to play at all.
    if players // groups < 2 or spec.group_size not in (None, fullest):
        raise _bad(part, "groups-players", groups=groups, players=players)
    return replace(spec, group_size=fullest)


def _resolve_top(
    spec: StageSpec, previous: StageSpec, part: str, players: int
) -> StageSpec | None:
    """A bracket fed by a ranking stage: its size fits the field and the stage before."""
    if previous.kind == "groups":
        assert previous.groups is not None and previous.group_size is not None
        groups = previous.groups
        smallest = players // groups  # groups differ by one at most
        if spec.size is None:
            default = top_size(players)
            if default == 0:
                return None
            # FMT-4's size, as whole players per group; one group still needs two.
            per_group = max(default // groups, 1, 2 // groups)
            per_group = min(per_group, smallest)
            size = per_group * groups
        else:
            size = spec.size
            if size % groups or size // groups > smallest:
                raise _bad(part, "groups-top", size=size, groups=groups, most=smallest * groups)
        return replace(spec, size=size)
    if previous.kind == "draft":
        sizes = table_sizes(players)
        tables = len(sizes)
        if spec.size is None:
            default = top_size(players)
            if default == 0:
                return None
            return replace(spec, size=advancing_per_table(sizes, default) * tables)
        # FMT-8: the same number from every table, at least two.
        if spec.size % tables or spec.size // tables < 2 or spec.size // tables > min(sizes):
            raise _bad(part, "draft-top", size=spec.size, tables=tables)
        return replace(spec, size=spec.size)
    size = spec.size if spec.size is not None else top_size(players)
    if spec.size is None and size == 0:
        return None
    if size > players:
        raise _bad(part, "top-too-big", size=size, players=players)
    return replace(spec, size=size)


@dataclass(frozen=True, slots=True)
class StageRun:
    """A stage once started: its entrants in seed order, its groups or tables, first round."""

    index: int
    spec: StageSpec
    seeds: tuple[int, ...]
    pools: tuple[tuple[int, ...], ...] = ()
    first_round: int = 1
