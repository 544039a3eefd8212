### Сезоны (issue 26): таблица по очкам за места, лучшие результаты, квалификация

season-rules = очки за места { $points } (* — за участие); { $best }; { $qualify }
season-best = в зачёт { $count } { $count ->
        [one] лучший результат
        [few] лучших результата
       *[many] лучших результатов
    }
season-best-all = в зачёт все турниры
season-qualify-top = квалификация — топ-{ $count } таблицы
season-qualify-points = квалификация — от { $points } очк.
season-qualify-none = без квалификации
season-created =
    🏆 Создан сезон №{ $id } «{ $name }»: { $rules }.
    Турнир входит в сезон до своего начала: /set season={ $id } (крупный — /set season={ $id } weight=2). Изменить правила: /season set { $id } best=6
season-changed = ✏️ Сезон №{ $id } «{ $name }»: { $rules }.
season-empty =
    🏆 Сезон №{ $id } «{ $name }»: { $rules }.
    Завершённых турниров в сезоне пока нет. Турнир входит в сезон до начала: /set season={ $id }
season-table =
    🏆 Сезон №{ $id } «{ $name }»: { $rules }. Турниров: { $count }.

    { $rows }{ $provisional ->
        [yes] {"\u000A"}{"\u000A"}✅ — проходит квалификацию; * — турнир ещё в сроке исправлений, очки могут измениться.
       *[no] {""}
    }
season-row = { $place }. { $nick } — { $points } очк. (в зачёте { $counted } из { $played }){ $qualified ->
        [yes] {" "}✅
       *[no] {""}
    }{ $provisional ->
        [yes] *
       *[no] {""}
    }
season-qualify-line = ——— черта квалификации ———
season-picture = 🏆 Сезон «{ $name }»
season-picture-subtitle = турниров: { $count }{ $cut ->
        [yes] {" "}· { $qualify }; серым — ниже черты
       *[no] {""}
    }
season-col-results = Зачёт
season-me =
    🏆 { $nick } в сезоне №{ $id } «{ $name }»: { $place } место из { $size }, { $points } очк.{ $qualified ->
        [yes] {" "}✅ проходит квалификацию
       *[no] {""}
    }
    В зачёте:
    { $counted }{ $missed ->
        [none] {""}
       *[other] {"\u000A"}Не в зачёте:{"\u000A"}{ $missed }
    }
season-me-result = • «{ $title }» (№{ $id }): { $place } место{ $dropped ->
        [yes] {" "}(снялся — очки за итоговое место)
       *[no] {""}
    } — { $points } очк.{ $weighted ->
        [yes] {" "}(×{ $weight })
       *[no] {""}
    }{ $why ->
        [dq] {" "}— дисквалификация (MOD-8): 0 очков
        [not-best] {" "}— не в числе лучших
       *[none] {""}
    }{ $provisional ->
        [yes] {" "}— предварительно: турнир ещё в сроке исправлений
       *[no] {""}
    }
season-me-nothing = • ничего (результаты ниже)
season-me-none = { $nick } не играл завершённых турниров сезона №{ $id } «{ $name }».
season-player-unknown = Игрока «{ $nick }» нет в завершённых турнирах. Проверьте ник: /season me Ник
season-file = 📊 Сезон №{ $id } «{ $name }» файлом: { $count } { $count ->
        [one] игрок
        [few] игрока
       *[many] игроков
    } — место, очки, квалификация и очки за каждый турнир; (7) — не в числе лучших, DQ — дисквалификация.

## Отказы

season-none = Сезонов пока нет. Создаёт администратор: /season new Весна 2026
season-not-found = Сезона №{ $id } нет. Текущий сезон: /season
season-file-judges-only = Таблица сезона файлом — для администраторов и судей турниров сезона. Таблица текстом: /season
season-bad-points = Таблица очков: место или диапазон мест, двоеточие и очки, через точку с запятой; * — за участие. Например: points="{ $example }"
season-points-overlap = Места «{ $places }» уже есть в таблице очков: у каждого места одно число очков. Например: points="1:10;2:7;3-4:5;*:1"
season-bad-best = best — сколько лучших результатов идёт в зачёт: число от 1 до 999 или «все». Например: best=6
season-bad-qualify = qualify — сколько лучших в таблице сезона проходят квалификацию: число от 1 до 999 или «нет». Например: qualify=8
season-bad-qualify-points = qualify_points — сколько очков нужно для квалификации: число больше 0. Например: qualify_points=30
season-qualify-both = Квалификация — либо по месту (qualify=8), либо по очкам (qualify_points=30), не то и другое сразу.
season-bad-key = Нет настройки сезона «{ $key }». Настройки: { $keys }. Например: /season set 1 best=6 qualify=8
season-bad-name = Название сезона — одна строка от 2 до { $max } символов. Например: /season new Весна 2026
season-after-start = Турнир входит в сезон (и меняет свой вес в нём) только до начала: { $key } уже не меняется — игроки знают, что стоит турнир, до первого тура.
usage-season = Формат: /season — таблица сезона; /season 2 — сезон №2; /season me — ваши результаты; /season csv — файлом (судьям). Администратору: /season new Весна 2026 best=6 qualify=8, /season set 2 points="1:10;2:7;3-4:5;*:1"

## Страница сезона /s/<id>

web-season = сезон
web-season-number = Сезон №{ $id }
web-season-table = Таблица сезона
web-season-counted = В зачёте
web-season-qualified = квалификация
web-season-provisional = предварительно
web-season-cut = черта квалификации
web-season-empty = Завершённых турниров в сезоне пока нет.
web-season-tournaments = Турниры сезона
web-season-review = ещё в сроке исправлений
web-season-no-tournaments = Пока ни одного.
