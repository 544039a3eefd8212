-- Prizes (PRZ-1…PRZ-3): each winner's claim of a prize line with its deadline, the head
-- judge of a tournament (S0 9.2, S4 8.2), and what an applicant confirmed at registration
-- (S4 1.6, 1.7, 1.9, 8.11). Nothing here holds a document: the bot never takes one (PRZ-2).

CREATE TABLE prize_claims (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    line          INTEGER NOT NULL,          -- the prize table's line (1-based)
    place         TEXT    NOT NULL,          -- the place label when asked ("1", "3–4")
    player_id     INTEGER NOT NULL REFERENCES players(id),
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    kind          TEXT    NOT NULL,
    status        TEXT    NOT NULL,
    asked_at      REAL    NOT NULL,
    due_at        REAL    NOT NULL,
    nickname      TEXT,
    game_id       TEXT,
    platform_nick TEXT,
    answered_at   REAL,
    paid_at       REAL,
    closed_at     REAL
);
CREATE INDEX prize_claims_by_tournament ON prize_claims (tournament_id, line);
CREATE INDEX prize_claims_by_account ON prize_claims (account_id, status);

CREATE TABLE head_judges (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    set_by        INTEGER REFERENCES accounts(id),
    set_at        REAL    NOT NULL
);

CREATE TABLE eligibility (
    player_id INTEGER NOT NULL REFERENCES players(id),
    what      TEXT    NOT NULL,              -- age | territory
    at        REAL    NOT NULL,
    PRIMARY KEY (player_id, what)
);
