-- Protests (PRO-1…9), sanctions and bans (MOD-1…10), and the chat log moderation reads
-- flood and repeats from (MOD-2).

ALTER TABLE matches ADD COLUMN final_source TEXT;  -- how the result became final (PRO-9)

CREATE TABLE protests (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    match_id      INTEGER NOT NULL REFERENCES matches(id),
    round         INTEGER NOT NULL,
    protester     INTEGER NOT NULL REFERENCES players(id),
    accused       INTEGER NOT NULL REFERENCES players(id),
    status        TEXT    NOT NULL,
    reason        TEXT,
    text          TEXT,
    platform      TEXT,
    chat_id       INTEGER,
    message_id    INTEGER,                 -- the message that carried it (PRO-5)
    created_at    REAL    NOT NULL,
    filed_at      REAL,
    decided_at    REAL,
    decision      TEXT,
    evidence_until REAL
);
CREATE INDEX protests_by_tournament ON protests (tournament_id, status);

CREATE TABLE evidence (
    id         INTEGER PRIMARY KEY,
    protest_id INTEGER NOT NULL REFERENCES protests(id),
    name       TEXT    NOT NULL,
    size       INTEGER NOT NULL,
    at         REAL    NOT NULL
);

CREATE TABLE sanctions (
    id            INTEGER PRIMARY KEY,
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    tournament_id INTEGER REFERENCES tournaments(id),
    kind          TEXT    NOT NULL,
    violation     TEXT    NOT NULL,
    reason        TEXT    NOT NULL,
    rule          TEXT    NOT NULL,
    by_account    INTEGER REFERENCES accounts(id),
    at            REAL    NOT NULL,
    until         REAL,                    -- bans (MOD-9)
    pending       INTEGER NOT NULL DEFAULT 0,
    game_id       TEXT                     -- links the person's other accounts (MOD-9)
);
CREATE INDEX sanctions_by_account ON sanctions (account_id);
CREATE INDEX sanctions_by_game_id ON sanctions (game_id);

CREATE TABLE chat_log (
    platform   TEXT    NOT NULL,
    chat_id    INTEGER NOT NULL,
    account_id INTEGER NOT NULL,
    at         REAL    NOT NULL,
    digest     TEXT    NOT NULL
);
CREATE INDEX chat_log_by_author ON chat_log (platform, chat_id, account_id, at);
