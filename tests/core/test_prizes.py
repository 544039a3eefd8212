"""The prize table, the judges' view of the prizes, the head judge, registration's consent and
eligibility, and a ban across tournaments (PRZ-1…PRZ-3, REG-1, REG-3, MOD-9, S0 9.2)."""

from __future__ import annotations

from harness import Core
from prize_scene import PRIZES, play_to_the_end

from bot.service import Outcome


async def test_a_malformed_prize_table_names_the_bad_part(core: Core) -> None:
    # REG-1, PRZ-1: the refusal quotes the wrong line and says what is wrong with it.
    await core.say(core.judge, "/new Призовой")
    cases = {
        '"1:money 5000; 3-2:items Набор"': ("«3-2:items Набор»", "первое не больше второго"),
        '"1:cash 5000"': ("«1:cash 5000»", "bonus, items, money или qualification"),
        '"1:money"': ("«1:money»", "не сказано, что вручается"),
        '"первое место: деньги"': ("«первое место: деньги»", "<место>[-<место>]:<вид>"),
    }
    for value, (part, why) in cases.items():
        assert await core.say(core.judge, f"/set prizes={value}") is Outcome.REFUSED
        refusal = core.expect(core.judge, key="prizes-bad-part")
        assert part in refusal.text and why in refusal.text
    assert await core.say(core.judge, '/set prizes="1:деньги 100; 2:предметы Щит"') is Outcome.DONE
    shown = core.expect(core.judge, key="settings-changed").text
    assert "1 место — денежный приз: 100; 2 место — внутриигровые предметы: Щит" in shown


async def test_the_table_is_announced_shown_in_settings_and_to_anyone(core: Core) -> None:
    # REG-1, S4 8.1: the prizes are part of the announced conditions.
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], {"prizes": PRIZES}, begin=False)
    posted = core.posted(core.channel, all=True)
    announcement = next(m for m in posted if m.key == "announcement")
    assert "Призы: 1 место — денежный приз: 5000 ₽; 2 место" in announcement.text
    await core.say(core.judge, f"/settings #{t.id}", core.judges_chat)
    shown = core.expect(core.judges_chat, key="settings")
    assert "призы (prizes): 1 место — денежный приз: 5000 ₽" in shown.text
    assert "(require_game_id): включено" in shown.text  # REG-3
    assert "(drop_keeps_prize): выключено" in shown.text  # S4 8.7
    anna = core.nickname("Анна")
    await core.say(anna, "/prizes")
    table = core.expect(anna, key="prizes-table")
    assert "3-4 место — бонусы: 500 бонусов" in table.text
    await core.say(core.judge, f'/set prizes="1:items Меч" #{t.id}', core.judges_chat)
    core.expect(core.channel, "Изменились условия турнира: призы", key="announcement-updated")


async def test_judges_see_winners_status_and_deadline_and_only_the_head_the_data(
    core: Core,
) -> None:
    # PRZ-1, S4 8.2: claim data (nickname, game id) for the head judge and admins only.
    oleg = core.person("Олег")
    t, (first, second, *_) = await play_to_the_end(core)
    await core.say(core.judge, f"/judge #{t.id}", core.judges_chat, reply_to=oleg)
    await core.say(second, "/claim Борис Игровой; 777; БорисП")
    await core.say(oleg, f"/prizes #{t.id}")
    plain = core.expect(oleg, key="prizes-judges")
    assert f"2 место — внутриигровые предметы: Набор героя: {second.name}, данные получены" in (
        plain.text
    )
    assert f"1 место — денежный приз: 5000 ₽: {first.name}, ждём ответа, срок 21.12.2026" in (
        plain.text
    )
    assert "777" not in plain.text and "видят только главный судья" in plain.text
    await core.say(core.judge, f"/prizes #{t.id}", core.judges_chat)
    shared = core.expect(core.judges_chat, key="prizes-judges")  # other judges read there
    assert "777" not in shared.text and "в личном чате" in shared.text
    await core.say(core.judge, f"/prizes #{t.id}")
    full = core.expect(core.judge, key="prizes-judges")
    assert "ник в игре Борис Игровой, ID 777, ник на Платформе БорисП" in full.text
    await core.say(oleg, f"/prizes csv #{t.id}")
    name, data = core.expect(oleg, key="prizes-file").file or ("", b"")
    assert name == f"prizes-{t.id}.csv" and b"777" not in data
    await core.say(core.judge, f"/prizes csv #{t.id}")
    _, data = core.expect(core.judge, key="prizes-file").file or ("", b"")
    assert "Борис Игровой,777,БорисП" in data.decode("utf-8-sig")


async def test_the_head_judge_holds_the_lot_and_the_prizes(core: Core) -> None:
    # S0 9.2, S4 8.2: one head judge (the creator until /judge head); others keep the rest.
    oleg, pavel = core.person("Олег"), core.person("Павел")
    await core.say(oleg, "/start")
    await core.say(core.judge, "/new Кубок")
    tid = int(core.last(core.judge).params["id"])
    await core.say(core.judge, f"/bind judges #{tid}", core.judges_chat)
    await core.say(core.judge, f"/judge #{tid}", core.judges_chat, reply_to=oleg)
    assert await core.say(oleg, f'/set prizes="1:items Меч" #{tid}') is Outcome.REFUSED
    assert "главный судья турнира" in core.expect(oleg, key="head-judge-only").text
    assert await core.say(oleg, f"/set seed=abc #{tid}") is Outcome.REFUSED
    assert await core.say(oleg, f"/set bo=1 #{tid}") is Outcome.DONE  # every other power
    assert await core.say(oleg, f"/judge head #{tid}", core.judges_chat, reply_to=oleg) is (
        Outcome.REFUSED
    )
    await core.say(core.judge, f"/judge head #{tid}", core.judges_chat, reply_to=oleg)
    core.expect(core.judges_chat, key="head-judge-set")
    core.expect(oleg, key="you-are-head-judge")
    assert await core.say(oleg, f'/set prizes="1:items Меч" #{tid}') is Outcome.DONE
    await core.say(oleg, f"/judge head #{tid}", core.judges_chat, reply_to=pavel)
    assert await core.say(oleg, f"/set seed=abc #{tid}") is Outcome.REFUSED  # one head only


