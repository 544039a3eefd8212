-- REG-4: when each applicant confirmed participation in the check-in window.

ALTER TABLE players ADD COLUMN checked_in_at REAL;
