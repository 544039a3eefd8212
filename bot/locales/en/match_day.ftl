### Match day: striking the opponent's decks and being in the channel (COM-2, COM-3, COM-5)

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

## The decks for a match (COM-3)

me-match-decks =
    { $match }
    Your decks for the match: { $mine }. Opponent's decks: { $theirs } (COM-3).

## Command forms

usage-bandeck = Choose the opponent's deck with a button.
