### Words and replies every area shares: errors, the tournament choice, statuses, times

## General

tz-moscow = MSK
internal-error = ⚠️ Something went wrong: internal error, nothing was changed. Please try the command again in a minute.
unknown-command = I don't know the command /{ $command }. List of commands: /help
admins-only = This command is for organizers only (the bot's global administrators).
judges-only = This command is for the judges of "{ $title }" only.
judges-only-hint =
    { judges-only }
    { $hint }
judge-no-tournament = You are not judging any current tournament.
no-tournament = Couldn't find a tournament for /{ $command }: you are in no current tournament. Give the tournament number, e.g. /{ $command } #12
no-open-registration = No tournaments are open for registration right now. Watch for announcements in the tournament channel.
tournament-not-found = There is no tournament #{ $id }.
choose-tournament = Which tournament is this command for? Choose:
btn-tournament = #{ $id } { $title }
choice-expired = This choice has expired. Please repeat the command.
not-set = not set
no-cap = no limit
bye-word = free (bye)

## The tournament's state

status-draft = in preparation
status-registration = registration open
status-closed = registration closed
status-running = under way
status-finished = finished (open for corrections)
status-archived = closed

## Text without a command, a stale button

plain-text-hint = I understand commands, e.g. /register <nickname> or /report 2:1. List of commands: /help
button-stale = This button has expired.

## Words

no-such-player = There is no player { $nickname } in "{ $title }".
switch-on = on
switch-off = off
auto = auto
no-reason = not given

## Too many commands (S4 6.6)

slow-down = Too many commands in a row: wait a minute (S4 6.6). Commands are ignored meanwhile.

## A time with its date; the judge's answer when his command acted elsewhere

# A time on another day than today (Moscow) carries its date: "18:50 MSK, December 6".
time-on-day = { $time }, { $date }
# The judge's answer when his command acted elsewhere (the channel, the players).
done-elsewhere = ✅ { $what } { $where }
done-begin = Tournament "{ $title }" has started.
done-next = "{ $title }": round { $round } pairings are out.
done-command = "{ $title }": done.
done-where = Sent: { $places }.
done-nowhere = Nothing was sent to anyone.
done-place-chat = to "{ $title }"
done-place-chat-untitled = to an untitled group
done-place-people = privately to { $count } { $count ->
    [one] player
   *[other] players
}

## Command forms

usage-pick = Choose a tournament with the buttons under the message.
