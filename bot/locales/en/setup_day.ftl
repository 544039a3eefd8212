## A judge's first day (issue 24): times with dates, the announcement to a channel, an answer to every command

# A time on another day than today (Moscow) carries its date: "18:50 MSK, December 6".
time-on-day = { $time }, { $date }

# The judge's answer when his command acted elsewhere (the channel, the players).
done-elsewhere = ✅ { $what } { $where }
done-begin = Tournament "{ $title }" has started.
done-next = "{ $title }": round { $round } pairings are out.
done-command = "{ $title }": /{ $command } done.
done-where = Sent: { $places }.
done-nowhere = Nothing was sent to anyone.
done-place-chat = to "{ $title }"
done-place-chat-untitled = to an untitled group
done-place-people = privately to { $count } { $count ->
    [one] player
   *[other] players
}
