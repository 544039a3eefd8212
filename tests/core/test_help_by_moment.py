"""`/help` shows a judge's and a player's commands for the moment of the day (issue 24);
`/help <command>` explains one; a prompt for the tournament names the command that was sent."""

from __future__ import annotations

import re

from harness import Core, Event
from harness.messages import Sent

from bot.envelope import Platform

VK = Platform.VK

DAY_TOOLS = {"/pause", "/resume", "/extend", "/result", "/techloss"}
SANCTIONS = {"/remark", "/warn", "/gameloss", "/matchloss", "/dq", "/ban"}
PROTESTS = {"/decide", "/evidence", "/reopen", "/protests"}
RECORDS = {"/audit", "/history", "/bans"}
CORRECTIONS = {"/drop", "/undrop", "/repair", "/swap", "/add", "/undo"}


def commands(message: Sent) -> list[str]:
    """The commands a help lists, in the order shown (each line begins with one)."""
    return re.findall(r"^(/[a-z_]+)", message.text, re.M)


def moment(message: Sent) -> str:
    """The help's first line names the moment: its text key."""
    return str(message.params["head"]["$text"])


async def play_round(core: Core, t: Event, round_no: int) -> None:
    """Every match of the round: the first player reports 2:0, the other confirms."""
    for pair in core.pairs(t, round_no):
        if pair.b is not None:
            await core.say(pair.a, "/report 2:0")
            await core.press(pair.b, "Подтвердить")


async def judge_help(core: Core) -> Sent:
    """The judge asks for help in his private chat."""
    await core.say(core.judge, "/help")
    return core.expect(core.judge, key="help-judge")


async def test_a_judges_help_follows_the_day(core: Core) -> None:
    judge = core.judge
    await core.say(judge, "/new Черновик")
    core.expect(judge, key="tournament-created")
    shown = await judge_help(core)
    assert moment(shown) == "help-judge-setup"
    assert {"/set", "/settings", "/bind", "/open"} <= set(commands(shown))
    assert not DAY_TOOLS & set(commands(shown))  # short: what the moment needs

    t = await core.tournament(settings={"rounds": "1", "bo": "3"}, begin=False)
    shown = await judge_help(core)
    assert moment(shown) == "help-judge-registration"
    assert {"/players", "/refuse", "/close", "/begin"} <= set(commands(shown))

    await core.say(judge, "/begin", core.channel)
    shown = await judge_help(core)
    assert moment(shown) == "help-judge-round"
    listed = set(commands(shown))
    # The day's tools the judge could not find before (issue 24).
    assert listed >= DAY_TOOLS | SANCTIONS | PROTESTS | RECORDS | CORRECTIONS, listed
    assert "/new" not in listed and "/open" not in listed
    assert len(commands(shown)) == len(listed)  # each command once

    await core.say(judge, f"/pause #{t.id}")
    shown = await judge_help(core)
    assert moment(shown) == "help-judge-paused"
    assert commands(shown)[0] == "/resume"  # the most likely first
    await core.say(judge, f"/resume #{t.id}")

    await play_round(core, t, 1)
    shown = await judge_help(core)
    assert moment(shown) == "help-judge-between"
    assert commands(shown)[:3] == ["/next", "/standings", "/finish"]

    await core.say(judge, f"/finish #{t.id}", core.judges_chat)
    core.expect(core.channel, key="final-standings")
    shown = await judge_help(core)
    assert moment(shown) == "help-judge-after"
    assert {"/result", "/prizes", "/export", "/audit", "/decide"} <= set(commands(shown))
    assert "/pause" not in commands(shown) and "/begin" not in commands(shown)
    # A player after the end: the table, the prizes, a protest within its time.
    await core.say(t.players[0], "/help")
    shown = core.expect(t.players[0], key="help-player")
    assert moment(shown) == "help-player-after"
    assert {"/standings", "/prizes", "/claim", "/protest"} <= set(commands(shown))

    # `/help all`: every judge command of the day, whatever the moment.
    await core.say(judge, "/help all")
    every = set(commands(core.expect(judge, key="help-judge")))
    assert DAY_TOOLS | SANCTIONS | PROTESTS | RECORDS | {"/new", "/open", "/begin"} <= every


