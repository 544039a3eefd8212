### Ratings across tournaments: /rating, one player's rating, the table picture

rating-top =
    🏅 Player rating (OpenSkill, every finished tournament; { $count } in the table):
    { $rows }{ $mine }
rating-row = { $rank }. { $nickname } — { $value } ({ $matches } matches)
rating-mine =
    {""}
    …
    { $row }
rating-empty = No rating yet: no rated match has been played in a finished tournament.
rating-person = 🏅 { $nickname }: rating { $value }, place { $rank } of { $count }; rated matches: { $matches }. { $change }
rating-change = In the last tournament ("{ $title }"): { $delta }.
rating-unknown = No player "{ $nickname }" in the finished tournaments. Form: /rating <nick>, e.g. /rating Anna; /rating alone shows the table.
rating-none = { $nickname } has no rated match yet: byes, technical losses and no-shows are not rated.
usage-rating = Form: /rating — the rating table; /rating <nick> — one player's rating.

## Picture

rating-picture = 🏅 Player rating: { $count } in the table
rating-picture-title = Player rating
rating-picture-subtitle = top { $count } · OpenSkill over every finished tournament
rating-col-value = Rating
rating-col-matches = Matches
