"""A player's profile across tournaments: `/profile` in chat and the page's read model (issue 26).

Two small finished tournaments of the same four people; the first with decklists, one of them
published (REG-9). What the profile shows is compared with what the judge entered; nothing
private (game IDs, unpublished lists, platform ids) reaches the chat or the page.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from harness import Core, Event

from bot.context import Context
from bot.runtime.config import Settings
from bot.usecases.history import history
from bot.usecases.profile import Profile, profile
from handlers.web import Web
from handlers.web.profiles import profile_context
from handlers.web.site import Translator, render

ROOT = Path(__file__).resolve().parents[2]
POOL = ROOT / "bot" / "data" / "sample_pool.csv"
DECKS = ROOT / "tests" / "data" / "decks"
BASE = "https://cup.example.org"
NICKS = ["Анна", "Борис", "Вера", "Глеб"]
KIND = {"Анна": "forest", "Борис": "mountains", "Вера": "steppe", "Глеб": "forest"}
NAMES = {"forest": "Лесной натиск", "mountains": "Гранит", "steppe": "Ветер степей"}
PAIR = re.compile(r"^№(\d+)(?: \(.+?\))?: (.+?) — (.+?) \(ждём результат\)$", re.M)
GAME_IDS = [f"5000{i}" for i in range(len(NICKS))]  # what the harness registers them with


async def play_round(core: Core, t: Event, played: list[tuple[str, str, str]]) -> None:
    """The judge enters every open match: the lower nickname wins 2:1; kept as (a, b, winner)."""
    await core.say(core.judge, f"/pairings #{t.id}")
    for number, a, b in PAIR.findall(core.expect(core.judge, key="pairings").text):
        score = "2:1" if a < b else "1:2"
        await core.say(core.judge, f"/result {number} {score} #{t.id}")
        core.expect(core.judge, f"Матч №{number}:")
        played.append((a, b, min(a, b)))


async def page_html(core: Core, found: Profile, lang: str) -> str:
    """The profile page as the web door renders it."""
    site = Web(Settings(), core.db, core.service, core.texts, core.clock)
    tr = Translator(core.texts, lang)
    extra = profile_context(site, found, lang)
    return render("profile.html", lang=lang, tr=tr, static="/static", path="/p/1", **extra)


async def test_the_profile_shows_places_published_decks_and_head_to_head(core: Core) -> None:
    await core.send_file(core.judge, "pool.csv", POOL.read_bytes(), caption="/cards")
    core.expect(core.judge, "Пул карт загружен")
    await core.say(core.judge, "/season new Осень 2026")
    core.expect(core.judge, key="season-created")
    played: list[tuple[str, str, str]] = []
    first = await core.tournament(
        NICKS, "decks=1 rounds=1 bo=3 season=1", title="Кубок Осени", begin=False
    )
    for player in first.players:
        await core.say(player, "/deck\n" + (DECKS / f"{KIND[player.name]}.txt").read_text())
        core.expect(player, "принята")
    await core.say(core.judge, "/begin", core.channel)
    await play_round(core, first, played)
    await core.say(core.judge, "/finish", core.channel)
    await core.say(core.judge, f"/publish_decks 1 #{first.id}")  # REG-9: the winner's only
    core.expect(core.judge, "Опубликовано деклистов: 1")
    second = await core.tournament(first.players, "rounds=2 bo=3", title="Кубок Зимы")
    await play_round(core, second, played)
    await core.say(core.judge, "/next", core.channel)
    await play_round(core, second, played)
    await core.say(core.judge, "/finish", core.channel)

    past = await core.service.read(history)
    winner = past.tournaments[0].entries[0].nickname
    shown, hidden = NAMES[KIND[winner]], set(NAMES.values()) - {NAMES[KIND[winner]]}
    persons = {nick: past.find(nick) for nick in NICKS}
    anna = persons["Анна"]
    assert anna is not None
    met = Counter(b if a == "Анна" else a for a, b, _ in played if "Анна" in (a, b))
    rival = met.most_common(1)[0][0]
    rival_person = persons[rival]
    assert rival_person is not None

    async def read(person: int, vs: int | None = None) -> Profile:
        async def query(ctx: Context) -> Profile | None:
            return await profile(ctx, person, vs)

        found = await core.service.read(query)
        assert found is not None
        return found

    mine = await read(anna, rival_person)
    assert [r.tournament.title for r in mine.played] == ["Кубок Зимы", "Кубок Осени"]
    wins = sum(1 for a, b, w in played if "Анна" in (a, b) and w == "Анна")
    assert sum(r.entry.wins for r in mine.played) == wins  # the lowest nickname won every one
    assert mine.h2h is not None and len(mine.h2h.meetings) == met[rival]
    assert (mine.h2h.count("win"), mine.h2h.count("loss")) == (met[rival], 0)
    assert {nick for _, nick in mine.opponents} == set(met)
    (autumn,) = mine.seasons  # the first cup counts for the season, the second for none
    assert autumn.season == "Осень 2026" and autumn.points > 0
    assert mine.rating is not None and len(mine.rating.points) == 2  # a value after each cup

    pages = {}
    for nick, person in persons.items():
        assert person is not None
        found = await read(person)
        decks = [d.name for row in found.played for d in row.decks]
        assert decks == ([shown] if nick == winner else []), (nick, decks)
        pages[nick] = await page_html(core, found, "ru")
    assert shown in pages[winner]
    english = await page_html(core, await read(anna, rival_person), "en")
    assert "Head-to-head" in english and "Кубок Зимы" in english and "Личные" not in english
    for html in [*pages.values(), english]:
        assert not hidden & set(re.findall(r"«([^»]+)»", html))  # no unpublished list
        assert not [gid for gid in GAME_IDS if gid in html]

    core.deps.pages.base = BASE  # as the app sets it once its web server listens
    await core.say(first["Анна"], "/profile")
    card = core.expect(first["Анна"], key="profile-card")
    assert "Завершённых турниров: 2" in card.text and "Кубок Осени" in card.text
    assert "Сезон «Осень 2026»" in card.text
    assert f"{BASE}/p/{anna}" in card.text
    assert card.button("Страница игрока") is not None
    await core.say(first["Вера"], f"/profile {rival}")
    other = core.expect(first["Вера"], key="profile-card")
    assert f"Профиль игрока {rival}" in other.text
    for text in (card.text, other.text):
        assert not [gid for gid in GAME_IDS if gid in text]
        assert str(first["Анна"].user_id) not in text
    await core.say(first["Вера"], "/profile Некто")
    core.expect(first["Вера"], "не найден")
    await core.say(core.judge, "/profile")  # the judge played nothing
    core.expect(core.judge, "нет завершённых турниров")
