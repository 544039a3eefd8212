### Decklists: sending, checking, showing and publishing them (REG-9, DECK-1…DECK-4)

## Деклисты (REG-9, DECK-1…DECK-4)

deck-refused =
    ❌ Деклист не принят:
    { $problems }
    { $corrected }
deck-corrected = Исправлены названия: { $pairs }.
problem-line = • { $rule }
problem-deck-too-few-cards = • В основной колоде { $count } карт, нужно не меньше { $minimum } ({ $rule }).
problem-deck-side-size = • В сайдборде { $count } карт, а можно 0 или ровно { $size } ({ $rule }).
problem-deck-too-many-copies = • «{ $card }»: { $count } копий в колоде и сайде вместе, можно не больше { $limit } ({ $rule }).
problem-deck-wrong-element = • «{ $card }» — стихия «{ $element }», а герой { $hero } — «{ $hero_element }»: только нейтральные карты и карты стихии героя ({ $rule }).
problem-deck-not-neutral = • «{ $card }» — стихия «{ $element }», а нейтральный герой { $hero } разрешает только нейтральные карты ({ $rule }).
problem-deck-banned = • «{ $card }» запрещена в Констрактеде ({ $rule }).
problem-deck-not-opened = • «{ $card }»: в колоде { $count }, а в открытом пуле { $opened } ({ $rule }).
problem-deck-hero-missing = • Нет героя: добавьте строку «Герой: …» ({ $rule }).
problem-deck-several-heroes = • Несколько героев: { $cards } — герой один ({ $rule }).
problem-deck-not-a-hero = • «{ $card }» — не герой ({ $rule }).
problem-deck-hero-in-main = • Лишний герой «{ $card }» в основной колоде: { $count } ({ $rule }).
problem-deck-hero-in-side = • Запасной герой «{ $card }» в сайдборде запрещён ({ $rule }).
problem-card-unknown = • Нет карты «{ $name }» в пуле ({ $rule }).
problem-card-ambiguous = • «{ $name }» похоже на несколько карт: { $options } ({ $rule }).
sealed-pool-first = Сначала пришлите свой открытый пул: /pool и список карт (FMT-11).
deck-slot-bad = Номер колоды — от 1 до { $count }.
deck-slots-full = Все { $count } колоды уже присланы. Заменить: /deck <номер> и список.
decks-not-required = В «{ $title }» деклисты не нужны.
decks-locked = Турнир «{ $title }» начался: деклисты заблокированы, изменить может только судья (REG-9).
deck-accepted = ✅ Колода { $slot } из { $count } принята: «{ $name }», герой { $hero }, основная { $main }, сайдборд { $side }. Её видите только вы и судьи. { $corrected }
deck-changed-by-judge = Судья изменил вашу колоду { $slot } в «{ $title }»: «{ $name }».
pool-not-sealed = Пул присылают только в Силеде, а «{ $title }» — не Силед.
sealed-pool-saved = ✅ Пул для «{ $title }» сохранён: { $count } карт. Теперь колода: /deck (FMT-11).
no-decks-yet = В «{ $title }» вы ещё не прислали колоды (нужно { $count }): /deck и список.
my-decks =
    🃏 Ваши колоды в «{ $title }»:
    { $decks }
deck-row = { $slot }. «{ $name }» ({ $hero }), основная { $main }, сайд { $side }
player-no-decks = { $nickname } ещё не прислал колоды.
decklist =
    🃏 Колоды игрока { $nickname }:
    { $decks }
decklist-item =
    { $slot }. «{ $name }» ({ $hero }), основная { $main }, сайд { $side }:
    { $content }
publish-before-end = Деклисты публикуются после окончания турнира «{ $title }».
published-deck =
    🃏 { $place } место — { $nickname }, колода { $slot }: «{ $name }» ({ $hero })
    { $content }
decks-published = Опубликовано деклистов: { $count } (топ-{ $top }).
sent-privately = 📬 { $name }, ответ — у вас в личке с ботом: деклисты видят только судьи и владелец (REG-9).
begin-missing-decks = Турнир «{ $title }» не начат: нужны деклисты ({ $count } на игрока), а прислали не все (REG-9): { $players }. Игрок присылает список боту в личку: /deck. Судья может внести список сам — /setdeck <ник> и список на следующих строках — или отказать игроку: /refuse <ник> <причина>. Потом снова /begin.
missing-deck-row = { $nick } ({ $sent } из { $count })
problem-card-suggested = • Нет карты «{ $name }» в пуле — возможно, вы имели в виду: { $options } ({ $rule }).

## Форма команд

usage-pool = Формат: /pool и на следующих строках все открытые карты, например «2 Название».
usage-deck = Формат: /deck [номер колоды] и список на следующих строках: «Герой: …», «3 Название», «Сайд:». Или файл .txt с подписью /deck.
usage-setdeck = Формат: /setdeck <ник> [номер] и список на следующих строках.
usage-decks = У команды /decks нет аргументов.
usage-decklist = Формат: /decklist <ник>
usage-publish_decks = Формат: /publish_decks [число мест], например /publish_decks 8
