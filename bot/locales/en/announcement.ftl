### The tournament's announcement in its channel (REG-1) and what changes it

## The announcement and its lines

announcement =
    📣 Tournament "{ $title }" (#{ $id }) for the CCG "Berserk. Heroes"
    Start: { $start }
    Game: { $format }
    Stages: { $stages }
    Rounds: { $rounds_time }
    Places: { $cap }
    Prizes: { $prizes }
    Decklists: { $decks }
    Deck bans: { $bans }
    Check-in: { $checkin }
    Tournament rules: { $rules_url }
    Judges: { $judges }
    { $registration }
announcement-updated =
    🔄 The tournament's conditions changed: { $changes }.
    { announcement }
ann-registration-open = Registration is open: tap the button below and the bot will show the regulation and rules.
ann-registration-closed = Registration is closed.
game-format-constructed = Constructed
game-format-draft = Draft
game-format-sealed = Sealed
ann-stage = { $label }, BO{ $bo }
ann-stage-swiss = Swiss system, rounds: { $rounds }
ann-stage-swiss-auto = Swiss system, rounds: by the player count (FMT-4)
ann-stage-draft = draft at tables, rounds: { $rounds }
ann-stage-draft-auto = draft at tables, rounds: by the player count (FMT-4)
ann-stage-groups = group stage: { $groups } { $groups ->
        [one] group
       *[other] groups
    }
ann-stage-groups-sized = group stage: { $groups } { $groups ->
        [one] group
       *[other] groups
    } of { $size } { $size ->
        [one] player
       *[other] players
    }
ann-stage-single = single elimination
ann-stage-single-sized = single elimination, places: { $size }
ann-stage-double = double elimination
ann-stage-double-sized = double elimination, places: { $size }
ann-stage-top = top { $size } knockout
ann-stage-top-auto = top knockout, size by the player count (FMT-4)
ann-rounds-minutes = { $minutes } min per round
ann-rounds-schedule = scheduled at { $times } { tz-moscow }, { $minutes } min per round
ann-cap = { $cap }, then a waiting list (REG-5)
ann-no-cap = no limit
ann-decks-none = not required
ann-decks = required, { $count } per player, sent to the bot (/deck) before { $until } (REG-9)
ann-decks-draft = required, { $count } per player: built from the drafted cards (DECK-2)
ann-until-first-round = the first round
ann-bans = each player bans { $bans } of the opponent's decks 20 minutes before the match (COM-3)
ann-bans-none = none
ann-checkin = from { $opens } to { $closes }
ann-checkin-none = not required
ann-changed-start = start
ann-changed-format = game
ann-changed-stages = stages and matches (BO)
ann-changed-rounds_time = rounds
ann-changed-cap = places
ann-changed-decks = decklists
ann-changed-bans = deck bans
ann-changed-checkin = check-in
ann-changed-rules_url = tournament rules
start-not-set = to be announced
rules-url-none = standard regulation, no special rules
btn-register = Register
registration-opened = ✅ Registration for "{ $title }" (#{ $id }) is open; the announcement has been posted to { $chats }.
registration-opened-no-channel = ✅ Registration for "{ $title }" (#{ $id }) is open, but the announcement went nowhere: no channel is bound. Send /bind #{ $id } in the tournament group and tap «Post the announcement» there. Link for players: the command /start t{ $id } in a private chat with the bot.

## Prizes in the announcement

ann-prizes-none = not announced
ann-changed-prizes = prizes

## The announcement in a channel bound after /open (REG-1)

btn-post-announcement = 📣 Post the announcement
bound-channel-offer =
    ✅ This group is now the channel of "{ $title }" (#{ $id }): announcements, pairings and standings will be posted here.
    Registration is already open and the announcement is not here yet: post it?
open-chat = "{ $title }"
open-already =
    Registration for "{ $title }" (#{ $id }) is already open.
    { $lines }
open-already-in = The announcement is in { $chats }.
open-already-missing = No announcement in { $chats }. Send /bind #{ $id } there and tap «Post the announcement».
open-already-no-channel = The announcement is nowhere: no channel is bound. Send /bind #{ $id } in the tournament group and tap «Post the announcement».
post-not-channel = This group is not a channel of "{ $title }": send /bind #{ $id } here first.
post-already = The announcement of "{ $title }" is already here.
