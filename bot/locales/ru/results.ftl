### Results: /report, /confirm, /dispute and the result a judge sets (RES-1…RES-4)

## Результаты

score-too-many-wins = В матче BO{ $bo } побеждает тот, кто первым выиграл { $need }: больше { $need } побед быть не может.
score-both-won = В матче BO{ $bo } не могут оба выиграть по { $need } партии.
score-too-many-games = В матче BO{ $bo } не больше { $bo } партий, считая ничьи.
score-no-games = Укажите счёт по партиям, например 2:1; ничья без сыгранных партий — 0:0:1.
not-your-match = Матч №{ $number } — не ваш.
no-current-match = У вас нет матча в текущем туре «{ $title }».
match-is-bye = Матч №{ $number } — это bye, в нём нечего вводить.
result-already-final = Результат матча №{ $number } уже окончательный: { $score }. Если он неверен, обратитесь к судье.
match-disputed = Результат матча №{ $number } оспорен: решает судья.
report-saved = Счёт матча №{ $number } против { $opponent }: { $score } (в вашу пользу — первое число). Ждём подтверждения соперника; если он не ответит до { $due }, результат станет окончательным (RES-3).
confirm-request =
    { $reporter } ввёл счёт матча №{ $number }: { $score } (ваши победы — первое число).
    Подтвердите или оспорьте до { $due }; без ответа результат станет окончательным (RES-3).
btn-confirm = Подтвердить
btn-dispute = Оспорить
nothing-to-confirm = В матче №{ $number } пока нечего подтверждать: соперник ещё не ввёл счёт.
cannot-confirm-own = Свой счёт подтверждает соперник, а не вы.
nothing-to-dispute = В матче №{ $number } пока нечего оспаривать: счёт ещё не введён.
cannot-dispute-own = Свой счёт оспорить нельзя: отправьте /report ещё раз с верным счётом.
dispute-opened = ⚖️ Результат матча №{ $number } ({ $a } — { $b }, введено { $score }) оспорен. Решение примет судья.
dispute-alert =
    ⚖️ Спор в «{ $title }», матч №{ $number }: { $a } — { $b }.
    { $reporter } ввёл { $score }; оспорил { $by }; его счёт: { $other }.
    Решение: /result { $number } <очки { $a }>:<очки { $b }> #{ $id }
result-confirmed = ✅ Матч №{ $number }: { $a } — { $b } { $score }. Результат подтверждён.
result-auto = ✅ Матч №{ $number }: { $a } — { $b } { $score }. Подтверждения не было { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
        [other] минуты
       *[many] минут
    } — результат окончательный (RES-3).
result-judge = ⚖️ Судья установил результат матча №{ $number }: { $a } — { $b } { $score }.
result-conceded = 🏳️ Матч №{ $number }: { $a } — { $b } { $score }, матч сдан игроком { $by } (RES-4).
result-drop = 🏳️ Матч №{ $number }: { $a } — { $b } { $score }, поражение игроку { $by }: выход из турнира (REG-8).
result-set = ✅ Матч №{ $number }: { $a } — { $b } { $score }. Записано в журнал.
no-such-match = В турнире «{ $title }» нет матча №{ $number }.

## Форма команд

usage-report = Формат: /report <ваши победы>:<победы соперника>[:<ничьи>], например /report 2:1
usage-confirm = Формат: /confirm [номер матча], например /confirm 12
usage-dispute = Формат: /dispute [номер матча], например /dispute 12
