"""What a PostgreSQL error means for the unit of work that met it, read from its SQLSTATE
(never from psycopg's exception class: "cannot execute INSERT in a read-only transaction",
25006, is an InternalError to psycopg, yet it only says that a failover is under way).

- OUTAGE: the server cannot take the work now (connection lost or refused, shutting down,
  starting, a standby, out of resources, anything not about the data): keep it and try
  again later. A capture met by an outage waits in the outbox, however long it lasts.
- RETRY: the work collided with concurrent work (serialization failure, deadlock): run the
  whole unit again at once.
- REFUSED: the data itself is wrong for the database (classes 21, 22, 23, 54: bad values,
  integrity, a row over a limit); sending it again changes nothing, so a capture met by
  this is set aside in the outbox's dead letters.
"""

from __future__ import annotations

from enum import StrEnum

import psycopg


class Fault(StrEnum):
    OUTAGE = "outage"
    RETRY = "retry"
    REFUSED = "refused"


RETRY_STATES = frozenset({"40001", "40P01"})
"""serialization_failure, deadlock_detected."""
REFUSED_CLASSES = frozenset({"21", "22", "23", "54"})
"""cardinality violation, data exception, integrity constraint violation, program limit
exceeded (e.g. an index row too large)."""


def classify(error: BaseException) -> Fault:
    """The fault `error` stands for. An error psycopg raised before reaching the server
    (no SQLSTATE) is an outage when it concerns the connection, else a refusal (a value
    the driver cannot send, such as a NUL byte in text)."""
    state = getattr(error, "sqlstate", None)
    if not state:
        if isinstance(error, psycopg.OperationalError | psycopg.InterfaceError):
            return Fault.OUTAGE
        return Fault.REFUSED
    if state in RETRY_STATES:
        return Fault.RETRY
    if state[:2] in REFUSED_CLASSES:
        return Fault.REFUSED
    return Fault.OUTAGE


def connection_lost(error: BaseException) -> bool:
    """Whether `error` says the connection itself failed (class 08, an administrator's
    termination 57P01/57P02, or the driver found it closed): the same work may succeed at
    once on a fresh connection."""
    state = getattr(error, "sqlstate", None) or ""
    if state.startswith("08") or state in ("57P01", "57P02"):
        return True
    return not state and isinstance(error, psycopg.OperationalError | psycopg.InterfaceError)
