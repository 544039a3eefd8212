### Changing a round's pairings before any result: /repair and /swap (FMT-3)

## Изменения тура до результатов (FMT-3)

round-pairings-again =
    🔁 Судья заново составил пары тура { $round }: они заменяют прежние.
    { round-pairings }
round-pairings-stage-again =
    🔁 Судья заново составил пары тура { $round }: они заменяют прежние.
    { round-pairings-stage }
your-pairing-again =
    🔁 Пары тура { $round } изменились: это сообщение заменяет прежнее.
    { your-pairing }
your-bye-again =
    🔁 Пары тура { $round } изменились: это сообщение заменяет прежнее.
    { your-bye }
round-change-not-swiss = «{ $title }»: пары меняют /repair и /swap только в швейцарской системе и в драфте; в этом этапе их задаёт сетка или расписание групп.
round-change-started = Пары тура менять нельзя: в матчах { $matches } уже есть счёт. Пары меняются только до первого результата.
round-change-protested = Пары тура менять нельзя: по матчам { $matches } подана жалоба.
repair-no-other = Других пар для тура { $round } нет: при этих результатах жеребьёвка даёт те же пары.
change-pair-row = { $a } — { $b }
change-pair-bye = { $a } — bye
warning-rematch = повторная встреча: { $a } — { $b }
warning-second-bye = второй bye: { $a }
warning-pair-down = разные очки: { $a } ({ $pa }) — { $b } ({ $pb })
btn-apply-pairs = Применить пары
repair-confirm =
    «{ $title }», тур { $round }: новые пары
    { $pairs }
    Внимание (FMT-3):
    { $warnings }
    Применить?
repair-done = ✅ Пары тура { $round } составлены заново и разосланы в канал и игрокам. Записано в журнал.
swap-not-in-round = { $nickname } не играет в туре { $round }.
swap-same-match = Они играют друг с другом (матч №{ $number }): менять нечего.
swap-other-table = Матчи №{ $first } и №{ $second } — за разными столами драфта: соперников между столами не меняют (FMT-8).
swap-confirm =
    «{ $title }», тур { $round }: после обмена
    { $pairs }
    Внимание (FMT-3):
    { $warnings }
    Применить?
swap-done = ✅ Тур { $round }: { $a } и { $b } поменялись соперниками; игроки и канал знают. Записано в журнал.
swap-announced =
    🔁 «{ $title }», тур { $round }: судья поменял соперников, новые пары:
    { $pairs }

## Форма команд

usage-repair = У команды /repair нет аргументов: она заново составляет пары текущего тура, пока нет ни одного результата.
usage-swap = Формат: /swap <ник> <ник> — два игрока меняются соперниками в текущем туре, например /swap Лось Гриндель
