"""Commands the core understands, whatever platform they came from."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class Command:
    """Base of every command; `tournament` is the optional `#<id>` argument."""

    tournament: int | None = field(default=None, kw_only=True)
    # Who may send it: anyone, a judge of the tournament, a global admin, or the bot itself.
    access: ClassVar[str] = "anyone"
    name: ClassVar[str] = ""


def _judge(cls: type[Command]) -> type[Command]:
    cls.access = "judge"
    return cls


# Judges -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NewTournament(Command):
    """`/new <name>`: create a tournament in draft (global admins)."""

    title: str = ""
    access: ClassVar[str] = "admin"
    name: ClassVar[str] = "new"


@_judge
@dataclass(frozen=True, slots=True)
class SetSettings(Command):
    """`/set key=value …`: change tournament settings."""

    items: tuple[tuple[str, str], ...] = ()
    name: ClassVar[str] = "set"


@_judge
@dataclass(frozen=True, slots=True)
class ShowSettings(Command):
    """`/settings`: show the settings."""

    name: ClassVar[str] = "settings"


@_judge
@dataclass(frozen=True, slots=True)
class Bind(Command):
    """`/bind`, `/bind judges`, `/bind match`: the channel, the judges' chat, a match chat."""

    role: str = "channel"
    name: ClassVar[str] = "bind"


@_judge
@dataclass(frozen=True, slots=True)
class AddJudge(Command):
    """`/judge` as a reply: the author of the replied message becomes a judge."""

    name: ClassVar[str] = "judge"


@_judge
@dataclass(frozen=True, slots=True)
class OpenRegistration(Command):
    """`/open`: open registration and post the announcement (REG-1)."""

    name: ClassVar[str] = "open"


@_judge
@dataclass(frozen=True, slots=True)
class CloseRegistration(Command):
    """`/close`: close registration."""

    name: ClassVar[str] = "close"


@_judge
@dataclass(frozen=True, slots=True)
class Refuse(Command):
    """`/refuse <nickname> <reason>`: refuse an applicant (REG-6)."""

    nickname: str = ""
    reason: str = ""
    name: ClassVar[str] = "refuse"


@_judge
@dataclass(frozen=True, slots=True)
class Begin(Command):
    """`/begin`: start the tournament with round 1 (REG-7)."""

    name: ClassVar[str] = "begin"


@_judge
@dataclass(frozen=True, slots=True)
class NextRound(Command):
    """`/next`: pair the next round."""

    name: ClassVar[str] = "next"


@_judge
@dataclass(frozen=True, slots=True)
class SetResult(Command):
    """`/result <match> <a>:<b>[:<draws>]`: set or override a result (final, audited)."""

    match: int = 0
    score_a: int = 0
    score_b: int = 0
    draws: int = 0
    name: ClassVar[str] = "result"


@_judge
@dataclass(frozen=True, slots=True)
class Extend(Command):
    """`/extend <match> <minutes>`: extra time for one match (RES-6)."""

    match: int = 0
    minutes: float = 0
    name: ClassVar[str] = "extend"


@_judge
@dataclass(frozen=True, slots=True)
class Pause(Command):
    """`/pause`: hold the tournament and every deadline (RES-6)."""

    name: ClassVar[str] = "pause"


@_judge
@dataclass(frozen=True, slots=True)
class Resume(Command):
    """`/resume`: go on; every deadline moves by the length of the pause (RES-6)."""

    name: ClassVar[str] = "resume"


@_judge
@dataclass(frozen=True, slots=True)
class TechLoss(Command):
    """`/techloss <nickname> [reason]`: a technical loss of the current match (RES-7)."""

    nickname: str = ""
    reason: str = ""
    name: ClassVar[str] = "techloss"


@_judge
@dataclass(frozen=True, slots=True)
class RunDraft(Command):
    """`/draft`: the pick timer of the draft stage, in the channel and to every table (FMT-10)."""

    name: ClassVar[str] = "draft"


@_judge
@dataclass(frozen=True, slots=True)
class Finish(Command):
    """`/finish`: final standings."""

    name: ClassVar[str] = "finish"


@_judge
@dataclass(frozen=True, slots=True)
class ListPlayers(Command):
    """`/players`: applicants and players."""

    name: ClassVar[str] = "players"


# Players ----------------------------------------------------------------------------------


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
    """`/drop`: leave the tournament (REG-8)."""

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
    """`/concede`: lose the current match at once (RES-4)."""

    name: ClassVar[str] = "concede"


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
class ShowRules(Command):
    """`/rules`: the regulation and the tournament's special rules."""

    name: ClassVar[str] = "rules"


