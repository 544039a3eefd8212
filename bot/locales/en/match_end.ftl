### The end of a match: time over, heroes' life, draws, conceding, the entry deadline

## Heroes' life in knockout matches (FMT-6)

knockout-no-draw = There are no draws in knockout matches (FMT-6): at time-out the hero with more life wins; with equal life play goes on. Report a score with a winner.
life-only-knockout = Life totals matter only in knockout matches (FMT-6); in Swiss a game unfinished at time-out is a draw.
life-noted = Noted the heroes' life in match #{ $number }. Waiting for your opponent.
life-mismatch = Match #{ $number }: you and your opponent gave different life totals. A judge decides.
life-mismatch-alert = ⚖️ "{ $title }", match #{ $number } ({ $a } — { $b }): the players disagree on the heroes' life at time-out (FMT-6). Decide with /result { $number } <score> #{ $id }

## The question before conceding (RES-4)

concede-ask = 🏳️ Concede match #{ $number } to { $opponent }? The score becomes { $score } (yours first); this is final.
concede-game-ask = 🏳️ Concede the current game of match #{ $number } to { $opponent }? The games will stand { $score } (yours first); the match goes on.
concede-game-final-ask = 🏳️ Concede the current game of match #{ $number } to { $opponent }? It decides the match: the score becomes { $score } (yours first); this is final.
btn-concede-match = I concede the match
btn-concede-game = I concede the game

## The end of a match: time, heroes' life, draws, the entry deadline (FMT-6, RES-1, RES-4, RES-5, RES-6)

match-time-over =
    ⏰ Match #{ $number }: time! The player on turn finishes it, then { $extra ->
        [0] two more cycles
       *[other] two more cycles and { $extra } extra (judge)
    }: { $first } turns if the first player was on turn, otherwise { $second }. No winner — that game is a draw. If time ran out while preparing a game, that game is a draw too (RES-5).
    Report the score by { $due } (RES-1): /report 1:0:1 — your wins, your opponent's, draws.
match-time-over-knockout =
    ⏰ Match #{ $number }: time! The player on turn finishes it, then { $extra ->
        [0] two more cycles
       *[other] two more cycles and { $extra } extra (judge)
    }: { $first } turns if the first player was on turn, otherwise { $second }. There are no draws in the playoff: the unfinished game goes to the hero with more life; if equal, play on until one has more. Time out while preparing a game would be a draw, which cannot be here — that game is played until one hero is ahead on life (FMT-6, RES-5).
    If the match has no winner, report the games played by { $due } (e.g. /report 1:0) — the bot asks both of you for the heroes' life (RES-1).
entry-reminder = ⏰ Match #{ $number }: no score yet. The regulation wants it within 10 minutes of the match's end — by { $due } (RES-1): /report 2:1 (your wins first). Without a score the match goes to the judges.
entry-late-alert =
    ⚖️ "{ $title }", round { $round }: { $minutes } min after time these matches have no score (RES-1); the bot sets no result by itself:
    { $matches }
    Result: /result <match> <score> #{ $id } or /techloss <nick> #{ $id }
match-extended-by = ⏱ Match #{ $number }: a judge added { $what } (RES-6).
extended-by = ⏱ Match #{ $number } got { $what }.
extend-what-minutes = { $minutes } more min, ending at { $ends }
extend-told-minutes = { $minutes } more min. It now ends at { $ends }
extend-what-cycles = { $cycles } extra cycle(s) after time: { $first } turns if the first player was on turn, otherwise { $second }
extend-what-both = { $minutes } more min, ending at { $ends }, and { $cycles } extra cycle(s) after time: { $first } turns if the first player was on turn, otherwise { $second }
knockout-no-draw-asked = Match #{ $number } is a knockout: the score at time { $score } is noted. It cannot end drawn (FMT-6): the heroes' life decides the unfinished game — the bot asked both of you: /life <yours> <opponent's>.
life-asked = ⏰ Knockout match #{ $number }: the heroes' life decides the game left unfinished at time (FMT-6). Send /life <your hero's life> <opponent's hero's life>, e.g. /life 12 9.
life-asked-score =
    ⏰ { $reporter } reported the score of match #{ $number } at time: { $score } (your wins first). The heroes' life decides the unfinished game (FMT-6).
    Send /life <your hero's life> <opponent's hero's life>, e.g. /life 12 9. If the score is wrong, dispute it.
