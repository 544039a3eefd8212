### Draft: seating and the pick timer (FMT-10)

## Драфт: таймер пиков (FMT-10)

direction-left = налево
direction-right = направо
draft-not-now = Таймер драфта запускается на этапе драфта, до первого тура.
draft-after-pairing = Первый тур драфта уже составлен: таймер пиков больше не нужен.
draft-seated = «{ $title }»: игроки рассажены за столы. Таймер драфта: /draft #{ $id }; после сборки колод первый тур: /next #{ $id }
draft-started = 🃏 «{ $title }»: драфт начинается! Бустеров: { $boosters }, примерно { $minutes } мин. Пики и время — здесь и в личке. Пауза судьи: /pause
draft-started-judge = Таймер драфта «{ $title }» запущен. Остановить: /pause, продолжить: /resume.
draft-pick = 🃏 Бустер { $booster }, пик { $pick }: карт { $left }, на выбор { $seconds } с, передавайте { $direction }.
draft-pick-last = 🃏 Бустер { $booster }, пик { $pick }: последняя карта, { $seconds } с.
draft-review = 📖 Бустер { $booster } разобран: { $seconds } с на просмотр взятых карт.
draft-over = 🃏 «{ $title }»: драфт окончен. Соберите колоды: герой и не меньше 40 карт из пула (DECK-2).
draft-done = «{ $title }»: драфт окончен. Первый тур: /next #{ $id }
draft-picks-default = по регламенту: 55 с при 15 картах … 20 с при 8, дальше на 5 с меньше (FMT-10)

## Форма команд

usage-draft = У команды /draft нет аргументов (можно указать турнир: /draft #12).
