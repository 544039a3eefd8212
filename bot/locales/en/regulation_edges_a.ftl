## The regulation's edges (issue 16, part A): protest copies in the match chat, deck
## sanctions, exports, deck help, card name suggestions

# PRO-1, PRO-8: copies in the match chat (S4 10.1, 6.2)
protest-copy-match =
    ⚖️ Protest #{ $id } on match #{ $number }: { $me } against { $accused }.
    Reason: { $reason }.
    { $text }
    The protest went to the judges; the decision will come here and to both players (PRO-1).
protest-decision-match = ⚖️ Protest #{ $id } on match #{ $number } { $verdict }. The judge's decision: { $text } The decision is final (PRO-8).

# MOD-7 (S4 11.3)
sanction-deck-range = A deck that does not match its decklist is punished from a game loss up to a disqualification ({ $rule }): /gameloss, /matchloss or /dq with the same reason. "{ $kind }" does not fit here.

# Exports
standings-file = 📊 "{ $title }", standings after round { $round }: { $count } { $count ->
        [one] player
       *[other] players
    } — place, points, record, every tiebreaker, dropped and disqualified players.
export-file = 🗄 "{ $title }" whole, for the archive: { $players } players, { $matches } matches with their result history, { $protests } protests, { $sanctions } sanctions.
export-sent-privately = 📬 { $name }, the file is in your private chat with the bot: protests and sanctions are for the judges only.
usage-export = /export takes no arguments (you can name a tournament: /export #12). The standings as a file: /standings csv.

# Player help when the tournament requires decklists (REG-9)
help-decks =
    Decks of "{ $title }" ({ $count } decklists required):
    /deck [number] with the list on the next lines ("Hero: …", "3 Card name", "Sideboard:") or a .txt file captioned /deck — send a decklist
    /decks — my decks (only I and the judges see them)
help-decks-sealed =
    Decks of "{ $title }", sealed ({ $count } decklists required):
    /pool with every opened card on the next lines — the pool first
    /deck [number] with the list ("Hero: …", "3 Card name", "Sideboard:") or a .txt file captioned /deck — a decklist from the pool
    /decks — my decks (only I and the judges see them)

# Card names: two letters off gets a suggestion
card-suggested = No card "{ $name }" in the pool — did you mean: { $options }?
problem-card-suggested = • No card "{ $name }" in the pool — did you mean: { $options } ({ $rule }).
