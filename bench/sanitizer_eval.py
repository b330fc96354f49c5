"""Precision and recall of the sanitizer, by characters, on presidio-research's synthetic set.

Scoring (bench/data/README.md): a labelled character is caught when the sanitized text no
longer holds it raw; recall per labelled type is caught / labelled characters. Precision per
type we redact is the share of characters redacted under that type that lie inside a
labelled span of the same kind ("same type": PERSON in PERSON, ADDRESS in STREET_ADDRESS or
ZIP_CODE...) and, more leniently, inside any labelled span ("any PII": a phone number
redacted as an SSN is still protected). Whitespace is not counted. Dates of birth are the
DATE_TIME spans announced by a cue word (`born`, `date of birth`, `DOB`) before them.
PERSON and LOCATION (labelled GPE) are also reported on each half of the set, split by
template: the dev half (even template ids) is what the rules were tuned on, the held-out
half (odd ones) is not.

    .venv/bin/python bench/sanitizer_eval.py [--data PATH] [--ner-model NAME] [--stock] [--misses]

It also scores tests/data/benign_strings.json (false positives by type on timestamps, UUIDs,
commit SHAs, versions, ports, hashes, paths, documentation IPs, error codes, durations, sizes
and log lines: a string counts when the sanitizer changes it at all), and
tests/data/secrets_cases.json (recall on its true positives, whole and cut
by the end of the text; false positives on near-misses from real code) and
tests/data/context_cases.json (names, addresses, dates of birth and id numbers written as
a team's traffic writes them, and near-misses from software text that must be left alone),
and names without a cue word by kind of name (bench/sanitizer_names.py).

The data set ships in bench/data/ (MIT licence, source and commit in its README).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

import regex
from sanitizer_names import names_report
from teambrain.core.config import SanitizerConfig
from teambrain.core.sanitize.catalog import SECRET_ENTITIES
from teambrain.core.sanitize.engine import Sanitizer, ner_status

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO / "bench" / "data" / "presidio_research_synth_dataset_v2.json"
SECRETS = REPO / "tests" / "data" / "secrets_cases.json"
CONTEXT = REPO / "tests" / "data" / "context_cases.json"
BENIGN = REPO / "tests" / "data" / "benign_strings.json"
BENIGN_TARGET = 0.01
"""At most this share of the benign developer strings may be changed at all."""

SAME_TYPE = {
    "EMAIL_ADDRESS": {"EMAIL_ADDRESS"},
    "PHONE_NUMBER": {"PHONE_NUMBER"},
    "CREDIT_CARD": {"CREDIT_CARD"},
    "IBAN_CODE": {"IBAN_CODE"},
    "IP_ADDRESS": {"IP_ADDRESS"},
    "US_SSN": {"US_SSN"},
    "PERSON": {"PERSON"},
    "ADDRESS": {"STREET_ADDRESS", "ZIP_CODE"},
    "DATE_OF_BIRTH": {"DATE_OF_BIRTH"},
    "DRIVER_LICENSE": {"US_DRIVER_LICENSE"},
    "LOCATION": {"GPE", "STREET_ADDRESS"},
    "ORGANIZATION": {"ORGANIZATION"},
    "DATE_TIME": {"DATE_TIME", "DATE_OF_BIRTH"},
    "NRP": {"NRP"},
    "URL": {"DOMAIN_NAME"},
}
"""Our type -> the labelled types a character redacted under it may correctly lie in."""
OURS = {gold: ours for ours, golds in SAME_TYPE.items() for gold in golds if ours != "LOCATION"}
OURS |= {"GPE": "LOCATION", "DATE_TIME": "DATE_TIME", "DATE_OF_BIRTH": "DATE_OF_BIRTH"}
"""Labelled type -> the type of ours that claims it (for the table)."""

EXISTING = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "US_SSN")
TARGETS = {
    # labelled type: (minimum recall, minimum same-type precision of our type, or None)
    "PERSON": (0.85, 0.90),
    "STREET_ADDRESS": (0.80, None),
    "DATE_OF_BIRTH": (0.95, None),
    "GPE": (0.50, 0.90),
}
EXISTING_TARGET = (1.0, 0.99)
_BIRTH_CUE = regex.compile(r"(?i)(?:born|birth|\bdob\b|d\.o\.b)[^\n]{0,40}\Z")

Finder = Callable[[str], list[tuple[int, int, str]]]


def gold_spans(sample: dict) -> list[tuple[int, int, str]]:
    """The labelled spans; a DATE_TIME announced by a birth cue is a DATE_OF_BIRTH."""
    out = []
    text = sample["full_text"]
    for span in sample["spans"]:
        start, end, kind = span["start_position"], span["end_position"], span["entity_type"]
        if kind == "DATE_TIME" and _BIRTH_CUE.search(text[max(0, start - 60) : start]):
            kind = "DATE_OF_BIRTH"
        out.append((start, end, kind))
    return out


def evaluate(samples: list[dict], find: Finder) -> dict:
    labelled: Counter[str] = Counter()
    caught: Counter[str] = Counter()
    redacted: Counter[str] = Counter()
    same_type: Counter[str] = Counter()
    any_pii: Counter[str] = Counter()
    misses: dict[str, list[str]] = defaultdict(list)
    wrong: dict[str, list[str]] = defaultdict(list)
    started = time.perf_counter()
    for sample in samples:
        text = sample["full_text"]
        spans = gold_spans(sample)
        gold: dict[int, str] = {}
        for start, end, kind in spans:
            for i in range(start, end):
                gold[i] = kind
        hit: dict[int, str] = {}
        found = find(text)
        for start, end, entity in found:
            for i in range(start, end):
                hit[i] = entity
        for i, kind in gold.items():
            if not text[i].isspace():
                labelled[kind] += 1
                caught[kind] += i in hit
        for i, entity in hit.items():
            if text[i].isspace():
                continue
            redacted[entity] += 1
            if i in gold:
                any_pii[entity] += 1
                same_type[entity] += gold[i] in SAME_TYPE.get(entity, {entity})
        for start, end, kind in spans:
            if any(i not in hit and not text[i].isspace() for i in range(start, end)):
                misses[kind].append(text[start:end])
        for start, end, entity in found:
            if all(gold.get(i) not in SAME_TYPE.get(entity, {entity}) for i in range(start, end)):
                wrong[entity].append(text[start:end])
    return {
        "labelled": labelled,
        "caught": caught,
        "redacted": redacted,
        "same_type": same_type,
        "any_pii": any_pii,
        "misses": misses,
        "wrong": wrong,
        "seconds": time.perf_counter() - started,
    }


def _ratio(a: int, b: int) -> float:
    return a / b if b else float("nan")


def split_of(sample: dict) -> str:
    """`dev` (even template ids: what the rules were tuned on) or `held-out` (odd ones). The
    split is by template, so no sentence shape of the held-out half was seen in tuning."""
    return "dev" if sample["template_id"] % 2 == 0 else "held-out"


def split_report(samples: list[dict], find: Finder) -> None:
    """PERSON and LOCATION precision and recall on each half of the set."""
    print(
        f"{'split':<10}{'samples':>8}  {'PERSON recall':>13} {'precision':>9}   "
        f"{'LOCATION (GPE) recall':>21} {'precision':>9}"
    )
    for name in ("dev", "held-out"):
        part = [s for s in samples if split_of(s) == name]
        r = evaluate(part, find)
        print(
            f"{name:<10}{len(part):>8}  "
            f"{_ratio(r['caught']['PERSON'], r['labelled']['PERSON']):>13.3f} "
            f"{_ratio(r['same_type']['PERSON'], r['redacted']['PERSON']):>9.3f}   "
            f"{_ratio(r['caught']['GPE'], r['labelled']['GPE']):>21.3f} "
            f"{_ratio(r['same_type']['LOCATION'], r['redacted']['LOCATION']):>9.3f}"
        )


def report(title: str, r: dict, samples: int, chars: int, show_misses: bool) -> bool:
    """Print the table; True when every target is met."""
    print(f"\n== {title}")
    print(
        f"{samples} samples, {chars:,} characters in {r['seconds']:.2f} s "
        f"({r['seconds'] / samples * 1000:.2f} ms per sample, "
        f"{r['seconds'] * 1000 / (chars / 1024):.2f} ms per KB)"
    )
    print(
        f"{'labelled type':<18}{'chars':>7}{'recall':>9}   {'our type':<15}"
        f"{'redacted':>9}{'prec same':>11}{'prec any':>10}  target"
    )
    ok = True
    order = EXISTING + tuple(TARGETS)
    for kind in sorted(r["labelled"], key=lambda t: (order.index(t) if t in order else 99, t)):
        n = r["labelled"][kind]
        recall = r["caught"][kind] / n
        ours = OURS.get(kind, "")
        red = r["redacted"].get(ours, 0)
        same = _ratio(r["same_type"][ours], red)
        anyp = _ratio(r["any_pii"][ours], red)
        mark = ""
        if kind in TARGETS:
            min_recall, min_precision = TARGETS[kind]
            good = recall >= min_recall and (min_precision is None or same >= min_precision)
            ok = ok and good
            want = f"recall >= {min_recall}" + (
                f", precision >= {min_precision}" if min_precision else ""
            )
            mark = f"  {want}: {'met' if good else 'NOT MET'}"
        print(
            f"{kind:<18}{n:>7}{recall:>9.3f}   {ours:<15}{red:>9}{same:>11.3f}{anyp:>10.3f}{mark}"
        )
    n = sum(r["labelled"][t] for t in EXISTING)
    recall = _ratio(sum(r["caught"][t] for t in EXISTING), n)
    red = sum(r["redacted"][t] for t in EXISTING)
    same = _ratio(sum(r["same_type"][t] for t in EXISTING), red)
    good = recall >= EXISTING_TARGET[0] and same >= EXISTING_TARGET[1]
    ok = ok and good
    print(
        f"the six pattern types together: recall {recall:.3f}, precision (same type) "
        f"{same:.3f}  target recall {EXISTING_TARGET[0]}, precision >= {EXISTING_TARGET[1]}: "
        f"{'met' if good else 'NOT MET'}"
    )
    total_red = sum(r["redacted"].values())
    print(
        f"all redactions: {total_red} chars, {_ratio(sum(r['any_pii'].values()), total_red):.3f} "
        f"inside a labelled span; all labelled: recall "
        f"{_ratio(sum(r['caught'].values()), sum(r['labelled'].values())):.3f}"
    )
    if show_misses:
        for kind, values in sorted(r["misses"].items()):
            print(f"missed {kind} ({len(values)}): {values[:25]}")
        for kind, values in sorted(r["wrong"].items()):
            print(f"redacted as {kind} outside a {kind} label ({len(values)}): {values[:40]}")
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


def context_report(sanitizer: Sanitizer) -> bool:
    """The context cases: every planted value redacted, no near-miss touched."""
    cases = json.loads(CONTEXT.read_text(encoding="utf-8"))
    positives, near = cases["positives"], cases["near_misses"]
    missed = [
        (c["kind"], value)
        for c in positives
        for value in c["values"]
        if value in sanitizer.sanitize(c["text"])[0]
    ]
    flagged = [c for c in near if sanitizer.sanitize(c["text"])[1]]
    untolerated = [c for c in flagged if not c.get("tolerated")]
    later = [c for c in near if c.get("added_after_tuning")]
    kinds = Counter(c["kind"] for c in positives)
    values = sum(len(c["values"]) for c in positives)
    print(
        f"\n== context cases ({CONTEXT.relative_to(REPO)}): {len(positives)} texts "
        f"{dict(sorted(kinds.items()))}, {len(near)} near-misses"
    )
    print(f"recall {values - len(missed)}/{values} values; missed: {missed}")
    print(
        f"false positives {len(flagged)}/{len(near)} = {len(flagged) / len(near):.3f} "
        f"{[c['text'][:50] for c in flagged]} ({len(flagged) - len(untolerated)} tolerated); "
        f"of the {len(later)} added after the rules were written: "
        f"{sum(c in flagged for c in later)} flagged"
    )
    return not missed and not untolerated


def benign_report(sanitizer: Sanitizer, show: bool) -> bool:
    """False positives on benign developer strings, by type: the share changed at all."""
    cases = json.loads(BENIGN.read_text(encoding="utf-8"))["cases"]
    total: Counter[str] = Counter()
    changed: Counter[str] = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    for case in cases:
        total[case["type"]] += 1
        clean = sanitizer.sanitize(case["text"])[0]
        if clean != case["text"]:
            changed[case["type"]] += 1
            examples[case["type"]].append(clean[:80])
    print(f"\n== benign developer strings ({BENIGN.relative_to(REPO)}): {len(cases)} strings")
    print(f"{'type':<18} {'strings':>7} {'changed':>7} {'FP rate':>8}")
    for kind in total:
        print(f"{kind:<18} {total[kind]:>7} {changed[kind]:>7} {changed[kind] / total[kind]:>8.3f}")
        if show and examples[kind]:
            print(f"  e.g. {examples[kind][:5]}")
    rate = sum(changed.values()) / len(cases)
    print(f"{'all':<18} {len(cases):>7} {sum(changed.values()):>7} {rate:>8.3f}")
    return rate <= BENIGN_TARGET


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the synthetic set")
    parser.add_argument("--ner-model", default="", help="spaCy pipeline to evaluate NER on too")
    parser.add_argument("--stock", action="store_true", help="also score stock presidio")
    parser.add_argument("--misses", action="store_true", help="list misses and stray redactions")
    args = parser.parse_args(argv)
    if not args.data.exists():
        print(f"data not found: {args.data}", file=sys.stderr)
        return 2
    samples = json.loads(args.data.read_text(encoding="utf-8"))
    chars = sum(len(s["full_text"]) for s in samples)
    default = Sanitizer(SanitizerConfig(max_input_chars=1_000_000))
    default.find("warm up: +1 415 555 0132, 4539 1488 0343 6467, 9498777106, Dear Ana,")
    ok = report(
        "teambrain default (patterns, cue words and word lists, no NER)",
        evaluate(samples, default.find),
        len(samples),
        chars,
        args.misses,
    )
    split_report(samples, default.find)
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
    if args.stock:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from _stock_presidio import stock_analyzer

        report(
            "stock presidio AnalyzerEngine (no_op NLP)",
            evaluate(samples, stock_analyzer()),
            len(samples),
            chars,
            False,
        )
    secrets_ok = secrets_report(default)
    context_ok = context_report(default)
    benign_ok = benign_report(default, args.misses)
    names_report(default)
    print("\ntargets (synthetic set):", "met" if ok else "NOT met")
    print("target (secrets): recall 1.0:", "met" if secrets_ok else "NOT met")
    print(
        "target (context cases): all redacted, no false positive:",
        "met" if context_ok else "NOT met",
    )
    print(
        f"target (benign strings): at most {BENIGN_TARGET:.0%} changed:",
        "met" if benign_ok else "NOT met",
    )
    return 0 if ok and secrets_ok and context_ok and benign_ok else 1


if __name__ == "__main__":
    sys.exit(main())
