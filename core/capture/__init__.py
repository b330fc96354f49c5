"""Capture: parsed exchanges in, sanitized bounded episodes out, off the proxy's loop.

One module per job: what parsers hand over (`captured`, no I/O), the byte budget
(`budget`), record building (`build`), what runs in a sanitizer process (`process`), the
worker's thread and pool (`worker`), and the outbox in front of a database (`outbox`).
"""
