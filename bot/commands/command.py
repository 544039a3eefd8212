"""The base of every command and who may send one."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar


class Access(StrEnum):
    """Who may send a command; the service checks it before the use case runs."""

    ANYONE = "anyone"
    JUDGE = "judge"  # a judge of the tournament; global admins judge every one
    ADMIN = "admin"  # a global admin from the config
    SYSTEM = "system"  # the bot itself: deadlines and the courier, never a person


@dataclass(frozen=True, slots=True)
class Command:
    """Base of every command; `tournament` is the optional `#<id>` argument."""

    tournament: int | None = field(default=None, kw_only=True)
    access: ClassVar[Access] = Access.ANYONE
    name: ClassVar[str] = ""
    # What a judge command answers someone who is no judge (a player's form may look alike).
    others: ClassVar[str | None] = None
