### A new tournament: its chats, its judges and the head judge, opening it

## Турнир, чаты, судьи

tournament-created =
    ✅ Создан турнир «{ $title }», номер #{ $id }.
    Дальше: /set — настройки, /bind в группе — канал турнира, /bind judges — чат судей, /open — открыть регистрацию.
tournament-finished = Турнир «{ $title }» уже завершён.
bind-in-group = Команду /bind нужно отправить в группе, которую вы привязываете.
bound-channel = ✅ Эта группа — канал турнира «{ $title }» (#{ $id }): сюда пойдут объявления, пары и таблицы.
bound-judges = ✅ Эта группа — чат судей турнира «{ $title }» (#{ $id }): сюда пойдут споры и оповещения.
bound-match = ✅ Эта группа — чат матчей турнира «{ $title }» (#{ $id }): бот следит здесь за порядком (MOD-2), объявления турнира сюда не приходят.
judge-needs-reply = Чтобы назначить судью, ответьте командой /judge на его сообщение в группе.
already-judge = { $name } уже судья турнира «{ $title }».
judge-added = ✅ { $name } — судья турнира «{ $title }».
you-are-judge = Вы назначены судьёй турнира «{ $title }» (#{ $id }). Команды судьи: /help
cannot-open-registration = Регистрация на турнир «{ $title }» уже открыта.
cannot-open-running = Турнир «{ $title }» уже идёт.
cannot-open-finished = Турнир «{ $title }» уже завершён.

## The head judge (S0 9.2, S4 8.2)

head-judge-only = Это решает главный судья турнира «{ $title }»: { $name }.
head-judge-needs-reply = Ответьте командой /judge head на сообщение судьи, которого назначаете главным.
head-judge-set = ⭐ { $name } — главный судья турнира «{ $title }».
you-are-head-judge = ⭐ Вы — главный судья турнира «{ $title }» (#{ $id }): жеребьёвка и призы ваши (/prizes, /paid).

## Форма команд

usage-new = Формат: /new <название турнира>
usage-bind = Формат: /bind — эта группа станет каналом турнира; /bind judges — чатом судей; /bind match — чатом матчей.
usage-judge = Ответьте командой /judge на сообщение человека, которого назначаете судьёй.
usage-open = У команды /open нет аргументов (можно указать турнир: /open #12).
