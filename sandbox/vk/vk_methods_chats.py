"""VK API methods about the community, users and conversations."""

from __future__ import annotations

import time
from typing import Any

from sandbox.vk.vk_models import VkUser
from sandbox.vk.vk_protocol import Params, VkError, bad_param
from sandbox.vk.vk_validation import VkChecks


class VkChatMethods(VkChecks):
    """groups.getById, utils.getServerTime, users.get and the conversation methods."""

    async def _m_groups_get_by_id(self, p: Params) -> dict[str, Any]:
        """Describe the community."""
        asked = (p.as_str("group_ids") or p.as_str("group_id") or "").split(",")
        known = {"", str(self.group_id), self.screen_name, f"club{self.group_id}"}
        if any(ref.strip() not in known for ref in asked):
            raise bad_param("group_ids is invalid")
        return {"groups": [self.group_json()], "profiles": []}

    async def _m_utils_get_server_time(self, p: Params) -> int:
        """Return the server's Unix time."""
        return int(time.time())

    async def _m_users_get(self, p: Params) -> list[dict[str, Any]]:
        """Describe users by id or screen name."""
        refs = [ref.strip() for ref in (p.as_str("user_ids") or "").split(",") if ref.strip()]
        if not refs:
            raise bad_param("user_ids is undefined")  # a community token has no "me"
        fields = [f.strip() for f in (p.as_str("fields") or "").split(",")]
        by_name = {u.screen_name or f"id{u.id}": u for u in self._users.values()}
        found = [self._users.get(int(r)) if r.isdigit() else by_name.get(r) for r in refs]
        users = [user.as_json(fields) for user in found if user is not None]
        if not users:
            raise VkError(113)
        return users

    async def _m_messages_get_conversation_members(self, p: Params) -> dict[str, Any]:
        """List a conversation's members; VK allows it to admins only."""
        chat = self._chat_param(p)
        if not chat.bot_is_admin:
            raise VkError(917)
        owner = chat.owner_id
        items = [
            {"member_id": uid, "invited_by": owner, "join_date": chat.joined[uid]}
            | {"is_admin": admin, "is_owner": uid == owner, "can_kick": not admin}
            for uid, admin in chat.members.items()
        ]
        items.append({"member_id": -self.group_id, "invited_by": owner, "is_admin": True})
        fields = [f.strip() for f in (p.as_str("fields") or "").split(",")]
        profiles = [self._users[uid].as_json(fields) for uid in chat.members]
        return {
            "count": len(items),
            "items": items,
            "profiles": profiles,
            "groups": [self.group_json()],
        }

    async def _m_messages_get_conversations_by_id(self, p: Params) -> dict[str, Any]:
        """Describe known dialogs and conversations; unknown peers are left out."""
        items = []
        for peer_id in p.as_ints("peer_ids"):
            target = self._chats.get(peer_id) or self._users.get(peer_id)
            if target is None:
                continue
            last = self._cmids[peer_id]
            item: dict[str, Any] = {"last_message_id": 0, "last_conversation_message_id": last}
            item |= {"in_read": last, "out_read": last, "version": next(self._versions)}
            if isinstance(target, VkUser):
                refusal = self._refusal(target)
                item["peer"] = {"id": peer_id, "type": "user", "local_id": peer_id}
                item["can_write"] = {"allowed": refusal is None} | (
                    {"reason": refusal} if refusal else {}
                )
            else:
                item["peer"] = {"id": peer_id, "type": "chat", "local_id": target.local_id}
                item["can_write"] = {"allowed": True}
                acl = "change_info change_invite_link change_pin invite promote_users"
                acl += " see_invite_link moderate copy_chat call use_mass_mentions"
                admins = [uid for uid, admin in target.members.items() if admin]
                item["chat_settings"] = {
                    "owner_id": target.owner_id,
                    "title": target.title,
                    "state": "in",
                    "members_count": len(target.members) + 1,
                    "admin_ids": admins + ([-self.group_id] if target.bot_is_admin else []),
                    "active_ids": list(target.members),
                    "acl": {f"can_{right}": target.bot_is_admin for right in acl.split()}
                    | {"can_change_service_type": False},
                }
            items.append(item)
        return {"count": len(items), "items": items}

    async def _m_messages_remove_chat_user(self, p: Params) -> int:
        """Kick a member from a conversation; the community must be its admin."""
        chat = self._chat_param(p, "chat_id")
        user_id = p.as_int("member_id") or p.as_int("user_id")
        if not chat.bot_is_admin:
            raise VkError(925)
        if user_id is None or not chat.is_member(user_id):
            raise VkError(935)
        if chat.members[user_id] and user_id == chat.owner_id:
            raise VkError(15, "can't remove the owner")
        chat.remove_member(self._users[user_id])  # the community's own act brings no event
        self._changed.fire()
        return 1
