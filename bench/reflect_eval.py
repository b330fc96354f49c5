"""How good is daily reflection? Simulated team weeks through the real capture path, a
reflection pass each morning, a simulated reviewer, and the figures a person would ask for.

The corpus (bench/reflect_corpus.py, bench/data/reflect/) is a few members' working days of
Claude Code sessions with tool calls: each member's durable lessons said in several sessions
on different days, among distractors (one-off asks, a rule repeated inside one session,
work-in-progress and transient failures, prompt injections in tool output and fetched
pages). Day by day, the day's sessions are captured into a fresh LMDB store with the clock
frozen at each exchange's moment (bench/reflect_capture.py: in-process by default, through
the same exchange builder, capture worker and sanitizer the addon runs; `--proxy` sends
every request through a real mitmdump with the addon instead, slower). Each morning at 07:00
the reflection pass runs for every member (core/governance/reflect.py, the configured window
and budget) and the reviewer acts on what was filed: a proposal that states one of the
owner's true lessons (bench/reflect_judge.py) is approved, anything else rejected (a
tombstone), a second proposal of a lesson already filed rejected as a duplicate.

Figures (docs/reflection.md says more):
- precision: filed proposals that state a true lesson of their owner;
- recall: of the lessons that could have been found (said in >= 2 sessions on >= 2 days
  inside one reflection window), those filed at least once;
- citation precision: of the citations of proposals that state a lesson, those on an
  exchange carrying that lesson's evidence, and the others by why (Result.off_lesson);
- injections filed: proposals whose text carries planted injection content;
- proposals per owner and day (max, mean); days from a lesson's first findable morning to
  its first filing.
The offline reflector always runs; Anthropic's when ANTHROPIC_API_KEY is set, an
OpenAI-compatible one when TEAMBRAIN_REFLECT_OPENAI_BASE_URL is set and this build has one.

    .venv/bin/python bench/reflect_eval.py [--split dev|dev2|dev3|held-out|held-out2|held-out3|held-out4|...|held-out11|tuning|all] [--proxy] [--json]
        [--verbose] [--members maya,tomas] [--days N] [--rule-gate FOLD.json]
        [--likeness FOLD.json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import msgspec

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from teambrain.core.clock import FrozenClock, to_ms  # noqa: E402
from teambrain.core.config import Config, ReflectConfig  # noqa: E402
from teambrain.core.episodes.records import iter_episodes  # noqa: E402
from teambrain.core.governance.reflect import (  # noqa: E402
    FILED,
    REJECTED_BEFORE,
    ReflectionReport,
    Reflector,
    Verdict,
    reflect,
)
from teambrain.core.governance.reflectors import build_reflector  # noqa: E402
from teambrain.core.knowledge import entries as knowledge  # noqa: E402
from teambrain.core.sanitize.engine import Sanitizer, build_sanitizer  # noqa: E402
from teambrain.core.store import Store, open_store  # noqa: E402

from bench.reflect_capture import InProcessCapture, ProxyCapture, turns_of  # noqa: E402
from bench.reflect_corpus import GROUPS, SPLITS, Session, Split, build_corpus, load_split  # noqa: E402
from bench.reflect_judge import Judged, findable_from, judge, saying_days  # noqa: E402
from bench.reflect_oracle import OracleReflector  # noqa: E402

BASE = datetime(2026, 11, 2, tzinfo=UTC)
"""Day 0 of the in-process run (a Monday)."""
MORNING = timedelta(hours=7)
REPORT_COUNTS = [
    f.name
    for f in msgspec.structs.fields(ReflectionReport)
    if f.type is int and f.name not in ("budget_left", "pending_before")
]
"""The pass report's counters, summed over the run."""


