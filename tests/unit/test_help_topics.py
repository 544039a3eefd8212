"""Every command a person types has its help, in a group of its role, with an example; the
Telegram menus are drawn from the same list (issue 24)."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from bot import commands as c
from bot.commands.help_topics import (
    ALL_GROUPS,
    BY_WORD,
    GROUPS,
    JUDGE_LINES,
    JUDGE_MOMENTS,
    PLAYER_MOMENTS,
    TOPICS,
    Menu,
    Role,
    find,
    menu,
    typed_word,
    words_of,
)
from bot.delivery.texts import LOCALES, Texts
from handlers.grammar import ALIASES, PARSERS, parse
from handlers.telegram import menus

# Words only a button sends: the button says what it does; no one types them.
BUTTONS = {
    "accept", "pick", "drawyes", "drawno", "bandeck", "preason", "sconfirm", "docsent",
    "eligible", "banremove", "admitlate", "linkanswer",
}  # fmt: skip
SEEN_BY = {
    Role.JUDGE: ("judge",),
    Role.ADMIN: ("judge",),
    Role.PLAYER: ("player",),
    Role.ANYONE: ("player",),
    Role.BOTH: ("player", "judge"),  # anyone: at least every player sees it
}


def test_every_typed_command_has_help_and_nothing_else_has() -> None:
    # A new command in the grammar fails here until it has its help (bot/commands/help_topics.py).
    typed = set(PARSERS) - BUTTONS
    assert sorted(typed - set(BY_WORD)) == []
    assert sorted(set(BY_WORD) - typed) == []
    assert len(BY_WORD) == len(TOPICS)


def test_every_command_is_in_a_group_its_role_sees() -> None:
    for topic in TOPICS:
        if topic.word == "help":
            continue  # every help's last line names it
        for role in SEEN_BY[topic.role]:
            assert topic.word in words_of(ALL_GROUPS[role]), (topic.word, role)
    grouped = {word for words in GROUPS.values() for word in words}
    assert grouped <= set(BY_WORD)
    shown = {g for groups in (*JUDGE_MOMENTS.values(), *PLAYER_MOMENTS.values()) for g in groups}
    assert shown | {g for gs in ALL_GROUPS.values() for g in gs} == set(GROUPS)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_has_its_line_and_its_example(locale: str) -> None:
    texts = Texts(ZoneInfo("Europe/Moscow"))
    bundle = texts.bundles[locale]
    keys = [f"help-line-{t.word}" for t in TOPICS] + [f"help-about-{t.word}" for t in TOPICS]
    keys += [f"help-line-judge-{word}" for word in JUDGE_LINES]
    keys += [f"help-group-{g}" for g in GROUPS] + [f"help-role-{r}" for r in Role]
    keys += [f"help-judge-{m}" for m in JUDGE_MOMENTS] + [
        f"help-player-{m}" for m in PLAYER_MOMENTS
    ]
    keys += ["help-judge-setup-none", "help-player-outsider-none"]
    assert [k for k in keys if not bundle.has_message(k)] == []
    for topic in TOPICS:
        about = texts.render(locale, f"help-about-{topic.word}")
        assert f"/{topic.word}" in about and about.count("\n") >= 1, topic.word  # the example
        assert texts.render(locale, f"help-line-{topic.word}").startswith(f"/{topic.word}")


def test_the_grammars_russian_words_find_their_command() -> None:
    # «помощь таблица»: a word the grammar takes for a command is a name of its help too.
    for word, command in ALIASES.items():
        if command in BY_WORD:
            asked = parse(f"помощь {word}")
            assert isinstance(asked, c.Help) and find(asked.topic) is BY_WORD[command], word
    assert find("/Report") is BY_WORD["report"] and find("отчёт") is BY_WORD["report"]
    assert find("начать  турнир") is BY_WORD["begin"]


def test_the_telegram_menus_are_the_helps_commands() -> None:
    assert menu(Menu.PRIVATE) == menus.PLAYER and menu(Menu.ADMINS) == menus.JUDGE
    assert menu(Menu.GROUP) == menus.GROUP
    player = {"help", *words_of(ALL_GROUPS["player"])}
    judge = {"help", *words_of(ALL_GROUPS["judge"])}
    assert set(menus.PLAYER) <= player and set(menus.GROUP) <= player
    assert set(menus.JUDGE) <= judge
    # A judge's menu holds the day's tools the help names (issue 24).
    assert {"pause", "resume", "extend", "protests", "audit"} <= set(menus.JUDGE)
    texts = Texts(ZoneInfo("Europe/Moscow"))
    for locale in LOCALES:
        assert all(texts.bundles[locale].has_message(f"menu-{w}") for w in menus.COMMANDS)


def test_a_prompt_names_the_word_that_was_typed_or_none() -> None:
    # «Укажите номер турнира: например, /<command> #12» repeats the command sent (issue 24).
    assert typed_word(c.ShowStandings()) == "standings"
    assert typed_word(c.StandingsFile()) == "standings"
    assert typed_word(c.IssueSanction(kind="warning")) == "warn"
    assert typed_word(c.SubmitDeck(text="…")) == "deck"
    assert typed_word(c.SubmitDeck(text="…", bare_file=True)) is None  # a file, no caption
    assert typed_word(c.BanDeck(match=1, slot=1)) is None  # a button, not `/ban`
    assert typed_word(c.AcceptRules(application=1)) is None
    assert typed_word(c.PlainText(text="привет")) is None
