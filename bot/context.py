"""What a use case sees: the transaction, the sender, the time, and ways to speak."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol
from zoneinfo import ZoneInfo

from bot.commands import Command, Pick, Timed, dump
from bot.commands.help_topics import typed_word
from bot.domain.errors import Refusal
from bot.domain.model import Account, Binding, Player, TournamentStatus
from bot.domain.tournament import Tournament
from bot.envelope import Envelope, Platform
from bot.notices import Button, Buttons, Deletion, Notice, Picture, Recipient, Unbutton
from bot.ports.store import Store
from bot.standings_cache import HistoryCache, StandingsCache

ButtonRows = Sequence[Sequence[Button]]
CONSOLE = Platform.CONSOLE


class Membership(Protocol):
    """Whether a person is in a chat, where the platform can tell (COM-2)."""

    async def is_member(self, chat_id: int, user_id: int) -> bool | None:
        """True or False when the platform knows; None when it cannot tell."""
        ...

    async def missing_rights(self, chat_id: int) -> str | None:
        """What the bot lacks to moderate the chat ("admin", "privacy"), or None."""
        ...

    async def remove_member(self, chat_id: int, user_id: int) -> bool:
        """Remove a person from the chat; False when the platform refuses (MOD-2)."""
        ...


class Directory:
    """Each platform's membership check, filled in by the doors as they start."""

    def __init__(self) -> None:
        self.platforms: dict[str, Membership] = {}

    async def is_member(self, platform: str, chat_id: int, user_id: int) -> bool | None:
        """Ask the platform; None for a platform that cannot tell."""
        door = self.platforms.get(platform)
        return None if door is None else await door.is_member(chat_id, user_id)

    async def missing_rights(self, platform: str, chat_id: int) -> str | None:
        """What the bot lacks to moderate a chat on its platform, or None."""
        door = self.platforms.get(platform)
        return None if door is None else await door.missing_rights(chat_id)

    async def remove_member(self, platform: str, chat_id: int, user_id: int) -> bool:
        """Remove a person from a chat where the platform lets the bot; False where not."""
        door = self.platforms.get(platform)
        return False if door is None else await door.remove_member(chat_id, user_id)


@dataclass(slots=True)
class PageLinks:
    """Where the tournaments' live pages are; empty while `[web] enabled` is off."""

    base: str = ""  # set by the app once its web server listens

    def url(self, tournament_id: int, page: str = "") -> str | None:
        """The page's address, or None when there are no pages."""
        if not self.base:
            return None
        tail = f"/{page}" if page else ""
        return f"{self.base}/t/{tournament_id}{tail}"


@dataclass(frozen=True, slots=True)
class Deps:
    """Things that exist once for the whole process."""

    admins: dict[str, frozenset[int]]
    default_locale: str
    tz: ZoneInfo
    directory: Directory = field(default_factory=Directory)
    insults: tuple[str, ...] = ()  # the organizer's word lists for the chat filter (MOD-2)
    allowed: tuple[str, ...] = ()
    standings: StandingsCache = field(default_factory=StandingsCache)
    history: HistoryCache = field(default_factory=HistoryCache)  # issue 26
    need: dict = field(default_factory=dict)  # issue 26: /need's answers by standings key
    pages: PageLinks = field(default_factory=PageLinks)  # the live pages (issue 14)
    documents_contact: str = ""  # PRZ-2: [prizes] documents_contact, where documents go


class NeedChoice(Exception):
    """The command fits several tournaments: the sender picks one with a button."""

    def __init__(self, options: list[Tournament]) -> None:
        super().__init__("choice")
        self.options = options


