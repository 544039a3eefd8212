### Chat moderation: the filter, chat events, the bot's rights in a group (MOD-2)

## python -m bot check-text

check-text-no-file = Не могу прочитать пул карт { $path }: нужен текстовый файл CSV или TOML, как для cards import.

## Модерация чата (MOD-2)

violation-obscene = нецензурная брань
violation-insult = оскорбление
violation-stalling = затягивание
violation-assistance = помощь со стороны
violation-deck = колода не по деклисту
violation-flood = флуд
violation-spam = спам
violation-chat = изменение чата
violation-other = нарушение
mod-player = игрок
mod-spectator = зритель
chat-event-members = добавил участников
chat-event-title = изменил название чата
chat-event-photo = изменил фото чата
chat-event-added-removed = добавил в чат матчей: { $added } (бот их удалил)
chat-event-added-kept = добавил в чат матчей: { $added } (бот не может удалить — решите сами)
moderation-edited = ✏️ «{ $title }»: { $who } { $name } изменил сообщение в чате «{ $chat }», теперь оно такое: «{ $quote }»
moderation-alert = 🛡 «{ $title }»: { $violation } — { $who } { $name }: «{ $quote }»
spectator-repeat = 🛡 «{ $title }»: зритель { $name } повторно нарушает ({ $violation }). Решите: /ban <дней> или замечание.
deleted = (сообщение удалено модератором)
bind-missing-admin = ⚠️ Для модерации (MOD-2) сделайте бота администратором группы с правом удалять сообщения: иначе он не видит обычные сообщения и не может удалять нарушения.
bind-missing-delete = ⚠️ У бота нет права удалять сообщения: модерация (MOD-2) будет только сообщать судьям. Дайте право «Удаление сообщений».
bind-missing-privacy = ⚠️ Бот не видит обычные сообщения группы: сделайте его администратором или отключите privacy mode у @BotFather.
