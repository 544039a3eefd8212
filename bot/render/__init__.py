"""Pictures for the chats: standings tables and knockout brackets as PNG bytes."""

from bot.render.pictures import (
    BYE,
    BracketMatch,
    BracketPicture,
    FontUnavailable,
    StandingsPicture,
    bracket_png,
    covers,
    covers_cyrillic,
    font_face,
    standings_png,
    standings_pngs,
)

__all__ = [
    "BYE",
    "BracketMatch",
    "BracketPicture",
    "FontUnavailable",
    "StandingsPicture",
    "bracket_png",
    "covers",
    "covers_cyrillic",
    "font_face",
    "standings_png",
    "standings_pngs",
]
