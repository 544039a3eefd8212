"""«Мой матч»: the Telegram and VK Mini App page; its actions go the chat commands' way.

The page is opened by Telegram (`initData` in the address's fragment, read by the page's
script and posted here) or by VK (the signed launch parameters in the query). Every request
carries that launch data; a forged or stale one gets 403 and nothing is read or done. An
action builds the same command dataclass as the chat command (`Report`, `Confirm`, `Dispute`,
`FileProtest`) and runs it through `Service.execute` with an envelope from the person's
private chat: the same authorization, audit, outbox and deadlines, and the bot's answer
arrives in that chat as if he had typed the command.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field, replace
from typing import Any

from aiohttp import web

from bot.commands import Command, Confirm, Dispute, FileProtest, Report
from bot.domain.match_facts import MatchState, is_public, match_ends, match_state, protestable
from bot.domain.model import Account, Match, MatchStatus, PlayerStatus
from bot.domain.tournament import Tournament
from bot.envelope import Actor, Chat, Envelope, Platform
from bot.ports.store import Store
from bot.service import Outcome
from bot.usecases.steps import AUTO_CONFIRM
from bot.wording import message_params
from handlers.web.launch_auth import LaunchRefused, LaunchUser, telegram_user, vk_user
from handlers.web.site import Translator, Web

MINIAPP_PATH = "/app"
TEMPLATE = "my_match.html"
ACTIONS = ("report", "confirm", "dispute", "protest")
MAX_GAMES = 5  # the choices of each score field, 0…5: a BO5 with drawn games fits


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
    page: str | None = None  # the tournament's live page, unless it is kept off the web


@dataclass
class Launch:
    """A verified opening of the Mini App and the bot's account of that person, if any."""

    user: LaunchUser
    platform: str  # the form field: "telegram" or "vk"
    auth: str  # the launch data as received, echoed into the page's forms
    account: Account | None = None
    cards: list[Card] = field(default_factory=list)


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


class MiniApp:
    """The routes of «Мой матч» on the bot's web server."""

    def __init__(self, site: Web) -> None:
        self.site = site

    def _verify(self, platform: str, auth: str) -> LaunchUser:
        """The person the platform vouches for; LaunchRefused for anything else."""
        s, now = self.site.settings, self.site.clock.now()
        if platform == Platform.TELEGRAM:
            return telegram_user(auth, s.telegram.token.get_secret_value(), now)
        if platform == Platform.VK:
            return vk_user(auth, s.vk.app_secret.get_secret_value(), s.vk.app_id, now)
        raise LaunchRefused("unknown platform")

    async def _load(self, launch: Launch) -> None:
        """His account and a card per tournament he plays in, read in one transaction."""
        async with self.site.db.transaction() as store:
            launch.account = await store.accounts.find(launch.user.platform, launch.user.user_id)
            if launch.account is None:
                return
            for t in await store.tournaments.active_for(launch.account.id):
                card = await _card(store, t, launch.account)
                if card is not None and is_public(t):
                    card = replace(card, page=self.site.page_url(t.id))
                if card is not None:
                    launch.cards.append(card)

    def _page(
        self, request: web.Request, launch: Launch | None, *, status: int = 200, **ctx: Any
    ) -> web.Response:
        lang = launch.user.locale if launch and launch.user.locale else None
        if launch and launch.account and launch.account.locale:
            lang = launch.account.locale  # the language he chose in the bot wins
        page: dict[str, Any] = {"note": None, "refused": False, "waiting": False} | ctx
        if lang:
            page |= {"lang": lang, "tr": Translator(self.site.texts, lang)}
        return self.site.html(
            TEMPLATE,
            request,
            status,
            launch=launch,
            cards=launch.cards if launch else [],
            nonce=secrets.token_urlsafe(12),
            max_games=MAX_GAMES,
            app_path=MINIAPP_PATH,
            now=self.site.clock.now(),
            **page,
        )

    async def _launch(self, request: web.Request, platform: str, auth: str) -> Launch | None:
        try:
            user = self._verify(platform, auth)
        except LaunchRefused:
            return None
        launch = Launch(user, platform, auth)
        await self._load(launch)
        return launch

    async def show(self, request: web.Request) -> web.Response:
        """GET: VK's launch parameters sign the query; Telegram's page posts its initData."""
        if "sign" in request.query and "vk_user_id" in request.query:
            launch = await self._launch(request, Platform.VK, request.rel_url.raw_query_string)
            if launch is None:
                return self._page(request, None, status=403, refused=True)
            return self._page(request, launch)
        return self._page(request, None, waiting=True)  # the script posts Telegram's data

    async def post(self, request: web.Request) -> web.Response:
        """POST: the launch data, and maybe an action; the page again, with its outcome."""
        form = await request.post()
        platform, auth = str(form.get("platform", "")), str(form.get("auth", ""))
        launch = await self._launch(request, platform, auth)
        if launch is None:
            return self._page(request, None, status=403, refused=True)
        action = str(form.get("action", ""))
        if not action:
            return self._page(request, launch)
        command = _command(action, form)
        if command is None:
            return self._page(request, launch, status=400, note="miniapp-bad-action")
        if launch.account is None:
            return self._page(request, launch, status=200, note="miniapp-unknown-person")
        outcome = await self.site.service.execute(
            _envelope(launch, command, str(form.get("nonce", "")))
        )
        launch.cards.clear()
        await self._load(launch)  # the match as the action left it
        return self._page(request, launch, note=_note(action, outcome))


