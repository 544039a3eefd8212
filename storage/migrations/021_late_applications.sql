-- Late applications (issue 23): a player who writes /register after the registration closed,
-- while a Swiss stage runs, asks the judges to let him in; a judge admits him with one tap.
-- One open application per player and tournament (REG-3), so a repeated /register does not
-- reach the judges again; stored, so the tap works after a restart.
CREATE TABLE late_applications (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    account_id    INTEGER NOT NULL REFERENCES accounts(id),
    nickname      TEXT    NOT NULL,
    game_id       TEXT,
    status        TEXT    NOT NULL,          -- open | admitted
    asked_at      REAL    NOT NULL,
    decided_at    REAL,
    decided_by    INTEGER REFERENCES accounts(id)
);
CREATE UNIQUE INDEX late_applications_open ON late_applications (tournament_id, account_id)
    WHERE status = 'open';
