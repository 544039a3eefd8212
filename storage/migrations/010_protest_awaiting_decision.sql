-- A judge who pressed «Принять…» or «Отклонить» under a protest writes the decision as his
-- next message in that chat (PRO-8): the protest remembers the verdict, whose text and where.

ALTER TABLE protests ADD COLUMN awaiting_verdict TEXT;
ALTER TABLE protests ADD COLUMN awaiting_by INTEGER REFERENCES accounts(id);
ALTER TABLE protests ADD COLUMN awaiting_platform TEXT;
ALTER TABLE protests ADD COLUMN awaiting_chat INTEGER;
CREATE INDEX protests_awaiting ON protests (awaiting_by) WHERE awaiting_by IS NOT NULL;
