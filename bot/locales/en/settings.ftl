### Tournament settings: /set and /settings, what each setting expects and refuses

## Tournament settings: /set and /settings (issue 24).
## Setting names: the SETTINGS table in bot/domain/setting_names.py; Russian value words:
## bot/domain/setting_values.py.

settings =
    ⚙️ Settings of "{ $title }" (#{ $id }):

    { $areas }

    To change: /set name=value, e.g. /set rounds=5 bo=3 (the Russian names work too: туры=5).
settings-changed =
    ✅ Saved in "{ $title }" (#{ $id }):
    { $lines }
    All settings: /settings
settings-area =
    { $area }:
    { $lines }
settings-line = { $key } ({ $name }): { $value } — { $meaning }
settings-area-format = Format
settings-area-scoring = Points and tiebreakers
settings-area-time = Time
settings-area-registration = Registration
settings-area-decks = Decks and draft
settings-area-results = Results and protests
settings-area-prizes = Prizes
settings-area-moderation = Moderation
settings-area-page = Page
set-unknown-key = There is no setting "{ $key }". Did you mean "{ $setting }" ({ $name })? All settings: /settings
set-unknown-key-far = There is no setting "{ $key }". All settings with their English and Russian names: /settings
set-bad-value = Invalid value "{ $value }" for "{ $key }" ({ $name }). Expected: { $expected }.
setting-choice-late_entry-loss = losses
setting-choice-late_entry-none = not counted
setting-choice-late_entry-off = not admitted
setting-choice-ban_default-random = random
setting-choice-ban_default-none = none
setting-choice-protest_scope-round = round
setting-choice-protest_scope-stage = stage
setting-format = the kind of game (DECK-1, DECK-2)
setting-stages = the stages in order (FMT-1)
setting-rounds = the number of Swiss rounds (FMT-4)
setting-bo = a match to 1, 2 or 3 wins (FMT-2)
setting-top = how many players make the top (FMT-4)
setting-grand_final_reset = a second final in double elimination if the lower-bracket player wins
setting-seed = the lot's seed: the pairings can be checked with it (FMT-3)
setting-points = points for a win/draw/loss (FMT-7)
setting-tiebreakers = tiebreakers for equal points, in order (FMT-7)
setting-floor = the floor of MW% and GW% (FMT-7)
setting-bye = the match score of a bye (FMT-7)
setting-start = the start, Moscow time
setting-round_minutes = minutes a round
setting-prep_minutes = minutes from the pairings to the start of the matches (COM-2)
setting-round_break = minutes of break between automatic rounds
setting-auto_rounds = the next round starts by itself after the break
setting-schedule = each round's start, Moscow time
setting-cap = how many players are taken (REG-5)
setting-checkin_from = the check-in opens (REG-4)
setting-checkin_to = the check-in closes (REG-4)
setting-checkin_remind_minutes = minutes before the check-in closes to remind the silent
setting-late_entry = a late entrant's missed rounds
setting-rules_url = the link to the tournament's rules
setting-min_age = the age a participant confirms at registration
setting-territory = where participants must be (S4 8.11)
setting-require_game_id = ask for the game id at registration (REG-3)
setting-decks = decks each player submits (REG-9)
setting-deck_bans = opponent's decks each player bans (COM-3)
setting-ban_default = what is banned for a silent player (COM-3)
setting-draft_boosters = boosters a player in the draft (FMT-10)
setting-draft_cards = cards in a booster
setting-draft_pick_seconds = seconds a pick
setting-draft_review_seconds = seconds to look through the picks after a booster (FMT-10)
setting-confirm_minutes = minutes the opponent has to confirm a score (RES-3)
setting-draw_needs_both = count a draw only when both agree (RES-4)
setting-techloss_score = the score of a technical loss
setting-review_days = working days after the end for corrections (RES-8)
setting-protest_limit = protests a player per round or stage (PRO-4)
setting-protest_scope = what protests are counted in: round or stage (PRO-4)
setting-prizes = the prize table (PRZ-1)
setting-drop_keeps_prize = whether a dropped player keeps his prize (PRZ-3)
setting-documents_contact = where the documents for a prize go (PRZ-2)
setting-mod_confirm = a disqualification for a repeat waits for a judge (MOD-3)
setting-flood_messages = this many messages in a row are flood (MOD-2)
setting-flood_seconds = … within this many seconds (MOD-2)
setting-links = allow links in the channel (MOD-2)
setting-public_page = show the tournament on the website's live page
set-expected-rounds = number of rounds from 1 to 30, or auto (by the number of players, FMT-4)
set-expected-bo = 1, 3 or 5 (BO1, BO3, BO5); per stage, comma-separated: bo=1,3
set-expected-cap = number of players, 4 or more, or 0 for no limit
set-expected-round_minutes = minutes per round, from 5 to 600
set-expected-confirm_minutes = minutes to confirm a result, more than 0 (fractions allowed: 0.5)
set-expected-points = points for a win/draw/loss, each from 0 to 100, e.g. 3/1/0
set-expected-tiebreakers = comma-separated list of omw, gw, ogw, mw, buchholz, median_buchholz
set-expected-floor = 1/3 or 0.33
set-expected-bye = score for a bye, e.g. 2:0
set-expected-seed = text of up to 64 characters
set-expected-rules_url = a link starting with http:// or https://
set-expected-start = Moscow date and time as "YYYY-MM-DD HH:MM", in quotes
set-expected-checkin_from = a Moscow date and time as "YYYY-MM-DD HH:MM", in quotes
set-expected-checkin_to = a Moscow date and time as "YYYY-MM-DD HH:MM", in quotes
set-expected-auto_rounds = on or off
set-expected-round_break = minutes of break between rounds, more than 0
set-expected-review_days = working days after the end in which judges still correct results: 0 to 30
set-expected-late_entry = loss (missed rounds are losses in the record), none (not counted) or off (no late entrants)
set-expected-techloss_score = the winner's and the loser's games, the winner's greater and at most 3, e.g. 2:0 or 1:0; auto — the wins the match needs: 1:0 in BO1, 2:0 in BO3, 3:0 in BO5 (RES-7)
set-expected-checkin_remind_minutes = minutes before the check-in closes when the bot reminds those who are silent, 1 to 1440 (default 15, REG-4)
set-expected-schedule = Moscow start times of the rounds, comma-separated, ascending: "12:00,13:10,14:20"; off for none
set-expected-stages = comma-separated stages: swiss:5,top:8 · single · double · groups:4x4,top:8 · draft,top · sealed
set-expected-top = the top's size (2…256) or auto (by the number of players, FMT-4)
set-expected-grand_final_reset = on or off (a second grand final if the lower-bracket player wins)
set-expected-draft_boosters = the number of boosters, 1 to 6 (usually 4, 3 in the amateur variant)
set-expected-draft_cards = cards in a booster, 1 to 20 (usually 15)
set-expected-draft_pick_seconds = seconds for the picks, comma-separated from the first pick (a full booster), each 5 to 600, at most 20 numbers, e.g. 40,35,30; later picks 5 s less a card, never under 5 s; default — the regulation's table (FMT-10)
set-expected-draft_review_seconds = seconds to look through the picks after each booster, 10 to 600 (the regulation says 60, FMT-10)
set-expected-decks = the number of decks, 0 to 5 (0: no decklists)
set-expected-format = constructed, draft or sealed
set-expected-deck_bans = decks to ban, 0 to 3
set-expected-ban_default = random (a random deck) or none (no ban)
set-expected-protest_scope = round (protests counted per round) or stage (per stage: a group, the top) (PRO-4)
set-expected-prep_minutes = minutes from pairing to the start of the matches, 0…240
set-expected-protest_limit = protests per player per round (or stage: protest_scope), 1 to 10 (PRO-4)
set-expected-mod_confirm = on: a repeat violation's disqualification waits for a judge to confirm; off: immediately (MOD-3)
set-expected-flood_messages = how many messages in a row count as flood, 2 to 100
set-expected-flood_seconds = within how many seconds, 1 to 600
set-expected-links = on: links allowed in the channel; off: forbidden
setting-stage-part = { $kind }{ $size }
setting-stage-swiss = swiss
setting-stage-top = top
setting-stage-single = single
setting-stage-double = double
setting-stage-groups = groups
setting-stage-draft = draft
setting-stage-sealed = sealed

## Rounds, the seed and the notice before the start

seed-locked = Pairings are already under way: the seed can't change after the start (FMT-3).
rounds-below-current = Round { $round } is already under way: there can't be fewer rounds.
rounds-fixed = { $rounds }
rounds-auto = auto: { $rounds } by the number of players ({ $players }), FMT-4
rounds-auto-unknown = auto: by the number of players (FMT-4)
short-notice = ⚠️ The tournament starts ({ $start }) in less than { $days } days: under the regulation, the terms must be announced at least { $days } days before the start (REG-1).

## The round schedule

schedule-needs-start = Round times count from the start day: set start="YYYY-MM-DD HH:MM" first.

## Stages and matches: a wrong value (FMT-1, FMT-2, FMT-10)

stages-bad = Bad stages in "{ $part }": { $reason ->
        [empty] empty
        [kind] unknown stage (there are swiss, single, double, groups, draft, top, sealed)
        [number] a number is needed
        [size] a bracket has at least { $least } places
        [groups] the number of groups is needed
        [group-size] a group has at least { $least } players
        [top-first] a top cannot be the first stage
        [after-elimination] no stage can follow an elimination bracket
        [bracket-players] the bracket has { $size } places for { $players } players
        [groups-players] { $players } players do not split into { $groups } groups
        [groups-top] a top of { $size } does not split evenly over { $groups } groups (at most { $most })
        [draft-top] a top of { $size } does not split evenly over { $tables } tables
        [top-too-big] a top of { $size } is bigger than the field ({ $players })
        [rounds-too-many] more rounds than can be played without rematches (at most { $most } for { $players } players)
       *[other] error
    }. Example: stages="swiss:5,top:8".
bo-bad = Bad bo={ $value }: { $reason ->
        [length] matches are BO1, BO3 or BO5
       *[count] give one value or one per stage ({ $stages })
    }. Example: bo=1,3
draft-too-few = A draft needs at least { $need } players; there are { $players } (FMT-8).
draft-tables-bad = { $players } players cannot sit at { $tables } tables of 8–16 (FMT-8).
draft-top-bad = A top of { $top } does not split evenly over { $tables } tables (at most { $most }, FMT-8).

## Stages that will no longer be played (FMT-1)

stages-cut-confirm =
    ⚠️ "{ $title }" is running: with the stages "{ $value }" these stages will not be played: { $stages }.
    Save? The running stage is played to its end as it began.
btn-cut-stages = Save without these stages

## What the settings of other areas expect

set-expected-prizes = lines "<place>[-<place>]:<kind> <what>" separated by ";", kind: bonus, items, money, qualification; none for no prizes
set-expected-drop_keeps_prize = on (a dropped player keeps his prize, S0) or off (loses it, S4 8.7)
set-expected-min_age = an age from 6 to 99, or none
set-expected-territory = the territories (up to 200 characters), or none
set-expected-require_game_id = on, off or auto (on when there are prizes)
set-expected-documents_contact = where documents go (up to 200 characters), or none for the bot's setting
set-expected-draw_needs_both = on — a draw counts only when both agree (the opponent's silence does not make it final, RES-4), off — a draw becomes final like any score after confirm_minutes
set-expected-public_page = on — the tournament is shown on the live page, off — the page answers 404

## Settings after the finish

settings-after-end = "{ $title }" has already finished: the terms it was played on stay as they were. Only its page can be taken off the web or brought back: /set { $allowed }=off or /set { $allowed }=on.

## Command forms

usage-set = Usage: /set name=value …, e.g. /set rounds=auto bo=3 round_minutes=50 (the Russian names work too: туры=авто). Put values with spaces in quotes: start="2026-12-05 18:00". Current settings: /settings
usage-settings = /settings takes no arguments (you can name a tournament: /settings #12).

settings-area-season = Season and rating
setting-season = the season the tournament's final places add to (a number from /season)
setting-weight = the multiplier of the tournament's points in the season (2 for a major)
setting-seed_by = seeding of round 1 and of a bracket's byes: by lot or by rating
setting-choice-seed_by-lot = lot
setting-choice-seed_by-rating = rating
set-expected-season = a season number from /season, or none: outside any season
set-expected-weight = a number above 0, at most 10, e.g. 2 for a major
set-expected-seed_by = lot or rating
