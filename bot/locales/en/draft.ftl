### Draft: seating and the pick timer (FMT-10)

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

## Command forms

usage-draft = /draft takes no arguments (you may name the tournament: /draft #12).
