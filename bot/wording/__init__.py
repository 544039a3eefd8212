"""How the core words what it tells: message parameters, audit sentences, settings, guide."""
