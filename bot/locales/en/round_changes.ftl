### Changing a round's pairings before any result: /repair and /swap (FMT-3)

## Round changes before any result (FMT-3)

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

## Command forms

usage-repair = /repair takes no arguments: it pairs the current round anew while it has no result yet.
usage-swap = Form: /swap <nickname> <nickname>: two players exchange their opponents in the current round, e.g. /swap Los Grindel
