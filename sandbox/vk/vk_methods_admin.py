"""The community's settings an organizer can get wrong, readable and settable for `doctor`."""

from __future__ import annotations

from typing import Any

from sandbox.vk.vk_protocol import API_VERSION, Params
from sandbox.vk.vk_validation import VkChecks

# The rights of a community token and their bits (VK's «Права доступа для токена сообщества»).
TOKEN_RIGHTS = {
    "stories": 1,
    "photos": 4,
    "app_widget": 64,
    "messages": 4096,
    "docs": 131072,
    "manage": 262144,
}
# The message events groups.getLongPollSettings lists, each 0 or 1.
_EVENTS = (
    "message_new",
    "message_reply",
    "message_edit",
    "message_allow",
    "message_deny",
    "message_typing_state",
    "message_event",
    "message_read",
)


class VkAdminMethods(VkChecks):
    """groups.getTokenPermissions, getLongPollSettings, getCallbackServers, getCallbackSettings.

    The long poll's on/off and event types are the ones the delivery already keeps
    (`_lp_enabled`, `event_types`); the token's rights and the API version are set here.
    """

    @property
    def token_rights(self) -> set[str]:
        """What the community token may do: every right unless a test took some away."""
        # A mixin has no __init__ of its own: the state is made on first use.
        return self.__dict__.setdefault("_token_rights", set(TOKEN_RIGHTS))

    @property
    def events_api_version(self) -> str:
        """The API version the long poll and Callback API events are shaped by."""
        return str(self.__dict__.get("_events_api_version", API_VERSION))

    @events_api_version.setter
    def events_api_version(self, version: str) -> None:
        self.__dict__["_events_api_version"] = version

    def set_longpoll(self, enabled: bool) -> None:
        """Switch the Bots Long Poll on or off, as the community's settings page does."""
        self._lp_enabled = enabled
        if not enabled:
            self._lp_key = None
            self._ready.fire()  # a parked poll learns its key is gone

    def _events_json(self) -> dict[str, int]:
        return {name: int(name in self.event_types) for name in _EVENTS}

    async def _m_groups_get_token_permissions(self, p: Params) -> dict[str, Any]:
        """The token's rights as a mask and as named settings."""
        rights = [(name, bit) for name, bit in TOKEN_RIGHTS.items() if name in self.token_rights]
        return {
            "mask": sum(bit for _, bit in rights),
            "permissions": [{"setting": bit, "name": name} for name, bit in rights],
        }

    async def _m_groups_get_long_poll_settings(self, p: Params) -> dict[str, Any]:
        """Whether the Bots Long Poll is on, its API version and event types."""
        self._own_group(p)
        return {
            "is_enabled": self._lp_enabled,
            "api_version": self.events_api_version,
            "events": self._events_json(),
        }

    async def _m_groups_get_callback_servers(self, p: Params) -> dict[str, Any]:
        """The Callback API server, if one is set: "ok" once it answered the confirmation."""
        self._own_group(p)
        hook = self._callback
        if hook is None:
            return {"count": 0, "items": []}
        server = {"id": 1, "title": "sandbox", "creator_id": 0, "url": hook.url}
        server |= {"secret_key": hook.secret or "", "status": "ok" if hook.confirmed else "failed"}
        return {"count": 1, "items": [server]}

    async def _m_groups_get_callback_settings(self, p: Params) -> dict[str, Any]:
        """The Callback API server's API version and event types."""
        self._own_group(p)
        return {"api_version": self.events_api_version, "events": self._events_json()}
