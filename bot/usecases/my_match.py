"""«Мой матч»: a person's match of the current round in each tournament he plays, and what
he can do about it, as the Mini App's cards show it (its actions are the chat commands)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from bot.context import Context
from bot.domain.match_facts import MatchState, is_public, match_ends, match_state, protestable
from bot.domain.model import Account, Match, MatchStatus, PlayerStatus
from bot.domain.tournament import Tournament
from bot.ports.store import Store
from bot.usecases.final_results import AUTO_CONFIRM
from bot.usecases.need import page_need
from bot.wording import message_params


@dataclass(frozen=True, slots=True)
class Card:
    """One tournament of the person: his match of the current round and what he can do."""

    tournament: int
    title: str
    round: int
    number: int | None = None
    opponent: str | None = None
    game_id: str | None = None
    bye: bool = False
    score: str | None = None  # the reported or final score, his own games first
    state: str = "none"  # none | playing | reported-mine | reported-theirs | disputed | final
    ends: float | None = None  # the round's end, with the match's extra time (RES-5, RES-6)
    due: float | None = None  # when a reported score becomes final by itself (RES-3)
    paused: bool = False
    actions: tuple[str, ...] = ()
    public: bool = False  # the tournament is on the web: the door adds its page's address
    page: str | None = None  # the tournament's live page, unless it is kept off the web
    need: dict | None = None  # issue 26: /need's lines, in a Swiss with a top
    need_top: int = 0


@dataclass(frozen=True, slots=True)
class MyMatches:
    """The person's account, if the bot knows him, and a card per tournament he plays in."""

    account: Account | None
    cards: list[Card] = field(default_factory=list)


async def my_matches(ctx: Context, platform: str, user_id: int) -> MyMatches:
    """What «Мой матч» shows the person with this platform's user id."""
    account = await ctx.store.accounts.find(platform, user_id)
    if account is None:
        return MyMatches(None)
    mine = MyMatches(account)
    for t in await ctx.store.tournaments.active_for(account.id):
        card = await _card(ctx.store, t, account)
        if card is not None:
            need = await page_need(ctx, t, account)  # issue 26: what he needs for the top
            mine.cards.append(dataclasses.replace(card, public=is_public(t), **need))
    return mine


def _state(match: Match, me: int) -> str:
    """The card's word for the match's state; a reported score says whose it is."""
    state = match_state(match)
    if state is MatchState.REPORTED and match.report is not None:
        return "reported-mine" if match.report.by_player == me else "reported-theirs"
    return _STATE_WORDS[state]


# The card's words (`miniapp-state-*`); a bye has a card of its own, a protest is not shown.
_STATE_WORDS = {
    MatchState.PLAYING: "playing",
    MatchState.REPORTED: "playing",  # no report to show yet: as before the report
    MatchState.DISPUTED: "disputed",
    MatchState.FINAL: "final",
}


def _own_score(match: Match, me: int) -> str | None:
    """The score as the player himself would say it: his games first."""
    if match.status is MatchStatus.FINAL and match.score_a is not None:
        a, b, draws = match.score_a, match.score_b or 0, match.draws
    elif match.report is not None and match.status is not MatchStatus.PENDING:
        a, b, draws = match.report.score_a, match.report.score_b, match.report.draws
    else:
        return None
    return (
        message_params.score(a, b, draws) if me == match.a else message_params.score(b, a, draws)
    )


_ACTIONS = {
    "playing": ("report",),
    "reported-theirs": ("confirm", "dispute"),
}


async def _card(store: Store, t: Tournament, account: Account) -> Card | None:
    """The card of one tournament, or None when he does not play in it."""
    player = await store.players.of_account(t.id, account.id)
    if player is None or player.status is PlayerStatus.WITHDRAWN:
        return None
    card = Card(t.id, t.title, t.current_round, paused=t.paused_at is not None)
    if not t.current_round:
        return card
    match = await store.matches.in_round(t.id, t.current_round, player.id)
    if match is None:
        return card
    if match_state(match) is MatchState.BYE:
        return Card(t.id, t.title, t.current_round, match.number, bye=True)
    opponent = await store.players.get(match.opponent_of(player.id) or 0)
    state = _state(match, player.id)
    actions = _ACTIONS.get(state, ())
    if protestable(match):
        actions = ("protest",)  # PRO-1: the window and the limits are the use case's to check
    ends = match_ends(t, match) if state != "final" else None
    due = await store.deadlines.pending_for(AUTO_CONFIRM, match.id)
    return Card(
        t.id,
        t.title,
        t.current_round,
        match.number,
        opponent.nickname,
        opponent.game_id,
        score=_own_score(match, player.id),
        state=state,
        ends=ends,
        due=due if state.startswith("reported") else None,
        paused=t.paused_at is not None,
        actions=actions,
    )
