"""Sanctions by the ladder: bans across tournaments, game losses in the open match (MOD-1…9)."""

from __future__ import annotations

from harness import Core, Event, Sent

from bot.service import Outcome

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def started(core: Core) -> Event:
    """A started four-player tournament, as the judge and the players set it up."""
    return await core.tournament(NICKS, title="Кубок порядка")


def file_of(messages: list[Sent]) -> bytes:
    """The bytes of the first message that came with a file."""
    document = next(m.file for m in messages if m.file is not None)
    assert document is not None
    return document[1]


async def test_a_banned_player_is_refused_at_the_next_tournament(core: Core) -> None:
    # MOD-9: a ban for a period refuses registration anywhere until it ends.
    t = await started(core)
    gleb = t["Глеб"]
    await core.say(core.judge, f"/ban 30 Глеб подсказки со стороны #{t.id}")
    issued = core.expect(core.judge, "Глеб:")
    assert "бан" in issued.text
    core.expect(gleb, "бан на участие в турнирах до")
    await core.say(core.judge, f"/bans #{t.id}")
    core.expect(core.judge, "Действующие баны")
    other = await core.tournament([], title="Следующий кубок", begin=False)
    await core.say(gleb, f"/start t{other.id}")
    await core.say(gleb, "/register Глеб 503")
    core.expect(gleb, "запрещено участвовать в турнирах до")
    await core.say(core.judge, f"/history Глеб #{t.id}")
    assert "бан" in core.expect(core.judge, "Санкции Глеб").text
    await core.say(core.judge, f"/audit csv #{t.id}")
    assert "sanction" in file_of(core.sent(core.judge)).decode("utf-8-sig")


async def test_game_losses_count_in_the_players_open_match(core: Core) -> None:
    # MOD-5: a repeat of stalling is a game loss; MOD-1: a game loss is a game of the player's
    # open match won by his opponent, and in a BO3 the second one ends the match (RES-8).
    t = await started(core)
    judge, chat = core.judge, core.judges_chat
    anna = t["Анна"]
    p = core.pairing(anna, 1)
    assert p.opponent is not None
    rival = p.opponent
    opponent = rival.name

    def tally(anna_games: int, rival_games: int) -> tuple[str, str]:
        return (f"Анна — {opponent} {anna_games}:{rival_games}",
                f"{opponent} — Анна {rival_games}:{anna_games}")  # fmt: skip

    await core.say(judge, f"/warn Анна затягивание думала пять минут #{t.id}", chat)
    core.expect(chat, "Анна: предупреждение (MOD-5)")
    await core.say(judge, f"/warn Анна затягивание снова #{t.id}", chat)
    core.expect(chat, "Анна: техническое поражение в партии (MOD-5). (повторное")
    applied = core.expect(chat, f"Партия засчитана в пользу {opponent}")
    assert any(score in applied.text for score in tally(0, 1))
    core.expect(anna, "вам техническое поражение в партии (MOD-5)")
    told = core.expect(rival, "партия засчитана вам")
    assert "Анна получил техническое поражение в партии (MOD-5)" in told.text
    # The game counts: a report that leaves it out is refused.
    await core.say(anna, "/report 2:0")
    core.expect(anna, "уже засчитаны партии по санкциям судьи: 0:1")

    await core.say(judge, f"/gameloss Анна опоздала к партии #{t.id}", chat)
    core.expect(chat, "Анна: техническое поражение в партии (MOD-4)")
    ended = core.expect(chat, f"Матч №{p.number}:")  # final as a judge's /result
    assert "Записано в журнал" in ended.text and any(s in ended.text for s in tally(0, 2))
    for player in (anna, rival):
        final = core.expect(player, "партии засчитаны по техническим поражениям")
        assert any(score in final.text for score in tally(0, 2))
    await core.say(judge, f"/pairings #{t.id}", chat)
    shown = core.expect(chat, "тур 1:")
    line = next(row for row in shown.text.splitlines() if "Анна" in row)
    assert "(0:2)" in line or "(2:0)" in line

    # No open match left: the sanction is recorded, the judge told no game was applied.
    await core.say(judge, f"/gameloss Анна снова опоздала #{t.id}", chat)
    core.expect(chat, "Анна: техническое поражение в партии")
    core.expect(chat, "У Анна нет открытого матча в текущем туре — партию засчитать некуда")
    await core.say(judge, f"/history Анна #{t.id}", chat)
    history = core.expect(chat, "Санкции Анна")
    assert history.text.count("техническое поражение в партии") == 3

    # A reported score that leaves out the game is cleared; the players report again.
    vera_nick = next(n for n in NICKS if n not in ("Анна", opponent))
    vera = t[vera_nick]
    q = core.pairing(vera, 1)
    assert q.opponent is not None
    other = q.opponent
    await core.say(vera, "/report 2:0")
    core.expect(other, "ввёл счёт")
    await core.say(judge, f"/gameloss {vera_nick} опоздание #{t.id}", chat)
    core.expect(chat, f"Партия засчитана в пользу {other.name}")
    for player in (vera, other):
        core.expect(player, f"Введённый счёт матча №{q.number} снят")
    await core.say(other, "/confirm")
    core.expect(other, "пока нечего подтверждать")
    await core.say(vera, "/report 2:1")
    core.expect(other, "ввёл счёт")

    await core.say(judge, f"/audit csv #{t.id}", chat)
    log = file_of(core.posted(chat)).decode("utf-8-sig")
    assert "game-awarded" in log and '""source"": ""gameloss""' in log


async def test_a_deck_violation_is_sanctioned_from_a_game_loss_to_a_dq(core: Core) -> None:
    # MOD-7 (S4 11.3): from a game loss to a disqualification, the judge chooses.
    t = await core.tournament(NICKS, title="Кубок колод")
    anna = t["Анна"]
    mine = core.pairing(anna, 1)
    assert mine.opponent is not None
    chat = core.judges_chat
    for command, kind in (
        ("/warn Анна колода не совпадает с деклистом", "предупреждение"),
        ("/remark Анна колода не та", "замечание"),
        ("/ban 30 Анна колода не совпадает", "бан"),
    ):
        assert await core.say(core.judge, f"{command} #{t.id}", chat) is Outcome.REFUSED
        refused = core.expect(chat, key="sanction-deck-range")
        assert "от технического поражения в партии до дисквалификации (MOD-7)" in refused.text
        assert "/gameloss, /matchloss или /dq" in refused.text
        assert f"«{kind}» сюда не подходит" in refused.text
    assert [m for m in core.sent(anna, all=True) if m.key.startswith("you-got-")] == []

    # The lightest the rule allows is carried out: a game of her match for her opponent.
    await core.say(core.judge, f"/gameloss Анна колода не совпадает #{t.id}", chat)
    issued = core.expect(chat, key="sanction-issued")
    assert "техническое поражение в партии (MOD-7)" in issued.text
    core.expect(mine.opponent, key="gameloss-game-won")
    # Another violation is not held to that range.
    await core.say(core.judge, f"/warn Вера затягивание #{t.id}", chat)
    assert "предупреждение (MOD-5)" in core.expect(chat, key="sanction-issued").text
    await core.say(core.judge, f"/dq Борис колода другая #{t.id}", chat)
    assert "дисквалификация (MOD-7)" in core.expect(chat, key="sanction-issued").text
