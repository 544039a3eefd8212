"""Match chats through the door (MOD-2): removals, member kicks and edits reach the platform.

What moderation decides in a match chat, and that announcements skip it, is tested in the
core harness (tests/core/test_match_chats.py).
"""

from __future__ import annotations

from sandbox.script import Scene

MATCH_CHAT_ID = -1001003


async def test_a_match_chat_message_is_deleted_a_newcomer_removed_an_edit_read(
    scene: Scene,
) -> None:
    tid = await scene.create("Кубок чатов")
    anna, boris = scene.player("Анна"), scene.player("Борис")
    for i, (nick, user) in enumerate((("Анна", anna), ("Борис", boris))):
        await scene.register(user, nick, f"60{i}", tid)
    room = scene.sb.group(MATCH_CHAT_ID, "Матч: Анна — Борис", bot_is_admin=True)
    room.add_member(scene.judge, "creator")
    room.add_member(anna)
    room.add_member(boris)
    await scene.judge.send(f"/bind матч #{tid}", chat=room)
    await room.expect("чат матчей турнира «Кубок чатов»")

    # deleteMessage: the obscene message is gone from the chat.
    bad = await boris.send("ну это х.у.й знает что такое", chat=room)
    await scene.sb.wait(lambda: bad.deleted)

    # new_chat_members in, banChatMember out: the added person leaves the chat.
    friend = scene.sb.user(7001, "Пётр", username=None)
    anna.add_to(room, friend)
    added = await scene.judges_chat.expect("добавил в чат матчей")
    assert "Пётр" in added.text
    await scene.sb.wait(lambda: not room.is_member(friend.id))

    # edited_message: the new text reaches the core; the message stays.
    said = await boris.send("гг, сыграем вторую", chat=room)
    await boris.edit(said, "гг, вторую не играем, счёт 2:0")
    edited = await scene.judges_chat.expect("изменил сообщение")
    assert "счёт 2:0" in edited.text
    assert not said.deleted
