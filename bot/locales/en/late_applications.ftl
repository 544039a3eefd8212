# Late applications (issue 23): a player asks to enter a running Swiss stage after the
# registration closed; a judge admits him with one tap, as /add does.
late-application-alert =
    📝 "{ $title }": { $name } asks to be let into the tournament — the registration is closed.
    Nickname: { $nickname }, game ID: { $game_id }. He plays from round { $next }; the missed rounds { $missed }.
    "Admit" does what /add does.
btn-admit-late = ✅ Admit
late-application-sent = 📨 The registration for "{ $title }" is closed, but the tournament is running: your application ({ $nickname }) went to the judges. When a judge admits you, the bot tells you the round you start in.
late-application-pending = Your application for "{ $title }" ({ $nickname }) is already with the judges. Wait for their decision — the bot will tell you.
late-application-done = The application of { $nickname } in "{ $title }" is already decided: the player is admitted.
late-application-unknown = Application #{ $id } not found.
late-already-in = You are already in "{ $title }" as { $nickname }.
late-entry-closed = The registration for "{ $title }" is closed: { $why }.
late-closed-not-started = the tournament has not started yet
late-closed-finished = the tournament is over
late-closed-off = the organizer takes no late entrants
late-closed-stage = the current stage is paired by its bracket, groups or draft tables — late entrants are not added to it
late-closed-no-round = no rounds are left in this stage
late-add-off = "{ $title }": late entrants are not taken (late_entry=off). To add a player, first: /set late_entry=loss (or none)
late-add-finished = "{ $title }" is over: no player can be added.
late-add-not-started = "{ $title }" has not started yet: add the player with /add in reply to his message.
usage-admitlate = Press the "Admit" button under the late application.
missed-as-off = not counted
