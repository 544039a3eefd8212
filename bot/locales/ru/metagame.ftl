### The metagame: heroes and elements of a tournament or a season (issue 26, DECK-4, REG-9)

## Метагейм

meta-table =
    📊 Метагейм { $title }: { $decks } { $decks ->
        [one] колода
        [few] колоды
       *[other] колод
    }.
    Герои:
    { $heroes }
    Стихии:
    { $elements }
    { $notes }
meta-of-tournament = турнира «{ $title }»
meta-of-season = сезона «{ $name }» ({ $tournaments } { $tournaments ->
        [one] турнир
        [few] турнира
       *[other] турниров
    })
meta-row = • { $name } — { $decks } { $decks ->
        [one] колода
        [few] колоды
       *[other] колод
    }{ $share } · { $record }{ $rate }
meta-row-hero = • { $name } ({ $element }) — { $decks } { $decks ->
        [one] колода
        [few] колоды
       *[other] колод
    }{ $share } · { $record }{ $rate }
meta-share = , { $percent }%
meta-rate = , { $percent }% побед
meta-record = матчи { $wins }–{ $losses }–{ $draws }
meta-no-matches = матчей без зеркал нет
meta-note = { $count }
meta-note-small-field = Меньше { $least } колод: только числа, без процентов.
meta-note-small-lines = Процент побед — только у тех, у кого { $least } колод и больше.
meta-note-unknown = Колод без известной стихии (героя нет в пуле карт): { $count }.
meta-note-mirrors = Матчи: победы–поражения–ничьи против других героев (ничья — пол-победы); зеркальных не в счёте: { $count }.
# Elements are named as the card pool names them; `code` is the Latin name other languages use.
meta-element-name = { $code ->
       *[other] { $element }
    }
meta-picture = 📊 Метагейм { $title }
meta-picture-title = Метагейм { $title }
meta-picture-subtitle = { $decks } { $decks ->
        [one] колода
        [few] колоды
       *[other] колод
    } · { $elements }
meta-picture-element = { $element } { $decks }
meta-picture-share = { $element } { $decks } ({ $share }%)
meta-col-hero = Герой
meta-col-element = Стихия
meta-col-decks = Колод
meta-col-share = Доля
meta-col-record = В–П–Н
meta-col-rate = Побед
meta-sent-privately = 📬 { $name }, метагейм — у вас в личке с ботом: пока турнир идёт, его видят только судьи (REG-9).

## Отказы

meta-not-yet = Метагейм «{ $title }» откроется всем после окончания турнира; пока его видят только судьи (REG-9). Итоги: /standings
meta-no-decks = В «{ $title }» нет ни одного деклиста — метагейм не из чего считать.
meta-no-season = Сезона { $id } нет. Форма: /meta season <номер>, например /meta season 1
meta-season-no-decks = В завершённых турнирах сезона «{ $name }» нет деклистов — метагейм не из чего считать.
usage-meta = Формат: /meta — метагейм турнира (можно указать турнир: /meta #12); /meta season <номер> — сезона, например /meta season 1

## Живая страница

web-nav-meta = Метагейм
web-meta-title = Метагейм
web-meta-none = Метагейм появится после окончания турнира, если игроки присылали деклисты.
web-meta-heroes = Герои
web-meta-elements = Стихии
