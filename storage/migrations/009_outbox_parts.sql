-- A message sent in several parts (a long text, picture pages) remembers how many have left,
-- so a restart goes on from the next part instead of repeating the ones already delivered.

ALTER TABLE outbox ADD COLUMN parts_sent INTEGER NOT NULL DEFAULT 0;

-- The courier asks for each chat's first pending row after every send: an index of the
-- pending rows alone keeps that a short walk however many messages were ever sent.
CREATE INDEX outbox_due ON outbox (platform, chat_id, id) WHERE status = 'pending';
