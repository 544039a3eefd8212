"""`python -m bot doctor`: what organizers get wrong before the first tournament, with the fix."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from bot.delivery.texts import Texts
from bot.domain.model import Binding
from bot.runtime.config import Settings
from bot.runtime.doctor.report import Finding, Mark, Report

__all__ = ["Finding", "Mark", "Report", "diagnose", "run_doctor"]


async def bound_chats(settings: Settings, report: Report) -> list[Binding] | None:
    """The chats bound to unfinished tournaments; None when the database cannot be read."""
    from storage.engines import database_for, is_postgres

    target = settings.storage.target
    if not is_postgres(target) and not Path(target).is_file():
        report.warn("doctor-db-missing", path=str(target))
        return None
    db = database_for(target)
    try:
        await db.open()
    except (OSError, ValueError) as error:  # the server unreachable, a malformed address
        report.fail("doctor-db-unreachable", target=settings.storage.shown, error=str(error))
        return None
    try:
        async with db.transaction() as store:
            return await store.tournaments.bound_chats()
    finally:
        await db.close()


def check_web(settings: Settings, report: Report) -> None:
    """Telegram opens Mini Apps only over https and refuses a message with an http one."""
    web = settings.web
    if not web.enabled:
        return
    shown = web.public_url or f"http://{settings.server.listen}"
    if web.public_url.startswith("https://"):
        report.ok("doctor-web-ok", url=shown)
    else:
        report.fail("doctor-web-not-https", url=shown)


async def diagnose(settings: Settings) -> Report:
    """Every check that applies to this configuration, in order."""
    report = Report(ZoneInfo(settings.locale.timezone))
    if not settings.telegram.enabled and not settings.vk.enabled:
        report.fail("doctor-no-platform")
        return report
    chats = await bound_chats(settings, report)
    if settings.telegram.enabled:
        # Imported per platform, as the app does: a VK-only bot never loads aiogram.
        from bot.runtime.doctor.telegram import check_telegram

        await check_telegram(settings.telegram, chats, report)
    if settings.vk.enabled:
        from bot.runtime.doctor.vk import check_vk

        await check_vk(settings.vk, chats, report)
    check_web(settings, report)
    return report


async def run_doctor(settings: Settings) -> int:
    """Print one line per check in Russian; 0 when nothing must be fixed, else 1."""
    report = await diagnose(settings)
    for line in report.lines(Texts(report.tz)):
        print(line, flush=True)
    return report.exit_code
