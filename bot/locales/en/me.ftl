### What a player asks about himself and the rules: /me and /rules

## Me, rules, help

me =
    👤 "{ $title }" (#{ $id }): you are { $nickname }, { $status }.
    Points: { $points } ({ $record }), place: { $place }.
    { $match }
me-no-match = No current match.
me-bye = You have a bye in round { $round }.
me-match = Round { $round }, match #{ $number }: opponent { $opponent } (ID { $game_id }) — { $state }.
me-state-due = { $state } (final at { $due })
me-round-ends =
    { $match }
    Round { $round } time: until { $ends }.
me-round-ends-extra =
    { $match }
    Round { $round } time: until { $ends }; your match has extra time, until { $match_ends }.
me-judge = You are a judge of "{ $title }" (#{ $id }), which is { $status }. Commands: /help
me-none = You are not taking part in "{ $title }" (#{ $id }). To sign up: /register <nickname> [in-game ID]
rules-general =
    📜 Tournaments for the CCG "Berserk. Heroes" follow the regulation:
    • one application per person (REG-3); you may leave at any time (/drop, REG-8);
    • the score is reported within 10 minutes after the match (/report 2:1), the opponent confirms it (RES-1, RES-2);
    • if the opponent doesn't answer, the result becomes final after 10 minutes (RES-3);
    • pairings use the Swiss system: players with equal points, no rematches (FMT-3);
    • standings: points, then OMW, GW, OGW (FMT-7).
rules-tournament =
    { rules-general }
    Tournament "{ $title }": BO{ $bo } matches, { $confirm_minutes } min to confirm. Special rules: { $rules_url }

## Command forms

usage-me = /me takes no arguments (you can name a tournament: /me #12).
usage-rules = /rules takes no arguments.
