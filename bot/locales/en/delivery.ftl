### Why a message could not reach a player, on Telegram and on VK

## Delivery

undeliverable = ⚠️ Can't message player { $name } ("{ $title }"): { $reason }. Please contact them yourself.
undeliverable-blocked = they have blocked the bot
undeliverable-never-started = they have never messaged the bot; ask them to send the bot any message
undeliverable-other = the platform refuses delivery

## Why the VK community cannot message a player (VK errors 901 and 902, issue 22).

undeliverable-vk-denied = they have not allowed messages from the community (or have denied them); ask them to press "Allow messages" on the community's page or to send the community any message
undeliverable-vk-privacy = their VK privacy settings do not let the community message them; ask them to allow messages from communities in their privacy settings
