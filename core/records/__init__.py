"""The records the store keeps: plain msgspec shapes with no rules attached.

They sit below the store so that every backend can read and write them in their own
words (LMDB as msgpack, PostgreSQL as columns); the rules that move them live above.
"""
