"""`/help`: a judge's or a player's commands for the moment of the day, or one command."""

from __future__ import annotations

from typing import Any

from bot.commands import Help
from bot.commands.help_topics import (
    ALL_GROUPS,
    JUDGE_LINES,
    JUDGE_MOMENTS,
    PLAYER_MOMENTS,
    closest,
    find,
    words_of,
)
from bot.context import Context
from bot.domain.model import MatchStatus, PlayerStatus, TournamentStatus
from bot.domain.tournament import Tournament
from bot.usecases.registry import handles
from bot.wording import message_params

ALL = ("all", "все", "всё")  # `/help all`: every command of the role
# Which tournament `/help` speaks of when the person has several: the busiest first; a
# finished one still takes corrections and prizes today, a draft waits for another day.
_URGENCY = {
    TournamentStatus.RUNNING: 0,
    TournamentStatus.REGISTRATION: 1,
    TournamentStatus.CLOSED: 1,
    TournamentStatus.FINISHED: 2,
    TournamentStatus.DRAFT: 3,
    TournamentStatus.ARCHIVED: 4,
}
_DECK_GROUPS = ("decks", "judge-decks")  # only where the tournament asks for decklists


@handles(Help)
async def show_help(ctx: Context, cmd: Help) -> None:
    """The commands this person needs now, grouped, or one command explained."""
    asked = cmd.topic.strip()
    if asked and asked.lower() not in ALL:
        await _one(ctx, asked)
        return
    every = bool(asked)
    judged = await _judged(ctx, cmd)
    if judged or ctx.is_admin:
        t = _busiest(judged)
        moment = await _judge_moment(ctx, t)
        groups = ALL_GROUPS["judge"] if every else JUDGE_MOMENTS[moment]
        decks = t is not None and t.settings.decks > 0
        shown = [g for g in groups if every or decks or g not in _DECK_GROUPS]
        groups = _groups(shown, judge=True)
        await ctx.reply("help-judge", head=_head("judge", moment, t), groups=groups)
        return
    mine = await _played(ctx, cmd)
    t = _busiest(mine)
    moment = await _player_moment(ctx, t)
    groups = ALL_GROUPS["player"] if every else PLAYER_MOMENTS[moment]
    shown = [g for g in groups if every or g not in _DECK_GROUPS]
    # REG-9: a tournament that asks for decklists shows how to send them.
    due = [x for x in mine if x.active and x.settings.decks > 0]
    decks = [
        {"$key": "help-decks-sealed" if x.settings.format == "sealed" else "help-decks",
         "title": x.title, "count": x.settings.decks}
        for x in due
    ]  # fmt: skip
    due_now = not every and moment in ("registered", "playing", "answer")
    groups = _groups(shown, decks if due_now else [])
    await ctx.reply("help-player", head=_head("player", moment, t), groups=groups)


async def _one(ctx: Context, asked: str) -> None:
    """`/help report`: the command's form, an example, who may use it; or the nearest one."""
    topic = find(asked)
    if topic is not None:
        await ctx.reply(
            "help-topic",
            about=message_params.text(f"help-about-{topic.word}"),
            who=message_params.text(f"help-role-{topic.role}"),
        )
        return
    near = closest(asked)
    if near is None:
        await ctx.reply("help-unknown", asked=asked[:32])
        return
    line = message_params.text(f"help-line-{near.word}")
    await ctx.reply("help-unknown-near", asked=asked[:32], word=near.word, line=line)


def _groups(
    names: list[str] | tuple[str, ...], decks: list[dict[str, Any]] = (), *, judge: bool = False
) -> dict[str, Any]:
    """Groups with their titles, a player's decks after the first; a command shown in an
    earlier group is not repeated."""
    seen: set[str] = set()
    items = []
    for name in names:
        words = [w for w in words_of((name,)) if w not in seen]
        seen.update(words)
        if words:
            own = {w: f"help-line-judge-{w}" for w in words if judge and w in JUDGE_LINES}
            lines = [{"$key": own.get(w, f"help-line-{w}")} for w in words]
            items.append({"title": message_params.text(f"help-group-{name}"),
                          "lines": message_params.each("help-line", lines)})  # fmt: skip
    items[1:1] = decks
    return message_params.each("help-group", items, sep="\n\n")


