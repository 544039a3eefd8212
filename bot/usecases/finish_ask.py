"""The judge's question before an end that leaves something behind: rounds, stages, results."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from bot import views
from bot.commands import Finish
from bot.context import Context
from bot.domain.early_end import CutShort, moment
from bot.domain.model import Match
from bot.domain.protest_rules import Protest
from bot.domain.stage_state import StageState
from bot.domain.tournament import Tournament
from bot.usecases.stages import stage_label


def _cut_lines(short: CutShort, stage: StageState) -> list[dict]:
    """What the end leaves unplayed, one line each."""
    lines: list[dict] = []
    if short.rounds_left:
        lines.append({
            "$key": "early-rounds", "played": short.played, "planned": short.planned,
            "left": short.rounds_left, "first": short.first, "last": short.last,
        })  # fmt: skip
    if short.bracket:
        lines.append({"$key": "early-bracket", "stage": stage_label(stage.run.spec)})
    if short.stages:
        labels = [{"label": stage_label(spec)} for spec in short.stages]
        lines.append({"$key": "early-stages", "stages": views.each("stage-item", labels, ", ")})
    return lines


async def ask_finish(
    ctx: Context,
    cmd: Finish,
    t: Tournament,
    stage: StageState,
    short: CutShort | None,
    reported: Sequence[Match],
    protests: Sequence[Protest],
) -> None:
    """Ask for the tap; it answers only the tournament as it stands now (see `answers`)."""
    asked = dataclasses.replace(cmd, asked_at=moment(stage))
    players = await ctx.store.players.list(t.id)
    loose = {
        "reported": views.pairings(reported, views.names_of(players)) if reported else "—",
        "protests": ", ".join(f"№{p.id}" for p in protests) or "—",
    }
    if short is None:
        button = await ctx.confirm_button(asked, t, "btn-finish-anyway")
        await ctx.reply("finish-confirm", [[button]], title=t.title, **loose)
        return
    lines = _cut_lines(short, stage)
    if reported:
        lines.append({"$key": "early-reported", "reported": loose["reported"]})
    if protests:
        lines.append({"$key": "early-protests", "protests": loose["protests"]})
    button = await ctx.confirm_button(asked, t, "btn-finish-early")
    await ctx.reply("finish-early-confirm", [[button]], title=t.title, lines=views.each("", lines))
