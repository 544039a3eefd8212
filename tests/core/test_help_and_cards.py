"""/help lists the deck commands where decklists are due (REG-9); a card name two letters
off gets a suggestion, not only «не найдено» (DECK-1, DECK-4)."""

from __future__ import annotations

from pathlib import Path

from harness import Core

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "tests" / "data" / "decks"
POOL = ROOT / "bot" / "data" / "sample_pool.csv"


def deck(name: str) -> str:
    """A sample decklist's text."""
    return (DECKS / f"{name}.txt").read_text(encoding="utf-8")


async def load_cards(core: Core) -> None:
    """The organizer sends the card pool as a file (DECK-4)."""
    await core.send_file(core.judge, "pool.csv", POOL.read_bytes(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен")


async def test_help_shows_deck_commands_only_where_decklists_are_due(core: Core) -> None:
    # REG-9: a player of a tournament that asks for decklists learns how to send them.
    plain = await core.tournament([], title="Кубок без колод", begin=False)
    olga = core.person("Ольга")
    await core.register(olga, plain.id, "Ольга", "101")
    await core.say(olga, "/help")
    help_text = core.expect(olga, key="help-player").text
    assert "/unregister" in help_text and "/deck" not in help_text

    t = await core.tournament([], "decks=2", title="Кубок колод", begin=False)
    await core.register(olga, t.id, "Ольга", "101")
    await core.say(olga, "/help")
    shown = core.expect(olga, key="help-player").text
    assert "/unregister" in shown  # the player's commands stay
    assert "Колоды «Кубок колод» (нужно деклистов: 2)" in shown
    assert "/deck [номер]" in shown and "/decks — мои колоды" in shown
    assert "Кубок без колод" not in shown and "/pool" not in shown

    # A judge's help is the judge's, whatever the decks.
    await core.say(core.judge, "/help")
    assert core.expect(core.judge, key="help-judge")


async def test_sealed_help_starts_with_the_pool(core: Core) -> None:
    # FMT-11: in Sealed the opened pool comes first, then the deck from it.
    t = await core.tournament([], "decks=1 format=sealed", title="Силед", begin=False)
    ivan = core.person("Иван")
    await core.register(ivan, t.id, "Иван", "102")
    await core.say(ivan, "/help")
    shown = core.expect(ivan, key="help-player").text
    assert "силед" in shown and "/pool" in shown and "сначала пул" in shown


async def test_a_card_two_letters_off_is_suggested_not_just_unknown(core: Core) -> None:
    # DECK-4: one typo is corrected; two are not guessed at but suggested; far off is unknown.
    await load_cards(core)
    t = await core.tournament([], "decks=1 format=constructed", title="Кубок", begin=False)
    olga = core.person("Ольга")
    await core.register(olga, t.id, "Ольга", "101")
    typed = deck("forest").replace("3 Торговец", "3 Тогровиц").replace("3 Древень", "3 Дракон")
    await core.say(olga, "/deck\n" + typed)
    refused = core.expect(olga, "Деклист не принят")
    assert (
        "Нет карты «Тогровиц» в пуле — возможно, вы имели в виду: Торговец (DECK-1)"
        in refused.text
    ), refused.text
    assert "Нет карты «Дракон» в пуле (DECK-1)" in refused.text  # nothing close to it
    await core.say(olga, "/deck\n" + typed.replace("Тогровиц", "Торговец").replace(
        "Дракон", "Древень"))  # fmt: skip
    core.expect(olga, "Колода 1 из 1 принята")


async def test_a_sealed_pool_line_two_letters_off_is_suggested(core: Core) -> None:
    # FMT-11: the pool's cards are looked up the same way; the answer names the card meant.
    await load_cards(core)
    t = await core.tournament([], "decks=1 format=sealed", title="Силед", begin=False)
    ivan = core.person("Иван")
    await core.register(ivan, t.id, "Иван", "102")
    await core.say(ivan, "/pool\n2 Каменый велкиан")
    answer = core.expect(ivan, key="card-suggested")
    assert "возможно, вы имели в виду: Каменный великан?" in answer.text
