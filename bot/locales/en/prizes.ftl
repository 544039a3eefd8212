# Prizes, claims, the head judge, consent and eligibility (PRZ-1…PRZ-3, REG-3, S4 1.6-1.9, 8.11).

## The prize table
prizes-bad-part = The prize table has an error in "{ $part }": { $why }. Form: /set prizes="1:money 5000 ₽; 2:items Hero set; 3-4:bonus 500; 1-8:qualification Season cup"
prizes-why-form = expected <place>[-<place>]:<kind> <what is given>
prizes-why-places = places are numbers from 1 to 1024, the first not above the second
prizes-why-kind = the kind is bonus, items, money or qualification
prizes-why-text = it does not say what is given
prizes-why-long = the prize text is longer than { $max } characters
prizes-too-many = The prize table has more than { $max } lines.
set-expected-prizes = lines "<place>[-<place>]:<kind> <what>" separated by ";", kind: bonus, items, money, qualification; none for no prizes
set-expected-drop_keeps_prize = on (a dropped player keeps his prize, S0) or off (loses it, S4 8.7)
set-expected-min_age = an age from 6 to 99, or none
set-expected-territory = the territories (up to 200 characters), or none
set-expected-require_game_id = on, off or auto (on when there are prizes)
set-expected-documents_contact = where documents go (up to 200 characters), or none for the bot's setting
prize-kind-bonus = bonuses
prize-kind-items = in-game items
prize-kind-money = money
prize-kind-qualification = qualification
prize-item = { $kind }: { $what }
prizes-row = place { $places } — { $prize }
ann-prizes-none = not announced
ann-changed-prizes = prizes
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

## The head judge (S0 9.2, S4 8.2)
head-judge-only = This is the head judge's decision in "{ $title }": { $name }.
head-judge-needs-reply = Reply with /judge head to a message of the judge you make head judge.
head-judge-set = ⭐ { $name } is the head judge of "{ $title }".
you-are-head-judge = ⭐ You are the head judge of "{ $title }" (#{ $id }): the lot and the prizes are yours (/prizes, /paid).

## Registration: consent and eligibility (S4 1.6, 1.7, 1.9, 8.11; REG-3)
registration-consent = By taking part you consent to the publication of results and nicknames and to the processing of the data you give the bot (S4 1.6, 1.7, 1.9).{ $extra }
consent-age = {" "}Participants must be at least { $age }.
consent-territory = {" "}Participation and prizes only from: { $territory } (S4 8.11).
btn-confirm-age = I am { $age } or older
btn-confirm-territory = I am in: { $territory }
eligibility-age = your age
eligibility-territory = your territory
eligibility-missing = First confirm { $what } with the button under the rules.
eligibility-confirmed = ✅ Confirmed: { $what }. Press the remaining buttons.
game-id-required = In "{ $title }" the game ID is required: /register { $nickname } <game ID>

## A ban reaches every tournament (S4 1.1, MOD-9)
ban-remove-ask = 🚫 { $nickname } is banned until { $until }. Remove him from every tournament he applied to or plays in?
btn-ban-remove = Remove from all tournaments
btn-ban-keep = Keep
ban-remove-stale = Ban #{ $id } not found.
ban-remove-declined = { $name } stays in his tournaments; the ban holds for new registrations.
ban-remove-done = { $name } removed from: { $titles }.
ban-removed-you = You were removed from "{ $title }": banned until { $until } (S4 1.1).
ban-removed-alert = 🚫 { $nickname } removed from "{ $title }" because of a ban.

## Usage
usage-prizes = Form: /prizes or /prizes csv
usage-paid = Form: /paid <place> [kind], e.g. /paid 1 or /paid 1 money
usage-claim = Form: /claim <in-game nickname>; <game ID>; <platform nickname>
usage-docsent = Press the «Documents sent» button under the prize message.
usage-eligible = Press the confirmation button under the tournament's rules.
usage-banremove = Press the button under the ban message.

## PRZ-3, MOD-8: a disqualification ends the claims
prize-forfeited-disqualified = ⛔ You are disqualified in "{ $title }": the prize for place { $place } ({ $prize }) is not awarded and does not pass to others (PRZ-3, MOD-8, S4 8.7).
prize-forfeited-disqualified-alert = ⛔ "{ $title }": { $nickname } is disqualified — the prize for place { $place } ({ $prize }) is not awarded and does not pass to the next place (MOD-8). The prize claim is closed.
prize-paid-disqualified = ⚠️ "{ $title }": { $nickname } is disqualified, but the prize for place { $place } ({ $prize }) has already been paid to him. Settle it by hand.
claim-refused-disqualified = You are disqualified in "{ $title }": no prize is awarded (PRZ-3, MOD-8). Prize details are not accepted.
claim-status-disqualified = not awarded: the winner is disqualified (MOD-8)
claim-status-dropped = not awarded: the winner left the tournament (S4 8.7)
