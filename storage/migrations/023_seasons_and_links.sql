-- Across tournaments (issue 26): a person's accounts linked to one another, and seasons.
-- A link joins two accounts of one person: confirmed by the known account's tap when the
-- other registers the same game ID, or a judge's /merge. /unmerge marks it undone; the
-- persons are the connected accounts of the links not undone (bot.domain.identity).
CREATE TABLE account_links (
    id          INTEGER PRIMARY KEY,
    account_a   INTEGER NOT NULL REFERENCES accounts(id),
    account_b   INTEGER NOT NULL REFERENCES accounts(id),
    kind        TEXT    NOT NULL,          -- confirmed | merge
    by_account  INTEGER REFERENCES accounts(id),
    reason      TEXT,
    at          REAL    NOT NULL,
    undone_at   REAL,
    undone_by   INTEGER REFERENCES accounts(id)
);
CREATE INDEX account_links_a ON account_links (account_a);
CREATE INDEX account_links_b ON account_links (account_b);

-- A season: its points table, best-N and qualification rule as JSON (bot.domain.seasons);
-- tournaments join it by their own settings `season` and `weight`.
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    settings    TEXT    NOT NULL,
    created_by  INTEGER REFERENCES accounts(id),
    created_at  REAL    NOT NULL,
    closed_at   REAL
);
