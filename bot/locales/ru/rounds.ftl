### Rounds: the start, the pairings, the round's end and the next round

## Туры

already-started = Турнир «{ $title }» уже начался.
begin-before-open = Сначала откройте регистрацию: /open.
too-few-players = Для старта нужно не меньше { $need } игроков, зарегистрировано { $count } (REG-7).
tournament-started = 🏁 Турнир «{ $title }» начался! Игроков: { $count }. Этапы: { $stages }.
not-running = Турнир «{ $title }» сейчас не идёт.
round-not-complete =
    В туре { $round } ещё нет окончательного результата у матчей:
    { $matches }
too-few-to-pair = В турнире осталось меньше двух игроков: завершите его командой /finish.
round-pairings =
    🎲 «{ $title }», тур { $round }. Конец тура: { $ends }.
    { $pairs }
round-pairings-stage =
    🎲 «{ $title }», тур { $round } ({ $stage }). Конец тура: { $ends }.
    { $pairs }
pairing-row = №{ $number }: { $a } — { $b } ({ $state })
pairing-row-bye = №{ $number }: { $a } — { $b }
your-pairing =
    🎲 «{ $title }», тур { $round }, матч №{ $number } (BO{ $bo }).
    Соперник: { $opponent } (ID { $game_id }).
    Конец тура: { $ends }.
    После матча отправьте счёт: /report <ваши победы>:<победы соперника>, например /report 2:1
    Сайдборд — только после первой партии; перед каждым матчем колоды в исходном виде (COM-5).
your-bye = 🎲 «{ $title }», тур { $round }: у вас bye (матч №{ $number }) — засчитана победа.
rematch-forced = ⚠️ Тур { $round }: без повторных встреч пары составить нельзя, повторно играют: { $pairs }.
pairings =
    🎲 «{ $title }», тур { $round }:
    { $pairs }
no-pairings-yet = В турнире «{ $title }» ещё нет пар.
state-pending = ждём результат
state-reported = введено { $score }, ждём подтверждения
state-disputed = спор, решает судья
state-final = { $score }

## Тур завершён

round-complete = ✅ «{ $title }»: тур { $round } завершён, таблица опубликована. Следующий тур: /next #{ $id }
round-complete-last = ✅ «{ $title }»: последний тур { $round } завершён. Итоги: /finish #{ $id }

## Форма команд

usage-begin = У команды /begin нет аргументов (можно указать турнир: /begin #12).
usage-next = У команды /next нет аргументов (можно указать турнир: /next #12).
usage-pairings = У команды /pairings нет аргументов (можно указать турнир: /pairings #12).
