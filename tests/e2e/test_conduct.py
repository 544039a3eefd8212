"""Protests through the door: a screenshot downloaded from Telegram reaches the judges (PRO-6).

The rules of protests, sanctions and chat moderation are tested in the core harness
(tests/core/test_protests.py, test_sanctions.py, test_moderation.py).
"""

from __future__ import annotations

from sandbox.script import Scene
from sandbox.shared import make_png

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def test_an_evidence_screenshot_is_downloaded_and_forwarded_as_a_file(
    scene: Scene,
) -> None:
    # PRO-6: the photo is fetched from the platform and uploaded to the judges' chat.
    tid = await scene.create("Кубок порядка")
    for i, nick in enumerate(NICKS):
        await scene.register(scene.player(nick), nick, f"50{i}", tid)
    await scene.judge.send("/begin", chat=scene.channel)
    anna = scene.players["Анна"]
    p = await scene.pairing(anna, 1)
    assert p is not None
    await anna.send(f"/protest {p.number}")
    ask = await anna.expect("Выберите одну причину")
    await anna.press(ask, "Затягивание времени")
    await anna.expect("опишите её одним сообщением")
    await anna.send("Соперник тянет время.")
    filed = await anna.expect("передана судьям")
    protest_id = filed.text.split("№")[1].split(" ")[0]
    await scene.judge.send(f"/evidence {protest_id} 10 #{tid}", chat=scene.judges_chat)
    await anna.expect("пришлите сюда скриншоты или видео")
    await anna.send_photo(make_png(), "screen.png")
    await anna.expect("приложен к жалобе")
    forwarded = await scene.judges_chat.expect(lambda m: m.document is not None)
    assert forwarded.document and forwarded.document.startswith(b"\x89PNG")
