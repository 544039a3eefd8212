"""The one table of setting names (issue 24): every setting has Russian names, an area and a
meaning in both languages; every name reads back as its key and no two settings share one."""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo

import pytest

from bot.delivery.texts import Texts
from bot.domain.errors import Refusal
from bot.domain.setting_names import BY_KEY, SETTINGS, Area, setting_key
from bot.domain.setting_values import CHOICE_WORDS, PARSERS, plain_word
from bot.domain.settings import SETTING_KEYS, TournamentSettings, apply_setting
from bot.wording.setting_lines import SHOWN_CHOICES

MSK = ZoneInfo("Europe/Moscow")


def test_every_setting_has_russian_names_an_area_and_a_meaning() -> None:
    assert sorted(BY_KEY) == sorted(SETTING_KEYS) and len(SETTINGS) == len(SETTING_KEYS)
    texts = Texts(MSK)
    for setting in SETTINGS:
        assert setting.names and all(re.search("[а-яё]", n) for n in setting.names), setting
        assert isinstance(setting.area, Area), setting
        for locale in ("ru", "en"):
            assert texts.bundles[locale].has_message(setting.meaning), (locale, setting.key)
    assert all(any(s.area is area for s in SETTINGS) for area in Area)  # no empty heading


def test_every_name_reads_as_its_key_and_no_two_settings_share_a_name() -> None:
    spellings = [plain_word(n) for s in SETTINGS for n in (s.key, *s.names)]
    assert len(spellings) == len(set(spellings))
    for setting in SETTINGS:
        for name in (setting.key, *setting.names):
            assert setting_key(name.upper()) == setting.key
    assert setting_key("Жеребьевка") == "seed"  # ё and е alike
    with pytest.raises(Refusal) as refused:
        setting_key("раундв")
    assert refused.value.params["setting"] == "rounds"


def test_every_value_shown_in_words_is_taken_back() -> None:
    # A judge copies what /settings shows: the Russian word of a choice sets that choice.
    texts = Texts(MSK)
    for key, values in SHOWN_CHOICES.items():
        for value in values:
            word = texts.render("ru", f"setting-choice-{key}-{value}")
            assert PARSERS[key](word) == value, (key, word)
    assert set(CHOICE_WORDS) <= set(PARSERS)


@pytest.mark.parametrize(
    ("name", "raw", "field", "value"),
    [
        ("раунды", "авто", "rounds", None),
        ("бо", "бо1", "bo", 1),
        ("ссылки", "Выкл", "links", False),
        ("ничья_с_согласия", "включено", "draw_needs_both", True),
        ("формат", "Силед", "format", "sealed"),
        ("этапы", "группы:4х4,топ:8", "stages", "groups:4х4,top:8"),
        ("этапы", "двойная", "stages", "double"),
        (
            "показатели",
            "бухгольц,Усечённый_бухгольц",
            "tiebreakers",
            ("buchholz", "median_buchholz"),
        ),
        ("черк_по_умолчанию", "случайная", "ban_default", "random"),
        ("жалобы_за", "этап", "protest_scope", "stage"),
        ("опоздавшие", "нет", "late_entry", "off"),
        ("порог", "0,33", "floor", "0.33"),
        ("время_пика", "авто", "draft_pick_seconds", ()),
    ],
)
def test_russian_values_are_kept_as_the_english_ones(
    name: str, raw: str, field: str, value: object
) -> None:
    assert getattr(apply_setting(TournamentSettings(), name, raw, MSK), field) == value
