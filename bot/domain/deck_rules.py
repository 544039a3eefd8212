"""Decklists a tournament requires: when they are taken, checked, due and published (REG-9,
DECK-1…DECK-3, FMT-11), and whether deck bans apply (COM-3)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.domain.cards import BannedList, CardPool, DeckFormat
from bot.domain.decklists import DeckReport, DeckText, check_constructed, check_limited
from bot.domain.errors import Refusal
from bot.domain.model import TournamentStatus
from bot.domain.tournament import Tournament


def lists_due_at_begin(required: int, game_format: str) -> int:
    """Decklists each player must have sent before the start (REG-9).

    None in a Draft: its decks are built from the picks, which come after /begin (DECK-2,
    FMT-10).
    """
    return 0 if game_format == DeckFormat.DRAFT else required


def missing_decklists(
    required: int, game_format: str, sent: Sequence[tuple[str, int]]
) -> list[tuple[str, int]]:
    """(nickname, lists sent) of every player still short of the lists REG-9 asks for."""
    due = lists_due_at_begin(required, game_format)
    return [(nickname, count) for nickname, count in sent if count < due]


def deck_bans_apply(decks: int, deck_bans: int) -> bool:
    """Whether players ban each other's decks before a match: a ban needs two decks (COM-3)."""
    return decks >= 2 and deck_bans > 0


def check_decks_required(t: Tournament) -> None:
    """REG-9: decklists only where the tournament requires them."""
    if t.settings.decks == 0:
        raise Refusal("decks-not-required", title=t.title)


def check_decks_open(t: Tournament) -> None:
    """REG-9: a player sends his lists before the first round; then they are locked."""
    if t.status in (TournamentStatus.RUNNING, TournamentStatus.FINISHED):
        raise Refusal("decks-locked", title=t.title)


def opened_pool(pool_list: DeckText, pool: CardPool) -> dict[str, int]:
    """FMT-11: the cards a Sealed player opened, by the pool's own names; an unknown name is
    refused as in a decklist."""
    cards: Counter[str] = Counter()
    for line in (*pool_list.heroes, *pool_list.main, *pool_list.side):
        cards[pool.find(line.name).card.name] += line.count
    return dict(cards)


def check_pool_allowed(t: Tournament) -> None:
    """FMT-11: an opened pool belongs to a Sealed tournament only."""
    if t.settings.format != DeckFormat.SEALED:
        raise Refusal("pool-not-sealed", title=t.title)


def deck_slot(count: int, taken: Iterable[int], asked: int | None) -> int:
    """The slot a list goes to among the `count` decks REG-9 asks for (S4 3.1)."""
    if asked is not None:
        if not 1 <= asked <= count:
            raise Refusal("deck-slot-bad", count=count)
        return asked
    used = set(taken)
    free = [slot for slot in range(1, count + 1) if slot not in used]
    if count == 1:
        return 1  # one deck: a new list replaces it
    if not free:
        raise Refusal("deck-slots-full", count=count)
    return free[0]


def corrected_words(report: DeckReport) -> dict[str, Any] | str:
    """The names taken for other cards, as a message parameter ("" when none were)."""
    if not report.corrected:
        return ""
    pairs = ", ".join(f"«{typed}» → «{right}»" for typed, right in report.corrected)
    return {"$text": "deck-corrected", "pairs": pairs}


def _problems(report: DeckReport) -> dict[str, Any]:
    """Every problem, one a line, each naming the card and the rule."""
    items = [
        {
            "$key": f"problem-{p.key}",
            "rule": p.rule,
            **{k: v for k, v in p.params.items() if v is not None},
        }
        for p in report.problems
    ]
    return {"$each": "problem-line", "items": items, "sep": "\n"}


def checked_deck(
    deck: DeckText,
    game_format: DeckFormat,
    pool: CardPool,
    banned: BannedList | None,
    opened: Mapping[str, int] | None,
) -> DeckReport:
    """The list checked by the format's rules, refused with every problem found (DECK-1,
    DECK-2, DECK-3); a Sealed list needs the player's opened pool first (FMT-11)."""
    if game_format is DeckFormat.CONSTRUCTED:
        report = check_constructed(deck, pool, banned)
    else:
        cards = None
        if game_format is DeckFormat.SEALED:
            if opened is None:
                raise Refusal("sealed-pool-first")
            cards = Counter(opened)
        report = check_limited(deck, pool, cards)
    if not report.ok:
        raise Refusal(
            "deck-refused", problems=_problems(report), corrected=corrected_words(report)
        )
    return report


def check_decklists(t: Tournament, sent: Sequence[tuple[str, int]]) -> None:
    """REG-9: no start while a player lacks a list; the refusal names each and what he sent."""
    required = lists_due_at_begin(t.settings.decks, t.settings.format)
    missing = missing_decklists(t.settings.decks, t.settings.format, sent)
    if missing:
        rows = [{"nick": nick, "sent": count, "count": required} for nick, count in missing]
        raise Refusal(
            "begin-missing-decks",
            title=t.title,
            id=t.id,
            count=required,
            players={"$each": "missing-deck-row", "items": rows, "sep": ", "},
        )


def check_publishable(t: Tournament) -> None:
    """REG-9: the winners' lists are published after the tournament, not before."""
    if t.status is not TournamentStatus.FINISHED:
        raise Refusal("publish-before-end", title=t.title)
