"""The one list of typed commands: who types each, when it is needed, and Telegram's menus.

`/help` shows a role's groups for the moment of the day, `/help <command>` one command,
and the Telegram menus (handlers/telegram/menus.py) take their commands from here too.
Every command word of the grammar a person types has a topic (tests/unit/test_help_topics.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.commands import BanDeck, Command, IssueSanction, SubmitDeck


class Role(StrEnum):
    """Who types a command; the help line under `/help <command>` says it."""

    PLAYER = "player"
    ANYONE = "anyone"
    JUDGE = "judge"
    ADMIN = "admin"  # a global admin from the config: the organizer
    BOTH = "both"  # a player for himself, a judge for any player (`/drop`)


class Menu(StrEnum):
    """Telegram's menus beside the input field, one per kind of chat."""

    PRIVATE = "private"  # a player's dialog with the bot
    GROUP = "group"  # everyone in a group
    ADMINS = "admins"  # a group's admins: the judges in the channel and the judges' chat


@dataclass(frozen=True, slots=True)
class Topic:
    """A command as typed: `/help <word>` explains it with `help-about-<word>`."""

    word: str
    role: Role
    names: tuple[str, ...] = ()  # Russian words `/help` takes for it (VK users type them)
    menus: tuple[Menu, ...] = ()  # the Telegram menus that show it


P, A, J, ADM, BOTH = Role.PLAYER, Role.ANYONE, Role.JUDGE, Role.ADMIN, Role.BOTH
PRIV, GRP, ADMS = Menu.PRIVATE, Menu.GROUP, Menu.ADMINS

