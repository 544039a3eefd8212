"""«Мой матч»: the Telegram and VK Mini App page; its actions go the chat commands' way.

What the cards show is the use case's (`my_match`): this door verifies the launch, reads the
cards through the service and renders them. The page is opened by Telegram (`initData` in
the address's fragment, read by the page's script and posted here) or by VK (the signed
launch parameters in the query). Every request carries that launch data; a forged or stale
one gets 403 and nothing is read or done. An action builds the same command dataclass as the
chat command (`Report`, `Confirm`, `Dispute`, `FileProtest`) and runs it through
`Service.execute` with an envelope from the person's private chat: the same authorization,
audit, outbox and deadlines, and the bot's answer arrives in that chat as if he had typed
the command.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field, replace
from typing import Any

from aiohttp import web

from bot.commands import Command, Confirm, Dispute, FileProtest, Report
from bot.context import Context
from bot.domain.model import Account
from bot.envelope import Actor, Chat, Envelope, Platform
from bot.service import Outcome
from bot.usecases.my_match import Card, MyMatches, my_matches
from handlers.web.launch_auth import LaunchRefused, LaunchUser, telegram_user, vk_user
from handlers.web.site import Translator, Web

MINIAPP_PATH = "/app"
TEMPLATE = "my_match.html"
ACTIONS = ("report", "confirm", "dispute", "protest")
MAX_GAMES = 5  # the choices of each score field, 0…5: a BO5 with drawn games fits


@dataclass
class Launch:
    """A verified opening of the Mini App and the bot's account of that person, if any."""

    user: LaunchUser
    platform: str  # the form field: "telegram" or "vk"
    auth: str  # the launch data as received, echoed into the page's forms
    account: Account | None = None
    cards: list[Card] = field(default_factory=list)


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
        user = launch.user

        async def query(ctx: Context) -> MyMatches:
            return await my_matches(ctx, user.platform, user.user_id)

        mine = await self.site.service.read(query)
        launch.account = mine.account
        for card in mine.cards:
            page = self.site.page_url(card.tournament) if card.public else None
            launch.cards.append(replace(card, page=page))

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
