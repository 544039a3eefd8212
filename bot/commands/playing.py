"""Commands of players: registration, matches, decks and protests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Command

# Registration and matches ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Start(Command):
    """`/start [t<id>]`: greeting, or the way into a tournament's registration."""

    payload: str = ""
    name: ClassVar[str] = "start"


@dataclass(frozen=True, slots=True)
class Register(Command):
    """`/register <nickname> [game_id]`: apply (REG-2, REG-3)."""

    nickname: str = ""
    game_id: str | None = None
    name: ClassVar[str] = "register"


@dataclass(frozen=True, slots=True)
class AcceptRules(Command):
    """The «Принимаю» button under the rules (REG-2)."""

    application: int = 0
    name: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True)
class CheckIn(Command):
    """`/checkin`: confirm participation inside the window (REG-4)."""

    name: ClassVar[str] = "checkin"


@dataclass(frozen=True, slots=True)
class Unregister(Command):
    """`/unregister`: withdraw before the start."""

    name: ClassVar[str] = "unregister"


@dataclass(frozen=True, slots=True)
class Drop(Command):
    """`/drop`: leave the tournament (REG-8), after the player's tap naming what it means."""

    confirm: bool = False
    asked_round: int = -1  # the round the question named: a tap in a later one asks again
    name: ClassVar[str] = "drop"


@dataclass(frozen=True, slots=True)
class Report(Command):
    """`/report <mine>:<theirs>[:<draws>]`: the score of the sender's match (RES-1)."""

    mine: int = 0
    theirs: int = 0
    draws: int = 0
    name: ClassVar[str] = "report"


@dataclass(frozen=True, slots=True)
class LifeTotals(Command):
    """`/life <mine> <theirs>`: heroes' life at a time-out in a knockout match (FMT-6)."""

    mine: int = 0
    theirs: int = 0
    name: ClassVar[str] = "life"


@dataclass(frozen=True, slots=True)
class Confirm(Command):
    """`/confirm [match]`: accept the opponent's report (RES-2)."""

    match: int | None = None
    name: ClassVar[str] = "confirm"


@dataclass(frozen=True, slots=True)
class Dispute(Command):
    """`/dispute [match]`: reject the opponent's report; a judge decides."""

    match: int | None = None
    name: ClassVar[str] = "dispute"


@dataclass(frozen=True, slots=True)
class Concede(Command):
    """`/concede [game]`: lose the current match, or only the game, after a tap (RES-4)."""

    game: bool = False
    confirm: bool = False
    # What the question named (the match, the games awarded in it): a tap answers only that.
    asked_at: tuple[int, int] = (-1, -1)
    name: ClassVar[str] = "concede"


@dataclass(frozen=True, slots=True)
class OfferDraw(Command):
    """`/draw [mine:theirs[:draws]]`: offer the opponent an agreed draw (RES-4)."""

    score: tuple[int, int, int] | None = None
    name: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class AcceptDraw(Command):
    """The «Согласен на ничью» button under the opponent's draw offer (RES-4)."""

    match: int = 0
    name: ClassVar[str] = "drawyes"


@dataclass(frozen=True, slots=True)
class DeclineDraw(Command):
    """The «Играем дальше» button under the opponent's draw offer (RES-4)."""

    match: int = 0
    name: ClassVar[str] = "drawno"


@dataclass(frozen=True, slots=True)
class Me(Command):
    """`/me`: my tournament, match, opponent and deadlines."""

    name: ClassVar[str] = "me"


@dataclass(frozen=True, slots=True)
class ShowPairings(Command):
    """`/pairings`: the current round."""

    name: ClassVar[str] = "pairings"


@dataclass(frozen=True, slots=True)
class ShowStandings(Command):
    """`/standings`: the standings so far."""

    name: ClassVar[str] = "standings"


@dataclass(frozen=True, slots=True)
class ShowPage(Command):
    """`/page`: the link to the tournament's live page on the web."""

    name: ClassVar[str] = "page"


@dataclass(frozen=True, slots=True)
class ShowRules(Command):
    """`/rules`: the regulation and the tournament's special rules."""

    name: ClassVar[str] = "rules"


@dataclass(frozen=True, slots=True)
class Help(Command):
    """`/help [command|all]`: the commands this person needs now, or one command explained."""

    topic: str = ""
    name: ClassVar[str] = "help"


# Decks -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SubmitDeck(Command):
    """`/deck [slot]` followed by the list, or a .txt file (REG-9, DECK-1, DECK-2)."""

    slot: int | None = None
    text: str = ""
    bare_file: bool = False  # a file sent without a caption: no command was typed
    name: ClassVar[str] = "deck"


@dataclass(frozen=True, slots=True)
class SealedPool(Command):
    """`/pool` and the opened cards: a Sealed player's whole pool (FMT-11)."""

    text: str = ""
    name: ClassVar[str] = "pool"


@dataclass(frozen=True, slots=True)
class MyDecks(Command):
    """`/decks`: the sender's decks."""

    name: ClassVar[str] = "decks"


@dataclass(frozen=True, slots=True)
class BanDeck(Command):
    """The button of one of the opponent's decks: ban it for this match (COM-3)."""

    match: int = 0
    slot: int = 0
    name: ClassVar[str] = "ban"


# Protests (PRO-1…9) ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FileProtest(Command):
    """`/protest [match]` or the button under a result: start a protest (PRO-1)."""

    match: int | None = None
    name: ClassVar[str] = "protest"


@dataclass(frozen=True, slots=True)
class ProtestReason(Command):
    """The category button of a protest draft: exactly one reason (PRO-2)."""

    protest: int = 0
    reason: str = ""
    name: ClassVar[str] = "preason"
