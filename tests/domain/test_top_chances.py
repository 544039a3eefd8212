"""«Что мне нужно для топа?»: what each record of the rounds left gives a player in a Swiss
with a top (FMT-1, FMT-3, FMT-7; issue 26), checked by hand on 8 players."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_stage_state import Score, Stage, field, higher_id_wins

from bot.domain.errors import Refusal
from bot.domain.stage_specs import StageSpec
from bot.domain.stage_state import StageState
from bot.domain.top_chances import top_chances

SWISS = StageSpec("swiss", rounds=3)


def stage(top: int = 4, draw: tuple[int, int] | None = None, rounds: int = 2) -> StageState:
    """8 players (101…108), the larger id winning 2:1, `rounds` played; `draw` drew round 1."""
    played = Stage(SWISS, field(8))

    def pick(a: int, b: int) -> Score:
        return (1, 1, 1) if {a, b} == set(draw or ()) else higher_id_wins(a, b)

    for _ in range(rounds):
        played.play(pick)
    return dataclasses.replace(played.state, specs=(SWISS, StageSpec("top", size=top)))


def verdicts(state: StageState, player: int, **limits: int) -> dict[str, tuple[str, float | None]]:
    """Each record's verdict and share."""
    chances = top_chances(state, player, random.Random(7), **limits)
    return {line.record: (line.verdict, line.share) for line in chances.lines}


def test_last_round_by_hand() -> None:
    # After two rounds: 107 and 108 on 6, 103–106 on 3, 101 and 102 on 0; round 3 pairs
    # 108–107, 105–103, 106–104, 102–101. For 103 and the top 4: a win makes 6, and only
    # 107, 108 and the winner of 106–104 can reach 6; a loss leaves four above him; a draw
    # ties him with 105 or with both of 106–104 at the cut: the tiebreakers decide (FMT-7).
    state = stage()
    assert dict(state.points) == {107: 6, 108: 6, 103: 3, 104: 3, 105: 3, 106: 3, 101: 0, 102: 0}
    chances = top_chances(state, 103, random.Random(7))
    assert chances.method == "exact" and chances.top == 4 and chances.rounds == 1
    assert verdicts(state, 103) == {
        "1-0": ("guaranteed", None),
        "0-0-1": ("may", 0.5),
        "0-1": ("cannot", None),
    }
    assert {v for v, _ in verdicts(state, 108).values()} == {"guaranteed"}  # 6 and 3 above
    assert {v for v, _ in verdicts(state, 101).values()} == {"cannot"}


def test_a_tie_at_the_cut_is_never_a_promise() -> None:
    # Top 2: 107 losing to 108 stays on 6, with the winners of 105–103 and 106–104 on 6 too:
    # three players for one place, so "may", one chance in three.
    assert verdicts(stage(top=2), 107)["0-1"] == ("may", pytest.approx(1 / 3))
    assert verdicts(stage(top=2), 107)["1-0"] == ("guaranteed", None)


def test_two_rounds_left() -> None:
    # After round 1, 105–108 on 3 and 101–104 on 0, two rounds to go, top 4, 101 on 0:
    # winning both makes 6, which round 2's pairs (3–3 and 0–0) let at most three others
    # reach; one win and one loss leave him on 3 with four others above in every outcome.
    lines = verdicts(stage(rounds=1), 101)
    assert lines["2-0"] == ("guaranteed", None)
    assert lines["0-2"] == ("cannot", None)
    assert lines["1-1"][0] == "cannot"  # 3 points: the four on 3 all stay on 3 or more


def test_simulation_keeps_the_sound_verdicts_and_covers_the_exact_share() -> None:
    # A draw in round 1 gives the event a draw share; the simulation of the last round (its
    # real pairing known) must agree with the exact enumeration within its interval.
    state = stage(draw=(104, 105))
    for player in (103, 105, 106):
        exact = top_chances(state, player, random.Random(1))
        simulated = top_chances(state, player, random.Random(1), pairing_limit=0)
        assert exact.method == "exact" and simulated.method == "simulation"
        assert 0 < exact.draw_share < 1
        for e, s in zip(exact.lines, simulated.lines, strict=True):
            assert e.record == s.record
            if s.verdict != "may":
                assert s.verdict == e.verdict  # bounds never contradict the enumeration
            elif e.verdict == "may":
                assert s.low is not None and s.high is not None and e.share is not None
                assert s.low <= e.share <= s.high


def test_refusals() -> None:
    state = stage()
    no_top = dataclasses.replace(state, specs=(SWISS,))
    with pytest.raises(Refusal) as refused:
        top_chances(no_top, 103, random.Random(1))
    assert refused.value.key == "need-no-top"
    over = stage(rounds=3)
    with pytest.raises(Refusal) as refused:
        top_chances(over, 103, random.Random(1))
    assert refused.value.key == "need-no-rounds"
    gone = dataclasses.replace(state, gone=frozenset({103}), active=state.active - {103})
    with pytest.raises(Refusal) as refused:
        top_chances(gone, 103, random.Random(1))
    assert refused.value.key == "need-gone"
