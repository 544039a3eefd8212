-- RES-6: extra cycles a judge gave a match beyond the regulation's two after time (S0
-- «Дополнительное время»).
ALTER TABLE matches ADD COLUMN extra_cycles INTEGER NOT NULL DEFAULT 0;
