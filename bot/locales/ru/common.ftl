### Words and replies every area shares: errors, the tournament choice, statuses, times

## Общее

tz-moscow = МСК
internal-error = ⚠️ Не получилось: внутренняя ошибка, ничего не изменилось. Повторите команду через минуту.
unknown-command = Не знаю команду /{ $command }. Список команд: /help
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

## Состояние турнира

status-draft = готовится
status-registration = идёт регистрация
status-closed = регистрация закрыта
status-running = идёт
status-finished = завершён (идёт срок исправлений)
status-archived = закрыт

## Текст без команды, устаревшая кнопка

plain-text-hint = Я понимаю команды, например /register <ник> или /report 2:1. Список команд: /help
button-stale = Эта кнопка устарела.

## Слова

no-such-player = В турнире «{ $title }» нет игрока { $nickname }.
switch-on = включено
switch-off = выключено
auto = авто
no-reason = не указана

## Слишком много команд (S4 6.6)

slow-down = Слишком много команд подряд: подождите минуту (S4 6.6). Команды в это время не выполняются.

## Время с датой; ответ судье, когда команда сработала в другом месте

# Время не сегодняшнего дня (по Москве) — с датой: «18:50 МСК, 6 декабря».
time-on-day = { $time }, { $date }
# Ответ судье, когда команда сработала в другом месте (в канале, у игроков).
done-elsewhere = ✅ { $what } { $where }
done-begin = Турнир «{ $title }» начат.
done-next = «{ $title }»: пары тура { $round } опубликованы.
done-command = «{ $title }»: команда выполнена.
done-where = Отправлено: { $places }.
done-nowhere = Сообщений никому не отправлено.
done-place-chat = в «{ $title }»
done-place-chat-untitled = в группу без названия
done-place-people = лично { $count } { $count ->
    [one] участнику
   *[other] участникам
}

## Форма команд

usage-pick = Выберите турнир кнопкой под сообщением.
