"""What Telegram and VK do to chats during an event (issue 22): a group upgraded to a
supergroup, forum topics, an anonymous administrator, the bot removed from a bound chat."""

from __future__ import annotations

import re

import pytest

from sandbox.script import Scene
from sandbox.telegram import SandboxChat

OLD_GROUP = -4001  # a basic group's id; its supergroup gets a new -100… id


async def _tournament(scene: Scene, channel: SandboxChat) -> int:
    """A tournament in draft with `channel` as its channel and the usual judges' chat."""
    judge = scene.judge
    await judge.send("/new Кубок Перемен")
    found = re.search(r"#(\d+)", (await judge.expect("Создан турнир")).text)
    assert found is not None
    tid = int(found[1])
    await judge.send(f"/bind #{tid}", chat=channel)
    await channel.expect("канал турнира")
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
