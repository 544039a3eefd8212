"""The standings as the chats and the page show them: computed once per change (FMT-7)."""

from __future__ import annotations

from bot.context import Context
from bot.domain.model import IN_STANDINGS, MatchStatus, Player, PlayerStatus
from bot.domain.pairing_changes import missed_of
from bot.domain.standings import StandingRow, compute_standings
from bot.domain.tournament import Tournament
from bot.wording import message_params


async def standings_of(ctx: Context, t: Tournament) -> tuple[list[StandingRow], list[Player]]:
    """Standings from every final result, and the players they list (FMT-7)."""
    store = ctx.store
    # Keys read cheaply: a `/me` at 1,024 players spent most of its time loading every entry.
    key = (await store.matches.results_version(t.id), await store.players.version(t.id),
           t.settings)  # fmt: skip
    found = ctx.deps.standings.get(t.id, key)
    if found is not None:
        return found
    players = await store.players.list(t.id, IN_STANDINGS)  # a result or the field changed
    matches = await store.matches.all(t.id)
    results = [m.as_result() for m in matches if m.status is MatchStatus.FINAL]
    results += missed_of(players, t.settings.late_entry)  # late entrants, returned players
    rows = compute_standings([p.id for p in players], results, t.settings.scoring())
    ctx.deps.standings.put(t.id, key, rows, players)
    return rows, players


def standings_params(rows: list[StandingRow], players: list[Player], t: Tournament) -> dict:
    """The standings table as a message parameter."""
    dropped = {p.id for p in players if p.status is not PlayerStatus.REGISTERED}
    return message_params.standings(
        rows, message_params.names_of(players), t.settings.tiebreakers, dropped
    )
