"""The walls that are not imports: no module over 400 lines, anywhere in the project."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 400


def _modules() -> list[str]:
    """The project's modules: git's list in a checkout, else its folders walked."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        listed = []
    if listed:
        return listed
    folders = ("bot", "handlers", "storage", "sandbox", "bench", "tests")
    return [str(p.relative_to(ROOT)) for f in folders for p in (ROOT / f).rglob("*.py")]


def test_no_module_is_over_400_lines() -> None:
    tracked = _modules()
    assert len(tracked) > 100
    long = {
        path: count
        for path in tracked
        if (ROOT / path).is_file()
        and (count := len((ROOT / path).read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert long == {}, f"split these by what they hold: {long}"
