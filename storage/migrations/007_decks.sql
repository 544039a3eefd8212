-- Decks (REG-9, DECK-1…4): the organizer's card pool and banned list, players' decklists,
-- Sealed pools, deck bans before a match (COM-3), and each match's official start (COM-2).

CREATE TABLE library (
    key        TEXT PRIMARY KEY,            -- cards | banned:constructed
    content    TEXT NOT NULL,
    loaded_at  REAL NOT NULL,
    loaded_by  INTEGER
);

CREATE TABLE decks (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    player_id     INTEGER NOT NULL REFERENCES players(id),
    slot          INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    hero          TEXT    NOT NULL,
    content       TEXT    NOT NULL,         -- the list as submitted
    main          TEXT    NOT NULL,         -- JSON {card: count}
    side          TEXT    NOT NULL,
    submitted_at  REAL    NOT NULL,
    submitted_by  INTEGER REFERENCES accounts(id),
    UNIQUE (tournament_id, player_id, slot)
);

CREATE TABLE sealed_pools (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    player_id     INTEGER NOT NULL REFERENCES players(id),
    cards         TEXT    NOT NULL,         -- JSON {card: count}: the opened pool (FMT-11)
    PRIMARY KEY (tournament_id, player_id)
);

CREATE TABLE deck_bans (
    match_id   INTEGER NOT NULL REFERENCES matches(id),
    player_id  INTEGER NOT NULL REFERENCES players(id),   -- who bans
    slot       INTEGER NOT NULL,                           -- the opponent's deck
    chosen_at  REAL    NOT NULL,
    by_default INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, player_id, slot)
);

ALTER TABLE matches ADD COLUMN starts_at REAL;  -- official start of the match (COM-2, COM-3)
