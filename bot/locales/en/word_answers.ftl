### Answers said in words instead of a tap: which question waits, what was understood

## Words instead of buttons and commands

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
