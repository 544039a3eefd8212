"""Words a person types instead of a button or a command (issue 24), on both platforms."""

from __future__ import annotations

import pytest
from harness import Core, Person

from bot.envelope import Platform
from bot.service import Outcome

TELEGRAM = Platform.TELEGRAM
VK = Platform.VK

# What is waiting, the word typed, the key the typist reads next; each on one platform, the
# words of the issue on both (a VK user types without the slash more often still).
PHRASINGS = [
    ("score", "Подтверждаю", "result-confirmed", TELEGRAM),  # not a check-in any more
    ("score", "Подтверждаю", "result-confirmed", VK),
    ("score", "да", "result-confirmed", VK),
    ("score", "Да, подтверждаю!", "result-confirmed", TELEGRAM),
    ("score", "подтвердить счёт", "result-confirmed", TELEGRAM),
    ("score", "нет", "said-no-score", TELEGRAM),  # a dispute is a tap: pointed at, not done
    ("score", "я сдаюсь", "concede-ask", TELEGRAM),
    ("score", "я сдаюсь", "concede-ask", VK),
    ("score", "хочу выйти из турнира", "drop-ask", TELEGRAM),
    ("score", "кто мой соперник", "me", VK),
    ("score", "привет", "plain-text-hint", TELEGRAM),
    ("played", "да", "said-nothing-waits", TELEGRAM),
    ("rules", "принимаю", "registered", TELEGRAM),
    ("rules", "Да", "registered", VK),
    ("rules", "таблица", None, TELEGRAM),  # a command still, whatever waits
]


async def _situation(core: Core, platform: str, situation: str) -> Person:
    """A person of the platform for whom the situation holds."""
    if situation == "rules":
        await core.tournament([], title="Кубок Слов", begin=False)
        person = core.person("Лев", platform)
        await core.say(person, "/start t1")
        await core.say(person, "/register Лев 777")
        core.expect(person, key="rules-to-accept")
        return person
    people = [core.person(name, platform) for name in ("Анна", "Борис", "Вера", "Глеб")]
    t = await core.tournament(people, title="Кубок Слов")
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 2:1")
    if situation == "played":
        await core.press(pair.b, "Подтвердить")
    core.sent(pair.b)
    return pair.b


@pytest.mark.parametrize(("situation", "word", "key", "platform"), PHRASINGS)
async def test_a_typed_word_answers_what_waits(
    core: Core, situation: str, word: str, key: str | None, platform: str
) -> None:
    person = await _situation(core, platform, situation)
    await core.say(person, word)
    if key is None:
        assert core.last(person).key not in ("plain-text-hint", "said-nothing-waits")
    else:
        core.expect(person, key=key)


async def test_a_word_confirms_participation_in_the_window(core: Core) -> None:
    # REG-4: «Подтверждаю» while the window is open is the check-in, the one thing waiting.
    window = '"checkin_from=2026-12-05 15:00" "checkin_to=2026-12-05 16:00"'
    t = await core.tournament(["Анна"], window, title="Кубок Отметки", begin=False)
    await core.say(t["Анна"], "подтверждаю")
    core.expect(t["Анна"], key="checked-in")


async def test_words_act_as_the_one_tap_waiting_and_point_when_several_wait(core: Core) -> None:
    # RES-2, RES-4, REG-8: «да» presses the one question asked; with a score to confirm as
    # well it names both buttons and does nothing; «нет» drops the question, whose button is
    # stale afterwards.
    t = await core.tournament(title="Кубок Вопросов")
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 2:1")
    await core.say(pair.b, "/drop")
    core.expect(pair.b, key="drop-ask")
    await core.say(pair.b, "да")
    which = core.expect(pair.b, key="said-which")
    assert f"№{pair.number}" in which.text and "выход из турнира" in which.text
    await core.say(pair.b, "не согласен")
    core.expect(pair.b, key="said-no-cancelled")
    assert await core.press(pair.b, "Выхожу") is Outcome.REFUSED
    core.expect(pair.b, key="choice-expired")
    await core.say(pair.b, "да")  # the score alone waits now
    core.expect(pair.b, key="result-confirmed")
    other = core.pairs(t, 1)[1]
    assert other.b is not None
    await core.say(other.a, "сдаюсь")
    core.expect(other.a, key="concede-ask")
    await core.say(other.a, "Да")
    done = core.expect(other.b, key="result-conceded")
    assert f"матч сдан игроком {other.a.name}" in done.text


async def test_a_stale_concession_tap_changes_no_decided_result(core: Core) -> None:
    # RES-4: the tap asked before the match was decided another way is refused; 2:1 stands.
    t = await core.tournament(title="Кубок Старой Кнопки")
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/concede")
    core.expect(pair.a, key="concede-ask")
    await core.say(pair.b, "/report 1:2")
    await core.press(pair.a, "Подтвердить")
    assert await core.press(pair.a, "Сдаю матч") is Outcome.REFUSED
    core.expect(pair.a, key="result-already-final")
    core.expect(pair.b, key="result-confirmed")
    assert not [m for m in core.sent(pair.b) if m.key == "result-conceded"]


async def test_a_judge_says_start_the_tournament_in_words(core: Core) -> None:
    # A judge's «начать турнир» in private starts it, not the player's greeting; the same
    # words in a group stay the chat's (no command is read out of group chatter).
    t = await core.tournament(title="Кубок Начала", begin=False)
    await core.say(t["Анна"], "начать турнир", core.channel)
    assert not [m for m in core.posted(core.channel) if m.key == "tournament-started"]
    await core.say(core.judge, "начать турнир")
    assert core.last(core.judge).key != "welcome"
    core.expect(core.channel, key="tournament-started")


async def test_a_drop_tap_from_an_earlier_round_asks_again(core: Core) -> None:
    # REG-8: the question named round 1's match; in round 2 the old tap only asks anew.
    t = await core.tournament(title="Кубок Раздумий")
    leaver = t["Анна"]
    await core.say(leaver, "/drop")
    core.expect(leaver, key="drop-ask-playing")
    for pair in core.pairs(t, 1):
        assert pair.b is not None
        reporter = pair.b if pair.a is leaver else pair.a
        await core.say(reporter, "/report 0:2" if pair.b is leaver else "/report 2:0")
        await core.press(leaver if leaver in (pair.a, pair.b) else pair.b, "Подтвердить")
    await core.say(core.judge, "/next", core.channel)
    core.expect(leaver, key="your-pairing")
    await core.press(leaver, "Выхожу")  # the round-1 question's button, still on screen
    core.expect(leaver, key="drop-ask-playing")
    assert not [m for m in core.sent(leaver) if m.key == "dropped"]
    await core.say(leaver, "да")  # the new question's answer
    core.expect(leaver, key="dropped")


async def test_a_judge_answers_his_finish_question_in_a_word(core: Core) -> None:
    # FMT-1: /finish before the planned rounds asks; the judge's «да» is his tap.
    t = await core.tournament(title="Кубок Точки")
    for pair in core.pairs(t, 1):
        assert pair.b is not None
        await core.say(pair.a, "/report 2:0")
        await core.press(pair.b, "Подтвердить")
    await core.say(core.judge, f"/finish #{t.id}")
    core.expect(core.judge, key="finish-early-confirm")
    await core.say(core.judge, "да")
    core.expect(core.channel, key="final-standings")
