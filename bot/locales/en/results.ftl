### Results: /report, /confirm, /dispute and the result a judge sets (RES-1…RES-4)

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

## Command forms

usage-report = Usage: /report <your wins>:<opponent's wins>[:<draws>], e.g. /report 2:1
usage-confirm = Usage: /confirm [match number], e.g. /confirm 12
usage-dispute = Usage: /dispute [match number], e.g. /dispute 12
