"""Numbers people type, read only within their bounds (a long digit string never reaches int())."""

from __future__ import annotations

# The largest row id a person may type: nine digits fit PostgreSQL's INTEGER and SQLite's.
ID_MAX = 999_999_999


def bounded(text: str, least: int, most: int) -> int | None:
    """The number the digits spell when it lies in [least, most]; None for anything else."""
    digits = text.strip().lstrip("0") or ("0" if text.strip() else "")
    # Python refuses int() of over 4,300 digits, and a long one is never in range anyway.
    if not digits.isdecimal() or len(digits) > len(str(most)):
        return None
    value = int(digits)
    return value if least <= value <= most else None
