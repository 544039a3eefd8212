### Prizes: the prize table, claims, documents, payment (PRZ-1…PRZ-3)

## The prize table

prizes-bad-part = В таблице призов ошибка в части «{ $part }»: { $why }. Формат: /set prizes="1:money 5000 ₽; 2:items Набор героя; 3-4:bonus 500; 1-8:qualification Кубок сезона"
prizes-why-form = ожидается <место>[-<место>]:<вид> <что вручается>
prizes-why-places = места — числа от 1 до 1024, первое не больше второго
prizes-why-kind = вид приза — bonus, items, money или qualification (бонус, предметы, деньги, квалификация)
prizes-why-text = не сказано, что вручается
prizes-why-long = описание приза длиннее { $max } символов
prizes-too-many = В таблице призов больше { $max } строк.
prize-kind-bonus = бонусы
prize-kind-items = внутриигровые предметы
prize-kind-money = денежный приз
prize-kind-qualification = квалификация
prize-item = { $kind }: { $what }
prizes-row = { $places } место — { $prize }
documents-contact-config = как в настройках бота
prizes-none = В турнире «{ $title }» призы не объявлены.
prizes-table =
    🏆 Призы турнира «{ $title }»:
    { $items }
prizes-judges =
    🏆 Призы турнира «{ $title }» — победители и статус:
    { $items }
    { $hidden }
prizes-judges-row = { $places } место — { $prize }: { $winner }, { $status }, срок { $due }{ $data }
prizes-claim-data = {" "}(ник в игре { $nickname }, ID { $game_id }, ник на Платформе { $platform_nick })
prizes-data-hidden = Данные победителей видят только главный судья и администраторы — в личном чате с ботом (/prizes).
prizes-file = 🏆 Призы турнира «{ $title }»: записей { $count }.

## Claims (PRZ-1)

