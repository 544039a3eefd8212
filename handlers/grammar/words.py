"""The arguments of each command: the rest of a typed line → a command dataclass."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot import commands as c
from bot.commands.help_topics import BY_WORD
from bot.domain.numbers import ID_MAX
from bot.domain.settings import DECKS_MAX
from handlers.grammar.basics import NUMBER, Usage, form_of, number
from handlers.grammar.basics import tokens as _tokens  # its callers name the result `tokens`
from handlers.grammar.conduct_words import CONDUCT_PARSERS
from handlers.grammar.identity_words import IDENTITY_PARSERS
from handlers.grammar.late_words import LATE_PARSERS
from handlers.grammar.meta_words import META_PARSERS
from handlers.grammar.prize_words import PRIZE_PARSERS, judge
from handlers.grammar.profile_words import PROFILE_PARSERS
from handlers.grammar.rating_words import RATING_PARSERS
from handlers.grammar.season_words import SEASON_PARSERS

MAX_LENGTH = 1000  # longer commands are junk; they are answered, not parsed
MAX_MULTILINE = 20_000  # a decklist or a card file may be long

_TOURNAMENT = re.compile(r"(?:^|\s)#(\d{1,9})(?=\s|$)")
_SCORE = re.compile(r"(\d{1,2})\s*[:\-]\s*(\d{1,2})(?:\s*[:\-]\s*(\d{1,2}))?")
_TWO_GAMES = re.compile(r"(\d)[:\-](\d)")
Parser = Callable[[str], c.Command]


def _new(rest: str) -> c.Command:
    if not rest:
        raise Usage
    return c.NewTournament(title=rest)


def _set(rest: str) -> c.Command:
    items = []
    for token in _tokens(rest):
        key, sep, value = token.partition("=")
        if not sep or not key or not value:
            raise Usage
        items.append((key, value))
    if not items:
        raise Usage
    return c.SetSettings(items=tuple(items))


def _bind(rest: str) -> c.Command:
    role = {
        "": "channel",
        "channel": "channel",
        "канал": "channel",
        "judges": "judges",
        "судьи": "judges",
        "match": "match",
        "матч": "match",
        "матчи": "match",
    }.get(rest.lower())
    if role is None:
        raise Usage
    return c.Bind(role=role)


def _refuse(rest: str) -> c.Command:
    tokens = _tokens(rest)
    if len(tokens) < 2:
        raise Usage
    return c.Refuse(nickname=tokens[0], reason=" ".join(tokens[1:]))


def _score(text: str) -> tuple[int, int, int]:
    match = _SCORE.fullmatch(text.strip())
    if match is None:
        raise Usage
    return int(match[1]), int(match[2]), int(match[3] or 0)


def _result(rest: str) -> c.Command:
    number, _, rest = rest.partition(" ")
    score, _, reason = rest.partition(" ")
    found = NUMBER.fullmatch(number)
    if found is None:
        raise Usage
    a, b, draws = _score(score)
    return c.SetResult(
        match=int(found[1]), score_a=a, score_b=b, draws=draws, reason=reason.strip()
    )


def _start(rest: str) -> c.Command:
    if not re.fullmatch(r"[\w\-]{0,64}", rest):
        return c.Start()
    return c.Start(payload=rest)


def _register(rest: str) -> c.Command:
    tokens = _tokens(rest)
    if not tokens:
        raise Usage
    # A last word with a digit in it is the game id: game ids are numbers, nicknames rarely.
    if len(tokens) >= 2 and any(ch.isdigit() for ch in tokens[-1]):
        return c.Register(nickname=" ".join(tokens[:-1]), game_id=tokens[-1])
    return c.Register(nickname=" ".join(tokens))


def _accept(rest: str) -> c.Command:
    return c.AcceptRules(application=number(rest, "id", 1, ID_MAX))


def _report(rest: str) -> c.Command:
    mine, theirs, draws = _score(rest)
    return c.Report(mine=mine, theirs=theirs, draws=draws)


def _life(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,3})\s*[:\- ]\s*(\d{1,3})", rest)
    if found is None:
        raise Usage
    return c.LifeTotals(mine=int(found[1]), theirs=int(found[2]))


def _optional_match(cls: type[c.Confirm] | type[c.Dispute]) -> Callable[[str], c.Command]:
    def parse(rest: str) -> c.Command:
        if not rest:
            return cls()
        found = NUMBER.fullmatch(rest)
        if found is None:
            raise Usage
        return cls(match=int(found[1]))

    return parse


_CYCLES = re.compile(r"(?:cycles|циклы|циклов|цикла)=(\d{1,2})", re.I)


def _extend(rest: str) -> c.Command:
    # RES-6: extra minutes, extra cycles (`cycles=N`) or both, for one match.
    tokens = _tokens(rest)
    found = NUMBER.fullmatch(tokens[0]) if tokens else None
    if found is None or not 2 <= len(tokens) <= 3:
        raise Usage
    extra, cycles = 0.0, 0
    for token in tokens[1:]:
        counted = _CYCLES.fullmatch(token)
        if counted is not None and not cycles:
            cycles = int(counted[1])
            if not 1 <= cycles <= 10:
                raise Usage
            continue
        try:
            minutes = float(token.replace(",", "."))
        except ValueError:
            raise Usage from None
        if extra or not 0 < minutes <= 240:  # a second number, or one out of range
            raise Usage
        extra = minutes
    return c.Extend(match=int(found[1]), minutes=extra, cycles=cycles)


def _concede(rest: str) -> c.Command:
    # RES-4: the whole match, or the one game being played.
    word = rest.strip().lower()
    if not word:
        return c.Concede()
    if word in ("game", "партию", "партия", "игру"):
        return c.Concede(game=True)
    raise Usage


def _draw(rest: str) -> c.Command:
    if not rest:
        return c.OfferDraw()
    return c.OfferDraw(score=_score(rest))


def _draw_answer(cls: type[c.AcceptDraw] | type[c.DeclineDraw]) -> Callable[[str], c.Command]:
    def parse(rest: str) -> c.Command:
        found = NUMBER.fullmatch(rest)
        if found is None:
            raise Usage
        return cls(match=int(found[1]))

    return parse


def _techloss(rest: str) -> c.Command:
    tokens = _tokens(rest)
    if not tokens:
        raise Usage
    number = NUMBER.fullmatch(tokens[0])
    if number is not None and len(tokens) >= 2 and tokens[1].lower() in ("both", "оба"):
        # RES-7: a double no-show, both players lose the match
        return c.DoubleLoss(match=int(number[1]), reason=" ".join(tokens[2:]))
    score = _TWO_GAMES.fullmatch(tokens[1]) if len(tokens) >= 2 else None
    if score is not None:
        games = (int(score[1]), int(score[2]))
        return c.TechLoss(nickname=tokens[0], score=games, reason=" ".join(tokens[2:]))
    return c.TechLoss(nickname=tokens[0], reason=" ".join(tokens[1:]))


def _drop(rest: str) -> c.Command:
    if not rest:
        return c.Drop()  # the player leaves himself
    tokens = _tokens(rest)
    return c.JudgeDrop(nickname=tokens[0], reason=" ".join(tokens[1:]))


def _add(rest: str) -> c.Command:
    tokens = _tokens(rest)
    if not tokens:
        raise Usage
    # As at registration: a last word with a digit in it is the game id.
    if len(tokens) >= 2 and any(ch.isdigit() for ch in tokens[-1]):
        return c.AddLate(nickname=" ".join(tokens[:-1]), game_id=tokens[-1])
    return c.AddLate(nickname=" ".join(tokens))


def _swap(rest: str) -> c.Command:
    tokens = _tokens(rest)
    if len(tokens) != 2 or tokens[0].lower() == tokens[1].lower():
        raise Usage
    return c.Swap(first=tokens[0], second=tokens[1])


def _first_line(rest: str) -> tuple[str, str]:
    head, _, body = rest.partition("\n")
    return head.strip(), body


def _cards(kind: str) -> Callable[[str], c.Command]:
    def parse(rest: str) -> c.Command:
        return c.ImportLibrary(kind=kind, text=rest.strip())

    return parse


def _deck(rest: str) -> c.Command:
    head, body = _first_line(rest)
    if head and not head.isdecimal():
        body = rest  # the list starts on the command's own line
        head = ""
    slot = number(head, "slot", 1, DECKS_MAX) if head else None
    return c.SubmitDeck(slot=slot, text=body.strip())


def _setdeck(rest: str) -> c.Command:
    head, body = _first_line(rest)
    tokens = _tokens(head)
    if not tokens or len(tokens) > 2 or (len(tokens) == 2 and not tokens[1].isdecimal()):
        raise Usage
    slot = number(tokens[1], "slot", 1, DECKS_MAX) if len(tokens) == 2 else None
    return c.JudgeDeck(nickname=tokens[0], slot=slot, text=body.strip())


def _publish(rest: str) -> c.Command:
    found = re.fullmatch(r"(?:top\s*|топ\s*)?(\d{1,3})?", rest.strip().lower())
    if found is None:
        raise Usage
    return c.PublishDecks(top=int(found[1]) if found[1] else 8)


def _ban(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,6}) (\d)", rest)
    if found is None:
        raise Usage
    return c.BanDeck(match=int(found[1]), slot=int(found[2]))


def _standings(rest: str) -> c.Command:
    if rest.lower() in ("csv", "цсв", "файл"):
        return c.StandingsFile()  # a judge's: the table as a file (FMT-7)
    if rest:
        raise Usage
    return c.ShowStandings()


def _help(rest: str) -> c.Command:
    # `/help report`, `/help /report`, «помощь отчёт»: the core finds the command by any name.
    if len(rest) > 64:
        raise Usage
    return c.Help(topic=rest)


def _pick(rest: str) -> c.Command:
    return c.Pick(choice=number(rest, "id", 0, ID_MAX))


def _class_forms(parsers: dict[str, Parser]) -> dict[str, Parser]:
    """Every typed word (it has a help topic) without a parser: its form read from its class."""
    missing = [word for word in BY_WORD if word not in parsers and word not in c.COMMANDS]
    if missing:
        raise TypeError(f"no command class is named {missing}: name one so or give a parser")
    return {word: form_of(c.COMMANDS[word]) for word in BY_WORD if word not in parsers}


_PARSERS: dict[str, Parser] = {
    **CONDUCT_PARSERS,
    **PRIZE_PARSERS,
    **LATE_PARSERS,
    **PROFILE_PARSERS,
    **IDENTITY_PARSERS,
    **RATING_PARSERS,
    **META_PARSERS,
    **SEASON_PARSERS,
    "new": _new,
    "set": _set,
    "bind": _bind,
    "judge": judge,  # `/judge head`: the head judge (S0 9.2)
    "refuse": _refuse,
    "result": _result,
    "extend": _extend,
    "techloss": _techloss,
    "swap": _swap,
    "add": _add,
    "start": _start,
    "register": _register,
    "accept": _accept,
    "drop": _drop,
    "need": lambda rest: c.Need(nickname=" ".join(_tokens(rest))),  # issue 26: a judge names one
    "report": _report,
    "life": _life,
    "confirm": _optional_match(c.Confirm),
    "dispute": _optional_match(c.Dispute),
    "concede": _concede,
    "draw": _draw,
    "drawyes": _draw_answer(c.AcceptDraw),
    "drawno": _draw_answer(c.DeclineDraw),
    "standings": _standings,
    "help": _help,
    "pick": _pick,
    "cards": _cards("cards"),
    "banned": _cards("banned"),
    "deck": _deck,
    "setdeck": _setdeck,
    "pool": lambda rest: c.SealedPool(text=rest.strip()),
    "publish_decks": _publish,
    "bandeck": _ban,
}
PARSERS = {**_class_forms(_PARSERS), **_PARSERS}
# Commands whose text runs over several lines (a decklist, a card file) keep them as typed.
