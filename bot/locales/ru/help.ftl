### /help: commands by role and by the tournament's moment; /help <command> explains one

help-judge =
    📋 Команды судьи. { $head }

    { $groups }

    { help-footer-judge }
help-player =
    📋 Команды игрока. { $head }

    { $groups }

    { help-footer-player }
help-footer-judge = Подробнее об одной команде: /help <команда>, например /help decide. Все команды: /help all. Другой турнир: /help #12
help-footer-player = Подробнее об одной команде: /help <команда>, например /help report (в ВК: помощь счёт). Все команды: /help all
help-group =
    { $title }:
    { $lines }
help-line = { $line }
help-topic =
    { $about }
    { $who }
help-unknown = Нет команды «{ $asked }». Все команды: /help all
help-unknown-near =
    Нет команды «{ $asked }». Возможно, вы имели в виду:
    { $line }
    Подробнее: /help { $word }
unknown-command-near =
    Не знаю команду /{ $command }. Возможно, вы имели в виду:
    { $line }
    Подробнее: /help { $word }

## Чья помощь и какой момент

help-judge-setup-none = Вы организатор. Начните с турнира: /new <название>.
help-judge-setup = Турнир «{ $title }» (#{ $id }) — черновик: настройте его, привяжите канал и откройте регистрацию.
help-judge-registration = Турнир «{ $title }» (#{ $id }): идёт регистрация. Когда игроки собрались — /begin.
help-judge-round = Турнир «{ $title }» (#{ $id }): идёт тур { $round }.
help-judge-paused = Турнир «{ $title }» (#{ $id }) на паузе, тур { $round }: часы стоят до /resume.
help-judge-between = Турнир «{ $title }» (#{ $id }): все результаты тура { $round } есть — следующий тур или итоги.
help-judge-after = Турнир «{ $title }» (#{ $id }) завершён: идёт срок исправлений и протестов.
help-player-outsider-none = Вы пока не участвуете ни в одном турнире.
help-player-outsider = Вы не участвуете в турнире «{ $title }» (#{ $id }).
help-player-registered = Вы записаны на «{ $title }» (#{ $id }); турнир ещё не начался.
help-player-playing = Вы играете в «{ $title }» (#{ $id }), тур { $round }.
help-player-answer = «{ $title }» (#{ $id }): соперник ввёл счёт вашего матча — подтвердите или оспорьте его.
help-player-after = Турнир «{ $title }» (#{ $id }) завершён.

## Группы

help-group-setup = Подготовка
help-group-registration = Регистрация
help-group-start = Старт
help-group-paused = Пауза
help-group-round = Тур
help-group-between = Между турами
help-group-protests = Протесты
help-group-sanctions = Нарушения
help-group-corrections = Исправления
help-group-records = Журнал
help-group-judge-decks = Колоды
help-group-after = После турнира
help-group-join = Как записаться
help-group-look = Турнир
help-group-application = Моя заявка
help-group-decks = Колоды
help-group-answer = Ответ на счёт соперника
help-group-soon = Когда турнир начнётся
help-group-play = Матч
help-group-leave = Выход
help-group-time-out = Время матча вышло (плей-офф)
help-group-ended = После турнира

## Кто может

help-role-player = Кто: игрок турнира.
help-role-anyone = Кто: любой.
help-role-judge = Кто: судья турнира (и организатор).
help-role-both = Кто: игрок — за себя; судья — за любого игрока.
help-role-admin = Кто: организатор (глобальный администратор бота).

## Одна строка о каждой команде

help-line-register = /register <ник> [ID в игре] — заявка на турнир
help-line-me = /me — мой турнир, матч, соперник и время
help-line-need = /need — что мне нужно для топа: какой счёт в оставшихся турах гарантирует топ, а какой нет
help-line-report = /report 2:1 — счёт моего матча (мои победы первыми)
help-line-confirm = /confirm — подтвердить счёт соперника
help-line-dispute = /dispute — оспорить счёт соперника
help-line-bind = /bind — эта группа станет каналом турнира; /bind judges — чатом судей
help-line-open = /open — открыть регистрацию и опубликовать анонс
help-line-close = /close — закрыть регистрацию
help-line-players = /players — заявки и игроки
help-line-begin = /begin — старт турнира и первый тур
help-line-next = /next — следующий тур
help-line-result = /result <матч> 2:1 [причина] — установить или исправить результат
help-line-techloss = /techloss <ник> [причина] — техническое поражение; /techloss <матч> both — неявка обоих
help-line-extend = /extend <матч> <минуты> — добавить время матчу
help-line-pause = /pause — пауза: часы тура стоят
help-line-resume = /resume — продолжить после паузы
help-line-protests = /protests — открытые протесты
help-line-decide = /decide <протест> accept|reject [текст] — решение по протесту
help-line-evidence = /evidence <протест> [минуты] — запросить доказательства
help-line-reopen = /reopen <протест> — принять исправленный протест
help-line-warn = /warn <ник> <причина> — предупреждение
help-line-remark = /remark <ник> <причина> — замечание
help-line-gameloss = /gameloss <ник> <причина> — поражение в партии
help-line-matchloss = /matchloss <ник> <причина> — поражение в матче
help-line-dq = /dq <ник> <причина> — дисквалификация
help-line-ban = /ban <дней> <ник> <причина> — отстранение от турниров
help-line-bans = /bans — действующие отстранения
help-line-history = /history <ник> — нарушения игрока во всех турнирах
help-line-guide = /guide — памятка судьи: день турнира и что делать, если что-то пошло не так
help-line-audit = /audit — журнал действий судей и изменений результатов
help-line-finish = /finish — завершить турнир и объявить итоги
help-line-pairings = /pairings — пары текущего тура
help-line-standings = /standings — турнирная таблица
help-line-rules = /rules — регламент и правила турнира
help-line-drop = /drop — выйти из турнира (судья: /drop <ник> — снять игрока)
help-line-judge-drop = /drop <ник> [причина] — снять игрока: очки и место остаются
help-line-judge-standings = /standings — таблица; /standings csv — файлом
help-group-lists = Списки
help-line-help = /help — команды, нужные сейчас
help-line-start = /start — начать разговор с ботом
help-line-checkin = /checkin — подтвердить участие в окне подтверждения
help-line-unregister = /unregister — отозвать заявку до старта
help-line-concede = /concede — сдать матч; /concede game — только партию
help-line-draw = /draw — предложить сопернику ничью
help-line-life = /life 12 9 — жизни героев, когда время матча вышло
help-line-protest = /protest [матч] — подать протест
help-line-deck = /deck [номер] и список — прислать деклист
help-line-decks = /decks — мои колоды
help-line-pool = /pool и карты — пул Силеда
help-line-page = /page — живая страница турнира
help-line-profile = /profile [<ник>] — профиль игрока: турниры, места, рейтинг
help-line-prizes = /prizes — призы турнира
help-line-rating = /rating [ник] — рейтинг игроков по всем турнирам
help-line-claim = /claim <ник в игре>; <ID>; <ник на платформе> — данные для приза
help-line-season = /season — таблица сезона; /season me — мои результаты в сезоне
help-line-new = /new <название> — создать турнир
help-line-set = /set ключ=значение — изменить настройки
help-line-settings = /settings — настройки турнира
help-line-judge = /judge — ответом на сообщение: назначить судью; /judge head — главным
help-line-cards = /cards — загрузить пул карт (файлом)
help-line-banned = /banned — загрузить бан-лист
help-line-refuse = /refuse <ник> <причина> — отказать в участии
help-line-add = /add <ник> [ID] — ответом на сообщение: добавить игрока (опоздавшего)
help-line-draft = /draft — запустить таймер драфта
help-line-repair = /repair — пары тура заново, пока нет результатов
help-line-swap = /swap <ник> <ник> — поменять соперников
help-line-undrop = /undrop <ник> — вернуть снятого игрока
help-line-undo = /undo — отменить своё последнее исправление
help-line-export = /export — весь турнир одним файлом для архива
help-line-setdeck = /setdeck <ник> [номер] и список — изменить колоду игрока
help-line-decklist = /decklist <ник> — колоды игрока
help-line-publish_decks = /publish_decks [8] — колоды лучших в канал
help-line-paid = /paid <место> — приз выплачен
help-line-merge = /merge <ник> <ник> [причина] — две записи одного человека — один игрок
help-line-unmerge = /unmerge <ник> <ник> — разделить игроков, объединённых по ошибке
help-line-meta = /meta — метагейм: доли героев и стихий и их победы; /meta season <номер> — за сезон

## Одна команда подробно: форма, что делает, пример

help-about-register =
    /register <игровой ник> [ID в игре] — заявка на турнир с открытой регистрацией (REG-2, REG-3). Потом примите правила кнопкой.
    Пример: /register Гриндель 123456
help-about-me =
    /me [#турнир] — ваш турнир, статус, очки, место, текущий матч, соперник и время тура.
    Пример: /me
help-about-need =
    /need [#турнир] — в швейцарке с топом: для каждого счёта в оставшихся турах — гарантирует топ, может попасть (с оценкой шанса; решат чужие результаты и доп. показатели) или не попадает. Судья: /need <ник>.
    Пример: /need
help-about-report =
    /report <ваши победы>:<победы соперника>[:<ничьи>] — счёт вашего матча (RES-1). Соперник подтверждает или оспаривает.
    Пример: /report 2:1 — вы выиграли две партии, соперник одну.
help-about-confirm =
    /confirm [матч] — согласиться со счётом, который ввёл соперник (RES-2). Обычно проще нажать кнопку «Подтвердить».
    Пример: /confirm 12
help-about-dispute =
    /dispute [матч] — не согласиться со счётом соперника: результат решит судья.
    Пример: /dispute 12
help-about-bind =
    /bind — в группе: она станет каналом турнира (анонсы, пары, итоги); /bind judges — чатом судей; /bind match — чатом матчей. Бот должен быть администратором группы.
    Пример: /bind #12
help-about-open =
    /open — открыть регистрацию и опубликовать анонс с кнопкой записи в канале турнира (REG-1).
    Пример: /open #12
help-about-close =
    /close — закрыть регистрацию: новых заявок не будет.
    Пример: /close
help-about-players =
    /players — все заявки и игроки с их статусами.
    Пример: /players #12
help-about-begin =
    /begin — старт турнира: жеребьёвка первого тура, пары в канал и каждому игроку (REG-7).
    Пример: /begin
help-about-next =
    /next — пары следующего тура, когда все результаты текущего есть.
    Пример: /next
help-about-result =
    /result <матч> <a>:<b>[:<ничьи>] [причина] — установить результат матча; окончательный исправляется только с причиной, она попадёт в журнал (RES-8).
    Пример: /result 7 2:1 игроки перепутали счёт
help-about-techloss =
    /techloss <ник> [2:0] [причина] — техническое поражение игроку в текущем матче (RES-7); /techloss <матч> both — не пришли оба.
    Пример: /techloss Лось опоздал на 15 минут
help-about-extend =
    /extend <матч> <минуты> и/или cycles=<циклы> — добавить время или циклы одному матчу (RES-6).
    Пример: /extend 12 5
help-about-pause =
    /pause — пауза: часы тура и все сроки стоят (RES-6).
    Пример: /pause
help-about-resume =
    /resume — продолжить после паузы; все сроки сдвигаются на её длину.
    Пример: /resume
help-about-protests =
    /protests — открытые протесты и их сроки.
    Пример: /protests
help-about-decide =
    /decide <номер протеста> accept|reject [текст решения] — окончательное решение по протесту (PRO-8); без текста бот спросит его. Можно по-русски: принять, отклонить.
    Пример: /decide 3 reject запись игры не подтверждает нарушение
help-about-evidence =
    /evidence <номер протеста> [минуты] — попросить заявителя прислать скриншоты или видео (PRO-6), по умолчанию 15 минут.
    Пример: /evidence 3 20
help-about-reopen =
    /reopen <номер протеста> — принять исправленный или повторный протест в его 10 минут (PRO-5).
    Пример: /reopen 3
help-about-warn =
    /warn <ник> <причина> — предупреждение (MOD-1); ответом на сообщение игрока ник можно не писать. Повторное нарушение бот предложит наказать строже.
    Пример: /warn Лось мат в чате
help-about-remark =
    /remark <ник> <причина> — замечание, самое мягкое наказание (MOD-1).
    Пример: /remark Лось флуд
help-about-gameloss =
    /gameloss <ник> <причина> — поражение в партии текущего матча (MOD-1).
    Пример: /gameloss Лось подсказки
help-about-matchloss =
    /matchloss <ник> <причина> — поражение в текущем матче (MOD-1).
    Пример: /matchloss Лось неявка к началу
help-about-dq =
    /dq [annul] <ник> <причина> — дисквалификация; с annul результаты игрока аннулируются (MOD-3).
    Пример: /dq Лось оскорбления
help-about-ban =
    /ban <дней> <ник> <причина> — отстранение от всех турниров на срок (MOD-9).
    Пример: /ban 30 Лось договорной матч
help-about-bans =
    /bans — действующие отстранения и их сроки.
    Пример: /bans
help-about-history =
    /history <ник> — наказания человека во всех турнирах.
    Пример: /history Лось
help-about-guide =
    /guide — «Памятка судьи»: весь день от объявления до призов и команда на каждый случай; приходит в личные сообщения.
    Пример: /guide
help-about-audit =
    /audit — журнал турнира: кто, когда и что изменил; /audit csv — файлом.
    Пример: /audit csv
help-about-finish =
    /finish — итоговая таблица в канал; если туры не доиграны, бот спросит подтверждение.
    Пример: /finish
help-about-pairings =
    /pairings — пары текущего тура и где стоит каждый результат.
    Пример: /pairings #12
help-about-standings =
    /standings — таблица: очки и дополнительные показатели (FMT-7); судьям /standings csv — файлом.
    Пример: /standings
help-about-rules =
    /rules — главное из регламента и особые правила турнира.
    Пример: /rules
help-about-drop =
    /drop — выйти из турнира: очки и место остаются, в пары вы больше не попадёте (REG-8). Судья: /drop <ник> [причина] — снять игрока.
    Пример: /drop
help-about-help =
    /help — команды, нужные сейчас; /help all — все; /help <команда> — одна команда с примером.
    Пример: /help report
help-about-start =
    /start — приветствие; ссылка из анонса открывает регистрацию на турнир.
    Пример: /start
help-about-checkin =
    /checkin — подтвердить участие, когда открыто окно подтверждения (REG-4); есть и кнопка.
    Пример: /checkin
help-about-unregister =
    /unregister — отозвать свою заявку до старта турнира.
    Пример: /unregister
help-about-concede =
    /concede — сдать текущий матч; /concede game — только текущую партию (RES-4).
    Пример: /concede game
help-about-draw =
    /draw [счёт] — предложить сопернику ничью; она засчитывается, только если он согласится (RES-4).
    Пример: /draw 1:1
help-about-life =
    /life <жизни вашего героя> <жизни героя соперника> — когда время матча плей-офф вышло (FMT-6).
    Пример: /life 12 9
help-about-protest =
    /protest [матч] — подать протест по матчу (PRO-1); бот спросит причину и текст.
    Пример: /protest 12
help-about-deck =
    /deck [номер] и на следующих строках список: «Герой: …», «3 Название», «Сайд:»; или файл .txt (REG-9, DECK-1).
    Пример: /deck 1
help-about-decks =
    /decks — ваши колоды; их видите только вы и судьи.
    Пример: /decks
help-about-pool =
    /pool и на следующих строках все открытые карты — пул Силеда, до деклиста (FMT-11).
    Пример: /pool
help-about-page =
    /page — ссылка на живую страницу турнира: таблица и пары обновляются сами.
    Пример: /page
help-about-profile =
    /profile — ваш профиль; /profile <ник> — чужой: завершённые турниры с местом и счётом,
    опубликованные колоды, рейтинг и ссылка на страницу игрока с личными встречами.
    Пример: /profile Лось
help-about-rating =
    /rating — рейтинг OpenSkill по всем рейтинговым матчам завершённых турниров (баи и технические поражения не в счёт): первые 20 и ваша строка; /rating <ник> — рейтинг, место, число матчей и изменение за последний турнир.
    Пример: /rating Анна
help-about-prizes =
    /prizes — призы турнира; судьям — кому и в каком состоянии; /prizes csv — файлом.
    Пример: /prizes
help-about-season =
    /season [номер] — таблица сезона текстом и картинкой: очки за места во всех турнирах сезона с их весом, в зачёте лучшие результаты, черта квалификации. /season me [ник] — ваши результаты: что в зачёте и что нет (не в числе лучших, дисквалификация, ещё в сроке исправлений). /season csv [номер] — файлом (судьям турниров сезона и администраторам). Администратору: /season new <название> [points=… best=… qualify=… или qualify_points=…], /season set <номер> ключ=значение; турнир входит в сезон до начала: /set season=<номер> weight=2.
    Пример: /season me
help-about-claim =
    /claim <ник в игре>; <игровой ID>; <ник на платформе> — ответ призёра, чтобы получить приз (PRZ-1); можно начать словом «приз:».
    Пример: /claim Гриндель; 123456; @grindel
help-about-new =
    /new <название> — создать турнир (черновик); дальше /set, /bind, /open.
    Пример: /new Кубок Берсерка
help-about-set =
    /set ключ=значение … — изменить настройки турнира; значение с пробелами — в кавычках. Все настройки: /settings.
    Пример: /set bo=3 rounds=auto start="2026-12-05 18:00"
help-about-settings =
    /settings — текущие настройки турнира.
    Пример: /settings #12
help-about-judge =
    /judge — ответом на сообщение человека: он станет судьёй турнира; /judge head — главным судьёй.
    Пример: /judge
help-about-cards =
    /cards — файл CSV или TOML с пулом карт в подписи к файлу (DECK-4).
    Пример: /cards (подпись к файлу pool.csv)
help-about-banned =
    /banned — бан-лист Констрактеда: файлом или текстом, по карте в строке (DECK-3).
    Пример: /banned (подпись к файлу banned.txt)
help-about-refuse =
    /refuse <ник> <причина> — отказать в участии (REG-6); ник с пробелами — в кавычках.
    Пример: /refuse Лось не прошёл проверку
help-about-add =
    /add <ник> [ID в игре] — ответом на сообщение игрока: записать его; в идущем турнире — опоздавший, играет со следующего тура.
    Пример: /add Гриндель 123456
help-about-draft =
    /draft — таймер выбора карт драфта в канал и за каждый стол (FMT-10).
    Пример: /draft
help-about-repair =
    /repair — пары текущего тура заново, пока нет ни одного результата (FMT-3).
    Пример: /repair
help-about-swap =
    /swap <ник> <ник> — два игрока меняются соперниками в текущем туре.
    Пример: /swap Лось Гриндель
help-about-undrop =
    /undrop <ник> — вернуть снятого игрока со следующей жеребьёвки (REG-8).
    Пример: /undrop Лось
help-about-undo =
    /undo — отменить своё последнее исправление в течение 10 минут, если на нём ничего не построено.
    Пример: /undo
help-about-export =
    /export — весь турнир одним файлом JSON для архива (RES-8).
    Пример: /export #12
help-about-setdeck =
    /setdeck <ник> [номер] и на следующих строках список — изменить зафиксированную колоду игрока.
    Пример: /setdeck Лось 1
help-about-decklist =
    /decklist <ник> — колоды игрока, только для судей (REG-9).
    Пример: /decklist Лось
help-about-publish_decks =
    /publish_decks [мест] — колоды лучших в канал после турнира, по умолчанию 8 (REG-9).
    Пример: /publish_decks 4
help-about-paid =
    /paid <место> [вид] — главный судья отмечает приз выплаченным (в журнал).
    Пример: /paid 1
help-about-merge =
    /merge <ник> <ник> [причина] — два ника (например, из Telegram и ВКонтакте) становятся одним игроком во всех турнирах: история, рейтинг, сезоны (в журнал). Могут судьи турнира, где играл кто-то из них, и организаторы. Игрок сам связывает аккаунты кнопкой «Да, это я», когда регистрируется с тем же игровым ID.
    Пример: /merge Лось "Лось VK" один игровой ID
help-about-unmerge =
    /unmerge <ник> <ник> — разделить игроков, объединённых по ошибке (/merge или кнопкой «Да, это я»); в журнал.
    Один ник в Telegram и во ВКонтакте: tg:Лось и vk:Лось.
    Пример: /unmerge tg:Лось vk:Лось
help-about-meta =
    /meta — метагейм турнира по деклистам: доли героев и стихий (DECK-4) и их процент побед в матчах без зеркальных. Судьи видят его во время турнира, все — после окончания; сами списки не показываются (REG-9). /meta season <номер> — за все завершённые турниры сезона.
    Пример: /meta или /meta season 1

## Турнир не найден, а команды не было (файл, кнопка)

no-tournament-bare = Не нашёл вашего турнира: вы не участвуете ни в одном текущем турнире. Записаться: /register <ник> [ID в игре]; команды: /help

## Помощь игроку, когда турнир требует деклисты (REG-9)

help-decks =
    Колоды «{ $title }» (нужно деклистов: { $count }):
    /deck [номер] и список на следующих строках («Герой: …», «3 Название», «Сайд:») или файл .txt с подписью /deck — прислать деклист
    /decks — мои колоды (видят только я и судьи)
help-decks-sealed =
    Колоды «{ $title }», силед (нужно деклистов: { $count }):
    /pool и на следующих строках все открытые карты — сначала пул
    /deck [номер] и список («Герой: …», «3 Название», «Сайд:») или файл .txt с подписью /deck — деклист из пула
    /decks — мои колоды (видят только я и судьи)

## Форма команд

usage-help = Формат: /help или /help <команда>, например /help report
