-- VK's 20 requests in any second per community token, kept across workers (issue 22): each
-- token (by a hash, never the token) has one row per request its window allows, holding when
-- that request last counted. PostgreSQL alone uses it; on SQLite one process keeps it in memory.
CREATE TABLE request_slots (
    token_key TEXT NOT NULL,
    slot INTEGER NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (token_key, slot)
);
