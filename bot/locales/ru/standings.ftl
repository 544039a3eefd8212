### Standings: the table, tie-breakers and its pictures

## Таблицы

standings =
    📊 «{ $title }», таблица после тура { $round }:
    { $table }
standings-after-round =
    📊 «{ $title }», таблица после тура { $round }:
    { $table }
standings-stage =
    📊 «{ $title }», этап «{ $stages }»: таблица после тура { $round } (места дальше решает сетка):
    { $table }
final-standings =
    🏆 «{ $title }», итоговая таблица:
    { $table }
no-standings-yet = В турнире «{ $title }» ещё нет результатов.
standings-row = { $place }. { $nick } — { $points } очк. ({ $record }) · { $tb }
standings-row-dropped = { standings-row } (выбыл)
tb-item = { $label } { $value }
tb-omw = OMW
tb-gw = GW
tb-ogw = OGW
tb-mw = MW
tb-buchholz = Бухгольц
tb-median_buchholz = усеч. Бухгольц

## Картинки

standings-picture = 📊 «{ $title }», таблица после тура { $round }
standings-picture-final = 🏆 «{ $title }», итоговая таблица
bracket-picture = 🏆 «{ $title }»: сетка
picture-after-round = после тура { $round }
picture-final = итоги
col-place = №
col-player = Игрок
col-points = Очки
col-record = П-П-Н

## Форма команд

usage-standings = Формат: /standings — таблица; судьям /standings csv — таблица файлом (можно указать турнир: /standings #12).
