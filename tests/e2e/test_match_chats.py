"""Match chats (MOD-2): `/bind match`; moderation reads them, announcements skip them."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from bot.clock import ManualClock
from sandbox.script import running_scene

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)
NICKS = ["Анна", "Борис", "Вера", "Глеб"]
MATCH_CHAT_ID = -1001003


async def test_a_match_chat_is_moderated_and_gets_no_announcements(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    async with running_scene(tmp_path / "bot.sqlite3", clock, real_limits=False) as scene:
        tid = await scene.create("Кубок чатов")
        for i, nick in enumerate(NICKS):
            await scene.register(scene.player(nick), nick, f"60{i}", tid)
        room = scene.sb.group(MATCH_CHAT_ID, "Матч: Анна — Борис", bot_is_admin=True)
        room.add_member(scene.judge, "creator")
        anna, boris = scene.players["Анна"], scene.players["Борис"]
        room.add_member(anna)
        room.add_member(boris)
        await scene.judge.send(f"/bind матч #{tid}", chat=room)
        await room.expect("чат матчей турнира «Кубок чатов»")

        await scene.judge.send("/begin", chat=scene.channel)
        await scene.channel.expect("тур 1")
        await scene.pairing(anna, 1)

        # Obscenity: removed, a warning by the ladder, quoted to the judges — as in the channel.
        bad = await boris.send("ну это х.у.й знает что такое", chat=room)
        await boris.expect("вам предупреждение (MOD-3)")
        quote = await scene.judges_chat.expect("нецензурная брань")
        assert "Борис" in quote.text and "х.у.й" in quote.text
        await scene.sb.wait(lambda: bad.deleted)

        # A player brings someone in: the judges learn who added whom, the bot removes him.
        friend = scene.sb.user(7001, "Пётр", username=None)
        anna.add_to(room, friend)
        added = await scene.judges_chat.expect("добавил в чат матчей")
        assert "Анна" in added.text and "Пётр" in added.text and "бот их удалил" in added.text
        await scene.sb.wait(lambda: not room.is_member(friend.id))

        # An edit is not punished, but the judges see the new text and who changed it.
        said = await boris.send("гг, сыграем вторую", chat=room)
        await boris.edit(said, "гг, вторую не играем, счёт 2:0")
        edited = await scene.judges_chat.expect("изменил сообщение")
        assert "Борис" in edited.text and "счёт 2:0" in edited.text
        assert "Матч: Анна — Борис" in edited.text
        assert not said.deleted

        # Pairings and the rest of the announcements stay in the channel.
        assert not any("тур 1" in m.text for m in room.messages)
        assert [m.text for m in room.messages if "Регистрация" in m.text] == []
