### Late entrants: a late application and /add after the start (REG-5, FMT-3)

## Судья добавляет игрока: /add

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

## Заявка опоздавшего: игрок просит допустить его в идущий швейцарский этап, судья допускает одним нажатием, как /add

late-application-alert =
    📝 «{ $title }»: { $name } просит допустить его в турнир — регистрация уже закрыта.
    Ник: { $nickname }, ID в игре: { $game_id }. Играет с тура { $next }; пропущенные туры { $missed }.
    «Допустить» — то же, что /add.
btn-admit-late = ✅ Допустить
late-application-sent = 📨 Регистрация на «{ $title }» закрыта, но турнир идёт: ваша заявка ({ $nickname }) передана судьям. Когда судья вас допустит, бот сообщит, с какого тура вы играете.
late-application-pending = Ваша заявка на «{ $title }» ({ $nickname }) уже у судей. Дождитесь их решения — бот сообщит.
late-application-done = Заявка { $nickname } в «{ $title }» уже рассмотрена: игрок допущен.
late-application-unknown = Заявка №{ $id } не найдена.
late-already-in = Вы уже в турнире «{ $title }» под ником { $nickname }.
late-entry-closed = Регистрация на «{ $title }» закрыта: { $why }.
late-closed-not-started = турнир ещё не начался
late-closed-finished = турнир завершён
late-closed-off = организатор не допускает опоздавших
late-closed-stage = идёт этап, где пары задаёт сетка, группы или столы драфта, — опоздавших в него не добавляют
late-closed-no-round = в этом этапе не осталось туров
late-add-off = «{ $title }»: опоздавших не допускают (late_entry=off). Чтобы добавить игрока, сначала: /set late_entry=loss (или none)
late-add-finished = «{ $title }» завершён: добавить игрока нельзя.
late-add-not-started = «{ $title }» ещё не начался: добавьте игрока командой /add ответом на его сообщение.
missed-as-off = не считаются

## Форма команд

usage-add = Формат: /add <ник> [ID в игре] ответом на сообщение игрока, например /add Гриндель 123456
usage-admitlate = Нажмите кнопку «Допустить» под заявкой опоздавшего.
