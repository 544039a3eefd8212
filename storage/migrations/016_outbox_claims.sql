-- Several workers on one PostgreSQL: the worker whose courier has taken a row (or whose
-- transaction wrote it). A courier's look takes the pending rows other workers claimed, with
-- FOR UPDATE SKIP LOCKED there; a new leader takes every pending row once.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
