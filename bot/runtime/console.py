"""The console as a door: `python -m bot cards import FILE` runs a command like a chat would."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from bot.clock import SystemClock
from bot.commands import Command
from bot.context import Deps
from bot.delivery.outgoing import row_attachment
from bot.delivery.texts import Texts
from bot.envelope import Actor, Chat, Envelope, Platform
from bot.notices import Attachment
from bot.runtime.config import Settings
from bot.service import Outcome, Service
from handlers.grammar import parse_file
from storage.engines import database_for


async def run_console(settings: Settings, command: Command) -> tuple[bool, list[str]]:
    """Carry out one command as the operator; its answers as printable lines."""
    ok, answers = await run_console_answers(settings, command)
    return ok, [text for text, _ in answers]


async def run_console_answers(
    settings: Settings, command: Command
) -> tuple[bool, list[tuple[str, Attachment | None]]]:
    """Carry out one command as the operator; each answer's text and its file, if any."""
    db = database_for(settings.storage.target)
    await db.open()
    try:
        tz = ZoneInfo(settings.locale.timezone)
        deps = Deps(admins={}, default_locale=settings.locale.default, tz=tz)
        service = Service(db, SystemClock(), deps)
        me = Actor(Platform.CONSOLE, 0, "console", locale=settings.locale.default)
        here = Chat(Platform.CONSOLE, 0, private=True)
        outcome = await service.execute(Envelope(me, here, command))
        async with db.transaction() as store:
            rows = await store.outbox.take_console()
        texts = Texts(tz)
        answers = [(texts.render(r.locale, r.key, r.params), row_attachment(r)) for r in rows]
        return outcome is Outcome.DONE, answers
    finally:
        await db.close()


def file_command(kind: str, path: Path) -> Command:
    """The command a file on disk stands for, as if it were sent with a caption."""
    return parse_file(f"/{kind}", path.read_bytes())
