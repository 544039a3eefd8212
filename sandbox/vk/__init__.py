"""A local stand-in for the VK API (community token, API 5.199) that an unmodified vkbottle bot
can talk to.

The server half answers `/method/{name}` and the Bots Long Poll (or posts to a Callback API
endpoint) on 127.0.0.1 with VK's limits and error codes; the Python half plays scripted users
(`VkUser`) in private dialogs and community conversations.
"""

from sandbox.vk.vk_api import VkSandbox
from sandbox.vk.vk_media import MESSAGES_ALBUM_ID, USER_ALBUM_ID, VkFile
from sandbox.vk.vk_models import LogEntry, Stats, VkConversation, VkMessage, VkUser
from sandbox.vk.vk_protocol import API_VERSION, CHAT_PEER_BASE, ERRORS, Limits, VkError

__all__ = [
    "API_VERSION",
    "CHAT_PEER_BASE",
    "ERRORS",
    "MESSAGES_ALBUM_ID",
    "USER_ALBUM_ID",
    "Limits",
    "LogEntry",
    "Stats",
    "VkConversation",
    "VkError",
    "VkFile",
    "VkMessage",
    "VkSandbox",
    "VkUser",
]
