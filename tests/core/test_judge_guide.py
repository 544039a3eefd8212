"""«Памятка судьи» (issue 24): `/guide` (VK: `памятка`) sends a judge the guide from docs/,
in parts within the platforms' 4096 characters; anyone else is told it is for judges."""

from __future__ import annotations

from harness import Core


async def test_a_judge_gets_the_guide_in_parts_and_a_player_is_refused(core: Core) -> None:
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], begin=False)
    await core.say(core.judge, "/guide")
    parts = [m for m in core.sent(core.judge) if m.key in ("guide-first", "guide-part")]
    assert len(parts) >= 2 and parts[0].key == "guide-first"
    assert all(len(m.text) <= 4096 for m in parts)
    guide = "\n".join(m.text for m in parts)
    assert "Памятка судьи" in guide
    for command in ("/techloss", "/repair", "/swap", "/undo", "/decide", "/paid", "/finish"):
        assert command in guide
    assert "RES-7" in guide and "MOD-5" in guide and "`" not in guide  # plain text, no markup

    # In a group the guide goes to the judge privately; the group hears one line.
    await core.say(core.judge, "/guide", chat=core.judges_chat)
    core.expect(core.judges_chat, key="guide-sent-privately")
    core.expect(core.judge, key="guide-first")

    # A player is no judge: a short refusal, nothing of the guide.
    anna = t["Анна"]
    await core.say(anna, "/guide")
    core.expect(anna, key="guide-judges-only")
    assert not [m for m in core.sent(anna) if m.key.startswith("guide-")]


async def test_a_vk_judge_asks_with_the_russian_word(core: Core) -> None:
    olga = core.person("Ольга", platform="vk", admin=True)  # a global admin judges every event
    await core.say(olga, "памятка")  # the VK word, no slash
    first = core.expect(olga, key="guide-first")
    assert "Памятка судьи" in first.text
