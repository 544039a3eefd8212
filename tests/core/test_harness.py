"""The harness itself: people, chats, reading, buttons, the clock, restarts, other platforms."""

from __future__ import annotations

import pytest
from harness import Core, HarnessError

from bot.commands import Help
from bot.service import Outcome
from bot.usecases.registry import HANDLERS


async def test_people_are_distinct_and_the_scene_is_ready(core: Core) -> None:
    anna, boris = core.person("Анна"), core.person("Борис")
    assert anna.user_id != boris.user_id
    assert anna.chat.private and anna.chat.id == anna.user_id
    assert anna.user_id in core.channel.members  # players are in the channel, as in e2e
    assert core.judge.user_id in core.judges_chat.members
    assert not core.channel.chat.private and core.channel.id < 0


async def test_what_the_bot_says_is_read_once_and_all_of_it_on_request(core: Core) -> None:
    anna = core.person("Анна")
    assert await core.say(anna, "/start") is Outcome.DONE
    (welcome,) = core.sent(anna)
    assert welcome.key == "welcome" and "Анна" in welcome.text
    assert core.sent(anna) == []
    await core.say(anna, "/help")
    assert [m.key for m in core.sent(anna)] == ["help-player"]
    assert [m.key for m in core.sent(anna, all=True)] == ["welcome", "help-player"]
    assert core.last(anna).key == "help-player"


async def test_text_goes_through_the_grammar_as_the_doors_parse_it(core: Core) -> None:
    anna = core.person("Анна")
    assert await core.say(anna, "/nonsense") is Outcome.DONE
    core.expect(anna, key="unknown-command")
    await core.say(anna, "помощь")  # a Russian word without a slash (handlers.grammar.ALIASES)
    core.expect(anna, key="help-player")
    await core.say(anna, "просто текст")  # private text that is no command
    core.expect(anna, key="plain-text-hint")
    # Addressed to another bot in a group: not for this one, so moderation reads it.
    assert await core.say(anna, "/help@other_bot", core.channel) is Outcome.DONE
    assert core.posted(core.channel) == []


async def test_a_refusal_is_answered_and_reported_as_such(core: Core) -> None:
    anna = core.person("Анна")
    assert await core.say(anna, "/new Мой турнир") is Outcome.REFUSED
    core.expect(anna, key="admins-only")
    with pytest.raises(HarnessError, match="no message 'Создан'"):
        core.expect(anna, "Создан")


async def test_set_up_leaves_a_running_tournament_with_pairings(core: Core) -> None:
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], {"bo": "1"})
    assert [p.name for p in t.players] == ["Анна", "Борис", "Вера", "Глеб"]
    assert t["Вера"] is core.nickname("Вера")
    pairs = core.pairs(t, 1)
    assert sorted(p.number for p in pairs) == [1, 2]
    seen = {p.a for p in pairs} | {p.b for p in pairs}
    assert seen == set(t.players)
    pairing = core.pairing(t["Анна"], 1)
    assert pairing.opponent is not None and pairing.opponent is not t["Анна"]
    assert "(BO1)" in pairing.message.text
    announcement = next(m for m in core.posted(core.channel, all=True) if m.key == "announcement")
    register = announcement.button("Зарегистрироваться")
    assert register is not None and register.deeplink == f"t{t.id}"


async def test_a_button_must_be_on_screen_to_be_pressed(core: Core) -> None:
    anna = core.person("Анна")
    with pytest.raises(HarnessError, match="no button 'Подтвердить'"):
        await core.press(anna, "Подтвердить")
    t = await core.tournament()
    pair = core.pairs(t, 1)[0]
    assert pair.b is not None
    await core.say(pair.a, "/report 2:0")
    assert await core.press(pair.b, "Подтвердить") is Outcome.DONE
    # Once done, the door removed the keyboard: the same button is gone.
    with pytest.raises(HarnessError, match="no button"):
        await core.press(pair.b, "Подтвердить")


async def test_deadlines_fire_at_their_own_moment(core: Core) -> None:
    # RES-5: with a 30-minute round the warning comes at 20 minutes, time is up at 30.
    await core.tournament(settings={"round_minutes": "30"})
    core.expect(core.channel, "Конец тура: 15:30 МСК", key="round-pairings")
    assert await core.advance(minutes=19) == 0
    assert core.posted(core.channel) == []
    await core.advance(minutes=1)
    core.expect(core.channel, "до конца осталось 10 мин", key="round-warning")
    await core.advance(hours=1)  # one jump past the end: the end still fires once, at 15:30
    over = core.expect(core.channel, "Время тура 1 вышло", key="round-time")
    assert "Незавершённых матчей: 2" in over.text
    assert core.now.hour == 13 and core.now.minute == 20  # UTC


async def test_a_restart_keeps_everything_but_the_process(core: Core) -> None:
    t = await core.tournament()
    await core.restart()
    await core.say(core.judge, f"/players #{t.id}")
    listing = core.expect(core.judge, "зарегистрировано 4")
    assert all(p.name in listing.text for p in t.players)


async def test_a_message_the_platform_refuses_is_reported_to_the_judges(core: Core) -> None:
    # The courier gives up on a blocked chat and the judges hear about the player.
    t = await core.tournament(begin=False)
    core.block(t["Борис"])
    await core.say(core.judge, "/begin", core.channel)
    alert = core.expect(core.judges_chat, "Не могу написать игроку Борис", key="undeliverable")
    assert "заблокировал бота" in alert.text
    assert [m.key for m in core.sent(t["Борис"])] == []


async def test_a_vk_player_takes_part_beside_telegram_players(core: Core) -> None:
    # A VK account is told through the VK courier and its sender; its opponent through Telegram.
    oleg = core.person("Олег", platform="vk")
    t = await core.tournament(["Анна", "Борис", "Вера", oleg])
    assert oleg.chat.platform == "vk"
    pairing = core.pairing(oleg, 1)
    assert pairing.opponent is not None and pairing.opponent.platform == "telegram"
    await core.say(oleg, "/report 2:0")
    core.expect(pairing.opponent, key="confirm-request")
    await core.press(pairing.opponent, "Подтвердить")
    core.expect(oleg, key="result-confirmed")
    assert t[oleg.name] is oleg


async def test_english_readers_get_english(core: Core) -> None:
    john = core.person("John", locale="en")
    await core.say(john, "/help")
    help_text = core.last(john)
    assert help_text.key == "help-player"
    assert help_text.text != core.texts.render("ru", "help-player")


async def test_an_error_in_the_core_fails_the_step_unless_expected(
    core: Core, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(ctx: object, cmd: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setitem(HANDLERS, Help, broken)
    anna = core.person("Анна")
    with pytest.raises(HarnessError, match=r"(?s)command Help failed.*RuntimeError: boom"):
        await core.say(anna, "/help")
    core.strict = False
    assert await core.say(anna, "/help") is Outcome.FAILED
    failed = core.last(anna)
    assert failed.key == "internal-error" and "ничего не изменилось" in failed.text


async def test_the_bot_removes_an_obscene_message_where_it_is_an_admin(core: Core) -> None:
    # MOD-2, MOD-3: a first obscene message is a warning, quoted to the judges and removed.
    t = await core.tournament()
    boris = t["Борис"]
    await core.say(boris, "ну это х.у.й знает что такое", core.channel)
    core.expect(boris, "вам предупреждение (MOD-3)")
    quote = core.expect(core.judges_chat, "нецензурная брань")
    assert "Борис" in quote.text and "х.у.й" in quote.text
    assert core.deleted(core.channel) == ["ну это х.у.й знает что такое"]