async def test_a_players_help_is_what_he_needs_now(core: Core) -> None:
    newcomer = core.person("Нина")
    await core.say(newcomer, "/help")
    shown = core.expect(newcomer, key="help-player")
    assert moment(shown) == "help-player-outsider-none"
    assert commands(shown)[0] == "/register"
    assert not {"/pause", "/decide", "/warn"} & set(commands(shown))  # no judge's tools

    t = await core.tournament(settings={"bo": "3"}, begin=False)
    anna = t.players[0]
    await core.say(anna, "/help")
    shown = core.expect(anna, key="help-player")
    assert moment(shown) == "help-player-registered"
    assert {"/me", "/unregister", "/rules"} <= set(commands(shown))

    await core.say(core.judge, "/begin", core.channel)
    pairing = core.pairing(anna, 1)
    assert pairing.opponent is not None
    await core.say(anna, "/report 2:1")
    await core.say(anna, "/help")
    shown = core.expect(anna, key="help-player")
    assert moment(shown) == "help-player-playing" and commands(shown)[0] == "/report"
    assert "/drop" in commands(shown)
    # The opponent has a score waiting for his answer: confirming comes first.
    await core.say(pairing.opponent, "/help")
    shown = core.expect(pairing.opponent, key="help-player")
    assert moment(shown) == "help-player-answer"
    assert commands(shown)[:2] == ["/confirm", "/dispute"]


async def test_help_on_one_command_has_an_example_and_says_who(core: Core) -> None:
    await core.say(core.judge, "/help decide")
    about = core.expect(core.judge, key="help-topic")
    assert about.params["about"]["$text"] == "help-about-decide"
    assert about.params["who"]["$text"] == "help-role-judge"
    assert re.search(r"^\S+: /decide 3 reject", about.text, re.M), about.text  # the example

    # However it is asked: a slash, capitals, a Russian word, VK's «помощь».
    oleg = core.person("Олег", platform=VK)
    for asked in ("/help /report", "/help Report", "помощь отчёт", "помощь счёт"):
        await core.say(oleg, asked)
        about = core.expect(oleg, key="help-topic")
        assert about.params["about"]["$text"] == "help-about-report", asked
        assert "/report 2:1" in about.text
    await core.say(oleg, "помощь таблица")  # a word the grammar itself knows
    assert core.expect(oleg, key="help-topic").params["about"]["$text"] == "help-about-standings"


async def test_an_unknown_command_suggests_the_closest(core: Core) -> None:
    anna = core.person("Анна")
    await core.say(anna, "/help desice")
    near = core.expect(anna, key="help-unknown-near")
    assert near.params["word"] == "decide" and "/help decide" in near.text
    await core.say(anna, "/help отчот")
    assert core.expect(anna, key="help-unknown-near").params["word"] == "report"
    await core.say(anna, "/help неизвестно")  # close to nothing: the whole list is offered
    assert "/help all" in core.expect(anna, key="help-unknown").text
    await core.say(anna, "/repot 2:1")  # a typed command, mistyped
    near = core.expect(anna, key="unknown-command-near")
    assert near.params["word"] == "report" and "/report 2:1" in near.text


async def test_the_tournament_prompt_names_the_command_that_was_sent(core: Core) -> None:
    await core.tournament()
    # A VK word for the standings from someone who plays in no tournament.
    oleg = core.person("Олег", platform=VK)
    await core.say(oleg, "таблица")
    prompt = core.expect(oleg, key="no-tournament")
    assert prompt.params["command"] == "standings"
    assert "/standings #12" in prompt.text and "/me" not in prompt.text
    # A decklist file with no caption from an outsider: no command was sent, none is named.
    petr = core.person("Пётр")
    await core.send_file(petr, "deck.txt", "Герой: Кто-то\n3 Торговец".encode())
    prompt = core.expect(petr, key="no-tournament-bare")
    assert "/me" not in prompt.text and "/deck" not in prompt.text
