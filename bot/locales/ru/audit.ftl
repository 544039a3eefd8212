### /audit: the log of judges' actions and results, one sentence an entry (RES-8)

## /audit: журнал действий судей и результатов — запись за записью, по-русски (RES-8)

audit =
    📋 «{ $title }»: журнал, записей { $count }{ $more }.
    { $items }
audit-more = , здесь последние { $shown } — весь журнал таблицей: /audit csv
audit-row = { $at } · { $who }: { $what }{ $why }
audit-why = . Причина: { $reason }
audit-bot = бот
audit-pair = { $a } — { $b }
audit-act-other = запись «{ $action }»: { $details }
audit-act-result = результат матча №{ $match }{ $pair }: { $score }, { $source }
audit-act-result-corrected = исправлен результат матча №{ $match }{ $pair }: { $before } → { $score }, { $source }
audit-source-confirmed = подтверждён соперником
audit-source-auto = без ответа соперника — окончательный по истечении срока (RES-3)
audit-source-judge = установлен судьёй
audit-source-conceded = сдача (RES-4)
audit-source-drop = игрок вышел из турнира
audit-source-techloss = техническое поражение (RES-7)
audit-source-gameloss = технические поражения в партиях (MOD-1)
audit-source-matchloss = техническое поражение в матче (MOD-1)
audit-source-dq = дисквалификация (MOD-8)
audit-source-annulled = результаты аннулированы (MOD-3)
audit-source-life = по жизням героев (FMT-6)
audit-source-draw = ничья по согласию (RES-4)
audit-source-double-loss = неявка обоих (RES-7)
audit-act-created = создан турнир «{ $title }»
audit-act-settings = изменены настройки: { $changes }
audit-act-season-created = создан сезон №{ $season } «{ $name }»: { $changes }
audit-act-season-changed = изменён сезон №{ $season } «{ $name }»: { $changes }
audit-act-bind = привязан { $role ->
        [channel] канал турнира
       *[other] чат судей
    } ({ $platform ->
        [vk] ВКонтакте
       *[other] Telegram
    }, чат { $chat })
audit-act-judge-added = новый судья: { $name }
audit-act-head-judge = главный судья: { $name }
audit-act-registration-opened = открыта регистрация
audit-act-registration-closed = регистрация закрыта
audit-act-refused = заявка игрока { $player } отклонена
audit-act-promoted = игрок { $player } переведён из листа ожидания в участники
audit-act-checkin-closed = отметка закрыта; не пришли: { $not_admitted }
audit-act-player-added = игрок { $player } (игровой id { $game_id }) добавлен судьёй
audit-act-late-application = игрок { $player } (игровой id { $game_id }) просит допустить его с опозданием
audit-act-started = турнир начат, игроков: { $players }
audit-act-stage-started = начат этап { $stage }: { $kind ->
        [swiss] швейцарка
        [groups] групповой этап
        [draft] драфт за столами
        [single] сетка на выбывание
        [double] двойная сетка на выбывание
        [top] топ на выбывание
       *[other] { $kind }
    }, игроков: { $players }
audit-act-draft-started = начат драфт, бустеров: { $boosters }
audit-act-round-paired = составлены пары тура { $round }, матчей: { $count }
audit-act-round-repaired = пары тура { $round } составлены заново. Было: { $before }. Стало: { $after }
audit-act-opponents-swapped = в туре { $round } переставлены соперники. Было: { $before }. Стало: { $after }
audit-act-finished = турнир завершён после тура { $rounds }
audit-act-review-closed = срок пересмотра результатов истёк, турнир в архиве
audit-act-extend = матч №{ $match }{ $pair } продлён{ $minutes ->
        [0] {""}
       *[other] {" "}на { $minutes } мин.
    }{ $cycles ->
        [0] {""}
       *[other] , дополнительных циклов ходов: { $cycles }
    } (RES-6)
