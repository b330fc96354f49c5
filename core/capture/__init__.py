"""The capture worker: parsed exchanges in, sanitized bounded episodes out, off the proxy's loop."""
