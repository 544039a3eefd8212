### What a player asks about himself and the rules: /me and /rules

## Я, правила, помощь

me =
    👤 «{ $title }» (#{ $id }): вы — { $nickname }, { $status }.
    Очки: { $points } ({ $record }), место: { $place }.
    { $match }
me-no-match = Текущего матча нет.
me-bye = В туре { $round } у вас bye.
me-match = Тур { $round }, матч №{ $number }: соперник { $opponent } (ID { $game_id }) — { $state }.
me-state-due = { $state } (окончательно в { $due })
me-round-ends =
    { $match }
    Время тура { $round } — до { $ends }.
me-round-ends-extra =
    { $match }
    Время тура { $round } — до { $ends }; вашему матчу добавлено время — до { $match_ends }.
me-judge = Вы судья турнира «{ $title }» (#{ $id }), он { $status }. Команды: /help
me-none = Вы не участвуете в «{ $title }» (#{ $id }). Записаться: /register <ник> [ID в игре]
rules-general =
    📜 Турниры по ККИ «Берсерк. Герои» проводятся по регламенту:
    • одна заявка на человека (REG-3); выйти можно в любой момент (/drop, REG-8);
    • счёт вводится в течение 10 минут после матча (/report 2:1), соперник подтверждает (RES-1, RES-2);
    • без ответа соперника результат окончательный через 10 минут (RES-3);
    • пары — швейцарская система: равные по очкам, без повторных встреч (FMT-3);
    • таблица: очки, затем OMW, GW, OGW (FMT-7).
rules-tournament =
    { rules-general }
    Турнир «{ $title }»: матчи BO{ $bo }, подтверждение — { $confirm_minutes } мин. Особые правила: { $rules_url }

## Форма команд

usage-me = У команды /me нет аргументов (можно указать турнир: /me #12).
usage-rules = У команды /rules нет аргументов.
