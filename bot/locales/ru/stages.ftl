### Stages and brackets: how a multi-stage tournament runs (FMT-1, FMT-2, FMT-5, FMT-8)

## Сетки: матчи и названия раундов (FMT-1, FMT-2, FMT-5, FMT-8)

bracket-node-unknown = В сетке нет матча «{ $node }».
bracket-node-not-ready = Матч сетки «{ $node }» ещё не готов: неизвестен соперник.
bracket-result-bad = В матче сетки «{ $node }» не играет { $winner }.
round-final = финал
round-semifinal = полуфинал
round-fraction = 1/{ $part } финала
round-upper = верхняя сетка, раунд { $round }
round-lower = нижняя сетка, раунд { $round }
round-upper-final = финал верхней сетки
round-lower-final = финал нижней сетки
round-grand-final = суперфинал
round-grand-final-reset = суперфинал, решающий матч

## Этапы: ход турнира (FMT-1, FMT-5, FMT-6, FMT-8)

stage-item = { $label }
stage-swiss = швейцарка, туров: { $rounds }
stage-draft = драфт за столами, туров: { $rounds }
stage-groups = групповой этап, групп: { $groups }
stage-single = сетка на выбывание
stage-double = двойная сетка на выбывание
stage-top = топ-{ $size } на выбывание
stage-started =
    ▶️ «{ $title }»: начинается этап «{ $stage }», участников: { $count }.
    { $pools }
pool-row = Стол/группа { $n }: { $players }
pairing-row-node = №{ $number } ({ $label }): { $a } — { $b } ({ $state })
final-row-bare = { $place }. { $nick }
bracket-after-round =
    🏆 «{ $title }», сетка после тура { $round }:
    { $rows }
    { $champion }
bracket-row = { $label }: { $a } — { $b } { $state }
bracket-champion = 🥇 Победитель: { $name }!
node-waiting = (ждём соперника)
node-ready = (играют)
node-played = ({ $score }, проходит { $winner })
node-bye = (проходит { $winner } без игры)
node-forfeit = (соперник выбыл, проходит { $winner }, MOD-8)
node-skipped = (не понадобился)
stage-complete = ✅ «{ $title }»: тур { $round } завершил этап. Следующий этап: /next #{ $id }
