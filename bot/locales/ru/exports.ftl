### Files for the judges: the standings table and the whole tournament (/standings csv, /export)

standings-file = 📊 «{ $title }», таблица после тура { $round }: { $count } { $count ->
        [one] игрок
        [few] игрока
       *[many] игроков
    } — место, очки, результат, все дополнительные показатели, снявшиеся и дисквалифицированные.
export-file = 🗄 «{ $title }» целиком для архива: игроков { $players }, матчей { $matches } с историей результатов, жалоб { $protests }, санкций { $sanctions }.
export-sent-privately = 📬 { $name }, файл — у вас в личке с ботом: жалобы и санкции видят только судьи.

## Форма команд

usage-export = У команды /export нет аргументов (можно указать турнир: /export #12). Таблица файлом: /standings csv.
