### Ratings across tournaments: /rating, one player's rating, the table picture

rating-top =
    🏅 Рейтинг игроков (OpenSkill, все завершённые турниры; в таблице { $count }):
    { $rows }{ $mine }
rating-row = { $rank }. { $nickname } — { $value } (матчей: { $matches })
rating-mine =
    {""}
    …
    { $row }
rating-empty = Рейтинга пока нет: ни в одном завершённом турнире не сыграно ни одного рейтингового матча.
rating-person = 🏅 { $nickname }: рейтинг { $value }, { $rank }-е место из { $count }; рейтинговых матчей: { $matches }. { $change }
rating-change = В последнем турнире («{ $title }»): { $delta }.
rating-unknown = Игрок «{ $nickname }» не найден в завершённых турнирах. Формат: /rating <ник>, например /rating Анна; /rating без ника — вся таблица.
rating-none = У игрока { $nickname } пока нет рейтинговых матчей: баи, технические поражения и неявки в рейтинг не идут.
usage-rating = Формат: /rating — таблица рейтинга; /rating <ник> — рейтинг игрока.

## Картинка

rating-picture = 🏅 Рейтинг игроков: { $count } в таблице
rating-picture-title = Рейтинг игроков
rating-picture-subtitle = первые { $count } · OpenSkill по всем завершённым турнирам
rating-col-value = Рейтинг
rating-col-matches = Матчи
