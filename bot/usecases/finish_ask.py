"""The judge's question before an end that leaves something behind: rounds, stages, results.

`/finish` before the plan and `/set stages=` that drops the stages still to come (FMT-1)
ask alike; only the tap of the judge who asked, on the tournament as it still stands, acts.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from bot.commands import Finish, SetSettings
from bot.context import Context
from bot.domain.early_end import CutShort, answers, moment, stages_dropped
from bot.domain.model import Match, TournamentStatus
from bot.domain.protest_rules import Protest
from bot.domain.settings import TournamentSettings
from bot.domain.stage_state import StageState
from bot.domain.tournament import Tournament
from bot.usecases.stages import specs_of, stage_label, stage_names, stage_state
from bot.wording import message_params


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
        lines.append({"$key": "early-stages", "stages": stage_names(short.stages)})
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
        "reported": message_params.pairings(reported, message_params.names_of(players))
        if reported
        else "—",
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
    await ctx.reply(
        "finish-early-confirm", [[button]], title=t.title, lines=message_params.each("", lines)
    )


async def stages_cut_asked(
    ctx: Context, cmd: SetSettings, t: Tournament, new: TournamentSettings
) -> bool:
    """Whether new settings drop stages still to come and wait for the tap asked here."""
    if t.status is not TournamentStatus.RUNNING or new.stages == t.settings.stages:
        return False
    stage = await stage_state(ctx, t)
    dropped = stages_dropped(stage, await specs_of(ctx, dataclasses.replace(t, settings=new)))
    if not dropped or (cmd.confirm and answers(cmd.asked_at, stage)):
        return False
    asked = dataclasses.replace(cmd, asked_at=moment(stage))
    button = await ctx.confirm_button(asked, t, "btn-cut-stages")
    await ctx.reply(
        "stages-cut-confirm", [[button]], title=t.title,
        stages=stage_names(dropped), value=new.stages,
    )  # fmt: skip
    return True
