# What Telegram and VK do to chats (issue 22): a group that became a supergroup, a chat the
# bot lost, an anonymous administrator.
channels-role-channel = канал турнира
channels-role-judges = чат судей
channels-role-match = чат матчей
channels-moved = ℹ️ Группа «{ $chat }» ({ $roles }) турнира «{ $title }» стала супергруппой в Telegram. Привязка и неотправленные сообщения перенесены в неё сами — ничего делать не нужно.
channels-lost = ⚠️ Бот больше не может писать в «{ $chat }» ({ $roles }) турнира «{ $title }»: его удалили из чата или забрали доступ. Сообщения туда больше не отправляются. Чтобы вернуть: добавьте бота в этот чат снова (администратором) и отправьте там { $commands }.
channels-anonymous-admin = Вы пишете как анонимный администратор группы, и бот не знает, кто вы, поэтому команды судьи отсюда не работают. Отключите «Оставаться анонимным» в своих правах администратора или отправьте команду боту в личные сообщения.
