### Telegram command menus: private chat (player), groups, group admins (judge)

menu-register = apply for a tournament: /register nickname [game ID]
menu-me = my tournament, match and opponent
menu-report = my match score, e.g. /report 2:1
menu-confirm = confirm the opponent's score
menu-dispute = dispute the opponent's score
menu-pairings = pairings of the current round
menu-standings = standings
menu-rules = the regulation
menu-drop = leave the tournament
menu-help = all commands
menu-bind = make the group the tournament's channel (/bind judges: the judges' chat)
menu-open = open registration
menu-close = close registration
menu-players = applications and players
menu-begin = start the tournament and its first round
menu-next = the next round
menu-result = set a result: /result match 2:1 [reason]
menu-techloss = technical loss: /techloss nickname [reason]
menu-pause = pause: the round's clock stops
menu-resume = go on after a pause
menu-finish = finish the tournament and announce the results
menu-extend = extra time for a match: /extend match minutes
menu-protests = open protests
menu-warn = a warning: /warn nickname reason
menu-audit = the log of judges' actions
menu-guide = the judge's guide
