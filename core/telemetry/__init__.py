"""OpenTelemetry export: each captured exchange and tool call as a GenAI span, sent over OTLP."""
