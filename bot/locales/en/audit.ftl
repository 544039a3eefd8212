### /audit: the log of judges' actions and results, one sentence an entry (RES-8)

## /audit: the log of judges' actions and results, one sentence an entry (RES-8)

audit =
    📋 "{ $title }": log, { $count } entries{ $more }.
    { $items }
audit-more = , the latest { $shown } here — the whole log as a table: /audit csv
audit-row = { $at } · { $who }: { $what }{ $why }
audit-why = . Reason: { $reason }
audit-bot = the bot
audit-pair = { $a } — { $b }
audit-act-other = entry "{ $action }": { $details }
audit-act-result = result of match #{ $match }{ $pair }: { $score }, { $source }
audit-act-result-corrected = result of match #{ $match }{ $pair } corrected: { $before } → { $score }, { $source }
audit-source-confirmed = confirmed by the opponent
audit-source-auto = no answer from the opponent — final when the time ran out (RES-3)
audit-source-judge = set by a judge
audit-source-conceded = conceded (RES-4)
audit-source-drop = a player dropped out
audit-source-techloss = technical loss (RES-7)
audit-source-gameloss = game losses (MOD-1)
audit-source-matchloss = match loss (MOD-1)
audit-source-dq = disqualification (MOD-8)
audit-source-annulled = results annulled (MOD-3)
audit-source-life = by the heroes' life (FMT-6)
audit-source-draw = draw agreed by both (RES-4)
audit-source-double-loss = neither player came (RES-7)
audit-act-created = tournament "{ $title }" created
audit-act-settings = settings changed: { $changes }
audit-act-season-created = season #{ $season } "{ $name }" created: { $changes }
audit-act-season-changed = season #{ $season } "{ $name }" changed: { $changes }
audit-act-bind = { $role ->
        [channel] the tournament's channel
       *[other] the judges' chat
    } bound ({ $platform ->
        [vk] VK
       *[other] Telegram
    }, chat { $chat })
audit-act-judge-added = new judge: { $name }
audit-act-head-judge = head judge: { $name }
audit-act-registration-opened = registration opened
audit-act-registration-closed = registration closed
audit-act-refused = { $player }'s application refused
audit-act-promoted = { $player } moved from the waiting list into the field
audit-act-checkin-closed = check-in closed; did not come: { $not_admitted }
audit-act-player-added = { $player } (game id { $game_id }) added by a judge
audit-act-late-application = { $player } (game id { $game_id }) asks to join late
audit-act-started = tournament started, { $players } players
audit-act-stage-started = stage { $stage } started: { $kind ->
        [swiss] Swiss
        [groups] groups
        [draft] draft tables
        [single] single elimination
        [double] double elimination
        [top] top cut
       *[other] { $kind }
    }, { $players } players
audit-act-draft-started = draft started, { $boosters } boosters
audit-act-round-paired = round { $round } paired, { $count } matches
audit-act-round-repaired = round { $round } paired again. Before: { $before }. After: { $after }
audit-act-opponents-swapped = opponents swapped in round { $round }. Before: { $before }. After: { $after }
audit-act-finished = tournament finished after round { $rounds }
audit-act-review-closed = the review period is over, the tournament is archived
audit-act-extend = match #{ $match }{ $pair } extended{ $minutes ->
        [0] {""}
       *[other] {" "}by { $minutes } min
    }{ $cycles ->
        [0] {""}
       *[other] , extra turn cycles: { $cycles }
    } (RES-6)
audit-act-pause = tournament paused, deadlines stopped
audit-act-resume = pause lifted, deadlines moved by { $minutes } min
audit-act-dispute = result of match #{ $match }{ $pair } disputed by { $by }: reported { $reported }, his score: { $conflicting }
audit-act-draw-unconfirmed = draw in match #{ $match }{ $pair } ({ $score }) not confirmed by the opponent
audit-act-game-conceded = a game conceded in match #{ $match }{ $pair }, score { $score }
audit-act-game-awarded = a game loss for { $player } in match #{ $match }{ $pair }, score { $score }
audit-act-life = the unfinished game of match #{ $match }{ $pair } decided by the heroes' life: { $winner } (FMT-6)
audit-act-techloss = technical loss for { $player } in match #{ $match }{ $pair }
audit-act-drop = { $player } dropped out in round { $round }
audit-act-drop-judge = { $player } taken out of the tournament in round { $round }
audit-act-undrop = { $player } brought back in round { $round }; missed rounds: { $missed }
audit-act-undoable = the state before a correction kept
audit-act-undo = the last correction undone: { $what }
audit-act-sanction = { $player }: { $kind } ({ $rule })
audit-act-dq-declined = disqualification of { $player } not confirmed
audit-act-protest = protest #{ $id } filed on match #{ $match }{ $pair }: { $reason }
audit-act-protest-edited = protest #{ $id } withdrawn to be edited
audit-act-protest-reopened = protest #{ $id } taken up again
audit-act-evidence-asked = evidence asked for protest #{ $id }, { $minutes } min
audit-act-protest-decided = protest #{ $id } { $verdict ->
        [accept] upheld
       *[other] rejected
    }: { $text }
audit-act-ban-kept-in-tournaments = ban for { $name }: the entries in tournaments kept
audit-act-ban-removed = ban for { $name }: the entries removed in tournaments #{ $tournaments }
audit-act-removed-for-ban = { $player } taken out of the tournament for a ban
audit-act-chat-moved = chat moved: { $old } → { $new }
audit-act-chat-lost = the bot lost access to chat { $chat }
audit-act-announcement-posted = the announcement posted in chat { $chat }
audit-act-deck-changed = { $player }'s deck replaced (slot { $slot }): "{ $name }"
audit-act-decks-published = top { $top } decks published, { $decks } decks
audit-act-cards-imported = card list loaded, { $cards } cards
audit-act-accounts-linked = { $known } confirmed that { $nickname } is his second account (same game ID): one player now
audit-act-persons-merged = { $first } and { $second } merged into one player
audit-act-persons-split = { $first } and { $second } are different players again, links removed: { $count }
audit-act-banned-imported = banned list loaded, { $cards } cards
audit-act-prize-asked = { $player } asked for the details of the prize for place { $place }
audit-act-prize-refused = the prize for place { $place } to { $player }: { $why }
audit-act-prize-withdrawn = { $player }'s prize withdrawn: the place changed
audit-act-prize-forfeited = { $player }'s prize not claimed in time
audit-act-prize-forfeited-disqualified = the prize for place { $place } is not given: { $player } is disqualified (PRZ-3)
audit-act-prize-paid = the prize for place { $place } paid to { $player }
audit-act-prize-answered = { $player } sent the details for the prize
audit-act-prize-documents-sent = { $player } sent the documents for the prize

## The log as a file

audit-file = 📋 "{ $title }": log of judges' actions and result changes, { $count } entries.

## Command forms

usage-audit = Usage: /audit or /audit csv
