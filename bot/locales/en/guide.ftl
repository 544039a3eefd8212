### The judge's guide: /guide (VK: памятка)

guide-first =
    The judge's guide is in Russian, the regulation's language; the commands are the same.

    { $text }
guide-part = { $text }
guide-sent-privately = 📬 { $name }, the judge's guide is in your private chat with the bot.
guide-judges-only = The judge's guide is for the tournament's judges. A player's commands: /help

## Command forms

usage-guide = /guide takes no arguments: it sends the judge's guide.
