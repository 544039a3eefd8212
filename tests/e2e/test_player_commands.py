"""Player commands through the Telegram door: the language of the update is the player's."""

from __future__ import annotations

from sandbox.script import Scene

# The rules of the player commands are tested in the core: tests/core/test_commands.py,
# test_registration.py and test_results.py. This one is about the door: Telegram's
# language_code of the update becomes the reader's locale, and a press on a message without
# buttons takes no keyboard away (issue 23).


async def test_an_english_speaking_player_reads_english(scene: Scene) -> None:
    tid = await scene.create("Кубок Языков")
    guest = scene.sb.user(4242, "John", language_code="en")
    scene.channel.add_member(guest)
    await guest.send(f"/start t{tid}")
    await guest.expect("registration is open")
    await guest.send("/register John 4242")
    rules = await guest.expect("I accept")
    await guest.press(rules, "I accept")
    await guest.expect("You are registered")
    await guest.send("/report 2:1")
    await guest.expect("is not under way")
    # A forged or stale press on a message without buttons: answered, and no keyboard is
    # removed where there is none (Telegram would answer 400 «message is not modified»).
    edits = scene.sb.stats.calls["editMessageReplyMarkup"]
    plain = guest.inbox[-1]
    assert not plain.buttons()
    await guest.press_forged(plain, "/help")
    await guest.expect("/report")  # the help arrived: the press was carried out
    assert scene.sb.stats.calls["editMessageReplyMarkup"] == edits
