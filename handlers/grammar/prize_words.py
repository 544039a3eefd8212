"""The arguments of the prize commands (PRZ-1…PRZ-3), and private text that holds documents."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot import commands as c
from bot.domain.numbers import ID_MAX
from bot.domain.prizes import looks_like_documents
from handlers.grammar.basics import Usage, number
from handlers.grammar.plain_words import read_words

# Russian words people type without a slash (VK); the claim's form is `приз: …`, a word a
# group chat hardly starts with, so ordinary text stays the moderation's to read.
PRIZE_ALIASES = {"призы": "prizes", "приз:": "claim", "оплачено": "paid"}


def _prizes(rest: str) -> c.Command:
    if rest.lower() not in ("", "csv"):
        raise Usage
    return c.ShowPrizes(csv=rest.lower() == "csv")


def _paid(rest: str) -> c.Command:
    found = re.fullmatch(r"(\d{1,4})(?: (\w+))?", rest)
    if found is None:
        raise Usage
    return c.MarkPaid(place=int(found[1]), kind=(found[2] or "").lower())


def _claim(rest: str) -> c.Command:
    # Nicknames may hold spaces: fields are parted by ";" or lines; three bare words will do.
    if ";" in rest or "\n" in rest:
        fields = [" ".join(part.split()) for part in re.split(r"[;\n]", rest)]
    else:
        fields = rest.split()
        if len(fields) > 3:
            raise Usage
    return c.ClaimPrize(fields=tuple(f for f in fields if f)[:3])


def _number_word(cls: Callable[..., c.Command], words: dict[str, Any], attr: str,
                 number: str) -> Callable[[str], c.Command]:  # fmt: skip
    def parse(rest: str) -> c.Command:
        found = re.fullmatch(r"(\d{1,9}) (\w+)", rest)
        if found is None or found[2] not in words:
            raise Usage
        return cls(**{number: int(found[1]), attr: words[found[2]]})

    return parse


def _docsent(rest: str) -> c.Command:
    return c.DocumentsSent(claim=number(rest, "id", 1, ID_MAX))


def judge(rest: str) -> c.Command:
    """`/judge` makes a judge; `/judge head` the head judge (S0 9.2)."""
    word = rest.lower()
    if not word:
        return c.AddJudge()
    if word in ("head", "главный", "главным"):
        return c.HeadJudge()
    raise Usage


PRIZE_PARSERS: dict[str, Callable[[str], c.Command]] = {
    "prizes": _prizes,
    "paid": _paid,
    "claim": _claim,
    "docsent": _docsent,
    "eligible": _number_word(
        c.ConfirmEligibility, {"age": "age", "territory": "territory"}, "what", "application"
    ),
    "banremove": _number_word(c.BanRemoval, {"yes": True, "no": False}, "yes", "sanction"),
}
PRIZE_BUTTONS: dict[type[c.Command], Callable[[Any], str]] = {
    c.DocumentsSent: lambda cmd: str(cmd.claim),
    c.ConfirmEligibility: lambda cmd: f"{cmd.application} {cmd.what}",
    c.BanRemoval: lambda cmd: f"{cmd.sanction} {'yes' if cmd.yes else 'no'}",
}


def text_command(text: str, message_id: int, private: bool) -> c.Command:
    """Text that is no command: moderation's in a group; in private plain words for a command
    or a tap, a protest's words, or, when it looks like documents, nothing but its message id
    (PRZ-2: never stored)."""
    if not private:
        return c.ChatMessage(text=text, message_id=message_id)
    plain = read_words(text, message_id)  # «да», «я сдаюсь», «начать турнир» (issue 24)
    if plain is not None:
        return plain
    if looks_like_documents(text):
        return c.PersonalData(message_id=message_id)
    return c.PlainText(text=text, message_id=message_id)
