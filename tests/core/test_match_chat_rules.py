"""Match chats (MOD-2): `/bind match`; moderation reads them, announcements skip them."""

from __future__ import annotations

from harness import Core

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def test_a_match_chat_is_moderated_and_gets_no_announcements(core: Core) -> None:
    t = await core.tournament(NICKS, title="Кубок чатов", begin=False)
    room = core.group("Матч: Анна — Борис", bot_is_admin=True)
    anna, boris = t["Анна"], t["Борис"]
    for person in (core.judge, anna, boris):
        core.join(person, room)
    await core.say(core.judge, f"/bind матч #{t.id}", room)
    core.expect(room, "чат матчей турнира «Кубок чатов»")

    await core.say(core.judge, "/begin", core.channel)
    core.expect(core.channel, "тур 1")
    core.pairing(anna, 1)

    # Obscenity: removed, a warning by the ladder, quoted to the judges — as in the channel.
    bad = "ну это х.у.й знает что такое"
    await core.say(boris, bad, room)
    core.expect(boris, "вам предупреждение (MOD-3)")
    quote = core.expect(core.judges_chat, "нецензурная брань")
    assert "Борис" in quote.text and "х.у.й" in quote.text
    assert bad in core.deleted(room)

    # A player brings someone in: the judges learn who added whom, the bot removes him.
    friend = core.person("Пётр", channel=False)
    await core.add_members(anna, room, friend)
    added = core.expect(core.judges_chat, "добавил в чат матчей")
    assert "Анна" in added.text and "Пётр" in added.text and "бот их удалил" in added.text
    assert friend.user_id not in room.members

    # An edit is not punished, but the judges see the new text and who changed it.
    said = "гг, сыграем вторую"
    await core.say(boris, said, room)
    await core.edit(boris, said, "гг, вторую не играем, счёт 2:0", room)
    edited = core.expect(core.judges_chat, "изменил сообщение")
    assert "Борис" in edited.text and "счёт 2:0" in edited.text
    assert "Матч: Анна — Борис" in edited.text
    assert core.deleted(room) == [bad]  # the edited message stays

    # Pairings and the rest of the announcements stay in the channel.
    posted = core.posted(room, all=True)
    assert not any("тур 1" in m.text for m in posted)
    assert [m.text for m in posted if "Регистрация" in m.text] == []
