"""Applications: who may apply, accept the rules, withdraw, drop or be refused (REG-2…REG-8)."""

from __future__ import annotations

from bot.domain.errors import Refusal
from bot.domain.model import ACTIVE_APPLICATION, Player, PlayerStatus, TournamentStatus
from bot.domain.sanction_rules import Sanction
from bot.domain.tournament import Tournament

# Registration takes applications; a running tournament takes late ones (to the judges).
TAKES_APPLICATIONS = (TournamentStatus.REGISTRATION, TournamentStatus.RUNNING)
# Once the tournament has started, an application is no longer withdrawn nor refused.
STARTED = (TournamentStatus.RUNNING, TournamentStatus.FINISHED)


def require_game_id(t: Tournament, nickname: str, game_id: str | None) -> None:
    """REG-3, MOD-9: in a prize tournament the game id binds bans and duplicates to a person."""
    if game_id is None and t.settings.game_id_required() and t.status in TAKES_APPLICATIONS:
        raise Refusal("game-id-required", nickname=nickname, title=t.title)


def refuse_second_application(t: Tournament, me: Player | None) -> None:
    """REG-3: one application per player; REG-6: a refused applicant does not apply again."""
    if me is not None and me.status in (PlayerStatus.REGISTERED, PlayerStatus.WAITING):
        raise Refusal("already-registered", title=t.title, nickname=me.nickname)
    if me is not None and me.status is PlayerStatus.REFUSED:
        raise Refusal("refused-before", title=t.title)


def refuse_acceptance(t: Tournament, application: Player) -> None:
    """REG-2: only a pending application is accepted, and only while registration is open."""
    if application.status in (PlayerStatus.REGISTERED, PlayerStatus.WAITING):
        raise Refusal("already-registered", title=t.title, nickname=application.nickname)
    if application.status is not PlayerStatus.PENDING:
        raise Refusal("application-stale")
    if t.status is not TournamentStatus.REGISTRATION:
        raise Refusal("registration-closed-for", title=t.title)


def refuse_taken(
    account_id: int,
    nickname: str,
    nickname_holder: Player | None,
    game_id: str | None,
    game_id_holder: Player | None,
) -> None:
    """REG-3: a nickname or game id held by another account than `account_id` is refused."""
    if nickname_holder is not None and nickname_holder.account_id != account_id:
        raise Refusal("nickname-taken", nickname=nickname)
    if game_id and game_id_holder is not None and game_id_holder.account_id != account_id:
        raise Refusal("game-id-taken", game_id=game_id)


def refuse_banned(ban: Sanction | None, now: float) -> None:
    """REG-6, MOD-9: a person is refused while a ban on him lasts, told until when and why."""
    if ban is not None:
        raise Refusal("banned-until", until={"$datetime": ban.until or now}, reason=ban.reason)


def refuse_withdrawal(t: Tournament, me: Player | None) -> None:
    """An application is withdrawn before the start only (REG-5 frees its place)."""
    if me is None or me.status not in ACTIVE_APPLICATION:
        raise Refusal("not-registered", title=t.title)
    if t.status in STARTED:
        raise Refusal("unregister-after-start")


def drop_withdraws(t: Tournament) -> bool:
    """REG-8: whether a drop is the withdrawal of an application (before the start); after
    the end nobody drops."""
    if t.status is TournamentStatus.RUNNING:
        return False
    if t.status is TournamentStatus.FINISHED:
        raise Refusal("tournament-finished", title=t.title)
    return True


def refuse_drop(t: Tournament, me: Player | None) -> None:
    """REG-8: only a player still paired leaves a running tournament."""
    if me is None or me.status is not PlayerStatus.REGISTERED:
        raise Refusal("not-a-player", title=t.title)


def refuse_judges_refusal(t: Tournament) -> None:
    """REG-6: judges refuse admission before the start only."""
    if t.status in STARTED:
        raise Refusal("refuse-after-start")
