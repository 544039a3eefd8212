-- Stages as they run (FMT-1): entrants in seed order, groups or draft tables; and FMT-6's
-- hero life totals claimed by both players after a time-out in a knockout match.

CREATE TABLE stages (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    idx           INTEGER NOT NULL,
    spec          TEXT    NOT NULL,        -- JSON of StageSpec
    seeds         TEXT    NOT NULL,        -- JSON list of player ids, seed 1 first
    pools         TEXT    NOT NULL,        -- JSON list of lists: groups or draft tables
    first_round   INTEGER NOT NULL,
    started_at    REAL    NOT NULL,
    PRIMARY KEY (tournament_id, idx)
);
ALTER TABLE matches ADD COLUMN life_claims TEXT;  -- JSON {player id: [own life, other's]}
