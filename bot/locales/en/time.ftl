### Time: the round clock, warnings, pauses, automatic rounds, technical losses (RES-5…RES-7)

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
auto-round-failed = ⚠️ "{ $title }": the next round did not start by itself — { $reason } Continue by hand: /next
result-techloss = ⚖️ Match #{ $number }: { $a } — { $b } { $score }, technical loss (RES-7).
techloss-reason = ⚖️ "{ $title }", match #{ $number }: you got a technical loss. Reason: { $reason } (RES-7).
techloss-no-reason = not given
techloss-set = ⚖️ { $nickname }: technical loss in match #{ $number } ({ $score }). Logged.
no-current-match-for = { $nickname } has no match in the current round.

## Command forms

usage-pause = /pause takes no arguments (you may name the tournament: /pause #12).
usage-resume = /resume takes no arguments (you may name the tournament: /resume #12).
usage-extend = Usage: /extend <match number> <minutes> and/or cycles=<number of cycles>, e.g. /extend 12 5, /extend 12 cycles=1 or /extend 12 5 cycles=1
