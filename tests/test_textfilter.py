"""The chat text filter: obscene language, insults and links in tournament chats (MOD-2)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from bot.moderation import TextFilter, Verdict
from bot.moderation.textfilter import CLEAN

REPO = Path(__file__).resolve().parent.parent
LABELLED = REPO / "tests" / "data" / "moderation" / "labelled.tsv"

# The floors the filter must keep on the labelled set, per violation kind (MOD-2, MOD-3):
# precision 0.99, the goal an independent check held the filter to (issue 23).
FLOORS = {"obscene": (0.99, 0.90), "insult": (0.99, 0.90), "spam": (0.99, 0.90)}


@pytest.fixture(scope="module")
def text_filter() -> TextFilter:
    """The default filter as in a match chat, where links are forbidden (one per module)."""
    return TextFilter(links_allowed=False)


@pytest.fixture(scope="module")
def open_chat() -> TextFilter:
    """The default filter as in a channel where links are allowed."""
    return TextFilter(links_allowed=True)


def _labelled() -> list[tuple[str, str]]:
    """The labelled set as (label, text), comments skipped."""
    rows = []
    for line in LABELLED.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            label, _, text = line.partition("\t")
            rows.append((label, text))
    return rows


def test_the_labelled_set_is_large_and_well_formed() -> None:
    """At least 300 lines, every label known, each kind well represented."""
    rows = _labelled()
    labels = [label for label, _ in rows]
    assert len(rows) >= 300
    assert set(labels) == {"clean", "obscene", "insult", "spam"}
    assert all(text.strip() for _, text in rows)
    assert min(labels.count(label) for label in set(labels)) >= 30


@pytest.fixture(scope="module")
def cli_verdicts() -> list[tuple[str, str]]:
    """The labelled set through `python -m bot check-text --no-links`, as (gold, got).

    One subprocess for every line: the very tool the organizer uses to test the filter.
    """
    rows = _labelled()
    stdin = "".join(f"{text}\n" for _, text in rows)
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "bot", "check-text", "--no-links"],
        input=stdin.encode("utf-8"),
        capture_output=True,
        cwd=REPO,
        env=env,
        timeout=120,
        check=True,
    )
    records = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert [record["text"] for record in records] == [text for _, text in rows]
    for record in records:
        assert set(record) == {"text", "violation", "match"}
        assert record["violation"] in {None, "obscene", "insult", "spam"}
    return [
        (label, record["violation"] or "clean")
        for (label, _), record in zip(rows, records, strict=True)
    ]


@pytest.mark.parametrize("kind", sorted(FLOORS))
def test_precision_and_recall_floors_on_the_labelled_set(
    cli_verdicts: list[tuple[str, str]], kind: str
) -> None:
    """MOD-2: each violation kind is found with the agreed precision and recall (via the CLI)."""
    tp = sum(g == p == kind for g, p in cli_verdicts)
    fp = sum(p == kind != g for g, p in cli_verdicts)
    fn = sum(g == kind != p for g, p in cli_verdicts)
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    min_precision, min_recall = FLOORS[kind]
    assert precision >= min_precision, f"{kind} precision {precision:.3f}"
    assert recall >= min_recall, f"{kind} recall {recall:.3f}"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # Latin look-alikes (x→х, y→у, e→е, a→а, c→с, o→о, p→р, H→Н, B→В).
        ("ну ты и xуй", "xуй"),
        ("xyйня полная", "xyйня"),
        ("пиздeц", "пиздeц"),
        ("eбать, вот это да", "eбать"),
        ("нaхуй такие правила", "нaхуй"),
        ("HAXYЙ", "HAXYЙ"),
        # Digits and symbols for letters (0→о, 3→з, 6→б, 1→и, 9→я, @→а, !→и).
        ("п0хуй, играем", "п0хуй"),
        ("6лядь, опять", "6лядь"),
        ("3аебал уже", "3аебал"),
        ("пи3д@", "пи3д@"),
        ("п1здец", "п1здец"),
        ("бл9ть", "бл9ть"),
        ("п!здец", "п!здец"),
        # Any symbol inside a word may stand for a hidden letter, not only its look-alike.
        ("бл@дь", "бл@дь"),
        ("х@й тебе", "х@й"),
        ("ху$ня", "ху$ня"),
        ("бл#ть", "бл#ть"),
        ("пи%дец", "пи%дец"),
        ("бл|ть", "бл|ть"),
        # Letters of other widths and with accents (fullwidth, mathematical, ú).
        ("ｂｌｙａｔ", "ｂｌｙａｔ"),
        ("𝐱𝐲й", "𝐱𝐲й"),
        ("хúйня", "хúйня"),
        # A letter drawn with several symbols.
        ("}{уй", "}{уй"),
        ("по}{уй, играем", "по}{уй"),
        # Separators between the letters.
        ("х.у.й", "х.у.й"),
        ("х у й тебе", "х у й"),
        ("х-у-й", "х-у-й"),
        ("е_б_а_т_ь", "е_б_а_т_ь"),
        ("на х у й", "на х у й"),
        ("ПИЗ-ДЕЦ", "ПИЗ-ДЕЦ"),
        ("х\u200bу\u200bй", "х\u200bу\u200bй"),
        # An asterisk for a hidden letter.
        ("х*й", "х*й"),
        ("бл*ть", "бл*ть"),
        ("е*ать", "е*ать"),
        ("х** тебе", "х**"),
        ("п***ец", "п***ец"),
        # Repeated letters and mixed case.
        ("хууууй", "хууууй"),
        ("пиииииздец", "пиииииздец"),
        ("бляяяяять", "бляяяяять"),
        ("ПиЗдЕц", "ПиЗдЕц"),
        ("ХУЙНЯ", "ХУЙНЯ"),
        # Transliteration and prefixes before the root.
        ("blyat", "blyat"),
        ("nahuy", "nahuy"),
        ("отъебись, я думаю", "отъебись"),
        ("долбоёб", "долбоёб"),
        ("распиздяй", "распиздяй"),
        ("хули ты ждёшь", "хули"),
    ],
)
def test_disguised_obscenities_are_found_as_written(
    text_filter: TextFilter, text: str, fragment: str
) -> None:
    """MOD-2: each kind of disguise is seen through, and the fragment is quoted as typed."""
    assert text_filter.check(text) == Verdict("obscene", fragment)


@pytest.mark.parametrize(
    "text",
    [
        # The innocent look-alikes of the brief: the dictionary knows them (MOD-2 precision).
        "корабля",
        "употреблять",
        "рубля",
        "оскорблять",
        "застрахуй",
        "психиатр",
        "тебя",
        "небо",
        "хлебало",
        "мудрый",
        "мудрость",
        "сукно",
        "страхуй",
        "потребляю",
        "скипидар",
        "командир",
        "корабль",
        "рубль",
        "употребление",
        "оскорбление",
        "психиатрия",
        "мудрец",
        "хлебный",
        "потребитель",
        "бляха",
        "бляха-муха",
        "всухую",
        "втихую",
        "команда",
        "Аманда",
        "мандарин",
        "хулиган",
        "себя",
        "ребята",
        "намудрил",
        "сук у дерева",
        "небоскрёб",
        "6ляха-муха",
        "ebay",
        "тебя сейчас раздавят",
        "Гриндель сильнее",
        # A symbol that hides no obscene word, and the game's creatures (issue 23).
        "к@к ты это вытянул?",
        "напиши @berserk_judge",
        "#турнир идёт",
        "50% побед",
        "Гриндель & Лёккен",
        "(привет)(пока)",
        ">_< опять топдек",
        "Похлебка из болотных тварей — отличная карта",
        "с этими тварями в колоде не проиграешь",
        "Болотные твари сильны",
        "лесной гад на столе",
    ],
)
def test_innocent_words_pass(text_filter: TextFilter, text: str) -> None:
    """Words that contain an obscene-looking sequence innocently are not flagged (MOD-2)."""
    assert text_filter.check(text) == CLEAN


@pytest.mark.parametrize(
    "text",
    [
        "ну ты и везунчик",
        "разнесу тебя в следующем раунде",
        "какая нелепая игра",
        "слабовато",
        "gg",
        "изи",
        "блин",
        "ёлки-палки",
        "офигеть",
        "капец",
        "хрен с ним",
        "херня какая-то",
        "ну ты и нуб",
        "тупой ход с моей стороны",
        "ход тупой, но рабочий",
    ],
)
def test_allowed_trash_talk_passes(text_filter: TextFilter, text: str) -> None:
    """Banter, euphemisms (хрен, блин) and adjectives about things are allowed (MOD-2)."""
    assert text_filter.check(text) == CLEAN


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("ты дебил?", "дебил"),
        ("дебилы, кто так играет", "дебилы"),
        ("с дебилом играть невозможно", "дебилом"),
        ("ты тупой, что ли", "тупой"),
        ("тупой игрок", "тупой"),
        ("ну ты и урод", "урод"),
        ("сука, опять топдек", "сука"),
        ("сукин сын", "сукин"),
        ("идиотище", "идиотище"),
        ("ты просто д3бил", "д3бил"),
        ("и.д.и.о.т", "и.д.и.о.т"),
        ("с*ка", "с*ка"),
        ("с#ка", "с#ка"),
        ("тварь, сдавайся", "тварь"),
        ("эти твари опять", "твари"),
        ("ты болотная тварь", "тварь"),
        ("мерзкая тварь", "тварь"),
        ("suka", "suka"),
    ],
)
def test_insults_are_found_by_lemma(text_filter: TextFilter, text: str, fragment: str) -> None:
    """MOD-2: insults are matched in any form, disguised or not; сукин counts as one."""
    assert text_filter.check(text) == Verdict("insult", fragment)


def test_obscene_language_comes_before_an_insult(text_filter: TextFilter) -> None:
    """Both are MOD-3 violations; the verdict names the obscene word even when later."""
    assert text_filter.check("дебил, блять") == Verdict("obscene", "блять")


def test_an_organizer_insult_is_caught_in_any_form() -> None:
    """MOD-2: the organizer's own insult list is data and is matched by lemma."""
    assert TextFilter().check("ну вы и клоуны") == CLEAN
    custom = TextFilter(insults=["клоун"])
    assert custom.check("ну вы и клоуны") == Verdict("insult", "клоуны")
    assert custom.check("клоуном") == Verdict("insult", "клоуном")


