### Judges' corrections: results, technical and double losses, drop and undrop, /undo

## Judges' corrections (RES-7, RES-8, REG-8)

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
btn-go-ahead = Confirm
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

## Bringing a dropped player back after missed rounds (REG-8)

judge-undropped-missed = { $nickname } is back in the tournament and will be paired in round { $round }. { $count ->
        [1] Missed round { $rounds }
       *[other] Missed rounds { $rounds }
    }: { $missed }.
undropped-missed = ⚖️ A judge brought you back into "{ $title }": you are paired from round { $round }. { $count ->
        [1] Missed round { $rounds }
       *[other] Missed rounds { $rounds }
    }: { $missed }.
undrop-not-swiss = { $nickname } missed rounds after leaving, and "{ $stage }" is not a Swiss stage: he could only come back before the next pairing.
undrop-other-stage = { $nickname } left before the stage "{ $stage }" began and is not in it: he cannot come back.
undrop-no-round-left = No rounds are left in "{ $stage }": { $nickname } would not be paired again.

## Command forms

usage-result =
    Form: /result <match number> <first's games>:<second's games>[:<draws>] [reason], e.g. /result 12 2:1
    A final result is corrected only with a reason: /result 12 1:2 players swapped
    Neither came: /result 12 0:0 <reason>
usage-techloss =
    Form: /techloss <nickname> [winner:loser] [reason], e.g. /techloss Los no-show or /techloss Los 2:0 late
    Neither came: /techloss <match number> both [reason]
usage-undrop = Form: /undrop <nickname>: bring a dropped player back from the next pairing.
usage-undo = /undo takes no arguments: it takes back your last correction (within 10 minutes).