# The order here is the menus' order: a player's most used first, then the judge's day.
TOPICS: tuple[Topic, ...] = (
    Topic("register", P, ("регистрация", "заявка", "записаться"), (PRIV,)),
    Topic("me", A, ("мой матч", "мой турнир", "я"), (PRIV,)),
    Topic("report", P, ("отчёт", "отчет", "счёт", "счет", "результат"), (PRIV,)),
    Topic("confirm", P, ("подтвердить",), (PRIV,)),
    Topic("dispute", P, ("оспорить",), (PRIV,)),
    Topic("bind", J, ("привязать", "канал"), (ADMS,)),
    Topic("open", J, ("открыть", "открыть регистрацию"), (ADMS,)),
    Topic("close", J, ("закрыть", "закрыть регистрацию"), (ADMS,)),
    Topic("players", J, ("игроки", "заявки"), (ADMS,)),
    Topic("begin", J, ("начать турнир", "старт турнира"), (ADMS,)),
    Topic("next", J, ("следующий тур", "следующий"), (ADMS,)),
    Topic("result", J, ("исправить", "установить результат"), (ADMS,)),
    Topic("techloss", J, ("техпоражение", "техническое поражение"), (ADMS,)),
    Topic("extend", J, ("продлить", "добавить время"), (ADMS,)),
    Topic("pause", J, ("пауза",), (ADMS,)),
    Topic("resume", J, ("продолжить",), (ADMS,)),
    Topic("protests", J, ("протесты",), (ADMS,)),
    Topic("decide", J, ("решение", "решить", "решение по протесту")),
    Topic("evidence", J, ("доказательства",)),
    Topic("reopen", J, ("переоткрыть",)),
    Topic("warn", J, ("предупреждение",), (ADMS,)),
    Topic("remark", J, ("замечание",)),
    Topic("gameloss", J, ("поражение в партии",)),
    Topic("matchloss", J, ("поражение в матче",)),
    Topic("dq", J, ("дисквалификация",)),
    Topic("ban", J, ("бан", "отстранение")),
    Topic("bans", J, ("баны",)),
    Topic("history", J, ("история",)),
    Topic("audit", J, ("журнал", "аудит"), (ADMS,)),
    Topic("guide", J, ("памятка", "памятка судьи"), (ADMS,)),
    Topic("finish", J, ("завершить", "итоги"), (ADMS,)),
    Topic("pairings", A, ("пары",), (PRIV, GRP, ADMS)),
    Topic("standings", A, ("таблица",), (PRIV, GRP, ADMS)),
    Topic("rules", A, ("правила", "регламент"), (PRIV, GRP)),
    Topic("need", P, ("топ", "что нужно", "что нужно для топа")),  # issue 26
    Topic("drop", BOTH, ("выйти", "выход", "снятие", "снять"), (PRIV,)),
    Topic("help", A, ("помощь", "команды"), (PRIV, GRP, ADMS)),
    Topic("start", A, ("начать", "старт")),
    Topic("checkin", P, ("подтверждаю", "подтверждение участия")),
    Topic("unregister", P, ("отозвать", "отозвать заявку")),
    Topic("concede", P, ("сдаюсь", "сдаться")),
    Topic("draw", P, ("ничья",)),
    Topic("life", P, ("жизни",)),
    Topic("protest", P, ("протест",)),
    Topic("deck", P, ("колода", "деклист")),
    Topic("decks", P, ("колоды", "мои колоды")),
    Topic("pool", P, ("пул",)),
    Topic("page", A, ("страница",)),
    Topic("profile", A, ("профиль",)),
    Topic("prizes", A, ("призы",)),
    Topic("claim", P, ("приз",)),
    Topic("season", A, ("сезон", "таблица сезона")),  # issue 26
    Topic("new", ADM, ("новый турнир", "создать")),
    Topic("set", J, ("настроить",)),
    Topic("settings", J, ("настройки",)),
    Topic("judge", J, ("судья", "главный судья")),
    Topic("cards", ADM, ("карты", "пул карт")),
    Topic("banned", ADM, ("запрещённые", "бан-лист", "банлист")),
    Topic("refuse", J, ("отказать",)),
    Topic("add", J, ("дозаявить", "добавить")),
    Topic("draft", J, ("драфт",)),
    Topic("repair", J, ("перепарить",)),
    Topic("swap", J, ("обменять",)),
    Topic("undrop", J, ("возврат", "вернуть")),
    Topic("undo", J, ("откат", "отменить")),
    Topic("export", J, ("экспорт", "архив")),
    Topic("setdeck", J, ("изменить колоду",)),
    Topic("decklist", J, ("деклисты", "список колоды")),
    Topic("publish_decks", J, ("опубликовать колоды",)),
    Topic("paid", J, ("оплачено",)),
    Topic("merge", J, ("объединить", "один игрок")),
    Topic("unmerge", J, ("разъединить", "разделить")),
    Topic("rating", A, ("рейтинг",)),
    Topic("meta", A, ("метагейм",)),
)
BY_WORD = {topic.word: topic for topic in TOPICS}

