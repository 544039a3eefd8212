### Sanctions and bans: the scale, disqualification, bans across tournaments (MOD-1…MOD-10)

## Sanctions (MOD-1…MOD-10)

sanction-remark = caution
sanction-warning = warning
sanction-gameloss = game loss
sanction-matchloss = match loss
sanction-dq = disqualification
sanction-ban = ban
sanction-escalated = (repeat violation, escalated per the regulation)
sanction-pending = (awaiting a judge's confirmation)
sanction-issued = ⚖️ { $nickname }: { $kind } ({ $rule }). { $escalated } Logged.
you-got-remark = ⚖️ "{ $title }": you got a caution ({ $rule }). Reason: { $reason }.
you-got-warning = ⚠️ "{ $title }": you got a warning ({ $rule }). Reason: { $reason }. A repeat violation is penalized more harshly.
you-got-gameloss = ⚖️ "{ $title }": you got a game loss ({ $rule }). Reason: { $reason }.
you-got-matchloss = ⚖️ "{ $title }": you got a match loss ({ $rule }). Reason: { $reason }.
you-got-dq = ⛔ "{ $title }": you are disqualified ({ $rule }). Reason: { $reason }. The ruling is final (MOD-8).
you-got-ban = ⛔ You are banned from tournaments until { $until } ({ $rule }). Reason: { $reason } (MOD-9).
dq-announced = ⛔ "{ $title }": { $nickname } is disqualified ({ $rule }).
dq-confirm-ask = ⚠️ "{ $title }": repeat violation by { $nickname } ({ $reason }); the regulation calls for disqualification ({ $rule }). Confirm:
dq-confirm-asked = Repeat violation: the judges have been asked to confirm the disqualification of { $nickname } (MOD-3).
btn-confirm-dq = Disqualify
btn-decline-dq = Don't disqualify
dq-declined = A judge has cancelled the disqualification of { $nickname }.
sanction-not-pending = Sanction #{ $id } is not awaiting confirmation.
result-matchloss = ⚖️ Match #{ $number }: { $a } — { $b } { $score }, match loss by a judge's ruling.
result-gameloss = ⚖️ Match #{ $number }: { $a } — { $b } { $score }, games awarded for game losses (MOD-1).
gameloss-game-won = ⚖️ Match #{ $number }: { $nickname } got a game loss ({ $rule }), so the game goes to you. Game score: { $a } — { $b } { $score }.
gameloss-report-cleared = ⚖️ The score entered for match #{ $number } has been cleared: it leaves out the game awarded by a sanction ({ $a } — { $b } { $score }). Enter the final score including it: /report.
gameloss-applied = Game awarded to { $winner }: match #{ $number }, { $a } — { $b } { $score }.
gameloss-no-match = { $nickname } has no open match in the current round, so no game could be applied. The sanction is recorded.
result-dq = ⛔ Match #{ $number }: { $a } — { $b } { $score }, one of the players is disqualified (MOD-8).
result-annulled = ⛔ Match #{ $number }: { $a } — { $b } { $score }, result annulled (MOD-3).
banned-until = You are banned from tournaments until { $until } (MOD-9). Reason: { $reason }.
no-bans = No active bans.
bans-list =
    ⛔ Active bans:
    { $items }
ban-row = { $name } — until { $until }: { $reason }
history-clean = { $nickname } has no sanctions.
history =
    📋 Sanctions of { $nickname }:
    { $items }
history-row = { $at } "{ $title }": { $kind } — { $reason } { $pending }

## A ban reaches every tournament (S4 1.1, MOD-9)

ban-remove-ask = 🚫 { $nickname } is banned until { $until }. Remove him from every tournament he applied to or plays in?
btn-ban-remove = Remove from all tournaments
btn-ban-keep = Keep
ban-remove-stale = Ban #{ $id } not found.
ban-remove-declined = { $name } stays in his tournaments; the ban holds for new registrations.
ban-remove-done = { $name } removed from: { $titles }.
ban-removed-you = You were removed from "{ $title }": banned until { $until } (S4 1.1).
ban-removed-alert = 🚫 { $nickname } removed from "{ $title }" because of a ban.

## A deck unlike its decklist (MOD-7, S4 11.3)

sanction-deck-range = A deck that does not match its decklist is punished from a game loss up to a disqualification ({ $rule }): /gameloss, /matchloss or /dq with the same reason. "{ $kind }" does not fit here.

## Command forms

usage-remark = Usage: /remark <nickname> <reason>, or in reply to the player's message: /remark <reason>
usage-warn = Usage: /warn <nickname> <reason>; the reason's first word may name the violation: obscene, insult, stalling, assistance, deck, flood, spam, chat
usage-gameloss = Usage: /gameloss <nickname> <reason>
usage-matchloss = Usage: /matchloss <nickname> <reason>
usage-dq = Usage: /dq [annul] <nickname> <reason>; annul voids the player's results (MOD-3)
usage-ban = Usage: /ban <days> <nickname> <reason>
usage-sconfirm = Confirm with a button.
usage-bans = /bans takes no arguments.
usage-history = Usage: /history <nickname>
usage-banremove = Press the button under the ban message.
