### Seasons (issue 26): a table of points by place, the best results, qualification

season-rules = points by place { $points } (* — for taking part); { $best }; { $qualify }
season-best = the best { $count } { $count ->
        [one] result counts
       *[other] results count
    }
season-best-all = every tournament counts
season-qualify-top = the top { $count } of the table qualify
season-qualify-points = { $points } points qualify
season-qualify-none = no qualification
season-created =
    🏆 Season #{ $id } "{ $name }" created: { $rules }.
    A tournament joins it before it starts: /set season={ $id } (a major: /set season={ $id } weight=2). To change the rules: /season set { $id } best=6
season-changed = ✏️ Season #{ $id } "{ $name }": { $rules }.
season-empty =
    🏆 Season #{ $id } "{ $name }": { $rules }.
    No finished tournament in the season yet. A tournament joins before it starts: /set season={ $id }
season-table =
    🏆 Season #{ $id } "{ $name }": { $rules }. Tournaments: { $count }.

    { $rows }{ $provisional ->
        [yes] {"\u000A"}{"\u000A"}✅ — qualifies; * — a tournament still in its review window, the points may change.
       *[no] {""}
    }
season-row = { $place }. { $nick } — { $points } pts ({ $counted } of { $played } count){ $qualified ->
        [yes] {" "}✅
       *[no] {""}
    }{ $provisional ->
        [yes] *
       *[no] {""}
    }
season-qualify-line = ——— qualification line ———
season-picture = 🏆 Season "{ $name }"
season-picture-subtitle = tournaments: { $count }{ $cut ->
        [yes] {" "}· { $qualify }; below the line in grey
       *[no] {""}
    }
season-col-results = Counted
season-me =
    🏆 { $nick } in season #{ $id } "{ $name }": place { $place } of { $size }, { $points } pts{ $qualified ->
        [yes] {" "}✅ qualifies
       *[no] {""}
    }
    Counted:
    { $counted }{ $missed ->
        [none] {""}
       *[other] {"\u000A"}Not counted:{"\u000A"}{ $missed }
    }
season-me-result = • "{ $title }" (#{ $id }): place { $place }{ $dropped ->
        [yes] {" "}(dropped — points for the final place)
       *[no] {""}
    } — { $points } pts{ $weighted ->
        [yes] {" "}(×{ $weight })
       *[no] {""}
    }{ $why ->
        [dq] {" "}— disqualified (MOD-8): 0 points
        [not-best] {" "}— not among the best
       *[none] {""}
    }{ $provisional ->
        [yes] {" "}— provisional: the tournament is still in its review window
       *[no] {""}
    }
season-me-nothing = • nothing (see below)
season-me-none = { $nick } played no finished tournament of season #{ $id } "{ $name }".
season-player-unknown = No player "{ $nick }" in the finished tournaments. Check the nickname: /season me Nick
season-file = 📊 Season #{ $id } "{ $name }" as a file: { $count } { $count ->
        [one] player
       *[other] players
    } — place, points, qualification and the points of each tournament; (7) — not among the best, DQ — disqualified.

## Refusals

season-none = No seasons yet. An admin creates one: /season new Spring 2026
season-not-found = There is no season #{ $id }. The current season: /season
season-file-judges-only = The season as a file is for the admins and the judges of the season's tournaments. As text: /season
season-bad-points = Points table: a place or a range of places, a colon and the points, separated by semicolons; * — for taking part. For example: points="{ $example }"
season-points-overlap = Places "{ $places }" are already in the points table: each place has one number of points. For example: points="1:10;2:7;3-4:5;*:1"
season-bad-best = best — how many best results count: a number from 1 to 999 or "all". For example: best=6
season-bad-qualify = qualify — how many of the top of the season's table qualify: a number from 1 to 999 or "none". For example: qualify=8
season-bad-qualify-points = qualify_points — the points needed to qualify: a number above 0. For example: qualify_points=30
season-qualify-both = Qualification is either by place (qualify=8) or by points (qualify_points=30), not both.
season-bad-key = No season setting "{ $key }". Settings: { $keys }. For example: /season set 1 best=6 qualify=8
season-bad-name = A season's name is one line of 2 to { $max } characters. For example: /season new Spring 2026
season-after-start = A tournament joins a season (and changes its weight there) only before it starts: { $key } no longer changes — the players know what the tournament is worth before round 1.
usage-season = Usage: /season — the season's table; /season 2 — season #2; /season me — your results; /season csv — as a file (judges). Admins: /season new Spring 2026 best=6 qualify=8, /season set 2 points="1:10;2:7;3-4:5;*:1"

## The season's page /s/<id>

web-season = season
web-season-number = Season #{ $id }
web-season-table = The season's table
web-season-counted = Counted
web-season-qualified = qualifies
web-season-provisional = provisional
web-season-cut = qualification line
web-season-empty = No finished tournament in the season yet.
web-season-tournaments = The season's tournaments
web-season-review = still in its review window
web-season-no-tournaments = None yet.
