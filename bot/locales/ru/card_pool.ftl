### The card pool and the Constructed banned list (DECK-1…DECK-4)

## Пул карт и бан-лист (DECK-1…DECK-4)

element-unknown = Не знаю стихию «{ $element }». Стихии: степи, горы, лес, болота, тьма, нейтральная.
card-unknown = Нет карты «{ $name }» в пуле.
card-ambiguous = «{ $name }» похоже на несколько карт: { $options }. Уточните название.
pool-empty = Файл пула карт пуст.
pool-bad-row = Пул карт, строка { $line }: { $problem ->
        [header] нет заголовка name,element,hero,horde,set
        [columns] не хватает столбцов ({ $value })
        [syntax] ошибка формата ({ $value })
        [name] пустое название
        [element] неизвестная стихия «{ $value }»
        [hero] поле hero должно быть да/нет, а не «{ $value }»
        [horde] поле horde должно быть да/нет, а не «{ $value }»
        [set] пустой выпуск
        [duplicate] карта «{ $value }» уже есть выше
       *[other] ошибка ({ $value })
    }.
banned-bad-line = Бан-лист, строка { $line }: { $problem ->
        [unknown] карты «{ $name }» нет в пуле
        [ambiguous] «{ $name }» похоже на несколько карт: { $options }
        [typo] «{ $name }» — опечатка? Возможно: { $options }
       *[other] ошибка в «{ $name }»
    }.
deck-bad-line = Не понимаю строку { $line } деклиста: «{ $text }». Пишите «3 Название карты». Всего непонятных строк: { $count } ({ $lines }).
deck-empty = Деклист пуст: после /deck пришлите строки вида «3 Название карты», строку «Герой: …» и, если нужно, «Сайд:».

## Загрузка пула и бан-листа

no-card-pool = Организатор ещё не загрузил пул карт: python -m bot cards import <файл> или файл с подписью /cards.
cards-imported = ✅ Пул карт загружен: { $count } карт, из них героев { $heroes }.
banned-imported = ✅ Бан-лист Констрактеда загружен: { $count } карт (DECK-3).

## Названия карт: два символа мимо — подсказка

card-suggested = Нет карты «{ $name }» в пуле — возможно, вы имели в виду: { $options }?

## Форма команд

usage-cards = Пришлите пул карт файлом CSV или TOML с подписью /cards (столбцы name, element, hero, horde, set).
usage-banned = Пришлите бан-лист Констрактеда файлом или текстом после /banned: по карте в строке.
