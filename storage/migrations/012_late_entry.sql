-- A late entrant (or a player a judge added) joins after this round and is paired from the
-- next one; the rounds before count per the setting late_entry. NULL: entered at the start.
ALTER TABLE players ADD COLUMN joined_after_round INTEGER;
