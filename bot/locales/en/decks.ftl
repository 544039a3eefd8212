### Decklists: sending, checking, showing and publishing them (REG-9, DECK-1…DECK-4)

## Decklists (REG-9, DECK-1…DECK-4)

deck-refused =
    ❌ Decklist refused:
    { $problems }
    { $corrected }
deck-corrected = Names corrected: { $pairs }.
problem-line = • { $rule }
problem-deck-too-few-cards = • The main deck has { $count } cards; at least { $minimum } are needed ({ $rule }).
problem-deck-side-size = • The sideboard has { $count } cards; it may have 0 or exactly { $size } ({ $rule }).
problem-deck-too-many-copies = • "{ $card }": { $count } copies in deck and sideboard together, at most { $limit } ({ $rule }).
problem-deck-wrong-element = • "{ $card }" is of element "{ $element }" but hero { $hero } is "{ $hero_element }": only neutral cards and the hero's element ({ $rule }).
problem-deck-not-neutral = • "{ $card }" is of element "{ $element }" but the neutral hero { $hero } allows neutral cards only ({ $rule }).
problem-deck-banned = • "{ $card }" is banned in Constructed ({ $rule }).
problem-deck-not-opened = • "{ $card }": { $count } in the deck but { $opened } in the opened pool ({ $rule }).
problem-deck-hero-missing = • No hero: add a "Hero: …" line ({ $rule }).
problem-deck-several-heroes = • Several heroes: { $cards } — there is one hero ({ $rule }).
problem-deck-not-a-hero = • "{ $card }" is not a hero ({ $rule }).
problem-deck-hero-in-main = • A spare hero "{ $card }" in the main deck: { $count } ({ $rule }).
problem-deck-hero-in-side = • A spare hero "{ $card }" in the sideboard is not allowed ({ $rule }).
problem-card-unknown = • No card "{ $name }" in the pool ({ $rule }).
problem-card-ambiguous = • "{ $name }" looks like several cards: { $options } ({ $rule }).
sealed-pool-first = First send your opened pool: /pool and the card list (FMT-11).
deck-slot-bad = A deck number is 1 to { $count }.
deck-slots-full = All { $count } decks are in. To replace one: /deck <number> and the list.
decks-not-required = "{ $title }" needs no decklists.
decks-locked = "{ $title }" has started: decklists are locked, only a judge may change one (REG-9).
deck-accepted = ✅ Deck { $slot } of { $count } accepted: "{ $name }", hero { $hero }, main { $main }, sideboard { $side }. Only you and the judges see it. { $corrected }
deck-changed-by-judge = A judge changed your deck { $slot } in "{ $title }": "{ $name }".
pool-not-sealed = Pools are sent only in Sealed, and "{ $title }" is not Sealed.
sealed-pool-saved = ✅ Pool for "{ $title }" saved: { $count } cards. Now the deck: /deck (FMT-11).
no-decks-yet = You have not sent your decks for "{ $title }" yet ({ $count } needed): /deck and the list.
my-decks =
    🃏 Your decks in "{ $title }":
    { $decks }
deck-row = { $slot }. "{ $name }" ({ $hero }), main { $main }, side { $side }
player-no-decks = { $nickname } has not sent decks yet.
decklist =
    🃏 Decks of { $nickname }:
    { $decks }
decklist-item =
    { $slot }. "{ $name }" ({ $hero }), main { $main }, side { $side }:
    { $content }
publish-before-end = Decklists are published after "{ $title }" ends.
published-deck =
    🃏 Place { $place } — { $nickname }, deck { $slot }: "{ $name }" ({ $hero })
    { $content }
decks-published = Decklists published: { $count } (top { $top }).
sent-privately = 📬 { $name }, the answer is in your private chat with the bot: decklists are for the judges and their owner only (REG-9).
begin-missing-decks = "{ $title }" has not started: decklists are required ({ $count } per player) and not everyone has sent them (REG-9): { $players }. A player sends his list to the bot privately: /deck. A judge may enter it himself with /setdeck <nickname> and the list on the next lines, or refuse the player: /refuse <nickname> <reason>. Then /begin again.
missing-deck-row = { $nick } ({ $sent } of { $count })
problem-card-suggested = • No card "{ $name }" in the pool — did you mean: { $options } ({ $rule }).

## Command forms

usage-pool = Usage: /pool and on the next lines every opened card, e.g. "2 Card name".
usage-deck = Usage: /deck [deck number] and the list on the next lines: "Hero: …", "3 Card name", "Sideboard:". Or a .txt file captioned /deck.
usage-setdeck = Usage: /setdeck <nickname> [number] and the list on the next lines.
usage-decks = /decks takes no arguments.
usage-decklist = Usage: /decklist <nickname>
usage-publish_decks = Usage: /publish_decks [places], e.g. /publish_decks 8