@dataclass(frozen=True, slots=True)
class Help(Command):
    """`/help`: the commands this person may use."""

    name: ClassVar[str] = "help"


# Decks --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ImportLibrary(Command):
    """`/cards` or `/banned` with a file or the text: the organizer's card data (DECK-3, 4)."""

    kind: str = "cards"  # cards | banned
    text: str = ""
    access: ClassVar[str] = "admin"
    name: ClassVar[str] = "cards"


@dataclass(frozen=True, slots=True)
class SubmitDeck(Command):
    """`/deck [slot]` followed by the list, or a .txt file (REG-9, DECK-1, DECK-2)."""

    slot: int | None = None
    text: str = ""
    name: ClassVar[str] = "deck"


@_judge
@dataclass(frozen=True, slots=True)
class JudgeDeck(Command):
    """`/setdeck <nickname> [slot]` and the list: a judge changes a locked decklist."""

    nickname: str = ""
    slot: int | None = None
    text: str = ""
    name: ClassVar[str] = "setdeck"


@dataclass(frozen=True, slots=True)
class SealedPool(Command):
    """`/pool` and the opened cards: a Sealed player's whole pool (FMT-11)."""

    text: str = ""
    name: ClassVar[str] = "pool"


@dataclass(frozen=True, slots=True)
class MyDecks(Command):
    """`/decks`: the sender's decks."""

    name: ClassVar[str] = "decks"


@_judge
@dataclass(frozen=True, slots=True)
class ShowDecklist(Command):
    """`/decklist <nickname>`: a player's lists, for judges only (REG-9)."""

    nickname: str = ""
    name: ClassVar[str] = "decklist"


@_judge
@dataclass(frozen=True, slots=True)
class PublishDecks(Command):
    """`/publish_decks [top N]`: the winners' lists to the channel after the end (REG-9)."""

    top: int = 8
    name: ClassVar[str] = "publish_decks"


@dataclass(frozen=True, slots=True)
class BanDeck(Command):
    """The button of one of the opponent's decks: ban it for this match (COM-3)."""

    match: int = 0
    slot: int = 0
    name: ClassVar[str] = "ban"


# Protests (PRO-1…9) ------------------------------------------------------------------------


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


@_judge
@dataclass(frozen=True, slots=True)
class DecideProtest(Command):
    """`/decide <id> accept|reject [text]`: the judge's final decision (PRO-8)."""

    protest: int = 0
    verdict: str = "accept"
    text: str = ""  # empty: the judge's next message in the chat is the decision
    name: ClassVar[str] = "decide"


@_judge
@dataclass(frozen=True, slots=True)
class AskEvidence(Command):
    """`/evidence <id> [minutes]`: ask the protester for screenshots or video (PRO-6)."""

    protest: int = 0
    minutes: int = 15
    name: ClassVar[str] = "evidence"


@_judge
@dataclass(frozen=True, slots=True)
class ReopenProtest(Command):
    """`/reopen <id>`: accept an edited or repeated protest within its 10 minutes (PRO-5)."""

    protest: int = 0
    name: ClassVar[str] = "reopen"


@_judge
@dataclass(frozen=True, slots=True)
class ListProtests(Command):
    """`/protests`: open protests with their deadlines."""

    name: ClassVar[str] = "protests"


# Sanctions (MOD-1…10) -----------------------------------------------------------------------


@_judge
@dataclass(frozen=True, slots=True)
class IssueSanction(Command):
    """`/remark|/warn|/gameloss|/matchloss|/dq|/ban <days>` <nickname> <reason> (MOD-1)."""

    kind: str = "warning"
    nickname: str = ""  # empty: the author of the replied message
    reason: str = ""
    days: int = 0
    annul: bool = False
    name: ClassVar[str] = "sanction"


@_judge
@dataclass(frozen=True, slots=True)
class ConfirmSanction(Command):
    """The one-tap confirmation of an escalation the regulation prescribes (MOD-3)."""

    sanction: int = 0
    yes: bool = True
    name: ClassVar[str] = "sconfirm"


@_judge
@dataclass(frozen=True, slots=True)
class ListBans(Command):
    """`/bans`: bans in force (MOD-9)."""

    name: ClassVar[str] = "bans"


@_judge
@dataclass(frozen=True, slots=True)
class History(Command):
    """`/history <nickname>`: a person's sanctions across tournaments."""

    nickname: str = ""
    name: ClassVar[str] = "history"


