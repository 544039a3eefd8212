## Words instead of buttons and commands; the question before conceding and leaving (RES-4, REG-8)

concede-ask = 🏳️ Concede match #{ $number } to { $opponent }? The score becomes { $score } (yours first); this is final.
concede-game-ask = 🏳️ Concede the current game of match #{ $number } to { $opponent }? The games will stand { $score } (yours first); the match goes on.
concede-game-final-ask = 🏳️ Concede the current game of match #{ $number } to { $opponent }? It decides the match: the score becomes { $score } (yours first); this is final.
btn-concede-match = I concede the match
btn-concede-game = I concede the game
drop-ask = 🚪 Leave "{ $title }"? You will not play in the next rounds; only a judge can bring you back. Your points and place in the standings stay (REG-8).
drop-ask-playing = 🚪 Leave "{ $title }"? You will not play in the next rounds; only a judge can bring you back. Your current match #{ $number } will be counted as your loss; your points and place in the standings stay (REG-8).
btn-drop = I leave the tournament

said-nothing-waits = Nothing is waiting for your answer now. What you can do: /help.
said-which =
    Several questions wait for your answer — press the right button under its message:
    { $lines }
said-item-tap = • { $what } — the button under the question
said-item-score = • the score of match #{ $number } ({ $score }) — "{ btn-confirm }" under the score's message
said-item-rules = • the rules of "{ $title }" — "{ btn-accept }" under the rules
said-item-checkin = • taking part in "{ $title }" — "{ btn-checkin }" or /checkin
said-tap-concede = conceding the match
said-tap-drop = leaving the tournament
said-tap-finish = finishing the tournament
said-tap-other = your last question
said-no-cancelled = All right, nothing changes: the question is dropped.
said-no-score = To dispute the score of match #{ $number } ({ $score }), press "{ btn-dispute }" under the score's message or send /dispute.
