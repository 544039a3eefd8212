### Standings: the table, tie-breakers and its pictures

## Standings

standings =
    📊 "{ $title }", standings after round { $round }:
    { $table }
standings-after-round =
    📊 "{ $title }", standings after round { $round }:
    { $table }
standings-stage =
    📊 "{ $title }", stage "{ $stages }": standings after round { $round } (the bracket decides the places from here):
    { $table }
final-standings =
    🏆 "{ $title }", final standings:
    { $table }
no-standings-yet = No results in "{ $title }" yet.
standings-row = { $place }. { $nick } — { $points } pts ({ $record }) · { $tb }
standings-row-dropped = { standings-row } (dropped)
tb-item = { $label } { $value }
tb-omw = OMW
tb-gw = GW
tb-ogw = OGW
tb-mw = MW
tb-buchholz = Buchholz
tb-median_buchholz = Median Buchholz

## Pictures

standings-picture = 📊 "{ $title }", standings after round { $round }
standings-picture-final = 🏆 "{ $title }", final standings
bracket-picture = 🏆 "{ $title }": bracket
picture-after-round = after round { $round }
picture-final = final
col-place = #
col-player = Player
col-points = Points
col-record = W-L-D

## Command forms

usage-standings = Usage: /standings — the table; for judges /standings csv — the table as a file (you can name a tournament: /standings #12).
