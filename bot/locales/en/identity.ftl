### Who is who across tournaments: linked accounts, /merge, /unmerge (issue 26, REG-3)

## "Is this you?": another account registers with a game ID the bot knows already

link-offer =
    🔗 Is this you? { $nickname } is registering for "{ $title }" { $platform ->
        [vk] on VK
       *[other] on Telegram
    } with your game ID { $game_id }.
    If it is your second account, tap "Yes, it's me": tournaments from both accounts will share one history, rating and season. If it is not you, tap "No, not me"; the registration goes on either way.
btn-link-yes = ✅ Yes, it's me
btn-link-no = ❌ No, not me
link-confirmed = ✅ Done: your account { $platform ->
        [vk] on VK
       *[other] on Telegram
    } ({ $nickname }) and this one are one player. Tournaments from both accounts now share one history.
link-confirmed-new = 🔗 Your account { $platform ->
        [vk] on VK
       *[other] on Telegram
    } ({ $nickname }) confirmed it is you: tournaments from both accounts now share one history, rating and season.
link-declined = All right: { $nickname } is not you, the accounts are not linked. The tournament's judges will learn that two people gave this game ID.
link-declined-judges = ⚠️ "{ $title }": { $nickname } registered with game ID { $game_id }, and { $known }, who played with this ID before, answered that it is not him. One of them mistyped the ID or gave someone else's (REG-3): please check.
link-already = { $nickname } and you are one player already: nothing to link.
link-offer-unknown = This question is not yours or is gone.
link-offer-answered-yes = You answered "Yes, it's me" already: { $nickname } and you are one player. If that was a mistake, ask a judge: /unmerge splits the accounts.
link-offer-answered-no = You answered "No, not me" already: the accounts are not linked.

## A judge: /merge and /unmerge

usage-merge = Form: /merge <nickname> <nickname> [reason]: two entries of one person become one player, e.g. /merge Moose "Moose VK" same game ID. Put nicknames with spaces in quotes; one nickname on Telegram and on VK is tg:Moose and vk:Moose.
usage-unmerge = Form: /unmerge <nickname> <nickname>: split players merged by mistake, e.g. /unmerge Moose "Moose VK" or /unmerge tg:Moose vk:Moose
usage-linkanswer = This is the button under "Is this you?": tap "Yes, it's me" or "No, not me".
merge-unknown = The bot knows no player named { $nickname } in any tournament. Form: /merge <nickname> <nickname> [reason]; put nicknames with spaces in quotes.
merge-judges-only = Players are merged and split by the judges of a tournament either of them played in, and by the organizers.
merge-same-person = { $first } and { $second } are one player already: nothing to merge. To split them: /unmerge { $first } { $second }
unmerge-not-one = { $first } and { $second } are different players: nothing to split. To merge them: /merge { $first } { $second } [reason]
merge-one-account = { $first } and { $second } are the same entry. If it is one nickname on Telegram and on VK, name the platform: /merge tg:{ $nickname } vk:{ $nickname }
unmerge-one-account = { $first } and { $second } are the same entry. If it is one nickname on Telegram and on VK, name the platform: /unmerge tg:{ $nickname } vk:{ $nickname }
merged = ✅ { $first } and { $second } are one player now: history, rating and seasons count together. Written to the log. To undo: /unmerge { $first } { $second }
merged-you = 🔗 A judge merged the entries { $first } and { $second } into one player: tournaments, rating and seasons now count together. If this is a mistake, tell a judge.
unmerged = ✅ { $first } and { $second } are different players again (links removed: { $count }). Written to the log.
unmerged-you = A judge split the entries { $first } and { $second }: they are different players now.
