"""The store: one LMDB environment per file per process, behind a small facade.

Everything else imports the facade from here (Store, Txn, open_store, and how keys and
records are spelled); only store/lmdb_env.py imports lmdb.
"""

from teambrain.core.store.codec import decode, encode, key
from teambrain.core.store.lmdb_env import DATABASES, Store, Txn, open_store

__all__ = ["DATABASES", "Store", "Txn", "decode", "encode", "key", "open_store"]