def test_an_organizer_obscene_stem_is_caught_with_prefixes() -> None:
    """MOD-2: extra obscene stems work like the shipped roots, prefixes included."""
    assert TextFilter().check("надрочил рейтинг") == CLEAN
    custom = TextFilter(extra_obscene=["дроч"])
    assert custom.check("надрочил рейтинг") == Verdict("obscene", "надрочил")


def test_an_allowed_word_is_not_flagged() -> None:
    """MOD-2: the organizer may allow a word in any form, obscene or insulting by default."""
    custom = TextFilter(allowed=["дурак", "бля"])
    assert custom.check("дураки") == CLEAN
    assert custom.check("бля, промах") == CLEAN
    assert custom.check("блять, промах") == Verdict("obscene", "блять")
    assert TextFilter().check("дураки") == Verdict("insult", "дураки")


@pytest.mark.parametrize(
    ("text", "link"),
    [
        ("заходи https://t.me/berserk_cheats", "https://t.me/berserk_cheats"),
        ("www.casino-berserk.com — ставки", "www.casino-berserk.com"),
        ("подпишись t.me/mychannel", "t.me/mychannel"),
        ("vk.com/berserk_shop, продаю", "vk.com/berserk_shop"),
        ("скидки на example.ru!", "example.ru"),
        ("сайт турнира: турнир-берсерк.рф", "турнир-берсерк.рф"),
    ],
)
def test_links_are_spam_only_where_links_are_forbidden(
    text_filter: TextFilter, open_chat: TextFilter, text: str, link: str
) -> None:
    """MOD-2: a link is spam when the chat forbids links, and fine where they are allowed."""
    assert text_filter.check(text) == Verdict("spam", link)
    assert open_chat.check(text) == CLEAN


