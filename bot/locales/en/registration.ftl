### Registration: applying, the rules and consent, refusals, the players list, leaving

## Closing the registration, refusing an entry, the list of applications

registration-not-open = Registration for "{ $title }" is not open right now.
registration-closed = Registration for "{ $title }" is closed. Players registered: { $count }.
registration-closed-announce = Registration for "{ $title }" is closed. Participants: { $count }.
refuse-after-start = The tournament has already started: entry can only be refused before the start.
no-such-applicant = There is no application with the nickname { $nickname } in "{ $title }".
you-are-refused = ⛔ The judges have refused your entry to "{ $title }". Reason: { $reason } (REG-6).
applicant-refused = Application { $nickname } refused. Reason: { $reason }.
players-list =
    👥 "{ $title }": { $count } registered.
    { $players }
players-row = { $n }. { $nick } (ID { $game_id }) — { $status }
no-players-yet = No applications in "{ $title }" yet.
player-pending = hasn't accepted the rules
player-registered = registered
player-refused = refused
player-withdrawn = withdrew
player-dropped = dropped
player-disqualified = disqualified

## Registration

welcome =
    Hi, { $name }! I run tournaments for the CCG "Berserk. Heroes".
    To sign up, tap "Register" under a tournament announcement or send /register <in-game nickname> [in-game ID].
    All commands: /help
start-open =
    Tournament "{ $title }" (#{ $id }): registration is open.
    Send /register <in-game nickname> [in-game ID], e.g. /register Grindel 123456
start-not-open = Tournament "{ $title }" (#{ $id }): registration is not open right now.
register-in-private = Registration happens in private messages with the bot: send me /register <nickname> [in-game ID].
registration-closed-for = Registration for "{ $title }" is closed.
already-registered = You are already registered in "{ $title }" as { $nickname }.
refused-before = The judges refused your entry to "{ $title }"; a new application is not accepted.
nickname-taken = The nickname { $nickname } is already taken in this tournament (REG-3). One person, one application; if this is your nickname, contact a judge.
game-id-taken = ID { $game_id } is already used in another application (REG-3). If this is your ID, contact a judge.
rules-to-accept =
    📜 Application for "{ $title }", nickname { $nickname }.
    By taking part, you accept the regulation:
    • one application per person, one account (REG-3);
    • a player enters the match result within 10 minutes after the match, the opponent confirms or disputes it; with no answer the result becomes final (RES-1…RES-3);
    • you may concede at any time; a draw requires both players' consent (RES-4);
    • you may leave the tournament at any time (/drop): your points and place are kept (REG-8);
    • penalties escalate: caution, warning, game loss, match loss, disqualification (MOD-1).
    Special tournament rules: { $rules_url }
    { $consent }
    Tap "I accept" to complete your registration.
btn-accept = I accept
not-your-application = This is not your application.
application-stale = This application is no longer valid. Send /register again.
registered = ✅ You are registered in "{ $title }" as { $nickname }. Players in total: { $count }. Your pairings will arrive here in private messages.
not-registered = You are not registered in "{ $title }".
unregister-after-start = The tournament has already started: to leave, send /drop.
unregistered = Your application for "{ $title }" has been withdrawn.
not-a-player = You are not playing in "{ $title }".
dropped = You have left "{ $title }" after round { $round }. Your points and place in the standings are kept (REG-8).
player-dropped-alert = Player { $nickname } has left "{ $title }".

## The question before leaving (REG-8)

drop-ask = 🚪 Leave "{ $title }"? You will not play in the next rounds; only a judge can bring you back. Your points and place in the standings stay (REG-8).
drop-ask-playing = 🚪 Leave "{ $title }"? You will not play in the next rounds; only a judge can bring you back. Your current match #{ $number } will be counted as your loss; your points and place in the standings stay (REG-8).
btn-drop = I leave the tournament

## Registration: consent and eligibility (S4 1.6, 1.7, 1.9, 8.11; REG-3)

registration-consent = By taking part you consent to the publication of results and nicknames and to the processing of the data you give the bot (S4 1.6, 1.7, 1.9).{ $extra }
consent-age = {" "}Participants must be at least { $age }.
consent-territory = {" "}Participation and prizes only from: { $territory } (S4 8.11).
btn-confirm-age = I am { $age } or older
btn-confirm-territory = I am in: { $territory }
eligibility-age = your age
eligibility-territory = your territory
eligibility-missing = First confirm { $what } with the button under the rules.
eligibility-confirmed = ✅ Confirmed: { $what }. Press the remaining buttons.
game-id-required = In "{ $title }" the game ID is required: /register { $nickname } <game ID>

## Command forms

usage-close = /close takes no arguments (you can name a tournament: /close #12).
usage-refuse = Usage: /refuse <nickname> <reason>. Put nicknames with spaces in quotes: /refuse "Wild Moose" failed the check
usage-players = /players takes no arguments (you can name a tournament: /players #12).
usage-start = Usage: /start
usage-register = Usage: /register <in-game nickname> [in-game ID], e.g. /register Grindel 123456
usage-accept = Tap the "I accept" button under the tournament rules.
usage-unregister = /unregister takes no arguments.
usage-drop =
    /drop without arguments takes you yourself out of the tournament.
    A judge takes a player out: /drop <nickname> [reason]
usage-eligible = Press the confirmation button under the tournament's rules.
