"""Chat moderation helpers: the text filter for obscene language, insults and links (MOD-2)."""

from bot.moderation.textfilter import TextFilter, Verdict, Violation

__all__ = ["TextFilter", "Verdict", "Violation"]
