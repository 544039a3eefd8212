### A new tournament: its chats, its judges and the head judge, opening it

## Tournament, chats, judges

tournament-created =
    ✅ Tournament "{ $title }" created, number #{ $id }.
    Next: /set for settings, /bind in a group for the tournament channel, /bind judges for the judges' chat, /open to open registration.
tournament-finished = Tournament "{ $title }" is already finished.
bind-in-group = Send /bind in the group you want to bind.
bound-channel = ✅ This group is now the channel of "{ $title }" (#{ $id }): announcements, pairings and standings will be posted here.
bound-judges = ✅ This group is now the judges' chat of "{ $title }" (#{ $id }): disputes and alerts will be posted here.
bound-match = ✅ This group is now a match chat of "{ $title }" (#{ $id }): the bot keeps order here (MOD-2); tournament announcements are not posted here.
judge-needs-reply = To appoint a judge, reply with /judge to their message in the group.
already-judge = { $name } is already a judge of "{ $title }".
judge-added = ✅ { $name } is now a judge of "{ $title }".
you-are-judge = You have been appointed a judge of "{ $title }" (#{ $id }). Judge commands: /help
cannot-open-registration = Registration for "{ $title }" is already open.
cannot-open-running = Tournament "{ $title }" is already under way.
cannot-open-finished = Tournament "{ $title }" is already finished.

## The head judge (S0 9.2, S4 8.2)

head-judge-only = This is the head judge's decision in "{ $title }": { $name }.
head-judge-needs-reply = Reply with /judge head to a message of the judge you make head judge.
head-judge-set = ⭐ { $name } is the head judge of "{ $title }".
you-are-head-judge = ⭐ You are the head judge of "{ $title }" (#{ $id }): the lot and the prizes are yours (/prizes, /paid).

## Command forms

usage-new = Usage: /new <tournament name>
usage-bind = Usage: /bind makes this group the tournament channel; /bind judges makes it the judges' chat; /bind match makes it a match chat.
usage-judge = Reply with /judge to a message from the person you are appointing as a judge.
usage-open = /open takes no arguments (you can name a tournament: /open #12).