claim-status-asked = ждём ответа
claim-status-answered = данные получены
claim-status-documents = документы отправлены
claim-status-paid = выплачен
claim-status-forfeited = не востребован
claim-status-withdrawn = отозван (место изменилось)
claim-status-none = не разыгран
prizes-asked-alert = 🏆 Турнир «{ $title }» (#{ $id }): победителям отправлены запросы на призы ({ $count }). Список: /prizes #{ $id }
prize-details =
    🏆 Поздравляем! За { $place } место в турнире «{ $title }» вам положен приз: { $prize }.
    Чтобы его получить, до { $due } пришлите одним сообщением ник в игре, игровой ID и ник на Платформе:
    /claim { $nickname }; { $game_id }; <ник на Платформе>
    Паспорт, ИНН и банковские данные в чат не присылайте (PRZ-2). Без ответа в срок приз считается невостребованным и не переходит к следующему месту (S4 8.5).
claim-reminder-details =
    ⏰ Напоминание: приз за { $place } место в «{ $title }» ({ $prize }) ждёт ваших данных до { $due }.
    /claim { $nickname }; { $game_id }; <ник на Платформе>
prize-documents =
    🏆 Поздравляем! За { $place } место в турнире «{ $title }» вам положен приз: { $prize }.
    Документы для получения организатор принимает только так: { $contact }. В чат бота их не присылайте (PRZ-2).
    Когда отправите, нажмите кнопку ниже — до { $due }. Без этого в срок приз считается невостребованным и не переходит к следующему месту (S4 8.5, 8.12).
claim-reminder-documents =
    ⏰ Напоминание: для приза за { $place } место в «{ $title }» ({ $prize }) отправьте документы: { $contact } — и нажмите кнопку ниже до { $due }.
btn-documents-sent = 📨 Документы отправлены
claim-none = У вас нет приза, который ждёт ответа.
claim-in-private = Данные для приза присылайте боту в личные сообщения.
claim-all-fields = Чтобы исправить данные, пришлите все три: /claim <ник в игре>; <игровой ID>; <ник на Платформе>
claim-field-nickname = ник в игре
claim-field-game_id = игровой ID
claim-field-platform_nick = ник на Платформе
claim-missing = Не хватает: { $fields }. Пришлите { $fields } командой /claim до { $due }, например: /claim <значение>
claim-answered = ✅ Данные для приза турнира «{ $title }» получены и переданы главному судье.
claim-documents-already = Вы уже сообщили, что документы отправлены.
claim-closed = Этот приз уже не ждёт ответа: { $status }.
claim-documents-noted = ✅ Записано: документы для приза турнира «{ $title }» отправлены ({ $contact }). Бот хранит только этот факт.
prize-settled-alert = 🏆 «{ $title }»: { $nickname } ({ $place } место) — { $status }.
prize-withdrawn = После исправления результатов ваше место в «{ $title }» изменилось: приз за { $place } место больше не ваш.
prize-paid-place-moved = ⚠️ «{ $title }»: приз за { $place } место уже выплачен игроку { $nickname }, а после исправления его место изменилось. Решите вручную.
prize-refused-disqualified = Вы дисквалифицированы в «{ $title }»: приз за { $place } место ({ $prize }) не вручается и не переходит к другим (PRZ-3, MOD-8).
prize-refused-dropped = Вы вышли из турнира «{ $title }»: по его правилам приз за { $place } место ({ $prize }) не вручается и не переходит к другим (PRZ-3, S4 8.7).
prize-forfeited = Срок получения приза за { $place } место в «{ $title }» ({ $prize }) истёк: приз считается невостребованным (S4 8.5, 8.12).
prize-forfeited-alert = ⌛ «{ $title }»: { $nickname } не ответил в срок — приз за { $place } место ({ $prize }) не востребован и не переходит к следующему месту.
prize-paid = ✅ Приз за { $place } место в турнире «{ $title }» выплачен.
paid-marked = ✅ Приз за { $place } место ({ $nickname }) отмечен выплаченным.
paid-no-prize = В турнире «{ $title }» нет приза за { $place } место. Формат: /paid <место> [вид]
paid-which = За { $place } место несколько призов: { $kinds }. Укажите вид: /paid { $place } <вид>
paid-already = Приз за { $place } место уже отмечен выплаченным.
paid-not-claimed = Приз за { $place } место ещё не получен победителем: { $status }.

## PRZ-2: documents never in a chat

personal-data-deleted = Сообщение удалено.
personal-data-refused = 🔒 Похоже, вы прислали номер карты или документа. Бот такие данные не принимает и не хранит; сообщение удалено, где это возможно. Документы отправляйте организатору: { $contact }.
documents-contact-unknown = организатор сообщит адрес отдельно

## PRZ-3, MOD-8: a disqualification ends the claims

prize-forfeited-disqualified = ⛔ Вы дисквалифицированы в «{ $title }»: приз за { $place } место ({ $prize }) не вручается и не переходит к другим (PRZ-3, MOD-8, S4 8.7).
prize-forfeited-disqualified-alert = ⛔ «{ $title }»: { $nickname } дисквалифицирован — приз за { $place } место ({ $prize }) не вручается и не переходит к следующему месту (MOD-8). Запрос на приз закрыт.
prize-paid-disqualified = ⚠️ «{ $title }»: { $nickname } дисквалифицирован, а приз за { $place } место ({ $prize }) ему уже выплачен. Решите вручную.
claim-refused-disqualified = Вы дисквалифицированы в «{ $title }»: приз не вручается (PRZ-3, MOD-8). Данные для приза не принимаются.
claim-status-disqualified = не вручается: победитель дисквалифицирован (MOD-8)
claim-status-dropped = не вручается: победитель вышел из турнира (S4 8.7)

## Форма команд

usage-prizes = Формат: /prizes или /prizes csv
usage-paid = Формат: /paid <место> [вид], например /paid 1 или /paid 1 money
usage-claim = Формат: /claim <ник в игре>; <игровой ID>; <ник на Платформе>
usage-docsent = Нажмите кнопку «Документы отправлены» под сообщением о призе.
