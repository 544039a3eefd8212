"""How brackets are shown: node labels and rounds in display order."""

from __future__ import annotations

from bot.domain.brackets import double_elimination, round_label, rounds, single_elimination

# --- display ---------------------------------------------------------------------------------


def test_single_elimination_labels() -> None:
    nodes = single_elimination(16)
    labels = [round_label(round_[0], nodes) for round_ in rounds(nodes)]
    assert labels == [
        ("round-fraction", {"part": 8}),
        ("round-fraction", {"part": 4}),
        ("round-semifinal", {}),
        ("round-final", {}),
    ]
    two = single_elimination(2)
    assert round_label(two[0], two) == ("round-final", {})


def test_double_elimination_labels() -> None:
    nodes = double_elimination(8, reset=True)
    by_key = {n.key: n for n in nodes}
    assert round_label(by_key["U1.3"], nodes) == ("round-upper", {"round": 1})
    assert round_label(by_key["U3.1"], nodes) == ("round-upper-final", {})
    assert round_label(by_key["L2.2"], nodes) == ("round-lower", {"round": 2})
    assert round_label(by_key["L4.1"], nodes) == ("round-lower-final", {})
    assert round_label(by_key["GF"], nodes) == ("round-grand-final", {})
    assert round_label(by_key["GF2"], nodes) == ("round-grand-final-reset", {})


def test_rounds_group_in_display_order() -> None:
    nodes = double_elimination(8, reset=False)
    assert [[n.key for n in r] for r in rounds(nodes, "upper")] == [
        ["U1.1", "U1.2", "U1.3", "U1.4"],
        ["U2.1", "U2.2"],
        ["U3.1"],
    ]
    assert [len(r) for r in rounds(nodes, "lower")] == [2, 2, 1, 1]
    assert [[n.key for n in r] for r in rounds(nodes, "final")] == [["GF"]]
