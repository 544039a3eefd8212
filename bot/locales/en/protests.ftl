### Protests: filing, evidence, decisions, copies in the match chat (PRO-1…PRO-9)

## Protests (PRO-1…PRO-9)

btn-protest = File a protest with a judge
reason-result = Result dispute
reason-rules = Rules violation
reason-deck = Deck doesn't match the decklist
reason-assistance = Outside assistance
reason-stalling = Stalling
reason-conduct = Conduct
reason-technical = Technical failure
reason-other = Other
protest-no-match = A protest is filed about your own match: /protest [match number].
protest-after-auto = The result became final because the opponent did not answer in time, so it can't be protested (PRO-9).
protest-too-late = A protest is accepted only within { $minutes } minutes after the match ends (PRO-3).
protest-limit = At most { $limit } protests per player per { $scope ->
        [stage] stage
       *[round] round
    } (PRO-4): your limit is used up.
protest-reason-ask = ⚖️ Protest about match #{ $number }: { $me } against { $accused } (PRO-2). Choose one reason:
protest-unknown = There is no protest #{ $id }.
protest-not-yours = This is not your protest.
protest-already-filed = Protest #{ $id } has already been filed.
protest-text-ask = Reason: { $reason }. Now describe it in one message, this one reason only (PRO-2). The message can't be edited once sent: editing rejects the protest (PRO-5).
protest-text-empty = Describe the reason for the protest in words.
protest-text-long = Too long: { $max } characters at most.
protest-several-reasons = A protest has one reason (PRO-2), and I see several points or reasons. Send a description of one reason; file another protest for the other one if your limit allows (PRO-7).
protest-filed = ✅ Protest #{ $id } about match #{ $number } has been sent to the judges. The ruling will arrive here.
protest-alert =
    ⚖️ Protest #{ $id } ("{ $title }"), match #{ $number }: { $me } against { $accused }.
    Reason: { $reason }.
    { $text }
    Ruling: /decide { $id } accept [<a>:<b>] <text> #{ $tid } or /decide { $id } reject <text> #{ $tid }; evidence: /evidence { $id } <minutes> #{ $tid }
btn-protest-accept = Accept…
btn-protest-reject = Reject…
btn-protest-evidence = Request evidence
protest-noted = ⚖️ { $me } filed a protest with a judge about match #{ $number } (PRO-1).
protest-against-you = ⚖️ { $me } filed a protest with a judge about match #{ $number }. A judge will decide.
protest-edited = ⛔ The message of protest #{ $id } was edited, so the protest is rejected (PRO-5). A judge may reopen it within 10 minutes.
protest-edited-alert = "{ $title }": protest #{ $id } from { $me } rejected: the message was edited (PRO-5). To reopen: /reopen { $id } #{ $tid }
protest-decided = Protest #{ $id } has already been decided; the ruling is final (PRO-8).
protest-not-open = Protest #{ $id } is not awaiting a ruling now.
decision-text-ask = ⚖️ { $judge }, protest #{ $id } will be { $verdict }. Reply to this message with the ruling text: your next message in this chat becomes the ruling. It is final and goes to both players (PRO-8). If an upheld protest changes the match result, start with the new score, as in /result: 2:1 text (RES-8).
decision-text-empty = Write the ruling text in words.
protest-accepted = ⚖️ Protest #{ $id } about match #{ $number } is upheld. The judge's ruling: { $text } The ruling is final (PRO-8).
protest-rejected = ⚖️ Protest #{ $id } about match #{ $number } is rejected. The judge's ruling: { $text } The ruling is final (PRO-8).
verdict-accepted = upheld
verdict-rejected = rejected
protest-decided-judge = Protest #{ $id } ({ $verdict }); the players have been notified. To change the result of match #{ $number }: /result
evidence-asked = 📎 A judge asks for evidence on protest #{ $id }: send screenshots or videos here by { $until } (PRO-6).
evidence-asked-judge = Evidence on protest #{ $id } requested by { $until }.
evidence-received = ✅ File "{ $name }" has been attached to protest #{ $id } and sent to the judges.
evidence-too-big = The file is too big: { $max } MB at most.
evidence-forwarded = 📎 Evidence for protest #{ $id } from { $me }: { $name }
evidence-over = Time for evidence on protest #{ $id } is over. Ruling: /decide { $id } … #{ $tid }
protest-not-edited = Protest #{ $id } was not rejected for an edit.
protest-reopen-late = More than { $minutes } minutes have passed: protest #{ $id } can't be reopened (PRO-5).
protest-reopened = ⚖️ A judge has reopened protest #{ $id } (PRO-5).
protest-reopened-judge = Protest #{ $id } is awaiting a ruling again.
no-open-protests = No protests are awaiting a ruling in "{ $title }".
protests-list =
    ⚖️ "{ $title }", protests:
    { $items }
protest-row = #{ $id }, match #{ $number }: { $me } against { $accused } — { $reason } ({ $state }; { $due })
protest-state-open = awaiting a ruling
protest-state-evidence = awaiting evidence
protest-due = due { $moment }
protest-due-playing = the match is still being played: due { $minutes } minutes after it ends (PRO-3)

## A result held by a protest

result-held = ⏸ Match №{ $number }: protest №{ $id } was filed; the result will not become final until a judge decides (RES-3, PRO-1).
result-released = ▶️ Match №{ $number }: the judge decided the protest. The reported score waits for confirmation again until { $due } (RES-3).

## Copies in the match chat (PRO-1, PRO-8; S4 10.1, 6.2)

protest-copy-match =
    ⚖️ Protest #{ $id } on match #{ $number }: { $me } against { $accused }.
    Reason: { $reason }.
    { $text }
    The protest went to the judges; the decision will come here and to both players (PRO-1).
protest-decision-match = ⚖️ Protest #{ $id } on match #{ $number } { $verdict }. The judge's decision: { $text } The decision is final (PRO-8).

## Command forms

usage-decide = Usage: /decide <protest number> accept|reject [ruling text]; without a text I will ask for it. An upheld protest changes the result when the text starts with a score: /decide <number> accept <a>:<b>[:<draws>] <text> (RES-8).
usage-protest = Usage: /protest [match number]
usage-preason = Choose a reason with a button.
usage-evidence = Usage: /evidence <protest number> [minutes]
usage-reopen = Usage: /reopen <protest number>
usage-protests = /protests takes no arguments.