def _head(role: str, moment: str, t: Tournament | None) -> dict[str, Any]:
    """The first line: whose help, which tournament, what moment."""
    if t is None:
        return message_params.text(f"help-{role}-{moment}-none")
    return message_params.text(
        f"help-{role}-{moment}", title=t.title, id=t.id, round=t.current_round
    )


def _busiest(tournaments: list[Tournament]) -> Tournament | None:
    """The tournament `/help` is about: by `_URGENCY`, the newest first."""
    if not tournaments:
        return None
    return min(tournaments, key=lambda t: (_URGENCY[t.status], -t.id))


async def _named(ctx: Context, cmd: Help) -> list[Tournament] | None:
    """The tournament of `#id` or of the group the help was asked in; None if neither."""
    if cmd.tournament is not None:
        found = await ctx.store.tournaments.get(cmd.tournament)
        return [found] if found is not None else []
    if not ctx.env.chat.private:
        chat = ctx.env.chat
        bound = await ctx.store.tournaments.bindings_of_chat(chat.platform, chat.id)
        if bound:
            found = await ctx.store.tournaments.get(bound[0].tournament_id)
            return [found] if found is not None else []
    return None


async def _judged(ctx: Context, cmd: Help) -> list[Tournament]:
    """Tournaments the person judges: running, or finished and still taking corrections."""
    store = ctx.store
    named = await _named(ctx, cmd)
    if named is None:
        named = await store.tournaments.active_for(ctx.me.id, review=True)
    return [
        t for t in named if await ctx.is_judge(t) and t.status is not TournamentStatus.ARCHIVED
    ]


async def _played(ctx: Context, cmd: Help) -> list[Tournament]:
    """Tournaments the person applied to or plays in; after the end, the finished ones."""
    store = ctx.store
    named = await _named(ctx, cmd)
    if named is not None:
        return named
    mine = await store.tournaments.active_for(ctx.me.id)
    linked = ctx.me.context_tournament  # the tournament a deep link led to (REG-2)
    if linked is not None and linked not in {t.id for t in mine}:
        found = await store.tournaments.get(linked)
        mine += [found] if found is not None and found.active else []
    return mine or await store.tournaments.active_for(ctx.me.id, review=True)


async def _judge_moment(ctx: Context, t: Tournament | None) -> str:
    """Before the start, registration, a round, a pause, between rounds, after the end."""
    if t is None or t.status is TournamentStatus.DRAFT:
        return "setup"
    if t.status in (TournamentStatus.REGISTRATION, TournamentStatus.CLOSED):
        return "registration"
    if not t.active:
        return "after"
    if t.paused_at is not None:
        return "paused"
    matches = await ctx.store.matches.of_round(t.id, t.current_round) if t.current_round else []
    if matches and all(m.status is MatchStatus.FINAL for m in matches):
        return "between"
    return "round"


async def _player_moment(ctx: Context, t: Tournament | None) -> str:
    """Not registered, registered, playing, a report waiting for my answer, after the end."""
    if t is None:
        return "outsider"
    player = await ctx.player(t)
    if player is None or player.status in (PlayerStatus.REFUSED, PlayerStatus.WITHDRAWN):
        return "outsider"
    if not t.active:
        return "after"
    if t.status is not TournamentStatus.RUNNING:
        return "registered"
    match = await ctx.store.matches.in_round(t.id, t.current_round, player.id)
    report = match.report if match is not None else None
    if match is not None and match.status is MatchStatus.REPORTED and report is not None:
        return "answer" if report.by_player != player.id else "playing"
    return "playing"
