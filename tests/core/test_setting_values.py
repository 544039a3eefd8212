"""Setting values: a bad one is answered with the form it takes; the technical loss score
is the organizer's (FMT-10, RES-7, REG-4)."""

from __future__ import annotations

from harness import Core

from bot.service import Outcome

NICKS = ["Анна", "Борис", "Вера", "Глеб"]


async def test_a_bad_setting_value_is_refused_in_russian_with_the_right_form(core: Core) -> None:
    # FMT-10, RES-7, REG-4: each new setting says what it takes.
    t = await core.tournament([], begin=False)
    for setting, form in (
        ("draft_pick_seconds=55,0", "секунды на пики через запятую"),
        ("draft_review_seconds=1", "секунды на просмотр"),
        ("techloss_score=0:2", "счёт победителя и проигравшего"),
        ("checkin_remind_minutes=0", "минуты до конца подтверждения"),
    ):
        assert await core.say(core.judge, f"/set {setting} #{t.id}") is Outcome.REFUSED
        refused = core.expect(core.judge, key="set-bad-value")
        assert form in refused.text, refused.text


async def test_the_technical_loss_score_is_shown_in_the_settings(core: Core) -> None:
    # RES-7: auto by default (the games the match needs), the organizer's score once set.
    t = await core.tournament([], begin=False)
    await core.say(core.judge, f"/settings #{t.id}")
    assert "(techloss_score): авто: 1:0 в BO1, 2:0 в BO3" in core.last(core.judge).text
    await core.say(core.judge, f"/set techloss_score=1:0 #{t.id}")
    assert "(techloss_score): 1:0" in core.last(core.judge).text


async def test_a_technical_loss_takes_the_organizers_score(core: Core) -> None:
    # RES-7 (S4 9.2): "unless the special rules set another": techloss_score=1:0 in BO3.
    t = await core.tournament(NICKS, {"bo": "3", "techloss_score": "1:0"})
    pair = core.pairs(t, 1)[0]
    await core.say(core.judge, f"/techloss {pair.a.name} неявка #{t.id}", core.judges_chat)
    core.expect(core.judges_chat, f"техническое поражение в матче №{pair.number}")
    async with core.db.transaction() as store:
        match = await store.matches.by_number(t.id, pair.number)
    assert match is not None and (match.score_a, match.score_b) == (0, 1)
