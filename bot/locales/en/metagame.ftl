### The metagame: heroes and elements of a tournament or a season (issue 26, DECK-4, REG-9)

## Metagame

meta-table =
    📊 Metagame of { $title }: { $decks } { $decks ->
        [one] deck
       *[other] decks
    }.
    Heroes:
    { $heroes }
    Elements:
    { $elements }
    { $notes }
meta-of-tournament = "{ $title }"
meta-of-season = season "{ $name }" ({ $tournaments } { $tournaments ->
        [one] tournament
       *[other] tournaments
    })
meta-row = • { $name } — { $decks } { $decks ->
        [one] deck
       *[other] decks
    }{ $share } · { $record }{ $rate }
meta-row-hero = • { $name } ({ $element }) — { $decks } { $decks ->
        [one] deck
       *[other] decks
    }{ $share } · { $record }{ $rate }
meta-share = , { $percent }%
meta-rate = , { $percent }% won
meta-record = matches { $wins }–{ $losses }–{ $draws }
meta-no-matches = no non-mirror matches
meta-note = { $count }
meta-note-small-field = Fewer than { $least } decks: counts only, no percentages.
meta-note-small-lines = Win rates only where there are { $least } decks or more.
meta-note-unknown = Decks of unknown element (hero not in the card pool): { $count }.
meta-note-mirrors = Matches: wins–losses–draws against other heroes (a draw is half a win); mirror matches left out: { $count }.
meta-element-name = { $code ->
        [steppe] steppes
        [mountains] mountains
        [forest] forest
        [swamps] swamps
        [darkness] darkness
        [neutral] neutral
       *[other] { $element }
    }
meta-picture = 📊 Metagame of { $title }
meta-picture-title = Metagame of { $title }
meta-picture-subtitle = { $decks } { $decks ->
        [one] deck
       *[other] decks
    } · { $elements }
meta-picture-element = { $element } { $decks }
meta-picture-share = { $element } { $decks } ({ $share }%)
meta-col-hero = Hero
meta-col-element = Element
meta-col-decks = Decks
meta-col-share = Share
meta-col-record = W–L–D
meta-col-rate = Won
meta-sent-privately = 📬 { $name }, the metagame is in your private chat with the bot: while the tournament runs only judges see it (REG-9).

## Refusals

meta-not-yet = The metagame of "{ $title }" opens to everyone after the tournament ends; until then only judges see it (REG-9). Standings: /standings
meta-no-decks = "{ $title }" has no decklists: there is no metagame to count.
meta-no-season = There is no season { $id }. Form: /meta season <id>, e.g. /meta season 1
meta-season-no-decks = The finished tournaments of season "{ $name }" have no decklists: there is no metagame to count.
usage-meta = Form: /meta — the tournament's metagame (a tournament may be named: /meta #12); /meta season <id> — a season's, e.g. /meta season 1

## Live page

web-nav-meta = Metagame
web-meta-title = Metagame
web-meta-none = The metagame appears after the tournament ends, if players sent decklists.
web-meta-heroes = Heroes
web-meta-elements = Elements
