### Chat moderation: the filter, chat events, the bot's rights in a group (MOD-2)

## python -m bot check-text

check-text-no-file = Cannot read the card pool { $path }: a CSV or TOML text file is needed, as for cards import.

## Chat moderation (MOD-2)

violation-obscene = obscene language
violation-insult = insult
violation-stalling = stalling
violation-assistance = outside assistance
violation-deck = deck doesn't match the decklist
violation-flood = flood
violation-spam = spam
violation-chat = chat tampering
violation-other = violation
mod-player = player
mod-spectator = spectator
chat-event-members = added members
chat-event-title = changed the chat title
chat-event-photo = changed the chat photo
chat-event-added-removed = added to the match chat: { $added } (the bot removed them)
chat-event-added-kept = added to the match chat: { $added } (the bot cannot remove them — please decide)
moderation-edited = ✏️ "{ $title }": { $who } { $name } edited a message in "{ $chat }", it now reads: "{ $quote }"
moderation-alert = 🛡 "{ $title }": { $violation } — { $who } { $name }: "{ $quote }"
spectator-repeat = 🛡 "{ $title }": spectator { $name } keeps violating ({ $violation }). Decide: /ban <days> or a caution.
deleted = (message deleted by a moderator)
bind-missing-admin = ⚠️ For moderation (MOD-2) make the bot an admin of the group with the right to delete messages: otherwise it neither sees ordinary messages nor removes violations.
bind-missing-delete = ⚠️ The bot cannot delete messages: moderation (MOD-2) will only tell the judges. Give it the "Delete messages" right.
bind-missing-privacy = ⚠️ The bot does not see the group's ordinary messages: make it an admin or switch privacy mode off with @BotFather.
