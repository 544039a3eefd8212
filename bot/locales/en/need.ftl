### /need: what a player needs for the top of a Swiss (issue 26)

## The answer and the refusals

need-answer =
    🎯 "{ $title }", { $nickname }: what you need for the top { $top }
    Swiss matches left: { $rounds }, points now: { $points }.
    { $lines }
    { $method }
need-line-guaranteed = { $record } — guarantees the top { $top }
need-line-may = { $record } — may reach it ({ $share }, the tiebreakers decide)
need-line-cannot = { $record } — cannot reach it
need-share-exact = ≈ { $percent } %
need-share-simulated = ≈ { $percent } % ± { $margin }
need-share-none = no estimate
need-share-low = under 1 %
need-share-high = over 99 %
need-method-exact = Exact: all { $runs } outcomes of the open matches and the rounds left, with the real pairing. "Guarantees" and "cannot" hold whatever the other results; the shares assume 50/50 matches and { $draws } % draws, equal points at the cut shared evenly. Nobody is assumed to drop.
need-method-simulation = Estimated by simulation: up to { $runs } runs per open record, until the 95 % interval (±) is within ±3 %; 50/50 matches, { $draws } % draws, the next round with the real pairing, later ones paired by score groups. "Guarantees" and "cannot" are strict, whatever the other results. Nobody is assumed to drop.
need-no-top = /need is for a Swiss followed by a top (e.g. stages="swiss:5,top:8"); this tournament is not in such a stage now.
need-no-rounds = The player's Swiss matches are played: the remaining results and the tiebreakers decide — see /standings.
need-gone = The player has left the tournament (REG-8, MOD-8): no top for him.
need-not-in-stage = The player does not play in this stage.
need-not-player = You do not play in "{ $title }". A judge may ask for a player: /need <nickname>
need-judges-only = /need <nickname> is for judges. For yourself: /need
need-not-started = "{ $title }" is not under way: /need works while the Swiss is played.
miniapp-need-title = What you need for the top { $top }:
usage-need = Usage: /need for yourself; a judge: /need <nickname>
