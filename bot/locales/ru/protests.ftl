### Protests: filing, evidence, decisions, copies in the match chat (PRO-1…PRO-9)

## Жалобы (PRO-1…PRO-9)

btn-protest = Подать жалобу судье
reason-result = Спор о результате
reason-rules = Нарушение правил
reason-deck = Колода не совпадает с деклистом
reason-assistance = Помощь со стороны
reason-stalling = Затягивание времени
reason-conduct = Поведение
reason-technical = Технический сбой
reason-other = Другое
protest-no-match = Жалоба подаётся по своему матчу: /protest [номер матча].
protest-after-auto = Результат стал окончательным, потому что соперник не ответил вовремя, — его нельзя оспорить (PRO-9).
protest-too-late = Жалоба принимается только в течение { $minutes } минут после окончания матча (PRO-3).
protest-limit = Жалоб на игрока { $scope ->
        [stage] за этап
       *[round] за тур
    } не больше { $limit } (PRO-4): лимит исчерпан.
protest-reason-ask = ⚖️ Жалоба по матчу №{ $number }: { $me } против { $accused } (PRO-2). Выберите одну причину:
protest-unknown = Жалобы №{ $id } нет.
protest-not-yours = Это не ваша жалоба.
protest-already-filed = Жалоба №{ $id } уже подана.
protest-text-ask = Причина: { $reason }. Теперь опишите её одним сообщением — только эту одну причину (PRO-2). Изменить отправленное сообщение нельзя: правка отклоняет жалобу (PRO-5).
protest-text-empty = Опишите причину жалобы словами.
protest-text-long = Слишком длинно: не больше { $max } символов.
protest-several-reasons = В жалобе одна причина (PRO-2): вижу несколько пунктов или причин. Отправьте описание одной причины; по другой — отдельной жалобой, если лимит позволяет (PRO-7).
protest-filed = ✅ Жалоба №{ $id } по матчу №{ $number } передана судьям. Решение придёт сюда.
protest-alert =
    ⚖️ Жалоба №{ $id } («{ $title }»), матч №{ $number }: { $me } против { $accused }.
    Причина: { $reason }.
    { $text }
    Решение: /decide { $id } accept [<a>:<b>] <текст> #{ $tid } или /decide { $id } reject <текст> #{ $tid }; доказательства: /evidence { $id } <минуты> #{ $tid }
btn-protest-accept = Принять…
btn-protest-reject = Отклонить…
btn-protest-evidence = Запросить доказательства
protest-noted = ⚖️ { $me } подал жалобу судье по матчу №{ $number } (PRO-1).
protest-against-you = ⚖️ { $me } подал жалобу судье по матчу №{ $number }. Решение примет судья.
protest-edited = ⛔ Сообщение с жалобой №{ $id } было изменено — жалоба отклонена (PRO-5). Судья может принять её повторно в течение 10 минут.
protest-edited-alert = «{ $title }»: жалоба №{ $id } от { $me } отклонена — сообщение изменено (PRO-5). Принять повторно: /reopen { $id } #{ $tid }
protest-decided = Жалоба №{ $id } уже решена, решение окончательное (PRO-8).
protest-not-open = Жалоба №{ $id } сейчас не ждёт решения.
decision-text-ask = ⚖️ { $judge }, жалоба №{ $id } будет { $verdict }. Ответьте на это сообщение текстом решения — следующее ваше сообщение в этом чате станет решением. Оно окончательное и уйдёт обоим игрокам (PRO-8). Если удовлетворённая жалоба меняет результат матча, начните с нового счёта, как в /result: 2:1 текст (RES-8).
decision-text-empty = Напишите текст решения словами.
protest-accepted = ⚖️ Жалоба №{ $id } по матчу №{ $number } удовлетворена. Решение судьи: { $text } Решение окончательное (PRO-8).
protest-rejected = ⚖️ Жалоба №{ $id } по матчу №{ $number } отклонена. Решение судьи: { $text } Решение окончательное (PRO-8).
verdict-accepted = удовлетворена
verdict-rejected = отклонена
protest-decided-judge = Жалоба №{ $id } ({ $verdict }); игроки извещены. Изменить результат матча №{ $number }: /result
evidence-asked = 📎 Судья просит доказательства по жалобе №{ $id }: пришлите сюда скриншоты или видео до { $until } (PRO-6).
evidence-asked-judge = Доказательства по жалобе №{ $id } запрошены до { $until }.
evidence-received = ✅ Файл «{ $name }» приложен к жалобе №{ $id } и передан судьям.
evidence-too-big = Файл слишком большой: не больше { $max } МБ.
evidence-forwarded = 📎 Доказательство к жалобе №{ $id } от { $me }: { $name }
evidence-over = Время на доказательства по жалобе №{ $id } вышло. Решение: /decide { $id } … #{ $tid }
protest-not-edited = Жалоба №{ $id } не отклонялась из-за правки.
protest-reopen-late = Прошло больше { $minutes } минут: жалобу №{ $id } принять повторно нельзя (PRO-5).
protest-reopened = ⚖️ Судья принял жалобу №{ $id } повторно (PRO-5).
protest-reopened-judge = Жалоба №{ $id } снова ждёт решения.
no-open-protests = В «{ $title }» нет жалоб, ждущих решения.
protests-list =
    ⚖️ «{ $title }», жалобы:
    { $items }
protest-row = №{ $id }, матч №{ $number }: { $me } против { $accused } — { $reason } ({ $state }; { $due })
protest-state-open = ждёт решения
protest-state-evidence = ждём доказательства
protest-due = срок — { $moment }
protest-due-playing = матч ещё идёт: срок — { $minutes } минут после его окончания (PRO-3)

## Результат ждёт решения по жалобе

result-held = ⏸ Матч №{ $number }: подана жалоба №{ $id }, результат не станет окончательным, пока судья не решит (RES-3, PRO-1).
result-released = ▶️ Матч №{ $number }: судья решил жалобу. Введённый счёт снова ждёт подтверждения до { $due } (RES-3).

## Копии в чат матча (PRO-1, PRO-8; S4 10.1, 6.2)

protest-copy-match =
    ⚖️ Жалоба №{ $id } по матчу №{ $number }: { $me } против { $accused }.
    Причина: { $reason }.
    { $text }
    Жалоба передана судьям; решение придёт сюда и обоим игрокам (PRO-1).
protest-decision-match = ⚖️ Жалоба №{ $id } по матчу №{ $number } { $verdict }. Решение судьи: { $text } Решение окончательное (PRO-8).

## Форма команд

usage-decide = Формат: /decide <номер жалобы> accept|reject [текст решения]; без текста я спрошу его. Удовлетворённая жалоба меняет результат, если текст начинается со счёта: /decide <номер> accept <a>:<b>[:<ничьи>] <текст> (RES-8).
usage-protest = Формат: /protest [номер матча]
usage-preason = Выберите причину кнопкой.
usage-evidence = Формат: /evidence <номер жалобы> [минуты]
usage-reopen = Формат: /reopen <номер жалобы>
usage-protests = У команды /protests нет аргументов.
