### Match day: striking the opponent's decks and being in the channel (COM-2, COM-3, COM-5)

## Черк колод и день матча (COM-2, COM-3, COM-5)

btn-ban = { $slot }. { $name } ({ $hero })
ban-request = 🚫 Матч №{ $number } против { $opponent }: вычеркните { $bans } его колод(ы) до { $closes } (COM-3). Соперник не увидит ваш выбор, пока не выберет сам.
bans-not-now = Сейчас в «{ $title }» колоды не вычёркивают.
bans-closed = Время вычёркивания колод в матче №{ $number } вышло (COM-3).
ban-slot-bad = Такой колоды у соперника в матче №{ $number } нет.
ban-already = Эту колоду вы уже вычеркнули.
bans-used = Вы уже вычеркнули { $bans } колод(ы) в матче №{ $number }.
ban-noted = Записано. Осталось вычеркнуть: { $left }.
bans-result = 🚫 Матч №{ $number }: { $a } играет колодами { $decks_a }; { $b } — { $decks_b } (COM-3).
ban-default-random = Вы не вычеркнули колоду в матче №{ $number } вовремя: выбрано случайно (COM-3).
ban-default-none = Вы не вычеркнули колоду в матче №{ $number } вовремя: ваш черк пропущен (COM-3).
bans-late = «{ $title }»: не вычеркнули колоды вовремя: { $players }.
match-reminder = ⏰ Матч №{ $number } начнётся в { $starts }. Будьте в канале турнира за 30 минут до начала и во время матча (COM-2).
not-in-channel = ⚠️ Матч №{ $number } начнётся в { $starts }, а вас нет в канале турнира. Вступите в канал: игроки должны быть там за 30 минут до начала (COM-2).
round-presence = ⏰ «{ $title }»: тур { $round } начнётся в { $starts }. Будьте в канале турнира за 30 минут до начала и во время матча (COM-2).
round-absent = ⚠️ «{ $title }»: тур { $round } начнётся в { $starts }, а вас нет в канале турнира. Вступите в канал: игроки должны быть там за 30 минут до начала (COM-2).
round-reminder = ⏰ Тур { $round } начнётся в { $starts }. Игроки — в канал (COM-2).
absent-players = «{ $title }»: нет в канале перед началом матчей: { $players } (COM-2).
match-start = ▶️ Матч №{ $number } начался. Сайдборд — только после первой партии; перед каждым матчем колоды в исходном виде (COM-5).

## Колоды на матч (COM-3)

me-match-decks =
    { $match }
    Ваши колоды на матч: { $mine }. Колоды соперника: { $theirs } (COM-3).

## Форма команд

usage-bandeck = Выберите колоду соперника кнопкой.
