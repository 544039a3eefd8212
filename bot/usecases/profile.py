"""A player's profile: what his page `/p/<id>` and `/profile [<nick>]` show (issue 26).

A read model over the history: his tournaments (place, record, published decks only), season
points, rating with its history, and his head-to-head against one opponent. Nothing private
leaves here: no game ID, no unpublished list (REG-9), no sanctions — the organizer has no
switch that publishes them, so none are shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, tzinfo
from typing import Any

from bot.commands import ShowProfile
from bot.context import Context
from bot.domain.errors import Refusal
from bot.domain.history import History
from bot.domain.identity import accounts_of
from bot.domain.match_facts import is_public
from bot.domain.profile import HeadToHead, Played, head_to_head, opponents, played
from bot.notices import Button
from bot.usecases.history import history
from bot.usecases.need import page_need
from bot.usecases.ratings import ratings
from bot.usecases.registry import handles
from bot.usecases.seasons import seasons_of_person
from bot.wording.message_params import each, text

SHOWN = 5  # tournaments /profile lists in chat; the page lists them all


@dataclass(frozen=True, slots=True)
class SeasonPoints:
    """His line in one season's table."""

    id: int  # the season's: its page is /s/<id>
    season: str  # the season's name
    place: str  # "3" or a shared "3–4"
    points: float
    qualified: bool
    size: int  # lines in the season's table


@dataclass(frozen=True, slots=True)
class RatingView:
    """His rating and its value after each tournament he played."""

    value: int
    rank: int
    matches: int  # rated matches
    points: tuple[tuple[int, float, int], ...]  # (tournament id, finished at, value)


@dataclass(frozen=True, slots=True)
class LiveNeed:
    """A Swiss with a top he plays now, and what each record of the rounds left gives him."""

    tournament: int
    title: str
    public: bool  # its live page is on the web
    top: int
    lines: dict[str, Any]  # /need's lines as a text parameter


@dataclass(frozen=True, slots=True)
class Profile:
    """Everything public about one person across the finished tournaments."""

    person: int  # the canonical id: the smallest account id of his linked accounts
    nickname: str  # his latest
    played: list[Played]  # newest first
    public: frozenset[int]  # the tournaments whose page is on the web (`public_page`)
    seasons: list[SeasonPoints]  # newest season first
    rating: RatingView | None  # None: no rating for him (or none computed)
    opponents: list[tuple[int, str]]  # (person, latest nickname) of everyone he met
    h2h: HeadToHead | None  # against the opponent asked for, if any
    live: tuple[LiveNeed, ...] = ()  # running Swiss stages with a top: /need's lines (issue 26)


async def profile(ctx: Context, account: int, vs: int | None = None) -> Profile | None:
    """The profile of the person an account belongs to; None when he played no finished
    tournament. `vs`: any account id of an opponent for the head-to-head."""
    past = await history(ctx)
    person = past.person_of_account(account)
    rows = played(past, person)
    live, live_nickname = await _live(ctx, past, person)
    if not rows and not live:
        return None
    public = set()
    for row in rows:
        t = await ctx.store.tournaments.get(row.tournament.id)
        if t is not None and is_public(t):
            public.add(t.id)
    met = opponents(past, person)
    h2h = None
    if vs is not None and past.person_of_account(vs) in met:
        h2h = head_to_head(past, person, past.person_of_account(vs))
    return Profile(
        person=person,
        nickname=past.names.get(person) or (rows[0].entry.nickname if rows else live_nickname),
        played=rows,
        public=frozenset(public),
        seasons=await _seasons(ctx, person),
        rating=await _rating(ctx, person),
        opponents=[(p, past.names.get(p, "")) for p in met],
        h2h=h2h,
        live=live,
    )


