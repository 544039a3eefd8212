## Досрочное завершение (FMT-1, FMT-4) и возвращение выбывшего после пропущенных туров (REG-8)

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

judge-undropped-missed = { $nickname } снова в турнире и попадёт в пары тура { $round }. { $count ->
        [1] Пропущенный тур { $rounds }
       *[other] Пропущенные туры { $rounds }
    }: { $missed }.
undropped-missed = ⚖️ Судья вернул вас в турнир «{ $title }»: вы в парах с тура { $round }. { $count ->
        [1] Пропущенный тур { $rounds }
       *[other] Пропущенные туры { $rounds }
    }: { $missed }.
undrop-not-swiss = { $nickname } пропустил туры после выхода, а этап «{ $stage }» не швейцарский: вернуть его можно было только до следующей жеребьёвки.
undrop-other-stage = { $nickname } выбыл до начала этапа «{ $stage }» и не входит в него: вернуть его нельзя.
undrop-no-round-left = В этапе «{ $stage }» не осталось туров: { $nickname } уже не попадёт в пары.

stages-cut-confirm =
    ⚠️ Турнир «{ $title }» уже идёт: с этапами «{ $value }» не будут сыграны этапы: { $stages }.
    Сохранить? Идущий этап доиграется как начат.
btn-cut-stages = Сохранить без этих этапов
