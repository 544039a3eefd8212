### A player's profile across tournaments: /profile and the page /p/<id> (issue 26)

profile-card =
    👤 Player profile: { $nick }
    Finished tournaments: { $count }, best place: { $best }
    Rating: { $rating }
    { $lines }
    { $link }
profile-card-line = • { $title }, { $date } — place { $place }, { $record }
profile-card-season = Season «{ $season }»: place { $place } of { $size }, points: { $points }
profile-card-more = … and { $count } more tournaments
profile-card-link = 🌐 Player page: { $url }
profile-rating = { $value } (rank { $rank }, rated matches: { $matches })
profile-no-data = no data
profile-unknown = No player «{ $nick }» among those who played finished tournaments. Example: /profile Moose
profile-none-yet = You have no finished tournaments yet. Someone else's profile: /profile <nickname>
btn-profile-page = 👤 Player page

## The page

web-profile-title = Player { $nick }
web-profile-missing-title = Player not found
web-profile-missing = No such player among those who played finished tournaments.
web-profile-rating = Rating
web-profile-chart = Rating history: from { $low } to { $high }
web-profile-seasons = Seasons
web-profile-seasons-none = Has not played in a season.
web-profile-season = «{ $season }»: place { $place } of { $size }, points: { $points }
web-profile-qualified = qualifies
web-profile-tournaments = Tournaments ({ $count })
web-profile-place = place { $place }
web-profile-deck = Deck «{ $name }» ({ $hero })
web-profile-h2h = Head-to-head
web-profile-h2h-none = No finished matches against opponents yet.
web-profile-vs = Opponent
web-profile-h2h-never = No finished matches between them.
web-profile-vs-show = Show
web-profile-h2h-total = { $nick } vs { $opponent }: { $wins }-{ $losses }-{ $draws } (wins-losses-draws), matches: { $count }
web-profile-outcome-win = win
web-profile-outcome-loss = loss
web-profile-outcome-draw = draw
web-profile-game-draws = drawn games: { $count }
web-profile-round = round { $round }
web-profile-unplayed = not played (a judge's decision)

## Command forms

usage-profile = Usage: /profile or /profile <nickname>
web-profile-live = Playing now
