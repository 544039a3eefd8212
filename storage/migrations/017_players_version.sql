-- A fresh random token whenever a tournament's entries change (added, status, check-in, late
-- entry): the standings cache keys on it instead of loading every player for each question.
-- Random, not a counter: a change rolled back leaves a token no later change can repeat.
ALTER TABLE tournaments ADD COLUMN players_version INTEGER NOT NULL DEFAULT 0;
