"""`/need`: what each record of the rounds left gives a player for the top (issue 26)."""

from __future__ import annotations

import re

from harness import Core
from round_play import play_round
from test_profile import page_html

from bot.context import Context
from bot.usecases.my_match import my_matches
from bot.usecases.profile import LiveNeed, profile

EIGHT = [f"Игрок{n}" for n in range(1, 9)]


async def test_need_after_round_one_of_a_swiss_with_a_top_four(core: Core) -> None:
    # FMT-1: swiss:3 then a top 4, after round 1. A winner (3 points) who wins again makes
    # 6, and round 2's pairs let no more than three others reach it; a loser needs both.
    t = await core.tournament(EIGHT, 'stages="swiss:3,top:4"')
    await play_round(core, t, 1)
    first = core.pairs(t, 1)[0]
    await core.say(first.a, "/need")
    won = core.expect(first.a, key="need-answer").text
    assert "что нужно для топ-4" in won and "Осталось матчей в швейцарке: 2" in won
    assert "2-0 — гарантирует топ-4" in won and "1-1 — гарантирует топ-4" in won
    assert "Посчитано точно" in won
    await core.say(first.b, "/need")
    lost = core.expect(first.b, key="need-answer").text
    assert "2-0 — гарантирует топ-4" in lost and "1-1 — не попадает" in lost
    assert "0-2 — не попадает" in lost
    assert re.search(r"1-0-1 — может попасть \(≈ \d+ %, решат доп\. показатели\)", lost)
    # A judge asks for any player; a player may not.
    await core.say(core.judge, f"/need {first.b.name} #{t.id}", core.judges_chat)
    assert core.expect(core.judges_chat, key="need-answer").text == lost
    await core.say(first.a, f"/need {first.b.name}")
    core.expect(first.a, "только для судей", key="need-judges-only")
    # «Мой матч» shows the same lines (issue 26).
    actor = first.a.actor
    mine = await core.service.read(lambda ctx: my_matches(ctx, actor.platform, actor.user_id))
    card = mine.cards[0]
    assert card.need_top == 4 and card.need is not None
    lines = {item["record"]: item["$key"] for item in card.need["items"]}
    assert lines["2-0"] == "need-line-guaranteed" and lines["1-1"] == "need-line-guaranteed"

    # The profile's live view shows the same lines while he plays (issue 26).
    async def live_of(ctx: Context) -> tuple[LiveNeed, ...]:
        account = await ctx.store.accounts.find(actor.platform, actor.user_id)
        assert account is not None
        found = await profile(ctx, account.id)
        assert found is not None and not found.played  # his first tournament, still running
        return found.live

    live = await core.service.read(live_of)
    assert [(n.tournament, n.top) for n in live] == [(t.id, 4)]
    assert live[0].lines == card.need
    account = await core.service.read(
        lambda ctx: ctx.store.accounts.find(actor.platform, actor.user_id)
    )
    found = await core.service.read(lambda ctx: profile(ctx, account.id))
    html = await page_html(core, found, "ru")
    assert "Играет сейчас" in html and "Что нужно для топ-4" in html
    assert "2-0 — гарантирует топ-4" in html
    outsider = core.person("Зритель")
    await core.say(outsider, f"/need #{t.id}")
    core.expect(outsider, f"Вы не играете в «{t.title}»", key="need-not-player")


async def test_need_refuses_a_swiss_without_a_top(core: Core) -> None:
    t = await core.tournament(EIGHT[:4], {"rounds": "2"})
    await core.say(t.players[0], "/need")
    core.expect(t.players[0], "не такой этап", key="need-no-top")
