"""Chat moderation's verdicts: obscenity by the ladder, flood, the organizer's words (MOD-2…8)."""

from __future__ import annotations

from pathlib import Path

from harness import Core

from bot.runtime.config import ModerationSettings

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def test_obscenity_twice_disqualifies_after_a_judge_confirms(core: Core) -> None:
    # MOD-3: a first obscene message is a warning; a repeat asks a judge, who confirms with
    # one tap; MOD-8: the disqualified player's knockout opponent advances.
    t = await core.tournament(NICKS, "stages=single bo=1", title="Кубок порядка")
    boris = t["Борис"]
    p = core.pairing(boris, 1)
    assert p.opponent is not None
    rival = p.opponent
    first = "ну это х.у.й знает что такое"
    await core.say(boris, first, core.channel)
    core.expect(boris, "вам предупреждение (MOD-3)")
    quote = core.expect(core.judges_chat, "нецензурная брань")
    assert "Борис" in quote.text and "х.у.й" in quote.text
    assert first in core.deleted(core.channel)  # removed: the bot is an admin there (MOD-2)
    await core.say(boris, "опять п*зд*ц", core.channel)
    core.expect(core.judges_chat, "по регламенту дисквалификация")
    await core.press(core.judge, "Дисквалифицировать", core.judges_chat)
    core.expect(boris, "вы дисквалифицированы")
    core.expect(core.channel, "Борис дисквалифицирован")
    await core.say(core.judge, f"/pairings #{t.id}")
    shown = core.expect(core.judge, "тур 1:")
    line = next(row for row in shown.text.splitlines() if "Борис" in row)
    assert "(1:0)" in line or "(0:1)" in line  # his match is lost at once
    core.expect(rival, "один из игроков дисквалифицирован (MOD-8)")
    # MOD-8: his knockout opponent advances to the final once the other semi is played.
    others = [n for n in NICKS if n not in ("Борис", rival.name)]
    await core.say(t[others[0]], "/concede")
    await core.press(t[others[0]], "Сдаю матч")
    bracket = core.expect(core.channel, "сетка после тура 1")
    semi = next(row for row in bracket.text.splitlines() if "Борис" in row)
    assert f"проходит {rival.name})" in semi, bracket.text
    final_row = next(row for row in bracket.text.splitlines() if row.startswith("финал"))
    assert rival.name in final_row and others[1] in final_row, bracket.text
    await core.say(core.judge, "/next", core.channel)
    final = core.pairing(rival, 2)
    assert final.opponent is not None and final.opponent.name == others[1]
    # Spectators get a remark; a chat flood is caught too.
    fan = core.person("Зритель")
    await core.say(fan, "/start")
    core.expect(fan, "Привет")
    for n in range(8):
        await core.say(fan, f"ура {n}", core.channel)
    core.expect(fan, "вам замечание")
    core.expect(core.judges_chat, "флуд")


async def test_the_bot_flags_an_organizers_insult_in_the_channel(
    core: Core, tmp_path: Path
) -> None:
    # MOD-2: the organizer's `[moderation]` insults file counts as the built-in list does.
    (tmp_path / "insults.txt").write_text("# свои слова\nзануда\n", encoding="utf-8")
    insults, allowed = ModerationSettings(insults_file=tmp_path / "insults.txt").words()
    core.use_word_lists(insults, allowed)
    t = await core.tournament(NICKS, title="Кубок слов")
    await core.say(t["Анна"], "Борис, ты зануда", core.channel)
    alert = core.expect(core.judges_chat, "оскорбление")
    assert "зануда" in alert.text
