"""The stored form of a command (deadlines, saved choices): JSON that names its class."""

from __future__ import annotations

import dataclasses
from types import ModuleType

import orjson

import bot.commands.chat as chat
import bot.commands.correcting as correcting
import bot.commands.identity as identity
import bot.commands.judging as judging
import bot.commands.metagame as metagame
import bot.commands.need as need
import bot.commands.playing as playing
import bot.commands.prizes as prizes
import bot.commands.ratings as ratings
import bot.commands.seasons as seasons
import bot.commands.system as system
from bot.commands.command import Command


def _commands_of(*modules: ModuleType) -> dict[str, type[Command]]:
    found: dict[str, type[Command]] = {}
    for module in modules:
        for obj in vars(module).values():
            if not isinstance(obj, type) or not issubclass(obj, Command) or not obj.name:
                continue
            if found.setdefault(obj.name, obj) is not obj:
                raise TypeError(f"two commands named {obj.name!r}")
    return found


# Every command class by its name: the name in a stored row picks the class to load.
COMMANDS: dict[str, type[Command]] = _commands_of(
    judging, correcting, playing, system, chat, prizes, identity, metagame, need, ratings, seasons
)


def dump(command: Command) -> str:
    """Serialise a command (kept while the sender picks a tournament)."""
    # orjson writes the nested dataclasses and enums itself: `dataclasses.asdict` copied
    # every command deeply first, for each button of every message (issue 12).
    fields = {f.name: getattr(command, f.name) for f in dataclasses.fields(command)}
    return orjson.dumps({"name": command.name, **fields}).decode()


def load(text: str) -> Command:
    """Restore a command saved by `dump`."""
    data = orjson.loads(text)
    cls = COMMANDS[data.pop("name")]
    for key, value in data.items():
        if isinstance(value, list):  # JSON turned tuples into lists
            data[key] = tuple(tuple(v) if isinstance(v, list) else v for v in value)
    return cls(**data)
