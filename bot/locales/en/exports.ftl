### Files for the judges: the standings table and the whole tournament (/standings csv, /export)

standings-file = 📊 "{ $title }", standings after round { $round }: { $count } { $count ->
        [one] player
       *[other] players
    } — place, points, record, every tiebreaker, dropped and disqualified players.
export-file = 🗄 "{ $title }" whole, for the archive: { $players } players, { $matches } matches with their result history, { $protests } protests, { $sanctions } sanctions.
export-sent-privately = 📬 { $name }, the file is in your private chat with the bot: protests and sanctions are for the judges only.

## Command forms

usage-export = /export takes no arguments (you can name a tournament: /export #12). The standings as a file: /standings csv.
