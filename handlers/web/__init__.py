"""The web door: public live pages of the tournaments (and the Mini Apps) on the bot's server.

What a module of this package needs is a `Web` (the database, the service, the texts, the
config, the live hub) and `render(template, **ctx)`, both in `site`; a module with routes
has `register(app: web.Application, site: Web)` and is called by `setup` below.
Templates (Jinja2, autoescaped) extend `base.html`; every text comes from the bot's Fluent
catalogues through `ctx["tr"]` (`{{ tr("web-standings") }}`), never from the template.
The page modules never import this package: it wires them, so no import runs in a circle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from handlers.web import live, miniapp, pages, profiles, seasons
from handlers.web.live import LiveHub
from handlers.web.site import HERE, STATIC_PATH, Web

if TYPE_CHECKING:
    from handlers.server import WebServer

__all__ = ["Web", "setup"]


def setup(server: WebServer, site: Web) -> None:
    """Serve the static files and every page module's routes on the server's app."""
    site.server = server
    if site.live is None:
        site.live = LiveHub(site)
        site.service.on_change(site.live.changed)
    server.app.router.add_static(STATIC_PATH, HERE / "static", append_version=False)
    for module in (pages, live, miniapp, profiles, seasons):
        module.register(server.app, site)
    server.on_stop.append(site.live.close)
