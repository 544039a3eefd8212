### Admission: the waiting list (REG-5) and the check-in (REG-4)

## Admission: waiting list (REG-5) and check-in (REG-4)

waiting-listed = 📝 "{ $title }": all { $cap } places are taken. You are number { $position } on the waiting list ({ $nickname }); the bot will tell you when a place frees up (REG-5).
promoted-from-waiting = ✅ "{ $title }": a place freed up — you are in!
btn-checkin = I'm playing
checkin-order = The check-in window must start before it ends: checkin_from < checkin_to.
checkin-window = from { $opens } to { $closes }
checkin-not-needed = "{ $title }" needs no check-in.
checkin-not-yet = Check-in for "{ $title }" opens { $opens }.
checkin-closed = Check-in for "{ $title }" is already closed.
checkin-already = You have already checked in to "{ $title }".
checked-in = ✅ { $nickname }, you are checked in to "{ $title }" (REG-4).
checkin-opened = 🔔 "{ $title }": confirm your participation by { $closes } with the button below or /checkin. Players who do not are not admitted (REG-4).
checkin-reminder = ⏰ "{ $title }": { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } left until { $closes } and you have not checked in. Press the button or send /checkin.
checkin-opened-announce = 🔔 "{ $title }": check-in is open until { $closes }. Registered players got a private message.
not-admitted = ⛔ "{ $title }": you did not check in in time and are not admitted (REG-4).
checkin-summary = "{ $title }": check-in closed. Admitted: { $count }. Did not check in: { $missing }.
checkin-still-open = Check-in is open until { $closes }: the tournament can start after it (REG-4).
player-waiting = on the waiting list
player-not-admitted = did not check in

## Command forms

usage-checkin = /checkin takes no arguments (you may name the tournament: /checkin #12).
