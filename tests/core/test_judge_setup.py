"""A judge's set-up in any order, an answer to every command, and times with their dates."""

from __future__ import annotations

from harness import Core, Sent

from bot.service import Outcome

PLAYERS = ["Анна", "Борис", "Вера", "Глеб"]


async def test_open_before_bind_offers_the_announcement_to_the_channel_bound_later(
    core: Core,
) -> None:
    # REG-1: the announcement reaches the channel whatever the order of /open and /bind.
    judge, helper = core.judge, core.person("Олег")
    await core.say(judge, "/new Кубок Осени")
    tid = core.expect(judge, key="tournament-created").params["id"]
    await core.say(judge, f"/open #{tid}")
    opened = core.expect(judge, key="registration-opened-no-channel")
    assert "/bind" in opened.text
    await core.say(judge, f"/bind #{tid}", core.channel)
    bound = core.expect(core.channel, key="bound-channel-offer")
    assert bound.labels == [core.texts.render("ru", "btn-post-announcement")]
    core.join(helper, core.channel)
    assert await core.press(helper, "объявление", core.channel) is Outcome.REFUSED  # his alone
    await core.press(judge, "объявление", core.channel)
    announcement = core.expect(core.channel, key="announcement")
    assert announcement.button(f"/start t{tid}") is not None  # the register button
    # A second /open says where the announcement is and how to reach a channel without it.
    vk_channel = core.group("Берсерк ВК", "vk")
    vk_judge = core.person("Ирина ВК", "vk", admin=True)
    core.join(vk_judge, vk_channel)
    await core.say(vk_judge, f"/bind #{tid}", vk_channel)
    assert core.expect(vk_channel, key="bound-channel-offer").labels  # offered, not taken yet
    await core.say(judge, f"/open #{tid}")
    again = core.expect(judge, key="open-already")
    assert "«Кубок Берсерка»" in again.text and "«Берсерк ВК»" in again.text
    assert again.text.index("Кубок Берсерка") < again.text.index("Берсерк ВК")
    assert "/bind" in again.text
    await core.press(vk_judge, "объявление", vk_channel)
    core.expect(vk_channel, key="announcement")
    await core.say(judge, f"/open #{tid}")
    assert "/bind" not in core.expect(judge, key="open-already").text


async def test_open_names_the_channels_it_posted_to(core: Core) -> None:
    judge = core.judge
    await core.say(judge, "/new Кубок Зимы")
    tid = core.expect(judge, key="tournament-created").params["id"]
    await core.say(judge, f"/bind #{tid}", core.channel)
    assert core.expect(core.channel, key="bound-channel").labels == []  # nothing open yet
    await core.say(judge, f"/open #{tid}")
    assert "«Кубок Берсерка»" in core.expect(judge, key="registration-opened").text
    core.expect(core.channel, key="announcement")


async def test_every_judge_command_sent_privately_answers_the_judge(core: Core) -> None:
    # Whatever a command does in the channel or to the players, its sender hears of it.
    judge = core.judge
    t = await core.tournament(PLAYERS, {"round_minutes": "30", "rounds": "2"}, begin=False)
    answers: dict[str, list[Sent]] = {}

    async def judge_says(text: str) -> None:
        core.sent(judge)
        await core.say(judge, text)
        answers[text] = core.sent(judge)

    for text in ("/close", "/open", "/begin", "/pause", "/resume"):
        await judge_says(text)
    first, second = core.pairs(t, 1)
    await judge_says(f"/extend {first.number} 5")
    await judge_says(f"/result {first.number} 2:0")
    await judge_says(f"/techloss {second.b.name if second.b else ''} неявка")
    await judge_says(f"/warn {first.a.name} мат в чате")  # MOD-3: goes to the judges' chat
    await judge_says("/next")
    for pair in core.pairs(t, 2):
        await judge_says(f"/result {pair.number} 2:1")
    await judge_says("/finish")
    await judge_says(f"/export #{t.id}")
    assert [text for text, got in answers.items() if not got] == []
    # The answer to /begin says what happened and where: the channel by title, the players.
    (begun,) = answers["/begin"]
    assert begun.key == "done-elsewhere" and "«Кубок Берсерка»" in begun.text
    assert "4" in begun.text


async def test_a_time_on_another_day_carries_its_date(core: Core) -> None:
    # The round is paired today for tomorrow's start: its end is tomorrow, so it says so.
    t = await core.tournament(
        PLAYERS, {"round_minutes": "50", "start": "2026-12-06 18:00"}, begin=False
    )
    await core.say(core.judge, "/begin", core.channel)
    pairings = core.expect(core.channel, key="round-pairings")
    assert "18:50 МСК, 6 декабря" in pairings.text
    anna = t["Анна"]
    assert "18:50 МСК, 6 декабря" in core.pairing(anna, 1).message.text
    # Tomorrow, half an hour before the start, the reminder is of today: the time alone.
    await core.advance(minutes=26 * 60 + 30)
    soon = core.expect(core.channel, key="round-reminder")
    assert "18:00 МСК" in soon.text and "декабря" not in soon.text
