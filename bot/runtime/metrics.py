"""Prometheus figures of a running bot: updates, deliveries, the outbox and due deadlines."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, generate_latest


class Metrics:
    """The service's Tally as Prometheus figures, one registry per app (tests run several)."""

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

    def count_update(self, platform: str, outcome: str) -> None:
        """One command handled, by how it ended."""
        self.updates.labels(platform, outcome).inc()

    def count_sent(self, platform: str) -> None:
        """One message the platform accepted."""
        self.sent.labels(platform).inc()

    def count_send_error(self, platform: str, kind: str) -> None:
        """One failed send: throttled, retry or undeliverable."""
        self.send_errors.labels(platform, kind).inc()

    def render(self) -> bytes:
        """The text exposition format."""
        return generate_latest(self.registry)
