"""Defects of a real tournament day, each against the rule it broke (FMT-7, FMT-8, FMT-10,
MOD-3, MOD-2, RES-7, REG-4)."""

from __future__ import annotations

from harness import Core, rows_of

from bot.service import Outcome

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def test_losers_of_one_two_and_nil_two_tie_on_gw_and_ogw_decides(core: Core) -> None:
    # FMT-7 (MTR App. C): a player's own GW% is floored at 1/3 for ranking: 1:2 and 0:2 tie,
    # and the 0:2 loser, who met the stronger opponent (OGW% 100% against 67%), ranks higher.
    t = await core.tournament(NICKS, {"bo": "3"})
    close, clear = core.pairs(t, 1)
    assert close.b is not None and clear.b is not None
    for pair, score in ((close, "2:1"), (clear, "2:0")):
        await core.say(pair.a, f"/report {score}")
        assert await core.press(pair.b, "Подтвердить") is Outcome.DONE
    table = core.expect(core.channel, "таблица после тура 1")
    order = [nick for _, nick, _ in rows_of(table.text)]
    assert order == [clear.a.name, close.a.name, clear.b.name, close.b.name], table.text


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
)


async def test_a_card_name_of_the_loaded_pool_is_no_insult(core: Core) -> None:
    # MOD-2: the card pool is the organizer's data (DECK-4); its names are never a violation,
    # in any case and with ё, but an insult beside a card name still is one.
    await core.send_file(core.judge, "pool.csv", POOL.encode(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен: 3")
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


async def test_without_a_pool_the_filter_reads_the_words(core: Core) -> None:
    # MOD-2: with no card pool loaded nothing is exempt: «тварей» is read as it stands.
    t = await core.tournament(NICKS, title="Кубок без пула")
    await core.say(t["Анна"], "Похлебка из болотных тварей", core.channel)
    core.expect(core.judges_chat, "оскорбление", key="moderation-alert")


async def test_a_new_pool_replaces_the_exempt_names(core: Core) -> None:
    # DECK-4, MOD-2: the names are cached per loaded version of the pool; a new import counts.
    await core.send_file(core.judge, "pool.csv", POOL.encode(), caption="/cards")
    t = await core.tournament(NICKS, title="Кубок болот")
    anna = t["Анна"]
    await core.say(anna, "Похлебка из болотных тварей", core.channel)
    assert not core.deleted(core.channel)
    other = POOL.replace("Похлебка из болотных тварей", "Болотный огонёк")
    await core.send_file(core.judge, "pool.csv", other.encode(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен: 3")
    await core.say(anna, "Похлебка из болотных тварей", core.channel)
    assert core.deleted(core.channel) == ["Похлебка из болотных тварей"]
