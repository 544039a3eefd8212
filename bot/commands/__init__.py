"""Commands the core understands, whatever platform they came from, by every public name.

Each area module's public names come here whole, so a new command class is written once, in
the module of its area, and is `bot.commands.<Name>` at once (the codec finds it by `name`).
"""

from __future__ import annotations

from bot.commands.chat import *  # noqa: F403
from bot.commands.codec import COMMANDS as COMMANDS
from bot.commands.codec import dump as dump
from bot.commands.codec import load as load
from bot.commands.command import Access as Access
from bot.commands.command import Command as Command
from bot.commands.correcting import *  # noqa: F403
from bot.commands.identity import *  # noqa: F403
from bot.commands.judging import *  # noqa: F403
from bot.commands.metagame import *  # noqa: F403
from bot.commands.need import *  # noqa: F403
from bot.commands.playing import *  # noqa: F403
from bot.commands.prizes import *  # noqa: F403
from bot.commands.profile import *  # noqa: F403
from bot.commands.ratings import *  # noqa: F403
from bot.commands.seasons import *  # noqa: F403
from bot.commands.system import *  # noqa: F403
