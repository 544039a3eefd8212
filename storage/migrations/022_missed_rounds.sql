-- A dropped player brought back after the next pairing (/undrop) missed the rounds between:
-- their numbers, comma-separated ("2,3"); the standings count them per late_entry (REG-8).
ALTER TABLE players ADD COLUMN missed_rounds TEXT NOT NULL DEFAULT '';
