"""The doctor's findings: one line per check, ✅ / ❌ / ⚠️, worded from the catalogue."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any
from zoneinfo import ZoneInfo

from bot.delivery.texts import Texts
from bot.domain.model import Binding


class Mark(StrEnum):
    """How a check came out: ❌ must be fixed; ⚠️ is advice or what cannot be read remotely."""

    OK = "✅"
    FAIL = "❌"
    WARN = "⚠️"


@dataclass(frozen=True)
class Finding:
    """One check's outcome: its mark, its text key and the key's parameters."""

    mark: Mark
    key: str
    params: dict[str, Any] = field(default_factory=dict)


class Report:
    """The findings in the order the checks ran."""

    def __init__(self, tz: ZoneInfo) -> None:
        self.tz = tz
        self.findings: list[Finding] = []

    def ok(self, key: str, **params: Any) -> None:
        """A check that passed."""
        self.findings.append(Finding(Mark.OK, key, params))

    def fail(self, key: str, **params: Any) -> None:
        """A misconfiguration that breaks a tournament day."""
        self.findings.append(Finding(Mark.FAIL, key, params))

    def warn(self, key: str, **params: Any) -> None:
        """Advice, or a setting that cannot be read with the bot's token."""
        self.findings.append(Finding(Mark.WARN, key, params))

    @property
    def failed(self) -> int:
        """How many checks failed."""
        return sum(f.mark is Mark.FAIL for f in self.findings)

    @property
    def exit_code(self) -> int:
        """0 when nothing must be fixed, else 1."""
        return 1 if self.failed else 0

    def lines(self, texts: Texts, locale: str = "ru") -> list[str]:
        """Every finding as its line, then the verdict."""
        lines = [f"{f.mark} {texts.render(locale, f.key, f.params)}" for f in self.findings]
        if self.failed:
            lines.append(texts.render(locale, "doctor-verdict-fail", {"count": self.failed}))
        elif warned := sum(f.mark is Mark.WARN for f in self.findings):
            lines.append(texts.render(locale, "doctor-verdict-warn", {"count": warned}))
        else:
            lines.append(texts.render(locale, "doctor-verdict-ok"))
        return lines


def chats_of(platform: str, bindings: list[Binding]) -> dict[int, tuple[str, set[str]]]:
    """The platform's bound chats, each once: its title and the roles it is bound for."""
    chats: dict[int, tuple[str, set[str]]] = {}
    for binding in bindings:
        if binding.platform == platform:
            title = binding.title or str(binding.chat_id)
            chats.setdefault(binding.chat_id, (title, set()))[1].add(binding.role)
    return chats
