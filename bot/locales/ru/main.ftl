### Тексты бота на русском: официальный язык регламента (S4 1.2).

## Общее

tz-moscow = МСК
internal-error = ⚠️ Не получилось: внутренняя ошибка, ничего не изменилось. Повторите команду через минуту.
unknown-command = Не знаю команду /{ $command }. Список команд: /help
input-too-long = Слишком длинное сообщение для команды (больше { $max } символов). Список команд: /help
admins-only = Эта команда только для организаторов (глобальных администраторов бота).
judges-only = Эта команда только для судей турнира «{ $title }».
judges-only-hint =
    { judges-only }
    { $hint }
judge-no-tournament = Вы не судите ни одного текущего турнира.
no-tournament = Не нашёл турнира для команды /{ $command }: вы не участвуете ни в одном текущем турнире. Укажите номер турнира, например: /{ $command } #12
no-open-registration = Сейчас нет турниров с открытой регистрацией. Следите за объявлениями в канале турнира.
tournament-not-found = Турнира #{ $id } нет.
choose-tournament = Для какого турнира эта команда? Выберите:
btn-tournament = #{ $id } { $title }
choice-expired = Этот выбор уже устарел. Повторите команду.
not-set = не задано
no-cap = без ограничения
bye-word = свободен (bye)

## Неверный ввод: правильная форма

