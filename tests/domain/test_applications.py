"""Who may apply, accept, withdraw, drop or be refused, without any chat (REG-2…REG-8)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.domain.applications import (
    drop_withdraws,
    refuse_acceptance,
    refuse_banned,
    refuse_drop,
    refuse_judges_refusal,
    refuse_second_application,
    refuse_taken,
    refuse_withdrawal,
    require_game_id,
)
from bot.domain.errors import Refusal
from bot.domain.model import Player, PlayerStatus, TournamentStatus
from bot.domain.sanction_rules import Kind, Sanction, Violation
from bot.domain.settings import TournamentSettings
from bot.domain.tournament import Tournament

NOW = 1_800_000_000.0
OPEN = Tournament(
    7, "Кубок", TournamentStatus.REGISTRATION, TournamentSettings(seed="лот"), 0, 1, NOW
)
STATUSES = list(TournamentStatus)


def at(status: TournamentStatus, **settings: object) -> Tournament:
    """The open tournament moved to `status`, with some settings changed."""
    return dataclasses.replace(
        OPEN, status=status, settings=dataclasses.replace(OPEN.settings, **settings)
    )


def entry(status: PlayerStatus, account: int = 5) -> Player:
    """An entry of the account `account` in the tournament."""
    return Player(11, OPEN.id, account, "Гудвин", "G-1", status)


def refused(check: object, *args: object) -> Refusal:
    """The refusal a check raises for these arguments."""
    with pytest.raises(Refusal) as caught:
        check(*args)  # type: ignore[operator]
    return caught.value


@pytest.mark.parametrize("status", [TournamentStatus.REGISTRATION, TournamentStatus.RUNNING])
def test_a_prize_tournament_asks_for_the_game_id(status: TournamentStatus) -> None:
    # REG-3, MOD-9: the game id binds bans and duplicates to a person.
    t = at(status, require_game_id=True)
    refusal = refused(require_game_id, t, "Гудвин", None)
    assert (refusal.key, refusal.params) == (
        "game-id-required",
        {"nickname": "Гудвин", "title": "Кубок"},
    )
    require_game_id(t, "Гудвин", "G-1")
    require_game_id(at(status), "Гудвин", None)  # not required: no prizes, no setting


def test_the_game_id_is_not_asked_where_no_application_is_taken() -> None:
    # REG-3: a closed or finished tournament refuses for its own reason, not for the id.
    for status in (TournamentStatus.DRAFT, TournamentStatus.CLOSED, TournamentStatus.FINISHED):
        require_game_id(at(status, require_game_id=True), "Гудвин", None)


@pytest.mark.parametrize(
    ("status", "key"),
    [
        (PlayerStatus.REGISTERED, "already-registered"),
        (PlayerStatus.WAITING, "already-registered"),
        (PlayerStatus.REFUSED, "refused-before"),
    ],
)
def test_one_application_per_player(status: PlayerStatus, key: str) -> None:
    # REG-3: one application per tournament; REG-6: a refusal stands.
    assert refused(refuse_second_application, OPEN, entry(status)).key == key


@pytest.mark.parametrize(
    "status", [None, PlayerStatus.PENDING, PlayerStatus.WITHDRAWN, PlayerStatus.NOT_ADMITTED]
)
def test_a_new_or_replaced_application_is_taken(status: PlayerStatus | None) -> None:
    # REG-3: a second /register before accepting replaces the first, pending one.
    refuse_second_application(OPEN, None if status is None else entry(status))


def test_acceptance_needs_a_pending_application_and_open_registration() -> None:
    # REG-2: acceptance of the rules registers a pending application while registration is open.
    refuse_acceptance(OPEN, entry(PlayerStatus.PENDING))
    assert refused(refuse_acceptance, OPEN, entry(PlayerStatus.WAITING)).params == {
        "title": "Кубок",
        "nickname": "Гудвин",
    }
    assert refused(refuse_acceptance, OPEN, entry(PlayerStatus.WITHDRAWN)).key == (
        "application-stale"
    )
    closed = at(TournamentStatus.CLOSED)
    assert refused(refuse_acceptance, closed, entry(PlayerStatus.PENDING)).key == (
        "registration-closed-for"
    )
    # The application's own state speaks first: a registered player is told so even when closed.
    assert refused(refuse_acceptance, closed, entry(PlayerStatus.REGISTERED)).key == (
        "already-registered"
    )


def test_a_nickname_or_game_id_of_another_account_is_taken() -> None:
    # REG-3: one person may not be registered under different accounts.
    other = entry(PlayerStatus.REGISTERED, account=9)
    assert refused(refuse_taken, 5, "гудвин", other, None, None).params == {"nickname": "гудвин"}
    refusal = refused(refuse_taken, 5, "Элли", None, "G-1", other)
    assert (refusal.key, refusal.params) == ("game-id-taken", {"game_id": "G-1"})
    # The nickname is checked first when both are taken.
    assert refused(refuse_taken, 5, "Гудвин", other, "G-1", other).key == "nickname-taken"


def test_ones_own_nickname_and_game_id_are_free() -> None:
    # REG-3: a player's own entry is not a duplicate of himself.
    mine = entry(PlayerStatus.PENDING, account=5)
    refuse_taken(5, "Гудвин", mine, "G-1", mine)
    refuse_taken(5, "Гудвин", None, None, None)


def test_a_banned_person_is_refused_until_the_ban_ends() -> None:
    # REG-6, MOD-9: an active ban refuses the application automatically, saying until when.
    ban = Sanction(3, 5, None, Kind.BAN, Violation.INSULT, "оскорбления", NOW, until=NOW + 86400)
    refusal = refused(refuse_banned, ban, NOW)
    assert (refusal.key, refusal.params) == (
        "banned-until",
        {"until": {"$datetime": NOW + 86400}, "reason": "оскорбления"},
    )
    refuse_banned(None, NOW)


@pytest.mark.parametrize("status", [TournamentStatus.RUNNING, TournamentStatus.FINISHED])
def test_no_withdrawal_nor_judges_refusal_after_the_start(status: TournamentStatus) -> None:
    # REG-6: judges refuse admission before the start; REG-8: after it a player drops.
    t = at(status)
    assert refused(refuse_withdrawal, t, entry(PlayerStatus.REGISTERED)).key == (
        "unregister-after-start"
    )
    assert refused(refuse_judges_refusal, t).key == "refuse-after-start"


def test_withdrawal_needs_an_active_application() -> None:
    # REG-5: a withdrawal frees a place, so only an application holding one or waiting counts.
    for status in (PlayerStatus.PENDING, PlayerStatus.REGISTERED, PlayerStatus.WAITING):
        refuse_withdrawal(OPEN, entry(status))
    for me in (None, entry(PlayerStatus.WITHDRAWN), entry(PlayerStatus.REFUSED)):
        assert refused(refuse_withdrawal, OPEN, me).params == {"title": "Кубок"}
    # Not being registered is said before the start is.
    assert refused(refuse_withdrawal, at(TournamentStatus.RUNNING), None).key == "not-registered"


@pytest.mark.parametrize("status", STATUSES)
def test_a_drop_before_the_start_withdraws_and_after_the_end_is_refused(
    status: TournamentStatus,
) -> None:
    # REG-8: a player may leave at any time while the tournament runs.
    t = at(status)
    if status is TournamentStatus.FINISHED:
        assert refused(drop_withdraws, t).key == "tournament-finished"
    else:
        assert drop_withdraws(t) is (status is not TournamentStatus.RUNNING)


def test_only_a_paired_player_drops() -> None:
    # REG-8: a dropped or disqualified player is no longer paired; he has nothing to leave.
    t = at(TournamentStatus.RUNNING)
    refuse_drop(t, entry(PlayerStatus.REGISTERED))
    for me in (None, entry(PlayerStatus.DROPPED), entry(PlayerStatus.DISQUALIFIED)):
        assert refused(refuse_drop, t, me).key == "not-a-player"


def test_judges_refuse_before_the_start() -> None:
    # REG-6: judges may refuse admission with a reason, before the start.
    for status in (TournamentStatus.DRAFT, TournamentStatus.REGISTRATION, TournamentStatus.CLOSED):
        refuse_judges_refusal(at(status))
