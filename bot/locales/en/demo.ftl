### python -m bot demo: the story of the tournament played (line labels, headings, summary)

demo-platform-telegram = TG
demo-platform-vk = VK
demo-chat-private = DM { $name }
demo-chat-channel = channel
demo-chat-judges = judges
demo-edited = (edited)
demo-section-setup = ── Set-up: the judge creates the tournament, binds the chats, opens registration ──
demo-section-registration = ── Registration: players come by the announcement's link ──
demo-registered-rest = … the others register the same way. Players: { $count } ({ $platforms }).
demo-section-round = ── Round { $round } ──
demo-follow = Following match #{ $match }: { $first } ({ $first_platform }) reports the score, { $second } ({ $second_platform }) confirms.
demo-silent = Match #{ $match }: the opponent stays silent, the score becomes final by itself (RES-3).
demo-dispute = Match #{ $match }: the opponent disputes the score; the judge decides in the judges' chat.
demo-section-finish = ── Results ──
demo-summary = ── In short ──
demo-summary-players = Players: { $count } ({ $platforms }). Rounds: { $rounds }. Matches: { $matches }, byes: { $byes }.
demo-summary-results = Disputes decided by the judge: { $disputes }. Auto-confirmations (RES-3): { $auto }.
demo-summary-drop = Dropped: { $nick } (after round { $round }).
demo-summary-no-drop = Nobody dropped.
demo-summary-winner = Winner: { $nick }.
demo-summary-messages = The bot's messages: { $bot }. Messages and taps of players and judges: { $people }.
demo-summary-time = The demo took { $seconds } s.
demo-summary-more = Transcript lines shown: { $shown } of { $total }. The whole transcript in order: python -m bot demo --verbose
demo-serve =
    The tournament's live page: { $url }
    The page stays open while the demo runs; Ctrl+C to quit.
demo-violations = Requests the platform would refuse: { $count } (see the warnings above).
