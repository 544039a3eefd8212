"""The way out: the outbox drained to the platforms in order, within limits, in words."""
