### Registration: applying, the rules and consent, refusals, the players list, leaving

## Закрытие регистрации, отказ в участии, список заявок

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

## Вопрос перед выходом (REG-8)

drop-ask = 🚪 Выйти из турнира «{ $title }»? Вы не будете участвовать в следующих турах; вернуть может только судья. Очки и место в таблице сохранятся (REG-8).
drop-ask-playing = 🚪 Выйти из турнира «{ $title }»? Вы не будете участвовать в следующих турах; вернуть может только судья. Текущий матч №{ $number } будет засчитан вам поражением; очки и место в таблице сохранятся (REG-8).
btn-drop = Выхожу из турнира

## Registration: consent and eligibility (S4 1.6, 1.7, 1.9, 8.11; REG-3)

registration-consent = Участвуя, вы соглашаетесь на публикацию результатов и ников и на обработку данных, которые сообщаете боту (S4 1.6, 1.7, 1.9).{ $extra }
consent-age = {" "}Участвовать можно с { $age } лет.
consent-territory = {" "}Участвовать и получать призы можно только с территории: { $territory } (S4 8.11).
btn-confirm-age = Мне есть { $age } лет
btn-confirm-territory = Я нахожусь: { $territory }
eligibility-age = возраст
eligibility-territory = территорию
eligibility-missing = Сначала подтвердите { $what } кнопкой под правилами.
eligibility-confirmed = ✅ Подтверждено: { $what }. Нажмите оставшиеся кнопки.
game-id-required = В турнире «{ $title }» ID в игре обязателен: /register { $nickname } <ID в игре>

## Форма команд

usage-close = У команды /close нет аргументов (можно указать турнир: /close #12).
usage-refuse = Формат: /refuse <ник> <причина>. Ник с пробелами — в кавычках: /refuse "Дикий Лось" не прошёл проверку
usage-players = У команды /players нет аргументов (можно указать турнир: /players #12).
usage-start = Формат: /start
usage-register = Формат: /register <игровой ник> [ID в игре], например /register Гриндель 123456
usage-accept = Нажмите кнопку «Принимаю» под правилами турнира.
usage-unregister = У команды /unregister нет аргументов.
usage-drop =
    У команды /drop нет аргументов: она снимает с турнира вас самих.
    Судья снимает игрока так: /drop <ник> [причина]
usage-eligible = Нажмите кнопку подтверждения под правилами турнира.
