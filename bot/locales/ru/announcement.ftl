### The tournament's announcement in its channel (REG-1) and what changes it

## Объявление и его строки

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

## Призы в объявлении

ann-prizes-none = не объявлены
ann-changed-prizes = призы

## Объявление в канале, привязанном после /open (REG-1)

btn-post-announcement = 📣 Опубликовать объявление
bound-channel-offer =
    ✅ Эта группа — канал турнира «{ $title }» (#{ $id }): сюда пойдут объявления, пары и таблицы.
    Регистрация уже открыта, а объявления здесь ещё нет — опубликовать его?
open-chat = «{ $title }»
open-already =
    Регистрация на «{ $title }» (#{ $id }) уже открыта.
    { $lines }
open-already-in = Объявление опубликовано: { $chats }.
open-already-missing = Без объявления: { $chats }. Отправьте там /bind #{ $id } и нажмите «Опубликовать объявление».
open-already-no-channel = Объявления нет нигде: канал не привязан. Отправьте /bind #{ $id } в группе турнира и нажмите «Опубликовать объявление».
post-not-channel = Эта группа не канал турнира «{ $title }»: сначала отправьте здесь /bind #{ $id }.
post-already = Объявление турнира «{ $title }» здесь уже есть.