@_judge
@dataclass(frozen=True, slots=True)
class AuditLog(Command):
    """`/audit [csv]`: the tournament's log of judge actions and result changes."""

    csv: bool = False
    name: ClassVar[str] = "audit"


# Neither judges nor players type these ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pick(Command):
    """A tournament chosen with a button for a command that was ambiguous."""

    choice: int = 0
    name: ClassVar[str] = "pick"


@dataclass(frozen=True, slots=True)
class AutoConfirm(Command):
    """RES-3: the deadline of a report passed with neither confirmation nor dispute."""

    match_id: int = 0
    reported_at: float = 0.0
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "auto-confirm"


@dataclass(frozen=True, slots=True)
class RoundClock(Command):
    """RES-5: the round's warnings and its end, per round or per extended match."""

    round: int = 0
    moment: str = "time"  # warn10 | warn5 | time
    match: int | None = None  # an extended match has its own end (RES-6)
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "round-clock"


@dataclass(frozen=True, slots=True)
class AutoNext(Command):
    """After the break, or at the scheduled time, the next round starts by itself."""

    round: int = 0  # the round to start
    moment: str = "start"  # start | remind
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "auto-next"


@dataclass(frozen=True, slots=True)
class DraftClock(Command):
    """FMT-10: the draft timer's next step (a pick or the review after a booster)."""

    step: int = 0
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "draft-clock"


@dataclass(frozen=True, slots=True)
class MatchDay(Command):
    """Moments of a round's matches: bans close, be in the channel, play starts (COM-2, 3, 5)."""

    round: int = 0
    moment: str = "start"  # bans | remind | start
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "match-day"


@dataclass(frozen=True, slots=True)
class CheckinWindow(Command):
    """REG-4: the confirmation window opens, is about to close, or closes."""

    moment: str = "open"  # open | remind | close
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "checkin-window"


@dataclass(frozen=True, slots=True)
class Undelivered(Command):
    """The courier could not reach a person: the judges are told who."""

    account_id: int = 0
    reason: str = ""
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "undelivered"


@dataclass(frozen=True, slots=True)
class PlainText(Command):
    """Private text that is not a command: a protest's text, or a hint (PRO-2)."""

    text: str = ""
    message_id: int = 0
    name: ClassVar[str] = "text"


@dataclass(frozen=True, slots=True)
class Attachment(Command):
    """A file or picture sent privately that is no decklist: evidence for a protest (PRO-6)."""

    file_name: str = ""
    data: bytes = b""
    name: ClassVar[str] = "attachment"


@dataclass(frozen=True, slots=True)
class MessageEdited(Command):
    """A message was edited: a protest's text (PRO-5) or a channel message (MOD-2)."""

    message_id: int = 0
    text: str = ""
    name: ClassVar[str] = "edited"


@dataclass(frozen=True, slots=True)
class ChatMessage(Command):
    """Plain text in a group: moderation reads it (MOD-2)."""

    text: str = ""
    message_id: int = 0
    name: ClassVar[str] = "chat"


@dataclass(frozen=True, slots=True)
class ChatEvent(Command):
    """Members added, the title or photo changed in a group (MOD-2)."""

    event: str = "members"  # members | title | photo
    added: tuple[int, ...] = ()
    names: tuple[str, ...] = ()  # of the added members, where the platform tells them
    name: ClassVar[str] = "chat-event"


@dataclass(frozen=True, slots=True)
class EvidenceDeadline(Command):
    """PRO-6: the time given for evidence is over."""

    protest: int = 0
    access: ClassVar[str] = "system"
    name: ClassVar[str] = "evidence-deadline"


@dataclass(frozen=True, slots=True)
class Invalid(Command):
    """Text that could not be parsed: answered with `key` and `params`."""

    key: str = ""
    params: tuple[tuple[str, Any], ...] = ()
    name: ClassVar[str] = "invalid"


# Every command class of this module by its name (the serialised form names the class).
COMMANDS: dict[str, type[Command]] = {
    obj.name: obj
    for obj in list(globals().values())
    if isinstance(obj, type) and issubclass(obj, Command) and obj is not Command
}


def dump(command: Command) -> str:
    """Serialise a command (kept while the sender picks a tournament)."""
    return json.dumps({"name": command.name, **dataclasses.asdict(command)}, ensure_ascii=False)


def load(text: str) -> Command:
    """Restore a command saved by `dump`."""
    data = json.loads(text)
    cls = COMMANDS[data.pop("name")]
    for key, value in data.items():
        if isinstance(value, list):  # JSON turned tuples into lists
            data[key] = tuple(tuple(v) if isinstance(v, list) else v for v in value)
    return cls(**data)
