### Telegram command menus: private chat (player), groups, group admins (judge)

menu-register = заявка на турнир: /register ник [ID в игре]
menu-me = мой турнир, матч и соперник
menu-report = счёт моего матча, например /report 2:1
menu-confirm = подтвердить счёт соперника
menu-dispute = оспорить счёт соперника
menu-pairings = пары текущего тура
menu-standings = турнирная таблица
menu-rules = регламент
menu-drop = выйти из турнира
menu-help = все команды
menu-bind = сделать группу каналом турнира (/bind judges — чатом судей)
menu-open = открыть регистрацию
menu-close = закрыть регистрацию
menu-players = заявки и игроки
menu-begin = старт турнира и первый тур
menu-next = следующий тур
menu-result = установить результат: /result матч 2:1 [причина]
menu-techloss = техническое поражение: /techloss ник [причина]
menu-pause = пауза: часы тура стоят
menu-resume = продолжить после паузы
menu-finish = завершить турнир и объявить итоги
menu-extend = добавить время матчу: /extend матч минуты
menu-protests = открытые протесты
menu-warn = предупреждение: /warn ник причина
menu-audit = журнал действий судей
menu-guide = памятка судьи
