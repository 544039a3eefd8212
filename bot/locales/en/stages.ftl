### Stages and brackets: how a multi-stage tournament runs (FMT-1, FMT-2, FMT-5, FMT-8)

## Brackets: their matches and round names (FMT-1, FMT-2, FMT-5, FMT-8)

bracket-node-unknown = The bracket has no match "{ $node }".
bracket-node-not-ready = Bracket match "{ $node }" is not ready: an opponent is still unknown.
bracket-result-bad = { $winner } does not play in bracket match "{ $node }".
round-final = final
round-semifinal = semi-final
round-fraction = 1/{ $part } final
round-upper = upper bracket, round { $round }
round-lower = lower bracket, round { $round }
round-upper-final = upper bracket final
round-lower-final = lower bracket final
round-grand-final = grand final
round-grand-final-reset = grand final, deciding match

## Stages: how the tournament runs (FMT-1, FMT-5, FMT-6, FMT-8)

stage-item = { $label }
stage-swiss = Swiss, rounds: { $rounds }
stage-draft = draft at tables, rounds: { $rounds }
stage-groups = group stage, groups: { $groups }
stage-single = single elimination
stage-double = double elimination
stage-top = top { $size } knockout
stage-started =
    ▶️ "{ $title }": stage "{ $stage }" begins with { $count } players.
    { $pools }
pool-row = Table/group { $n }: { $players }
pairing-row-node = #{ $number } ({ $label }): { $a } — { $b } ({ $state })
final-row-bare = { $place }. { $nick }
bracket-after-round =
    🏆 "{ $title }", bracket after round { $round }:
    { $rows }
    { $champion }
bracket-row = { $label }: { $a } — { $b } { $state }
bracket-champion = 🥇 Winner: { $name }!
node-waiting = (waiting for an opponent)
node-ready = (playing)
node-played = ({ $score }, { $winner } goes on)
node-bye = ({ $winner } goes on without a match)
node-forfeit = (the opponent is out, { $winner } goes on, MOD-8)
node-skipped = (not needed)
stage-complete = ✅ "{ $title }": round { $round } completed the stage. Next stage: /next #{ $id }
