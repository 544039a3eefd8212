"""Ratings across tournaments: computed from the history once per change of it, `/rating`,
and the order seed_by=rating seeds a tournament in (issue 26, FMT-3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.commands import ShowRating
from bot.context import Context
from bot.domain.history import History
from bot.domain.model import Player
from bot.domain.names import nickname_key
from bot.domain.ratings import (
    PersonRating,
    Ratings,
    compute_ratings,
    rating_order,
    refuse_unknown,
    refuse_unrated,
)
from bot.domain.stage_state import first_seeding
from bot.domain.tournament import Tournament
from bot.notices import Notice, Picture
from bot.usecases.history import derived, history
from bot.usecases.registry import handles
from bot.wording import message_params

TOP = 20  # lines of /rating; the sender's own line follows when he is lower
_ME = {"я", "me", "мой", "свой"}


async def ratings(ctx: Context) -> Ratings:
    """Everyone's rating after every finished tournament (a correction recomputes it)."""
    return await derived(ctx, "ratings", _compute)


async def _compute(ctx: Context) -> Ratings:
    return compute_ratings(await history(ctx))


async def seeding(ctx: Context, t: Tournament, players: Sequence[Player]) -> list[int]:
    """The first stage's seed order: by lot (FMT-3), or best-rated first (seed_by=rating)."""
    ids = [p.id for p in players]
    if t.settings.seed_by != "rating":
        return first_seeding(ids, t.settings.seed)
    past = await history(ctx)
    person_of = {p.id: past.person_of_account(p.account_id) for p in players}
    return rating_order(ids, person_of, await ratings(ctx), t.settings.seed)


@handles(ShowRating)
async def show_rating(ctx: Context, cmd: ShowRating) -> None:
    """`/rating`: the top and the sender's own line; `/rating <nick>`: one player's rating."""
    past = await history(ctx)
    table = await ratings(ctx)
    if cmd.nickname and nickname_key(cmd.nickname) not in _ME:
        person = past.find(cmd.nickname)
        refuse_unknown(person, cmd.nickname)
        assert person is not None
        line = table.of(person)
        refuse_unrated(line, past.names.get(person, cmd.nickname))
        assert line is not None
        await ctx.reply("rating-person", **_person_params(line, table, past))
        return
    own_person = past.person_of_account(ctx.me.id)
    me = table.of(own_person)
    if cmd.nickname:  # `/rating я`: his own line
        refuse_unrated(me, ctx.me.name or "")
        assert me is not None
        await ctx.reply("rating-person", **_person_params(me, table, past))
        return
    if not table.lines:
        await ctx.reply("rating-empty")
        return
    top, mine = table.top(TOP, own_person)
    own = (
        message_params.text("rating-mine", row=message_params.text("rating-row", **_row(mine)))
        if mine is not None
        else ""
    )
    rows = message_params.each("rating-row", [_row(line) for line in top])
    await ctx.reply("rating-top", count=len(table.lines), rows=rows, mine=own)
    picture = _picture(top, mine)
    await ctx.notify(
        Notice(ctx.here(), "rating-picture", {"count": len(table.lines)}, (), Picture(picture),
               urgent=True)
    )  # fmt: skip


def _row(line: PersonRating) -> dict[str, Any]:
    return {
        "rank": line.rank,
        "nickname": line.nickname,
        "value": str(line.value),  # a rating is written without a thousands separator
        "matches": line.matches,
    }


def _person_params(line: PersonRating, table: Ratings, past: History) -> dict[str, Any]:
    """One player's rating: value, place, rated matches and what his last tournament did."""
    titles = {t.id: t.title for t in past.tournaments}
    last = line.points[-1] if line.points else None
    change = (
        message_params.text(
            "rating-change", title=titles.get(last.tournament_id, ""), delta=_signed(line)
        )
        if last is not None
        else ""
    )
    return {
        "nickname": line.nickname,
        "value": str(line.value),
        "rank": line.rank,
        "count": len(table.lines),
        "matches": line.matches,
        "change": change,
    }


def _signed(line: PersonRating) -> str:
    delta = line.last_change
    return f"+{delta}" if delta > 0 else ("±0" if delta == 0 else f"−{-delta}")


def _picture(top: list[PersonRating], mine: PersonRating | None) -> dict[str, Any]:
    """The top as a table picture (the standings' renderer), the sender's own line last."""
    shown = [*top, mine] if mine is not None else top
    headers = [
        message_params.text("col-place"),
        message_params.text("col-player"),
        message_params.text("rating-col-value"),
        message_params.text("rating-col-matches"),
    ]
    return {
        "kind": "standings",
        "title": message_params.text("rating-picture-title"),
        "subtitle": message_params.text("rating-picture-subtitle", count=len(top)),
        "headers": headers,
        "rows": [[str(x.rank), x.nickname, str(x.value), str(x.matches)] for x in shown],
        "highlight": [len(top)] if mine is not None else [],
    }
