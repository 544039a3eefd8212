-- Who is who (issue 26, REG-3): when an account registers a game id another account used
-- before, the known account is asked «Это вы?» with two buttons. The question is kept so
-- a tap works after a restart, a second tap is answered by the first, and a «Нет» is never
-- asked again for the same two accounts.
CREATE TABLE link_offers (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER REFERENCES tournaments(id),
    known_account INTEGER NOT NULL REFERENCES accounts(id),
    new_account   INTEGER NOT NULL REFERENCES accounts(id),
    nickname      TEXT    NOT NULL,          -- the newcomer's nickname where he registered
    game_id       TEXT    NOT NULL,
    asked_at      REAL    NOT NULL,
    answer        TEXT,                      -- yes | no; NULL while open
    answered_at   REAL
);
CREATE INDEX link_offers_known ON link_offers (known_account);
CREATE INDEX link_offers_new ON link_offers (new_account);
