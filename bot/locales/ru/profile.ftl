### A player's profile across tournaments: /profile and the page /p/<id> (issue 26)

profile-card =
    👤 Профиль игрока { $nick }
    Завершённых турниров: { $count }, лучшее место: { $best }
    Рейтинг: { $rating }
    { $lines }
    { $link }
profile-card-line = • { $title }, { $date } — место { $place }, { $record }
profile-card-season = Сезон «{ $season }»: место { $place } из { $size }, очков: { $points }
profile-card-more = … и ещё турниров: { $count }
profile-card-link = 🌐 Страница игрока: { $url }
profile-rating = { $value } (место в рейтинге: { $rank }, рейтинговых матчей: { $matches })
profile-no-data = нет данных
profile-unknown = Игрок «{ $nick }» не найден среди сыгравших в завершённых турнирах. Пример: /profile Лось
profile-none-yet = У вас пока нет завершённых турниров. Чужой профиль: /profile <ник>
btn-profile-page = 👤 Страница игрока

## The page

web-profile-title = Игрок { $nick }
web-profile-missing-title = Игрок не найден
web-profile-missing = Такого игрока нет среди сыгравших в завершённых турнирах.
web-profile-rating = Рейтинг
web-profile-chart = История рейтинга: от { $low } до { $high }
web-profile-seasons = Сезоны
web-profile-seasons-none = В сезонах не играл.
web-profile-season = «{ $season }»: место { $place } из { $size }, очков: { $points }
web-profile-qualified = проходит отбор
web-profile-tournaments = Турниры ({ $count })
web-profile-place = место { $place }
web-profile-deck = Колода «{ $name }» ({ $hero })
web-profile-h2h = Личные встречи
web-profile-h2h-none = Завершённых матчей с соперниками пока нет.
web-profile-vs = Соперник
web-profile-h2h-never = Завершённых матчей между ними нет.
web-profile-vs-show = Показать
web-profile-h2h-total = { $nick } против { $opponent }: { $wins }-{ $losses }-{ $draws } (победы-поражения-ничьи), матчей: { $count }
web-profile-outcome-win = победа
web-profile-outcome-loss = поражение
web-profile-outcome-draw = ничья
web-profile-game-draws = ничьих в партиях: { $count }
web-profile-round = тур { $round }
web-profile-unplayed = не сыгран (техническое решение)

## Форма команд

usage-profile = Формат: /profile или /profile <ник>
web-profile-live = Играет сейчас
