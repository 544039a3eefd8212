### Prizes: the prize table, claims, documents, payment (PRZ-1…PRZ-3)

## The prize table

prizes-bad-part = The prize table has an error in "{ $part }": { $why }. Form: /set prizes="1:money 5000 ₽; 2:items Hero set; 3-4:bonus 500; 1-8:qualification Season cup"
prizes-why-form = expected <place>[-<place>]:<kind> <what is given>
prizes-why-places = places are numbers from 1 to 1024, the first not above the second
prizes-why-kind = the kind is bonus, items, money or qualification
prizes-why-text = it does not say what is given
prizes-why-long = the prize text is longer than { $max } characters
prizes-too-many = The prize table has more than { $max } lines.
prize-kind-bonus = bonuses
prize-kind-items = in-game items
prize-kind-money = money
prize-kind-qualification = qualification
prize-item = { $kind }: { $what }
prizes-row = place { $places } — { $prize }
documents-contact-config = as in the bot's settings
prizes-none = No prizes are announced in "{ $title }".
prizes-table =
    🏆 Prizes of "{ $title }":
    { $items }
prizes-judges =
    🏆 Prizes of "{ $title }" — winners and status:
    { $items }
    { $hidden }
prizes-judges-row = place { $places } — { $prize }: { $winner }, { $status }, due { $due }{ $data }
prizes-claim-data = {" "}(game nickname { $nickname }, ID { $game_id }, platform nickname { $platform_nick })
prizes-data-hidden = Only the head judge and the admins see the winners' data, in a private chat with the bot (/prizes).
prizes-file = 🏆 Prizes of "{ $title }": { $count } entries.

## Claims (PRZ-1)

claim-status-asked = awaiting the answer
claim-status-answered = details received
claim-status-documents = documents sent
claim-status-paid = paid
claim-status-forfeited = forfeited
claim-status-withdrawn = withdrawn (the place changed)
claim-status-none = not awarded
prizes-asked-alert = 🏆 "{ $title }" (#{ $id }): the winners were asked to claim their prizes ({ $count }). List: /prizes #{ $id }
prize-details =
    🏆 Congratulations! For place { $place } in "{ $title }" you get a prize: { $prize }.
    To receive it, send your in-game nickname, game ID and platform nickname in one message by { $due }:
    /claim { $nickname }; { $game_id }; <platform nickname>
    Do not send passports, tax numbers or bank details in the chat (PRZ-2). Without an answer in time the prize is forfeited and does not pass to the next place (S4 8.5).
claim-reminder-details =
    ⏰ Reminder: the prize for place { $place } in "{ $title }" ({ $prize }) awaits your details until { $due }.
    /claim { $nickname }; { $game_id }; <platform nickname>
prize-documents =
    🏆 Congratulations! For place { $place } in "{ $title }" you get a prize: { $prize }.
    The organizer takes the documents for it only this way: { $contact }. Do not send them to the bot (PRZ-2).
    Once sent, press the button below — by { $due }. Otherwise the prize is forfeited and does not pass to the next place (S4 8.5, 8.12).
claim-reminder-documents =
    ⏰ Reminder: for the prize for place { $place } in "{ $title }" ({ $prize }) send your documents: { $contact } — and press the button below by { $due }.
btn-documents-sent = 📨 Documents sent
claim-none = You have no prize awaiting an answer.
claim-in-private = Send your prize details to the bot in private messages.
claim-all-fields = To correct your details, send all three: /claim <in-game nickname>; <game ID>; <platform nickname>
claim-field-nickname = in-game nickname
claim-field-game_id = game ID
claim-field-platform_nick = platform nickname
claim-missing = Missing: { $fields }. Send { $fields } with /claim by { $due }, e.g. /claim <value>
claim-answered = ✅ Your prize details for "{ $title }" were received and passed to the head judge.
claim-documents-already = You already said the documents were sent.
claim-closed = This prize no longer awaits an answer: { $status }.
claim-documents-noted = ✅ Noted: the documents for the prize of "{ $title }" were sent ({ $contact }). The bot keeps only this fact.
prize-settled-alert = 🏆 "{ $title }": { $nickname } (place { $place }) — { $status }.
prize-withdrawn = After a correction your place in "{ $title }" changed: the prize for place { $place } is no longer yours.
prize-paid-place-moved = ⚠️ "{ $title }": the prize for place { $place } was already paid to { $nickname }, and a correction moved his place. Decide by hand.
prize-refused-disqualified = You are disqualified in "{ $title }": the prize for place { $place } ({ $prize }) is not awarded and does not pass to others (PRZ-3, MOD-8).
prize-refused-dropped = You left "{ $title }": by its rules the prize for place { $place } ({ $prize }) is not awarded and does not pass to others (PRZ-3, S4 8.7).
prize-forfeited = The time to claim the prize for place { $place } in "{ $title }" ({ $prize }) is over: the prize is forfeited (S4 8.5, 8.12).
prize-forfeited-alert = ⌛ "{ $title }": { $nickname } did not answer in time — the prize for place { $place } ({ $prize }) is forfeited and does not pass to the next place.
prize-paid = ✅ The prize for place { $place } in "{ $title }" was paid.
paid-marked = ✅ The prize for place { $place } ({ $nickname }) is marked paid.
paid-no-prize = "{ $title }" has no prize for place { $place }. Form: /paid <place> [kind]
paid-which = Place { $place } has several prizes: { $kinds }. Name the kind: /paid { $place } <kind>
paid-already = The prize for place { $place } is already marked paid.
paid-not-claimed = The prize for place { $place } is not claimed yet: { $status }.

## PRZ-2: documents never in a chat

personal-data-deleted = Message deleted.
personal-data-refused = 🔒 This looks like a card or document number. The bot neither takes nor keeps such data; the message was deleted where possible. Send documents to the organizer: { $contact }.
documents-contact-unknown = the organizer will tell you the address

## PRZ-3, MOD-8: a disqualification ends the claims

prize-forfeited-disqualified = ⛔ You are disqualified in "{ $title }": the prize for place { $place } ({ $prize }) is not awarded and does not pass to others (PRZ-3, MOD-8, S4 8.7).
prize-forfeited-disqualified-alert = ⛔ "{ $title }": { $nickname } is disqualified — the prize for place { $place } ({ $prize }) is not awarded and does not pass to the next place (MOD-8). The prize claim is closed.
prize-paid-disqualified = ⚠️ "{ $title }": { $nickname } is disqualified, but the prize for place { $place } ({ $prize }) has already been paid to him. Settle it by hand.
claim-refused-disqualified = You are disqualified in "{ $title }": no prize is awarded (PRZ-3, MOD-8). Prize details are not accepted.
claim-status-disqualified = not awarded: the winner is disqualified (MOD-8)
claim-status-dropped = not awarded: the winner left the tournament (S4 8.7)

## Command forms

usage-prizes = Form: /prizes or /prizes csv
usage-paid = Form: /paid <place> [kind], e.g. /paid 1 or /paid 1 money
usage-claim = Form: /claim <in-game nickname>; <game ID>; <platform nickname>
usage-docsent = Press the «Documents sent» button under the prize message.
