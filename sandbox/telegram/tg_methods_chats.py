"""Bot API methods about the bot, chats and their members, commands and files."""

from __future__ import annotations

import json
import re
from typing import Any

from sandbox.telegram.tg_models import SandboxChat, SandboxUser
from sandbox.telegram.tg_protocol import Params, bad_request
from sandbox.telegram.tg_validation import TelegramChecks


class TelegramChatMethods(TelegramChecks):
    """getMe, the chat and member methods, command lists, getFile, close and logOut."""

    async def _m_get_me(self, p: Params) -> dict[str, Any]:
        """Describe the bot."""
        flags = {"can_join_groups": True, "can_read_all_group_messages": not self.privacy_mode}
        flags |= dict.fromkeys(("supports_inline_queries", "can_connect_to_business"), False)
        return self.bot_json() | flags | {"has_main_web_app": False}

    async def _m_ban_chat_member(self, p: Params) -> bool:
        """Ban (remove) a member of a group; the bot must be its admin."""
        chat = self._target_chat(p, write=False)
        if not isinstance(chat, SandboxChat):
            raise bad_request("method is available for supergroup and channel chats only")
        if not chat.bot_is_admin:
            raise bad_request("not enough rights to restrict/unrestrict chat member")
        user_id = p.as_int("user_id") or 0
        if chat.status_of(user_id) in ("creator", "administrator"):
            raise bad_request("user is an administrator of the chat")
        chat.members[user_id] = "kicked"
        self._changed.fire()
        return True

    async def _m_unban_chat_member(self, p: Params) -> bool:
        """Lift a ban: the user may join again (with only_if_banned, members stay)."""
        chat = self._target_chat(p, write=False)
        if not isinstance(chat, SandboxChat):
            raise bad_request("method is available for supergroup and channel chats only")
        user_id = p.as_int("user_id") or 0
        if chat.status_of(user_id) == "kicked" or not p.as_bool("only_if_banned"):
            chat.members[user_id] = "left"
        return True

    def _commands_key(self, p: Params) -> tuple[str, str]:
        """Key command lists by scope and language, as Telegram does."""
        scope = p.as_json("scope") or {"type": "default"}
        return json.dumps(scope, sort_keys=True), p.as_str("language_code") or ""

    async def _m_set_my_commands(self, p: Params) -> bool:
        """Store the command list after Telegram's format checks."""
        commands = p.as_json("commands")
        if not isinstance(commands, list) or len(commands) > 100:
            raise bad_request("can't parse commands JSON object")
        for command in commands:
            if not re.fullmatch(r"[a-z0-9_]{1,32}", str(command.get("command"))):
                raise bad_request("BOT_COMMAND_INVALID")
            if not 1 <= len(str(command.get("description", ""))) <= 256:
                raise bad_request("command description must be 1-256 characters long")
        self.commands[self._commands_key(p)] = commands
        return True

    async def _m_delete_my_commands(self, p: Params) -> bool:
        """Forget the command list of a scope and language."""
        self.commands.pop(self._commands_key(p), None)
        return True

    async def _m_get_my_commands(self, p: Params) -> list[dict[str, Any]]:
        """Return the command list of a scope and language."""
        return self.commands.get(self._commands_key(p), [])

    async def _m_get_chat(self, p: Params) -> dict[str, Any]:
        """Describe a chat the bot knows (a ChatFullInfo object)."""
        chat = self._target_chat(p, write=False)
        base = chat.chat_json() if isinstance(chat, SandboxUser) else chat.as_json()
        gifts = (
            "unlimited_gifts limited_gifts unique_gifts premium_subscription gifts_from_channels"
        )
        extra = {"accent_color_id": 0, "max_reaction_count": 11}
        return base | extra | {"accepted_gift_types": dict.fromkeys(gifts.split(), False)}

    async def _m_get_chat_member(self, p: Params) -> dict[str, Any]:
        """Report a user's status in a chat from the tracked member list."""
        chat = self._target_chat(p, write=False)
        user_id = p.as_int("user_id")
        if user_id == self.bot_id:
            admin = isinstance(chat, SandboxChat) and chat.bot_is_admin
            return self._member_json(self.bot_json(), "administrator" if admin else "member")
        user = self._users.get(user_id or 0)
        if user is None:
            raise bad_request("user not found")
        if isinstance(chat, SandboxUser):
            return self._member_json(user.as_json(), "member" if user is chat else "left")
        return self._member_json(user.as_json(), chat.status_of(user.id))

    async def _m_get_chat_administrators(self, p: Params) -> list[dict[str, Any]]:
        """List the creator and administrators of a group, the bot included when admin."""
        chat = self._target_chat(p, write=False)
        if isinstance(chat, SandboxUser):
            raise bad_request("there are no administrators in the private chat")
        admins = [
            self._member_json(self._users[uid].as_json(), status)
            for uid, status in chat.members.items()
            if status in ("creator", "administrator")
        ]
        if chat.bot_is_admin:
            admins.append(self._member_json(self.bot_json(), "administrator"))
        return admins

    async def _m_send_chat_action(self, p: Params) -> bool:
        """Accept a chat action (typing...) for a chat the bot may write to."""
        self._target_chat(p)
        return True

    async def _m_get_file(self, p: Params) -> dict[str, Any]:
        """Describe an uploaded file so that it can be downloaded."""
        stored = self._files.get(p.as_str("file_id") or "")
        if stored is None:
            raise bad_request("invalid file_id")
        if len(stored.data) > self._limits.download_max:
            raise bad_request("file is too big")
        return stored.as_json()

    async def _m_close(self, p: Params) -> bool:
        """Answer True, as nothing needs closing."""
        return True

    async def _m_log_out(self, p: Params) -> bool:
        """Answer True, as nothing needs logging out."""
        return True
