"""The ports: what the core needs from storage and from the platforms, as protocols and types."""
