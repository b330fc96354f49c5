"""Meaning: the one sentence model of core, for the near-duplicate guard, knowledge search,
recall, capture and reflection alike.

    from teambrain.core import meaning
    meaning.embed(text) -> float32 (384,) unit vector
    meaning.embed_many(texts, max_tokens=128) -> float32 (n, 384) unit rows
    meaning.token_states(texts) -> each text's word-piece ids and a model row per piece
    meaning.encoded(text) -> bytes to store (tagged with the model's identity)
    meaning.encode(vector) / meaning.decode(raw); meaning.similarity(raw_a, raw_b)
    meaning.matrix(raws, like=raw); meaning.model_of(raw); meaning.is_current(raw)
    meaning.identity() -> four bytes naming the model by content
    meaning.shipped_identities() -> the shipped model's identities, either graph
    meaning.configure(path_or_None); meaning.chosen()

Invariant: nothing here loads the model on import; the first embedding does
(core/meaning/model.py), and meanings of different models are never compared.
"""

from teambrain.core.meaning.model import (
    MAX_TOKENS,
    VOCAB,
    TokenStates,
    chosen,
    configure,
    shipped_identities,
    unit_rows,
)
from teambrain.core.meaning.vectors import (
    DIMENSIONS,
    decode,
    embed,
    embed_many,
    encode,
    encoded,
    identity,
    is_current,
    matrix,
    model_of,
    similarity,
    token_states,
)

__all__ = [
    "DIMENSIONS",
    "MAX_TOKENS",
    "TokenStates",
    "VOCAB",
    "chosen",
    "configure",
    "decode",
    "embed",
    "embed_many",
    "encode",
    "encoded",
    "identity",
    "is_current",
    "matrix",
    "model_of",
    "shipped_identities",
    "similarity",
    "token_states",
    "unit_rows",
]
