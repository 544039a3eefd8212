### python -m bot demo: the story of the tournament played (line labels, headings, summary)

demo-platform-telegram = TG
demo-platform-vk = VK
demo-chat-private = личка { $name }
demo-chat-channel = канал
demo-chat-judges = судьи
demo-edited = (правка)
demo-section-setup = ── Подготовка: судья создаёт турнир, привязывает чаты, открывает регистрацию ──
demo-section-registration = ── Регистрация: игроки приходят по ссылке из объявления ──
demo-registered-rest = … остальные регистрируются так же. Всего игроков: { $count } ({ $platforms }).
demo-section-round = ── Тур { $round } ──
demo-follow = Следим за матчем №{ $match }: { $first } ({ $first_platform }) вводит счёт, { $second } ({ $second_platform }) подтверждает.
demo-silent = Матч №{ $match }: соперник молчит — счёт станет окончательным сам (RES-3).
demo-dispute = Матч №{ $match }: соперник оспаривает счёт — решает судья в чате судей.
demo-section-finish = ── Итоги ──
demo-summary = ── Коротко ──
demo-summary-players = Игроков: { $count } ({ $platforms }). Туров: { $rounds }. Матчей: { $matches }, bye: { $byes }.
demo-summary-results = Споров решено судьёй: { $disputes }. Автоподтверждений (RES-3): { $auto }.
demo-summary-drop = Вышел из турнира: { $nick } (после тура { $round }).
demo-summary-no-drop = Из турнира никто не вышел.
demo-summary-winner = Победитель: { $nick }.
demo-summary-messages = Сообщений бота: { $bot }. Сообщений и нажатий игроков и судей: { $people }.
demo-summary-time = Демо заняло { $seconds } с.
demo-summary-more = Показано строк переписки: { $shown } из { $total }. Вся переписка по порядку: python -m bot demo --verbose
demo-serve =
    Живая страница турнира: { $url }
    Страница открыта, пока работает демо; выход — Ctrl+C.
demo-violations = Запросов, которые платформа отвергла бы: { $count } (подробности — в предупреждениях выше).
