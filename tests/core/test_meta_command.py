"""/meta: the heroes and elements of a tournament's decklists, for the judges while it runs
and for everyone after the end, never the lists themselves (issue 26, REG-9, DECK-4)."""

from __future__ import annotations

from harness import Core
from round_play import play_round
from test_deck_lists import deck, load_cards

LISTS = {"Анна": "forest", "Борис": "mountains", "Вера": "steppe", "Глеб": "forest"}


async def test_judges_see_the_meta_during_the_event_and_everyone_after(core: Core) -> None:
    await load_cards(core)
    await core.say(core.judge, "/season new Осень")
    season = int(core.expect(core.judge, key="season-created").params["id"])
    t = await core.tournament(
        list(LISTS), f"decks=1 format=constructed rounds=1 season={season}", begin=False
    )
    for nick, name in LISTS.items():
        await core.say(t[nick], "/deck\n" + deck(name))
        core.expect(t[nick], "принята")
    await core.say(core.judge, "/begin", core.channel)
    anna = t["Анна"]

    await core.say(anna, "/meta")  # REG-9: what the others play stays hidden while it runs
    core.expect(anna, "откроется всем после окончания турнира")
    await core.say(core.judge, f"/meta #{t.id}", core.judges_chat)
    table = core.expect(core.judges_chat, "Метагейм турнира «Кубок Берсерка»: 4 колоды")
    assert "• Друид Ольх (лес) — 2 колоды · " in table.text
    assert "%" not in table.text and "Меньше 5 колод" in table.text  # small: counts only
    assert core.expect(core.judges_chat, key="meta-picture").picture
    await core.say(core.judge, "/meta", core.channel)  # not in front of the players
    core.expect(core.channel, "у вас в личке")
    core.expect(core.judge, "Метагейм турнира")

    await play_round(core, t, 1)
    await core.say(core.judge, "/finish", core.channel)
    await core.say(anna, "/meta")
    after = core.expect(anna, "Метагейм турнира")
    assert "Хан Буревей (степи) — 1 колода" in after.text and "• лес — 2 колоды" in after.text
    assert "Стая волков" not in after.text  # shares only, no list
    await core.say(anna, "/meta season 7")
    core.expect(anna, "Сезона 7 нет. Форма: /meta season <номер>")
    await core.say(anna, f"/meta season {season}")  # the season's finished tournaments
    assert (
        "• Тан Гранитный (горы) — 1 колода" in core.expect(anna, "сезона «Осень» (1 турнир)").text
    )
