-- The column holds a picture, a file or a deletion: what travels with (or instead of) the text.
ALTER TABLE outbox RENAME COLUMN picture TO attachment;