audit-act-pause = турнир на паузе, сроки остановлены
audit-act-resume = пауза снята, сроки сдвинуты на { $minutes } мин.
audit-act-dispute = результат матча №{ $match }{ $pair } оспорен игроком { $by }: введено { $reported }, его счёт: { $conflicting }
audit-act-draw-unconfirmed = ничья в матче №{ $match }{ $pair } ({ $score }) не подтверждена соперником
audit-act-game-conceded = в матче №{ $match }{ $pair } сдана партия, счёт { $score }
audit-act-game-awarded = в матче №{ $match }{ $pair } игроку { $player } засчитано поражение в партии, счёт { $score }
audit-act-life = незаконченную партию матча №{ $match }{ $pair } решили жизни героев: { $winner } (FMT-6)
audit-act-techloss = техническое поражение игроку { $player } в матче №{ $match }{ $pair }
audit-act-drop = игрок { $player } вышел из турнира в туре { $round }
audit-act-drop-judge = игрок { $player } снят с турнира в туре { $round }
audit-act-undrop = игрок { $player } возвращён в турнир в туре { $round }; пропущенные туры: { $missed }
audit-act-undoable = запомнено состояние перед исправлением
audit-act-undo = отменено последнее исправление: { $what }
audit-act-sanction = { $player }: { $kind } ({ $rule })
audit-act-dq-declined = дисквалификация игрока { $player } не подтверждена
audit-act-protest = подана жалоба №{ $id } по матчу №{ $match }{ $pair }: { $reason }
audit-act-protest-edited = жалоба №{ $id } отозвана для исправления
audit-act-protest-reopened = жалоба №{ $id } снова принята к рассмотрению
audit-act-evidence-asked = по жалобе №{ $id } запрошены доказательства, срок { $minutes } мин.
audit-act-protest-decided = жалоба №{ $id } { $verdict ->
        [accept] удовлетворена
       *[other] отклонена
    }: { $text }
audit-act-ban-kept-in-tournaments = бан для { $name }: записи в турнирах, куда он уже записан, оставлены
audit-act-ban-removed = бан для { $name }: записи сняты в турнирах №{ $tournaments }
audit-act-removed-for-ban = игрок { $player } снят с турнира из-за бана
audit-act-chat-moved = чат переехал: { $old } → { $new }
audit-act-chat-lost = бот потерял доступ к чату { $chat }
audit-act-announcement-posted = объявление опубликовано в чате { $chat }
audit-act-deck-changed = заменена колода игрока { $player } (слот { $slot }): «{ $name }»
audit-act-decks-published = опубликованы колоды топ-{ $top }, колод: { $decks }
audit-act-cards-imported = загружен список карт, карт: { $cards }
audit-act-accounts-linked = { $known } подтвердил, что { $nickname } — его второй аккаунт (один игровой ID): теперь один игрок
audit-act-persons-merged = { $first } и { $second } объединены в одного игрока
audit-act-persons-split = { $first } и { $second } снова разные игроки, снято связей: { $count }
audit-act-banned-imported = загружен бан-лист, карт: { $cards }
audit-act-prize-asked = у игрока { $player } запрошены данные для приза за { $place } место
audit-act-prize-refused = приз за { $place } место игроку { $player }: { $why }
audit-act-prize-withdrawn = приз игрока { $player } отозван: место изменилось
audit-act-prize-forfeited = приз игрока { $player } не востребован в срок
audit-act-prize-forfeited-disqualified = приз за { $place } место не вручается: игрок { $player } дисквалифицирован (PRZ-3)
audit-act-prize-paid = приз за { $place } место игроку { $player } выплачен
audit-act-prize-answered = игрок { $player } прислал данные для приза
audit-act-prize-documents-sent = игрок { $player } отправил документы для приза

## Журнал файлом

audit-file = 📋 «{ $title }»: журнал действий судей и изменений результатов, записей { $count }.

## Форма команд

usage-audit = Формат: /audit или /audit csv
