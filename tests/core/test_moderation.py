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


async def test_an_insult_then_obscenity_is_the_mod3_repeat(core: Core) -> None:
    # MOD-3 (S4 11.5): "obscene language or insults": an insult after a warning for obscenity
    # (or the other way round) is the repeat, and the judges are asked to disqualify.
    t = await core.tournament(NICKS, title="Кубок порядка")
    boris = t["Борис"]
    await core.say(boris, "Анна, ты идиот", core.channel)
    core.expect(boris, "вам предупреждение (MOD-3)")
    core.expect(core.judges_chat, "оскорбление")
    await core.say(boris, "ну х.у.й с ним", core.channel)
    asked = core.expect(core.judges_chat, "по регламенту дисквалификация", key="dq-confirm-ask")
    assert "Борис" in asked.text and "MOD-3" in asked.text
    assert not [m for m in core.sent(boris) if m.key == "you-got-warning"]


POOL = (
    "name,element,hero,horde,set\n"
    "Ведьма Трясины,болота,да,нет,Демо-1\n"
    "Похлебка из болотных тварей,болота,нет,нет,Демо-1\n"
    "Тень болот,болота,нет,нет,Демо-1\n"
    "Тварь Трясины,болота,нет,нет,Демо-1\n"
)


async def test_a_card_name_of_the_loaded_pool_is_no_insult(core: Core) -> None:
    # MOD-2: the card pool is the organizer's data (DECK-4); its names are never a violation,
    # in any case and with ё, but an insult beside a card name still is one.
    await core.send_file(core.judge, "pool.csv", POOL.encode(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен: 4")
    t = await core.tournament(NICKS, title="Кубок болот")
    anna = t["Анна"]
    core.sent(anna), core.posted(core.judges_chat)  # the pairing and the set-up read
    for praise in (
        "Похлебка из болотных тварей — отличная карта",
        "сыграл ПОХЛЁБКУ из болотных тварей на третьем ходу",
    ):
        await core.say(anna, praise, core.channel)
        assert praise not in core.deleted(core.channel)
    assert not core.sent(anna) and not core.posted(core.judges_chat)
    await core.say(anna, "«Похлебка из болотных тварей», а ты тварь", core.channel)
    core.expect(anna, "вам предупреждение (MOD-3)")
    alert = core.expect(core.judges_chat, "оскорбление", key="moderation-alert")
    assert alert.params["fragment"] == "тварь"


async def test_without_a_pool_the_games_creatures_are_no_insult(core: Core) -> None:
    # MOD-2 (issue 23): organizers rarely load a pool; a creature spoken of («из болотных
    # тварей») insults nobody, while «тварь» said to a player still does.
    t = await core.tournament(NICKS, title="Кубок без пула")
    anna = t["Анна"]
    core.sent(anna), core.posted(core.judges_chat)  # the pairing and the set-up read
    await core.say(anna, "Похлебка из болотных тварей — отличная карта", core.channel)
    assert not core.deleted(core.channel)
    assert not core.sent(anna) and not core.posted(core.judges_chat)
    await core.say(anna, "тварь, сдавайся", core.channel)
    alert = core.expect(core.judges_chat, "оскорбление", key="moderation-alert")
    assert alert.params["fragment"] == "тварь"


async def test_a_new_pool_replaces_the_exempt_names(core: Core) -> None:
    # DECK-4, MOD-2: the names are cached per loaded version of the pool; a new import counts.
    await core.send_file(core.judge, "pool.csv", POOL.encode(), caption="/cards")
    t = await core.tournament(NICKS, title="Кубок болот")
    anna = t["Анна"]
    await core.say(anna, "Тварь Трясины", core.channel)
    assert not core.deleted(core.channel)
    other = POOL.replace("Тварь Трясины", "Болотный огонёк")
    await core.send_file(core.judge, "pool.csv", other.encode(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен: 4")
    await core.say(anna, "Тварь Трясины", core.channel)
    assert core.deleted(core.channel) == ["Тварь Трясины"]
