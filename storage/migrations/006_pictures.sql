-- Pictures in the outbox (standings tables, brackets), and messages that replace their
-- earlier version in a chat (a bracket that updates as results come in).

ALTER TABLE outbox ADD COLUMN picture TEXT;   -- JSON: what to draw, rendered at sending time
ALTER TABLE outbox ADD COLUMN ref TEXT;       -- same ref in the same chat: edit, not a new one
CREATE INDEX outbox_ref ON outbox (platform, chat_id, ref);