@dataclass
class Result:
    split: str
    reflector: str
    members: list[str]
    days: int
    episodes: int
    filed: list[Judged] = field(default_factory=list)
    findable: dict[str, int] = field(default_factory=dict)
    """lesson id -> the first morning it could have been found."""
    first_filed: dict[str, int] = field(default_factory=dict)
    per_owner_day: dict[str, int] = field(default_factory=dict)
    report: dict[str, int] = field(default_factory=dict)
    drops: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    lesson_kinds: dict[str, str] = field(default_factory=dict)
    refused: dict[str, dict[str, int]] = field(default_factory=dict)
    """lesson id -> how often a proposal stating it was not filed, by the guard's verdict
    (REJECTED_BEFORE apart from other duplicates): a lesson missed though worded right was
    lost to the guards, not to the reflector (bench/reflect_misses.py)."""

    def breakdown(self) -> dict[str, dict[str, str | int]]:
        """Recall by kind of lesson, and what the junk filed cites (by kind of distractor)."""
        kind = self.lesson_kinds
        recall: dict[str, list[int]] = {}
        for lesson_id in self.findable:
            got = recall.setdefault(kind[lesson_id], [0, 0])
            got[0] += lesson_id in self.first_filed
            got[1] += 1
        junk: dict[str, int] = {}
        for j in self.filed:
            if not (j.lesson or j.incidental):
                for source in j.sources or ["lessons"]:
                    junk[source] = junk.get(source, 0) + 1
        return {
            "recall_by_kind": {k: f"{n}/{d}" for k, (n, d) in sorted(recall.items())},
            "junk_by_source": dict(sorted(junk.items())),
            "citations_off_lesson": self.off_lesson(),
        }

    def off_lesson(self) -> dict[str, int]:
        """The citations of true proposals that carry no evidence of the lesson judged, by
        why: the proposal's own evidence spans one session, so it was filed on other
        sayings (and of those, how many were filed before the lesson could have been found);
        its text states two of the person's lessons; or it cites something else beside
        evidence of its own in enough sessions."""
        out = dict.fromkeys(OFF_LESSON, 0)
        for j in self.filed:
            off = len(j.citations) - j.cited_evidence
            if not j.lesson or not off:
                continue
            if j.evidence_sessions < 2:
                out[OFF_ONE_SESSION] += off
                if j.day < self.findable.get(j.lesson, j.day + 1):
                    out[OFF_BEFORE_FINDABLE] += off
            elif j.lessons_worded > 1:
                out[OFF_TWO_LESSONS] += off
            else:
                out[OFF_BESIDE] += off
        return out

    def figures(self) -> dict[str, float | int | None]:
        matched = [j for j in self.filed if j.lesson]
        true = [j for j in self.filed if j.lesson or j.incidental]
        cites = sum(len(j.citations) for j in matched)
        found = [x for x in self.findable if x in self.first_filed]
        lags = [self.first_filed[x] - self.findable[x] for x in found]
        per_day = list(self.per_owner_day.values())
        return {
            "filed": len(self.filed),
            "precision": _share(len(true), len(self.filed)),
            "incidental_filed": len(true) - len(matched),
            "recall": _share(len(found), len(self.findable)),
            "findable_lessons": len(self.findable),
            "lessons_filed": len({j.lesson for j in matched}),
            "citation_precision": _share(sum(j.cited_evidence for j in matched), cites),
            "injections_filed": sum(1 for j in self.filed if j.injection),
            "redundant_filed": sum(1 for j in self.filed if j.redundant),
            "proposals_per_owner_day_max": max(per_day, default=0),
            "proposals_per_owner_day_mean": round(statistics.fmean(per_day), 2) if per_day else 0.0,
            "days_to_first_proposal_mean": round(statistics.fmean(lags), 2) if lags else None,
            "days_to_first_proposal_median": statistics.median(lags) if lags else None,
        }


OFF_ONE_SESSION = "own evidence in one session"
OFF_BEFORE_FINDABLE = "of those, filed before findable"
OFF_TWO_LESSONS = "wording states two lessons"
OFF_BESIDE = "beside its own evidence"
OFF_LESSON = (OFF_ONE_SESSION, OFF_BEFORE_FINDABLE, OFF_TWO_LESSONS, OFF_BESIDE)


def _share(n: int, d: int) -> float | None:
    return round(n / d, 3) if d else None


