# Late applications (issue 23): a player asks to enter a running Swiss stage after the
# registration closed; a judge admits him with one tap, as /add does.
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
usage-admitlate = Нажмите кнопку «Допустить» под заявкой опоздавшего.
missed-as-off = не считаются
