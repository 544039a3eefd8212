### /help: commands by role and by the tournament's moment; /help <command> explains one

help-judge =
    📋 Judge commands. { $head }

    { $groups }

    { help-footer-judge }
help-player =
    📋 Player commands. { $head }

    { $groups }

    { help-footer-player }
help-footer-judge = One command in detail: /help <command>, e.g. /help decide. All commands: /help all. Another tournament: /help #12
help-footer-player = One command in detail: /help <command>, e.g. /help report. All commands: /help all
help-group =
    { $title }:
    { $lines }
help-line = { $line }
help-topic =
    { $about }
    { $who }
help-unknown = There is no command "{ $asked }". All commands: /help all
help-unknown-near =
    There is no command "{ $asked }". Did you mean:
    { $line }
    More: /help { $word }
unknown-command-near =
    I don't know the command /{ $command }. Did you mean:
    { $line }
    More: /help { $word }

## Whose help, which moment

help-judge-setup-none = You are an organizer. Start with a tournament: /new <name>.
help-judge-setup = Tournament "{ $title }" (#{ $id }) is a draft: set it up, bind the channel and open registration.
help-judge-registration = Tournament "{ $title }" (#{ $id }): registration is on. When the players are in: /begin.
help-judge-round = Tournament "{ $title }" (#{ $id }): round { $round } is on.
help-judge-paused = Tournament "{ $title }" (#{ $id }) is paused in round { $round }: the clock stands until /resume.
help-judge-between = Tournament "{ $title }" (#{ $id }): every result of round { $round } is in: the next round or the results.
help-judge-after = Tournament "{ $title }" (#{ $id }) has finished: corrections and protests are still open.
help-player-outsider-none = You are not in any tournament yet.
help-player-outsider = You are not playing in "{ $title }" (#{ $id }).
help-player-registered = You are registered for "{ $title }" (#{ $id }); it has not started yet.
help-player-playing = You are playing in "{ $title }" (#{ $id }), round { $round }.
help-player-answer = "{ $title }" (#{ $id }): your opponent entered your match's score: confirm or dispute it.
help-player-after = Tournament "{ $title }" (#{ $id }) has finished.

## Groups

help-group-setup = Setting up
help-group-registration = Registration
help-group-start = Start
help-group-paused = Pause
help-group-round = Round
help-group-between = Between rounds
help-group-protests = Protests
help-group-sanctions = Penalties
help-group-corrections = Corrections
help-group-records = The log
help-group-judge-decks = Decks
help-group-after = After the tournament
help-group-join = How to enter
help-group-look = The tournament
help-group-application = My application
help-group-decks = Decks
help-group-answer = Answer your opponent's score
help-group-soon = Once the tournament starts
help-group-play = Match
help-group-leave = Leaving
help-group-time-out = The match's time is over (knockout)
help-group-ended = After the tournament

## Who may

help-role-player = Who: a player of the tournament.
help-role-anyone = Who: anyone.
help-role-judge = Who: a judge of the tournament (and the organizer).
help-role-both = Who: a player for himself; a judge for any player.
help-role-admin = Who: the organizer (a global admin of the bot).

## One line per command

help-line-register = /register <nickname> [game ID] — apply for a tournament
help-line-me = /me — my tournament, match, opponent and time
help-line-need = /need — what I need for the top: which record in the rounds left guarantees it and which does not
help-line-report = /report 2:1 — my match's score (my wins first)
help-line-confirm = /confirm — confirm the opponent's score
help-line-dispute = /dispute — dispute the opponent's score
help-line-bind = /bind — this group becomes the tournament's channel; /bind judges — the judges' chat
help-line-open = /open — open registration and post the announcement
help-line-close = /close — close registration
help-line-players = /players — applications and players
help-line-begin = /begin — start the tournament and its first round
help-line-next = /next — the next round
help-line-result = /result <match> 2:1 [reason] — set or correct a result
help-line-techloss = /techloss <nickname> [reason] — a technical loss; /techloss <match> both — neither came
help-line-extend = /extend <match> <minutes> — give a match extra time
help-line-pause = /pause — pause: the round's clock stops
help-line-resume = /resume — go on after a pause
help-line-protests = /protests — open protests
help-line-decide = /decide <protest> accept|reject [text] — decide a protest
help-line-evidence = /evidence <protest> [minutes] — ask for evidence
help-line-reopen = /reopen <protest> — accept an edited protest
help-line-warn = /warn <nickname> <reason> — a warning
help-line-remark = /remark <nickname> <reason> — a remark
help-line-gameloss = /gameloss <nickname> <reason> — a game loss
help-line-matchloss = /matchloss <nickname> <reason> — a match loss
help-line-dq = /dq <nickname> <reason> — disqualification
help-line-ban = /ban <days> <nickname> <reason> — a ban from tournaments
help-line-bans = /bans — bans in force
help-line-history = /history <nickname> — a player's penalties in every tournament
help-line-guide = /guide — the judge's guide: the tournament day and what to do when something goes wrong
help-line-audit = /audit — the log of judges' actions and result changes
help-line-finish = /finish — finish the tournament and announce the results
help-line-pairings = /pairings — the current round's pairings
help-line-standings = /standings — the standings
help-line-rules = /rules — the regulation and the tournament's rules
help-line-drop = /drop — leave the tournament (a judge: /drop <nickname> — take a player out)
help-line-judge-drop = /drop <nickname> [reason] — take a player out: points and place stay
help-line-judge-standings = /standings — the standings; /standings csv — as a file
help-group-lists = Lists
help-line-help = /help — the commands you need now
help-line-start = /start — start talking to the bot
help-line-checkin = /checkin — confirm your participation in the check-in window
help-line-unregister = /unregister — withdraw your application before the start
help-line-concede = /concede — concede the match; /concede game — only the game
help-line-draw = /draw — offer your opponent a draw
help-line-life = /life 12 9 — the heroes' life when the match's time is over
help-line-protest = /protest [match] — file a protest
help-line-deck = /deck [number] and the list — send a decklist
help-line-decks = /decks — my decks
help-line-pool = /pool and the cards — a Sealed pool
help-line-page = /page — the tournament's live page
help-line-profile = /profile [<nickname>] — a player's profile: tournaments, places, rating
help-line-prizes = /prizes — the tournament's prizes
help-line-rating = /rating [nick] — the players' rating across tournaments
help-line-claim = /claim <game nickname>; <ID>; <platform nickname> — details for a prize
help-line-season = /season — the season's table; /season me — my results in the season
help-line-new = /new <name> — create a tournament
help-line-set = /set key=value — change settings
help-line-settings = /settings — the tournament's settings
help-line-judge = /judge — as a reply: appoint a judge; /judge head — the head judge
help-line-cards = /cards — load the card pool (as a file)
help-line-banned = /banned — load the ban list
help-line-refuse = /refuse <nickname> <reason> — refuse entry
help-line-add = /add <nickname> [ID] — as a reply: add a player (a late entry)
help-line-draft = /draft — start the draft's timer
help-line-repair = /repair — pair the round anew while it has no result
help-line-swap = /swap <nickname> <nickname> — exchange opponents
help-line-undrop = /undrop <nickname> — bring a dropped player back
help-line-undo = /undo — take back your last correction
help-line-export = /export — the whole tournament as one file for the archive
help-line-setdeck = /setdeck <nickname> [number] and the list — change a player's deck
help-line-decklist = /decklist <nickname> — a player's decks
help-line-publish_decks = /publish_decks [8] — the best players' decks to the channel
help-line-paid = /paid <place> — a prize is paid
help-line-merge = /merge <nickname> <nickname> [reason] — two entries of one person become one player
help-line-unmerge = /unmerge <nickname> <nickname> — split players merged by mistake
help-line-meta = /meta — the metagame: heroes' and elements' shares and wins; /meta season <id> — a season's

## One command in detail: its form, what it does, an example

help-about-register =
    /register <game nickname> [game ID] — apply for a tournament open for registration (REG-2, REG-3). Then accept the rules with the button.
    Example: /register Grindel 123456
help-about-me =
    /me [#tournament] — your tournament, status, points, place, current match, opponent and the round's time.
    Example: /me
help-about-need =
    /need [#tournament] — in a Swiss with a top: for each record in the rounds left, whether it guarantees the top, may reach it (with an estimated chance; other results and the tiebreakers decide) or cannot. A judge: /need <nickname>.
    Example: /need
help-about-report =
    /report <your wins>:<opponent's wins>[:<draws>] — your match's score (RES-1). Your opponent confirms or disputes it.
    Example: /report 2:1 — you won two games, your opponent one.
help-about-confirm =
    /confirm [match] — accept the score your opponent entered (RES-2). The «Confirm» button is easier.
    Example: /confirm 12
help-about-dispute =
    /dispute [match] — reject your opponent's score: a judge decides.
    Example: /dispute 12
help-about-bind =
    /bind — in a group: it becomes the tournament's channel (announcements, pairings, results); /bind judges — the judges' chat; /bind match — a match chat. The bot must be the group's admin.
    Example: /bind #12
help-about-open =
    /open — open registration and post the announcement with a sign-up button in the tournament's channel (REG-1).
    Example: /open #12
help-about-close =
    /close — close registration: no more applications.
    Example: /close
help-about-players =
    /players — every application and player with their status.
    Example: /players #12
help-about-begin =
    /begin — start the tournament: round one is paired and sent to the channel and to each player (REG-7).
    Example: /begin
help-about-next =
    /next — pair the next round once every result of this one is in.
    Example: /next
help-about-result =
    /result <match> <a>:<b>[:<draws>] [reason] — set a match's result; a final one is changed only with a reason, which goes to the log (RES-8).
    Example: /result 7 2:1 the players mixed up the score
help-about-techloss =
    /techloss <nickname> [2:0] [reason] — a technical loss in the current match (RES-7); /techloss <match> both — neither came.
    Example: /techloss Moose 15 minutes late
help-about-extend =
    /extend <match> <minutes> and/or cycles=<cycles> — extra time or cycles for one match (RES-6).
    Example: /extend 12 5
help-about-pause =
    /pause — pause: the round's clock and every deadline stop (RES-6).
    Example: /pause
help-about-resume =
    /resume — go on after a pause; every deadline moves by its length.
    Example: /resume
help-about-protests =
    /protests — open protests and their deadlines.
    Example: /protests
help-about-decide =
    /decide <protest number> accept|reject [decision text] — the final decision on a protest (PRO-8); without a text the bot asks for it.
    Example: /decide 3 reject the game's record does not show the violation
help-about-evidence =
    /evidence <protest number> [minutes] — ask the protester for screenshots or video (PRO-6), 15 minutes by default.
    Example: /evidence 3 20
help-about-reopen =
    /reopen <protest number> — accept an edited or repeated protest within its 10 minutes (PRO-5).
    Example: /reopen 3
help-about-warn =
    /warn <nickname> <reason> — a warning (MOD-1); as a reply to the player's message the nickname may be left out. For a repeated offence the bot offers the stricter penalty.
    Example: /warn Moose swearing in the chat
help-about-remark =
    /remark <nickname> <reason> — a remark, the mildest penalty (MOD-1).
    Example: /remark Moose flooding
help-about-gameloss =
    /gameloss <nickname> <reason> — a game loss in the current match (MOD-1).
    Example: /gameloss Moose coaching
help-about-matchloss =
    /matchloss <nickname> <reason> — a loss of the current match (MOD-1).
    Example: /matchloss Moose not there at the start
help-about-dq =
    /dq [annul] <nickname> <reason> — disqualification; with annul the player's results are annulled (MOD-3).
    Example: /dq Moose insults
help-about-ban =
    /ban <days> <nickname> <reason> — a ban from every tournament for a time (MOD-9).
    Example: /ban 30 Moose a fixed match
help-about-bans =
    /bans — bans in force and their terms.
    Example: /bans
help-about-history =
    /history <nickname> — a person's penalties in every tournament.
    Example: /history Moose
help-about-guide =
    /guide — the judge's guide (in Russian): the whole day from the announcement to the prizes, a command for every case; sent privately.
    Example: /guide
help-about-audit =
    /audit — the tournament's log: who changed what, and when; /audit csv — as a file.
    Example: /audit csv
help-about-finish =
    /finish — the final standings to the channel; with rounds unplayed the bot asks to confirm.
    Example: /finish
help-about-pairings =
    /pairings — the current round's pairings and where each result stands.
    Example: /pairings #12
help-about-standings =
    /standings — the standings: points and tiebreakers (FMT-7); for judges /standings csv — as a file.
    Example: /standings
help-about-rules =
    /rules — the regulation in short and the tournament's own rules.
    Example: /rules
help-about-drop =
    /drop — leave the tournament: your points and place stay, you are not paired any more (REG-8). A judge: /drop <nickname> [reason] — take a player out.
    Example: /drop
help-about-help =
    /help — the commands you need now; /help all — every one; /help <command> — one command with an example.
    Example: /help report
help-about-start =
    /start — a greeting; the announcement's link opens the tournament's registration.
    Example: /start
help-about-checkin =
    /checkin — confirm your participation while the check-in window is open (REG-4); there is a button too.
    Example: /checkin
help-about-unregister =
    /unregister — withdraw your application before the tournament starts.
    Example: /unregister
help-about-concede =
    /concede — concede the current match; /concede game — only the game being played (RES-4).
    Example: /concede game
help-about-draw =
    /draw [score] — offer your opponent a draw; it counts only if he agrees (RES-4).
    Example: /draw 1:1
help-about-life =
    /life <your hero's life> <the opponent hero's life> — when a knockout match's time is over (FMT-6).
    Example: /life 12 9
help-about-protest =
    /protest [match] — file a protest about a match (PRO-1); the bot asks for the reason and the text.
    Example: /protest 12
help-about-deck =
    /deck [number] and the list on the next lines: "Hero: …", "3 Card name", "Sideboard:"; or a .txt file (REG-9, DECK-1).
    Example: /deck 1
help-about-decks =
    /decks — your decks; only you and the judges see them.
    Example: /decks
help-about-pool =
    /pool and every opened card on the next lines — a Sealed pool, before the decklist (FMT-11).
    Example: /pool
help-about-page =
    /page — a link to the tournament's live page: standings and pairings update by themselves.
    Example: /page
help-about-profile =
    /profile — your profile; /profile <nickname> — someone else's: finished tournaments with
    place and record, published decks, rating, and a link to the player's page with head-to-head.
    Example: /profile Moose
help-about-rating =
    /rating — the OpenSkill rating over every rated match of the finished tournaments (byes and technical losses do not count): the top 20 and your own line; /rating <nick> — a player's rating, place, matches and the change in his last tournament.
    Example: /rating Anna
help-about-prizes =
    /prizes — the tournament's prizes; for judges also who gets each and its state; /prizes csv — as a file.
    Example: /prizes
help-about-season =
    /season [number] — the season's table as text and a picture: points by place in every tournament of the season times its weight, the best results counted, the qualification line. /season me [nick] — your results: what counts and what does not (not among the best, disqualified, still in the review window). /season csv [number] — as a file (the season's judges and the admins). Admins: /season new <name> [points=… best=… qualify=… or qualify_points=…], /season set <number> key=value; a tournament joins before it starts: /set season=<number> weight=2.
    Example: /season me
help-about-claim =
    /claim <game nickname>; <game ID>; <platform nickname> — a winner's answer to get the prize (PRZ-1); «приз:» works too.
    Example: /claim Grindel; 123456; @grindel
help-about-new =
    /new <name> — create a tournament (a draft); then /set, /bind, /open.
    Example: /new Berserk Cup
help-about-set =
    /set key=value … — change the tournament's settings; a value with spaces in quotes. Every setting: /settings.
    Example: /set bo=3 rounds=auto start="2026-12-05 18:00"
help-about-settings =
    /settings — the tournament's current settings.
    Example: /settings #12
help-about-judge =
    /judge — as a reply to a person's message: he becomes a judge of the tournament; /judge head — the head judge.
    Example: /judge
help-about-cards =
    /cards — a CSV or TOML file with the card pool, as the file's caption (DECK-4).
    Example: /cards (the caption of pool.csv)
help-about-banned =
    /banned — the Constructed ban list: a file or text, one card a line (DECK-3).
    Example: /banned (the caption of banned.txt)
help-about-refuse =
    /refuse <nickname> <reason> — refuse entry (REG-6); a nickname with spaces in quotes.
    Example: /refuse Moose did not pass the check
help-about-add =
    /add <nickname> [game ID] — as a reply to the player's message: enter him; in a running tournament a late entry, playing from the next round.
    Example: /add Grindel 123456
help-about-draft =
    /draft — the draft's pick timer in the channel and for each table (FMT-10).
    Example: /draft
help-about-repair =
    /repair — pair the current round anew while it has no result (FMT-3).
    Example: /repair
help-about-swap =
    /swap <nickname> <nickname> — two players exchange their opponents in the current round.
    Example: /swap Moose Grindel
help-about-undrop =
    /undrop <nickname> — a dropped player comes back from the next pairing (REG-8).
    Example: /undrop Moose
help-about-undo =
    /undo — take back your last correction within 10 minutes, if nothing was built on it.
    Example: /undo
help-about-export =
    /export — the whole tournament as one JSON file for the archive (RES-8).
    Example: /export #12
help-about-setdeck =
    /setdeck <nickname> [number] and the list on the next lines — change a player's locked deck.
    Example: /setdeck Moose 1
help-about-decklist =
    /decklist <nickname> — a player's decks, for judges only (REG-9).
    Example: /decklist Moose
help-about-publish_decks =
    /publish_decks [places] — the best players' decks to the channel after the end, 8 by default (REG-9).
    Example: /publish_decks 4
help-about-paid =
    /paid <place> [kind] — the head judge marks a prize paid (in the log).
    Example: /paid 1
help-about-merge =
    /merge <nickname> <nickname> [reason] — two nicknames (say, from Telegram and VK) become one player in every tournament: history, rating, seasons (in the log). For the judges of a tournament either played in, and the organizers. A player links his accounts himself with "Yes, it's me" when he registers with the same game ID.
    Example: /merge Moose "Moose VK" same game ID
help-about-unmerge =
    /unmerge <nickname> <nickname> — split players merged by mistake (by /merge or by "Yes, it's me"); in the log.
    One nickname on Telegram and on VK: tg:Moose and vk:Moose.
    Example: /unmerge tg:Moose vk:Moose
help-about-meta =
    /meta — the tournament's metagame from its decklists: shares of heroes and elements (DECK-4) and their match win rates, mirror matches out. Judges see it during the tournament, everyone after the end; the lists themselves are never shown (REG-9). /meta season <id> — over every finished tournament of a season.
    Example: /meta or /meta season 1

## No tournament found, and no command was sent (a file, a button)

no-tournament-bare = I can't find your tournament: you are in no current tournament. To enter: /register <nickname> [game ID]; commands: /help

## Player help when the tournament requires decklists (REG-9)

help-decks =
    Decks of "{ $title }" ({ $count } decklists required):
    /deck [number] with the list on the next lines ("Hero: …", "3 Card name", "Sideboard:") or a .txt file captioned /deck — send a decklist
    /decks — my decks (only I and the judges see them)
help-decks-sealed =
    Decks of "{ $title }", sealed ({ $count } decklists required):
    /pool with every opened card on the next lines — the pool first
    /deck [number] with the list ("Hero: …", "3 Card name", "Sideboard:") or a .txt file captioned /deck — a decklist from the pool
    /decks — my decks (only I and the judges see them)

## Command forms

usage-help = Usage: /help or /help <command>, e.g. /help report
