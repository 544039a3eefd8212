"""What Telegram and VK do to chats during an event (issue 22): a group upgraded to a
supergroup, forum topics, an anonymous administrator, the bot removed from a bound chat."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sandbox.script import Scene, running_scene, say
from sandbox.telegram import SandboxChat

OLD_GROUP = -4001  # a basic group's id; its supergroup gets a new -100… id


async def _tournament(scene: Scene, channel: SandboxChat, topic: int | None = None) -> int:
    """A tournament in draft with `channel` (or its forum topic) as its channel and the usual
    judges' chat."""
    judge = scene.judge
    await judge.send("/new Кубок Перемен")
    found = re.search(r"#(\d+)", (await judge.expect("Создан турнир")).text)
    assert found is not None
    tid = int(found[1])
    await scene.sb.post(judge, channel, f"/bind #{tid}", topic=topic)
    bound = await channel.expect("канал турнира")
    assert bound.thread_id == topic  # the answer is in the topic the command came from
    await judge.send(f"/bind judges #{tid}", chat=scene.judges_chat)
    await scene.judges_chat.expect("чат судей")
    return tid


@pytest.mark.parametrize("service_messages", [True, False], ids=["told", "only-the-400"])
async def test_a_channel_upgraded_to_a_supergroup_keeps_its_posts(
    scene: Scene, service_messages: bool
) -> None:
    """The posts after a migration reach the supergroup, never the old id again (beyond the
    one 400 that tells the bot when it missed the service messages); the judges hear once."""
    sb, judge = scene.sb, scene.judge
    group = sb.basic_group(OLD_GROUP, "Кубок: общая группа", bot_is_admin=True)
    group.add_member(judge, "creator")
    tid = await _tournament(scene, group)
    supergroup = sb.migrate_group(group, service_messages=service_messages)
    since = len(sb.stats.log)
    await judge.send(f"/open #{tid}")
    await supergroup.expect("📣 Турнир «Кубок Перемен»")
    await judge.send(f"/close #{tid}")
    await supergroup.expect("Регистрация на турнир «Кубок Перемен» закрыта")
    to_old = [e for e in sb.stats.log[since:] if e.chat_id == OLD_GROUP]
    assert [e.status for e in to_old] == ([] if service_messages else [400])
    assert not group.messages[1:], "nothing reached the old group after the binding"
    told = await scene.judges_chat.expect("стала супергруппой")
    assert "Кубок: общая группа" in told.text
    await judge.send(f"/settings #{tid}")  # one more round trip: a late second notice shows
    await judge.expect("Настройки турнира")
    assert sum("супергруппой" in m.text for m in scene.judges_chat.messages) == 1


@pytest.mark.parametrize("update", [True, False], ids=["my_chat_member", "only-the-403"])
async def test_the_bot_kicked_from_the_channel_tells_the_judges_once(
    scene: Scene, update: bool
) -> None:
    """A kicked bot sends nothing more there; each judge hears privately what to do, once;
    added back, `/bind` there restores the channel."""
    sb, judge, channel = scene.sb, scene.judge, scene.channel
    tid = await _tournament(scene, channel)
    sb.kick_bot(channel, judge, notify=update)
    if update:
        await judge.expect("Бот больше не может писать")
    since = len(sb.stats.log)
    await judge.send(f"/open #{tid}")
    await judge.expect("открыта")
    await judge.send(f"/close #{tid}")
    await judge.expect("закрыта")
    lost = await sb.wait(lambda: [m for m in judge.inbox if "не может писать" in m.text])
    assert f"/bind #{tid}" in lost[0].text
    to_channel = [e.status for e in sb.stats.log[since:] if e.chat_id == channel.id]
    assert to_channel == ([] if update else [403])  # the 403 sets the rest aside
    assert sum("больше не может писать" in m.text for m in judge.inbox) == 1
    sb.add_bot_back(channel, judge)
    await judge.send(f"/bind #{tid}", chat=channel)
    await channel.expect("канал турнира")
    await judge.send(f"/open #{tid}")
    await channel.expect("📣 Турнир «Кубок Перемен»")


@pytest.mark.parametrize("event", [True, False], ids=["chat_kick_user", "only-the-917"])
async def test_a_vk_conversation_the_community_lost_tells_the_judges_once(
    tmp_path: Path, event: bool
) -> None:
    """Removed from a conversation (its event, or VK error 917 on the first send), the
    community sends nothing more there; the judge hears once, privately."""
    async with running_scene(
        tmp_path / "bot.sqlite3", real_limits=False, platforms=("vk",)
    ) as scene:
        assert scene.vk is not None
        tid = await scene.create("Кубок Беглецов", platform="vk")
        channel = scene.vk_channel
        await scene.vk.wait(lambda: any("опубликовано" in m.text for m in channel.messages))
        scene.vk.remove_community(channel, scene.vk_judge if event else None)
        if event:
            await scene.vk_judge.expect("Бот больше не может писать")
        for command in ("/close", "/open", "/close"):
            await say(scene.vk_judge, f"{command} #{tid}")
            await scene.vk_judge.expect("закрыта" if command == "/close" else "открыта")
        told = [m for m in scene.vk_judge.inbox if "больше не может писать" in m.text]
        assert len(told) == 1 and f"/bind #{tid}" in told[0].text
        assert scene.vk.stats.errors[917] == (0 if event else 1)


async def test_an_anonymous_admin_hears_how_to_judge_and_a_strangers_channel_is_moderated(
    scene: Scene,
) -> None:
    """A command `from` GroupAnonymousBot gets the short answer (not silence, not the command
    carried out); a post as someone else's channel is moderated like any author's (MOD-2)."""
    sb, channel = scene.sb, scene.channel
    tid = await scene.create("Кубок Масок")
    await sb.post(scene.judge, channel, f"/close #{tid}", anonymous=True)
    hint = await channel.expect("анонимный администратор")
    assert "Оставаться анонимным" in hint.text and "личные сообщения" in hint.text
    owner = scene.player("Хозяин")
    bad = await sb.post(
        owner, channel, "ну это х.у.й знает что такое", as_channel=(-1009, "Чужой")
    )
    await sb.wait(lambda: bad.deleted)
    alert = await scene.judges_chat.expect("🛡")
    assert "Чужой" in alert.text
    assert not [m for m in channel.messages if "закрыта" in m.text]  # nothing was carried out


async def test_a_forum_topic_is_answered_in_place_and_bound_as_the_channel(scene: Scene) -> None:
    """A command asked in a topic is answered in that topic; `/bind` in a topic makes that
    topic the channel, and the posts go there, not to «General»."""
    sb, judge = scene.sb, scene.judge
    forum = sb.group(-1004004, "Кубок: форум", bot_is_admin=True)
    forum.add_member(judge, "creator")
    news, talk = sb.create_topic(forum, "Объявления"), sb.create_topic(forum, "Болталка")
    tid = await _tournament(scene, forum, topic=news)
    await sb.post(judge, forum, f"/settings #{tid}", topic=talk)
    answer = await forum.expect("Настройки турнира")
    assert answer.thread_id == talk
    await judge.send(f"/open #{tid}")
    announced = await forum.expect("📣 Турнир «Кубок Перемен»")
    assert announced.thread_id == news
