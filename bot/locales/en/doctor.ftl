### python -m bot doctor and run: one line per check of the setup, with what to fix

## python -m bot doctor: one line per check, with what to fix

doctor-verdict-ok = All is well: the tournament can go ahead.
doctor-verdict-warn = No errors: the tournament can go ahead. Look at what is marked ⚠️ ({ $count }).
doctor-verdict-fail = To fix: { $count }. Fix what is marked ❌ and run doctor again.
doctor-no-platform = Neither [telegram] token nor [vk] token is set: the bot has nowhere to work.
doctor-db-missing = The database { $path } does not exist yet: bound chats cannot be checked. Create it (python -m bot migrate), bind the chats with /bind and run doctor again.
doctor-db-unreachable = The database { $target } cannot be reached ({ $error }): check [storage] url and that the PostgreSQL server runs.
doctor-no-chats = { $platform }: no chat is bound to a running tournament. After /bind in the channel and the judges' chat, run doctor again.
doctor-web-ok = The live pages and «My match» open at { $url }.
doctor-web-not-https = [web] public_url = { $url } is not https: Telegram and VK open mini apps over https only, so there will be no «My match» buttons. Put the site behind an HTTPS proxy and set public_url = "https://…".
doctor-tg-token-ok = Telegram: the token is accepted, the bot is @{ $username }.
doctor-tg-token-rejected = Telegram rejected the token (401 Unauthorized). Take the token from @BotFather (/mybots → the bot → API Token) and put it whole into [telegram] token, without spaces.
doctor-tg-unreachable = Telegram: { $server } cannot be reached. Check [telegram] api_server, the internet connection and the proxy.
doctor-tg-error = Telegram: { $method } failed: { $error }.
doctor-tg-joingroups-off = Telegram: @{ $username } cannot be added to groups. In @BotFather: /setjoingroups → the bot → Enable.
doctor-tg-privacy-ok = Telegram: privacy mode is off, the bot sees every group message.
doctor-tg-privacy-on = Telegram: @{ $username } has privacy mode on: in groups where it is not an admin it sees no ordinary messages and cannot moderate the chat. In @BotFather: /setprivacy → the bot → Disable, then remove the bot from the groups and add it again.
doctor-tg-polling-ok = Telegram: no webhook is set, the bot takes updates with getUpdates ({ $pending } waiting).
doctor-tg-webhook-in-polling = Telegram: the webhook { $url } is set while the config says mode = "polling": while it is set, getUpdates fails. If no other server uses this token, the bot removes the webhook at start; otherwise stop that server or switch [telegram] mode = "webhook".
doctor-tg-webhook-unset = Telegram: no webhook yet; the bot sets { $url } at start.
doctor-tg-webhook-other = Telegram: the webhook points to { $url } while the config says webhook_url = { $expected }. Updates go elsewhere: start the bot with this config (it sets the webhook again) and stop the server that set the other address.
doctor-tg-webhook-error = Telegram cannot deliver updates to the webhook: “{ $error }” ({ $when }), { $pending } waiting. Check that the address opens from the internet over https, the certificate is valid and the bot runs.
doctor-tg-webhook-ok = Telegram: the webhook { $url } works ({ $pending } waiting).
doctor-tg-chat-ok = Telegram, “{ $title }” ({ $id }): the bot's rights are fine.
doctor-tg-chat-gone = Telegram, “{ $title }” ({ $id }): the bot is not in this chat ({ $error }). Add the bot to the group as an admin and /bind again.
doctor-tg-chat-migrated = Telegram, “{ $title }” ({ $id }): the group became the supergroup { $new_id }. /bind in it again.
doctor-tg-chat-not-admin = Telegram, “{ $title }” ({ $id }): the bot is not an admin. For moderation (MOD-2) make it an admin with the rights “Delete messages” and “Ban users”.
doctor-tg-chat-rights = Telegram, “{ $title }” ({ $id }): the bot lacks the rights “{ $rights }”. Grant them in the group's settings → Administrators → the bot.
doctor-vk-token-ok = VK: the token is accepted and has the rights “Community messages” and “Community management”.
doctor-vk-token-rejected = VK rejected the token ({ $error }). Create a key in the community: Manage → API usage → Access tokens, with the rights “Community messages”, “Community management”, “Photos”, “Documents”, and put it into [vk] token.
doctor-vk-unreachable = VK: { $server } cannot be reached. Check [vk] api_url, the internet connection and the proxy.
doctor-vk-error = VK: { $method } failed: { $error }.
doctor-vk-token-rights = VK: the token lacks the rights “{ $rights }”. Create a new community access token with them (Manage → API usage → Access tokens) and replace [vk] token.
doctor-vk-token-media = VK: the token lacks the rights “{ $rights }”: bracket and table pictures and export files will not go. Create a key with these rights too.
doctor-vk-bots-manual = VK: “Bot abilities” cannot be read with a community token; check it yourself: Manage → Messages → Bot settings → Bot abilities: Enabled; and “Community messages”: Enabled.
doctor-vk-group-ok = VK: the community “{ $name }” ({ $id }).
doctor-vk-group-other = VK: the token belongs to the community { $actual }, while [vk] group_id = { $configured }. Set the number of the community the token belongs to.
doctor-vk-longpoll-off = VK: the Long Poll API is off. Manage → API usage → Long Poll API: Enabled, API version 5.199; on the “Event types” tab tick “Incoming message” and “Message action”.
doctor-vk-longpoll-ok = VK: the Long Poll API is on, version 5.199, events message_new and message_event.
doctor-vk-version = VK, { $where }: API version { $version }, while the bot reads events of version 5.199. Choose 5.199 in the { $where } settings.
doctor-vk-events = VK, { $where }: the events { $events } are off. On the “Event types” tab tick “Incoming message” (message_new) and “Message action” (message_event).
doctor-vk-callback-none = VK: no Callback API server with the address …{ $path } is added. Manage → API usage → Callback API: add a server with the bot's address and this path.
doctor-vk-callback-unconfirmed = VK: the Callback API server { $url } is not confirmed (status { $status }). Start the bot, check [vk] confirmation_code and secret and press “Confirm”.
doctor-vk-callback-ok = VK: the Callback API server { $url } is confirmed, version 5.199, events message_new and message_event.
doctor-vk-chat-ok = VK, conversation “{ $title }” ({ $id }): the community's rights are fine.
doctor-vk-chat-gone = VK, conversation “{ $title }” ({ $id }): the community is not in it ({ $error }). Add the community to the conversation, make it an admin and /bind again.
doctor-vk-chat-not-admin = VK, conversation “{ $title }” ({ $id }): the community is not an admin, so it can neither remove violations nor kick members. Conversation settings → Members → the community → Make admin.

## python -m bot run: the platform refused the token — one line instead of a traceback (issue 24)

run-token-rejected-telegram = The bot did not start — telegram.token: { doctor-tg-token-rejected } To check every setting: python -m bot doctor
run-token-rejected-vk = The bot did not start — vk.token: { doctor-vk-token-rejected } To check every setting: python -m bot doctor
