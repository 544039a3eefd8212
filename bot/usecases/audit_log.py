"""`/audit`: the tournament's log of judge actions and result changes, in words or as CSV
(RES-8)."""

from __future__ import annotations

import csv
import io
import json

from bot.clock import utc
from bot.commands import AuditLog
from bot.context import Context
from bot.domain.tournament import Tournament
from bot.domain.undo import UNDOABLE
from bot.notices import Document, Notice, Recipient
from bot.ports.store import AuditEntry
from bot.usecases.registry import handles
from bot.wording import message_params
from bot.wording.audit_lines import SHOWN, Lookup, row


@handles(AuditLog)
async def audit_log(ctx: Context, cmd: AuditLog) -> None:
    """The log as one sentence an entry (the latest ones), or the whole of it as CSV."""
    t = ctx.judged
    entries = await ctx.store.audit.list(t.id)
    accounts: dict[int, str] = {}
    for entry in entries:
        # The sender, and the person a ban entry is about.
        for account in (entry.actor, entry.details.get("account")):
            if isinstance(account, int) and account not in accounts:
                accounts[account] = (await ctx.store.accounts.get(account)).name
    if cmd.csv:
        await _csv(ctx, t, entries, accounts)
        return
    shown = [e for e in entries if e.action != UNDOABLE]  # snapshots for /undo: in the CSV
    players = await ctx.store.players.list(t.id)
    nicknames = {p.id: p.nickname for p in players}
    # A player is named by his nickname here, a judge (or anyone else) by his name.
    names = accounts | {p.account_id: p.nickname for p in players if p.account_id in accounts}
    pairs = {
        m.number: (nicknames[m.a], nicknames[m.b])
        for m in await ctx.store.matches.all(t.id)
        if m.b is not None
    }
    look = Lookup(names, pairs, ctx.deps.tz, ctx.now)
    latest = shown[-SHOWN:]
    more = message_params.text("audit-more", shown=len(latest)) if len(latest) < len(shown) else ""
    await ctx.reply(
        "audit",
        title=t.title,
        count=len(shown),
        more=more,
        items=message_params.each("audit-row", [row(e, look) for e in latest]),
    )


async def _csv(
    ctx: Context, t: Tournament, entries: list[AuditEntry], names: dict[int, str]
) -> None:
    """The machine form, every entry with its details as JSON, for a spreadsheet."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["id", "utc", "actor", "action", "details"])
    for e in entries:
        writer.writerow(
            [
                e.id,
                utc(e.at).isoformat(timespec="seconds"),
                names.get(e.actor or -1, "bot"),
                e.action,
                json.dumps(e.details, ensure_ascii=False),
            ]
        )
    data = out.getvalue().encode("utf-8-sig")  # Excel reads UTF-8 with the BOM
    chat = ctx.env.chat
    here = Recipient(chat.platform, chat.id, ctx.locale_of(ctx.account))
    params = {"title": t.title, "count": len(entries)}
    file = Document(f"audit-{t.id}.csv", data)
    await ctx.notify(Notice(here, "audit-file", params, (), file, t.id))
