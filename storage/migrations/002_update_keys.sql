-- VK identifies events by a hex event_id, Telegram by a number: keep update ids as text.

CREATE TABLE processed_updates_new (
    platform      TEXT    NOT NULL,
    update_id     TEXT    NOT NULL,
    at            REAL    NOT NULL,
    PRIMARY KEY (platform, update_id)
);
INSERT INTO processed_updates_new SELECT platform, CAST(update_id AS TEXT), at FROM processed_updates;
DROP TABLE processed_updates;
ALTER TABLE processed_updates_new RENAME TO processed_updates;
CREATE INDEX processed_updates_at ON processed_updates (at);
