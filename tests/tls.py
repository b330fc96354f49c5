"""One TLS context per CA file for the tests' HTTP clients.

httpx builds a new context for every client it makes, reading the whole CA bundle (some
40 ms of CPU, more than most requests here take), and the tests make a client for each
request and each poll of a starting server: they pass one of these instead.
"""

from __future__ import annotations

import functools
import ssl

import httpx


@functools.cache
def tls_context(ca_file: str | None = None) -> ssl.SSLContext:
    """What httpx would trust by default, or only `ca_file`; built once, shared after."""
    return ssl.create_default_context(cafile=ca_file) if ca_file else httpx.create_ssl_context()