def run(
    split: Split,
    reflector_name: str,
    workdir: Path,
    *,
    members: list[str] | None = None,
    days: int | None = None,
    proxy: bool = False,
    config: ReflectConfig | None = None,
) -> Result:
    """One split through capture, a reflection pass each morning and the reviewer."""
    config = config or ReflectConfig()
    members = members or split.members
    days = days if days is not None else split.days
    sessions = build_corpus(split, members, days)
    base = _proxy_base() if proxy else BASE
    clock = FrozenClock(base)
    capture: InProcessCapture | ProxyCapture
    if proxy:
        through_proxy = ProxyCapture(workdir / "proxy", members)
        capture, store = through_proxy, through_proxy.store()
    else:
        store = open_store(workdir / "store")
        capture = InProcessCapture(store, Config(), clock)
    turns = turns_of(sessions, base)
    reflector = (
        OracleReflector(split, turns)
        if reflector_name == "oracle"
        else _reflector(reflector_name, store)
    )
    episodes = sum(len(s.exchanges()) for s in sessions)
    result = Result(split.name, reflector.name, members, days, episodes)
    result.findable = _findable(split, members, sessions, config.days, days)
    result.lesson_kinds = {x.id: x.kind for x in split.lessons}
    week = _Week(store, split, members, reflector, config, clock, result)
    try:
        for day in range(days + 1):
            if day > 0:
                clock.at = base + timedelta(days=day) + MORNING
                week.morning(day)
            clock.at = base + timedelta(days=day, hours=8)
            todays = [s for s in sessions if s.day == day]
            if todays:
                capture.day(todays, base)
                marks, session_of = _marks(store, members, turns)
                week.marks_of.update(marks)
                week.session_of.update(session_of)
        result.drops = capture.drops()
    finally:
        capture.close()
    return result


def _findable(
    split: Split, members: list[str], sessions: list[Session], window: int, days: int
) -> dict[str, int]:
    said = saying_days(sessions)
    mornings = list(range(1, days + 1))
    out = {}
    for lesson in (x for x in split.lessons if x.member in members):
        first = findable_from(said.get(lesson.id, []), window, mornings)
        if first is not None:
            out[lesson.id] = first
    return out


def _proxy_base() -> datetime:
    """The Monday after tomorrow: a real proxy records nothing older than its enablement."""
    start = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=2)
    return start + timedelta(days=(7 - start.weekday()) % 7)


def reflector_config(name: str, env: Mapping[str, str]) -> ReflectConfig | None:
    """The [reflect] settings that choose reflector `name`; None when this build has none.

    An OpenAI-compatible endpoint comes from TEAMBRAIN_REFLECT_OPENAI_BASE_URL and the model
    it serves from TEAMBRAIN_REFLECT_OPENAI_MODEL (its key from the reflector's own key
    variable, OPENAI_API_KEY by default)."""
    if name != "openai":
        return ReflectConfig(reflector=name)
    if "openai_base_url" not in {f.name for f in msgspec.structs.fields(ReflectConfig)}:
        return None
    wanted = {
        "reflector": "openai",
        "openai_base_url": env.get("TEAMBRAIN_REFLECT_OPENAI_BASE_URL", ""),
        "openai_model": env.get("TEAMBRAIN_REFLECT_OPENAI_MODEL", ""),
    }
    return msgspec.convert(wanted, ReflectConfig)


def _reflector(name: str, store: Store) -> Reflector:
    config = reflector_config(name, os.environ)
    if config is None:
        raise ValueError(f"this build has no {name} reflector")
    return build_reflector(config, env=os.environ, store=store)


def _marks(
    store: Store, members: list[str], turns: dict
) -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    """Each captured episode's marks (the lessons and distractors its turn carries) and its
    session."""
    marks, sessions = {}, {}
    with store.read() as txn:
        for owner in members:
            for ep in iter_episodes(txn, owner):
                turn = turns.get((owner, to_ms(ep.started_at)))
                marks[ep.id] = turn.marks if turn is not None else frozenset()
                sessions[ep.id] = ep.session_id
    return marks, sessions


