### python -m bot doctor and run: one line per check of the setup, with what to fix

## python -m bot doctor: одна строка на проверку, с тем, что исправить

doctor-verdict-ok = Всё в порядке: можно проводить турнир.
doctor-verdict-warn = Ошибок нет: можно проводить турнир. Посмотрите отмеченное ⚠️ ({ $count }).
doctor-verdict-fail = Нужно исправить: { $count }. Исправьте отмеченное ❌ и запустите doctor снова.
doctor-no-platform = Не задан ни [telegram] token, ни [vk] token: боту не на чем работать.
doctor-db-missing = Базы { $path } ещё нет: привязанные чаты проверить нельзя. Создайте её (python -m bot migrate), привяжите чаты командой /bind и запустите doctor снова.
doctor-db-unreachable = База { $target } недоступна ({ $error }): проверьте [storage] url и что сервер PostgreSQL запущен.
doctor-no-chats = { $platform }: к идущим турнирам не привязан ни один чат. После /bind в канале и чате судей запустите doctor снова.
doctor-web-ok = Живые страницы и «Мой матч» открываются по { $url }.
doctor-web-not-https = [web] public_url = { $url } — не https: Telegram и ВКонтакте открывают мини-приложения только по https, кнопок «Мой матч» не будет. Поставьте сайт за HTTPS-прокси и укажите public_url = "https://…".
doctor-tg-token-ok = Telegram: токен принят, бот @{ $username }.
doctor-tg-token-rejected = Telegram отклонил токен (401 Unauthorized). Возьмите токен у @BotFather (/mybots → бот → API Token) и запишите его в [telegram] token целиком, без пробелов.
doctor-tg-unreachable = Telegram: нет связи с { $server }. Проверьте [telegram] api_server, интернет и прокси.
doctor-tg-error = Telegram: { $method } не удался: { $error }.
doctor-tg-joingroups-off = Telegram: бота @{ $username } нельзя добавлять в группы. В @BotFather: /setjoingroups → выберите бота → Enable.
doctor-tg-privacy-ok = Telegram: privacy mode выключен, бот видит все сообщения групп.
doctor-tg-privacy-on = Telegram: у @{ $username } включён privacy mode — в группах, где бот не администратор, он не видит обычных сообщений и не может модерировать чат. В @BotFather: /setprivacy → выберите бота → Disable, затем удалите бота из групп и добавьте снова.
doctor-tg-polling-ok = Telegram: webhook не установлен, бот получает обновления через getUpdates (в очереди { $pending }).
doctor-tg-webhook-in-polling = Telegram: установлен webhook { $url }, а в конфигурации mode = "polling": пока он стоит, getUpdates не работает. Если этот токен не использует другой сервер, бот снимет webhook при запуске; иначе остановите тот сервер или переключите [telegram] mode = "webhook".
doctor-tg-webhook-unset = Telegram: webhook ещё не установлен — бот установит { $url } при запуске.
doctor-tg-webhook-other = Telegram: webhook указывает на { $url }, а в конфигурации webhook_url = { $expected }. Обновления уходят не туда: запустите бота с этой конфигурацией (он переустановит webhook) и остановите сервер, который поставил чужой адрес.
doctor-tg-webhook-error = Telegram не может доставить обновления на webhook: «{ $error }» ({ $when }), в очереди { $pending }. Проверьте, что адрес открывается из интернета по https, сертификат действителен и бот запущен.
doctor-tg-webhook-ok = Telegram: webhook { $url } работает (в очереди { $pending }).
doctor-tg-chat-ok = Telegram, «{ $title }» ({ $id }): права бота в порядке.
doctor-tg-chat-gone = Telegram, «{ $title }» ({ $id }): бота нет в этом чате ({ $error }). Добавьте бота в группу администратором и снова дайте /bind.
doctor-tg-chat-migrated = Telegram, «{ $title }» ({ $id }): группа стала супергруппой { $new_id }. Дайте /bind в ней снова.
doctor-tg-chat-not-admin = Telegram, «{ $title }» ({ $id }): бот не администратор. Для модерации (MOD-2) сделайте его администратором с правами «Удаление сообщений» и «Блокировка пользователей».
doctor-tg-chat-rights = Telegram, «{ $title }» ({ $id }): у бота нет прав «{ $rights }». Дайте их в настройках группы → Администраторы → бот.
doctor-vk-token-ok = ВКонтакте: токен принят, права «Сообщения сообщества» и «Управление сообществом» есть.
doctor-vk-token-rejected = ВКонтакте отклонил токен ({ $error }). Создайте ключ в сообществе: Управление → Работа с API → Ключи доступа, с правами «Сообщения сообщества», «Управление сообществом», «Фотографии», «Документы», и запишите его в [vk] token.
doctor-vk-unreachable = ВКонтакте: нет связи с { $server }. Проверьте [vk] api_url, интернет и прокси.
doctor-vk-error = ВКонтакте: { $method } не удался: { $error }.
doctor-vk-token-rights = ВКонтакте: у токена нет прав «{ $rights }». Создайте новый ключ доступа сообщества с этими правами (Управление → Работа с API → Ключи доступа) и замените [vk] token.
doctor-vk-token-media = ВКонтакте: у токена нет прав «{ $rights }» — картинки сетки и таблицы и файлы выгрузки не отправятся. Создайте ключ и с этими правами.
doctor-vk-bots-manual = ВКонтакте: «Возможности ботов» токеном сообщества не прочитать — проверьте сами: Управление → Сообщения → Настройки для бота → Возможности ботов: Включены; и «Сообщения сообщества»: Включены.
doctor-vk-group-ok = ВКонтакте: сообщество «{ $name }» ({ $id }).
doctor-vk-group-other = ВКонтакте: токен выдан сообществу { $actual }, а в [vk] group_id = { $configured }. Укажите номер сообщества, которому принадлежит токен.
doctor-vk-longpoll-off = ВКонтакте: Long Poll API выключен. Управление → Работа с API → Long Poll API: Включён, версия API 5.199; на вкладке «Типы событий» отметьте «Входящее сообщение» и «Действие с сообщением».
doctor-vk-longpoll-ok = ВКонтакте: Long Poll API включён, версия 5.199, события message_new и message_event.
doctor-vk-version = ВКонтакте, { $where }: версия API { $version }, а бот читает события версии 5.199. Выберите 5.199 в настройках { $where }.
doctor-vk-events = ВКонтакте, { $where }: не включены события { $events }. На вкладке «Типы событий» отметьте «Входящее сообщение» (message_new) и «Действие с сообщением» (message_event).
doctor-vk-callback-none = ВКонтакте: сервер Callback API с адресом …{ $path } не добавлен. Управление → Работа с API → Callback API: добавьте сервер с адресом бота и этим путём.
doctor-vk-callback-unconfirmed = ВКонтакте: сервер Callback API { $url } не подтверждён (статус { $status }). Запустите бота, проверьте [vk] confirmation_code и secret и нажмите «Подтвердить».
doctor-vk-callback-ok = ВКонтакте: сервер Callback API { $url } подтверждён, версия 5.199, события message_new и message_event.
doctor-vk-chat-ok = ВКонтакте, беседа «{ $title }» ({ $id }): права сообщества в порядке.
doctor-vk-chat-gone = ВКонтакте, беседа «{ $title }» ({ $id }): сообщества в ней нет ({ $error }). Добавьте сообщество в беседу, сделайте администратором и снова дайте /bind.
doctor-vk-chat-not-admin = ВКонтакте, беседа «{ $title }» ({ $id }): сообщество не администратор — оно не может удалять нарушения и исключать участников. Настройки беседы → Участники → сообщество → Назначить администратором.

## python -m bot run: платформа не приняла токен — одна строка вместо трассировки (issue 24)

run-token-rejected-telegram = Бот не запущен — telegram.token: { doctor-tg-token-rejected } Проверить все настройки: python -m bot doctor
run-token-rejected-vk = Бот не запущен — vk.token: { doctor-vk-token-rejected } Проверить все настройки: python -m bot doctor
