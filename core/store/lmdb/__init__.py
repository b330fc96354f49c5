"""The LMDB backend: the embedded default store."""
