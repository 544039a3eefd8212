"""Who is who across tournaments: persons from links, whom to ask, a split (issue 26, REG-3)."""

from __future__ import annotations

import pytest

from bot.domain.errors import Refusal
from bot.domain.identity import (
    OFFERS_MAX,
    Link,
    LinkOffer,
    persons,
    platform_of,
    refuse_answer,
    split,
    to_ask,
)


def link(id_: int, a: int, b: int, kind: str = "merge") -> Link:
    return Link(id_, a, b, kind, None, None, float(id_))


def test_linked_accounts_are_one_person_named_by_the_oldest_account() -> None:
    mapping = persons([1, 2, 3, 4, 5], [link(1, 4, 2), link(2, 2, 5)])
    assert mapping == {1: 1, 2: 2, 3: 3, 4: 2, 5: 2}


def test_a_new_link_to_a_newer_account_keeps_the_person_id() -> None:
    # The profile's address `/p/<id>` keeps working when a VK account joins later.
    before = persons([3, 7], [link(1, 7, 3)])
    after = persons([3, 7, 9], [link(1, 7, 3), link(2, 9, 7)])
    assert before[7] == after[7] == after[9] == 3


def test_the_oldest_holder_of_each_other_person_is_asked_and_nobody_twice() -> None:
    mapping = persons([1, 2, 3, 4], [link(1, 1, 2)])  # 1 and 2: one person already
    assert to_ask(4, [4, 2, 1, 3], mapping) == [1, 3]
    assert to_ask(2, [1, 2], mapping) == []  # his own person's accounts are not asked
    crowd = list(range(10, 11 + OFFERS_MAX))  # a game id many people typed: a typo, ask none
    assert to_ask(99, crowd, persons(crowd, [])) == []


def test_a_split_undoes_the_newest_links_that_join_the_two_and_no_more() -> None:
    # 1 —a— 2 —b— 3, and a wrong merge c: 3 — 4; then d: 4 — 5 (the wrong one's own link).
    links = [link(1, 1, 2, "confirmed"), link(2, 2, 3), link(3, 3, 4), link(4, 4, 5)]
    cut = split(1, 5, links)
    assert [x.id for x in cut] == [4]  # the newest alone parts them
    rest = [x for x in links if x not in cut]
    assert persons([1, 5], rest)[5] == 5
    cut = split(2, 4, links)
    assert [x.id for x in cut] == [3]  # 4—5 came back: it does not join 2 and 4
    assert split(1, 1, links) == []


def test_two_paths_are_both_cut() -> None:
    links = [link(1, 1, 2), link(2, 2, 3), link(3, 1, 3)]
    cut = split(1, 3, links)
    assert sorted(x.id for x in cut) == [2, 3]
    assert persons([1, 3], [x for x in links if x not in cut])[3] == 3


def test_only_the_asked_account_answers_and_only_once() -> None:
    offer = LinkOffer(1, 5, known=2, new=8, nickname="Лось", game_id="123", asked_at=0.0)
    refuse_answer(offer, 2)
    with pytest.raises(Refusal) as stranger:
        refuse_answer(offer, 8)
    assert stranger.value.key == "link-offer-unknown"
    answered = LinkOffer(1, 5, 2, 8, "Лось", "123", 0.0, answer="no", answered_at=1.0)
    with pytest.raises(Refusal) as again:
        refuse_answer(answered, 2)
    assert again.value.key == "link-offer-answered-no"


def test_a_judge_names_one_nickname_on_one_platform() -> None:
    assert platform_of("vk:Лось") == ("vk", "Лось")
    assert platform_of("ТГ:Дикий Лось") == ("telegram", "Дикий Лось")
    assert platform_of("Лось") == (None, "Лось")
    assert platform_of("Re:Zero") == (None, "Re:Zero")  # a colon in a nickname stays
