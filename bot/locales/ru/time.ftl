### Time: the round clock, warnings, pauses, automatic rounds, technical losses (RES-5…RES-7)

## Время: часы тура, пауза, автоматические туры (RES-5, RES-6, RES-7)

round-warning = ⏳ Тур { $round }: до конца осталось { $minutes } мин.
match-warning = ⏳ Матч №{ $number }: до конца времени { $minutes } мин.
round-time = ⏰ Время тура { $round } вышло. Незавершённых матчей: { $open }. Им бот отправил правило окончания матча (RES-5).
no-current-match-number = В текущем туре нет матча №{ $number }.
already-paused = «{ $title }» уже на паузе.
not-paused = «{ $title }» не на паузе.
paused = ⏸ «{ $title }»: турнир на паузе по решению судьи (RES-6). Все сроки остановлены.
paused-judge = ⏸ «{ $title }» на паузе. Продолжить: /resume
resumed = ▶️ «{ $title }»: пауза окончена, сроки сдвинуты на её длительность.
resumed-round = ▶️ «{ $title }»: пауза окончена. Конец тура теперь { $ends }; все сроки сдвинуты на длительность паузы.
resumed-judge = ▶️ «{ $title }»: пауза длилась { $minutes } мин, сроки сдвинуты.
round-break = ☕ Перерыв. Тур { $round } начнётся в { $starts }.
round-soon = 🔔 Тур { $round } начнётся в { $starts }. Игроки — в канал турнира за 30 минут до начала и во время матчей (COM-2).
auto-round-failed = ⚠️ «{ $title }»: следующий тур не начался автоматически — { $reason } Продолжите вручную: /next
result-techloss = ⚖️ Матч №{ $number }: { $a } — { $b } { $score }, техническое поражение (RES-7).
techloss-reason = ⚖️ «{ $title }», матч №{ $number }: вам засчитано техническое поражение. Причина: { $reason } (RES-7).
techloss-no-reason = не указана
techloss-set = ⚖️ { $nickname }: техническое поражение в матче №{ $number } ({ $score }). Записано в журнал.
no-current-match-for = У { $nickname } нет матча в текущем туре.

## Форма команд

usage-pause = У команды /pause нет аргументов (можно указать турнир: /pause #12).
usage-resume = У команды /resume нет аргументов (можно указать турнир: /resume #12).
usage-extend = Формат: /extend <номер матча> <минуты> и/или cycles=<число циклов>, например /extend 12 5, /extend 12 cycles=1 или /extend 12 5 cycles=1
