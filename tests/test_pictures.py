"""PNG pictures of standings and brackets: valid, deterministic, Cyrillic, sized to fit."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageFont

from bot.delivery.render import bracket_geometry, fonts, table_picture
from bot.delivery.render.bracket_picture import (
    BRACKET_CAP,
    BYE,
    UNKNOWN,
    BracketMatch,
    BracketPicture,
    bracket_png,
)
from bot.delivery.render.fonts import FontFace, FontUnavailable, covers, covers_cyrillic, font_face
from bot.delivery.render.table_picture import (
    STANDINGS_MAX_WIDTH,
    StandingsPicture,
    standings_png,
    standings_pngs,
)
from bot.domain.brackets import advance, double_elimination, rounds, single_elimination

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
NAMES = ["Ёжик_в_тумане", "Щукарь", "Артём", "Лесная Ведьма", "Gorgon", "Тёмный Эльф", "Ъ"]


@pytest.fixture(autouse=True)
def fresh_fonts() -> Iterator[None]:
    """Each test chooses the font anew and leaves no patched choice behind."""
    fonts.clear_font_cache()
    yield
    fonts.clear_font_cache()


def decoded(data: bytes) -> Image.Image:
    """The picture behind PNG bytes, checked to be a whole PNG."""
    assert data.startswith(PNG_SIGNATURE)
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


def player(index: int) -> str:
    """A Cyrillic nickname, numbered past the list's end."""
    base = NAMES[index % len(NAMES)]
    return base if index < len(NAMES) else f"{base} {index}"


