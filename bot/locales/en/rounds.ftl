### Rounds: the start, the pairings, the round's end and the next round

## Rounds

already-started = Tournament "{ $title }" has already started.
begin-before-open = Open registration first: /open.
too-few-players = At least { $need } players are needed to start; { $count } registered (REG-7).
tournament-started = 🏁 "{ $title }" has started! Players: { $count }. Stages: { $stages }.
not-running = Tournament "{ $title }" is not under way right now.
round-not-complete =
    Round { $round } still has matches without a final result:
    { $matches }
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

## A round complete

round-complete = ✅ "{ $title }": round { $round } is complete, standings published. Next round: /next #{ $id }
round-complete-last = ✅ "{ $title }": the last round, { $round }, is complete. Results: /finish #{ $id }

## Command forms

usage-begin = /begin takes no arguments (you can name a tournament: /begin #12).
usage-next = /next takes no arguments (you can name a tournament: /next #12).
usage-pairings = /pairings takes no arguments (you can name a tournament: /pairings #12).
