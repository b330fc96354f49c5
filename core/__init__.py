"""The domain of teambrain: store, episodes, sanitizer, recall, knowledge, schedule.

core imports only the standard library and its chosen libraries; it never imports
mitmproxy, textual, click or mcp. Surfaces import core, never the other way round.
"""
