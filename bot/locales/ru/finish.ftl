### Finishing a tournament: the last round, finishing early, the end of corrections

## Последний тур

finish-not-complete =
    Нельзя завершить: в туре { $round } ещё нет окончательного результата у матчей:
    { $matches }
all-rounds-played = Все туры ({ $rounds }) сыграны. Итоги: /finish

## Итоги

finished =
    🏁 Турнир «{ $title }» завершён.
    { $table }
your-final-place = 🏁 «{ $title }» завершён: ваше место { $place } из { $count }, очков: { $points }.

## Открытые вопросы при завершении; конец срока исправлений (RES-8)

review-closed = Турнир «{ $title }» закрыт: срок исправлений после окончания истёк (RES-8).
review-closed-alert = 🔒 «{ $title }» (#{ $id }): срок исправлений истёк, результаты окончательные.
finish-confirm =
    «{ $title }» можно завершить, но остались открытые вопросы:
    Неподтверждённые результаты (станут окончательными как введены): { $reported }
    Открытые жалобы (останутся открытыми до решения): { $protests }
    Завершить всё равно?
btn-finish-anyway = Завершить турнир

## Досрочное завершение (FMT-1, FMT-4)

finish-early-confirm =
    ⚠️ Завершить турнир «{ $title }» досрочно?
    { $lines }
    Итоги станут окончательными: несыгранные туры вернуть будет нельзя.
btn-finish-early = Завершить досрочно
early-rounds = Сыграно { $played } из { $planned } { $planned ->
        [one] тура
       *[other] туров
    }; { $left ->
        [1] тур { $first } не будет сыгран.
       *[other] туры { $first }–{ $last } не будут сыграны.
    }
early-bracket = Сетка этапа «{ $stage }» не доиграна: победитель не определён.
early-stages = Не будут сыграны этапы: { $stages }.
early-reported = Неподтверждённые результаты (станут окончательными как введены): { $reported }
early-protests = Открытые жалобы (останутся открытыми до решения): { $protests }

## Форма команд

usage-finish = У команды /finish нет аргументов (можно указать турнир: /finish #12).