def table(rows: int) -> StandingsPicture:
    """A Swiss table with points and percentages; every seventh player dropped."""
    return StandingsPicture(
        title="Кубок «Берсерк. Герои»",
        subtitle="после тура 3",
        headers=["№", "Игрок", "Очки", "Бухгольц", "% побед"],
        rows=[
            [str(i + 1), player(i), str(9 - i // 10), f"{50 + i % 7}.5", f"{40 + i % 30}.0%"]
            for i in range(rows)
        ],
        highlight=frozenset(range(0, rows, 7)),
    )


def domain_bracket(players: int, double: bool, played: int = 0) -> BracketPicture:
    """A bracket from the domain, with the first `played` ready matches won by player a."""
    nodes = double_elimination(players, reset=True) if double else single_elimination(players)
    seeds = list(range(players))
    results: dict[str, int] = {}
    while len(results) < played:
        ready = advance(nodes, seeds, results).ready
        if not ready:
            break
        state = advance(nodes, seeds, results).nodes[ready[0]]
        assert state.a is not None
        results[ready[0]] = state.a
    state = advance(nodes, seeds, results)

    def match(key: str, side: str, round_: int, number: int) -> BracketMatch:
        node = state.nodes[key]
        return BracketMatch(
            key=key,
            round=round_,
            side=side,
            a=None if node.a is None else player(node.a),
            b=None if node.b is None else player(node.b),
            score="2:1" if key in results else None,
            winner=None if node.winner is None else player(node.winner),
            label=f"№{number}",
        )

    numbers = {node.key: number for number, node in enumerate(nodes, start=1)}

    def columns(side: str) -> list[tuple[str, list[BracketMatch]]]:
        return [
            (
                f"Раунд {column[0].round}",
                [match(n.key, side, n.round, numbers[n.key]) for n in column],
            )
            for column in rounds(nodes, side)  # type: ignore[arg-type]
        ]

    finals = [match(n.key, "final", n.round, numbers[n.key]) for n in nodes if n.side == "final"]
    return BracketPicture(
        f"Сетка на {players}",
        columns("upper"),
        lower=columns("lower") if double else [],
        finals=finals,
        finals_title="Гранд-финал",
    )


# --- fonts -----------------------------------------------------------------------------------


def test_roboto_from_pypi_is_chosen_and_draws_cyrillic() -> None:
    face = font_face()
    assert face.name.startswith("Roboto")
    font = ImageFont.truetype(io.BytesIO(face.regular), 40)
    assert covers_cyrillic(font)
    notdef = font.getmask("\uffff").getbbox()
    for char in "ЖЁжЩъ":
        assert font.getmask(char).getbbox() not in (None, notdef)


def test_the_check_tells_tofu_from_glyphs() -> None:
    latin_only = ImageFont.load_default(size=32)  # Pillow's own Aileron: no Cyrillic
    if not isinstance(latin_only, ImageFont.FreeTypeFont):
        pytest.skip("Pillow without FreeType")
    assert covers(latin_only, "Berserk")
    assert not covers_cyrillic(latin_only)
    roboto = ImageFont.truetype(io.BytesIO(font_face().regular), 32)
    word = "Ёж Щука"
    assert fonts._glyph_bitmap(roboto, "Ж") != fonts._glyph_bitmap(latin_only, "Ж")
    assert covers(roboto, word) and not covers(latin_only, word)


def test_system_dejavu_is_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    if fonts._find_system_file("DejaVuSans.ttf") is None:
        pytest.skip("no DejaVu Sans on this machine")
    monkeypatch.setattr(fonts, "FONT_SOURCES", (lambda: None, fonts._system_font))
    assert font_face().name.startswith("DejaVu Sans")
    assert decoded(standings_png(table(3))).width <= STANDINGS_MAX_WIDTH


def test_a_font_without_cyrillic_is_skipped_and_none_left_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    latin_only = ImageFont.load_default(size=20)
    if not isinstance(latin_only, ImageFont.FreeTypeFont):
        pytest.skip("Pillow without FreeType")
    data = latin_only.font_bytes
    monkeypatch.setattr(
        fonts, "FONT_SOURCES", (lambda: None, lambda: FontFace("Aileron", data, data))
    )
    with pytest.raises(FontUnavailable, match="font-roboto") as raised:
        standings_png(table(2))
    assert "Aileron: no Cyrillic glyphs" in str(raised.value)
    # No system fonts at all: the fallback finds nothing.
    monkeypatch.setattr(fonts, "SYSTEM_FONT_DIRS", (tmp_path,))
    assert fonts._system_font() is None


def test_characters_without_a_glyph_are_dropped() -> None:
    assert fonts.clean("⚔\ufe0f Воин  Света 🐉") == "Воин Света"
    assert fonts.clean("Ёж\nЩука") == "Ёж Щука"


# --- standings -------------------------------------------------------------------------------


def test_standings_png_is_a_readable_table() -> None:
    image = decoded(standings_png(table(16)))
    assert image.mode == "RGB"
    assert 640 <= image.width <= STANDINGS_MAX_WIDTH
    assert image.height > 16 * table_picture._S_ROW
    assert table_picture._S_BODY >= 20 and table_picture._S_HEAD >= 20


def test_standings_png_is_deterministic() -> None:
    assert standings_png(table(16)) == standings_png(table(16))
    assert standings_png(table(16)) != standings_png(table(15))


def test_cyrillic_reaches_the_picture() -> None:
    def picture(name: str) -> bytes:
        return standings_png(StandingsPicture("Т", "", ["Игрок"], [[name]]))

    # Distinct Cyrillic words draw distinct pixels, unlike two runs of tofu would.
    assert picture("Ёж") != picture("Щу")
    assert picture("Ж") != picture("")


def test_long_nicknames_are_cut_and_the_width_capped() -> None:
    assert fonts.shorten("Х" * 40, table_picture.NAME_LIMIT) == "Х" * 27 + "…"
    wide = StandingsPicture(
        "Т",
        "",
        [f"Колонка {i}" for i in range(14)],
        [["Очень длинный ник игрока берсерка " * 3, *[f"{i}.5%" for i in range(13)]]],
    )
    assert decoded(standings_png(wide)).width <= STANDINGS_MAX_WIDTH
    numbers = table_picture._standings_table(table(5))
    assert numbers.right == [True, False, True, True, True]


def test_95_rows_make_three_pages() -> None:
    pages = standings_pngs(table(95), per_page=40)
    assert len(pages) == 3
    images = [decoded(page) for page in pages]
    assert len({image.width for image in images}) == 1  # same columns on every page
    assert images[0].height == images[1].height > images[2].height
    assert standings_pngs(table(95)) == pages
    assert len(standings_pngs(table(40))) == 1
    assert len(standings_pngs(table(0))) == 1
    with pytest.raises(ValueError):
        standings_pngs(table(3), per_page=0)


# --- brackets --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "double", "boxes", "lines"),
    [
        (2, False, 1, 0),
        (4, False, 3, 2),
        (8, False, 7, 6),
        (13, False, 15, 14),
        (4, True, 3 + 2 + 2, 2 + 1 + 3),
        (8, True, 7 + 6 + 2, 6 + 5 + 3),
        (6, True, 7 + 6 + 2, 6 + 5 + 3),
    ],
)
def test_bracket_shapes(players: int, double: bool, boxes: int, lines: int) -> None:
    picture = domain_bracket(players, double, played=players // 2)
    layout = bracket_geometry.fitted_layout(picture)
    assert len(layout.boxes) == boxes
    assert len(layout.lines) == lines
    image = decoded(bracket_png(picture))
    assert image.size == (layout.width, layout.height)
    assert image.width <= BRACKET_CAP and image.height <= BRACKET_CAP


def test_winners_feed_the_middle_of_the_next_box() -> None:
    layout = bracket_geometry.fitted_layout(domain_bracket(8, False))
    by_key = {box.match.key: box for box in layout.boxes}
    row = layout.metrics.row
    centre = [by_key[f"U1.{i}"].y + row for i in (1, 2)]
    assert by_key["U2.1"].y + row == pytest.approx(sum(centre) / 2, abs=1)
    assert by_key["U3.1"].x > by_key["U2.1"].x > by_key["U1.1"].x


def test_double_elimination_puts_lower_below_and_finals_right() -> None:
    layout = bracket_geometry.fitted_layout(domain_bracket(8, True))
    upper = [box for box in layout.boxes if box.match.side == "upper"]
    lower = [box for box in layout.boxes if box.match.side == "lower"]
    finals = [box for box in layout.boxes if box.match.side == "final"]
    assert min(box.y for box in lower) > max(box.y for box in upper)
    assert min(box.x for box in finals) > max(box.x for box in upper + lower)
    assert [box.match.key for box in finals] == ["GF", "GF2"]


def test_byes_and_unknown_players() -> None:
    picture = domain_bracket(13, False)
    first = picture.rounds[0][1]
    byes = [m for m in first if BYE in (p.text for p in bracket_geometry.players(m))]
    assert len(byes) == 3
    later = picture.rounds[1][1][0]
    assert UNKNOWN in {p.text for p in bracket_geometry.players(later)}
    explicit = BracketMatch("X.1", 1, "upper", "Ёж", "bye", None, "Ёж")
    assert [p.text for p in bracket_geometry.players(explicit)] == ["Ёж", BYE]


def test_scores_split_into_games_or_go_above_the_box() -> None:
    won = BracketMatch("U1.1", 1, "upper", "Ёж", "Щука", "2:1", "Щука", "№3")
    a, b = bracket_geometry.players(won)
    assert (a.state, a.games, b.state, b.games) == ("lost", "2", "won", "1")
    odd = BracketMatch("U1.1", 1, "upper", "Ёж", "Щука", "тех. поражение", "Ёж")
    assert bracket_geometry.caption(odd) == ("", "тех. поражение")
    assert decoded(bracket_png(BracketPicture("Т", [("Финал", [won, odd])])))


def test_pruned_lower_matches_keep_their_slots() -> None:
    picture = domain_bracket(5, True)
    first_lower = picture.lower[0][1]
    assert [m.key for m in first_lower] == ["L1.1"]
    slots, places = bracket_geometry._slots([ms for _, ms in picture.lower], lower=True)
    assert slots[:2] == [2, 2] and places[0] == [0]
    assert decoded(bracket_png(picture))


@pytest.mark.parametrize("double", [False, True])
def test_64_players_fit_the_cap(double: bool) -> None:
    picture = domain_bracket(64, double, played=40)
    image = decoded(bracket_png(picture))
    assert image.width <= BRACKET_CAP and image.height <= BRACKET_CAP
    assert image.height > 1500  # tall, not shrunk to unreadable


def test_bracket_png_is_deterministic() -> None:
    assert bracket_png(domain_bracket(8, True, 5)) == bracket_png(domain_bracket(8, True, 5))


def test_an_empty_bracket_still_draws() -> None:
    assert decoded(bracket_png(BracketPicture("Пусто", [])))
