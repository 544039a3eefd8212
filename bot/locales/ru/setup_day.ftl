## Первый день судьи (issue 24): время с датой, объявление в канал, ответ на каждую команду

# Время не сегодняшнего дня (по Москве) — с датой: «18:50 МСК, 6 декабря».
time-on-day = { $time }, { $date }

# Ответ судье, когда команда сработала в другом месте (в канале, у игроков).
done-elsewhere = ✅ { $what } { $where }
done-begin = Турнир «{ $title }» начат.
done-next = «{ $title }»: пары тура { $round } опубликованы.
done-command = «{ $title }»: команда /{ $command } выполнена.
done-where = Отправлено: { $places }.
done-nowhere = Сообщений никому не отправлено.
done-place-chat = в «{ $title }»
done-place-chat-untitled = в группу без названия
done-place-people = лично { $count } { $count ->
    [one] участнику
   *[other] участникам
}
