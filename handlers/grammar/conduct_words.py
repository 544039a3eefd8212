"""The arguments of the conduct commands: protests, decisions, sanctions, the log."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot import commands as c
from bot.domain.numbers import ID_MAX
from handlers.grammar.basics import NUMBER, Usage, number
from handlers.grammar.basics import tokens as split_words

BAN_DAYS_MAX = 3650  # ten years: the longest ban a judge types


def _protest(rest: str) -> c.Command:
    if not rest:
        return c.FileProtest()
    found = NUMBER.fullmatch(rest)
    if found is None:
        raise Usage
    return c.FileProtest(match=int(found[1]))


def _preason(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,9}) ([a-z]+)", rest)
    if found is None:
        raise Usage
    return c.ProtestReason(protest=int(found[1]), reason=found[2])


def _decide(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,9}) (accept|reject|принять|отклонить)(?: (.+))?", rest, re.S)
    if found is None:
        raise Usage
    verdict = "accept" if found[2] in ("accept", "принять") else "reject"
    # Without a text (the judge's button) the bot asks for it: his next message (PRO-8).
    return c.DecideProtest(protest=int(found[1]), verdict=verdict, text=(found[3] or "").strip())


def _evidence(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,9})(?: (\d{1,3}))?", rest)
    if found is None:
        raise Usage
    return c.AskEvidence(protest=int(found[1]), minutes=int(found[2] or 15))


def _protest_id(cls: type[c.ReopenProtest]) -> Callable[[str], c.Command]:
    def parse(rest: str) -> c.Command:
        return cls(protest=number(rest, "id", 1, ID_MAX))

    return parse


def _sanction(kind: str) -> Callable[[str], c.Command]:
    def parse(rest: str) -> c.Command:
        tokens = split_words(rest)
        days = 0
        if kind == "ban":
            if not tokens:
                raise Usage
            days, tokens = number(tokens[0], "days", 1, BAN_DAYS_MAX), tokens[1:]
        annul = kind == "dq" and bool(tokens) and tokens[0].lower() in ("annul", "аннулировать")
        if annul:
            tokens = tokens[1:]
        if not tokens:
            raise Usage
        # "/warn Лось мат в чате"; as a reply, "/warn мат в чате" names the reply's author and
        # the use case reads the first word back into the reason.
        return c.IssueSanction(
            kind=kind, nickname=tokens[0], reason=" ".join(tokens[1:]), days=days, annul=annul
        )

    return parse


def _sconfirm(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,9}) (yes|no)", rest)
    if found is None:
        raise Usage
    return c.ConfirmSanction(sanction=int(found[1]), yes=found[2] == "yes")


def _audit(rest: str) -> c.Command:
    if rest.lower() not in ("", "csv"):
        raise Usage
    return c.AuditLog(csv=rest.lower() == "csv")


CONDUCT_PARSERS: dict[str, Callable[[str], c.Command]] = {
    "protest": _protest,
    "preason": _preason,
    "decide": _decide,
    "evidence": _evidence,
    "reopen": _protest_id(c.ReopenProtest),
    "remark": _sanction("remark"),
    "warn": _sanction("warning"),
    "gameloss": _sanction("gameloss"),
    "matchloss": _sanction("matchloss"),
    "dq": _sanction("dq"),
    "sconfirm": _sconfirm,
    "audit": _audit,
    "ban": _sanction("ban"),
}
