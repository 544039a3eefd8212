## Finishing early (FMT-1, FMT-4) and bringing a dropped player back after missed rounds (REG-8)

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

judge-undropped-missed = { $nickname } is back in the tournament and will be paired in round { $round }. { $count ->
        [1] Missed round { $rounds }
       *[other] Missed rounds { $rounds }
    }: { $missed }.
undropped-missed = ⚖️ A judge brought you back into "{ $title }": you are paired from round { $round }. { $count ->
        [1] Missed round { $rounds }
       *[other] Missed rounds { $rounds }
    }: { $missed }.
undrop-not-swiss = { $nickname } missed rounds after leaving, and "{ $stage }" is not a Swiss stage: he could only come back before the next pairing.
undrop-other-stage = { $nickname } left before the stage "{ $stage }" began and is not in it: he cannot come back.
undrop-no-round-left = No rounds are left in "{ $stage }": { $nickname } would not be paired again.

stages-cut-confirm =
    ⚠️ "{ $title }" is running: with the stages "{ $value }" these stages will not be played: { $stages }.
    Save? The running stage is played to its end as it began.
btn-cut-stages = Save without these stages