async def _live(ctx: Context, past: History, person: int) -> tuple[tuple[LiveNeed, ...], str]:
    """What he needs for the top in each running Swiss with a top he plays (the same lines as
    /need and «Мой матч»), and his nickname there."""
    found: list[LiveNeed] = []
    nickname = ""
    for account_id in accounts_of(person, past.persons) or [person]:
        for t in await ctx.store.tournaments.active_for(account_id):
            player = await ctx.store.players.of_account(t.id, account_id)
            if player is None:
                continue
            need = await page_need(ctx, t, await ctx.store.accounts.get(account_id))
            if need:
                nickname = player.nickname
                found.append(LiveNeed(t.id, t.title, is_public(t), need["need_top"], need["need"]))
    return tuple(found), nickname


def profile_url(ctx: Context, person: int) -> str | None:
    """The profile page's address, or None when pages are off."""
    base = ctx.deps.pages.base
    return f"{base}/p/{person}" if base else None


def day(ts: float, tz: tzinfo) -> str:
    """A date in the people's time zone (Moscow), as the chat card and the page show it."""
    return datetime.fromtimestamp(ts, tz).strftime("%d.%m.%Y")


@handles(ShowProfile)
async def show_profile(ctx: Context, cmd: ShowProfile) -> None:
    """`/profile [<nick>]`: a short card in chat and the link to the page when pages are on."""
    past = await history(ctx)
    person = _person(ctx, past, cmd.nickname)
    found = await profile(ctx, person) if person is not None else None
    if found is None or not found.played:
        if cmd.nickname:
            raise Refusal("profile-unknown", nick=cmd.nickname)
        raise Refusal("profile-none-yet")
    url = profile_url(ctx, found.person)
    best = min(row.entry.place for row in found.played)
    seasons = [
        {"$key": "profile-card-season", "season": s.season, "place": s.place, "size": s.size,
         "points": f"{s.points:g}"}
        for s in found.seasons
    ]  # fmt: skip
    lines: list[dict[str, Any]] = [
        {
            "title": row.tournament.title,
            "date": day(row.tournament.finished_at, ctx.deps.tz),
            "place": row.entry.label,
            "record": f"{row.entry.wins}-{row.entry.losses}-{row.entry.draws}",
        }
        for row in found.played[:SHOWN]
    ]
    if len(found.played) > SHOWN:
        lines.append({"$key": "profile-card-more", "count": len(found.played) - SHOWN})
    buttons = [[Button("btn-profile-page", url=url)]] if url else []
    await ctx.reply(
        "profile-card",
        buttons,
        nick=found.nickname,
        count=len(found.played),
        best=best,
        rating=_rating_text(found.rating),
        lines=each("profile-card-line", seasons + lines),
        link=text("profile-card-link", url=url) if url else "",
    )


def _person(ctx: Context, past: History, nickname: str) -> int | None:
    """The person named by his nickname, else the sender's own."""
    if nickname:
        return past.find(nickname)
    return past.person_of_account(ctx.me.id)


def _rating_text(rating: RatingView | None) -> dict[str, Any]:
    """His rating in words, or «нет данных»."""
    if rating is None:
        return text("profile-no-data")
    value = str(rating.value)  # a rating is written without a thousands separator
    return text("profile-rating", value=value, rank=rating.rank, matches=rating.matches)


async def _rating(ctx: Context, person: int) -> RatingView | None:
    """His rating (OpenSkill over every rated match) and its value after each tournament."""
    found = (await ratings(ctx)).of(person)
    if found is None:
        return None
    points = tuple((p.tournament_id, p.finished_at, p.value) for p in found.points)
    return RatingView(int(found.value), int(found.rank), int(found.matches), points)


async def _seasons(ctx: Context, person: int) -> list[SeasonPoints]:
    """His line in every season he played, the newest season first."""
    return [
        SeasonPoints(item.season, item.name, item.line.label, item.line.points,
                     item.line.qualified, item.size)
        for item in await seasons_of_person(ctx, person)
    ]  # fmt: skip