def _number(form: Any, name: str, default: int | None = None) -> int | None:
    raw = str(form.get(name, ""))
    if not raw:
        return default
    return int(raw) if raw.isdecimal() and len(raw) < 10 else None


def _command(action: str, form: Any) -> Command | None:
    """The chat command the button stands for, or None for a malformed form."""
    tournament, match = _number(form, "tournament"), _number(form, "match")
    if action not in ACTIONS or tournament is None:
        return None
    if action == "report":
        games = [_number(form, "mine"), _number(form, "theirs"), _number(form, "draws", 0)]
        if any(n is None or n > MAX_GAMES for n in games):
            return None  # whether the score fits the match's BO is the use case's to say
        mine, theirs, draws = (n or 0 for n in games)
        return Report(mine, theirs, draws, tournament=tournament)
    if match is None:
        return None
    kind = {"confirm": Confirm, "dispute": Dispute, "protest": FileProtest}[action]
    return kind(match=match, tournament=tournament)


def _envelope(launch: Launch, command: Command, nonce: str) -> Envelope:
    """The command as if he had sent it in his private chat with the bot."""
    user, account = launch.user, launch.account
    assert account is not None
    actor = Actor(
        user.platform,
        user.user_id,
        user.name or account.name,  # VK's launch data names no one: the bot knows him
        user.username or account.username,
        account.locale or user.locale,
    )
    chat = Chat(user.platform, user.user_id, private=True)
    # Each rendered form carries a fresh nonce: a double tap of one form is one command.
    valid = len(nonce) <= 64 and nonce.replace("-", "").replace("_", "").isalnum()
    update_id = f"app-{user.user_id}-{nonce}" if valid else None
    return Envelope(actor, chat, command, update_id=update_id)


def _note(action: str, outcome: Outcome) -> str:
    if outcome in (Outcome.DONE, Outcome.DUPLICATE):
        return f"miniapp-done-{action}"
    if outcome is Outcome.FAILED:
        return "miniapp-failed"
    return "miniapp-answered-in-chat"  # a refusal or a choice: the bot said it in the chat


def register(app: web.Application, site: Web) -> None:
    """Add the Mini App's routes."""
    miniapp = MiniApp(site)
    app.router.add_get(MINIAPP_PATH, miniapp.show)
    app.router.add_post(MINIAPP_PATH, miniapp.post)