class Context:
    """One command being carried out inside one transaction."""

    def __init__(
        self,
        store: Store,
        env: Envelope,
        account: Account | None,
        now: float,
        deps: Deps,
        rng: random.Random,
    ) -> None:
        self.store = store
        self.env = env
        self.account = account
        self.now = now
        self.deps = deps
        self.rng = rng
        self.tournament: Tournament | None = None  # set once resolved and authorised
        self.touched: set[int] = set()  # tournaments this command spoke about or changed
        self.answered = False  # something went to the chat the command came from
        # Where else it spoke: group chats by title, people's private chats by account.
        self.elsewhere: dict[tuple[str, int], str | int | None] = {}
        self._titles: dict[tuple[str, int], str | None] = {}

    # Who ---------------------------------------------------------------------------------

    @property
    def me(self) -> Account:
        """The sender's account (system commands have none)."""
        if self.account is None:
            raise RuntimeError("system command has no sender")
        return self.account

    @property
    def is_admin(self) -> bool:
        """A global admin from the config."""
        actor = self.env.actor
        if actor.platform == CONSOLE:
            return True  # the operator at the console holds the config and the database
        return actor.user_id in self.deps.admins.get(actor.platform, frozenset())

    @property
    def judged(self) -> Tournament:
        """The tournament the service resolved and authorised for a judge command."""
        if self.tournament is None:
            raise RuntimeError("not a judge command")
        return self.tournament

    async def is_judge(self, tournament: Tournament) -> bool:
        """A global admin or a judge of this tournament."""
        return self.is_admin or await self.store.tournaments.is_judge(tournament.id, self.me.id)

    # Which tournament --------------------------------------------------------------------

    async def resolve(self, command: Command, *, purpose: str = "any") -> Tournament:
        """The tournament a command is about: `#id`, the chat's, or the sender's only one."""
        store = self.store
        if command.tournament is not None:
            found = await store.tournaments.get(command.tournament)
            if found is None:
                raise Refusal("tournament-not-found", id=command.tournament)
            return found
        if not self.env.chat.private:
            bound = await store.tournaments.bindings_of_chat(
                self.env.chat.platform, self.env.chat.id
            )
            if bound:
                found = await store.tournaments.get(bound[0].tournament_id)
                assert found is not None
                return found
        options = await self._candidates(purpose)
        if not options and purpose != "judge" and self.me.context_tournament is not None:
            # The tournament a deep link led to last: a refused or late applicant asking.
            linked = await store.tournaments.get(self.me.context_tournament)
            options = [linked] if linked is not None and linked.active else []
        if len(options) == 1:
            return await store.tournaments.locked(options[0])
        if not options:
            keys = {"judge": "judge-no-tournament", "register": "no-open-registration"}
            if purpose in keys:
                raise Refusal(keys[purpose])
            # The example repeats the command that was sent; a file or a button names none.
            word = typed_word(command)
            raise Refusal("no-tournament", command=word) if word else Refusal("no-tournament-bare")
        raise NeedChoice(options)

    async def _candidates(self, purpose: str) -> list[Tournament]:
        store = self.store
        if purpose == "judge" and self.is_admin:
            return await store.tournaments.active()
        mine = await store.tournaments.active_for(self.me.id)
        if not mine and purpose != "register":
            # Nothing runs: a finished tournament in its review window still takes
            # corrections and protests (RES-8, PRO-3).
            mine = await store.tournaments.active_for(self.me.id, review=True)
        if purpose == "judge":
            return [t for t in mine if await store.tournaments.is_judge(t.id, self.me.id)]
        if purpose == "register":
            active = await store.tournaments.active()
            # With no registration open, a running tournament takes late applications.
            open_ = [t for t in active if t.status is TournamentStatus.REGISTRATION] or [
                t for t in active if t.status is TournamentStatus.RUNNING
            ]
            linked = [t for t in open_ if t.id == self.me.context_tournament]
            return linked or open_
        return mine

    async def player(self, tournament: Tournament) -> Player | None:
        """The sender's entry in the tournament, if any."""
        return await self.store.players.of_account(tournament.id, self.me.id)

    # Speaking ----------------------------------------------------------------------------

    def locale_of(self, account: Account | None) -> str:
        """The language a person reads; shared chats get the default language."""
        if account is not None and account.locale:
            return account.locale
        return self.deps.default_locale

    async def notify(self, notice: Notice) -> None:
        """The one way out: the notice joins the outbox in this command's transaction."""
        if notice.tournament_id is not None:
            self.touched.add(notice.tournament_id)
        chat = self.env.chat
        where = (notice.to.platform, notice.to.chat_id)
        if isinstance(notice.attachment, Deletion | Unbutton):
            pass  # housekeeping, not words anyone reads
        elif where == (chat.platform, chat.id):
            self.answered = True
        else:
            self.elsewhere[where] = notice.to.account_id or self._titles.get(where)
        if chat.private and where == (chat.platform, chat.id):
            # Whatever the command says in the sender's own chat answers him (a confirmed
            # result, too, not only `reply`): it goes before personal messages to others.
            notice = dataclasses.replace(notice, urgent=True)
        await self.store.outbox.add(notice.serialized(), self.now)

    def here(self) -> Recipient:
        """The chat the command came from, in the sender's language where it is private."""
        chat = self.env.chat
        locale = self.locale_of(self.account) if chat.private else self.deps.default_locale
        return Recipient(chat.platform, chat.id, locale, thread_id=chat.thread_id)

    def person(self, account: Account) -> Recipient:
        """A person's private chat: his id on Telegram and VK alike."""
        return Recipient(account.platform, account.user_id, self.locale_of(account), account.id)

    def shared(self, chat: Binding) -> Recipient:
        """A bound group chat, written in the default language."""
        self._titles[(chat.platform, chat.chat_id)] = chat.title
        return Recipient(
            chat.platform, chat.chat_id, self.deps.default_locale, thread_id=chat.thread_id
        )

    async def reply(self, key: str, buttons: ButtonRows = (), /, **params: Any) -> None:
        """Answer in the chat the command came from."""
        await self.notify(Notice(self.here(), key, params, _rows(buttons), urgent=True))

    async def tell(
        self,
        account: Account | int,
        key: str,
        buttons: ButtonRows = (),
        /,
        *,
        tournament: Tournament | None = None,
        **params: Any,
    ) -> None:
        """A private message to a person, through the platform of his account."""
        if isinstance(account, int):
            account = await self.store.accounts.get(account)
        tid = tournament.id if tournament else None
        await self.notify(Notice(self.person(account), key, params, _rows(buttons), None, tid))

    async def tell_player(
        self, player: Player, key: str, buttons: ButtonRows = (), /, **params: Any
    ) -> None:
        """A private message to a player."""
        account = await self.store.accounts.get(player.account_id)
        tid = player.tournament_id
        await self.notify(Notice(self.person(account), key, params, _rows(buttons), None, tid))

    async def announce(
        self, tournament: Tournament, key: str, buttons: ButtonRows = (), /, **params: Any
    ) -> int:
        """A message to every channel of the tournament; returns how many got it."""
        channels = await self.store.tournaments.bindings(tournament.id, "channel")
        for chat in channels:
            notice = Notice(self.shared(chat), key, params, _rows(buttons), None, tournament.id)
            await self.notify(notice)
        return len(channels)

    async def show(
        self,
        tournament: Tournament,
        key: str,
        picture: dict[str, Any],
        ref: str | None = None,
        **params: Any,
    ) -> None:
        """A picture with the caption `key` to every channel; the same `ref` replaces the last."""
        for chat in await self.store.tournaments.bindings(tournament.id, "channel"):
            await self.notify(
                Notice(self.shared(chat), key, params, (), Picture(picture), tournament.id, ref)
            )

    async def alert_judges(
        self,
        tournament: Tournament,
        key: str,
        buttons: ButtonRows = (),
        /,
        **params: Any,
    ) -> None:
        """A message to the judges' chat, or to each judge privately when there is none."""
        rows = _rows(buttons)
        for recipient in await self.judge_recipients(tournament):
            await self.notify(Notice(recipient, key, params, rows, None, tournament.id))

    async def judge_recipients(self, tournament: Tournament) -> list[Recipient]:
        """The judges' chats, or each judge's private chat when none is bound."""
        chats = await self.store.tournaments.bindings(tournament.id, "judges")
        return [self.shared(chat) for chat in chats] or [
            self.person(await self.store.accounts.get(judge))
            for judge in await self.store.tournaments.judges(tournament.id)
        ]

    async def confirm_button(
        self, command: Command, tournament: Tournament, label: str = "btn-go-ahead"
    ) -> Button:
        """A button that carries out `command` confirmed, for the sender alone, once."""
        chat = self.env.chat
        # The tournament is kept too: a typed «да» answers the tap without its payload.
        kept = {"confirm": True, "tournament": tournament.id}
        confirmed = dataclasses.replace(command, **kept)  # type: ignore[arg-type]
        saved = await self.store.updates.add_choice(
            self.me.id, dump(confirmed), chat.platform, chat.id, self.now
        )
        return Button(label, Pick(choice=saved, tournament=tournament.id))

    # Records -----------------------------------------------------------------------------

    async def audit(self, tournament: Tournament | None, action: str, **details: Any) -> None:
        """Append to the audit log with the sender as the actor (RES-8, MOD-10)."""
        if tournament is not None:
            self.touched.add(tournament.id)
        await self.store.audit.add(
            tournament.id if tournament else None,
            self.account.id if self.account else None,
            action,
            details,
            self.now,
        )

    async def schedule(self, tournament: Tournament, due_at: float, command: Timed) -> None:
        """A deadline that runs `command` at `due_at`, replacing the one of the same key."""
        kind, ref = command.deadline_key()
        self.touched.add(tournament.id)
        await self.store.deadlines.cancel(kind, ref)
        # RES-6: a deadline set during a pause waits too; resuming shifts it with the rest.
        paused = tournament.paused_at is not None
        await self.store.deadlines.add(
            tournament.id, kind, ref, due_at, dump(command), self.now, paused=paused
        )

    async def unschedule(self, command: Timed) -> None:
        """Cancel the deadline that would run a command of this key."""
        await self.store.deadlines.cancel(*command.deadline_key())


def _rows(buttons: ButtonRows) -> Buttons:
    return tuple(tuple(row) for row in buttons)
