"""Settings by their Russian names: `/set туры=3`, `/settings` grouped and Russian first, a
mistyped name answered with the closest one (issue 24)."""

from __future__ import annotations

from harness import Core

from bot.envelope import Platform
from bot.service import Outcome

VK = Platform.VK


async def test_russian_names_and_words_set_what_the_english_keys_set(core: Core) -> None:
    await core.say(core.judge, "/new Кубок имён")
    said = '/set Раунды=3 бо=1 мест=16 ссылки=нет формат=драфт "начало=2026-12-20 18:00"'
    assert await core.say(core.judge, said) is Outcome.DONE
    saved = core.expect(core.judge, key="settings-changed").text
    # Only what changed is confirmed, each by its Russian name first, then the key.
    assert "туры (rounds): 3" in saved and "мест (cap): 16" in saved
    assert "ссылки (links): выключено" in saved and "(format): Драфт" in saved
    assert "(round_minutes)" not in saved
    # ё and е alike, any case; the words a judge reads back are taken as values.
    said = "/set ЖЕРЕБЬЁВКА=abc автотуры=вкл время_тура=40 этапы=швейцарка:3,топ:4 опоздавшие=нет"
    assert await core.say(core.judge, said) is Outcome.DONE
    saved = core.expect(core.judge, key="settings-changed").text
    assert "жеребьёвка (seed): abc" in saved and "автотуры (auto_rounds): включено" in saved
    assert "этапы (stages): швейцарка:3,топ:4" in saved and "(late_entry): не допускаются" in saved
    # The README's English form still works, and /settings shows the result.
    readme = (
        '/set bo=3 rounds=auto confirm_minutes=10 start="2026-12-12 18:00" rules_url=https://x.ru'
    )
    assert await core.say(core.judge, readme) is Outcome.DONE
    assert await core.say(core.judge, "/set rounds=5 links=on late_entry=loss") is Outcome.DONE
    await core.say(core.judge, "/settings")
    shown = core.expect(core.judge, key="settings").text
    assert "туры (rounds): 5" in shown and "время_тура (round_minutes): 40" in shown
    assert "ссылки (links): включено" in shown and "(late_entry): поражения" in shown


async def test_a_mistyped_name_suggests_the_closest_in_either_language(core: Core) -> None:
    await core.say(core.judge, "/new Кубок опечаток")
    for typed, name, key in (
        ("турры", "туры", "rounds"),
        ("roudns", "туры", "rounds"),
        ("время_тру", "время_тура", "round_minutes"),
        ("tiebreaker", "показатели", "tiebreakers"),
    ):
        assert await core.say(core.judge, f"/set {typed}=3 bo=1") is Outcome.REFUSED
        refused = core.expect(core.judge, key="set-unknown-key").text
        assert f"«{typed}»" in refused and f"«{name}» ({key})" in refused, refused
        assert "/settings" in refused and "tiebreakers, floor" not in refused  # no 47-key list
    assert await core.say(core.judge, "/set абракадабра=3") is Outcome.REFUSED
    assert "/settings" in core.expect(core.judge, key="set-unknown-key-far").text
    await core.say(core.judge, "/settings")
    assert "бо (bo): BO3" in core.expect(core.judge, key="settings").text  # nothing half-set


async def test_settings_are_grouped_by_area_with_what_each_means(core: Core) -> None:
    await core.say(core.judge, "/new Кубок групп")
    await core.say(core.judge, "/settings")
    lines = core.expect(core.judge, key="settings").text.splitlines()
    areas = ["Формат:", "Очки и показатели:", "Время:", "Регистрация:", "Колоды и драфт:"]
    areas += ["Результаты и жалобы:", "Призы:", "Модерация:", "Страница:", "Сезон и рейтинг:"]
    assert [line for line in lines if line in areas] == areas
    rounds = next(line for line in lines if "(rounds)" in line)
    assert rounds.startswith("туры (rounds): ") and "число туров швейцарки" in rounds
    assert lines.index(rounds) > lines.index("Формат:")
    minutes = next(line for line in lines if "(round_minutes)" in line)
    assert lines.index("Время:") < lines.index(minutes) < lines.index("Регистрация:")
    assert sum("(" in line and "): " in line for line in lines) == 50  # every setting, once


async def test_the_vk_word_for_set_takes_the_same_names(core: Core) -> None:
    organizer = core.person("Вика", VK, admin=True)
    await core.say(organizer, "/new Кубок ВК")
    assert await core.say(organizer, "настроить туры=4 ссылки=да") is Outcome.DONE
    assert "туры (rounds): 4" in core.expect(organizer, key="settings-changed").text
    # A sentence that only starts with the word stays chat text.
    await core.say(organizer, "настроить бота не получается")
    assert core.last(organizer).key != "usage-set"
