"""Sanitizer speed: ms per call and MB/s on mixed LLM traffic, against stock presidio.

Texts of 1 KB, 8 KB and 64 KB are cut from a deterministic mix of prose, code, JSON and
logs with a little PII and a few secrets in them (what a team's gateway sees). Each size is
sanitized by teambrain's sanitizer and analyzed by presidio's stock AnalyzerEngine (no_op
NLP engine, all predefined recognizers) in the same run. Then the adversarial inputs: each
must end as a redaction or a SanitizerError well under 1 s per 64 KB. Times are CPU
time of this process (the median of repeated calls), so other work on the machine does
not inflate them.

    .venv/bin/python bench/sanitizer_speed.py [--rounds N] [--stock-adversarial]

Stock presidio is not run on the adversarial inputs unless asked: some take it a minute.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable

from _stock_presidio import stock_analyzer
from teambrain.core.config import SanitizerConfig
from teambrain.core.errors import SanitizerError
from teambrain.core.sanitize.catalog import PII_ENTITIES
from teambrain.core.sanitize.engine import Sanitizer

SIZES = (1024, 8 * 1024, 64 * 1024)
PATTERN_TYPES = list(PII_ENTITIES)
"""The six pattern types (secrets are always on): the same run without the cue recognizers."""

PROSE = (
    "Can you refactor the retry logic so that it backs off exponentially? The current "
    "version hammers the upstream when it is down, and our on-call engineer, reachable at "
    "oncall.lead@example.org or +44 20 7946 0958, got paged three times last night. "
    "Keep the public interface the same and add a test for the jitter.\n\n"
)
CODE = '''def fetch(session, url, *, retries=3, backoff=0.5):
    """Fetch url, retrying on 5xx with exponential backoff."""
    for attempt in range(retries):
        response = session.get(url, timeout=10)
        if response.status_code < 500:
            return response
        time.sleep(backoff * 2 ** attempt + random.random() / 10)
    token = self._tokenizer.encode(response.text)
    raise UpstreamError(f"{url} failed after {retries} attempts: {response.status_code}")

'''
JSON_DOC = (
    '{"id": "msg_01XFDUDYJgAACzvnptvVoYEL", "type": "message", "role": "assistant", '
    '"model": "claude-sonnet-4-5", "stop_reason": "tool_use", "usage": {"input_tokens": 2095, '
    '"output_tokens": 503, "cache_read_input_tokens": 1024}, "content": [{"type": "tool_use", '
    '"id": "toolu_01A09q90qw90lq917835lq9", "name": "bash", "input": {"command": '
    '"grep -rn timeout src/ | head -20"}}]}\n'
)
LOG = (
    "2026-11-02T09:14:03.118Z INFO  worker-3 request_id=7f9c2ba4 GET /api/v2/orders/10423 "
    "200 in 38.2 ms from 10.24.8.17 user=4412\n"
    "2026-11-02T09:14:03.502Z WARN  worker-1 retrying upstream call (attempt 2/3) after "
    "HTTP 503, payload 18,204 bytes\n"
)
SECRETS = (
    'OPENAI_API_KEY="sk-proj-Xw3p9QmZ7tR2vL8kN4bF6hJ1sD5gA0cE9yU3iO7pT2qW"\n'
    "export AWS_ACCESS_KEY_ID=AKIAZ3MJQ7T5XKWL2P4N\n"
    "card on file: 4539 1488 0343 6467\n"
)
PARTS = (PROSE, CODE, JSON_DOC, LOG, PROSE, CODE, LOG, JSON_DOC)


def traffic(size: int, seed: int = 7) -> str:
    """A mixed text of exactly `size` characters; one secret block per ~8 KB."""
    rng = random.Random(seed)
    out: list[str] = []
    length = 0
    while length < size:
        part = rng.choice(PARTS)
        if rng.random() < 0.05:
            part = SECRETS
        out.append(part)
        length += len(part)
    return "".join(out)[:size]


def repeated(unit: str) -> Callable[[int], str]:
    """A text of exactly n characters that is `unit` over and over: most of the inputs that
    could make a pattern backtrack are one short unit repeated."""
    return lambda n: (unit * n)[:n]


ADVERSARIAL: dict[str, Callable[[int], str]] = {
    "a.a.a.a... (URL/email backtracking)": repeated("a."),
    "base64 then an email": lambda n: (
        ("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3+/" * n)[
            : n - 20
        ]
        + " user@example.com"
    ),
    "one long word then @": lambda n: "x" * (n - 12) + "@example.com",
    "a@a@a@a...": repeated("a@"),
    "digits and spaces (phone candidates)": repeated("1 "),
    "12-34-56-78... (phone run)": repeated("12-"),
    "12 12 12 12... (phone-shaped run)": repeated("12 "),
    "one long digit run": repeated("7"),
    "1.1.1.1... (IP)": repeated("1."),
    "a:a:a:a... (IPv6)": repeated("a:"),
    "password=password=...": repeated("password="),
    '"token": "token": ...': repeated('"token": '),
    "sk-sk-sk-...": repeated("sk-"),
    "eyJ.eyJ.eyJ...": repeated("eyJabcdefghij."),
    "BEGIN PRIVATE KEY, no END": lambda n: (
        "-----BEGIN PRIVATE KEY-----\n" + ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n" * n)
    )[:n],
    "BEGIN PRIVATE KEY repeated": repeated("-----BEGIN PRIVATE KEY-----"),
    "://:://:// (URL password)": repeated("a://b:"),
    "Authorization: Authorization: ...": repeated("Authorization: "),
    "GB00 GB00 ... (IBAN)": repeated("GB00 ABCD "),
    "unicode letters": lambda n: ("héllo wörld ünïcödé ") * (n // 20),
    "Dear Mr Ana Dear Mr Ana ... (name cues)": repeated("Dear Mr Ana Lima, "),
    "Ana Bo Cy Di ... (capitalized words)": repeated("Ana Bo Cy Di Ed Flo "),
    "Name: X lines (labels)": repeated("Name: Ana Lima\n"),
    "Ana, Bo, Cy and Di, ... (lists)": repeated("Dear Ana, Bo, Cy and Di, "),
    "name lines above phones (contact blocks)": repeated("Ana Lima\n+1 415 555 0132\n"),
    "1 Main Street 1 Main Street ... (addresses)": repeated("1 Main Street, Suite 4, "),
    "12 Ab 12 Ab ... (weak street shapes)": repeated("address: 12 Ab 12 Ab\n"),
    "born born born ... (date cues)": repeated("born DOB 1984 "),
    "%40%40%40... (escapes)": repeated("%40\\u0040&#64;"),
    "zero-width everywhere": repeated("a\u200b"),
    "full-width everywhere": repeated("ａ＠"),
    "long wrapped token lines": repeated("k9" * 40 + "\n"),
}


def timed(fn: Callable[[], object], rounds: int) -> tuple[float, object]:
    """Median CPU seconds per call over `rounds` calls, and the last result. CPU time, not
    wall time: on a machine shared with other work the wall clock measures the neighbours."""
    times = []
    result: object = None
    for _ in range(rounds):
        started = time.process_time()
        result = fn()
        times.append(time.process_time() - started)
    return statistics.median(times), result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=20, help="calls per size (median)")
    parser.add_argument("--stock-adversarial", action="store_true")
    args = parser.parse_args(argv)

    ours = Sanitizer(SanitizerConfig(max_input_chars=1_000_000, timeout_seconds=5.0))
    patterns_only = Sanitizer(
        SanitizerConfig(max_input_chars=1_000_000, timeout_seconds=5.0, entities=PATTERN_TYPES)
    )
    stock = stock_analyzer()
    ours.sanitize(traffic(8192))  # warm up (phone metadata, regex caches)
    patterns_only.sanitize(traffic(8192))
    stock(traffic(8192))

    print("mixed LLM traffic (prose, code, JSON, logs; some PII and secrets)")
    print(
        f"{'size':>7} | {'teambrain ms':>12} {'ms/KB':>6} {'MB/s':>6} | "
        f"{'stock ms':>9} {'ms/KB':>6} {'MB/s':>6} | speed-up | patterns only ms/KB"
    )
    worst_per_kb = 0.0
    for size in SIZES:
        text = traffic(size)
        kb = size / 1024
        rounds = max(3, args.rounds * 1024 // size * 4) if size < 65536 else max(3, args.rounds)
        t_ours, result = timed(lambda text=text: ours.sanitize(text), rounds)
        t_stock, _ = timed(lambda text=text: stock(text), max(3, rounds // 4))
        t_patterns, _ = timed(lambda text=text: patterns_only.sanitize(text), rounds)
        worst_per_kb = max(worst_per_kb, t_ours * 1000 / kb)
        print(
            f"{size // 1024:>5}KB | {t_ours * 1000:>12.2f} {t_ours * 1000 / kb:>6.2f} "
            f"{size / t_ours / 1e6:>6.2f} | {t_stock * 1000:>9.2f} {t_stock * 1000 / kb:>6.2f} "
            f"{size / t_stock / 1e6:>6.2f} | {t_stock / t_ours:>6.1f}x  | {t_patterns * 1000 / kb:>6.2f}"
        )
        if size == SIZES[0]:
            print(f"         (1 KB sample report: {result[1]})")
    print(
        f"target <= 1 ms per KB typical (CPU time): {'met' if worst_per_kb <= 1 else 'NOT met'} "
        f"(worst {worst_per_kb:.2f})"
    )

    n = 64 * 1024
    print(f"\nadversarial inputs, {n // 1024} KB each (limit: well under 1 s, redaction or error)")
    worst = 0.0
    for name, make in ADVERSARIAL.items():
        text = make(n)
        started = time.process_time()
        try:
            _clean, counts = ours.sanitize(text)
            outcome = f"redacted {sum(counts.values())}" if counts else "nothing found"
        except SanitizerError as e:
            outcome = f"SanitizerError({e.reason})"
        took = time.process_time() - started
        worst = max(worst, took)
        line = f"  {name:<40} {took * 1000:>8.1f} ms  {outcome}"
        if args.stock_adversarial:
            started = time.perf_counter()
            stock(text)
            line += f"   stock {time.perf_counter() - started:>7.2f} s"
        print(line)
    print(
        f"worst adversarial: {worst * 1000:.1f} ms "
        f"({'under' if worst < 1 else 'OVER'} 1 s per 64 KB)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
