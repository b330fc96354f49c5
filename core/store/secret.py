"""The store's secret, and what it authenticates.

Each store holds a random secret among its meta values (created by the first migration
that needs it, or on first use of an older store). It keys the hashes of stored ids (core/identity.py IdKeys) and
derives the token that exempts teambrain's own reflection calls from capture: only a
process that can read the store knows it, so a client cannot claim the exemption by
sending the header.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from teambrain.core.store.repos import Store, Txn

INTERNAL_HEADER = "x-teambrain-internal"
"""Marks teambrain's own reflection calls; its value is the store's internal_token."""

SECRET = "store.secret"


def store_secret(store: Store) -> bytes:
    """The store's random secret (migration m003 creates it; created here if missing)."""
    with store.read() as txn:
        secret = txn.meta.get(SECRET)
    if secret:
        return bytes(secret)
    return store.write(ensure_secret)


def ensure_secret(txn: Txn) -> bytes:
    """The store's secret, created in this (write) transaction if it has none yet."""
    secret = txn.meta.get(SECRET)
    if not secret:
        secret = secrets.token_bytes(32)
        txn.meta.put(SECRET, secret)
    return bytes(secret)


def internal_token(secret: bytes) -> str:
    """The value of INTERNAL_HEADER that exempts a request from capture: only teambrain's
    reflector, which can read the store, knows it."""
    return hmac.new(secret, b"teambrain internal: reflection", hashlib.sha256).hexdigest()


def is_internal_token(presented: str, expected: str) -> bool:
    """Whether a presented INTERNAL_HEADER value is the store's token (constant time)."""
    if not expected:
        return False
    got = presented.strip().encode("utf-8", "surrogateescape")
    return hmac.compare_digest(got, expected.encode())
