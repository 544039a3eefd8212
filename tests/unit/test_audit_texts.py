"""Every action the code writes to the audit log reads as a sentence in both languages.

The actions are found in the source itself (every `….audit(tournament, ACTION, …)` call), so a
new action without a sentence fails here, not in a judge's /audit.
"""

from __future__ import annotations

import ast
import logging
from functools import cache
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from bot.delivery.texts import Texts
from bot.ports.store import AuditEntry
from bot.wording.audit_lines import SENTENCES, Lookup, row

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted([*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("handlers").rglob("*.py")])
# Realistic values of the details by name; any other detail is a number.
SAMPLES: dict[str, Any] = {
    "kind": "warning", "source": "confirmed", "verdict": "accept", "what": "result",
    "role": "channel", "platform": "telegram", "reason": "опоздал на 20 минут",
    "changes": {"rounds": "3"}, "pairs": [[1, 1, 2]], "before": ["Анна — Борис"],
    "after": ["Анна — Вера", "Борис — bye"], "why": "disqualified", "score": "2:1",
    "player": "Вера", "name": "Ирина", "title": "Кубок", "text": "доказано",
    "not_admitted": ["Глеб"], "missed": [2], "tournaments": [3], "winner": "Анна",
}  # fmt: skip
BY_ACTION = {
    ("result", "before"): "2:1",
    ("protest", "reason"): "result",
    ("stage-started", "kind"): "swiss",
}


class _Calls(ast.NodeVisitor):
    """Calls of `name` (a method or a function) in one module, with their enclosing function."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.found: list[tuple[ast.Call, ast.AST | None]] = []
        self._in: list[ast.AST] = []

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._in.append(node)
        self.generic_visit(node)
        self._in.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        if called == self.name:
            self.found.append((node, self._in[-1] if self._in else None))
        self.generic_visit(node)


@cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _module_of(dotted: str) -> Path:
    return ROOT.joinpath(*dotted.split(".")).with_suffix(".py")


def _constant(name: str, path: Path) -> set[str]:
    """A module-level string constant, followed through `from … import` to where it is set."""
    for node in _tree(path).body:
        value = node.value if isinstance(node, ast.Assign) else None
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)
            and isinstance(value, ast.Constant)
            and isinstance(value.value, str)
        ):
            return {value.value}
        module = node.module if isinstance(node, ast.ImportFrom) else None
        if (
            module
            and module.startswith("bot")
            and any(
                (a.asname or a.name) == name
                for a in node.names  # type: ignore[attr-defined]
            )
        ):
            return _constant(name, _module_of(module))
    raise AssertionError(f"{path.name}: {name} is not a string constant")


def _values(arg: ast.expr, where: ast.AST | None, path: Path) -> set[str]:
    """The strings an argument can be: a literal, a constant, or a parameter passed them."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return {arg.value}
    assert isinstance(arg, ast.Name), f"{path.name}:{arg.lineno}: write the action as a literal"
    if isinstance(where, ast.FunctionDef | ast.AsyncFunctionDef):
        params = [a.arg for a in where.args.args]
        if arg.id in params:  # a helper given the action: what its callers in the module pass
            index = params.index(arg.id)
            found: set[str] = set()
            visitor = _Calls(where.name)
            visitor.visit(_tree(path))
            for call, outer in visitor.found:
                given = [k.value for k in call.keywords if k.arg == arg.id] or call.args[index:]
                found |= _values(given[0], outer, path)
            assert found, f"{path.name}: {where.name} is never called"
            return found
    return _constant(arg.id, path)


def _written(name: str, position: int) -> dict[str, set[str]]:
    """Each value of one argument of every call of `name` → the keyword names it came with."""
    written: dict[str, set[str]] = {}
    for path in SOURCES:
        visitor = _Calls(name)
        visitor.visit(_tree(path))
        for call, where in visitor.found:
            if len(call.args) <= abs(position) or isinstance(call.args[position], ast.Starred):
                continue
            for value in _values(call.args[position], where, path):
                written.setdefault(value, set()).update(k.arg for k in call.keywords if k.arg)
    return written


def actions() -> dict[str, set[str]]:
    """Every audit action the code writes, with the details it writes with it."""
    found = _written("audit", 1)
    assert len(found) > 40, sorted(found)  # the scan itself works
    return found


@cache
def _texts() -> Texts:
    return Texts(ZoneInfo("Europe/Moscow"))


def test_every_action_written_has_its_sentence() -> None:
    missing = sorted(set(actions()) - set(SENTENCES))
    assert missing == [], f"give these actions a sentence in bot/wording/audit_lines.py: {missing}"


def test_every_final_result_source_has_its_words() -> None:
    sources = set(_written("finalize", -1))
    assert {"confirmed", "judge", "matchloss", "dq"} <= sources  # literals and passed ones
    bundle = _texts().bundles["ru"]
    assert sorted(s for s in sources if not bundle.has_message(f"audit-source-{s}")) == []


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_each_sentence_renders_whole_without_internal_names(
    locale: str, caplog: pytest.LogCaptureFixture
) -> None:
    texts = _texts()
    look = Lookup({7: "Ирина"}, {5: ("Анна", "Борис")}, texts.tz, now=1_780_000_000.0)
    caplog.set_level(logging.ERROR)
    for action, keys in actions().items():
        details = {k: BY_ACTION.get((action, k), SAMPLES.get(k, 5)) for k in keys}
        line = texts.render(locale, "audit-row", row(AuditEntry(1, look.now, 7, action, details),
                                                     look))  # fmt: skip
        assert "{" not in line and "Ирина" in line, line
        assert locale != "ru" or f" {action}" not in line, line  # no internal English name
    assert not [r.getMessage() for r in caplog.records], "texts with missing variables"


def test_an_unknown_action_is_listed_readably() -> None:
    texts = _texts()
    look = Lookup({}, {}, texts.tz, now=1_780_000_000.0)
    entry = AuditEntry(1, look.now - 3 * 86400, None, "renamed", {"old": "А", "new": None})
    line = texts.render("ru", "audit-row", row(entry, look))
    assert "бот" in line and "old: А" in line and "{" not in line
    assert "МСК, " in line.split(" · ")[0]  # another day: the date is shown («23:26 МСК, 25 мая»)