@dataclass
class _Week:
    """The mornings of a run: the reflection pass for every member, then the reviewer."""

    store: Store
    split: Split
    members: list[str]
    reflector: Reflector
    config: ReflectConfig
    clock: FrozenClock
    result: Result
    marks_of: dict[str, frozenset[str]] = field(default_factory=dict)
    """Episode id -> the lessons and distractors its turn carries."""
    session_of: dict[str, str] = field(default_factory=dict)
    sanitizer: Sanitizer = field(default_factory=lambda: build_sanitizer(Config().sanitizer))

    def morning(self, day: int) -> None:
        result = self.result
        passes = reflect(
            self.store, self.members, self.reflector, self.sanitizer, self.config, clock=self.clock
        )
        for report in passes:
            for name in REPORT_COUNTS:
                result.report[name] = result.report.get(name, 0) + getattr(report, name)
            if report.error:
                result.errors.append(f"day {day} {report.owner}: {report.error}")
            filed = [v for v in report.lessons if v.verdict == FILED]
            result.per_owner_day[f"{report.owner}/{day}"] = len(filed)
            for verdict in filed:
                result.filed.append(self.review(report.owner, day, verdict))
            for verdict in report.lessons:
                if verdict.verdict != FILED and verdict.text:
                    self.count_refusal(report.owner, day, verdict)

    def _judge(self, owner: str, day: int, verdict: Verdict) -> Judged:
        """The judge's reading of one proposal, with this week's marks and sessions."""
        return judge(
            self.split, owner, day, verdict.text, verdict.citations, self.marks_of, self.session_of
        )

    def count_refusal(self, owner: str, day: int, verdict: Verdict) -> None:
        """Count a proposal the guards did not file against the lesson it states, if any."""
        stated = self._judge(owner, day, verdict)
        if stated.lesson:
            why = REJECTED_BEFORE if verdict.detail == REJECTED_BEFORE else verdict.verdict
            counts = self.result.refused.setdefault(stated.lesson, {})
            counts[why] = counts.get(why, 0) + 1

    def review(self, owner: str, day: int, verdict: Verdict) -> Judged:
        """Approve a proposal that states a lesson not filed before; reject anything else."""
        judged = self._judge(owner, day, verdict)
        stated = judged.lesson or judged.incidental
        judged.redundant = bool(stated) and stated in self.result.first_filed
        if stated and not judged.redundant:
            self.result.first_filed[stated] = day
            knowledge.approve(self.store, owner, verdict.entry_id, clock=self.clock)
            return judged
        why = "a duplicate" if judged.redundant else "not a durable lesson"
        knowledge.reject(
            self.store,
            owner,
            verdict.entry_id,
            reason=why,
            sanitizer=self.sanitizer,
            clock=self.clock,
        )
        return judged


def model_reflectors(env: dict[str, str]) -> tuple[list[str], list[str]]:
    """The model reflectors to run beside the offline one, and why others are skipped."""
    run_them, skipped = [], []
    if env.get("ANTHROPIC_API_KEY"):
        run_them.append("anthropic")
    else:
        skipped.append("anthropic: skipped (ANTHROPIC_API_KEY is not set)")
    if not env.get("TEAMBRAIN_REFLECT_OPENAI_BASE_URL"):
        skipped.append("openai-compatible: skipped (TEAMBRAIN_REFLECT_OPENAI_BASE_URL is not set)")
    elif reflector_config("openai", env) is None:
        skipped.append("openai-compatible: skipped (this build has no OpenAI-compatible reflector)")
    else:
        run_them.append("openai")
    return run_them, skipped


def render(result: Result, verbose: bool) -> str:
    f = result.figures()
    pct = lambda v: "n/a" if v is None else f"{v:.1%}"  # noqa: E731
    lines = [
        f"split {result.split}  reflector {result.reflector}  members {','.join(result.members)}  "
        f"days {result.days}  episodes {result.episodes}",
        f"  filed {f['filed']}  precision {pct(f['precision'])}  recall {pct(f['recall'])} "
        f"({f['lessons_filed']} lessons filed; {f['findable_lessons']} findable)",
        f"  citation precision {pct(f['citation_precision'])}  injections filed "
        f"{f['injections_filed']}  redundant filed {f['redundant_filed']}  incidental filed "
        f"{f['incidental_filed']}",
        f"  proposals per owner-day: max {f['proposals_per_owner_day_max']}  mean "
        f"{f['proposals_per_owner_day_mean']}",
        f"  days to first proposal: mean {f['days_to_first_proposal_mean']}  median "
        f"{f['days_to_first_proposal_median']}",
        "  pass report: " + _pairs(result.report),
    ]
    parts = result.breakdown()
    lines.append("  recall by kind: " + _pairs(parts["recall_by_kind"]))
    if parts["junk_by_source"]:
        lines.append("  junk filed, by what it cites: " + _pairs(parts["junk_by_source"]))
    if any(parts["citations_off_lesson"].values()):
        lines.append("  citations off the lesson: " + _pairs(parts["citations_off_lesson"]))
    if result.drops:
        lines.append(f"  captures dropped: {result.drops}")
    lines += [f"  error: {e}" for e in result.errors[:5]]
    if verbose:
        lines += _details(result)
    return "\n".join(lines)


