### Judges' corrections: results, technical and double losses, drop and undrop, /undo

## Исправления судьи (RES-7, RES-8, REG-8)

correction-needs-reason = Результат матча №{ $number } уже окончательный. Исправление — только с причиной: /result { $number } <счёт> <причина>
correction-bracket-played = Победитель матча №{ $number } уже сыграл дальше в сетке (матч №{ $later }). Сменить победителя нельзя; счёт с тем же победителем исправить можно.
result-corrected = ⚖️ Судья установил результат матча №{ $number }: { $a } — { $b } { $score } вместо { $before }. Причина: { $reason }.
standings-corrected =
    ⚖️ «{ $title }»: исправлен результат матча №{ $number }. Таблица сейчас:
    { $table }
correction-pairings-differ = ⚠️ «{ $title }»: после исправления матча №{ $number } пары тура { $rounds } были бы другими. Сыгранные туры не перепариваются; решите, нужно ли что-то менять.
final-standings-corrected =
    ⚖️ «{ $title }»: итоговая таблица после исправления:
    { $table }
your-final-place-changed = ⚖️ «{ $title }»: после исправления результатов ваше место { $place } (было { $before }).
result-double-loss = ⚖️ Матч №{ $number }: { $a } — { $b } — неявка обоих, обоим засчитано поражение (RES-7).
double-loss-set = ⚖️ Матч №{ $number }: { $a } и { $b } — неявка обоих, обоим поражение. Записано в журнал.
double-loss-already = В матче №{ $number } уже записана неявка обоих.
techloss-already = В матче №{ $number } уже есть техническое поражение. Если не пришёл и { $nickname }: /techloss { $number } both
techloss-decided = Результат матча №{ $number } уже окончательный. Исправить его можно так: /result { $number } <счёт> <причина>
techloss-score-auto = авто: 1:0 в BO1, 2:0 в BO3, 3:0 в BO5 (RES-7)
techloss-score-unfit = Счёт технического поражения из настроек ({ $score }) невозможен в матче BO{ $bo } (RES-7). Укажите счёт в команде, например /techloss <ник> 1:0, или поменяйте настройку: /set techloss_score=auto
techloss-score-bad = Счёт технического поражения { $score } не подходит: первым идёт счёт победителя, и он больше, например 2:0 (RES-7).
player-not-playing = { $nickname } сейчас не играет в турнире.
dropped-by-judge = ⚖️ Судья снял вас с турнира «{ $title }». Причина: { $reason }. Очки и место в таблице сохраняются (REG-8).
judge-dropped = { $nickname } снят с турнира после тура { $round }. Вернуть: /undrop { $nickname }
undrop-not-dropped = { $nickname } не выбывал из турнира.
undropped = ⚖️ Судья вернул вас в турнир «{ $title }»: вы в парах со следующего тура.
judge-undropped = { $nickname } снова в турнире и попадёт в пары тура { $round }.
btn-go-ahead = Подтвердить
undo-nothing = Отменять нечего: у вас нет исправлений в этом турнире, которые можно отменить.
undo-too-old = Отменить можно только исправление последних { $minutes } минут.
undo-depends = Отменить нельзя: после исправления { $what }. Исправьте результат снова командой /result.
undo-after-round-paired = уже составлены пары следующего тура
undo-after-stage-started = уже начался следующий этап
undo-after-finished = турнир уже завершён
undo-after-round-repaired = пары тура уже составлены заново
undo-after-opponents-swapped = игроки уже поменялись соперниками
undo-after-change = этот матч уже изменили ещё раз
undo-what-result = результат матча
undo-what-drop = снятие игрока
undo-what-undrop = возвращение игрока
undone = ↩️ Отменено последнее исправление: { $what }. Записано в журнал.
correction-undone = ↩️ Судья отменил своё последнее исправление матча №{ $number }: результат снова такой, как был до него.
status-undone = ↩️ Судья отменил своё последнее решение о вашем участии в турнире «{ $title }».

## Возвращение выбывшего после пропущенных туров (REG-8)

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

## Форма команд

usage-result =
    Формат: /result <номер матча> <очки первого>:<очки второго>[:<ничьи>] [причина], например /result 12 2:1
    Окончательный результат исправляется только с причиной: /result 12 1:2 перепутали игроков
    Неявка обоих: /result 12 0:0 <причина>
usage-techloss =
    Формат: /techloss <ник> [победитель:проигравший] [причина], например /techloss Лось неявка или /techloss Лось 2:0 опоздание
    Неявка обоих: /techloss <номер матча> both [причина]
usage-undrop = Формат: /undrop <ник> — вернуть выбывшего игрока со следующей жеребьёвки.
usage-undo = У команды /undo нет аргументов: она отменяет ваше последнее исправление (в течение 10 минут).
