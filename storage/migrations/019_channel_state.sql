-- What Telegram and VK do to chats (issue 22). A forum topic: a binding made inside a topic
-- keeps its thread, and each message to it carries the thread. A lost chat (the bot kicked,
-- VK error 917): the binding stays, marked, so nothing more is sent there until `/bind` again.
ALTER TABLE bindings ADD COLUMN thread_id INTEGER;
ALTER TABLE bindings ADD COLUMN lost_at REAL;
ALTER TABLE outbox ADD COLUMN thread_id INTEGER;
