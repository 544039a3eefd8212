## A judge's first day (issue 24): times with dates, the announcement to a channel, an answer to every command

# A time on another day than today (Moscow) carries its date: "18:50 MSK, December 6".
time-on-day = { $time }, { $date }
