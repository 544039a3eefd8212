"""The metagame from decklists: shares, win rates without mirrors, small counts (issue 26,
DECK-4, REG-9)."""

from __future__ import annotations

from bot.domain.history import PastDeck, PastMatch, PastTournament
from bot.domain.metagame import Metagame, metagame
from bot.domain.model import ResultKind

HEROES = {"Друид Ольх": "лес", "Тан Гранитный": "горы", "Хан Буревей": "степи", "Ничей": None}


def deck(player: int, hero: str, slot: int = 1) -> PastDeck:
    return PastDeck(player, slot, hero, hero, HEROES[hero], False)


def match(a: int, b: int | None, score: tuple[int, int], source: str | None = None
          ) -> PastMatch:  # fmt: skip
    kind = ResultKind.MATCH if b is not None else ResultKind.BYE
    return PastMatch(1, 0, a, b, score[0], score[1], 0, kind, source)


def tournament(decks: list[PastDeck], matches: list[PastMatch], tid: int = 1) -> PastTournament:
    return PastTournament(tid, "Кубок", 0.0, True, None, 1.0, frozenset(), (), tuple(matches),
                          tuple(decks))  # fmt: skip


def line(meta: Metagame, name: str) -> tuple[int, int, int, int, int | None, int | None]:
    found = next(x for x in (*meta.heroes, *meta.elements) if x.name == name)
    return (found.decks, found.wins, found.losses, found.draws, found.share_percent,
            found.win_percent)  # fmt: skip


def test_shares_and_win_rates_leave_mirrors_byes_and_unplayed_matches_out() -> None:
    # Six forest players and four mountain ones: 60% and 40% of the field (DECK-4).
    decks = [deck(p, "Друид Ольх") for p in range(1, 7)]
    decks += [deck(p, "Тан Гранитный") for p in range(7, 11)]
    matches = [
        match(1, 7, (2, 0)), match(2, 8, (2, 1)), match(9, 3, (2, 0)),  # forest 2–1
        match(4, 10, (1, 1)),  # a draw: half a win each
        match(5, 6, (2, 0)),  # a forest mirror: out of the rates
        match(1, 9, (0, 2), "techloss"),  # not played (RES-7): out
        match(10, None, (2, 0)),  # a bye: out
    ]  # fmt: skip
    meta = metagame([tournament(decks, matches)])
    assert [x.name for x in meta.heroes] == ["Друид Ольх", "Тан Гранитный"]  # by share
    assert line(meta, "Друид Ольх") == (6, 2, 1, 1, 60, 63)  # 2.5 of 4 matches
    assert line(meta, "Тан Гранитный") == (4, 1, 2, 1, 40, None)  # under 5 decks: no rate
    assert line(meta, "лес")[:4] == (6, 2, 1, 1)  # elements: the same matches, mirror out
    assert meta.mirrors == 1 and meta.small_lines and not meta.small


def test_a_small_field_shows_counts_only_and_unknown_elements_are_told() -> None:
    decks = [deck(1, "Хан Буревей"), deck(2, "Тан Гранитный"), deck(3, "Ничей")]
    meta = metagame([tournament(decks, [match(1, 2, (2, 0)), match(3, 1, (2, 0))])])
    assert meta.small and meta.decks == 3 and meta.unknown == 1
    assert all(x.share_percent is None and x.win_percent is None for x in meta.heroes)
    assert line(meta, "Хан Буревей")[:3] == (1, 1, 1)  # the counts stay
    assert [x.name for x in meta.elements] == ["горы", "степи"]  # the unknown one is apart
    # A tie in share: by name, whatever the order of the lists.
    assert [x.name for x in meta.heroes] == ["Ничей", "Тан Гранитный", "Хан Буревей"]


def test_two_decks_a_player_count_under_each_hero_and_seasons_add_up() -> None:
    # REG-9 `decks=2`: player 1 brought forest and mountains, player 2 mountains and steppe.
    decks = [deck(1, "Друид Ольх"), deck(1, "Тан Гранитный", 2), deck(2, "Тан Гранитный"),
             deck(2, "Хан Буревей", 2)]  # fmt: skip
    one = tournament(decks, [match(1, 2, (2, 1))])
    meta = metagame([one, tournament(decks, [match(2, 1, (2, 0))], tid=2)])
    assert meta.tournaments == 2 and meta.decks == 8 and meta.mirrors == 2
    assert line(meta, "Тан Гранитный")[:4] == (4, 0, 0, 0)  # both brought it: a mirror
    assert line(meta, "Друид Ольх")[1:3] == (1, 1) and line(meta, "Хан Буревей")[1:3] == (1, 1)
    assert metagame([one]) == metagame([one])  # deterministic
