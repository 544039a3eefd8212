"""The running bot: configuration, wiring, the clock task, leadership, metrics, redaction."""
