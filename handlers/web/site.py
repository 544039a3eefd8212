"""What every module of the web door shares: the `Web` of the bot's parts, the templates and
the translator that gives them the bot's words."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from aiohttp import web
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from bot.clock import Clock
from bot.delivery.texts import LOCALES, Texts
from bot.ports.store import Database
from bot.usecases.page_snapshot import Snapshot
from bot.wording.message_params import clock_time
from handlers.web.config import WebConfig

if TYPE_CHECKING:
    from bot.service import Service
    from handlers.server import WebServer

HERE = Path(__file__).parent
STATIC_PATH = "/static"

_env = Environment(
    loader=FileSystemLoader(HERE / "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    undefined=StrictUndefined,  # a misspelt variable is an error in the tests, not a blank
    trim_blocks=True,
    lstrip_blocks=True,
)


def render(template: str, **ctx: Any) -> str:
    """The template rendered with `ctx`; `tr` (a Translator) and `lang` are expected in it."""
    return _env.get_template(template).render(**ctx)


class Translator:
    """Texts in one language for a template: `tr(key, **params)`, `tr.time(ts)`."""

    def __init__(self, texts: Texts, lang: str, now: float | None = None) -> None:
        self.texts = texts
        self.lang = lang
        self.now = now  # the page's moment: a time on another day shows its date

    def __call__(self, key: str, **params: Any) -> str:
        """The text of `key`, rendered by the bot's Texts (the same words as the chats)."""
        return self.texts.render(self.lang, key, params)

    def value(self, value: Any) -> str:
        """A message parameter (a nested text, a moment, a list) in words."""
        return self.texts.value(self.lang, value)

    def time(self, ts: float) -> str:
        """A moment as the chats show it: HH:MM and the zone, its date on another day."""
        return self.texts.value(self.lang, clock_time(ts, self.now if self.now else ts))

    def datetime(self, ts: float) -> str:
        """A moment with its date in the people's time zone."""
        return datetime.fromtimestamp(ts, self.texts.tz).strftime("%d.%m.%Y %H:%M")


def choose_lang(request: web.Request) -> str:
    """`?lang=en`, else the browser's best-liked language we have, else Russian."""
    asked = request.query.get("lang", "")
    if asked in LOCALES:
        return asked
    liked: list[tuple[float, int, str]] = []
    for i, part in enumerate(request.headers.get("Accept-Language", "").split(",")):
        tag, _, q = part.strip().partition(";q=")
        try:
            weight = float(q) if q else 1.0
        except ValueError:
            continue
        base = tag.strip().lower().split("-")[0]
        if base in LOCALES:
            liked.append((-weight, i, base))
    return min(liked)[2] if liked else LOCALES[0]


class Live(Protocol):
    """What the pages and the wiring ask of the live hub (`live.LiveHub`)."""

    versions: dict[int, int]  # each tournament's state, counted up by every committed change

    async def snapshot(self, tid: int) -> Snapshot | None:
        """The tournament as the pages show it, read again only after a change."""
        ...

    def changed(self, tournaments: frozenset[int]) -> None:
        """These tournaments' pages are stale."""
        ...

    async def close(self) -> None:
        """End every open page's stream: the server stops."""
        ...


@dataclass
class Web:
    """What the web door's modules share: the bot's parts and the page addresses."""

    settings: WebConfig
    db: Database
    service: Service
    texts: Texts
    clock: Clock
    server: WebServer | None = None
    live: Live | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # room for the Mini Apps' state

    @property
    def base_url(self) -> str:
        """Where people reach the server: `[web] public_url`, else `[server] listen`."""
        public = self.settings.web.public_url
        if public:
            return public
        if self.server is not None:  # the port the system gave when `listen` asked for 0
            return f"http://{self.server.host}:{self.server.port}"
        return f"http://{self.settings.server.listen}"

    def page_url(self, tournament_id: int, page: str = "") -> str:
        """The address of a tournament's page ("" is the overview)."""
        return tournament_url(self.base_url, tournament_id, page)

    def context(self, request: web.Request, **ctx: Any) -> dict[str, Any]:
        """The template variables every page has: language, translator, addresses."""
        lang = choose_lang(request)
        return {
            "lang": lang,
            "tr": Translator(self.texts, lang),
            "static": STATIC_PATH,
            "path": request.path,
            **ctx,
        }

    def html(self, template: str, request: web.Request, status: int = 200, **ctx: Any
             ) -> web.Response:  # fmt: skip
        """A rendered page as a response."""
        body = render(template, **self.context(request, **ctx))
        return web.Response(text=body, status=status, content_type="text/html", charset="utf-8")


def tournament_url(base_url: str, tournament_id: int, page: str = "") -> str:
    """The address of a tournament's page under a base address."""
    tail = f"/{page}" if page else ""
    return f"{base_url.rstrip('/')}/t/{tournament_id}{tail}"
