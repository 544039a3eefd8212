"""Prometheus figures of a running bot: updates, deliveries, the outbox and due deadlines."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, generate_latest


class Metrics:
    """One registry per app, so that several apps in one process (tests) do not collide."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.updates = Counter(
            "bot_updates", "Commands handled, by platform and outcome",
            ["platform", "outcome"], registry=self.registry,
        )  # fmt: skip
        self.sent = Counter(
            "bot_messages_sent", "Messages the platforms accepted", ["platform"],
            registry=self.registry,
        )  # fmt: skip
        self.send_errors = Counter(
            "bot_send_errors", "Failed sends, by kind: throttled, retry, undeliverable",
            ["platform", "kind"], registry=self.registry,
        )  # fmt: skip
        self.outbox_pending = Gauge(
            "bot_outbox_pending", "Messages waiting in the outbox", registry=self.registry
        )
        self.deadlines_due = Gauge(
            "bot_deadlines_due", "Deadlines whose time has come and that have not fired yet",
            registry=self.registry,
        )  # fmt: skip

    def render(self) -> bytes:
        """The text exposition format."""
        return generate_latest(self.registry)
