"""What embedding an exchange adds to the capture worker's CPU: build_record (the worker's
sanitize-and-bound step) over the same exchanges with the meaning off and on, in one run,
as CPU time per exchange (process time: every thread of the process, the model's included).

The sanitizer is a pass-through here, so the figures are the embedding's own cost over the
rest of building a record; the budget is 6 ms of CPU per exchange.

    .venv/bin/python bench/capture_meaning.py [--exchanges 300] [--rounds 5] [--words N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from datetime import UTC, datetime, timedelta

from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange
from teambrain.core.config import Config
from teambrain.core.episodes import meaning

BUDGET_MS = 6.0
WORDS = [
    "deploy",
    "migration",
    "timeout",
    "retry",
    "websocket",
    "postgres",
    "docker",
    "upload",
    "worker",
    "cache",
    "index",
    "token",
    "session",
    "review",
    "lesson",
    "flaky",
    "test",
    "build",
    "pipeline",
    "release",
    "branch",
    "merge",
    "config",
    "the",
    "a",
    "of",
    "to",
    "and",
    "in",
    "that",
    "is",
    "was",
    "for",
    "on",
    "with",
    "as",
    "it",
    "we",
    "you",
    "this",
    "be",
    "are",
]


class PassThrough:
    def sanitize(self, text: str) -> tuple[str, dict[str, int]]:
        return text, {}

    def sanitize_json(self, text: str) -> tuple[str, dict[str, int]]:
        return text, {}


def exchanges(n: int, seed: int = 7) -> list[CapturedExchange]:
    """Exchanges of realistic lengths: a user turn of 20-400 words, a response of 50-600."""
    rng = random.Random(seed)
    at = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
    out = []
    for i in range(n):
        user = " ".join(rng.choices(WORDS, k=rng.randint(20, 400)))
        response = " ".join(rng.choices(WORDS, k=rng.randint(50, 600)))
        started = at + timedelta(seconds=i)
        out.append(
            CapturedExchange(
                owner="alice", session_id="s1", provider="anthropic", started_at=started,
                ended_at=started, user_text=user, response_text=response,
            )
        )  # fmt: skip
    return out


def cpu_ms(caps: list[CapturedExchange], embed: bool) -> float:
    """CPU milliseconds per exchange to build these records."""
    config, sanitizer = Config(), PassThrough()
    started = time.process_time()
    for cap in caps:
        build_record(cap, sanitizer, config, embed=embed)
    return (time.process_time() - started) * 1000 / len(caps)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exchanges", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--words", type=int, default=meaning.SIDE_WORDS, help="words embedded of each side"
    )
    args = parser.parse_args(argv)
    meaning.SIDE_WORDS = args.words
    caps = exchanges(args.exchanges)
    cpu_ms(caps[:5], embed=True)  # the model loads once, as the worker process warms it
    off, on = [], []
    for _ in range(args.rounds):
        off.append(cpu_ms(caps, embed=False))
        on.append(cpu_ms(caps, embed=True))
    print(
        f"{args.exchanges} exchanges x {args.rounds} rounds, {args.words} words a side, at most"
        f" {meaning.EXCHANGE_TOKENS} word pieces in all; ms of CPU per exchange"
    )
    print(f"{'':16}{'least':>8}{'median':>8}")
    for name, row in (("embedding off", off), ("embedding on", on)):
        print(f"{name:16}{min(row):8.2f}{statistics.median(row):8.2f}")
    added = min(on) - min(off)
    print(
        f"{'added':16}{added:8.2f}{statistics.median(on) - statistics.median(off):8.2f}"
        f"   (budget {BUDGET_MS:.0f} ms; the least round is the one other work on the"
        " machine disturbed least)"
    )
    return 0 if added <= BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
