### Bot texts in English, the second locale; Russian is the regulation's language.

## General

tz-moscow = MSK
internal-error = ⚠️ Something went wrong: internal error, nothing was changed. Please try the command again in a minute.
unknown-command = I don't know the command /{ $command }. List of commands: /help
input-too-long = The message is too long for a command (over { $max } characters). List of commands: /help
admins-only = This command is for organizers only (the bot's global administrators).
judges-only = This command is for the judges of "{ $title }" only.
judges-only-hint =
    { judges-only }
    { $hint }
judge-no-tournament = You are not judging any current tournament.
no-tournament = Couldn't find a tournament for /{ $command }: you are in no current tournament. Give the tournament number, e.g. /{ $command } #12
no-open-registration = No tournaments are open for registration right now. Watch for announcements in the tournament channel.
tournament-not-found = There is no tournament #{ $id }.
choose-tournament = Which tournament is this command for? Choose:
btn-tournament = #{ $id } { $title }
choice-expired = This choice has expired. Please repeat the command.
not-set = not set
no-cap = no limit
bye-word = free (bye)

## Invalid input: the correct form

usage-new = Usage: /new <tournament name>
usage-set = Usage: /set name=value …, e.g. /set rounds=auto bo=3 round_minutes=50 (the Russian names work too: туры=авто). Put values with spaces in quotes: start="2026-12-05 18:00". Current settings: /settings
usage-settings = /settings takes no arguments (you can name a tournament: /settings #12).
usage-bind = Usage: /bind makes this group the tournament channel; /bind judges makes it the judges' chat; /bind match makes it a match chat.
usage-judge = Reply with /judge to a message from the person you are appointing as a judge.
usage-open = /open takes no arguments (you can name a tournament: /open #12).
usage-close = /close takes no arguments (you can name a tournament: /close #12).
usage-refuse = Usage: /refuse <nickname> <reason>. Put nicknames with spaces in quotes: /refuse "Wild Moose" failed the check
usage-begin = /begin takes no arguments (you can name a tournament: /begin #12).
usage-next = /next takes no arguments (you can name a tournament: /next #12).
usage-finish = /finish takes no arguments (you can name a tournament: /finish #12).
usage-players = /players takes no arguments (you can name a tournament: /players #12).
usage-start = Usage: /start
usage-register = Usage: /register <in-game nickname> [in-game ID], e.g. /register Grindel 123456
usage-accept = Tap the "I accept" button under the tournament rules.
usage-unregister = /unregister takes no arguments.
usage-report = Usage: /report <your wins>:<opponent's wins>[:<draws>], e.g. /report 2:1
usage-confirm = Usage: /confirm [match number], e.g. /confirm 12
usage-dispute = Usage: /dispute [match number], e.g. /dispute 12
usage-me = /me takes no arguments (you can name a tournament: /me #12).
usage-pairings = /pairings takes no arguments (you can name a tournament: /pairings #12).
usage-standings = Usage: /standings — the table; for judges /standings csv — the table as a file (you can name a tournament: /standings #12).
usage-rules = /rules takes no arguments.
usage-help = Usage: /help or /help <command>, e.g. /help report
usage-pick = Choose a tournament with the buttons under the message.
title-invalid = The tournament name must be a single line of 2 to { $max } characters.
nickname-invalid = A nickname is 2 to { $max } characters: letters, digits, space, dot, hyphen, apostrophe; it starts with a letter or digit. For example: /register Grindel 123456
game-id-invalid = The in-game ID is up to { $max } characters: letters, digits, hyphen, dot.
reason-missing = Please give a reason.
reason-too-long = The reason is too long: { $max } characters at most.

## Settings

seed-locked = Pairings are already under way: the seed can't change after the start (FMT-3).
rounds-below-current = Round { $round } is already under way: there can't be fewer rounds.
rounds-fixed = { $rounds }
rounds-auto = auto: { $rounds } by the number of players ({ $players }), FMT-4
rounds-auto-unknown = auto: by the number of players (FMT-4)
short-notice = ⚠️ The tournament starts ({ $start }) in less than { $days } days: under the regulation, the terms must be announced at least { $days } days before the start (REG-1).

## Tournament, chats, judges

tournament-created =
    ✅ Tournament "{ $title }" created, number #{ $id }.
    Next: /set for settings, /bind in a group for the tournament channel, /bind judges for the judges' chat, /open to open registration.
tournament-finished = Tournament "{ $title }" is already finished.
bind-in-group = Send /bind in the group you want to bind.
bound-channel = ✅ This group is now the channel of "{ $title }" (#{ $id }): announcements, pairings and standings will be posted here.
bound-judges = ✅ This group is now the judges' chat of "{ $title }" (#{ $id }): disputes and alerts will be posted here.
bound-match = ✅ This group is now a match chat of "{ $title }" (#{ $id }): the bot keeps order here (MOD-2); tournament announcements are not posted here.
judge-needs-reply = To appoint a judge, reply with /judge to their message in the group.
already-judge = { $name } is already a judge of "{ $title }".
judge-added = ✅ { $name } is now a judge of "{ $title }".
you-are-judge = You have been appointed a judge of "{ $title }" (#{ $id }). Judge commands: /help
cannot-open-registration = Registration for "{ $title }" is already open.
cannot-open-running = Tournament "{ $title }" is already under way.
cannot-open-finished = Tournament "{ $title }" is already finished.
announcement =
    📣 Tournament "{ $title }" (#{ $id }) for the CCG "Berserk. Heroes"
    Start: { $start }
    Game: { $format }
    Stages: { $stages }
    Rounds: { $rounds_time }
    Places: { $cap }
    Prizes: { $prizes }
    Decklists: { $decks }
    Deck bans: { $bans }
    Check-in: { $checkin }
    Tournament rules: { $rules_url }
    Judges: { $judges }
    { $registration }
announcement-updated =
    🔄 The tournament's conditions changed: { $changes }.
    { announcement }
ann-registration-open = Registration is open: tap the button below and the bot will show the regulation and rules.
ann-registration-closed = Registration is closed.
game-format-constructed = Constructed
game-format-draft = Draft
game-format-sealed = Sealed
ann-stage = { $label }, BO{ $bo }
ann-stage-swiss = Swiss system, rounds: { $rounds }
ann-stage-swiss-auto = Swiss system, rounds: by the player count (FMT-4)
ann-stage-draft = draft at tables, rounds: { $rounds }
ann-stage-draft-auto = draft at tables, rounds: by the player count (FMT-4)
ann-stage-groups = group stage: { $groups } { $groups ->
        [one] group
       *[other] groups
    }
ann-stage-groups-sized = group stage: { $groups } { $groups ->
        [one] group
       *[other] groups
    } of { $size } { $size ->
        [one] player
       *[other] players
    }
ann-stage-single = single elimination
ann-stage-single-sized = single elimination, places: { $size }
ann-stage-double = double elimination
ann-stage-double-sized = double elimination, places: { $size }
ann-stage-top = top { $size } knockout
ann-stage-top-auto = top knockout, size by the player count (FMT-4)
ann-rounds-minutes = { $minutes } min per round
ann-rounds-schedule = scheduled at { $times } { tz-moscow }, { $minutes } min per round
ann-cap = { $cap }, then a waiting list (REG-5)
ann-no-cap = no limit
ann-decks-none = not required
ann-decks = required, { $count } per player, sent to the bot (/deck) before { $until } (REG-9)
ann-decks-draft = required, { $count } per player: built from the drafted cards (DECK-2)
ann-until-first-round = the first round
ann-bans = each player bans { $bans } of the opponent's decks 20 minutes before the match (COM-3)
ann-bans-none = none
ann-checkin = from { $opens } to { $closes }
ann-checkin-none = not required
ann-changed-start = start
ann-changed-format = game
ann-changed-stages = stages and matches (BO)
ann-changed-rounds_time = rounds
ann-changed-cap = places
ann-changed-decks = decklists
ann-changed-bans = deck bans
ann-changed-checkin = check-in
ann-changed-rules_url = tournament rules
start-not-set = to be announced
rules-url-none = standard regulation, no special rules
btn-register = Register
registration-opened = ✅ Registration for "{ $title }" (#{ $id }) is open; the announcement has been posted to { $chats }.
registration-opened-no-channel = ✅ Registration for "{ $title }" (#{ $id }) is open, but the announcement went nowhere: no channel is bound. Send /bind #{ $id } in the tournament group and tap «Post the announcement» there. Link for players: the command /start t{ $id } in a private chat with the bot.
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
status-draft = in preparation
status-registration = registration open
status-closed = registration closed
status-running = under way
status-finished = finished (open for corrections)
status-archived = closed

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

## Rounds

already-started = Tournament "{ $title }" has already started.
begin-before-open = Open registration first: /open.
too-few-players = At least { $need } players are needed to start; { $count } registered (REG-7).
tournament-started = 🏁 "{ $title }" has started! Players: { $count }. Stages: { $stages }.
not-running = Tournament "{ $title }" is not under way right now.
round-not-complete =
    Round { $round } still has matches without a final result:
    { $matches }
finish-not-complete =
    Can't finish: round { $round } still has matches without a final result:
    { $matches }
all-rounds-played = All rounds ({ $rounds }) have been played. Results: /finish
too-few-to-pair = Fewer than two players are left in the tournament: finish it with /finish.
round-pairings =
    🎲 "{ $title }", round { $round }. Round ends: { $ends }.
    { $pairs }
round-pairings-stage =
    🎲 "{ $title }", round { $round } ({ $stage }). Round ends: { $ends }.
    { $pairs }
pairing-row = #{ $number }: { $a } — { $b } ({ $state })
pairing-row-bye = #{ $number }: { $a } — { $b }
your-pairing =
    🎲 "{ $title }", round { $round }, match #{ $number } (BO{ $bo }).
    Opponent: { $opponent } (ID { $game_id }).
    Round ends: { $ends }.
    After the match, send the score: /report <your wins>:<opponent's wins>, e.g. /report 2:1
    Sideboarding only after the first game; decks return to their original state before each match (COM-5).
your-bye = 🎲 "{ $title }", round { $round }: you have a bye (match #{ $number }) and get a win.
rematch-forced = ⚠️ Round { $round }: pairings without rematches are impossible; playing again: { $pairs }.
pairings =
    🎲 "{ $title }", round { $round }:
    { $pairs }
no-pairings-yet = No pairings in "{ $title }" yet.
state-pending = awaiting result
state-reported = { $score } reported, awaiting confirmation
state-disputed = disputed, a judge decides
state-final = { $score }

## Results

score-too-many-wins = In a BO{ $bo } match, the first to win { $need } games wins: there can't be more than { $need } wins.
score-both-won = In a BO{ $bo } match, both players can't win { $need } games each.
score-too-many-games = A BO{ $bo } match has at most { $bo } games, draws included.
score-no-games = Give the score in games, e.g. 2:1; a draw with no games played is 0:0:1.
not-your-match = Match #{ $number } is not yours.
no-current-match = You have no match in the current round of "{ $title }".
match-is-bye = Match #{ $number } is a bye: there's nothing to report.
result-already-final = The result of match #{ $number } is already final: { $score }. If it's wrong, contact a judge.
match-disputed = The result of match #{ $number } is disputed: a judge will decide.
report-saved = Score of match #{ $number } against { $opponent }: { $score } (your wins first). Waiting for your opponent to confirm; if they don't answer by { $due }, the result becomes final (RES-3).
confirm-request =
    { $reporter } reported the score of match #{ $number }: { $score } (your wins first).
    Confirm or dispute it by { $due }; with no answer the result becomes final (RES-3).
btn-confirm = Confirm
btn-dispute = Dispute
nothing-to-confirm = Nothing to confirm in match #{ $number } yet: your opponent hasn't reported the score.
cannot-confirm-own = Your own score is confirmed by your opponent, not by you.
nothing-to-dispute = Nothing to dispute in match #{ $number } yet: no score has been reported.
cannot-dispute-own = You can't dispute your own score: send /report again with the correct score.
dispute-opened = ⚖️ The result of match #{ $number } ({ $a } — { $b }, reported { $score }) is disputed. A judge will decide.
dispute-alert =
    ⚖️ Dispute in "{ $title }", match #{ $number }: { $a } — { $b }.
    { $reporter } reported { $score }; disputed by { $by }; their score: { $other }.
    Ruling: /result { $number } <{ $a }'s wins>:<{ $b }'s wins> #{ $id }
result-confirmed = ✅ Match #{ $number }: { $a } — { $b } { $score }. Result confirmed.
result-auto = ✅ Match #{ $number }: { $a } — { $b } { $score }. No confirmation for { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }: the result is final (RES-3).
result-judge = ⚖️ A judge has set the result of match #{ $number }: { $a } — { $b } { $score }.
result-conceded = 🏳️ Match #{ $number }: { $a } — { $b } { $score }, { $by } conceded the match (RES-4).
result-drop = 🏳️ Match #{ $number }: { $a } — { $b } { $score }, a loss for { $by }, who left the tournament (REG-8).
result-set = ✅ Match #{ $number }: { $a } — { $b } { $score }. Recorded in the log.
no-such-match = There is no match #{ $number } in "{ $title }".
round-complete = ✅ "{ $title }": round { $round } is complete, standings published. Next round: /next #{ $id }
round-complete-last = ✅ "{ $title }": the last round, { $round }, is complete. Results: /finish #{ $id }

## Standings

standings =
    📊 "{ $title }", standings after round { $round }:
    { $table }
standings-after-round =
    📊 "{ $title }", standings after round { $round }:
    { $table }
standings-stage =
    📊 "{ $title }", stage "{ $stages }": standings after round { $round } (the bracket decides the places from here):
    { $table }
final-standings =
    🏆 "{ $title }", final standings:
    { $table }
finished =
    🏁 Tournament "{ $title }" is finished.
    { $table }
your-final-place = 🏁 "{ $title }" is finished: you placed { $place } of { $count }, points: { $points }.
no-standings-yet = No results in "{ $title }" yet.
standings-row = { $place }. { $nick } — { $points } pts ({ $record }) · { $tb }
standings-row-dropped = { standings-row } (dropped)
tb-item = { $label } { $value }
tb-omw = OMW
tb-gw = GW
tb-ogw = OGW
tb-mw = MW
tb-buchholz = Buchholz
tb-median_buchholz = Median Buchholz

## Me, rules, help

me =
    👤 "{ $title }" (#{ $id }): you are { $nickname }, { $status }.
    Points: { $points } ({ $record }), place: { $place }.
    { $match }
me-no-match = No current match.
me-bye = You have a bye in round { $round }.
me-match = Round { $round }, match #{ $number }: opponent { $opponent } (ID { $game_id }) — { $state }.
me-state-due = { $state } (final at { $due })
me-round-ends =
    { $match }
    Round { $round } time: until { $ends }.
me-round-ends-extra =
    { $match }
    Round { $round } time: until { $ends }; your match has extra time, until { $match_ends }.
me-judge = You are a judge of "{ $title }" (#{ $id }), which is { $status }. Commands: /help
me-none = You are not taking part in "{ $title }" (#{ $id }). To sign up: /register <nickname> [in-game ID]
rules-general =
    📜 Tournaments for the CCG "Berserk. Heroes" follow the regulation:
    • one application per person (REG-3); you may leave at any time (/drop, REG-8);
    • the score is reported within 10 minutes after the match (/report 2:1), the opponent confirms it (RES-1, RES-2);
    • if the opponent doesn't answer, the result becomes final after 10 minutes (RES-3);
    • pairings use the Swiss system: players with equal points, no rematches (FMT-3);
    • standings: points, then OMW, GW, OGW (FMT-7).
rules-tournament =
    { rules-general }
    Tournament "{ $title }": BO{ $bo } matches, { $confirm_minutes } min to confirm. Special rules: { $rules_url }

## Delivery

undeliverable = ⚠️ Can't message player { $name } ("{ $title }"): { $reason }. Please contact them yourself.
undeliverable-blocked = they have blocked the bot
undeliverable-never-started = they have never messaged the bot; ask them to send the bot any message
undeliverable-other = the platform refuses delivery
plain-text-hint = I understand commands, e.g. /register <nickname> or /report 2:1. List of commands: /help
button-stale = This button has expired.

## Admission: waiting list (REG-5) and check-in (REG-4)

waiting-listed = 📝 "{ $title }": all { $cap } places are taken. You are number { $position } on the waiting list ({ $nickname }); the bot will tell you when a place frees up (REG-5).
promoted-from-waiting = ✅ "{ $title }": a place freed up — you are in!
btn-checkin = I'm playing
checkin-order = The check-in window must start before it ends: checkin_from < checkin_to.
checkin-window = from { $opens } to { $closes }
checkin-not-needed = "{ $title }" needs no check-in.
checkin-not-yet = Check-in for "{ $title }" opens { $opens }.
checkin-closed = Check-in for "{ $title }" is already closed.
checkin-already = You have already checked in to "{ $title }".
checked-in = ✅ { $nickname }, you are checked in to "{ $title }" (REG-4).
checkin-opened = 🔔 "{ $title }": confirm your participation by { $closes } with the button below or /checkin. Players who do not are not admitted (REG-4).
checkin-reminder = ⏰ "{ $title }": { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } left until { $closes } and you have not checked in. Press the button or send /checkin.
checkin-opened-announce = 🔔 "{ $title }": check-in is open until { $closes }. Registered players got a private message.
not-admitted = ⛔ "{ $title }": you did not check in in time and are not admitted (REG-4).
checkin-summary = "{ $title }": check-in closed. Admitted: { $count }. Did not check in: { $missing }.
checkin-still-open = Check-in is open until { $closes }: the tournament can start after it (REG-4).
player-waiting = on the waiting list
player-not-admitted = did not check in
usage-checkin = /checkin takes no arguments (you may name the tournament: /checkin #12).

## Time: the round clock, pauses, automatic rounds (RES-5, RES-6, RES-7)

round-warning = ⏳ Round { $round }: { $minutes } min left.
match-warning = ⏳ Match #{ $number }: { $minutes } min of time left.
round-time = ⏰ Time in round { $round }. Unfinished matches: { $open }. The bot sent them the end-of-match rule (RES-5).
no-current-match-number = There is no match #{ $number } in the current round.
already-paused = "{ $title }" is already paused.
not-paused = "{ $title }" is not paused.
paused = ⏸ "{ $title }": the tournament is paused by the judges (RES-6). Every deadline is on hold.
paused-judge = ⏸ "{ $title }" is paused. To go on: /resume
resumed = ▶️ "{ $title }": the pause is over; deadlines moved by its length.
resumed-round = ▶️ "{ $title }": the pause is over. The round now ends at { $ends }; every deadline moved by the length of the pause.
resumed-judge = ▶️ "{ $title }": the pause lasted { $minutes } min; deadlines moved.
round-break = ☕ Break. Round { $round } starts at { $starts }.
round-soon = 🔔 Round { $round } starts at { $starts }. Players: be in the tournament channel 30 minutes before the start and during the matches (COM-2).
schedule-needs-start = Round times count from the start day: set start="YYYY-MM-DD HH:MM" first.
auto-round-failed = ⚠️ "{ $title }": the next round did not start by itself — { $reason } Continue by hand: /next
result-techloss = ⚖️ Match #{ $number }: { $a } — { $b } { $score }, technical loss (RES-7).
techloss-reason = ⚖️ "{ $title }", match #{ $number }: you got a technical loss. Reason: { $reason } (RES-7).
techloss-no-reason = not given
techloss-set = ⚖️ { $nickname }: technical loss in match #{ $number } ({ $score }). Logged.
no-such-player = There is no player { $nickname } in "{ $title }".
no-current-match-for = { $nickname } has no match in the current round.
switch-on = on
switch-off = off
usage-pause = /pause takes no arguments (you may name the tournament: /pause #12).
usage-resume = /resume takes no arguments (you may name the tournament: /resume #12).

## Decks and the card pool (DECK-1…DECK-4)

element-unknown = Unknown element "{ $element }". Elements: steppes, mountains, forest, swamps, darkness, neutral.
card-unknown = No card "{ $name }" in the pool.
card-ambiguous = "{ $name }" looks like several cards: { $options }. Please be precise.
pool-empty = The card pool file is empty.
pool-bad-row = Card pool, line { $line }: { $problem ->
        [header] no header name,element,hero,horde,set
        [columns] missing columns ({ $value })
        [syntax] format error ({ $value })
        [name] empty name
        [element] unknown element "{ $value }"
        [hero] hero must be yes/no, not "{ $value }"
        [horde] horde must be yes/no, not "{ $value }"
        [set] empty set
        [duplicate] card "{ $value }" already appears above
       *[other] error ({ $value })
    }.
banned-bad-line = Banned list, line { $line }: { $problem ->
        [unknown] "{ $name }" is not in the pool
        [ambiguous] "{ $name }" looks like several cards: { $options }
        [typo] "{ $name }" — a typo? Maybe: { $options }
       *[other] error in "{ $name }"
    }.
deck-bad-line = I cannot read decklist line { $line }: "{ $text }". Write "3 Card name". Unreadable lines: { $count } ({ $lines }).
deck-empty = The decklist is empty: after /deck send lines like "3 Card name", a "Hero: …" line and, if needed, "Sideboard:".

## Stages and brackets (FMT-1, FMT-2, FMT-5, FMT-8)

stages-bad = Bad stages in "{ $part }": { $reason ->
        [empty] empty
        [kind] unknown stage (there are swiss, single, double, groups, draft, top, sealed)
        [number] a number is needed
        [size] a bracket has at least { $least } places
        [groups] the number of groups is needed
        [group-size] a group has at least { $least } players
        [top-first] a top cannot be the first stage
        [after-elimination] no stage can follow an elimination bracket
        [bracket-players] the bracket has { $size } places for { $players } players
        [groups-players] { $players } players do not split into { $groups } groups
        [groups-top] a top of { $size } does not split evenly over { $groups } groups (at most { $most })
        [draft-top] a top of { $size } does not split evenly over { $tables } tables
        [top-too-big] a top of { $size } is bigger than the field ({ $players })
        [rounds-too-many] more rounds than can be played without rematches (at most { $most } for { $players } players)
       *[other] error
    }. Example: stages="swiss:5,top:8".
bo-bad = Bad bo={ $value }: { $reason ->
        [length] matches are BO1, BO3 or BO5
       *[count] give one value or one per stage ({ $stages })
    }. Example: bo=1,3
draft-too-few = A draft needs at least { $need } players; there are { $players } (FMT-8).
draft-tables-bad = { $players } players cannot sit at { $tables } tables of 8–16 (FMT-8).
draft-top-bad = A top of { $top } does not split evenly over { $tables } tables (at most { $most }, FMT-8).
bracket-node-unknown = The bracket has no match "{ $node }".
bracket-node-not-ready = Bracket match "{ $node }" is not ready: an opponent is still unknown.
bracket-result-bad = { $winner } does not play in bracket match "{ $node }".
round-final = final
round-semifinal = semi-final
round-fraction = 1/{ $part } final
round-upper = upper bracket, round { $round }
round-lower = lower bracket, round { $round }
round-upper-final = upper bracket final
round-lower-final = lower bracket final
round-grand-final = grand final
round-grand-final-reset = grand final, deciding match

## Stages: how the tournament runs (FMT-1, FMT-5, FMT-6, FMT-8)

auto = auto
stage-item = { $label }
stage-swiss = Swiss, rounds: { $rounds }
stage-draft = draft at tables, rounds: { $rounds }
stage-groups = group stage, groups: { $groups }
stage-single = single elimination
stage-double = double elimination
stage-top = top { $size } knockout
stage-started =
    ▶️ "{ $title }": stage "{ $stage }" begins with { $count } players.
    { $pools }
pool-row = Table/group { $n }: { $players }
pairing-row-node = #{ $number } ({ $label }): { $a } — { $b } ({ $state })
final-row-bare = { $place }. { $nick }
bracket-after-round =
    🏆 "{ $title }", bracket after round { $round }:
    { $rows }
    { $champion }
bracket-row = { $label }: { $a } — { $b } { $state }
bracket-champion = 🥇 Winner: { $name }!
node-waiting = (waiting for an opponent)
node-ready = (playing)
node-played = ({ $score }, { $winner } goes on)
node-bye = ({ $winner } goes on without a match)
node-forfeit = (the opponent is out, { $winner } goes on, MOD-8)
node-skipped = (not needed)
stage-complete = ✅ "{ $title }": round { $round } completed the stage. Next stage: /next #{ $id }
knockout-no-draw = There are no draws in knockout matches (FMT-6): at time-out the hero with more life wins; with equal life play goes on. Report a score with a winner.
life-only-knockout = Life totals matter only in knockout matches (FMT-6); in Swiss a game unfinished at time-out is a draw.
life-noted = Noted the heroes' life in match #{ $number }. Waiting for your opponent.
life-mismatch = Match #{ $number }: you and your opponent gave different life totals. A judge decides.
life-mismatch-alert = ⚖️ "{ $title }", match #{ $number } ({ $a } — { $b }): the players disagree on the heroes' life at time-out (FMT-6). Decide with /result { $number } <score> #{ $id }
usage-life = Usage: /life <your hero's life> <opponent's hero's life>, e.g. /life 12 9

## Draft: the pick timer (FMT-10)

direction-left = left
direction-right = right
draft-not-now = The draft timer runs in a draft stage, before its first round.
draft-after-pairing = The draft's first round is already paired: the pick timer is not needed any more.
draft-seated = "{ $title }": players are seated at their tables. Draft timer: /draft #{ $id }; once decks are built, round 1: /next #{ $id }
draft-started = 🃏 "{ $title }": the draft begins! Boosters: { $boosters }, about { $minutes } min. Picks and times here and in private. Judges' pause: /pause
draft-started-judge = The draft timer of "{ $title }" is running. Stop: /pause, go on: /resume.
draft-pick = 🃏 Booster { $booster }, pick { $pick }: { $left } cards, { $seconds } s to choose, pass { $direction }.
draft-pick-last = 🃏 Booster { $booster }, pick { $pick }: the last card, { $seconds } s.
draft-review = 📖 Booster { $booster } is done: { $seconds } s to look through your picks.
draft-over = 🃏 "{ $title }": the draft is over. Build your decks: a hero and at least 40 cards from your pool (DECK-2).
draft-done = "{ $title }": the draft is over. Round 1: /next #{ $id }
draft-picks-default = the regulation's: 55 s at 15 cards … 20 s at 8, then 5 s less (FMT-10)
usage-draft = /draft takes no arguments (you may name the tournament: /draft #12).

## Pictures

standings-picture = 📊 "{ $title }", standings after round { $round }
standings-picture-final = 🏆 "{ $title }", final standings
bracket-picture = 🏆 "{ $title }": bracket
picture-after-round = after round { $round }
picture-final = final
col-place = #
col-player = Player
col-points = Points
col-record = W-L-D

## Decks (REG-9, DECK-1…DECK-4)

no-card-pool = The organizer has not loaded a card pool yet: python -m bot cards import <file>, or a file captioned /cards.
usage-cards = Send the card pool as a CSV or TOML file captioned /cards (columns name, element, hero, horde, set).
usage-banned = Send the Constructed banned list as a file or as text after /banned: one card a line.
cards-imported = ✅ Card pool loaded: { $count } cards, { $heroes } of them heroes.
banned-imported = ✅ Constructed banned list loaded: { $count } cards (DECK-3).
deck-refused =
    ❌ Decklist refused:
    { $problems }
    { $corrected }
deck-corrected = Names corrected: { $pairs }.
problem-line = • { $rule }
problem-deck-too-few-cards = • The main deck has { $count } cards; at least { $minimum } are needed ({ $rule }).
problem-deck-side-size = • The sideboard has { $count } cards; it may have 0 or exactly { $size } ({ $rule }).
problem-deck-too-many-copies = • "{ $card }": { $count } copies in deck and sideboard together, at most { $limit } ({ $rule }).
problem-deck-wrong-element = • "{ $card }" is of element "{ $element }" but hero { $hero } is "{ $hero_element }": only neutral cards and the hero's element ({ $rule }).
problem-deck-not-neutral = • "{ $card }" is of element "{ $element }" but the neutral hero { $hero } allows neutral cards only ({ $rule }).
problem-deck-banned = • "{ $card }" is banned in Constructed ({ $rule }).
problem-deck-not-opened = • "{ $card }": { $count } in the deck but { $opened } in the opened pool ({ $rule }).
problem-deck-hero-missing = • No hero: add a "Hero: …" line ({ $rule }).
problem-deck-several-heroes = • Several heroes: { $cards } — there is one hero ({ $rule }).
problem-deck-not-a-hero = • "{ $card }" is not a hero ({ $rule }).
problem-deck-hero-in-main = • A spare hero "{ $card }" in the main deck: { $count } ({ $rule }).
problem-deck-hero-in-side = • A spare hero "{ $card }" in the sideboard is not allowed ({ $rule }).
problem-card-unknown = • No card "{ $name }" in the pool ({ $rule }).
problem-card-ambiguous = • "{ $name }" looks like several cards: { $options } ({ $rule }).
sealed-pool-first = First send your opened pool: /pool and the card list (FMT-11).
deck-slot-bad = A deck number is 1 to { $count }.
deck-slots-full = All { $count } decks are in. To replace one: /deck <number> and the list.
decks-not-required = "{ $title }" needs no decklists.
decks-locked = "{ $title }" has started: decklists are locked, only a judge may change one (REG-9).
deck-accepted = ✅ Deck { $slot } of { $count } accepted: "{ $name }", hero { $hero }, main { $main }, sideboard { $side }. Only you and the judges see it. { $corrected }
deck-changed-by-judge = A judge changed your deck { $slot } in "{ $title }": "{ $name }".
pool-not-sealed = Pools are sent only in Sealed, and "{ $title }" is not Sealed.
usage-pool = Usage: /pool and on the next lines every opened card, e.g. "2 Card name".
sealed-pool-saved = ✅ Pool for "{ $title }" saved: { $count } cards. Now the deck: /deck (FMT-11).
no-decks-yet = You have not sent your decks for "{ $title }" yet ({ $count } needed): /deck and the list.
my-decks =
    🃏 Your decks in "{ $title }":
    { $decks }
deck-row = { $slot }. "{ $name }" ({ $hero }), main { $main }, side { $side }
player-no-decks = { $nickname } has not sent decks yet.
decklist =
    🃏 Decks of { $nickname }:
    { $decks }
decklist-item =
    { $slot }. "{ $name }" ({ $hero }), main { $main }, side { $side }:
    { $content }
publish-before-end = Decklists are published after "{ $title }" ends.
published-deck =
    🃏 Place { $place } — { $nickname }, deck { $slot }: "{ $name }" ({ $hero })
    { $content }
decks-published = Decklists published: { $count } (top { $top }).
usage-deck = Usage: /deck [deck number] and the list on the next lines: "Hero: …", "3 Card name", "Sideboard:". Or a .txt file captioned /deck.
usage-setdeck = Usage: /setdeck <nickname> [number] and the list on the next lines.
usage-decks = /decks takes no arguments.
usage-decklist = Usage: /decklist <nickname>
sent-privately = 📬 { $name }, the answer is in your private chat with the bot: decklists are for the judges and their owner only (REG-9).
begin-missing-decks = "{ $title }" has not started: decklists are required ({ $count } per player) and not everyone has sent them (REG-9): { $players }. A player sends his list to the bot privately: /deck. A judge may enter it himself with /setdeck <nickname> and the list on the next lines, or refuse the player: /refuse <nickname> <reason>. Then /begin again.
missing-deck-row = { $nick } ({ $sent } of { $count })
usage-publish_decks = Usage: /publish_decks [places], e.g. /publish_decks 8
usage-bandeck = Choose the opponent's deck with a button.

## Deck bans and match day (COM-2, COM-3, COM-5)

btn-ban = { $slot }. { $name } ({ $hero })
ban-request = 🚫 Match #{ $number } against { $opponent }: ban { $bans } of their decks by { $closes } (COM-3). Your opponent does not see your choice until choosing too.
bans-not-now = Decks are not banned in "{ $title }" now.
bans-closed = The time to ban decks in match #{ $number } is over (COM-3).
ban-slot-bad = Your opponent in match #{ $number } has no such deck.
ban-already = You have already banned this deck.
bans-used = You have already banned { $bans } deck(s) in match #{ $number }.
ban-noted = Noted. Bans left: { $left }.
bans-result = 🚫 Match #{ $number }: { $a } plays { $decks_a }; { $b } plays { $decks_b } (COM-3).
ban-default-random = You did not ban a deck in match #{ $number } in time: chosen at random (COM-3).
ban-default-none = You did not ban a deck in match #{ $number } in time: your ban is skipped (COM-3).
bans-late = "{ $title }": did not ban decks in time: { $players }.
match-reminder = ⏰ Match #{ $number } starts at { $starts }. Be in the tournament channel 30 minutes before and during the match (COM-2).
not-in-channel = ⚠️ Match #{ $number } starts at { $starts } and you are not in the tournament channel. Join it: players must be there 30 minutes before the start (COM-2).
round-presence = ⏰ "{ $title }": round { $round } starts at { $starts }. Be in the tournament channel 30 minutes before the start and during the match (COM-2).
round-absent = ⚠️ "{ $title }": round { $round } starts at { $starts } and you are not in the tournament channel. Join it: players must be there 30 minutes before the start (COM-2).
round-reminder = ⏰ Round { $round } starts at { $starts }. Players, to the channel (COM-2).
absent-players = "{ $title }": not in the channel before the matches: { $players } (COM-2).
match-start = ▶️ Match #{ $number } has started. Sideboarding only after the first game; decks return to their original state before each match (COM-5).

## Files

file-unreadable = I cannot read the file: a text file up to { $max } KB is needed (UTF-8 or Windows-1251).
file-what-for = What is this file for? Caption it with a command: /deck — a decklist, /pool — a Sealed pool, /cards — the card pool, /banned — the banned list.
me-match-decks =
    { $match }
    Your decks for the match: { $mine }. Opponent's decks: { $theirs } (COM-3).

## Protests (PRO-1…PRO-9)

btn-protest = File a protest with a judge
reason-result = Result dispute
reason-rules = Rules violation
reason-deck = Deck doesn't match the decklist
reason-assistance = Outside assistance
reason-stalling = Stalling
reason-conduct = Conduct
reason-technical = Technical failure
reason-other = Other
protest-no-match = A protest is filed about your own match: /protest [match number].
protest-after-auto = The result became final because the opponent did not answer in time, so it can't be protested (PRO-9).
protest-too-late = A protest is accepted only within { $minutes } minutes after the match ends (PRO-3).
protest-limit = At most { $limit } protests per player per { $scope ->
        [stage] stage
       *[round] round
    } (PRO-4): your limit is used up.
protest-reason-ask = ⚖️ Protest about match #{ $number }: { $me } against { $accused } (PRO-2). Choose one reason:
protest-unknown = There is no protest #{ $id }.
protest-not-yours = This is not your protest.
protest-already-filed = Protest #{ $id } has already been filed.
protest-text-ask = Reason: { $reason }. Now describe it in one message, this one reason only (PRO-2). The message can't be edited once sent: editing rejects the protest (PRO-5).
protest-text-empty = Describe the reason for the protest in words.
protest-text-long = Too long: { $max } characters at most.
protest-several-reasons = A protest has one reason (PRO-2), and I see several points or reasons. Send a description of one reason; file another protest for the other one if your limit allows (PRO-7).
protest-filed = ✅ Protest #{ $id } about match #{ $number } has been sent to the judges. The ruling will arrive here.
protest-alert =
    ⚖️ Protest #{ $id } ("{ $title }"), match #{ $number }: { $me } against { $accused }.
    Reason: { $reason }.
    { $text }
    Ruling: /decide { $id } accept [<a>:<b>] <text> #{ $tid } or /decide { $id } reject <text> #{ $tid }; evidence: /evidence { $id } <minutes> #{ $tid }
btn-protest-accept = Accept…
btn-protest-reject = Reject…
btn-protest-evidence = Request evidence
protest-noted = ⚖️ { $me } filed a protest with a judge about match #{ $number } (PRO-1).
protest-against-you = ⚖️ { $me } filed a protest with a judge about match #{ $number }. A judge will decide.
protest-edited = ⛔ The message of protest #{ $id } was edited, so the protest is rejected (PRO-5). A judge may reopen it within 10 minutes.
protest-edited-alert = "{ $title }": protest #{ $id } from { $me } rejected: the message was edited (PRO-5). To reopen: /reopen { $id } #{ $tid }
protest-decided = Protest #{ $id } has already been decided; the ruling is final (PRO-8).
protest-not-open = Protest #{ $id } is not awaiting a ruling now.
usage-decide = Usage: /decide <protest number> accept|reject [ruling text]; without a text I will ask for it. An upheld protest changes the result when the text starts with a score: /decide <number> accept <a>:<b>[:<draws>] <text> (RES-8).
decision-text-ask = ⚖️ { $judge }, protest #{ $id } will be { $verdict }. Reply to this message with the ruling text: your next message in this chat becomes the ruling. It is final and goes to both players (PRO-8). If an upheld protest changes the match result, start with the new score, as in /result: 2:1 text (RES-8).
decision-text-empty = Write the ruling text in words.
protest-accepted = ⚖️ Protest #{ $id } about match #{ $number } is upheld. The judge's ruling: { $text } The ruling is final (PRO-8).
protest-rejected = ⚖️ Protest #{ $id } about match #{ $number } is rejected. The judge's ruling: { $text } The ruling is final (PRO-8).
verdict-accepted = upheld
verdict-rejected = rejected
protest-decided-judge = Protest #{ $id } ({ $verdict }); the players have been notified. To change the result of match #{ $number }: /result
evidence-asked = 📎 A judge asks for evidence on protest #{ $id }: send screenshots or videos here by { $until } (PRO-6).
evidence-asked-judge = Evidence on protest #{ $id } requested by { $until }.
evidence-received = ✅ File "{ $name }" has been attached to protest #{ $id } and sent to the judges.
evidence-too-big = The file is too big: { $max } MB at most.
evidence-forwarded = 📎 Evidence for protest #{ $id } from { $me }: { $name }
evidence-over = Time for evidence on protest #{ $id } is over. Ruling: /decide { $id } … #{ $tid }
protest-not-edited = Protest #{ $id } was not rejected for an edit.
protest-reopen-late = More than { $minutes } minutes have passed: protest #{ $id } can't be reopened (PRO-5).
protest-reopened = ⚖️ A judge has reopened protest #{ $id } (PRO-5).
protest-reopened-judge = Protest #{ $id } is awaiting a ruling again.
no-open-protests = No protests are awaiting a ruling in "{ $title }".
protests-list =
    ⚖️ "{ $title }", protests:
    { $items }
protest-row = #{ $id }, match #{ $number }: { $me } against { $accused } — { $reason } ({ $state }; { $due })
protest-state-open = awaiting a ruling
protest-state-evidence = awaiting evidence
protest-due = due { $moment }
protest-due-playing = the match is still being played: due { $minutes } minutes after it ends (PRO-3)
usage-protest = Usage: /protest [match number]
usage-preason = Choose a reason with a button.
usage-evidence = Usage: /evidence <protest number> [minutes]
usage-reopen = Usage: /reopen <protest number>
usage-protests = /protests takes no arguments.

## Sanctions (MOD-1…MOD-10)

sanction-remark = caution
sanction-warning = warning
sanction-gameloss = game loss
sanction-matchloss = match loss
sanction-dq = disqualification
sanction-ban = ban
sanction-escalated = (repeat violation, escalated per the regulation)
sanction-pending = (awaiting a judge's confirmation)
sanction-issued = ⚖️ { $nickname }: { $kind } ({ $rule }). { $escalated } Logged.
you-got-remark = ⚖️ "{ $title }": you got a caution ({ $rule }). Reason: { $reason }.
you-got-warning = ⚠️ "{ $title }": you got a warning ({ $rule }). Reason: { $reason }. A repeat violation is penalized more harshly.
you-got-gameloss = ⚖️ "{ $title }": you got a game loss ({ $rule }). Reason: { $reason }.
you-got-matchloss = ⚖️ "{ $title }": you got a match loss ({ $rule }). Reason: { $reason }.
you-got-dq = ⛔ "{ $title }": you are disqualified ({ $rule }). Reason: { $reason }. The ruling is final (MOD-8).
you-got-ban = ⛔ You are banned from tournaments until { $until } ({ $rule }). Reason: { $reason } (MOD-9).
dq-announced = ⛔ "{ $title }": { $nickname } is disqualified ({ $rule }).
dq-confirm-ask = ⚠️ "{ $title }": repeat violation by { $nickname } ({ $reason }); the regulation calls for disqualification ({ $rule }). Confirm:
dq-confirm-asked = Repeat violation: the judges have been asked to confirm the disqualification of { $nickname } (MOD-3).
btn-confirm-dq = Disqualify
btn-decline-dq = Don't disqualify
dq-declined = A judge has cancelled the disqualification of { $nickname }.
sanction-not-pending = Sanction #{ $id } is not awaiting confirmation.
result-matchloss = ⚖️ Match #{ $number }: { $a } — { $b } { $score }, match loss by a judge's ruling.
result-gameloss = ⚖️ Match #{ $number }: { $a } — { $b } { $score }, games awarded for game losses (MOD-1).
gameloss-game-won = ⚖️ Match #{ $number }: { $nickname } got a game loss ({ $rule }), so the game goes to you. Game score: { $a } — { $b } { $score }.
gameloss-report-cleared = ⚖️ The score entered for match #{ $number } has been cleared: it leaves out the game awarded by a sanction ({ $a } — { $b } { $score }). Enter the final score including it: /report.
gameloss-applied = Game awarded to { $winner }: match #{ $number }, { $a } — { $b } { $score }.
gameloss-no-match = { $nickname } has no open match in the current round, so no game could be applied. The sanction is recorded.
result-dq = ⛔ Match #{ $number }: { $a } — { $b } { $score }, one of the players is disqualified (MOD-8).
result-annulled = ⛔ Match #{ $number }: { $a } — { $b } { $score }, result annulled (MOD-3).
banned-until = You are banned from tournaments until { $until } (MOD-9). Reason: { $reason }.
no-bans = No active bans.
bans-list =
    ⛔ Active bans:
    { $items }
ban-row = { $name } — until { $until }: { $reason }
history-clean = { $nickname } has no sanctions.
history =
    📋 Sanctions of { $nickname }:
    { $items }
history-row = { $at } "{ $title }": { $kind } — { $reason } { $pending }
audit-file = 📋 "{ $title }": log of judges' actions and result changes, { $count } entries.
usage-remark = Usage: /remark <nickname> <reason>, or in reply to the player's message: /remark <reason>
usage-warn = Usage: /warn <nickname> <reason>; the reason's first word may name the violation: obscene, insult, stalling, assistance, deck, flood, spam, chat
usage-gameloss = Usage: /gameloss <nickname> <reason>
usage-matchloss = Usage: /matchloss <nickname> <reason>
usage-dq = Usage: /dq [annul] <nickname> <reason>; annul voids the player's results (MOD-3)
usage-ban = Usage: /ban <days> <nickname> <reason>
usage-sconfirm = Confirm with a button.
usage-bans = /bans takes no arguments.
usage-history = Usage: /history <nickname>
usage-audit = Usage: /audit or /audit csv

## Chat moderation (MOD-2)

violation-obscene = obscene language
violation-insult = insult
violation-stalling = stalling
violation-assistance = outside assistance
violation-deck = deck doesn't match the decklist
violation-flood = flood
violation-spam = spam
violation-chat = chat tampering
violation-other = violation
mod-player = player
mod-spectator = spectator
chat-event-members = added members
chat-event-title = changed the chat title
chat-event-photo = changed the chat photo
chat-event-added-removed = added to the match chat: { $added } (the bot removed them)
chat-event-added-kept = added to the match chat: { $added } (the bot cannot remove them — please decide)
moderation-edited = ✏️ "{ $title }": { $who } { $name } edited a message in "{ $chat }", it now reads: "{ $quote }"
moderation-alert = 🛡 "{ $title }": { $violation } — { $who } { $name }: "{ $quote }"
spectator-repeat = 🛡 "{ $title }": spectator { $name } keeps violating ({ $violation }). Decide: /ban <days> or a caution.
deleted = (message deleted by a moderator)
bind-missing-admin = ⚠️ For moderation (MOD-2) make the bot an admin of the group with the right to delete messages: otherwise it neither sees ordinary messages nor removes violations.
bind-missing-delete = ⚠️ The bot cannot delete messages: moderation (MOD-2) will only tell the judges. Give it the "Delete messages" right.
bind-missing-privacy = ⚠️ The bot does not see the group's ordinary messages: make it an admin or switch privacy mode off with @BotFather.
slow-down = Too many commands in a row: wait a minute (S4 6.6). Commands are ignored meanwhile.

## Judges' corrections (RES-7, RES-8, REG-8)

no-reason = not given
review-closed = «{ $title }» is closed: the time for corrections after the end is over (RES-8).
review-closed-alert = 🔒 «{ $title }» (#{ $id }): the time for corrections is over, results are final.
correction-needs-reason = The result of match №{ $number } is already final. A correction needs a reason: /result { $number } <score> <reason>
correction-bracket-played = The winner of match №{ $number } has played on in the bracket (match №{ $later }). The winner cannot change; a score with the same winner can.
result-corrected = ⚖️ A judge set the result of match №{ $number }: { $a } — { $b } { $score } instead of { $before }. Reason: { $reason }.
standings-corrected =
    ⚖️ «{ $title }»: the result of match №{ $number } was corrected. Standings now:
    { $table }
correction-pairings-differ = ⚠️ «{ $title }»: after the correction of match №{ $number } round { $rounds } would have been paired otherwise. Played rounds are never re-paired; decide whether anything must change.
final-standings-corrected =
    ⚖️ «{ $title }»: final standings after a correction:
    { $table }
your-final-place-changed = ⚖️ «{ $title }»: after a correction of results your place is { $place } (was { $before }).
result-double-loss = ⚖️ Match №{ $number }: { $a } — { $b }: neither came, both lose (RES-7).
double-loss-set = ⚖️ Match №{ $number }: { $a } and { $b } did not come, both lose. Logged.
double-loss-already = Match №{ $number } already records that neither came.
techloss-already = Match №{ $number } already has a technical loss. If { $nickname } did not come either: /techloss { $number } both
techloss-decided = The result of match №{ $number } is already final. To correct it: /result { $number } <score> <reason>
techloss-score-auto = auto: 1:0 in BO1, 2:0 in BO3, 3:0 in BO5 (RES-7)
techloss-score-unfit = The technical loss score of the settings ({ $score }) is impossible in a BO{ $bo } match (RES-7). Give the score in the command, e.g. /techloss <nick> 1:0, or change the setting: /set techloss_score=auto
techloss-score-bad = The technical loss score { $score } does not fit: the winner's games come first and are more, e.g. 2:0 (RES-7).
player-not-playing = { $nickname } is not playing in the tournament now.
dropped-by-judge = ⚖️ A judge took you out of «{ $title }». Reason: { $reason }. Your points and place stay in the standings (REG-8).
judge-dropped = { $nickname } is out after round { $round }. To bring him back: /undrop { $nickname }
undrop-not-dropped = { $nickname } has not left the tournament.
undropped = ⚖️ A judge brought you back into «{ $title }»: you are paired from the next round.
judge-undropped = { $nickname } is back and will be paired in round { $round }.
result-held = ⏸ Match №{ $number }: protest №{ $id } was filed; the result will not become final until a judge decides (RES-3, PRO-1).
result-released = ▶️ Match №{ $number }: the judge decided the protest. The reported score waits for confirmation again until { $due } (RES-3).
finish-confirm =
    «{ $title }» can be finished, but some things are still open:
    Unconfirmed results (they become final as reported): { $reported }
    Open protests (they stay open until decided): { $protests }
    Finish anyway?
btn-finish-anyway = Finish the tournament
btn-go-ahead = Confirm
usage-result =
    Form: /result <match number> <first's games>:<second's games>[:<draws>] [reason], e.g. /result 12 2:1
    A final result is corrected only with a reason: /result 12 1:2 players swapped
    Neither came: /result 12 0:0 <reason>
usage-techloss =
    Form: /techloss <nickname> [winner:loser] [reason], e.g. /techloss Los no-show or /techloss Los 2:0 late
    Neither came: /techloss <match number> both [reason]
usage-drop =
    /drop without arguments takes you yourself out of the tournament.
    A judge takes a player out: /drop <nickname> [reason]
usage-undrop = Form: /undrop <nickname>: bring a dropped player back from the next pairing.
usage-repair = /repair takes no arguments: it pairs the current round anew while it has no result yet.
usage-swap = Form: /swap <nickname> <nickname>: two players exchange their opponents in the current round, e.g. /swap Los Grindel
usage-add = Form: /add <nickname> [game ID] as a reply to the player's message, e.g. /add Grindel 123456
usage-undo = /undo takes no arguments: it takes back your last correction (within 10 minutes).
undo-nothing = Nothing to undo: you have no correction in this tournament that can be taken back.
undo-too-old = Only a correction of the last { $minutes } minutes can be undone.
undo-depends = Cannot undo: since the correction { $what }. Correct the result again with /result.
undo-after-round-paired = the next round was paired
undo-after-stage-started = the next stage began
undo-after-finished = the tournament finished
undo-after-round-repaired = the round was paired anew
undo-after-opponents-swapped = players exchanged opponents
undo-after-change = this match was changed again
undo-what-result = a match result
undo-what-drop = a player taken out
undo-what-undrop = a player brought back
undone = ↩️ Your last correction is undone: { $what }. Logged.
correction-undone = ↩️ A judge took back his last correction of match №{ $number }: the result is as it was before it.
status-undone = ↩️ A judge took back his last decision about your place in «{ $title }».

## Round changes before any result, and late entrants (FMT-3)

round-pairings-again =
    🔁 A judge paired round { $round } anew: these pairings replace the earlier ones.
    { round-pairings }
round-pairings-stage-again =
    🔁 A judge paired round { $round } anew: these pairings replace the earlier ones.
    { round-pairings-stage }
your-pairing-again =
    🔁 The pairings of round { $round } changed: this message replaces the earlier one.
    { your-pairing }
your-bye-again =
    🔁 The pairings of round { $round } changed: this message replaces the earlier one.
    { your-bye }
round-change-not-swiss = "{ $title }": /repair and /swap change pairings only in Swiss and draft stages; here the bracket or the group schedule sets them.
round-change-started = The round's pairings cannot change: matches { $matches } already have a score. Pairings change only before the first result.
round-change-protested = The round's pairings cannot change: a protest was filed on matches { $matches }.
repair-no-other = Round { $round } has no other pairing: with these results the lot gives the same pairs.
change-pair-row = { $a } — { $b }
change-pair-bye = { $a } — bye
warning-rematch = a rematch: { $a } — { $b }
warning-second-bye = a second bye: { $a }
warning-pair-down = different points: { $a } ({ $pa }) — { $b } ({ $pb })
btn-apply-pairs = Apply the pairings
repair-confirm =
    "{ $title }", round { $round }: the new pairings
    { $pairs }
    Note (FMT-3):
    { $warnings }
    Apply them?
repair-done = ✅ Round { $round } is paired anew; the channel and the players have the new pairings. Logged.
swap-not-in-round = { $nickname } does not play in round { $round }.
swap-same-match = They play each other (match #{ $number }): nothing to exchange.
swap-other-table = Matches #{ $first } and #{ $second } are at different draft tables: opponents are not exchanged between tables (FMT-8).
swap-confirm =
    "{ $title }", round { $round }: after the exchange
    { $pairs }
    Note (FMT-3):
    { $warnings }
    Apply it?
swap-done = ✅ Round { $round }: { $a } and { $b } exchanged opponents; the players and the channel are told. Logged.
swap-announced =
    🔁 "{ $title }", round { $round }: a judge exchanged opponents, the new pairs:
    { $pairs }
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
