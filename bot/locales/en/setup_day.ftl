## A judge's first day (issue 24): times with dates, the announcement to a channel, an answer to every command

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

## The announcement in a channel bound after /open (REG-1)

btn-post-announcement = 📣 Post the announcement
bound-channel-offer =
    ✅ This group is now the channel of "{ $title }" (#{ $id }): announcements, pairings and standings will be posted here.
    Registration is already open and the announcement is not here yet: post it?
open-chat = "{ $title }"
open-already =
    Registration for "{ $title }" (#{ $id }) is already open.
    { $lines }
open-already-in = The announcement is in { $chats }.
open-already-missing = No announcement in { $chats }. Send /bind #{ $id } there and tap «Post the announcement».
open-already-no-channel = The announcement is nowhere: no channel is bound. Send /bind #{ $id } in the tournament group and tap «Post the announcement».
post-not-channel = This group is not a channel of "{ $title }": send /bind #{ $id } here first.
post-already = The announcement of "{ $title }" is already here.
