"""What every picture shares: the neutral palette and deterministic PNG encoding."""

from __future__ import annotations

import io

from PIL import Image

Colour = tuple[int, int, int]

INK: Colour = (31, 41, 51)
INK_SOFT: Colour = (82, 96, 109)
MUTED: Colour = (123, 135, 148)
FAINT: Colour = (154, 165, 177)
PAPER: Colour = (255, 255, 255)
BACKDROP: Colour = (246, 247, 249)
ZEBRA: Colour = (242, 244, 247)
HEADER_FILL: Colour = (225, 229, 235)
RULE: Colour = (203, 210, 217)
BORDER: Colour = (170, 179, 191)
ACCENT: Colour = (47, 111, 181)
WIN_FILL: Colour = (227, 237, 249)
WIN_INK: Colour = (16, 42, 67)


def png(image: Image.Image) -> bytes:
    """PNG bytes of the image: fixed compression, no metadata, so equal input gives equal bytes."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()
