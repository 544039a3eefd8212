### Late entrants: a late application and /add after the start (REG-5, FMT-3)

## A judge adds a player: /add

add-not-now = A player is added to "{ $title }" before the start (after /open) or in a Swiss stage of the running tournament.
add-not-swiss = "{ $title }": a late entrant joins only a Swiss stage; in this stage ({ $stage }) the bracket, the groups or the draft tables set the pairings.
add-no-round-left = "{ $title }": this stage has no round left to add a player to.
add-full = All { $cap } places of "{ $title }" are taken (REG-5). To add a player, raise the cap: /set cap=…
add-already = { $nickname } already plays in "{ $title }".
added-registered = ✅ { $nickname } is registered in "{ $title }" by a judge ({ $count } players). He need not accept the rules through the bot: a judge entered him.
added-late = ✅ { $nickname } joins "{ $title }" and is paired from round { $next }. Rounds missed ({ $rounds }): { $missed }. Logged.
missed-as-loss = counted as losses (MW% and the tiebreakers do not count them)
missed-as-none = not counted
you-were-added = ✅ A judge registered you in "{ $title }" as { $nickname }.
you-were-added-late = ✅ A judge added you to "{ $title }" as { $nickname }: you are paired from round { $next }. Rounds missed ({ $rounds }): { $missed }.
late-entry-announced = ➕ "{ $title }": { $nickname } joins the tournament and plays from round { $next }.

## Late applications: a player asks to enter a running Swiss stage, a judge admits him with one tap, as /add does

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
missed-as-off = not counted

## Command forms

usage-add = Form: /add <nickname> [game ID] as a reply to the player's message, e.g. /add Grindel 123456
usage-admitlate = Press the "Admit" button under the late application.
