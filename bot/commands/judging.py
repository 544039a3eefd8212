"""Commands of judges and global admins: running a tournament, its decks, protests, sanctions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from bot.commands.command import Access, Command

# Setting up and running --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NewTournament(Command):
    """`/new <name>`: create a tournament in draft (global admins)."""

    title: str = ""
    access: ClassVar[Access] = Access.ADMIN
    name: ClassVar[str] = "new"


@dataclass(frozen=True, slots=True)
class SetSettings(Command):
    """`/set key=value …`: change tournament settings; dropping stages mid-run, on a tap."""

    items: tuple[tuple[str, str], ...] = ()
    confirm: bool = False
    asked_at: tuple[int, int] = (-1, -1)  # (stage, round) the question named: a tap answers it
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "set"


@dataclass(frozen=True, slots=True)
class ShowSettings(Command):
    """`/settings`: show the settings."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "settings"


@dataclass(frozen=True, slots=True)
class Bind(Command):
    """`/bind`, `/bind judges`, `/bind match`: the channel, the judges' chat, a match chat."""

    role: str = "channel"
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "bind"


@dataclass(frozen=True, slots=True)
class AddJudge(Command):
    """`/judge` as a reply: the author of the replied message becomes a judge."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "judge"


@dataclass(frozen=True, slots=True)
class OpenRegistration(Command):
    """`/open`: open registration and post the announcement (REG-1)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "open"


@dataclass(frozen=True, slots=True)
class PostAnnouncement(Command):
    """The tap under a channel's bind confirmation: the open tournament's announcement there."""

    confirm: bool = False  # set by the button (`Context.confirm_button`)
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "post-announcement"


@dataclass(frozen=True, slots=True)
class CloseRegistration(Command):
    """`/close`: close registration."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "close"


@dataclass(frozen=True, slots=True)
class Refuse(Command):
    """`/refuse <nickname> <reason>`: refuse an applicant (REG-6)."""

    nickname: str = ""
    reason: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "refuse"


@dataclass(frozen=True, slots=True)
class Begin(Command):
    """`/begin`: start the tournament with round 1 (REG-7)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "begin"


@dataclass(frozen=True, slots=True)
class NextRound(Command):
    """`/next`: pair the next round."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "next"


@dataclass(frozen=True, slots=True)
class SetResult(Command):
    """`/result <match> <a>:<b>[:<draws>]`: set or override a result (final, audited)."""

    match: int = 0
    score_a: int = 0
    score_b: int = 0
    draws: int = 0
    reason: str = ""  # required to change a decided result (RES-8)
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "result"


@dataclass(frozen=True, slots=True)
class Extend(Command):
    """`/extend <match> [minutes] [cycles=N]`: extra time or cycles for one match (RES-6)."""

    match: int = 0
    minutes: float = 0
    cycles: int = 0
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "extend"


@dataclass(frozen=True, slots=True)
class Pause(Command):
    """`/pause`: hold the tournament and every deadline (RES-6)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "pause"


@dataclass(frozen=True, slots=True)
class Resume(Command):
    """`/resume`: go on; every deadline moves by the length of the pause (RES-6)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "resume"


@dataclass(frozen=True, slots=True)
class TechLoss(Command):
    """`/techloss <nickname> [a:b] [reason]`: a technical loss of the current match (RES-7)."""

    nickname: str = ""
    reason: str = ""
    score: tuple[int, int] | None = None  # the winner's and the loser's games; None: setting
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "techloss"


@dataclass(frozen=True, slots=True)
class RunDraft(Command):
    """`/draft`: the pick timer of the draft stage, in the channel and to every table (FMT-10)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "draft"


@dataclass(frozen=True, slots=True)
class Finish(Command):
    """`/finish`: final standings; early or with loose ends, after a confirming tap."""

    confirm: bool = False
    asked_at: tuple[int, int] = (-1, -1)  # (stage, round) the question named: a tap answers it
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "finish"


@dataclass(frozen=True, slots=True)
class ListPlayers(Command):
    """`/players`: applicants and players."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "players"


# Decks -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ImportLibrary(Command):
    """`/cards` or `/banned` with a file or the text: the organizer's card data (DECK-3, 4)."""

    kind: str = "cards"  # cards | banned
    text: str = ""
    access: ClassVar[Access] = Access.ADMIN
    name: ClassVar[str] = "cards"


@dataclass(frozen=True, slots=True)
class JudgeDeck(Command):
    """`/setdeck <nickname> [slot]` and the list: a judge changes a locked decklist."""

    nickname: str = ""
    slot: int | None = None
    text: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "setdeck"


@dataclass(frozen=True, slots=True)
class ShowDecklist(Command):
    """`/decklist <nickname>`: a player's lists, for judges only (REG-9)."""

    nickname: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "decklist"


@dataclass(frozen=True, slots=True)
class PublishDecks(Command):
    """`/publish_decks [top N]`: the winners' lists to the channel after the end (REG-9)."""

    top: int = 8
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "publish_decks"


# Protests (PRO-1…9) ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DecideProtest(Command):
    """`/decide <id> accept|reject [text]`: the judge's final decision (PRO-8)."""

    protest: int = 0
    verdict: str = "accept"
    text: str = ""  # empty: the judge's next message in the chat is the decision
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "decide"


@dataclass(frozen=True, slots=True)
class AskEvidence(Command):
    """`/evidence <id> [minutes]`: ask the protester for screenshots or video (PRO-6)."""

    protest: int = 0
    minutes: int = 15
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "evidence"


@dataclass(frozen=True, slots=True)
class ReopenProtest(Command):
    """`/reopen <id>`: accept an edited or repeated protest within its 10 minutes (PRO-5)."""

    protest: int = 0
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "reopen"


@dataclass(frozen=True, slots=True)
class ListProtests(Command):
    """`/protests`: open protests with their deadlines."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "protests"


# Sanctions (MOD-1…10) ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IssueSanction(Command):
    """`/remark|/warn|/gameloss|/matchloss|/dq|/ban <days>` <nickname> <reason> (MOD-1)."""

    kind: str = "warning"
    nickname: str = ""  # empty: the author of the replied message
    reason: str = ""
    days: int = 0
    annul: bool = False
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "sanction"


@dataclass(frozen=True, slots=True)
class ConfirmSanction(Command):
    """The one-tap confirmation of an escalation the regulation prescribes (MOD-3)."""

    sanction: int = 0
    yes: bool = True
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "sconfirm"


@dataclass(frozen=True, slots=True)
class ListBans(Command):
    """`/bans`: bans in force (MOD-9)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "bans"


@dataclass(frozen=True, slots=True)
class History(Command):
    """`/history <nickname>`: a person's sanctions across tournaments."""

    nickname: str = ""
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "history"


@dataclass(frozen=True, slots=True)
class AuditLog(Command):
    """`/audit [csv]`: the tournament's log of judge actions and result changes."""

    csv: bool = False
    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "audit"


@dataclass(frozen=True, slots=True)
class StandingsFile(Command):
    """`/standings csv`: the standings as a CSV file, every tiebreaker in it (FMT-7)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "standings_csv"


@dataclass(frozen=True, slots=True)
class JudgeGuide(Command):
    """`/guide` (VK: `памятка`): the judge's one-page guide, sent to him privately."""

    name: ClassVar[str] = "guide"


@dataclass(frozen=True, slots=True)
class ExportTournament(Command):
    """`/export`: the whole tournament as one JSON document to archive (RES-8)."""

    access: ClassVar[Access] = Access.JUDGE
    name: ClassVar[str] = "export"
