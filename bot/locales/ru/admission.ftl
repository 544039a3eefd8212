### Admission: the waiting list (REG-5) and the check-in (REG-4)

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

## Форма команд

usage-checkin = У команды /checkin нет аргументов (можно указать турнир: /checkin #12).
