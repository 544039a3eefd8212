"""The sample card pool, the sample decks and report helpers shared by the deck tests."""

from __future__ import annotations

from pathlib import Path

from bot.domain.cards import BannedList, CardPool
from bot.domain.decklists import DeckReport, DeckText, Problem, parse_decklist

DATA = Path(__file__).resolve().parents[2] / "bot" / "data"
POOL = CardPool.parse_csv((DATA / "sample_pool.csv").read_text(encoding="utf-8"))
BANNED = BannedList.parse(
    (DATA / "sample_banned_constructed.txt").read_text(encoding="utf-8"), POOL
)

STEPPE_HERO = "Хан Буревей"
# DECK-1: 40 cards of the steppe and neutral, at most 3 copies, 5 of the «Орда» ones.
STEPPE_MAIN = {
    "Степной всадник": 3,
    "Лучник ковыля": 3,
    "Сын степи": 3,
    "Орда кочевников": 5,  # «Орда»
    "Степной волк": 5,  # «Орда»
    "Шаман суховея": 3,
    "Табунщик": 3,
    "Наёмный меченосец": 3,
    "Бродячий маг": 3,
    "Торговец": 3,
    "Городской стражник": 3,
    "Походный лекарь": 3,
}
STEPPE_SIDE = {"Лазутчик": 3, "Кочующий менестрель": 3, "Знаменосец": 3, "Монах-отшельник": 1}

NEUTRAL_HERO = "Странник Эйр"
NEUTRAL_MAIN = {
    "Ополченец": 5,
    "Крестьянская толпа": 5,
    "Крысы": 5,
    "Наёмный меченосец": 3,
    "Бродячий маг": 3,
    "Торговец": 3,
    "Городской стражник": 3,
    "Походный лекарь": 3,
    "Лазутчик": 3,
    "Кочующий менестрель": 3,
    "Рыцарь-наёмник": 3,
    "Знаменосец": 1,
}


def decklist(
    hero: str | None, main: dict[str, int], side: dict[str, int] | None = None
) -> DeckText:
    """A decklist typed the plain way: `Герой:`, `N Name` lines, `Сайдборд:`."""
    lines = [f"Герой: {hero}"] if hero else []
    lines += [f"{count} {name}" for name, count in main.items()]
    if side:
        lines.append("Сайдборд:")
        lines += [f"{count} {name}" for name, count in side.items()]
    return parse_decklist("\n".join(lines))


def changed(base: dict[str, int], **changes: int) -> dict[str, int]:
    """`base` with some counts changed (0 removes the card); names use _ for spaces or dashes."""
    result = dict(base)
    for name, count in changes.items():
        card = POOL.get(name.replace("_", " "))
        assert card is not None, name
        name = card.name
        if count:
            result[name] = count
        else:
            result.pop(name, None)
    return result


# Neutral cards not in STEPPE_MAIN, to make a list up to a size without breaking DECK-1.
MAIN_FILLERS = ("Рыцарь-наёмник", "Крысы")
SIDE_FILLERS = ("Лазутчик", "Кочующий менестрель", "Знаменосец", "Монах-отшельник")


def padded(cards: dict[str, int], size: int, fillers: tuple[str, ...]) -> dict[str, int]:
    """`cards` topped up to at least `size` with up to 3 of each filler, in order."""
    result = dict(cards)
    for name in fillers:
        add = min(3, size - sum(result.values()))
        if add > 0:
            result[name] = result.get(name, 0) + add
    assert sum(result.values()) >= size
    return result


def keys(report: DeckReport) -> list[str]:
    """The problem keys of a report, in order."""
    return [problem.key for problem in report.problems]


def only(report: DeckReport, key: str) -> Problem:
    """The one problem of a report, which must have this key."""
    assert keys(report) == [key], report.problems
    assert not report.ok
    return report.problems[0]