# Groups of commands, the most likely first; a group's title is `help-group-<name>`.
GROUPS: dict[str, tuple[str, ...]] = {
    # a judge's
    "setup": ("new", "set", "settings", "bind", "judge", "cards", "banned", "guide"),
    "registration": ("open", "players", "refuse", "add", "close"),
    "start": ("begin", "draft"),
    "paused": ("resume", "extend"),
    "round": ("pairings", "result", "techloss", "extend", "pause", "resume"),
    "between": ("next", "standings", "finish"),
    "protests": ("protests", "decide", "evidence", "reopen"),
    "sanctions": ("warn", "remark", "gameloss", "matchloss", "dq", "ban"),
    "corrections": ("result", "drop", "undrop", "add", "repair", "swap", "undo"),
    "records": ("audit", "history", "bans", "guide", "merge", "unmerge"),
    "lists": ("players", "export"),
    "judge-decks": ("decklist", "setdeck", "publish_decks", "meta"),
    "after": ("result", "standings", "publish_decks", "prizes", "paid", "export", "season"),
    # a player's
    "join": ("register", "rules", "start"),
    "look": ("pairings", "standings", "page", "profile", "rating", "season"),
    "application": ("me", "checkin", "unregister", "rules"),
    "decks": ("deck", "decks", "pool"),
    "answer": ("confirm", "dispute", "protest"),
    "play": ("report", "confirm", "dispute", "me", "concede", "draw", "protest", "need"),
    "time-out": ("life",),  # FMT-6: a knockout match whose time is over
    "soon": ("report", "confirm", "dispute"),  # how results go, told before the start
    "leave": ("drop",),
    "ended": ("standings", "prizes", "claim", "protest", "meta"),
}
# Commands a judge types in another form than a player: his help shows his own line.
JUDGE_LINES = frozenset({"drop", "standings"})
# What a judge needs at each moment of the day, the most likely group first.
JUDGE_MOMENTS: dict[str, tuple[str, ...]] = {
    "setup": ("setup", "registration"),
    "registration": ("registration", "start", "setup", "judge-decks"),
    "round": ("round", "protests", "sanctions", "corrections", "records"),
    "paused": ("paused", "round", "protests", "sanctions", "corrections", "records"),
    "between": ("between", "corrections", "protests", "sanctions", "records", "lists"),
    "after": ("after", "protests", "records", "sanctions"),
}
# What a player needs at each moment; "decks" joins where decklists are due (REG-9).
PLAYER_MOMENTS: dict[str, tuple[str, ...]] = {
    "outsider": ("join", "look"),
    "registered": ("application", "look", "soon"),
    "playing": ("play", "look", "leave"),
    "answer": ("answer", "play", "look", "leave"),
    "after": ("ended", "look"),
}
# `/help all`: every group of a role, in the day's order.
ALL_GROUPS: dict[str, tuple[str, ...]] = {
    "judge": (
        "setup", "registration", "start", "round", "between", "protests", "sanctions",
        "corrections", "records", "lists", "judge-decks", "after",
    ),
    "player": ("join", "application", "decks", "play", "time-out", "look", "leave", "ended"),
}  # fmt: skip


def menu(scope: Menu) -> tuple[str, ...]:
    """The commands of one Telegram menu, in the list's order."""
    return tuple(topic.word for topic in TOPICS if scope in topic.menus)


def words_of(groups: tuple[str, ...]) -> list[str]:
    """The commands of groups in order, each once: the first group that has it shows it."""
    return list(dict.fromkeys(word for group in groups for word in GROUPS[group]))


# The word a command is typed with, where it is not the command's name.
_TYPED = {"standings_csv": "standings", "judge-drop": "drop", "double-loss": "techloss",
          "headjudge": "judge"}  # fmt: skip
_SANCTION_WORDS = {"warning": "warn"}


def typed_word(command: Command) -> str | None:
    """The command word a person typed for this command; None for what no one types."""
    if isinstance(command, BanDeck) or (isinstance(command, SubmitDeck) and command.bare_file):
        return None  # a button (its name is the sanction's word), a file without a caption
    if isinstance(command, IssueSanction):
        return _SANCTION_WORDS.get(command.kind, command.kind)
    word = _TYPED.get(command.name, command.name)
    return word if word in BY_WORD else None


def find(query: str) -> Topic | None:
    """The topic a person asks about: `report`, `/report`, `Отчёт`."""
    asked = " ".join(query.lower().lstrip("/").split())
    if asked in BY_WORD:
        return BY_WORD[asked]
    return next((t for t in TOPICS if asked in t.names), None)


def closest(query: str) -> Topic | None:
    """The topic nearest a mistyped word, or None when nothing is near."""
    # rapidfuzz (a dependency already, for card names) scores every word and Russian name.
    from rapidfuzz import fuzz, process

    asked = " ".join(query.lower().lstrip("/").split())
    choices = {word: topic for topic in TOPICS for word in (topic.word, *topic.names)}
    found = process.extractOne(asked, list(choices), scorer=fuzz.ratio, score_cutoff=60)
    return None if found is None else choices[found[0]]
