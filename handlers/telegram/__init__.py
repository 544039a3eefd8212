"""The Telegram door: one routing function (polling, webhook), polling, and the sender."""
