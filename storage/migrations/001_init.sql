-- Tournaments, people, matches, and the machinery around them: outbox, deadlines, audit.
-- Times are UTC POSIX timestamps (REAL); people see Moscow time.

CREATE TABLE accounts (
    id          INTEGER PRIMARY KEY,
    platform    TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    username    TEXT,
    locale      TEXT,
    context_tournament INTEGER,            -- the tournament a deep link pointed to last
    created_at  REAL    NOT NULL,
    UNIQUE (platform, user_id)
);

CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    title       TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    settings    TEXT    NOT NULL,          -- JSON of TournamentSettings
    current_round INTEGER NOT NULL DEFAULT 0,
    created_by  INTEGER NOT NULL REFERENCES accounts(id),
    created_at  REAL    NOT NULL,
    opened_at   REAL,
    started_at  REAL,
    finished_at REAL
);

CREATE TABLE judges (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    added_by      INTEGER REFERENCES accounts(id),
    added_at      REAL    NOT NULL,
    PRIMARY KEY (tournament_id, account_id)
);

CREATE TABLE bindings (
    platform      TEXT    NOT NULL,
    chat_id       INTEGER NOT NULL,
    role          TEXT    NOT NULL,        -- channel | judges
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    title         TEXT,
    bound_at      REAL    NOT NULL,
    PRIMARY KEY (platform, chat_id, role)
);
CREATE INDEX bindings_by_tournament ON bindings (tournament_id, role);

CREATE TABLE players (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    nickname      TEXT    NOT NULL,
    nickname_key  TEXT    NOT NULL,        -- casefolded, ё→е: REG-3 compares these
    game_id       TEXT,
    status        TEXT    NOT NULL,
    applied_at    REAL    NOT NULL,
    registered_at REAL,
    dropped_after_round INTEGER,
    reason        TEXT
);
CREATE INDEX players_by_tournament ON players (tournament_id, status);
CREATE INDEX players_by_account ON players (account_id);

CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    number        INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    player_a      INTEGER NOT NULL REFERENCES players(id),
    player_b      INTEGER REFERENCES players(id),
    status        TEXT    NOT NULL,
    kind          TEXT    NOT NULL DEFAULT 'match',
    score_a       INTEGER,
    score_b       INTEGER,
    draws         INTEGER NOT NULL DEFAULT 0,
    report_by     INTEGER REFERENCES players(id),
    report_a      INTEGER,
    report_b      INTEGER,
    report_draws  INTEGER,
    reported_at   REAL,
    finalized_at  REAL,
    UNIQUE (tournament_id, number)
);
CREATE INDEX matches_by_round ON matches (tournament_id, round);
CREATE INDEX matches_by_player_a ON matches (player_a);
CREATE INDEX matches_by_player_b ON matches (player_b);

CREATE TABLE audit (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER REFERENCES tournaments(id),
    at            REAL    NOT NULL,
    actor         INTEGER REFERENCES accounts(id),   -- NULL: the bot itself (deadlines)
    action        TEXT    NOT NULL,
    details       TEXT    NOT NULL                   -- JSON
);
CREATE INDEX audit_by_tournament ON audit (tournament_id, id);

CREATE TABLE outbox (
    id            INTEGER PRIMARY KEY,
    platform      TEXT    NOT NULL,
    chat_id       INTEGER NOT NULL,
    locale        TEXT    NOT NULL,
    key           TEXT    NOT NULL,
    params        TEXT    NOT NULL,        -- JSON
    buttons       TEXT    NOT NULL,        -- JSON rows of buttons
    status        TEXT    NOT NULL DEFAULT 'pending',   -- pending | sent | failed
    attempts      INTEGER NOT NULL DEFAULT 0,
    not_before    REAL    NOT NULL,
    created_at    REAL    NOT NULL,
    sent_at       REAL,
    message_id    INTEGER,
    error         TEXT,
    tournament_id INTEGER,                 -- whose judges hear about a failure
    account_id    INTEGER                  -- the recipient, for private messages
);
CREATE INDEX outbox_pending ON outbox (platform, status, id);

CREATE TABLE deadlines (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER REFERENCES tournaments(id),
    kind          TEXT    NOT NULL,
    ref           INTEGER NOT NULL,
    due_at        REAL    NOT NULL,
    payload       TEXT    NOT NULL,        -- the command to run, as JSON
    status        TEXT    NOT NULL DEFAULT 'pending',   -- pending | fired | cancelled
    created_at    REAL    NOT NULL,
    fired_at      REAL
);
CREATE INDEX deadlines_due ON deadlines (status, due_at);
CREATE INDEX deadlines_ref ON deadlines (kind, ref, status);

CREATE TABLE processed_updates (
    platform      TEXT    NOT NULL,
    update_id     INTEGER NOT NULL,
    at            REAL    NOT NULL,
    PRIMARY KEY (platform, update_id)
);

CREATE TABLE choices (
    id            INTEGER PRIMARY KEY,
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    command       TEXT    NOT NULL,        -- JSON of the command waiting for a tournament
    platform      TEXT    NOT NULL,
    chat_id       INTEGER NOT NULL,
    created_at    REAL    NOT NULL
);
