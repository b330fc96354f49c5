"""CPU time of the sentence model per text: one thread, one text at a time, at 128 and 32
word pieces, for the converted graph (the default) and the shipped one (the fallback).

CPU time (time.process_time), not wall time, so a busy machine skews it less; the median of
--runs repetitions of --texts texts each.

    .venv/bin/python bench/meaning_speed.py [--runs 5] [--texts 40]
"""

from __future__ import annotations

import argparse
import statistics
import time

from teambrain.core.meaning import model

WORDS = [
    "run",
    "the",
    "schema",
    "upgrade",
    "tool",
    "before",
    "deploying",
    "close",
    "pull",
    "requests",
    "idle",
    "for",
    "thirty",
    "days",
    "pin",
    "the",
    "base",
    "image",
    "digest",
    "rotate",
    "signing",
    "keys",
    "when",
    "a",
    "laptop",
    "goes",
    "missing",
]


def text_of(pieces: int, seed: int) -> str:
    """A text of exactly `pieces` word pieces with [CLS] and [SEP] (cut at that length)."""
    words = [WORDS[(seed + i * 7) % len(WORDS)] for i in range(pieces * 2)]
    return " ".join(words)


def per_text_ms(encoder: model.Encoder, pieces: int, texts: int, runs: int) -> float:
    batch = [text_of(pieces, seed) for seed in range(texts)]
    encoder.vectors(batch[:1], pieces)  # warm
    times = []
    for _ in range(runs):
        start = time.process_time()
        for t in batch:
            encoder.vectors([t], pieces)
        times.append((time.process_time() - start) / texts * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--texts", type=int, default=40)
    args = parser.parse_args()
    for name, converted in (("converted (default)", True), ("shipped (fallback)", False)):
        encoder = model.ShippedModel(converted=converted)
        for pieces in (128, 32):
            ms = per_text_ms(encoder, pieces, args.texts, args.runs)
            print(f"  {name:<20} {pieces:>3} word pieces  {ms:6.2f} ms CPU per text")


if __name__ == "__main__":
    main()
