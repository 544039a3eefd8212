### Sanctions and bans: the scale, disqualification, bans across tournaments (MOD-1…MOD-10)

## Санкции (MOD-1…MOD-10)

sanction-remark = замечание
sanction-warning = предупреждение
sanction-gameloss = техническое поражение в партии
sanction-matchloss = техническое поражение в матче
sanction-dq = дисквалификация
sanction-ban = бан
sanction-escalated = (повторное нарушение — по регламенту)
sanction-pending = (ждёт подтверждения судьи)
sanction-issued = ⚖️ { $nickname }: { $kind } ({ $rule }). { $escalated } Записано в журнал.
you-got-remark = ⚖️ «{ $title }»: вам замечание ({ $rule }). Причина: { $reason }.
you-got-warning = ⚠️ «{ $title }»: вам предупреждение ({ $rule }). Причина: { $reason }. Повторное нарушение наказывается строже.
you-got-gameloss = ⚖️ «{ $title }»: вам техническое поражение в партии ({ $rule }). Причина: { $reason }.
you-got-matchloss = ⚖️ «{ $title }»: вам техническое поражение в матче ({ $rule }). Причина: { $reason }.
you-got-dq = ⛔ «{ $title }»: вы дисквалифицированы ({ $rule }). Причина: { $reason }. Решение окончательное (MOD-8).
you-got-ban = ⛔ Вам бан на участие в турнирах до { $until } ({ $rule }). Причина: { $reason } (MOD-9).
dq-announced = ⛔ «{ $title }»: { $nickname } дисквалифицирован ({ $rule }).
dq-confirm-ask = ⚠️ «{ $title }»: повторное нарушение { $nickname } ({ $reason }) — по регламенту дисквалификация ({ $rule }). Подтвердите:
dq-confirm-asked = Повторное нарушение: судьям отправлен запрос на дисквалификацию { $nickname } (MOD-3).
btn-confirm-dq = Дисквалифицировать
btn-decline-dq = Не дисквалифицировать
dq-declined = Дисквалификация { $nickname } отменена судьёй.
sanction-not-pending = Санкция №{ $id } не ждёт подтверждения.
result-matchloss = ⚖️ Матч №{ $number }: { $a } — { $b } { $score }, техническое поражение по решению судьи.
result-gameloss = ⚖️ Матч №{ $number }: { $a } — { $b } { $score }, партии засчитаны по техническим поражениям (MOD-1).
gameloss-game-won = ⚖️ Матч №{ $number }: { $nickname } получил техническое поражение в партии ({ $rule }) — партия засчитана вам. Счёт по партиям: { $a } — { $b } { $score }.
gameloss-report-cleared = ⚖️ Введённый счёт матча №{ $number } снят: он не учитывает партию, засчитанную по санкции ({ $a } — { $b } { $score }). Введите итоговый счёт вместе с ней: /report.
gameloss-applied = Партия засчитана в пользу { $winner }: матч №{ $number }, { $a } — { $b } { $score }.
gameloss-no-match = У { $nickname } нет открытого матча в текущем туре — партию засчитать некуда. Санкция записана.
result-dq = ⛔ Матч №{ $number }: { $a } — { $b } { $score }, один из игроков дисквалифицирован (MOD-8).
result-annulled = ⛔ Матч №{ $number }: { $a } — { $b } { $score }, результат аннулирован (MOD-3).
banned-until = Вам запрещено участвовать в турнирах до { $until } (MOD-9). Причина: { $reason }.
no-bans = Действующих банов нет.
bans-list =
    ⛔ Действующие баны:
    { $items }
ban-row = { $name } — до { $until }: { $reason }
history-clean = У { $nickname } нет санкций.
history =
    📋 Санкции { $nickname }:
    { $items }
history-row = { $at } «{ $title }»: { $kind } — { $reason } { $pending }

## A ban reaches every tournament (S4 1.1, MOD-9)

ban-remove-ask = 🚫 { $nickname } забанен до { $until }. Снять его со всех турниров, где он заявлен или играет?
btn-ban-remove = Снять со всех турниров
btn-ban-keep = Оставить
ban-remove-stale = Бан №{ $id } не найден.
ban-remove-declined = { $name } остаётся в турнирах, бан действует на новые регистрации.
ban-remove-done = { $name } снят с турниров: { $titles }.
ban-removed-you = Вы сняты с турнира «{ $title }»: бан до { $until } (S4 1.1).
ban-removed-alert = 🚫 { $nickname } снят с турнира «{ $title }» из-за бана.

## Колода не по деклисту (MOD-7, S4 11.3)

sanction-deck-range = Несоответствие колоды деклисту наказывается от технического поражения в партии до дисквалификации ({ $rule }): /gameloss, /matchloss или /dq с той же причиной. «{ $kind }» сюда не подходит.

## Форма команд

usage-remark = Формат: /remark <ник> <причина> или ответом на сообщение игрока: /remark <причина>
usage-warn = Формат: /warn <ник> <причина>; первое слово причины может назвать нарушение: мат, оскорбление, затягивание, подсказки, колода, флуд, спам, чат
usage-gameloss = Формат: /gameloss <ник> <причина>
usage-matchloss = Формат: /matchloss <ник> <причина>
usage-dq = Формат: /dq [annul] <ник> <причина>; annul аннулирует результаты игрока (MOD-3)
usage-ban = Формат: /ban <дней> <ник> <причина>
usage-sconfirm = Подтвердите кнопкой.
usage-bans = У команды /bans нет аргументов.
usage-history = Формат: /history <ник>
usage-banremove = Нажмите кнопку под сообщением о бане.
