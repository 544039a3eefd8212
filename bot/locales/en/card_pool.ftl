### The card pool and the Constructed banned list (DECK-1…DECK-4)

## The card pool and the banned list (DECK-1…DECK-4)

element-unknown = Unknown element "{ $element }". Elements: steppes, mountains, forest, swamps, darkness, neutral.
card-unknown = No card "{ $name }" in the pool.
card-ambiguous = "{ $name }" looks like several cards: { $options }. Please be precise.
pool-empty = The card pool file is empty.
pool-bad-row = Card pool, line { $line }: { $problem ->
        [header] no header name,element,hero,horde,set
        [columns] missing columns ({ $value })
        [syntax] format error ({ $value })
        [name] empty name
        [element] unknown element "{ $value }"
        [hero] hero must be yes/no, not "{ $value }"
        [horde] horde must be yes/no, not "{ $value }"
        [set] empty set
        [duplicate] card "{ $value }" already appears above
       *[other] error ({ $value })
    }.
banned-bad-line = Banned list, line { $line }: { $problem ->
        [unknown] "{ $name }" is not in the pool
        [ambiguous] "{ $name }" looks like several cards: { $options }
        [typo] "{ $name }" — a typo? Maybe: { $options }
       *[other] error in "{ $name }"
    }.
deck-bad-line = I cannot read decklist line { $line }: "{ $text }". Write "3 Card name". Unreadable lines: { $count } ({ $lines }).
deck-empty = The decklist is empty: after /deck send lines like "3 Card name", a "Hero: …" line and, if needed, "Sideboard:".

## Loading the pool and the banned list

no-card-pool = The organizer has not loaded a card pool yet: python -m bot cards import <file>, or a file captioned /cards.
cards-imported = ✅ Card pool loaded: { $count } cards, { $heroes } of them heroes.
banned-imported = ✅ Constructed banned list loaded: { $count } cards (DECK-3).

## Card names: two letters off gets a suggestion

card-suggested = No card "{ $name }" in the pool — did you mean: { $options }?

## Command forms

usage-cards = Send the card pool as a CSV or TOML file captioned /cards (columns name, element, hero, horde, set).
usage-banned = Send the Constructed banned list as a file or as text after /banned: one card a line.
