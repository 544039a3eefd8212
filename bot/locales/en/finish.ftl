### Finishing a tournament: the last round, finishing early, the end of corrections

## The last round

finish-not-complete =
    Can't finish: round { $round } still has matches without a final result:
    { $matches }
all-rounds-played = All rounds ({ $rounds }) have been played. Results: /finish

## The final result

finished =
    🏁 Tournament "{ $title }" is finished.
    { $table }
your-final-place = 🏁 "{ $title }" is finished: you placed { $place } of { $count }, points: { $points }.

## Open questions at the finish; the end of the correction period (RES-8)

review-closed = «{ $title }» is closed: the time for corrections after the end is over (RES-8).
review-closed-alert = 🔒 «{ $title }» (#{ $id }): the time for corrections is over, results are final.
finish-confirm =
    «{ $title }» can be finished, but some things are still open:
    Unconfirmed results (they become final as reported): { $reported }
    Open protests (they stay open until decided): { $protests }
    Finish anyway?
btn-finish-anyway = Finish the tournament

## Finishing early (FMT-1, FMT-4)

finish-early-confirm =
    ⚠️ Finish "{ $title }" early?
    { $lines }
    The results become final: the rounds not played cannot be brought back.
btn-finish-early = Finish early
early-rounds = { $played } of { $planned } { $planned ->
        [one] round
       *[other] rounds
    } played; { $left ->
        [1] round { $first } will not be played.
       *[other] rounds { $first }–{ $last } will not be played.
    }
early-bracket = The bracket of "{ $stage }" is not finished: no winner yet.
early-stages = Stages that will not be played: { $stages }.
early-reported = Unconfirmed results (they become final as entered): { $reported }
early-protests = Open protests (they stay open until decided): { $protests }

## Command forms

usage-finish = /finish takes no arguments (you can name a tournament: /finish #12).
