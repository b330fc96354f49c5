"""Precision and recall of the sanitizer, by characters, on presidio-research's synthetic set.

Scoring (see the README beside the data): a labelled character is caught when the sanitized
text no longer holds it raw; recall per labelled type is caught / labelled characters.
Precision per type we redact is the share of characters redacted under that type that lie
inside a labelled span of the same type ("same type"), and, more leniently, inside any
labelled span ("any PII": redacting a phone number as an SSN still protects it). Whitespace
is not counted. Types we do not claim (PERSON, STREET_ADDRESS, ...) show recall only.

    .venv/bin/python bench/sanitizer_eval.py [--data PATH] [--ner-model NAME] [--stock]

It also scores the secrets set of tests/data/secrets_cases.json: recall on its true
positives (whole, and cut by the end of the text) and the false-positive rate on its
near-misses from real code.

The data path defaults to ../shared/data/pii/presidio_research_synth_dataset_v2.json from
the repository root, or $TEAMBRAIN_PII_DATA.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from teambrain.core.config import SanitizerConfig
from teambrain.core.sanitize import Sanitizer, ner_status, stock_analyzer
from teambrain.core.secrets_recognizers import SECRET_ENTITIES

REPO = Path(__file__).resolve().parent.parent
SECRETS = REPO / "tests" / "data" / "secrets_cases.json"
DEFAULT_DATA = REPO.parent / "shared" / "data" / "pii" / "presidio_research_synth_dataset_v2.json"

GOLD_TO_OURS = {
    "EMAIL_ADDRESS": "EMAIL_ADDRESS",
    "PHONE_NUMBER": "PHONE_NUMBER",
    "CREDIT_CARD": "CREDIT_CARD",
    "IBAN_CODE": "IBAN_CODE",
    "IP_ADDRESS": "IP_ADDRESS",
    "US_SSN": "US_SSN",
    "PERSON": "PERSON",
    "GPE": "LOCATION",
    "STREET_ADDRESS": "LOCATION",
    "ORGANIZATION": "ORGANIZATION",
    "DATE_TIME": "DATE_TIME",
    "NRP": "NRP",
    "DOMAIN_NAME": "URL",
}
CLAIMED = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "US_SSN")
TARGET = 0.95

Finder = Callable[[str], list[tuple[int, int, str]]]


def data_path(arg: str | None) -> Path:
    return Path(arg or os.environ.get("TEAMBRAIN_PII_DATA") or DEFAULT_DATA)


def evaluate(samples: list[dict], find: Finder) -> dict:
    labelled: Counter[str] = Counter()
    caught: Counter[str] = Counter()
    redacted: Counter[str] = Counter()
    same_type: Counter[str] = Counter()
    any_pii: Counter[str] = Counter()
    misses: dict[str, list[str]] = defaultdict(list)
    started = time.perf_counter()
    for sample in samples:
        text = sample["full_text"]
        gold: dict[int, str] = {}
        for span in sample["spans"]:
            for i in range(span["start_position"], span["end_position"]):
                gold[i] = span["entity_type"]
        hit: dict[int, str] = {}
        for start, end, entity in find(text):
            for i in range(start, end):
                hit[i] = entity
        for i, gtype in gold.items():
            if text[i].isspace():
                continue
            labelled[gtype] += 1
            if i in hit:
                caught[gtype] += 1
        for i, entity in hit.items():
            if text[i].isspace():
                continue
            redacted[entity] += 1
            if i in gold:
                any_pii[entity] += 1
                if GOLD_TO_OURS.get(gold[i]) == entity:
                    same_type[entity] += 1
        for span in sample["spans"]:
            if span["entity_type"] in CLAIMED:
                missed = [
                    i
                    for i in range(span["start_position"], span["end_position"])
                    if i not in hit and not text[i].isspace()
                ]
                if missed:
                    misses[span["entity_type"]].append(span["entity_value"])
    elapsed = time.perf_counter() - started
    return {
        "labelled": labelled,
        "caught": caught,
        "redacted": redacted,
        "same_type": same_type,
        "any_pii": any_pii,
        "misses": misses,
        "seconds": elapsed,
    }


def report(title: str, r: dict, samples: int, chars: int, show_misses: bool) -> bool:
    print(f"\n== {title}")
    print(
        f"{samples} samples, {chars:,} characters in {r['seconds']:.2f} s "
        f"({r['seconds'] / samples * 1000:.2f} ms per sample, "
        f"{r['seconds'] * 1000 / (chars / 1024):.2f} ms per KB)"
    )
    print(
        f"{'labelled type':<18}{'chars':>7}{'recall':>9}   {'our type':<15}"
        f"{'redacted':>9}{'prec same':>11}{'prec any':>10}"
    )
    ok = True
    for gtype in sorted(r["labelled"], key=lambda t: (t not in CLAIMED, t)):
        n = r["labelled"][gtype]
        recall = r["caught"][gtype] / n
        ours = GOLD_TO_OURS.get(gtype, "")
        red = r["redacted"].get(ours, 0)
        same = r["same_type"][ours] / red if red else float("nan")
        anyp = r["any_pii"][ours] / red if red else float("nan")
        mark = ""
        if gtype in CLAIMED:
            good = recall >= TARGET and red and same >= TARGET
            ok = ok and bool(good)
            mark = "  ok" if good else "  BELOW TARGET"
        print(
            f"{gtype:<18}{n:>7}{recall:>9.3f}   {ours:<15}{red:>9}{same:>11.3f}{anyp:>10.3f}{mark}"
        )
    claimed_n = sum(r["labelled"][t] for t in CLAIMED)
    claimed_c = sum(r["caught"][t] for t in CLAIMED)
    claimed_red = sum(r["redacted"][t] for t in CLAIMED)
    claimed_same = sum(r["same_type"][t] for t in CLAIMED)
    total_red = sum(r["redacted"].values())
    total_any = sum(r["any_pii"].values())
    print(
        f"claimed types overall: recall {claimed_c / claimed_n:.3f}, precision (same type) "
        f"{claimed_same / max(claimed_red, 1):.3f}"
    )
    print(
        f"all redactions: {total_red} chars, {total_any / max(total_red, 1):.3f} inside a "
        f"labelled span; all labelled: recall "
        f"{sum(r['caught'].values()) / sum(r['labelled'].values()):.3f}"
    )
    extra = {t: n for t, n in r["redacted"].items() if t not in CLAIMED}
    if extra:
        print("other redactions (chars):", dict(sorted(extra.items())))
    if show_misses:
        for gtype, values in sorted(r["misses"].items()):
            print(f"missed {gtype} ({len(values)}): {values[:15]}")
    return ok


def leaked(secret: str, text: str, clean: str, n: int = 6) -> bool:
    """Any 6 characters of `secret` left in `clean` that do not occur elsewhere in `text`."""
    elsewhere = text.replace(secret, "\0")
    for placeholder in SECRET_ENTITIES:
        clean = clean.replace(f"<{placeholder}>", "\0")
    return any(
        secret[i : i + n] in clean and secret[i : i + n] not in elsewhere
        for i in range(max(1, len(secret) - n + 1))
    )


def secrets_report(sanitizer: Sanitizer) -> bool:
    cases = json.loads(SECRETS.read_text(encoding="utf-8"))
    positives, near = cases["true_positives"], cases["near_misses"]
    whole = cut = 0
    for case in positives:
        text, secret = case["text"], case["secret"]
        whole += not leaked(secret, text, sanitizer.sanitize(text)[0])
        start = text.index(secret)
        end = start + max(4, 2 * len(secret) // 3)
        cut += not leaked(text[start:end], text[:end], sanitizer.sanitize(text[:end])[0])
    flagged = [
        c["name"]
        for c in near
        if any(k in sanitizer.sanitize(c["text"])[1] for k in SECRET_ENTITIES)
    ]
    kinds = Counter(c["kind"] for c in positives)
    print(
        f"\n== secrets ({SECRETS.relative_to(REPO)}): {len(positives)} true positives "
        f"{dict(kinds)}, {len(near)} near-misses"
    )
    print(
        f"recall whole {whole}/{len(positives)} = {whole / len(positives):.3f}; "
        f"cut by the end of the text {cut}/{len(positives)} = {cut / len(positives):.3f}"
    )
    print(f"false positives {len(flagged)}/{len(near)} = {len(flagged) / len(near):.3f} {flagged}")
    return whole == cut == len(positives)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", help="path of presidio_research_synth_dataset_v2.json")
    parser.add_argument("--ner-model", default="", help="spaCy model to evaluate NER on too")
    parser.add_argument("--stock", action="store_true", help="also score stock presidio")
    parser.add_argument("--misses", action="store_true", help="list missed values")
    args = parser.parse_args(argv)
    path = data_path(args.data)
    if not path.exists():
        print(f"data not found: {path} (use --data or TEAMBRAIN_PII_DATA)", file=sys.stderr)
        return 2
    samples = json.loads(path.read_text(encoding="utf-8"))
    chars = sum(len(s["full_text"]) for s in samples)
    default = Sanitizer(SanitizerConfig(max_input_chars=1_000_000))
    default.find("warm up: +1 415 555 0132, 4539 1488 0343 6467, 9498777106")
    ok = report(
        "teambrain default (patterns only)",
        evaluate(samples, default.find),
        len(samples),
        chars,
        args.misses,
    )
    if args.ner_model:
        status = ner_status(args.ner_model)
        if status.active:
            cfg = SanitizerConfig(max_input_chars=1_000_000, ner_model=args.ner_model)
            report(
                f"teambrain with NER ({args.ner_model})",
                evaluate(samples, Sanitizer(cfg).find),
                len(samples),
                chars,
                args.misses,
            )
        else:
            print(f"\n== NER: {status.describe()}")
    else:
        print("\n== NER: no --ner-model given; " + ner_status("").describe())
    if args.stock:
        report(
            "stock presidio AnalyzerEngine (no_op NLP)",
            evaluate(samples, stock_analyzer()),
            len(samples),
            chars,
            False,
        )
    secrets_ok = secrets_report(default)
    print(
        "\ntarget (claimed types): recall >= 0.95 at same-type precision >= 0.95:",
        "met" if ok else "NOT met",
    )
    print("target (secrets): recall 1.0:", "met" if secrets_ok else "NOT met")
    return 0 if ok and secrets_ok else 1


if __name__ == "__main__":
    sys.exit(main())