life-equal = Match #{ $number }: the heroes have equal life ({ $life }) — play on until one has more (FMT-6). Then send /life again or report the final score: /report
life-level = Match #{ $number }: { $winner } wins that game on the heroes' life (FMT-6), the score is { $score } — a playoff cannot end drawn. A deciding game is played until one hero has more life; then /life or /report with the final score.
life-needs-score = First report the score of match #{ $number } at time, e.g. /report 1:0: then the heroes' life decides the unfinished game (FMT-6).
life-needed = Knockout match #{ $number }: the score at time waits for the heroes' life (FMT-6): /life <yours> <opponent's>. If the score is wrong: /dispute { $number }.
life-no-game-left = Every game of match #{ $number } has been played ({ $score }): there is nothing for life to decide. Ask a judge.
result-life = ✅ Match #{ $number }: { $a } — { $b } { $score }. The heroes' life decided the unfinished game (FMT-6); the result is final.
report-misses-gameloss = Match #{ $number } already has games awarded by judges' sanctions: { $score } (conceded games included; yours first). Enter the final score including them.
report-saved-draw = Score of match #{ $number } against { $opponent }: { $score } — a draw. A draw counts only when both agree (RES-4): waiting for your opponent; silence until { $due } does not make it final — then the judges decide.
confirm-request-draw =
    { $reporter } reported a draw in match #{ $number }: { $score } (your wins first).
    A draw counts only when both agree (RES-4): confirm or dispute by { $due }; without an answer the judges decide.
draw-offered = 🤝 You offered { $opponent } a draw in match #{ $number } ({ $score }). The offer stands until { $due }.
draw-offer = 🤝 { $by } offers a draw in match #{ $number } ({ $score }, your wins first). A draw only if both agree (RES-4). Answer by { $due }.
btn-draw-accept = Accept the draw
btn-draw-decline = Play on
draw-offer-gone = Match #{ $number } has no draw offer: it was withdrawn, it lapsed or the match is over.
draw-declined-you = Match #{ $number }: you declined the draw, play goes on.
draw-declined = Match #{ $number }: { $by } declined the draw, play goes on.
draw-lapsed = Match #{ $number }: your opponent did not answer the draw offer — it lapsed, play goes on.
draw-score-not-level = A draw means equal wins: { $score } is not a draw. E.g.: /draw or /draw 1:1
draw-unconfirmed-reporter = Match #{ $number }: your opponent did not confirm the draw. A draw needs both (RES-4) — the result is not final, the judges decide.
draw-unconfirmed = Match #{ $number }: { $reporter } reported a draw and you did not answer. A draw counts only when both agree (RES-4): confirm or dispute.
draw-unconfirmed-alert = ⚖️ "{ $title }", match #{ $number } ({ $a } — { $b }): { $reporter } reported a draw { $score }, the opponent did not answer. A draw needs both (RES-4); it is not final by itself. Result: /result { $number } <score> #{ $id }
result-draw = 🤝 Match #{ $number }: { $a } — { $b } { $score }. A draw agreed by both players (RES-4).
game-conceded = 🏳️ Match #{ $number }: you conceded the game, the games stand { $score } (yours first). The match goes on.
game-conceded-won = 🏳️ Match #{ $number }: { $by } conceded the game — it is yours, the games stand { $score } (yours first). The match goes on.
game-conceded-report-cleared = Match #{ $number }: the reported score left out the conceded game and is withdrawn. Report the final score again: /report

## Command forms

usage-life = Usage: /life <your hero's life> <opponent's hero's life>, e.g. /life 12 9
usage-draw = Usage: /draw — offer your opponent a draw, or /draw 1:1 — with the games (equal wins).
usage-drawyes = The «Accept the draw» button under your opponent's offer; by hand: /drawyes <match number>
usage-drawno = The «Play on» button under your opponent's offer; by hand: /drawno <match number>
usage-concede = Usage: /concede — concede your current match, /concede game — concede only the game being played (RES-4).
