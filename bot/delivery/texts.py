"""Every text the bot sends, from the Fluent catalogues in `bot/locales`, Russian first."""

from __future__ import annotations

import logging
from datetime import datetime
from importlib import resources
from typing import Any
from zoneinfo import ZoneInfo

from babel.dates import format_skeleton
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser

log = logging.getLogger(__name__)

LOCALES = ("ru", "en")  # the regulation's language first (S4 1.2)
FALLBACK = "ru"
LONG = 2000  # a parameter this long is put in after formatting


def _load(locale: str) -> FluentBundle:
    bundle = FluentBundle([locale], use_isolating=False)
    # No source positions: nothing reports them, and they cost ≈ 2 MiB (issue 12).
    parser = FluentParser(with_spans=False)
    # One catalogue per area (registration, results, protests…), the same file names in every
    # language. A bundle keeps the first of two same-named messages silently, so
    # tests/unit/test_texts.py forbids a key in two files; with no terms either, the order
    # does not change a text, and sorting only keeps it the same everywhere.
    folder = resources.files("bot") / "locales" / locale
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".ftl"):
            bundle.add_resource(parser.parse(entry.read_text(encoding="utf-8")))
    return bundle


class Texts:
    """Renders message keys with parameters for a locale and a time zone."""

    def __init__(self, tz: ZoneInfo) -> None:
        self.tz = tz
        self.bundles = {locale: _load(locale) for locale in LOCALES}

    def render(self, locale: str, key: str, params: dict[str, Any] | None = None) -> str:
        """The text of `key` in `locale` (Russian when missing) with its parameters."""
        bundle = self.bundles[locale if locale in LOCALES else FALLBACK]
        if not bundle.has_message(key):
            bundle = self.bundles[FALLBACK]
        if not bundle.has_message(key):
            log.error("missing text %s", key)
            return key
        args = {
            name: self._value(locale, value)
            for name, value in (params or {}).items()
            if not name.startswith("$")
        }
        # fluent.runtime refuses a placeable over 2500 characters (its guard against
        # expanding texts); a 64-player table is longer and is ours, so it goes in afterwards.
        long = {name: value for name, value in args.items() if isinstance(value, str)
                and len(value) > LONG}  # fmt: skip
        args |= {name: f"\x00{name}\x00" for name in long}
        message = bundle.get_message(key)
        assert message.value is not None
        text, errors = bundle.format_pattern(message.value, args)
        if errors:
            log.error("text %s: %s", key, errors)
        for name, value in long.items():
            text = text.replace(f"\x00{name}\x00", value)
        return text.strip()

    def value(self, locale: str, value: Any) -> str:
        """One parameter (a nested text, a list, a moment, a plain value) as a string."""
        return str(self._value(locale, value))

    def _value(self, locale: str, value: Any) -> Any:
        if isinstance(value, dict):
            if "$each" in value:
                return value.get("sep", "\n").join(
                    self.render(locale, item.get("$key", value["$each"]), item)
                    for item in value["items"]
                )
            if "$text" in value:
                nested = {k: v for k, v in value.items() if k != "$text"}
                return self.render(locale, value["$text"], nested)
            if "$time" in value:
                return self._clock(locale, value["$time"], value.get("now"))
            if "$datetime" in value:
                return self._moment(locale, value["$datetime"], "%d.%m.%Y %H:%M")
        if value is None:
            return ""
        if isinstance(value, bool):
            return str(value)
        return value

    def _clock(self, locale: str, ts: float, now: float | None) -> str:
        """Hours and minutes; a day other than `now`'s adds the date in words (issue 24)."""
        clock = self._moment(locale, ts, "%H:%M")
        local = datetime.fromtimestamp(ts, self.tz)
        if now is None or local.date() == datetime.fromtimestamp(now, self.tz).date():
            return clock  # rows queued before the date was shown carry no `now`
        # Babel (with fluent.runtime already) knows each language's month names and cases.
        day = format_skeleton("dMMMM", local, locale=locale if locale in LOCALES else FALLBACK)
        return self.render(locale, "time-on-day", {"time": clock, "date": day})

    def _moment(self, locale: str, ts: float, fmt: str) -> str:
        local = datetime.fromtimestamp(ts, self.tz)
        zone = (
            self.render(locale, "tz-moscow") if self.tz.key == "Europe/Moscow" else local.tzname()
        )
        return f"{local.strftime(fmt)} {zone}"
