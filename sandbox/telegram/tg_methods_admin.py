"""What an organizer can get wrong about the bot, settable for `python -m bot doctor` tests."""

from __future__ import annotations

import time
from typing import Any

from sandbox.telegram.tg_protocol import ApiError, Params
from sandbox.telegram.tg_validation import TelegramChecks

# The rights of a ChatMemberAdministrator that the Bot API 10.1 spec makes required.
_REQUIRED_RIGHTS = (
    "can_manage_chat",
    "can_delete_messages",
    "can_manage_video_chats",
    "can_restrict_members",
    "can_promote_members",
    "can_change_info",
    "can_invite_users",
    "can_post_stories",
    "can_edit_stories",
    "can_delete_stories",
)


class TelegramAdminMethods(TelegramChecks):
    """The bot's own status per chat and the webhook's last error, as a test sets them.

    getMe's `can_read_all_group_messages` follows `privacy_mode`, already settable.
    """

    @property
    def _bot_statuses(self) -> dict[int, dict[str, Any]]:
        # A mixin has no __init__ of its own: the table is made on first use.
        return self.__dict__.setdefault("_bot_status_table", {})

    def set_bot_member(self, chat_id: int, status: str = "administrator", **rights: bool) -> None:
        """The bot's status in a chat for getChatMember; rights default to granted."""
        if status not in ("administrator", "member", "left", "kicked"):
            raise ValueError(f"not a status the bot can have: {status}")
        unknown = set(rights) - set(_REQUIRED_RIGHTS) - {"can_pin_messages"}
        if unknown:
            raise ValueError(f"unknown rights: {sorted(unknown)}")
        self._bot_statuses[chat_id] = {"status": status} | rights

    def fail_webhook(self, message: str = "Connection refused") -> None:
        """Record a delivery error on the webhook, as getWebhookInfo reports it."""
        if self._webhook is None:
            raise ValueError("no webhook is set")
        self._webhook.last_error_message = message
        self._webhook.last_error_date = int(time.time())

    async def _m_get_chat_member(self, p: Params) -> dict[str, Any]:
        """The bot's own member object where a test set it, else the tracked one."""
        set_for = self._bot_statuses.get(p.as_int("chat_id") or 0)
        if p.as_int("user_id") != self.bot_id or set_for is None:
            return await super()._m_get_chat_member(p)  # type: ignore[misc,no-any-return]
        status = set_for["status"]
        if status == "kicked":
            raise ApiError(403, "Forbidden: bot was kicked from the supergroup chat")
        if status == "left":
            raise ApiError(403, "Forbidden: bot is not a member of the supergroup chat")
        member: dict[str, Any] = {"status": status, "user": self.bot_json()}
        if status == "administrator":
            member |= {"can_be_edited": False, "is_anonymous": False}
            member |= {right: set_for.get(right, True) for right in _REQUIRED_RIGHTS}
            member["can_pin_messages"] = set_for.get("can_pin_messages", True)
            # Not in the 10.1 spec, yet required by the aiogram installed (as in tg_world).
            member["can_send_welcome_messages"] = True
        return member