@pytest.mark.parametrize(
    "text", ["т.е. ты сдаёшься?", "см. п. 5.2 регламента", "версия 1.14.3", "счёт 2:1", "ок.жду"]
)
def test_dotted_text_is_not_a_link(text_filter: TextFilter, text: str) -> None:
    """Abbreviations, rule numbers and versions are not links."""
    assert text_filter.check(text) == CLEAN


def test_a_long_run_of_one_character_is_spam(open_chat: TextFilter) -> None:
    """MOD-2: a run of one letter, bracket or emoji is flood-like spam even with links on."""
    assert open_chat.check("а" * 25) == Verdict("spam", "а" * 25)
    assert open_chat.check("ну " + "😂" * 21) == Verdict("spam", "😂" * 21)
    assert open_chat.check("))))) ну ладно, дааааа") == CLEAN
    assert TextFilter(max_char_run=None).check("а" * 25) == CLEAN


def test_the_verdict_is_a_frozen_value(text_filter: TextFilter) -> None:
    """A verdict compares by value, cannot be changed and tells whether it is clean."""
    verdict = text_filter.check("х.у.й")
    assert verdict == Verdict("obscene", "х.у.й") and not verdict.ok
    assert text_filter.check("привет") == CLEAN and CLEAN.ok
    with pytest.raises(FrozenInstanceError):
        verdict.violation = None  # type: ignore[misc]


def test_the_filter_is_deterministic(text_filter: TextFilter) -> None:
    """The same text gets the same verdict from any filter, every time (no clock, no net)."""
    texts = [text for _, text in _labelled()[::7]]
    first = [text_filter.check(text) for text in texts]
    assert [TextFilter(links_allowed=False).check(text) for text in texts] == first
    assert [text_filter.check(text) for text in texts] == first


@pytest.mark.parametrize("text", ["", "   ", "!!!", "2:1", "😀", "*улыбается*"])
def test_empty_and_symbol_only_messages_are_clean(text_filter: TextFilter, text: str) -> None:
    """Messages without words are not violations."""
    assert text_filter.check(text) == CLEAN
