## Why the VK community cannot message a player (VK errors 901 and 902, issue 22).

undeliverable-vk-denied = they have not allowed messages from the community (or have denied them); ask them to press "Allow messages" on the community's page or to send the community any message
undeliverable-vk-privacy = their VK privacy settings do not let the community message them; ask them to allow messages from communities in their privacy settings
