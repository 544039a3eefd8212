-- VK's random_id of a row (issue 22): drawn at random when the row is written and kept with
-- it, so a retry of the row repeats it (VK delivers nothing twice) while a new database,
-- a copy-db target or a second deployment on the same community does not repeat the values
-- VK has already seen from this community (it would silently drop those messages). A part
-- of a long text adds its index. Rows written before this migration keep id × 100 + part.
ALTER TABLE outbox ADD COLUMN random_id INTEGER;
