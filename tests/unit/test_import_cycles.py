"""The CI's cycle check finds a loop between modules, also one through a package's __init__."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

CHECK = Path(__file__).parents[2] / ".ci" / "import_cycles.py"


def _check() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_cycles", CHECK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _package(root: Path, name: str, files: dict[str, str]) -> None:
    (root / name).mkdir()
    for file, text in files.items():
        (root / name / file).write_text(text)


def test_a_loop_between_two_modules_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _package(tmp_path, "loop_a", {"__init__.py": "", "one.py": "import loop_a.two\n",
                                  "two.py": "from loop_a.one import x\n"})  # fmt: skip
    monkeypatch.syspath_prepend(str(tmp_path))
    cycles = _check().import_cycles(("loop_a",))
    assert [group for group, _ in cycles] == [["loop_a.one", "loop_a.two"]]


def test_a_module_reading_the_package_that_imports_it_is_a_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _package(tmp_path, "loop_b", {"__init__.py": "from loop_b import one\n",
                                  "one.py": "from loop_b import two\n", "two.py": ""})  # fmt: skip
    _package(tmp_path, "loop_c", {"__init__.py": "from loop_c import one\n",
                                  "one.py": "import loop_c.two\n", "two.py": ""})  # fmt: skip
    monkeypatch.syspath_prepend(str(tmp_path))
    check = _check()
    assert [group for group, _ in check.import_cycles(("loop_b",))] == [["loop_b", "loop_b.one"]]
    assert check.import_cycles(("loop_c",)) == []
