"""A BERT sentence encoder in numpy: runs a sentence-transformers directory without torch.

The sentence model can be replaced by another paraphrase model on disk
(`[knowledge] dedup_model`, see core/meaning/model.py). Most such models are BERT
encoders published as a directory holding `config.json`, `model.safetensors` and
`tokenizer.json` (all-MiniLM-L6-v2, paraphrase-MiniLM-L6-v2, bge-small-en-v1.5...); this
module runs that directory's forward pass with numpy alone, so a team does not need torch or an
ONNX export to use one. A lesson is a few dozen word pieces: the matrix products are small and
one pass takes a few milliseconds.

Invariants: absolute positions, GELU (erf) activations and post-layer norms, as BERT defines
them; the output is the last layer's token embeddings, which the caller pools.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np


class BertEncoder:
    """The weights of one BERT model, and its forward pass over one tokenized text."""

    def __init__(self, directory: Path) -> None:
        import numpy as np
        from safetensors.numpy import load_file

        config = json.loads((directory / "config.json").read_text(encoding="utf-8"))
        self.heads = int(config["num_attention_heads"])
        self.layers = int(config["num_hidden_layers"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        raw = load_file(str(directory / "model.safetensors"))
        # a model saved from BertForX prefixes its keys with "bert."
        self.w = {k.removeprefix("bert."): v.astype(np.float32) for k, v in raw.items()}

    def _norm(self, x: np.ndarray, name: str) -> np.ndarray:
        mean = x.mean(axis=-1, keepdims=True)
        var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
        return (x - mean) / (var + self.eps) ** 0.5 * self.w[f"{name}.weight"] + self.w[
            f"{name}.bias"
        ]

    def _dense(self, x: np.ndarray, name: str) -> np.ndarray:
        return x @ self.w[f"{name}.weight"].T + self.w[f"{name}.bias"]

    def tokens(self, ids: list[int]) -> np.ndarray:
        """The last layer's embedding of each token (tokens, hidden)."""
        import numpy as np

        w, n = self.w, len(ids)
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:n]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        x = self._norm(x, "embeddings.LayerNorm")
        size = x.shape[1] // self.heads
        for i in range(self.layers):
            p = f"encoder.layer.{i}"
            q, k, v = (
                self._dense(x, f"{p}.attention.self.{m}")
                .reshape(n, self.heads, size)
                .transpose(1, 0, 2)
                for m in ("query", "key", "value")
            )
            scores = q @ k.transpose(0, 2, 1) / math.sqrt(size)
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(1, 0, 2).reshape(n, -1)
            x = self._norm(
                x + self._dense(context, f"{p}.attention.output.dense"),
                f"{p}.attention.output.LayerNorm",
            )
            h = self._dense(x, f"{p}.intermediate.dense")
            h = 0.5 * h * (1.0 + _erf(h / math.sqrt(2.0)))
            x = self._norm(x + self._dense(h, f"{p}.output.dense"), f"{p}.output.LayerNorm")
        return x


def _erf(x: np.ndarray) -> np.ndarray:
    """erf to within 1.5e-7 (Abramowitz and Stegun 7.1.26): numpy has none of its own."""
    import numpy as np

    t = 1.0 / (1.0 + 0.3275911 * np.abs(x))
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    return np.sign(x) * (1.0 - poly * np.exp(-x * x))
