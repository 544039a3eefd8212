### Answers said in words instead of a tap: which question waits, what was understood

## Слова вместо кнопок и команд

said-nothing-waits = Сейчас ничего не ждёт вашего ответа. Что можно сделать — /help.
said-which =
    Вашего ответа ждут несколько вопросов — нажмите нужную кнопку под его сообщением:
    { $lines }
said-item-tap = • { $what } — кнопка под вопросом
said-item-score = • счёт матча №{ $number } ({ $score }) — «{ btn-confirm }» под сообщением о счёте
said-item-rules = • правила турнира «{ $title }» — «{ btn-accept }» под правилами
said-item-checkin = • участие в турнире «{ $title }» — «{ btn-checkin }» или /checkin
said-tap-concede = сдача матча
said-tap-drop = выход из турнира
said-tap-finish = завершение турнира
said-tap-other = ваш последний вопрос
said-no-cancelled = Хорошо, ничего не меняю: вопрос снят.
said-no-score = Чтобы оспорить счёт матча №{ $number } ({ $score }), нажмите «{ btn-dispute }» под сообщением о счёте или отправьте /dispute.