usage-new = Формат: /new <название турнира>
usage-set = Формат: /set имя=значение …, например /set туры=авто бо=3 время_тура=50 (или по-английски: rounds=auto bo=3 round_minutes=50). Значение с пробелами — в кавычках: start="2026-12-05 18:00". Текущие настройки: /settings
usage-settings = У команды /settings нет аргументов (можно указать турнир: /settings #12).
usage-bind = Формат: /bind — эта группа станет каналом турнира; /bind judges — чатом судей; /bind match — чатом матчей.
usage-judge = Ответьте командой /judge на сообщение человека, которого назначаете судьёй.
usage-open = У команды /open нет аргументов (можно указать турнир: /open #12).
usage-close = У команды /close нет аргументов (можно указать турнир: /close #12).
usage-refuse = Формат: /refuse <ник> <причина>. Ник с пробелами — в кавычках: /refuse "Дикий Лось" не прошёл проверку
usage-begin = У команды /begin нет аргументов (можно указать турнир: /begin #12).
usage-next = У команды /next нет аргументов (можно указать турнир: /next #12).
usage-finish = У команды /finish нет аргументов (можно указать турнир: /finish #12).
usage-players = У команды /players нет аргументов (можно указать турнир: /players #12).
usage-start = Формат: /start
usage-register = Формат: /register <игровой ник> [ID в игре], например /register Гриндель 123456
usage-accept = Нажмите кнопку «Принимаю» под правилами турнира.
usage-unregister = У команды /unregister нет аргументов.
usage-report = Формат: /report <ваши победы>:<победы соперника>[:<ничьи>], например /report 2:1
usage-confirm = Формат: /confirm [номер матча], например /confirm 12
usage-dispute = Формат: /dispute [номер матча], например /dispute 12
usage-me = У команды /me нет аргументов (можно указать турнир: /me #12).
usage-pairings = У команды /pairings нет аргументов (можно указать турнир: /pairings #12).
usage-standings = Формат: /standings — таблица; судьям /standings csv — таблица файлом (можно указать турнир: /standings #12).
usage-rules = У команды /rules нет аргументов.
usage-help = Формат: /help или /help <команда>, например /help report
usage-pick = Выберите турнир кнопкой под сообщением.
title-invalid = Название турнира — одна строка от 2 до { $max } символов.
nickname-invalid = Ник — от 2 до { $max } символов: буквы, цифры, пробел, точка, дефис, апостроф; начинается с буквы или цифры. Например: /register Гриндель 123456
game-id-invalid = ID в игре — до { $max } символов: буквы, цифры, дефис, точка.
reason-missing = Укажите причину.
reason-too-long = Причина слишком длинная: не больше { $max } символов.

## Настройки

seed-locked = Жеребьёвка уже идёт: seed после старта не меняется (FMT-3).
rounds-below-current = Уже идёт тур { $round }: туров не может быть меньше.
rounds-fixed = { $rounds }
rounds-auto = авто: { $rounds } по числу игроков ({ $players }), FMT-4
rounds-auto-unknown = авто: по числу игроков (FMT-4)
short-notice = ⚠️ До начала турнира ({ $start }) меньше { $days } дней: по регламенту условия объявляются не позже чем за { $days } дня до начала (REG-1).

## Турнир, чаты, судьи

tournament-created =
    ✅ Создан турнир «{ $title }», номер #{ $id }.
    Дальше: /set — настройки, /bind в группе — канал турнира, /bind judges — чат судей, /open — открыть регистрацию.
tournament-finished = Турнир «{ $title }» уже завершён.
bind-in-group = Команду /bind нужно отправить в группе, которую вы привязываете.
bound-channel = ✅ Эта группа — канал турнира «{ $title }» (#{ $id }): сюда пойдут объявления, пары и таблицы.
bound-judges = ✅ Эта группа — чат судей турнира «{ $title }» (#{ $id }): сюда пойдут споры и оповещения.
bound-match = ✅ Эта группа — чат матчей турнира «{ $title }» (#{ $id }): бот следит здесь за порядком (MOD-2), объявления турнира сюда не приходят.
judge-needs-reply = Чтобы назначить судью, ответьте командой /judge на его сообщение в группе.
already-judge = { $name } уже судья турнира «{ $title }».
judge-added = ✅ { $name } — судья турнира «{ $title }».
you-are-judge = Вы назначены судьёй турнира «{ $title }» (#{ $id }). Команды судьи: /help
cannot-open-registration = Регистрация на турнир «{ $title }» уже открыта.
cannot-open-running = Турнир «{ $title }» уже идёт.
cannot-open-finished = Турнир «{ $title }» уже завершён.
announcement =
    📣 Турнир «{ $title }» (#{ $id }) по ККИ «Берсерк. Герои»
    Начало: { $start }
    Игра: { $format }
    Этапы: { $stages }
    Туры: { $rounds_time }
    Мест: { $cap }
    Призы: { $prizes }
    Деклисты: { $decks }
    Черк колод: { $bans }
    Подтверждение участия: { $checkin }
    Правила турнира: { $rules_url }
    Судьи: { $judges }
    { $registration }
announcement-updated =
    🔄 Изменились условия турнира: { $changes }.
    { announcement }
ann-registration-open = Регистрация открыта: нажмите кнопку ниже, бот покажет регламент и правила.
ann-registration-closed = Регистрация закрыта.
game-format-constructed = Констрактед
game-format-draft = Драфт
game-format-sealed = Силед
ann-stage = { $label }, BO{ $bo }
ann-stage-swiss = швейцарская система, туров: { $rounds }
ann-stage-swiss-auto = швейцарская система, туров: по числу игроков (FMT-4)
ann-stage-draft = драфт за столами, туров: { $rounds }
ann-stage-draft-auto = драфт за столами, туров: по числу игроков (FMT-4)
ann-stage-groups = групповой этап: { $groups } { $groups ->
        [one] группа
        [few] группы
       *[other] групп
    }
ann-stage-groups-sized = групповой этап: { $groups } { $groups ->
        [one] группа
        [few] группы
       *[other] групп
    } по { $size } { $size ->
        [one] игроку
        [few] игрока
       *[other] игроков
    }
ann-stage-single = сетка на выбывание
ann-stage-single-sized = сетка на выбывание, мест: { $size }
ann-stage-double = двойная сетка на выбывание
ann-stage-double-sized = двойная сетка на выбывание, мест: { $size }
ann-stage-top = топ-{ $size } на выбывание
ann-stage-top-auto = топ на выбывание, размер по числу игроков (FMT-4)
ann-rounds-minutes = { $minutes } мин на тур
ann-rounds-schedule = по расписанию { $times } { tz-moscow }, { $minutes } мин на тур
ann-cap = { $cap }, дальше — лист ожидания (REG-5)
ann-no-cap = без ограничения
ann-decks-none = не нужны
ann-decks = нужны, { $count } на игрока, прислать боту (/deck) до { $until } (REG-9)
ann-decks-draft = нужны, { $count } на игрока: собираются из карт драфта (DECK-2)
ann-until-first-round = начала первого тура
ann-bans = каждый вычёркивает { $bans } из колод соперника за 20 минут до матча (COM-3)
ann-bans-none = нет
ann-checkin = с { $opens } до { $closes }
ann-checkin-none = не нужно
ann-changed-start = начало
ann-changed-format = игра
ann-changed-stages = этапы и матчи (BO)
ann-changed-rounds_time = туры
ann-changed-cap = мест
ann-changed-decks = деклисты
ann-changed-bans = черк колод
ann-changed-checkin = подтверждение участия
ann-changed-rules_url = правила турнира
start-not-set = будет объявлено
rules-url-none = по регламенту, особых правил нет
btn-register = Зарегистрироваться
registration-opened = ✅ Регистрация на «{ $title }» (#{ $id }) открыта, объявление опубликовано: { $chats }.
registration-opened-no-channel = ✅ Регистрация на «{ $title }» (#{ $id }) открыта, но объявление никуда не ушло: канал не привязан. Отправьте /bind #{ $id } в группе турнира и нажмите там «Опубликовать объявление». Ссылка для игроков: команда /start t{ $id } в личке с ботом.
registration-not-open = Регистрация на «{ $title }» сейчас не открыта.
registration-closed = Регистрация на «{ $title }» закрыта. Зарегистрировано игроков: { $count }.
registration-closed-announce = Регистрация на турнир «{ $title }» закрыта. Участников: { $count }.
refuse-after-start = Турнир уже начался: отказать в участии можно только до старта.
no-such-applicant = В турнире «{ $title }» нет заявки с ником { $nickname }.
you-are-refused = ⛔ Судьи отказали вам в участии в турнире «{ $title }». Причина: { $reason } (REG-6).
applicant-refused = Заявке { $nickname } отказано. Причина: { $reason }.
players-list =
    👥 «{ $title }»: зарегистрировано { $count }.
    { $players }
players-row = { $n }. { $nick } (ID { $game_id }) — { $status }
no-players-yet = В турнире «{ $title }» пока нет заявок.
player-pending = не принял правила
player-registered = зарегистрирован
player-refused = отказано
player-withdrawn = отозвал заявку
player-dropped = выбыл
player-disqualified = дисквалифицирован
status-draft = готовится
status-registration = идёт регистрация
status-closed = регистрация закрыта
status-running = идёт
status-finished = завершён (идёт срок исправлений)
status-archived = закрыт

## Регистрация

welcome =
    Привет, { $name }! Я провожу турниры по ККИ «Берсерк. Герои».
    Чтобы записаться, нажмите «Зарегистрироваться» под объявлением турнира или отправьте /register <игровой ник> [ID в игре].
    Все команды: /help
start-open =
    Турнир «{ $title }» (#{ $id }): регистрация открыта.
    Отправьте /register <игровой ник> [ID в игре], например: /register Гриндель 123456
start-not-open = Турнир «{ $title }» (#{ $id }): регистрация сейчас не открыта.
register-in-private = Регистрация — в личных сообщениях боту: напишите мне /register <ник> [ID в игре].
registration-closed-for = Регистрация на «{ $title }» закрыта.
already-registered = Вы уже зарегистрированы в «{ $title }» как { $nickname }.
refused-before = Судьи отказали вам в участии в «{ $title }»; повторная заявка не принимается.
nickname-taken = Ник { $nickname } уже занят в этом турнире (REG-3). Один человек — одна заявка; если это ваш ник, напишите судье.
game-id-taken = ID { $game_id } уже указан в другой заявке (REG-3). Если это ваш ID, напишите судье.
rules-to-accept =
    📜 Заявка на турнир «{ $title }», ник { $nickname }.
    Участвуя, вы принимаете регламент:
    • одна заявка на человека, один аккаунт (REG-3);
    • результат матча вводит игрок в течение 10 минут после матча, соперник подтверждает или оспаривает; без ответа результат становится окончательным (RES-1…RES-3);
    • сдаться можно в любой момент, ничья — по согласию обоих (RES-4);
    • выйти из турнира можно в любой момент (/drop): очки и место сохраняются (REG-8);
    • нарушения караются по шкале: замечание, предупреждение, поражение в партии, в матче, дисквалификация (MOD-1).
    Особые правила турнира: { $rules_url }
    { $consent }
    Нажмите «Принимаю», чтобы завершить регистрацию.
btn-accept = Принимаю
not-your-application = Это не ваша заявка.
application-stale = Эта заявка уже не действует. Отправьте /register ещё раз.
registered = ✅ Вы зарегистрированы в «{ $title }» как { $nickname }. Всего игроков: { $count }. Пары придут сюда в личку.
not-registered = Вы не зарегистрированы в «{ $title }».
unregister-after-start = Турнир уже начался: чтобы выйти, отправьте /drop.
unregistered = Заявка на «{ $title }» отозвана.
not-a-player = Вы не играете в турнире «{ $title }».
dropped = Вы вышли из турнира «{ $title }» после тура { $round }. Очки и место в таблице сохраняются (REG-8).
player-dropped-alert = Игрок { $nickname } вышел из турнира «{ $title }».

## Туры

already-started = Турнир «{ $title }» уже начался.
begin-before-open = Сначала откройте регистрацию: /open.
too-few-players = Для старта нужно не меньше { $need } игроков, зарегистрировано { $count } (REG-7).
tournament-started = 🏁 Турнир «{ $title }» начался! Игроков: { $count }. Этапы: { $stages }.
not-running = Турнир «{ $title }» сейчас не идёт.
round-not-complete =
    В туре { $round } ещё нет окончательного результата у матчей:
    { $matches }
finish-not-complete =
    Нельзя завершить: в туре { $round } ещё нет окончательного результата у матчей:
    { $matches }
all-rounds-played = Все туры ({ $rounds }) сыграны. Итоги: /finish
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
round-complete = ✅ «{ $title }»: тур { $round } завершён, таблица опубликована. Следующий тур: /next #{ $id }
round-complete-last = ✅ «{ $title }»: последний тур { $round } завершён. Итоги: /finish #{ $id }

## Таблицы

standings =
    📊 «{ $title }», таблица после тура { $round }:
    { $table }
standings-after-round =
    📊 «{ $title }», таблица после тура { $round }:
    { $table }
standings-stage =
    📊 «{ $title }», этап «{ $stages }»: таблица после тура { $round } (места дальше решает сетка):
    { $table }
final-standings =
    🏆 «{ $title }», итоговая таблица:
    { $table }
finished =
    🏁 Турнир «{ $title }» завершён.
    { $table }
your-final-place = 🏁 «{ $title }» завершён: ваше место { $place } из { $count }, очков: { $points }.
no-standings-yet = В турнире «{ $title }» ещё нет результатов.
standings-row = { $place }. { $nick } — { $points } очк. ({ $record }) · { $tb }
standings-row-dropped = { standings-row } (выбыл)
tb-item = { $label } { $value }
tb-omw = OMW
tb-gw = GW
tb-ogw = OGW
tb-mw = MW
tb-buchholz = Бухгольц
tb-median_buchholz = усеч. Бухгольц

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

## Доставка

undeliverable = ⚠️ Не могу написать игроку { $name } («{ $title }»): { $reason }. Свяжитесь с ним сами.
undeliverable-blocked = он заблокировал бота
undeliverable-never-started = он ни разу не писал боту — попросите его написать боту любое сообщение
undeliverable-other = платформа отказывает в доставке
plain-text-hint = Я понимаю команды, например /register <ник> или /report 2:1. Список команд: /help
button-stale = Эта кнопка устарела.

## Допуск: лист ожидания (REG-5) и подтверждение участия (REG-4)

waiting-listed = 📝 «{ $title }»: все { $cap } мест заняты. Вы в листе ожидания под номером { $position } ({ $nickname }); освободится место — бот сообщит (REG-5).
promoted-from-waiting = ✅ «{ $title }»: освободилось место — вы в числе участников!
btn-checkin = Подтверждаю участие
checkin-order = Окно подтверждения должно начинаться раньше, чем заканчивается: checkin_from < checkin_to.
checkin-window = с { $opens } до { $closes }
checkin-not-needed = В «{ $title }» подтверждение участия не требуется.
checkin-not-yet = Подтверждение участия в «{ $title }» откроется { $opens }.
checkin-closed = Подтверждение участия в «{ $title }» уже закрыто.
checkin-already = Вы уже подтвердили участие в «{ $title }».
checked-in = ✅ { $nickname }, участие в «{ $title }» подтверждено (REG-4).
checkin-opened = 🔔 «{ $title }»: подтвердите участие до { $closes } — кнопкой ниже или командой /checkin. Без подтверждения к турниру не допускают (REG-4).
checkin-reminder = ⏰ «{ $title }»: до { $closes } { $minutes ->
        [one] осталась { $minutes } минута
        [few] осталось { $minutes } минуты
       *[other] осталось { $minutes } минут
    }, а участие не подтверждено. Нажмите кнопку или отправьте /checkin.
checkin-opened-announce = 🔔 «{ $title }»: открыто подтверждение участия до { $closes }. Зарегистрированным игрокам бот написал в личку.
not-admitted = ⛔ «{ $title }»: вы не подтвердили участие вовремя и не допущены к турниру (REG-4).
checkin-summary = «{ $title }»: подтверждение участия закрыто. Допущено: { $count }. Не подтвердили: { $missing }.
checkin-still-open = Окно подтверждения участия открыто до { $closes }: стартовать можно после него (REG-4).
player-waiting = в листе ожидания
player-not-admitted = не подтвердил участие
usage-checkin = У команды /checkin нет аргументов (можно указать турнир: /checkin #12).

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
schedule-needs-start = Расписание туров считается от дня начала: сначала задайте start="ГГГГ-ММ-ДД ЧЧ:ММ".
auto-round-failed = ⚠️ «{ $title }»: следующий тур не начался автоматически — { $reason } Продолжите вручную: /next
result-techloss = ⚖️ Матч №{ $number }: { $a } — { $b } { $score }, техническое поражение (RES-7).
techloss-reason = ⚖️ «{ $title }», матч №{ $number }: вам засчитано техническое поражение. Причина: { $reason } (RES-7).
techloss-no-reason = не указана
techloss-set = ⚖️ { $nickname }: техническое поражение в матче №{ $number } ({ $score }). Записано в журнал.
no-such-player = В турнире «{ $title }» нет игрока { $nickname }.
no-current-match-for = У { $nickname } нет матча в текущем туре.
switch-on = включено
switch-off = выключено
usage-pause = У команды /pause нет аргументов (можно указать турнир: /pause #12).
usage-resume = У команды /resume нет аргументов (можно указать турнир: /resume #12).

## Колоды и пул карт (DECK-1…DECK-4)

element-unknown = Не знаю стихию «{ $element }». Стихии: степи, горы, лес, болота, тьма, нейтральная.
card-unknown = Нет карты «{ $name }» в пуле.
card-ambiguous = «{ $name }» похоже на несколько карт: { $options }. Уточните название.
pool-empty = Файл пула карт пуст.
pool-bad-row = Пул карт, строка { $line }: { $problem ->
        [header] нет заголовка name,element,hero,horde,set
        [columns] не хватает столбцов ({ $value })
        [syntax] ошибка формата ({ $value })
        [name] пустое название
        [element] неизвестная стихия «{ $value }»
        [hero] поле hero должно быть да/нет, а не «{ $value }»
        [horde] поле horde должно быть да/нет, а не «{ $value }»
        [set] пустой выпуск
        [duplicate] карта «{ $value }» уже есть выше
       *[other] ошибка ({ $value })
    }.
banned-bad-line = Бан-лист, строка { $line }: { $problem ->
        [unknown] карты «{ $name }» нет в пуле
        [ambiguous] «{ $name }» похоже на несколько карт: { $options }
        [typo] «{ $name }» — опечатка? Возможно: { $options }
       *[other] ошибка в «{ $name }»
    }.
deck-bad-line = Не понимаю строку { $line } деклиста: «{ $text }». Пишите «3 Название карты». Всего непонятных строк: { $count } ({ $lines }).
deck-empty = Деклист пуст: после /deck пришлите строки вида «3 Название карты», строку «Герой: …» и, если нужно, «Сайд:».

## Этапы и сетки (FMT-1, FMT-2, FMT-5, FMT-8)

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
bracket-node-unknown = В сетке нет матча «{ $node }».
bracket-node-not-ready = Матч сетки «{ $node }» ещё не готов: неизвестен соперник.
bracket-result-bad = В матче сетки «{ $node }» не играет { $winner }.
round-final = финал
round-semifinal = полуфинал
round-fraction = 1/{ $part } финала
round-upper = верхняя сетка, раунд { $round }
round-lower = нижняя сетка, раунд { $round }
round-upper-final = финал верхней сетки
round-lower-final = финал нижней сетки
round-grand-final = суперфинал
round-grand-final-reset = суперфинал, решающий матч

## Этапы: ход турнира (FMT-1, FMT-5, FMT-6, FMT-8)

auto = авто
stage-item = { $label }
stage-swiss = швейцарка, туров: { $rounds }
stage-draft = драфт за столами, туров: { $rounds }
stage-groups = групповой этап, групп: { $groups }
stage-single = сетка на выбывание
stage-double = двойная сетка на выбывание
stage-top = топ-{ $size } на выбывание
stage-started =
    ▶️ «{ $title }»: начинается этап «{ $stage }», участников: { $count }.
    { $pools }
pool-row = Стол/группа { $n }: { $players }
pairing-row-node = №{ $number } ({ $label }): { $a } — { $b } ({ $state })
final-row-bare = { $place }. { $nick }
bracket-after-round =
    🏆 «{ $title }», сетка после тура { $round }:
    { $rows }
    { $champion }
bracket-row = { $label }: { $a } — { $b } { $state }
bracket-champion = 🥇 Победитель: { $name }!
node-waiting = (ждём соперника)
node-ready = (играют)
node-played = ({ $score }, проходит { $winner })
node-bye = (проходит { $winner } без игры)
node-forfeit = (соперник выбыл, проходит { $winner }, MOD-8)
node-skipped = (не понадобился)
stage-complete = ✅ «{ $title }»: тур { $round } завершил этап. Следующий этап: /next #{ $id }
knockout-no-draw = В матчах на выбывание ничьих нет (FMT-6): при окончании времени побеждает герой, у которого больше жизней; при равенстве игра продолжается. Укажите счёт с победителем.
life-only-knockout = Жизни героев нужны только в матчах на выбывание (FMT-6); в швейцарке при окончании времени партия — ничья.
life-noted = Записал жизни героев в матче №{ $number }. Ждём, что ответит соперник.
life-mismatch = Матч №{ $number }: вы с соперником указали разные жизни героев. Решит судья.
life-mismatch-alert = ⚖️ «{ $title }», матч №{ $number } ({ $a } — { $b }): игроки расходятся в жизнях героев при окончании времени (FMT-6). Решение: /result { $number } <счёт> #{ $id }
usage-life = Формат: /life <жизни вашего героя> <жизни героя соперника>, например /life 12 9

## Драфт: таймер пиков (FMT-10)

direction-left = налево
direction-right = направо
draft-not-now = Таймер драфта запускается на этапе драфта, до первого тура.
draft-after-pairing = Первый тур драфта уже составлен: таймер пиков больше не нужен.
draft-seated = «{ $title }»: игроки рассажены за столы. Таймер драфта: /draft #{ $id }; после сборки колод первый тур: /next #{ $id }
draft-started = 🃏 «{ $title }»: драфт начинается! Бустеров: { $boosters }, примерно { $minutes } мин. Пики и время — здесь и в личке. Пауза судьи: /pause
draft-started-judge = Таймер драфта «{ $title }» запущен. Остановить: /pause, продолжить: /resume.
draft-pick = 🃏 Бустер { $booster }, пик { $pick }: карт { $left }, на выбор { $seconds } с, передавайте { $direction }.
draft-pick-last = 🃏 Бустер { $booster }, пик { $pick }: последняя карта, { $seconds } с.
draft-review = 📖 Бустер { $booster } разобран: { $seconds } с на просмотр взятых карт.
draft-over = 🃏 «{ $title }»: драфт окончен. Соберите колоды: герой и не меньше 40 карт из пула (DECK-2).
draft-done = «{ $title }»: драфт окончен. Первый тур: /next #{ $id }
draft-picks-default = по регламенту: 55 с при 15 картах … 20 с при 8, дальше на 5 с меньше (FMT-10)
usage-draft = У команды /draft нет аргументов (можно указать турнир: /draft #12).

## Картинки

standings-picture = 📊 «{ $title }», таблица после тура { $round }
standings-picture-final = 🏆 «{ $title }», итоговая таблица
bracket-picture = 🏆 «{ $title }»: сетка
picture-after-round = после тура { $round }
picture-final = итоги
col-place = №
col-player = Игрок
col-points = Очки
col-record = П-П-Н

## Колоды (REG-9, DECK-1…DECK-4)

no-card-pool = Организатор ещё не загрузил пул карт: python -m bot cards import <файл> или файл с подписью /cards.
usage-cards = Пришлите пул карт файлом CSV или TOML с подписью /cards (столбцы name, element, hero, horde, set).
usage-banned = Пришлите бан-лист Констрактеда файлом или текстом после /banned: по карте в строке.
cards-imported = ✅ Пул карт загружен: { $count } карт, из них героев { $heroes }.
banned-imported = ✅ Бан-лист Констрактеда загружен: { $count } карт (DECK-3).
deck-refused =
    ❌ Деклист не принят:
    { $problems }
    { $corrected }
deck-corrected = Исправлены названия: { $pairs }.
problem-line = • { $rule }
problem-deck-too-few-cards = • В основной колоде { $count } карт, нужно не меньше { $minimum } ({ $rule }).
problem-deck-side-size = • В сайдборде { $count } карт, а можно 0 или ровно { $size } ({ $rule }).
problem-deck-too-many-copies = • «{ $card }»: { $count } копий в колоде и сайде вместе, можно не больше { $limit } ({ $rule }).
problem-deck-wrong-element = • «{ $card }» — стихия «{ $element }», а герой { $hero } — «{ $hero_element }»: только нейтральные карты и карты стихии героя ({ $rule }).
problem-deck-not-neutral = • «{ $card }» — стихия «{ $element }», а нейтральный герой { $hero } разрешает только нейтральные карты ({ $rule }).
problem-deck-banned = • «{ $card }» запрещена в Констрактеде ({ $rule }).
problem-deck-not-opened = • «{ $card }»: в колоде { $count }, а в открытом пуле { $opened } ({ $rule }).
problem-deck-hero-missing = • Нет героя: добавьте строку «Герой: …» ({ $rule }).
problem-deck-several-heroes = • Несколько героев: { $cards } — герой один ({ $rule }).
problem-deck-not-a-hero = • «{ $card }» — не герой ({ $rule }).
problem-deck-hero-in-main = • Лишний герой «{ $card }» в основной колоде: { $count } ({ $rule }).
problem-deck-hero-in-side = • Запасной герой «{ $card }» в сайдборде запрещён ({ $rule }).
problem-card-unknown = • Нет карты «{ $name }» в пуле ({ $rule }).
problem-card-ambiguous = • «{ $name }» похоже на несколько карт: { $options } ({ $rule }).
sealed-pool-first = Сначала пришлите свой открытый пул: /pool и список карт (FMT-11).
deck-slot-bad = Номер колоды — от 1 до { $count }.
deck-slots-full = Все { $count } колоды уже присланы. Заменить: /deck <номер> и список.
decks-not-required = В «{ $title }» деклисты не нужны.
decks-locked = Турнир «{ $title }» начался: деклисты заблокированы, изменить может только судья (REG-9).
deck-accepted = ✅ Колода { $slot } из { $count } принята: «{ $name }», герой { $hero }, основная { $main }, сайдборд { $side }. Её видите только вы и судьи. { $corrected }
deck-changed-by-judge = Судья изменил вашу колоду { $slot } в «{ $title }»: «{ $name }».
pool-not-sealed = Пул присылают только в Силеде, а «{ $title }» — не Силед.
usage-pool = Формат: /pool и на следующих строках все открытые карты, например «2 Название».
sealed-pool-saved = ✅ Пул для «{ $title }» сохранён: { $count } карт. Теперь колода: /deck (FMT-11).
no-decks-yet = В «{ $title }» вы ещё не прислали колоды (нужно { $count }): /deck и список.
my-decks =
    🃏 Ваши колоды в «{ $title }»:
    { $decks }
deck-row = { $slot }. «{ $name }» ({ $hero }), основная { $main }, сайд { $side }
player-no-decks = { $nickname } ещё не прислал колоды.
decklist =
    🃏 Колоды игрока { $nickname }:
    { $decks }
decklist-item =
    { $slot }. «{ $name }» ({ $hero }), основная { $main }, сайд { $side }:
    { $content }
publish-before-end = Деклисты публикуются после окончания турнира «{ $title }».
published-deck =
    🃏 { $place } место — { $nickname }, колода { $slot }: «{ $name }» ({ $hero })
    { $content }
decks-published = Опубликовано деклистов: { $count } (топ-{ $top }).
usage-deck = Формат: /deck [номер колоды] и список на следующих строках: «Герой: …», «3 Название», «Сайд:». Или файл .txt с подписью /deck.
usage-setdeck = Формат: /setdeck <ник> [номер] и список на следующих строках.
usage-decks = У команды /decks нет аргументов.
usage-decklist = Формат: /decklist <ник>
sent-privately = 📬 { $name }, ответ — у вас в личке с ботом: деклисты видят только судьи и владелец (REG-9).
begin-missing-decks = Турнир «{ $title }» не начат: нужны деклисты ({ $count } на игрока), а прислали не все (REG-9): { $players }. Игрок присылает список боту в личку: /deck. Судья может внести список сам — /setdeck <ник> и список на следующих строках — или отказать игроку: /refuse <ник> <причина>. Потом снова /begin.
missing-deck-row = { $nick } ({ $sent } из { $count })
usage-publish_decks = Формат: /publish_decks [число мест], например /publish_decks 8
usage-bandeck = Выберите колоду соперника кнопкой.

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

## Файлы

file-unreadable = Не могу прочитать файл: нужен текстовый файл до { $max } КБ (UTF-8 или Windows-1251).
file-what-for = Для чего этот файл? Подпишите его командой: /deck — деклист, /pool — пул Силеда, /cards — пул карт, /banned — бан-лист.
me-match-decks =
    { $match }
    Ваши колоды на матч: { $mine }. Колоды соперника: { $theirs } (COM-3).

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
usage-decide = Формат: /decide <номер жалобы> accept|reject [текст решения]; без текста я спрошу его. Удовлетворённая жалоба меняет результат, если текст начинается со счёта: /decide <номер> accept <a>:<b>[:<ничьи>] <текст> (RES-8).
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
usage-protest = Формат: /protest [номер матча]
usage-preason = Выберите причину кнопкой.
usage-evidence = Формат: /evidence <номер жалобы> [минуты]
usage-reopen = Формат: /reopen <номер жалобы>
usage-protests = У команды /protests нет аргументов.

## Санкции (MOD-1…MOD-10)

sanction-remark = замечание
sanction-warning = предупреждение
sanction-gameloss = техническое поражение в партии
sanction-matchloss = техническое поражение в матче
sanction-dq = дисквалификация
sanction-ban = бан
sanction-escalated = (повторное нарушение — по регламенту)
sanction-pending = (ждёт подтверждения судьи)
sanction-issued = ⚖️ { $nickname }: { $kind } ({ $rule }). { $escalated } Записано в журнал.
you-got-remark = ⚖️ «{ $title }»: вам замечание ({ $rule }). Причина: { $reason }.
you-got-warning = ⚠️ «{ $title }»: вам предупреждение ({ $rule }). Причина: { $reason }. Повторное нарушение наказывается строже.
you-got-gameloss = ⚖️ «{ $title }»: вам техническое поражение в партии ({ $rule }). Причина: { $reason }.
you-got-matchloss = ⚖️ «{ $title }»: вам техническое поражение в матче ({ $rule }). Причина: { $reason }.
you-got-dq = ⛔ «{ $title }»: вы дисквалифицированы ({ $rule }). Причина: { $reason }. Решение окончательное (MOD-8).
you-got-ban = ⛔ Вам бан на участие в турнирах до { $until } ({ $rule }). Причина: { $reason } (MOD-9).
dq-announced = ⛔ «{ $title }»: { $nickname } дисквалифицирован ({ $rule }).
dq-confirm-ask = ⚠️ «{ $title }»: повторное нарушение { $nickname } ({ $reason }) — по регламенту дисквалификация ({ $rule }). Подтвердите:
dq-confirm-asked = Повторное нарушение: судьям отправлен запрос на дисквалификацию { $nickname } (MOD-3).
btn-confirm-dq = Дисквалифицировать
btn-decline-dq = Не дисквалифицировать
dq-declined = Дисквалификация { $nickname } отменена судьёй.
sanction-not-pending = Санкция №{ $id } не ждёт подтверждения.
result-matchloss = ⚖️ Матч №{ $number }: { $a } — { $b } { $score }, техническое поражение по решению судьи.
result-gameloss = ⚖️ Матч №{ $number }: { $a } — { $b } { $score }, партии засчитаны по техническим поражениям (MOD-1).
gameloss-game-won = ⚖️ Матч №{ $number }: { $nickname } получил техническое поражение в партии ({ $rule }) — партия засчитана вам. Счёт по партиям: { $a } — { $b } { $score }.
gameloss-report-cleared = ⚖️ Введённый счёт матча №{ $number } снят: он не учитывает партию, засчитанную по санкции ({ $a } — { $b } { $score }). Введите итоговый счёт вместе с ней: /report.
gameloss-applied = Партия засчитана в пользу { $winner }: матч №{ $number }, { $a } — { $b } { $score }.
gameloss-no-match = У { $nickname } нет открытого матча в текущем туре — партию засчитать некуда. Санкция записана.
result-dq = ⛔ Матч №{ $number }: { $a } — { $b } { $score }, один из игроков дисквалифицирован (MOD-8).
result-annulled = ⛔ Матч №{ $number }: { $a } — { $b } { $score }, результат аннулирован (MOD-3).
banned-until = Вам запрещено участвовать в турнирах до { $until } (MOD-9). Причина: { $reason }.
no-bans = Действующих банов нет.
bans-list =
    ⛔ Действующие баны:
    { $items }
ban-row = { $name } — до { $until }: { $reason }
history-clean = У { $nickname } нет санкций.
history =
    📋 Санкции { $nickname }:
    { $items }
history-row = { $at } «{ $title }»: { $kind } — { $reason } { $pending }
audit-file = 📋 «{ $title }»: журнал действий судей и изменений результатов, записей { $count }.
usage-remark = Формат: /remark <ник> <причина> или ответом на сообщение игрока: /remark <причина>
usage-warn = Формат: /warn <ник> <причина>; первое слово причины может назвать нарушение: мат, оскорбление, затягивание, подсказки, колода, флуд, спам, чат
usage-gameloss = Формат: /gameloss <ник> <причина>
usage-matchloss = Формат: /matchloss <ник> <причина>
usage-dq = Формат: /dq [annul] <ник> <причина>; annul аннулирует результаты игрока (MOD-3)
usage-ban = Формат: /ban <дней> <ник> <причина>
usage-sconfirm = Подтвердите кнопкой.
usage-bans = У команды /bans нет аргументов.
usage-history = Формат: /history <ник>
usage-audit = Формат: /audit или /audit csv

## Модерация чата (MOD-2)

violation-obscene = нецензурная брань
violation-insult = оскорбление
violation-stalling = затягивание
violation-assistance = помощь со стороны
violation-deck = колода не по деклисту
violation-flood = флуд
violation-spam = спам
violation-chat = изменение чата
violation-other = нарушение
mod-player = игрок
mod-spectator = зритель
chat-event-members = добавил участников
chat-event-title = изменил название чата
chat-event-photo = изменил фото чата
chat-event-added-removed = добавил в чат матчей: { $added } (бот их удалил)
chat-event-added-kept = добавил в чат матчей: { $added } (бот не может удалить — решите сами)
moderation-edited = ✏️ «{ $title }»: { $who } { $name } изменил сообщение в чате «{ $chat }», теперь оно такое: «{ $quote }»
moderation-alert = 🛡 «{ $title }»: { $violation } — { $who } { $name }: «{ $quote }»
spectator-repeat = 🛡 «{ $title }»: зритель { $name } повторно нарушает ({ $violation }). Решите: /ban <дней> или замечание.
deleted = (сообщение удалено модератором)
bind-missing-admin = ⚠️ Для модерации (MOD-2) сделайте бота администратором группы с правом удалять сообщения: иначе он не видит обычные сообщения и не может удалять нарушения.
bind-missing-delete = ⚠️ У бота нет права удалять сообщения: модерация (MOD-2) будет только сообщать судьям. Дайте право «Удаление сообщений».
bind-missing-privacy = ⚠️ Бот не видит обычные сообщения группы: сделайте его администратором или отключите privacy mode у @BotFather.
slow-down = Слишком много команд подряд: подождите минуту (S4 6.6). Команды в это время не выполняются.

## Исправления судьи (RES-7, RES-8, REG-8)

no-reason = не указана
review-closed = Турнир «{ $title }» закрыт: срок исправлений после окончания истёк (RES-8).
review-closed-alert = 🔒 «{ $title }» (#{ $id }): срок исправлений истёк, результаты окончательные.
correction-needs-reason = Результат матча №{ $number } уже окончательный. Исправление — только с причиной: /result { $number } <счёт> <причина>
correction-bracket-played = Победитель матча №{ $number } уже сыграл дальше в сетке (матч №{ $later }). Сменить победителя нельзя; счёт с тем же победителем исправить можно.
result-corrected = ⚖️ Судья установил результат матча №{ $number }: { $a } — { $b } { $score } вместо { $before }. Причина: { $reason }.
standings-corrected =
    ⚖️ «{ $title }»: исправлен результат матча №{ $number }. Таблица сейчас:
    { $table }
correction-pairings-differ = ⚠️ «{ $title }»: после исправления матча №{ $number } пары тура { $rounds } были бы другими. Сыгранные туры не перепариваются; решите, нужно ли что-то менять.
final-standings-corrected =
    ⚖️ «{ $title }»: итоговая таблица после исправления:
    { $table }
your-final-place-changed = ⚖️ «{ $title }»: после исправления результатов ваше место { $place } (было { $before }).
result-double-loss = ⚖️ Матч №{ $number }: { $a } — { $b } — неявка обоих, обоим засчитано поражение (RES-7).
double-loss-set = ⚖️ Матч №{ $number }: { $a } и { $b } — неявка обоих, обоим поражение. Записано в журнал.
double-loss-already = В матче №{ $number } уже записана неявка обоих.
techloss-already = В матче №{ $number } уже есть техническое поражение. Если не пришёл и { $nickname }: /techloss { $number } both
techloss-decided = Результат матча №{ $number } уже окончательный. Исправить его можно так: /result { $number } <счёт> <причина>
techloss-score-auto = авто: 1:0 в BO1, 2:0 в BO3, 3:0 в BO5 (RES-7)
techloss-score-unfit = Счёт технического поражения из настроек ({ $score }) невозможен в матче BO{ $bo } (RES-7). Укажите счёт в команде, например /techloss <ник> 1:0, или поменяйте настройку: /set techloss_score=auto
techloss-score-bad = Счёт технического поражения { $score } не подходит: первым идёт счёт победителя, и он больше, например 2:0 (RES-7).
player-not-playing = { $nickname } сейчас не играет в турнире.
dropped-by-judge = ⚖️ Судья снял вас с турнира «{ $title }». Причина: { $reason }. Очки и место в таблице сохраняются (REG-8).
judge-dropped = { $nickname } снят с турнира после тура { $round }. Вернуть: /undrop { $nickname }
undrop-not-dropped = { $nickname } не выбывал из турнира.
undropped = ⚖️ Судья вернул вас в турнир «{ $title }»: вы в парах со следующего тура.
judge-undropped = { $nickname } снова в турнире и попадёт в пары тура { $round }.
result-held = ⏸ Матч №{ $number }: подана жалоба №{ $id }, результат не станет окончательным, пока судья не решит (RES-3, PRO-1).
result-released = ▶️ Матч №{ $number }: судья решил жалобу. Введённый счёт снова ждёт подтверждения до { $due } (RES-3).
finish-confirm =
    «{ $title }» можно завершить, но остались открытые вопросы:
    Неподтверждённые результаты (станут окончательными как введены): { $reported }
    Открытые жалобы (останутся открытыми до решения): { $protests }
    Завершить всё равно?
btn-finish-anyway = Завершить турнир
btn-go-ahead = Подтвердить
usage-result =
    Формат: /result <номер матча> <очки первого>:<очки второго>[:<ничьи>] [причина], например /result 12 2:1
    Окончательный результат исправляется только с причиной: /result 12 1:2 перепутали игроков
    Неявка обоих: /result 12 0:0 <причина>
usage-techloss =
    Формат: /techloss <ник> [победитель:проигравший] [причина], например /techloss Лось неявка или /techloss Лось 2:0 опоздание
    Неявка обоих: /techloss <номер матча> both [причина]
usage-drop =
    У команды /drop нет аргументов: она снимает с турнира вас самих.
    Судья снимает игрока так: /drop <ник> [причина]
usage-undrop = Формат: /undrop <ник> — вернуть выбывшего игрока со следующей жеребьёвки.
usage-repair = У команды /repair нет аргументов: она заново составляет пары текущего тура, пока нет ни одного результата.
usage-swap = Формат: /swap <ник> <ник> — два игрока меняются соперниками в текущем туре, например /swap Лось Гриндель
usage-add = Формат: /add <ник> [ID в игре] ответом на сообщение игрока, например /add Гриндель 123456
usage-undo = У команды /undo нет аргументов: она отменяет ваше последнее исправление (в течение 10 минут).
undo-nothing = Отменять нечего: у вас нет исправлений в этом турнире, которые можно отменить.
undo-too-old = Отменить можно только исправление последних { $minutes } минут.
undo-depends = Отменить нельзя: после исправления { $what }. Исправьте результат снова командой /result.
undo-after-round-paired = уже составлены пары следующего тура
undo-after-stage-started = уже начался следующий этап
undo-after-finished = турнир уже завершён
undo-after-round-repaired = пары тура уже составлены заново
undo-after-opponents-swapped = игроки уже поменялись соперниками
undo-after-change = этот матч уже изменили ещё раз
undo-what-result = результат матча
undo-what-drop = снятие игрока
undo-what-undrop = возвращение игрока
undone = ↩️ Отменено последнее исправление: { $what }. Записано в журнал.
correction-undone = ↩️ Судья отменил своё последнее исправление матча №{ $number }: результат снова такой, как был до него.
status-undone = ↩️ Судья отменил своё последнее решение о вашем участии в турнире «{ $title }».

## Изменения тура до результатов и опоздавшие (FMT-3)

round-pairings-again =
    🔁 Судья заново составил пары тура { $round }: они заменяют прежние.
    { round-pairings }
round-pairings-stage-again =
    🔁 Судья заново составил пары тура { $round }: они заменяют прежние.
    { round-pairings-stage }
your-pairing-again =
    🔁 Пары тура { $round } изменились: это сообщение заменяет прежнее.
    { your-pairing }
your-bye-again =
    🔁 Пары тура { $round } изменились: это сообщение заменяет прежнее.
    { your-bye }
round-change-not-swiss = «{ $title }»: пары меняют /repair и /swap только в швейцарской системе и в драфте; в этом этапе их задаёт сетка или расписание групп.
round-change-started = Пары тура менять нельзя: в матчах { $matches } уже есть счёт. Пары меняются только до первого результата.
round-change-protested = Пары тура менять нельзя: по матчам { $matches } подана жалоба.
repair-no-other = Других пар для тура { $round } нет: при этих результатах жеребьёвка даёт те же пары.
change-pair-row = { $a } — { $b }
change-pair-bye = { $a } — bye
warning-rematch = повторная встреча: { $a } — { $b }
warning-second-bye = второй bye: { $a }
warning-pair-down = разные очки: { $a } ({ $pa }) — { $b } ({ $pb })
btn-apply-pairs = Применить пары
repair-confirm =
    «{ $title }», тур { $round }: новые пары
    { $pairs }
    Внимание (FMT-3):
    { $warnings }
    Применить?
repair-done = ✅ Пары тура { $round } составлены заново и разосланы в канал и игрокам. Записано в журнал.
swap-not-in-round = { $nickname } не играет в туре { $round }.
swap-same-match = Они играют друг с другом (матч №{ $number }): менять нечего.
swap-other-table = Матчи №{ $first } и №{ $second } — за разными столами драфта: соперников между столами не меняют (FMT-8).
swap-confirm =
    «{ $title }», тур { $round }: после обмена
    { $pairs }
    Внимание (FMT-3):
    { $warnings }
    Применить?
swap-done = ✅ Тур { $round }: { $a } и { $b } поменялись соперниками; игроки и канал знают. Записано в журнал.
swap-announced =
    🔁 «{ $title }», тур { $round }: судья поменял соперников, новые пары:
    { $pairs }
add-not-now = В «{ $title }» игрока можно добавить до старта (после /open) или в швейцарском этапе идущего турнира.
add-not-swiss = «{ $title }»: опоздавшего добавляют только в швейцарскую систему; в этом этапе ({ $stage }) пары задаёт сетка, группы или столы драфта.
add-no-round-left = «{ $title }»: в этом этапе не осталось туров, добавить игрока некуда.
add-full = В «{ $title }» заняты все { $cap } мест (REG-5). Чтобы добавить игрока, увеличьте лимит: /set cap=…
add-already = { $nickname } уже участвует в «{ $title }».
added-registered = ✅ { $nickname } зарегистрирован судьёй в «{ $title }» (игроков: { $count }). Принимать правила через бота ему не нужно: заявку подал судья.
added-late = ✅ { $nickname } добавлен в «{ $title }» и попадёт в пары тура { $next }. Пропущенные туры ({ $rounds }): { $missed }. Записано в журнал.
missed-as-loss = засчитаны поражениями (на MW% и дополнительные показатели не влияют)
missed-as-none = не считаются
you-were-added = ✅ Судья зарегистрировал вас в турнире «{ $title }» под ником { $nickname }.
you-were-added-late = ✅ Судья добавил вас в турнир «{ $title }» под ником { $nickname }: вы в парах с тура { $next }. Пропущенные туры ({ $rounds }): { $missed }.
late-entry-announced = ➕ «{ $title }»: { $nickname } вступает в турнир и играет с тура { $next }.
