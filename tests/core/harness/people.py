"""People and chats of the scene, and the tournaments and matches they are in."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.envelope import Actor, Chat


@dataclass(frozen=True, slots=True)
class Person:
    """Someone who writes to the bot; his private chat's id is his user id on both platforms."""

    name: str
    actor: Actor

    @property
    def platform(self) -> str:
        """The platform his account lives on."""
        return self.actor.platform

    @property
    def user_id(self) -> int:
        """His id on the platform."""
        return self.actor.user_id

    @property
    def chat(self) -> Chat:
        """His private chat with the bot."""
        return Chat(self.platform, self.user_id, private=True)

    def __repr__(self) -> str:
        return f"<{self.name} {self.platform}:{self.user_id}>"


@dataclass(eq=False)
class Room:
    """A group chat (a Telegram group, a VK conversation) and who is in it."""

    title: str
    chat: Chat
    members: set[int] = field(default_factory=set)
    bot_is_admin: bool = True

    @property
    def platform(self) -> str:
        """The platform of the chat."""
        return self.chat.platform

    @property
    def id(self) -> int:
        """The chat's id on its platform."""
        return self.chat.id

    def __repr__(self) -> str:
        return f"<{self.title} {self.platform}:{self.id}>"


Who = Person | Room


@dataclass(frozen=True, slots=True)
class Pair:
    """One match of a round: its number and both players (`b` is None for a bye)."""

    number: int
    a: Person
    b: Person | None


@dataclass(frozen=True, slots=True)
class Event:
    """A tournament the harness set up, and its players in the order they registered."""

    id: int
    title: str
    players: list[Person]

    def __getitem__(self, nickname: str) -> Person:
        for person in self.players:
            if person.name == nickname:
                return person
        raise KeyError(nickname)
