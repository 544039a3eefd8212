"""Deck bans before a match (COM-3): when they apply, when they close, which ban counts.

Pure rules, `now` passed in; the use cases ask the players, store the bans and reveal them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from bot.domain.deck_rules import deck_bans_apply
from bot.domain.errors import Refusal
from bot.domain.model import Match, SavedDeck, TournamentStatus
from bot.domain.tournament import Tournament

BANS_BEFORE = 20 * 60  # COM-3: decks are fixed 20 minutes before the official start
BAN_PREP = 30  # minutes of preparation when decks are banned: COM-3 needs the 20 of them

Ban = tuple[int, int, bool]  # (the banning player, the banned slot, chosen by default)


def bans_on(t: Tournament) -> bool:
    """Whether players ban each other's decks before a match (COM-3)."""
    return deck_bans_apply(t.settings.decks, t.settings.deck_bans)


def prep_minutes(t: Tournament) -> float:
    """From the pairing to the official start of the matches (COM-2, COM-3)."""
    return max(t.settings.prep_minutes, BAN_PREP if bans_on(t) else 0)


def refuse_bans_off(t: Tournament) -> None:
    """Decks are banned only in a running tournament whose settings ban them (COM-3)."""
    if t.status is not TournamentStatus.RUNNING or not bans_on(t):
        raise Refusal("bans-not-now", title=t.title)


def check_ban(
    t: Tournament,
    match: Match,
    player: int,
    slot: int,
    slots: Iterable[int],
    bans: Sequence[Ban],
    now: float,
) -> int:
    """A player's ban of the opponent's deck in `slot` (COM-3): before the bans close, one
    of the opponent's decks, each once, as many as the settings give; the bans left after."""
    if match.starts_at is not None and now >= match.starts_at - BANS_BEFORE:
        raise Refusal("bans-closed", number=match.number)
    if slot not in set(slots):
        raise Refusal("ban-slot-bad", number=match.number)
    mine = [s for who, s, _ in bans if who == player]
    if slot in mine:
        raise Refusal("ban-already", number=match.number)
    allowed = t.settings.deck_bans
    if len(mine) >= allowed:
        raise Refusal("bans-used", number=match.number, bans=allowed)
    return allowed - len(mine) - 1


def bans_missing(bans: Sequence[Ban], player: int, allowed: int) -> int:
    """The bans the player has not chosen yet (COM-3)."""
    return allowed - sum(who == player for who, _, _ in bans)


def bans_complete(bans: Sequence[Ban], players: Iterable[int], allowed: int) -> bool:
    """Whether both players have all their bans, so the decks left are revealed (COM-3)."""
    return all(bans_missing(bans, player, allowed) <= 0 for player in players)


def default_bans(
    seed: str, match_id: int, player: int, bans: Sequence[Ban], slots: Iterable[int], missing: int
) -> list[int]:
    """The random default for a player silent when the bans close (COM-3): the bans he left,
    drawn by the tournament's lot from the opponent's other decks, one always left to play."""
    chosen = {slot for who, slot, _ in bans if who == player}
    left = [slot for slot in slots if slot not in chosen]
    lot = random.Random(f"{seed}:ban:{match_id}:{player}")
    return lot.sample(left, min(missing, max(len(left) - 1, 0)))


def remaining_decks(decks: Iterable[SavedDeck], bans: Sequence[Ban], player: int) -> str:
    """The player's decks the match is played on, the opponent's bans left out (COM-3)."""
    banned = {slot for who, slot, _ in bans if who != player}
    return ", ".join(f"{d.name} ({d.hero})" for d in decks if d.slot not in banned) or "—"
