"""The metagame: `/meta` of a tournament or a season, as a text table and a picture, and what
the live pages show of it (issue 26, DECK-4, REG-9)."""

from __future__ import annotations

from typing import Any

from bot.commands import ShowMeta
from bot.context import Context
from bot.domain.cards import CardPool
from bot.domain.errors import Refusal
from bot.domain.metagame import (
    SMALL,
    Metagame,
    MetaLine,
    check_meta_open,
    element_code,
    metagame,
    open_to_all,
)
from bot.domain.tournament import Tournament
from bot.notices import Notice, Picture
from bot.usecases.decks import card_pool
from bot.usecases.history import derived, history, past_tournament
from bot.usecases.registry import handles
from bot.usecases.web_page import page_buttons
from bot.wording.message_params import each, text


async def _pool(ctx: Context) -> CardPool | None:
    try:
        return (await card_pool(ctx))[0]
    except Refusal:  # no card pool loaded: heroes are counted, their elements are unknown
        return None


async def tournament_meta(ctx: Context, t: Tournament) -> Metagame:
    """The metagame of one tournament, running or finished, from its lists as they stand."""
    past = await past_tournament(ctx, t, {}, {}, await _pool(ctx))
    return metagame([past])


async def season_meta(ctx: Context, season_id: int) -> Metagame | None:
    """The metagame of a season's finished tournaments; None when there is no such season."""
    if await ctx.store.seasons.get(season_id) is None:
        return None

    async def compute(ctx: Context) -> Metagame:
        return metagame((await history(ctx)).of_season(season_id))

    return await derived(ctx, f"meta-season-{season_id}", compute)


async def public_meta(ctx: Context, t: Tournament) -> Metagame | None:
    """What the tournament's live page shows: the metagame once everyone may see it and
    there are decks; else None (the page then has no such tab)."""
    if not open_to_all(t):
        return None
    meta = await tournament_meta(ctx, t)
    return None if meta.empty else meta


@handles(ShowMeta)
async def show_meta(ctx: Context, cmd: ShowMeta) -> None:
    """`/meta`: judges while the tournament runs, everyone after it; `/meta season <id>`."""
    if cmd.season is not None:
        await _season(ctx, cmd.season)
        return
    t = await ctx.resolve(cmd)
    judge = await ctx.is_judge(t)
    check_meta_open(t, judge)
    meta = await tournament_meta(ctx, t)
    if meta.empty:
        raise Refusal("meta-no-decks", title=t.title)
    title = text("meta-of-tournament", title=t.title)
    if open_to_all(t) or await _judges_see_here(ctx, t):
        buttons = page_buttons(ctx, t, "meta") if open_to_all(t) else []
        await ctx.reply("meta-table", buttons, **table_params(meta, title))
        await ctx.notify(_picture(ctx, meta, title, t.id))
        return
    # REG-9: while it runs, a judge asking in the channel hears it in private.
    me = ctx.person(ctx.me)
    await ctx.notify(Notice(me, "meta-table", table_params(meta, title), (), None, t.id))
    await ctx.notify(_picture(ctx, meta, title, t.id, private=True))
    await ctx.reply("meta-sent-privately", name=ctx.me.name)


async def _judges_see_here(ctx: Context, t: Tournament) -> bool:
    """A private chat or the tournament's judges' chat: no player reads the answer there."""
    chat = ctx.env.chat
    if chat.private:
        return True
    bound = await ctx.store.tournaments.bindings_of_chat(chat.platform, chat.id)
    return any(b.tournament_id == t.id and b.role == "judges" for b in bound)


async def _season(ctx: Context, season_id: int) -> None:
    row = await ctx.store.seasons.get(season_id)
    meta = await season_meta(ctx, season_id) if row is not None else None
    if row is None or meta is None:
        raise Refusal("meta-no-season", id=season_id)
    if meta.empty:
        raise Refusal("meta-season-no-decks", name=row.name, id=season_id)
    title = text("meta-of-season", name=row.name, tournaments=meta.tournaments)
    await ctx.reply("meta-table", **table_params(meta, title))
    await ctx.notify(_picture(ctx, meta, title, None))


def _picture(
    ctx: Context, meta: Metagame, title: dict[str, Any], tid: int | None, private: bool = False
) -> Notice:
    """The heroes' table as a picture, the elements' shares under its title."""
    to = ctx.person(ctx.me) if private else ctx.here()
    spec = meta_picture(meta, title)
    return Notice(to, "meta-picture", {"title": title}, (), Picture(spec), tid, urgent=True)


def table_params(meta: Metagame, title: dict[str, Any]) -> dict[str, Any]:
    """The text table's parameters: heroes, elements and what the numbers leave out."""
    notes: list[dict[str, Any]] = []
    if meta.small:
        notes.append({"$key": "meta-note-small-field", "least": SMALL})
    elif meta.small_lines:
        notes.append({"$key": "meta-note-small-lines", "least": SMALL})
    if meta.unknown:
        notes.append({"$key": "meta-note-unknown", "count": meta.unknown})
    notes.append({"$key": "meta-note-mirrors", "count": meta.mirrors})
    return {
        "title": title,
        "decks": meta.decks,
        "heroes": each("meta-row", [_row(line) for line in meta.heroes]),
        "elements": each("meta-row", [_row(line, element=True) for line in meta.elements]),
        "notes": each("meta-note", notes),
    }


def _element(name: str) -> dict[str, Any]:
    return text("meta-element-name", element=name, code=element_code(name))


def _row(line: MetaLine, element: bool = False) -> dict[str, Any]:
    share, rate = line.share_percent, line.win_percent
    return {
        "$key": "meta-row-hero" if line.element else "meta-row",
        "name": _element(line.name) if element else line.name,
        "element": _element(line.element) if line.element else "",
        "decks": line.decks,
        "share": text("meta-share", percent=share) if share is not None else "",
        "record": _record(line),
        "rate": text("meta-rate", percent=rate) if rate is not None else "",
    }


def _record(line: MetaLine) -> dict[str, Any]:
    if not line.matches:
        return text("meta-no-matches")
    return text("meta-record", wins=line.wins, losses=line.losses, draws=line.draws)


def meta_picture(meta: Metagame, title: dict[str, Any]) -> dict[str, Any]:
    """The heroes as a picture table (the standings' drawing), elements in its subtitle."""
    headers = [text(f"meta-col-{name}") for name in ("hero", "element", "decks", "share",
                                                      "record", "rate")]  # fmt: skip
    rows = [
        [
            line.name,
            line.element or "—",
            str(line.decks),
            _cell(line.share_percent),
            f"{line.wins}–{line.losses}–{line.draws}",
            _cell(line.win_percent),
        ]
        for line in meta.heroes
    ]
    elements = [
        {
            "$key": "meta-picture-element" if line.share_percent is None else "meta-picture-share",
            "element": _element(line.name),
            "decks": line.decks,
            "share": line.share_percent,
        }
        for line in meta.elements
    ]
    subtitle = text("meta-picture-subtitle", decks=meta.decks,
                    elements=each("meta-picture-element", elements, sep=" · "))  # fmt: skip
    return {
        "kind": "standings",
        "title": text("meta-picture-title", title=title),
        "subtitle": subtitle,
        "headers": headers,
        "rows": rows,
        "highlight": [],
    }


def _cell(percent: int | None) -> str:
    return "—" if percent is None else f"{percent}%"
