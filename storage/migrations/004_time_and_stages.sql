-- Round clock and pauses (RES-5, RES-6), and stages of a tournament (FMT-1).

ALTER TABLE tournaments ADD COLUMN round_ends_at REAL;
ALTER TABLE tournaments ADD COLUMN paused_at REAL;
ALTER TABLE tournaments ADD COLUMN stage INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN extra_minutes REAL NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN stage INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN node TEXT;            -- bracket node key (elimination stages)
ALTER TABLE matches ADD COLUMN pool INTEGER;         -- group or draft table number
ALTER TABLE matches ADD COLUMN life_a INTEGER;       -- FMT-6: hero life at a time-out
ALTER TABLE matches ADD COLUMN life_b INTEGER;
CREATE INDEX deadlines_by_tournament ON deadlines (tournament_id, status);
