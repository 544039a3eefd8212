"""The one table of settings by name (each key's Russian names, area and meaning), which `/set`,
`/settings` and the suggestion for a mistyped name all read (issue 24)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.domain.errors import Refusal
from bot.domain.setting_values import plain_word

NEAR_SCORE = 75  # rapidfuzz's WRatio, 0–100: below it a suggestion would only puzzle


class Area(StrEnum):
    """The groups `/settings` shows, in this order; each has a heading `settings-area-…`."""

    FORMAT = "format"
    SCORING = "scoring"
    TIME = "time"
    REGISTRATION = "registration"
    DECKS = "decks"
    RESULTS = "results"
    PRIZES = "prizes"
    MODERATION = "moderation"
    PAGE = "page"
    SEASON = "season"


@dataclass(frozen=True, slots=True)
class Setting:
    """One setting: its key, its Russian names (the first is shown), its area."""

    key: str
    area: Area
    names: tuple[str, ...]

    @property
    def name(self) -> str:
        """The Russian name shown."""
        return self.names[0]

    @property
    def meaning(self) -> str:
        """The text key of what the setting means, in a short phrase."""
        return f"setting-{self.key}"


_A = Area
# Shown area by area in this order. Names are typed with "_" for a space; ё and е are alike.
SETTINGS: tuple[Setting, ...] = (
    Setting("format", _A.FORMAT, ("формат", "игра", "вид_игры")),
    Setting("stages", _A.FORMAT, ("этапы", "стадии")),
    Setting("rounds", _A.FORMAT, ("туры", "раунды", "число_туров", "туров", "раундов")),
    Setting("bo", _A.FORMAT, ("бо", "матч", "матч_до")),
    Setting("top", _A.FORMAT, ("топ", "размер_топа")),
    Setting("grand_final_reset", _A.FORMAT, ("второй_финал", "сброс_финала", "суперфинал")),
    Setting("seed", _A.FORMAT, ("жеребьёвка", "зерно", "сид")),
    Setting("points", _A.SCORING, ("очки", "очки_за_матч")),
    Setting("tiebreakers", _A.SCORING, ("показатели", "доп_показатели", "тайбрейки")),
    Setting("floor", _A.SCORING, ("порог", "нижняя_граница")),
    Setting("bye", _A.SCORING, ("бай", "счёт_бая", "пропуск_тура")),
    Setting("start", _A.TIME, ("начало", "старт", "дата")),
    Setting("round_minutes", _A.TIME, ("время_тура", "минуты_тура", "минут_на_тур")),
    Setting("prep_minutes", _A.TIME, ("подготовка", "минуты_подготовки", "время_подготовки")),
    Setting("auto_rounds", _A.TIME, ("автотуры", "авто_туры", "туры_сами")),
    Setting("round_break", _A.TIME, ("перерыв", "перерыв_между_турами")),
    Setting("schedule", _A.TIME, ("расписание", "время_туров")),
    Setting("cap", _A.REGISTRATION, ("мест", "лимит", "места", "максимум_игроков")),
    Setting("checkin_from", _A.REGISTRATION, ("подтверждение_с", "чекин_с", "отметка_с")),
    Setting("checkin_to", _A.REGISTRATION, ("подтверждение_до", "чекин_до", "отметка_до")),
    Setting("checkin_remind_minutes", _A.REGISTRATION, ("напоминание", "напомнить_за")),
    Setting("late_entry", _A.REGISTRATION, ("опоздавшие", "опоздание", "поздняя_запись")),
    Setting("rules_url", _A.REGISTRATION, ("правила", "ссылка_на_правила")),
    Setting("min_age", _A.REGISTRATION, ("возраст", "минимальный_возраст")),
    Setting("territory", _A.REGISTRATION, ("территория", "регион")),
    Setting("require_game_id", _A.REGISTRATION, ("игровой_id", "id_в_игре", "ид_в_игре")),
    Setting("decks", _A.DECKS, ("колоды", "колод", "деклисты")),
    Setting("deck_bans", _A.DECKS, ("черк", "черк_колод", "баны")),
    Setting("ban_default", _A.DECKS, ("черк_по_умолчанию", "бан_по_умолчанию")),
    Setting("draft_boosters", _A.DECKS, ("бустеры", "бустеров")),
    Setting("draft_cards", _A.DECKS, ("карт_в_бустере", "карты_в_бустере")),
    Setting("draft_pick_seconds", _A.DECKS, ("время_пика", "секунды_пика", "пик")),
    Setting("draft_review_seconds", _A.DECKS, ("просмотр", "время_просмотра")),
    Setting("confirm_minutes", _A.RESULTS, ("время_подтверждения", "минуты_подтверждения")),
    Setting("draw_needs_both", _A.RESULTS, ("ничья_с_согласия", "ничья_обоих")),
    Setting("techloss_score", _A.RESULTS, ("счёт_техпоражения", "техпоражение")),
    Setting("review_days", _A.RESULTS, ("дни_исправлений", "дни_на_исправления")),
    Setting("protest_limit", _A.RESULTS, ("жалобы", "лимит_жалоб", "жалоб")),
    Setting("protest_scope", _A.RESULTS, ("жалобы_за", "счёт_жалоб")),
    Setting("prizes", _A.PRIZES, ("призы",)),
    Setting("drop_keeps_prize", _A.PRIZES, ("приз_вышедшему", "приз_при_выходе")),
    Setting("documents_contact", _A.PRIZES, ("документы", "куда_документы")),
    Setting("mod_confirm", _A.MODERATION, ("подтверждать_дк", "подтверждать_дисквалификацию")),
    Setting("flood_messages", _A.MODERATION, ("флуд_сообщений", "флуд")),
    Setting("flood_seconds", _A.MODERATION, ("флуд_секунд",)),
    Setting("links", _A.MODERATION, ("ссылки",)),
    Setting("public_page", _A.PAGE, ("страница", "живая_страница", "сайт")),
    Setting("season", _A.SEASON, ("сезон",)),
    Setting("weight", _A.SEASON, ("вес", "множитель", "коэффициент")),
    Setting("seed_by", _A.SEASON, ("посев", "посев_по", "рассев")),
)
BY_KEY = {s.key: s for s in SETTINGS}
# Every accepted spelling → its key, built once: a /set is one dictionary look-up a name.
_LOOKUP = {plain_word(name): s.key for s in SETTINGS for name in (s.key, *s.names)}


def setting_key(typed: str) -> str:
    """The key a judge named in English or Russian; an unknown name is refused with the
    closest setting, or with the way to see them all when nothing is close."""
    word = plain_word(typed)
    key = _LOOKUP.get(word)
    if key is not None:
        return key
    near = _closest(word)
    if near is None:
        raise Refusal("set-unknown-key-far", key=typed)
    raise Refusal("set-unknown-key", key=typed, name=BY_KEY[near].name, setting=near)


def named_items(items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """The `/set` pairs with every name turned into its key, all or none."""
    return tuple((setting_key(name), raw) for name, raw in items)


def _closest(word: str) -> str | None:
    # Only on a mistake: rapidfuzz scores the ≈ 150 spellings in C, a misspelt or a shortened
    # name (WRatio weighs a part too: "минуты" → "минуты_тура") finds its setting.
    from rapidfuzz import fuzz, process

    found = process.extractOne(word, _LOOKUP.keys(), scorer=fuzz.WRatio, score_cutoff=NEAR_SCORE)
    return None if found is None else _LOOKUP[found[0]]


def by_area() -> list[tuple[Area, list[Setting]]]:
    """The settings grouped by area, in the table's order."""
    return [(area, [s for s in SETTINGS if s.area is area]) for area in Area]