async def test_paid_marks_a_claimed_prize_and_is_audited(core: Core) -> None:
    # PRZ-1: /paid <place> after the winner answered; the player is told; audited.
    t, (_, second, *_) = await play_to_the_end(core)
    judge = core.judges_chat
    assert await core.say(core.judge, f"/paid 2 #{t.id}", judge) is Outcome.REFUSED
    assert "ещё не получен" in core.expect(judge, key="paid-not-claimed").text
    await core.say(second, "/claim Борис; 777; БорисП")
    assert await core.say(core.judge, f"/paid 2 #{t.id}", judge) is Outcome.DONE
    core.expect(judge, key="paid-marked")
    core.expect(second, key="prize-paid")
    assert await core.say(core.judge, f"/paid 2 #{t.id}", judge) is Outcome.REFUSED
    core.expect(judge, key="paid-already")
    assert await core.say(core.judge, f"/paid 9 #{t.id}", judge) is Outcome.REFUSED
    core.expect(judge, key="paid-no-prize")
    await core.say(core.judge, f"/audit csv #{t.id}", judge)
    _, log = core.expect(judge, key="audit-file").file or ("", b"")
    assert b"prize-paid" in log


async def test_registration_names_consent_and_asks_to_confirm_age_and_territory(
    core: Core,
) -> None:
    # S4 1.6, 1.7, 1.9, 8.11: consent to publication and processing; one button each.
    await core.say(core.judge, "/new Кубок")
    tid = int(core.last(core.judge).params["id"])
    await core.say(core.judge, f'/set min_age=18 territory="Россия, Беларусь" #{tid}')
    await core.say(core.judge, f"/open #{tid}")
    anna = core.person("Анна")
    await core.say(anna, f"/start t{tid}")
    await core.say(anna, "/register Анна 1234")
    rules = core.expect(anna, key="rules-to-accept")
    assert "соглашаетесь на публикацию результатов и ников и на обработку данных" in rules.text
    assert rules.labels == ["Мне есть 18 лет", "Я нахожусь: Россия, Беларусь", "Принимаю"]
    assert await core.press(anna, "Принимаю") is Outcome.REFUSED
    assert "возраст, территорию" in core.expect(anna, key="eligibility-missing").text
    await core.press(anna, "Мне есть 18")
    confirmed = core.expect(anna, key="eligibility-confirmed")
    assert confirmed.labels == ["Я нахожусь: Россия, Беларусь", "Принимаю"]
    await core.press(anna, "Я нахожусь")
    await core.press(anna, "Принимаю")
    core.expect(anna, key="registered")


async def test_a_prize_tournament_requires_the_game_id_at_registration(core: Core) -> None:
    # REG-3, MOD-9: the game id binds bans and duplicates to the person.
    await core.say(core.judge, "/new Кубок")
    tid = int(core.last(core.judge).params["id"])
    await core.say(core.judge, f'/set prizes="1:items Меч" #{tid}')
    await core.say(core.judge, f"/open #{tid}")
    anna = core.person("Анна")
    await core.say(anna, f"/start t{tid}")
    assert await core.say(anna, "/register Анна") is Outcome.REFUSED
    assert "/register Анна <ID в игре>" in core.expect(anna, key="game-id-required").text
    await core.say(core.judge, f"/set require_game_id=off #{tid}")
    assert await core.say(anna, "/register Анна") is Outcome.DONE


async def test_a_ban_removes_the_player_from_every_tournament_after_a_tap(core: Core) -> None:
    # S4 1.1, MOD-9: a ban during a tournament takes him out of it and of every other one.
    t = await core.tournament()
    await core.say(core.judge, "/new Второй")
    second = int(core.last(core.judge).params["id"])
    await core.say(core.judge, f"/open #{second}")
    gleb = core.nickname("Глеб")
    await core.register(gleb, second, "Глеб", "50003")
    await core.say(core.judge, f"/ban 30 Глеб оскорбления #{t.id}", core.judges_chat)
    ask = core.expect(core.judges_chat, key="ban-remove-ask")
    assert ask.labels == ["Снять со всех турниров", "Оставить"]
    await core.press(core.judge, "Снять со всех", core.judges_chat)
    done = core.expect(core.judges_chat, key="ban-remove-done")
    assert "«Кубок Берсерка»" in done.text and "«Второй»" in done.text
    assert len([m for m in core.sent(gleb) if m.key == "ban-removed-you"]) == 2
    async with core.db.transaction() as store:
        account = await store.accounts.find(gleb.platform, gleb.user_id)
        assert account is not None
        statuses = {p.tournament_id: p.status for p in await store.players.of_person(account.id)}
    assert statuses == {t.id: "disqualified", second: "refused"}
