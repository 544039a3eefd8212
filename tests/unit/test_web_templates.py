"""Every text the live pages' templates show exists in Russian and in English."""

from __future__ import annotations

import re
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.delivery.texts import Texts
from bot.domain.model import TournamentStatus
from bot.domain.standings import TIEBREAKERS
from handlers.web.pages import PAGES

TEMPLATES = Path(__file__).resolve().parents[2] / "handlers" / "web" / "templates"
LITERAL = re.compile(r"""tr\("([a-z][a-z0-9-]*[a-z0-9])"\s*[,)]""")
# The public pages' templates.
OURS = ("base", "tournament", "missing", *PAGES, "meta_table", "season", "profile")
# Keys the templates build from a value: "web-nav-" ~ page, "web-state-" ~ m.state, …
BUILT = (
    [f"web-nav-{page}" for page in PAGES]
    + [f"web-state-{s}" for s in ("playing", "reported", "confirmed", "disputed", "protest")]
    + ["web-state-bye", "web-mark-dropped", "web-mark-disqualified"]
    + [f"status-{s}" for s in TournamentStatus]
    + [f"tb-{t}" for t in TIEBREAKERS]
)


def template_keys() -> set[str]:
    keys = set(BUILT)
    for name in OURS:
        keys.update(LITERAL.findall((TEMPLATES / f"{name}.html").read_text(encoding="utf-8")))
    return keys


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_every_template_text_exists(locale: str) -> None:
    bundle = Texts(ZoneInfo("Europe/Moscow")).bundles[locale]
    missing = sorted(key for key in template_keys() if not bundle.has_message(key))
    assert missing == []
