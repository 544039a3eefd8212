-- VK's random_id of a row (issue 22). VK keeps every random_id a community used over its
-- whole history and silently drops a message that repeats one, so `id × 100 + part` lost
-- messages after a new database, a copy-db or a second deployment on the same community.
-- A row's value is this database's random base plus its id × 100 (bot.envelope.random_id_of),
-- kept with the row, so a retry of the row repeats it (VK delivers nothing twice); copy-db
-- takes the base along. A part of a long text adds its index. Rows written before this
-- migration keep id × 100 + part.
ALTER TABLE outbox ADD COLUMN random_id INTEGER;
CREATE TABLE vk_random_base (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    base BIGINT NOT NULL
);
