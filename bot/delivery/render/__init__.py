"""Pictures for the chats: standings tables and knockout brackets as PNG bytes."""

from bot.delivery.render.bracket_picture import BYE, BracketMatch, BracketPicture, bracket_png
from bot.delivery.render.fonts import FontUnavailable, covers, covers_cyrillic, font_face
from bot.delivery.render.table_picture import StandingsPicture, standings_png, standings_pngs

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
