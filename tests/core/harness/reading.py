"""Reading what the platforms delivered: one read cursor per chat, pairings, deletions."""

from __future__ import annotations

from .basics import HarnessError
from .messages import Pairing, Sent
from .people import Event, Pair, Person, Room, Who
from .state import CoreState


class Reading(CoreState):
    """What each chat received, read once through its cursor or looked at without moving it."""

    def sent(self, person: Person, *, all: bool = False) -> list[Sent]:
        """Messages the person got privately since the last read (`all`: every one)."""
        return self._read((person.platform, person.user_id), all)

    def posted(self, room: Room, *, all: bool = False) -> list[Sent]:
        """Messages posted to the group chat since the last read (`all`: every one)."""
        return self._read((room.platform, room.id), all)

    def last(self, who: Who) -> Sent:
        """The newest message in the chat; the read cursor stays where it is."""
        messages = self._inbox.get(self._key(who), [])
        if not messages:
            raise HarnessError(f"{self._label_of(self._key(who))}: nothing received")
        return messages[-1]

    def expect(self, who: Who, fragment: str | None = None, *, key: str | None = None) -> Sent:
        """The next unread message containing `fragment` (with `key`); the cursor moves past."""
        if fragment is None and key is None:
            raise HarnessError("expect needs a fragment or a key")
        chat = self._key(who)
        messages = self._inbox.get(chat, [])
        for index in range(self._cursor.get(chat, 0), len(messages)):
            message = messages[index]
            if (fragment is None or fragment in message.text) and (
                key is None or message.key == key
            ):
                self._cursor[chat] = index + 1
                return message
        unread = messages[self._cursor.get(chat, 0) :]
        got = "".join(f"\n  {m}" for m in unread) or " nothing"
        wanted = " ".join(x for x in (repr(fragment) if fragment else "", key or "") if x)
        raise HarnessError(
            f"{self._label_of(chat)}: no message {wanted}; {len(messages)} in total, unread:{got}"
        )

    def deleted(self, room: Room) -> list[str]:
        """The texts of the messages the bot removed from the chat (MOD-2), oldest first."""
        ids = self._deleted.get((room.platform, room.id), [])
        return [self._said.get((room.platform, room.id, i), f"#{i}") for i in ids]

    def pairing(self, person: Person, round_no: int) -> Pairing:
        """The person's match of a round, from the pairing (or bye) message he got."""
        for message in reversed(self._inbox.get((person.platform, person.user_id), [])):
            if message.params.get("round") != round_no:
                continue
            # "-again": the round's pairing changed (/repair, /swap) and this one replaces it.
            if message.key in ("your-bye", "your-bye-again"):
                return Pairing(round_no, message.params["number"], None, message)
            if message.key in ("your-pairing", "your-pairing-again"):
                opponent = self._nicknames.get(message.params["opponent"])
                return Pairing(round_no, message.params["number"], opponent, message)
        raise HarnessError(f"{person.name} got no pairing for round {round_no}")

    def pairs(self, event: Event, round_no: int) -> list[Pair]:
        """Every match of a round, each once, in match-number order."""
        found: dict[int, Pair] = {}
        for person in event.players:
            try:
                p = self.pairing(person, round_no)
            except HarnessError:
                continue  # dropped or not paired this round
            found.setdefault(p.number, Pair(p.number, person, p.opponent))
        return [found[n] for n in sorted(found)]

    def _read(self, chat: tuple[str, int], every: bool) -> list[Sent]:
        messages = self._inbox.get(chat, [])
        start = 0 if every else self._cursor.get(chat, 0)
        self._cursor[chat] = len(messages)
        return messages[start:]
