"""`/need` (issue 26): what each record of his rounds left gives a player for the top, in
chat and on «Мой матч»; computed once per change of the results (FMT-1, FMT-7)."""

from __future__ import annotations

import random
from typing import Any

from bot.commands import Need
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.model import IN_STANDINGS, Account, Player, TournamentStatus
from bot.domain.top_chances import RUNS, RecordChance, TopChances, refuse_not_under_way
from bot.domain.top_chances import top_chances as compute
from bot.domain.tournament import Tournament
from bot.usecases.registry import handles
from bot.usecases.stages import stage_state
from bot.wording import message_params

PAGE_RUNS = 400  # «Мой матч» reads on every opening: a smaller simulation, cached the same way
KEPT = 256  # answers kept per process, the oldest asked going first


@handles(Need)
async def need(ctx: Context, cmd: Need) -> None:
    """The sender's records and the top; a judge names any player."""
    t = await ctx.resolve(cmd)
    if cmd.nickname:
        if not await ctx.is_judge(t):
            raise Refusal("need-judges-only")
        player = await ctx.store.players.by_nickname(t.id, cmd.nickname)
        if player is None:
            raise Refusal("no-such-player", nickname=cmd.nickname, title=t.title)
    else:
        player = await ctx.player(t)
        if player is None or player.status not in IN_STANDINGS:
            raise Refusal("need-not-player", title=t.title)
    chances = await chances_of(ctx, t, player)
    await ctx.reply("need-answer", **need_params(chances, t, player))


async def chances_of(ctx: Context, t: Tournament, player: Player, runs: int = RUNS) -> TopChances:
    """The chances, from the cache while the results, the field and the round stay the same.

    The lot is seeded by the tournament, the round and the player, so every worker and every
    restart computes the same answer for the same standings.
    """
    refuse_not_under_way(t)
    store = ctx.store
    versions = (await store.matches.results_version(t.id), await store.players.version(t.id))
    key = (t.id, player.id, runs, t.stage, t.current_round, t.settings, versions)
    cache: dict[tuple, TopChances | Refusal] = ctx.deps.need
    found = cache.pop(key, None)  # put back below: the last asked is the last to go
    if found is None:
        state = await stage_state(ctx, t)
        rng = random.Random(f"{t.settings.seed}:need:{t.current_round}:{player.id}")
        try:
            found = compute(state, player.id, rng, runs=runs)
        except Refusal as refusal:
            found = refusal
    cache[key] = found
    while len(cache) > KEPT:
        del cache[next(iter(cache))]
    if isinstance(found, Refusal):
        raise Refusal(found.key, **found.params)  # a fresh one: no traceback piles up
    return found


async def page_need(ctx: Context, t: Tournament, account: Account) -> dict[str, Any]:
    """«Мой матч»'s lines (`need`, `need_top`), or nothing where the question has no answer."""
    if t.status is not TournamentStatus.RUNNING or not t.current_round:
        return {}
    player = await ctx.store.players.of_account(t.id, account.id)
    if player is None:
        return {}
    try:
        chances = await chances_of(ctx, t, player, PAGE_RUNS)
    except Refusal:
        return {}
    return {"need": lines_param(chances), "need_top": chances.top}


def need_params(chances: TopChances, t: Tournament, player: Player) -> dict[str, Any]:
    """The answer's parameters."""
    method = message_params.text(
        f"need-method-{chances.method}", runs=chances.runs, draws=_percent(chances.draw_share)
    )
    first = chances.lines[0] if chances.lines else None
    points = first.points - _gain(first, t) if first else 0
    return {
        "title": t.title,
        "nickname": player.nickname,
        "top": chances.top,
        "rounds": chances.rounds,
        "points": points,
        "lines": lines_param(chances),
        "method": method,
    }


def lines_param(chances: TopChances) -> dict[str, Any]:
    """One line per record: guaranteed, may (with its share) or cannot."""
    items = []
    for line in chances.lines:
        item: dict[str, Any] = {"$key": f"need-line-{line.verdict}", "record": line.record,
                                "top": chances.top}  # fmt: skip
        if line.verdict == "may":
            item["share"] = _share(line)
        items.append(item)
    return message_params.each("need-line-may", items)


def _gain(line: RecordChance, t: Tournament) -> int:
    """The points the record adds (FMT-7)."""
    win, draw, loss = t.settings.points
    return line.wins * win + line.draws * draw + line.losses * loss


def _share(line: RecordChance) -> dict[str, Any]:
    """A "may" line's share, never 0 or 100 %, which would read as a promise."""
    share = line.share
    if share is None:
        return message_params.text("need-share-none")
    if share < 0.005:
        return message_params.text("need-share-low")
    if share > 0.995:
        return message_params.text("need-share-high")
    if line.low is None or line.high is None:
        return message_params.text("need-share-exact", percent=_percent(share))
    margin = max(line.high - share, share - line.low, 0.01)
    return message_params.text(
        "need-share-simulated", percent=_percent(share), margin=f"{_percent(margin)} %"
    )


def _percent(share: float) -> str:
    """A share in whole percent."""
    return str(round(share * 100))