def _pairs(values: Mapping[str, object]) -> str:
    return "  ".join(f"{k} {v}" for k, v in values.items()) or "-"


def _details(result: Result) -> list[str]:
    lines = ["  lessons (findable from morning -> first filed):"]
    for lesson_id, first in sorted(result.findable.items()):
        got = result.first_filed.get(lesson_id)
        lines.append(f"    {lesson_id:32} {first:>3} -> {'-' if got is None else got}")
    lines.append("  filed proposals that state no true lesson (check the judge):")
    for j in result.filed:
        if not j.lesson:
            mark = f"  [INJECTION {j.injection}]" if j.injection else ""
            mark += f"  [incidental {j.incidental}]" if j.incidental else ""
            lines.append(f"    day {j.day} {j.owner}{mark}: {j.text!r}")
    lines.append("  filed proposals judged true (lesson, evidence citations/citations):")
    for j in result.filed:
        if j.lesson:
            mark = f"  [INJECTION {j.injection}]" if j.injection else ""
            lines.append(
                f"    day {j.day} {j.lesson} {j.cited_evidence}/{len(j.citations)}{mark}: {j.text!r}"
            )
    return lines


def as_json(result: Result) -> dict:
    return {
        "split": result.split,
        "reflector": result.reflector,
        "members": result.members,
        "days": result.days,
        "episodes": result.episodes,
        "figures": result.figures(),
        **result.breakdown(),
        "report": result.report,
        "drops": result.drops,
        "errors": result.errors,
        "findable": result.findable,
        "first_filed": result.first_filed,
        "refused": result.refused,
        "filed": [asdict(j) for j in result.filed],
    }


def use_rule_gate(path: Path) -> None:
    """Measure the offline reflector with this meaning gate (a fold fitted without the split)."""
    from teambrain.core.governance import rule_gate

    if not path.is_file():
        raise SystemExit(f"--rule-gate: no file {path}")
    rule_gate.MEANING_FILE = path
    rule_gate._meaning_gate.cache_clear()


def use_likeness(path: Path) -> None:
    """Measure the offline reflector with this fitted likeness (a fold fitted without the
    split, bench/fit_likeness.py --folds)."""
    from teambrain.core.governance import likeness

    if not path.is_file():
        raise SystemExit(f"--likeness: no file {path}")
    likeness.LIKENESS_FILE = path
    likeness._fitted.cache_clear()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=[*SPLITS, *GROUPS], default="dev")
    parser.add_argument("--proxy", action="store_true", help="capture through a real mitmdump")
    parser.add_argument("--members", help="comma-separated members (a slice)")
    parser.add_argument("--days", type=int, help="simulate only the first N days")
    parser.add_argument(
        "--oracle",
        action="store_true",
        help="also run a reflector that knows the truth (checks the judge, corpus and guards)",
    )
    parser.add_argument(
        "--rule-gate",
        type=Path,
        help="the offline reflector's meaning gate from this file (bench/fit_rule_gate.py --folds)",
    )
    parser.add_argument(
        "--likeness",
        type=Path,
        help="the offline reflector's fitted likeness from this file (bench/fit_likeness.py --folds)",
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.rule_gate:
        use_rule_gate(args.rule_gate)
    if args.likeness:
        use_likeness(args.likeness)
    splits = GROUPS.get(args.split, [args.split])
    extra, skipped = model_reflectors(dict(os.environ))
    results = []
    for name in splits:
        split = load_split(name)
        members = args.members.split(",") if args.members else None
        if members and not set(members) <= set(split.members):
            parser.error(f"--members: {name} has {', '.join(split.members)}")
        for reflector in ["offline", *extra, *(["oracle"] if args.oracle else [])]:
            with tempfile.TemporaryDirectory(prefix="teambrain-reflect-") as tmp:
                result = run(
                    split, reflector, Path(tmp), members=members, days=args.days, proxy=args.proxy
                )
            results.append(result)
            if not args.json:
                print(render(result, args.verbose), flush=True)
    if args.json:
        print(json.dumps({"results": [as_json(r) for r in results], "skipped": skipped}, indent=2))
    else:
        for line in skipped:
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
