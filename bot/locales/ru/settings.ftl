### Tournament settings: /set and /settings, what each setting expects and refuses

## Настройки турнира: /set и /settings (issue 24).
## Имена настроек — таблица SETTINGS в bot/domain/setting_names.py; русские слова для значений —
## bot/domain/setting_values.py: да/нет, вкл/выкл, включено/выключено (on/off), авто (auto),
## констрактед/драфт/силед, швейцарка/топ/олимпийка/двойная/группы, бухгольц/усечённый_бухгольц,
## случайная (random), тур/этап (round/stage), поражения/не_считаются/не_допускаются (loss/none/off).

settings =
    ⚙️ Настройки турнира «{ $title }» (#{ $id }):

    { $areas }

    Изменить: /set имя=значение, например /set туры=5 бо=3 (английские имена тоже подходят: rounds=5).
settings-changed =
    ✅ Сохранено в «{ $title }» (#{ $id }):
    { $lines }
    Все настройки: /settings
settings-area =
    { $area }:
    { $lines }
settings-line = { $name } ({ $key }): { $value } — { $meaning }
settings-area-format = Формат
settings-area-scoring = Очки и показатели
settings-area-time = Время
settings-area-registration = Регистрация
settings-area-decks = Колоды и драфт
settings-area-results = Результаты и жалобы
settings-area-prizes = Призы
settings-area-moderation = Модерация
settings-area-page = Страница
set-unknown-key = Нет настройки «{ $key }». Может быть, «{ $name }» ({ $setting })? Все настройки: /settings
set-unknown-key-far = Нет настройки «{ $key }». Все настройки с русскими и английскими именами: /settings
set-bad-value = Неверное значение «{ $value }» для «{ $name }» ({ $key }). Нужно: { $expected }.
setting-choice-late_entry-loss = поражения
setting-choice-late_entry-none = не считаются
setting-choice-late_entry-off = не допускаются
setting-choice-ban_default-random = случайная
setting-choice-ban_default-none = нет
setting-choice-protest_scope-round = тур
setting-choice-protest_scope-stage = этап
setting-format = вид игры (DECK-1, DECK-2)
setting-stages = этапы по порядку (FMT-1)
setting-rounds = число туров швейцарки (FMT-4)
setting-bo = матч до 1, 2 или 3 побед (FMT-2)
setting-top = сколько игроков выходят в топ (FMT-4)
setting-grand_final_reset = в двойной сетке второй финал, если выиграл игрок нижней сетки
setting-seed = зерно жеребьёвки: по нему пары можно проверить (FMT-3)
setting-points = очки за победу/ничью/поражение (FMT-7)
setting-tiebreakers = доп. показатели при равенстве очков, по порядку (FMT-7)
setting-floor = нижняя граница MW% и GW% (FMT-7)
setting-bye = счёт матча за пропуск тура (bye, FMT-7)
setting-start = начало турнира по Москве
setting-round_minutes = минут на тур
setting-prep_minutes = минут от пар до начала матчей (COM-2)
setting-round_break = минут перерыва между турами при автотурах
setting-auto_rounds = следующий тур начинается сам после перерыва
setting-schedule = начало каждого тура по Москве
setting-cap = сколько игроков принимается (REG-5)
setting-checkin_from = подтверждение участия открывается (REG-4)
setting-checkin_to = подтверждение участия закрывается (REG-4)
setting-checkin_remind_minutes = за сколько минут до конца подтверждения напомнить молчащим
setting-late_entry = пропущенные туры опоздавшего
setting-rules_url = ссылка на правила турнира
setting-min_age = возраст, который участник подтверждает при регистрации
setting-territory = где должны находиться участники (S4 8.11)
setting-require_game_id = спрашивать ID в игре при регистрации (REG-3)
setting-decks = сколько колод сдаёт игрок (REG-9)
setting-deck_bans = сколько колод соперника вычёркивает игрок (COM-3)
setting-ban_default = что вычёркивается за промолчавшего (COM-3)
setting-draft_boosters = бустеров на игрока в драфте (FMT-10)
setting-draft_cards = карт в бустере
setting-draft_pick_seconds = секунд на пик
setting-draft_review_seconds = секунд на просмотр взятых карт после бустера (FMT-10)
setting-confirm_minutes = минут сопернику на подтверждение счёта (RES-3)
setting-draw_needs_both = засчитывать ничью только с согласия обоих (RES-4)
setting-techloss_score = счёт технического поражения
setting-review_days = рабочих дней после конца на исправления (RES-8)
setting-protest_limit = жалоб у игрока за тур или этап (PRO-4)
setting-protest_scope = в чём считаются жалобы: тур или этап (PRO-4)
setting-prizes = таблица призов (PRZ-1)
setting-drop_keeps_prize = сохраняет ли вышедший игрок приз (PRZ-3)
setting-documents_contact = куда отправлять документы для приза (PRZ-2)
setting-mod_confirm = дисквалификация за повтор ждёт подтверждения судьи (MOD-3)
setting-flood_messages = столько сообщений подряд — уже флуд (MOD-2)
setting-flood_seconds = … если за столько секунд (MOD-2)
setting-links = разрешать ссылки в канале (MOD-2)
setting-public_page = показывать турнир на живой странице сайта
set-expected-rounds = число туров от 1 до 30 или авто (по числу игроков, FMT-4)
set-expected-bo = 1, 3 или 5 (BO1, BO3, BO5); по этапам через запятую: бо=1,3
set-expected-cap = число игроков от 4 или 0 — без ограничения
set-expected-round_minutes = минуты на тур, от 5 до 600
set-expected-confirm_minutes = минуты на подтверждение результата, больше 0 (можно дробное: 0.5)
set-expected-points = очки за победу/ничью/поражение, каждое от 0 до 100, например 3/1/0
set-expected-tiebreakers = список через запятую из omw, gw, ogw, mw, бухгольц (buchholz), усечённый_бухгольц (median_buchholz)
set-expected-floor = 1/3 или 0.33
set-expected-bye = счёт за bye, например 2:0
set-expected-seed = строка до 64 символов
set-expected-rules_url = ссылка, начинающаяся с http:// или https://
set-expected-start = дата и время по Москве в виде "ГГГГ-ММ-ДД ЧЧ:ММ", в кавычках
set-expected-checkin_from = дата и время по Москве в виде "ГГГГ-ММ-ДД ЧЧ:ММ", в кавычках
set-expected-checkin_to = дата и время по Москве в виде "ГГГГ-ММ-ДД ЧЧ:ММ", в кавычках
set-expected-auto_rounds = да или нет (on/off)
set-expected-round_break = минуты перерыва между турами, больше 0
set-expected-review_days = рабочие дни после окончания, в которые судьи ещё исправляют результаты: от 0 до 30
set-expected-late_entry = поражения (loss: пропущенные туры — поражения в графе побед и поражений), не_считаются (none) или нет (off: опоздавших не допускать)
set-expected-techloss_score = счёт победителя и проигравшего в партиях, у победителя больше и не больше 3 побед, например 2:0 или 1:0; авто — столько побед, сколько нужно в матче: 1:0 в BO1, 2:0 в BO3, 3:0 в BO5 (RES-7)
set-expected-checkin_remind_minutes = минуты до конца подтверждения участия, за которые бот напоминает молчащим, от 1 до 1440 (по умолчанию 15, REG-4)
set-expected-schedule = времена начала туров по Москве через запятую, по возрастанию: "12:00,13:10,14:20"; нет — без расписания
set-expected-stages = список этапов через запятую: швейцарка:5,топ:8 · олимпийка · двойная · группы:4x4,топ:8 · драфт,топ · силед (или по-английски: swiss, top, single, double, groups, draft, sealed)
set-expected-top = размер топа (2…256) или авто (по числу игроков, FMT-4)
set-expected-grand_final_reset = да или нет (второй суперфинал, если победил игрок нижней сетки)
set-expected-draft_boosters = число бустеров от 1 до 6 (обычно 4, в любительском варианте 3)
set-expected-draft_cards = карт в бустере, от 1 до 20 (обычно 15)
set-expected-draft_pick_seconds = секунды на пики через запятую, с первого пика (полный бустер), каждое от 5 до 600, не больше 20 чисел, например 40,35,30; дальше — на 5 с меньше за карту, но не меньше 5 с; авто — таблица регламента (FMT-10)
set-expected-draft_review_seconds = секунды на просмотр взятых карт после каждого бустера, от 10 до 600 (по регламенту 60, FMT-10)
set-expected-decks = число колод от 0 до 5 (0 — деклисты не нужны)
set-expected-format = констрактед, драфт или силед (constructed, draft, sealed)
set-expected-deck_bans = число вычёркиваемых колод от 0 до 3
set-expected-ban_default = случайная (random) или нет (none: без черка)
set-expected-protest_scope = тур (round: жалобы считаются за тур) или этап (stage: за группу, топ) (PRO-4)
set-expected-prep_minutes = минуты от составления пар до начала матчей, 0…240
set-expected-protest_limit = жалоб на игрока за тур (или этап: жалобы_за), от 1 до 10 (PRO-4)
set-expected-mod_confirm = да — повторное нарушение с дисквалификацией ждёт подтверждения судьи, нет — сразу (MOD-3)
set-expected-flood_messages = сколько сообщений подряд уже флуд, от 2 до 100
set-expected-flood_seconds = за сколько секунд, от 1 до 600
set-expected-links = да — ссылки в канале разрешены, нет — запрещены
setting-stage-part = { $kind }{ $size }
setting-stage-swiss = швейцарка
setting-stage-top = топ
setting-stage-single = олимпийка
setting-stage-double = двойная
setting-stage-groups = группы
setting-stage-draft = драфт
setting-stage-sealed = силед

## Туры, seed и срок до начала

seed-locked = Жеребьёвка уже идёт: seed после старта не меняется (FMT-3).
rounds-below-current = Уже идёт тур { $round }: туров не может быть меньше.
rounds-fixed = { $rounds }
rounds-auto = авто: { $rounds } по числу игроков ({ $players }), FMT-4
rounds-auto-unknown = авто: по числу игроков (FMT-4)
short-notice = ⚠️ До начала турнира ({ $start }) меньше { $days } дней: по регламенту условия объявляются не позже чем за { $days } дня до начала (REG-1).

## Расписание туров

schedule-needs-start = Расписание туров считается от дня начала: сначала задайте start="ГГГГ-ММ-ДД ЧЧ:ММ".

## Этапы и матчи: неверное значение (FMT-1, FMT-2, FMT-10)

stages-bad = Неверные этапы в «{ $part }»: { $reason ->
        [empty] пусто
        [kind] неизвестный этап (есть swiss, single, double, groups, draft, top, sealed)
        [number] нужно число
        [size] размер сетки не меньше { $least }
        [groups] нужно число групп
        [group-size] в группе не меньше { $least } игроков
        [top-first] топ не может быть первым этапом
        [after-elimination] после сетки на выбывание этапов не бывает
        [bracket-players] в сетке { $size } мест, а игроков { $players }
        [groups-players] { $groups } групп на { $players } игроков не делятся
        [groups-top] топ { $size } не делится поровну на { $groups } групп (не больше { $most })
        [draft-top] топ { $size } не делится поровну на { $tables } стола
        [top-too-big] топ { $size } больше числа игроков ({ $players })
        [rounds-too-many] туров больше, чем можно сыграть без повторов (не больше { $most } на { $players } игроков)
       *[other] ошибка
    }. Пример: stages="swiss:5,top:8".
bo-bad = Неверное bo={ $value }: { $reason ->
        [length] матчи бывают BO1, BO3, BO5
       *[count] нужно одно значение или по одному на этап ({ $stages })
    }. Пример: bo=1,3
draft-too-few = Для драфта нужно не меньше { $need } игроков, а их { $players } (FMT-8).
draft-tables-bad = { $players } игроков не рассадить за { $tables } стол(а) по 8–16 человек (FMT-8).
draft-top-bad = Топ { $top } не делится поровну на { $tables } стола (не больше { $most }, FMT-8).

## Этапы, которые уже не будут сыграны (FMT-1)

stages-cut-confirm =
    ⚠️ Турнир «{ $title }» уже идёт: с этапами «{ $value }» не будут сыграны этапы: { $stages }.
    Сохранить? Идущий этап доиграется как начат.
btn-cut-stages = Сохранить без этих этапов

## Что ждут настройки других областей

set-expected-prizes = строки «<место>[-<место>]:<вид> <что>» через «;», вид: bonus, items, money, qualification; none — без призов
set-expected-drop_keeps_prize = да (вышедший сохраняет приз, S0) или нет (теряет, S4 8.7)
set-expected-min_age = возраст от 6 до 99 или none
set-expected-territory = перечень территорий (до 200 символов) или none
set-expected-require_game_id = да, нет или авто (включено, если есть призы)
set-expected-documents_contact = куда отправлять документы (до 200 символов) или none — как в настройках бота
set-expected-draw_needs_both = да — ничья засчитывается только с согласия обоих (молчание соперника её не утверждает, RES-4), нет — ничья становится окончательной, как любой счёт, через confirm_minutes
set-expected-public_page = да — турнир виден на живой странице сайта, нет — страница отвечает 404

## Настройки после конца турнира

settings-after-end = Турнир «{ $title }» уже завершён: условия, по которым его сыграли, не меняются. Можно только убрать его страницу с сайта или вернуть её: /set { $allowed }=off или /set { $allowed }=on.

## Форма команд

usage-set = Формат: /set имя=значение …, например /set туры=авто бо=3 время_тура=50 (или по-английски: rounds=auto bo=3 round_minutes=50). Значение с пробелами — в кавычках: start="2026-12-05 18:00". Текущие настройки: /settings
usage-settings = У команды /settings нет аргументов (можно указать турнир: /settings #12).

settings-area-season = Сезон и рейтинг
setting-season = сезон, в который идут итоговые места турнира (номер из /season)
setting-weight = множитель очков турнира в сезоне (2 — для крупного)
setting-seed_by = посев первого тура и баев сетки: жребий или рейтинг
setting-choice-seed_by-lot = жребий
setting-choice-seed_by-rating = рейтинг
set-expected-season = номер сезона из /season или нет — турнир вне сезона
set-expected-weight = число больше 0 и не больше 10, например 2 для крупного турнира
set-expected-seed_by = жребий (lot) или рейтинг (rating)
