"""Simulated team weeks for the reflection benchmark: the corpus's types and its generator.

A split (bench/data/reflect/dev.py, dev2.py, dev3.py and heldout.py to heldout103.py) is
hand-written data: each member's durable lessons, each said in 2-5 sessions in varied wording,
and distractors (one-off asks, chit-chat, a rule repeated inside one session only,
work-in-progress failures, transient failures, prompt injections in tool output).
`build_corpus` lays them out, deterministically for a seed, over the split's working days: a few
sessions a member a day, each a task with its own routine steps, with each lesson's sayings placed
on distinct days and each distractor in a session of its own. What is said is a list of beats (a
human message, an assistant reply, a tool call with its result) that `exchanges` turns into
request/response pairs the way an agent client sends them, so every beat knows the exchange (turn)
that carries it: that is the evidence a proposal's citations are judged against.
"""

from __future__ import annotations

import importlib.util
import random
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal

DATA = Path(__file__).resolve().parent / "data" / "reflect"
SPLITS = {
    "dev": "dev.py",
    "dev2": "dev2.py",
    "dev3": "dev3.py",
    "held-out": "heldout.py",
    "held-out2": "heldout2.py",
    "held-out3": "heldout3.py",
    "held-out4": "heldout4.py",
    "held-out5": "heldout5.py",
    "held-out6": "heldout6.py",
    "held-out7": "heldout7.py",
    "held-out8": "heldout8.py",
    "held-out9": "heldout9.py",
    "held-out10": "heldout10.py",
    "held-out11": "heldout11.py",
    "held-out12": "heldout12.py",
    "held-out13": "heldout13.py",
    "held-out14": "heldout14.py",
    "held-out15": "heldout15.py",
    "held-out16": "heldout16.py",
    "held-out17": "heldout17.py",
    "held-out18": "heldout18.py",
    "held-out19": "heldout19.py",
    "held-out20": "heldout20.py",
    "held-out21": "heldout21.py",
    "held-out22": "heldout22.py",
    "held-out23": "heldout23.py",
    "held-out24": "heldout24.py",
    "held-out25": "heldout25.py",
    "held-out26": "heldout26.py",
    "held-out27": "heldout27.py",
    "held-out28": "heldout28.py",
    "held-out29": "heldout29.py",
    "held-out30": "heldout30.py",
    "held-out31": "heldout31.py",
    "held-out32": "heldout32.py",
    "held-out33": "heldout33.py",
    "held-out34": "heldout34.py",
    "held-out35": "heldout35.py",
    "held-out36": "heldout36.py",
    "held-out37": "heldout37.py",
    "held-out38": "heldout38.py",
    "held-out39": "heldout39.py",
    "held-out40": "heldout40.py",
    "held-out41": "heldout41.py",
    "held-out42": "heldout42.py",
    "held-out43": "heldout43.py",
    "held-out44": "heldout44.py",
    "held-out45": "heldout45.py",
    "held-out46": "heldout46.py",
    "held-out47": "heldout47.py",
    "held-out48": "heldout48.py",
    "held-out49": "heldout49.py",
    "held-out50": "heldout50.py",
    "held-out51": "heldout51.py",
    "held-out52": "heldout52.py",
    "held-out53": "heldout53.py",
    "held-out54": "heldout54.py",
    "held-out55": "heldout55.py",
    "held-out56": "heldout56.py",
    "held-out57": "heldout57.py",
    "held-out58": "heldout58.py",
    "held-out59": "heldout59.py",
    "held-out60": "heldout60.py",
    "held-out61": "heldout61.py",
    "held-out62": "heldout62.py",
    "held-out63": "heldout63.py",
    "held-out64": "heldout64.py",
    "held-out65": "heldout65.py",
    "held-out66": "heldout66.py",
    "held-out67": "heldout67.py",
    "held-out68": "heldout68.py",
    "held-out69": "heldout69.py",
    "held-out70": "heldout70.py",
    "held-out71": "heldout71.py",
    "held-out72": "heldout72.py",
    "held-out73": "heldout73.py",
    "held-out74": "heldout74.py",
    "held-out75": "heldout75.py",
    "held-out76": "heldout76.py",
    "held-out77": "heldout77.py",
    "held-out78": "heldout78.py",
    "held-out79": "heldout79.py",
    "held-out80": "heldout80.py",
    "held-out81": "heldout81.py",
    "held-out82": "heldout82.py",
    "held-out83": "heldout83.py",
    "held-out84": "heldout84.py",
    "held-out85": "heldout85.py",
    "held-out86": "heldout86.py",
    "held-out87": "heldout87.py",
    "held-out88": "heldout88.py",
    "held-out89": "heldout89.py",
    "held-out90": "heldout90.py",
    "held-out91": "heldout91.py",
    "held-out92": "heldout92.py",
    "held-out93": "heldout93.py",
    "held-out94": "heldout94.py",
    "held-out95": "heldout95.py",
    "held-out96": "heldout96.py",
    "held-out97": "heldout97.py",
    "held-out98": "heldout98.py",
    "held-out99": "heldout99.py",
    "held-out100": "heldout100.py",
    "held-out101": "heldout101.py",
    "held-out102": "heldout102.py",
    "held-out103": "heldout103.py",
}
GROUPS = {
    "tuning": [
        "dev",
        "dev2",
        "dev3",
        "held-out",
        "held-out2",
        "held-out3",
        "held-out4",
        "held-out6",
        "held-out7",
        "held-out8",
        "held-out9",
        "held-out10",
        "held-out11",
        "held-out12",
        "held-out13",
        "held-out16",
        "held-out17",
        "held-out20",
        "held-out21",
        "held-out22",
        "held-out23",
        "held-out24",
        "held-out25",
        "held-out26",
        "held-out27",
        "held-out28",
        "held-out29",
        "held-out30",
        "held-out31",
        "held-out34",
        "held-out35",
        "held-out36",
        "held-out37",
        "held-out38",
        "held-out39",
        "held-out40",
        "held-out41",
        "held-out42",
        "held-out43",
        "held-out44",
        "held-out45",
        "held-out46",
        "held-out47",
        "held-out48",
        "held-out49",
        "held-out50",
        "held-out51",
        "held-out52",
        "held-out53",
        "held-out54",
        "held-out55",
        "held-out56",
        "held-out57",
        "held-out58",
        "held-out59",
        "held-out60",
        "held-out61",
        "held-out62",
        "held-out63",
        "held-out64",
        "held-out65",
        "held-out66",
        "held-out67",
        "held-out68",
        "held-out69",
        "held-out70",
        "held-out71",
        "held-out72",
        "held-out73",
        "held-out74",
        "held-out75",
        "held-out76",
        "held-out77",
        "held-out78",
        "held-out79",
        "held-out80",
        "held-out81",
        "held-out82",
        "held-out83",
        "held-out84",
        "held-out85",
        "held-out86",
        "held-out87",
    ],
    "all": list(SPLITS),
}
"""Splits run together: `tuning` is every split the reflector may be tuned on. Each `held-out`
split was written apart from the code and measured once untouched; once its proposals were read it
joined the tuning splits, and a new one was written. The splits held out now are `held-out5`
(measured after each round, its proposals never read) and `held-out14`, `held-out15`,
`held-out18`, `held-out19`, `held-out32`, `held-out33` and `held-out88` to `held-out103`."""

Kind = Literal["correction", "convention", "fix", "gotcha"]


@dataclass(frozen=True)
class Say:
    """What the person types (the human-authored text of a user turn)."""

    text: str


@dataclass(frozen=True)
class Reply:
    """The assistant's text."""

    text: str


@dataclass(frozen=True)
class Tool:
    """An assistant tool call and the result the client sends back in the next request."""

    name: str
    input: dict
    result: str
    error: bool = False


Beat = Say | Reply | Tool


def bash(command: str, result: str, error: bool = False) -> Tool:
    return Tool("Bash", {"command": command, "description": command[:40]}, result, error)


def read(path: str, result: str) -> Tool:
    return Tool("Read", {"file_path": path}, result)


def edit(path: str, old: str, new: str) -> Tool:
    return Tool(
        "Edit",
        {"file_path": path, "old_string": old, "new_string": new},
        f"The file {path} has been updated.",
    )


def write(path: str, content: str) -> Tool:
    return Tool(
        "Write", {"file_path": path, "content": content}, f"File created successfully at: {path}"
    )


def fetch(url: str, result: str) -> Tool:
    return Tool("WebFetch", {"url": url, "prompt": "summarise the relevant part"}, result)


@dataclass(frozen=True)
class Lesson:
    """A durable lesson: its canonical statement, the words a proposal must mention to state
    it (`anchors`: every group must match; a group matches when any of its alternatives, a
    case-insensitive regular expression, does), and each saying (a list of beats)."""

    id: str
    member: str
    kind: Kind
    statement: str
    anchors: list[list[str]]
    sayings: list[list[Beat]]


DistractorKind = Literal[
    "one-off",
    "chit-chat",
    "boilerplate",
    "one-session-rule",
    "task-context",
    "wip-failure",
    "transient",
    "injection",
]


@dataclass(frozen=True)
class Distractor:
    """Something a reflector must not file. `markers` (regular expressions) name planted
    injection content: a proposal carrying one is an injection filed. A distractor with
    several `sayings` recurs (each in its own session on its own day)."""

    id: str
    member: str
    kind: DistractorKind
    sayings: list[list[Beat]]
    markers: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Split:
    name: str
    seed: int
    days: int
    """Calendar days simulated (day 0 is a Monday; weekends have no sessions)."""
    members: list[str]
    tasks: dict[str, list[list[Beat]]]
    """Per member, routine work: each a session's own steps (the filler around what is said)."""
    lessons: list[Lesson]
    distractors: list[Distractor]
    clients: dict[str, str] = field(default_factory=dict)
    """Member -> the agent they work in: "claude-code" (the default) or "codex"."""
    incidental: list[Lesson] = field(default_factory=list)
    """Judge data: durable lessons a distractor carries by the way (its sayings are empty,
    its evidence is the distractor's). Filing one is not junk, but recall does not ask for it."""


@dataclass
class Exchange:
    """One request/response pair: the user's text or the previous calls' results in, the
    assistant's text and tool calls out. `marks` names the lessons/distractors it carries."""

    user: str | None = None
    results: list[Tool] = field(default_factory=list)
    text: str = ""
    calls: list[Tool] = field(default_factory=list)
    marks: set[str] = field(default_factory=set)


@dataclass
class Session:
    id: str
    member: str
    day: int
    start_minute: int
    """Minutes after midnight UTC the session's first exchange starts."""
    beats: list[tuple[Beat, str]]
    """Each beat with the id it carries evidence for ("" for filler)."""
    client: str = "claude-code"

    def exchanges(self) -> list[Exchange]:
        return exchanges(self.beats)


def exchanges(beats: list[tuple[Beat, str]]) -> list[Exchange]:
    """Beats as an agent client sends them: a tool call's result rides in the next request
    (a continuation), and a human message after tool calls waits for the reply that closes
    them. A tool beat marks both the exchange that asked for it and the one carrying its result."""
    out: list[Exchange] = []
    cur: Exchange | None = None

    def follow_up() -> Exchange:
        nonlocal cur
        assert cur is not None
        nxt = Exchange(results=list(cur.calls))
        nxt.marks |= {m for m in cur.marks if m.startswith("@")}
        out.append(nxt)
        cur = nxt
        return nxt

    for beat, mark in beats:
        if isinstance(beat, Say):
            if cur is not None and cur.calls:
                follow_up().text = "Done."
            cur = Exchange(user=beat.text)
            out.append(cur)
        elif cur is None:
            raise ValueError("a session must open with what the person says")
        elif cur.calls:
            follow_up()
        if isinstance(beat, Reply):
            cur.text = (cur.text + "\n\n" + beat.text).strip()
        elif isinstance(beat, Tool):
            cur.calls.append(beat)
        if mark:
            cur.marks.add(mark)
            if isinstance(beat, Tool):
                cur.marks.add("@" + mark)  # its result lands in the next exchange
    if cur is not None and cur.calls:
        follow_up().text = "Done."
    for ex in out:
        ex.marks |= {m[1:] for m in ex.marks if m.startswith("@")}
        ex.marks = {m for m in ex.marks if not m.startswith("@")}
    return out


def load_split(name: str) -> Split:
    """The hand-written data of a split (a name in SPLITS)."""
    if name not in SPLITS:
        raise ValueError(f"no split {name!r}: choose from {', '.join(SPLITS)}")
    path = DATA / SPLITS[name]
    spec = importlib.util.spec_from_file_location(f"reflect_split_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SPLIT


def workdays(split: Split) -> list[int]:
    return [d for d in range(split.days) if d % 7 < 5]


def build_corpus(
    split: Split, members: list[str] | None = None, days: int | None = None
) -> list[Session]:
    """Lay the split out over its working days, deterministically for its seed. `members`
    and `days` cut a slice (a lesson's sayings past the last day are left out)."""
    rng = random.Random(split.seed)
    wanted = members or split.members
    last = days if days is not None else split.days
    sessions: list[Session] = []
    for member in split.members:
        member_sessions = _lay_out(split, member, random.Random(rng.random()))
        if member in wanted:
            sessions += [s for s in member_sessions if s.day < last]
    sessions.sort(key=lambda s: (s.day, s.start_minute, s.member))
    return sessions


def _lay_out(split: Split, member: str, rng: random.Random) -> list[Session]:
    days = workdays(split)
    tasks = list(split.tasks[member])
    rng.shuffle(tasks)
    # two or three sessions a working day. Each routine task opens one session only (nobody
    # retypes a task word for word), spread over the weeks; the other sessions hold only
    # what is said in them, and one left empty is not kept
    plan: list[Session] = []
    for day in days:
        for start in sorted(rng.sample(range(9 * 60, 17 * 60, 20), rng.choice((2, 3, 3)))):
            sid = f"{member}-d{day:02d}-{len(plan):03d}"
            plan.append(
                Session(sid, member, day, start, [], split.clients.get(member, "claude-code"))
            )
    for session, task in zip(rng.sample(plan, min(len(tasks), len(plan))), tasks, strict=False):
        session.beats = [(b, "") for b in task]
    by_day: dict[int, list[Session]] = {}
    for s in plan:
        by_day.setdefault(s.day, []).append(s)
    for lesson in (x for x in split.lessons if x.member == member):
        chosen = _spread(days, len(lesson.sayings), rng)
        for day, saying in zip(chosen, lesson.sayings, strict=True):
            _insert(_host(by_day[day], rng), saying, lesson.id, rng)
    for distractor in (x for x in split.distractors if x.member == member):
        chosen = _spread(days, len(distractor.sayings), rng)
        for day, saying in zip(chosen, distractor.sayings, strict=True):
            _insert(_host(by_day[day], rng), saying, distractor.id, rng)
    return [s for s in plan if s.beats]


def _spread(days: list[int], k: int, rng: random.Random) -> list[int]:
    """k distinct working days, mostly one to three working days apart (as a habit resurfaces)."""
    start = rng.randrange(0, max(1, len(days) - 2 * k))
    picked, i = [], start
    for _ in range(k):
        picked.append(days[min(i, len(days) - 1)])
        i += rng.choice((1, 1, 2, 2, 3, 4))
    picked = sorted(set(picked))
    while len(picked) < k:  # ran off the end: fill from the days left
        picked = sorted(set(picked) | {rng.choice([d for d in days if d not in picked])})
    return picked


def _host(sessions: list[Session], rng: random.Random) -> Session:
    """A session of the day to say something in: mostly one already under way (what people
    say to an agent comes up in the course of work), sometimes one of its own."""
    busy = [s for s in sessions if s.beats]
    return rng.choice(busy if busy and rng.random() < 0.7 else sessions)


def _insert(session: Session, saying: list[Beat], mark: str, rng: random.Random) -> None:
    """Put a saying into a session at a turn boundary (before a human message, or at the end),
    never inside another saying (routine work may be interrupted; a saying is said whole)."""
    beats = session.beats
    bounds = [
        i
        for i, (b, m) in enumerate(beats)
        if i > 0 and isinstance(b, Say) and not (m and beats[i - 1][1] == m)
    ]
    at = rng.choice(bounds + [len(session.beats)])
    session.beats[at:at] = [(b, mark) for b in saying]


def evidence(sessions: list[Session]) -> dict[str, list[tuple[str, int]]]:
    """Lesson or distractor id -> the (session, turn) of each exchange carrying it."""
    out: dict[str, list[tuple[str, int]]] = {}
    for s in sessions:
        for turn, ex in enumerate(s.exchanges()):
            for mark in sorted(ex.marks):
                out.setdefault(mark, []).append((s.id, turn))
    return out


def _described(item: Lesson | Distractor, found: dict[str, list[tuple[str, int]]]) -> dict:
    """What a lesson or distractor is, its sayings left out for where they landed."""
    fields = {k: v for k, v in asdict(item).items() if k != "sayings"}
    return fields | {"evidence": found.get(item.id, [])}


def as_dict(split: Split, sessions: list[Session]) -> dict:
    """The laid-out corpus as plain data: each lesson with its evidence, each session's turns."""
    found = evidence(sessions)
    return {
        "split": split.name,
        "seed": split.seed,
        "lessons": [_described(x, found) for x in split.lessons],
        "distractors": [_described(d, found) for d in split.distractors],
        "sessions": [
            {
                "id": s.id,
                "member": s.member,
                "client": s.client,
                "day": s.day,
                "start_minute": s.start_minute,
                "turns": [
                    {
                        "user": ex.user,
                        "results": [asdict(t) for t in ex.results],
                        "text": ex.text,
                        "calls": [asdict(t) for t in ex.calls],
                        "marks": sorted(ex.marks),
                    }
                    for ex in s.exchanges()
                ],
            }
            for s in sessions
        ],
    }


if __name__ == "__main__":  # print a split's laid-out corpus as JSON, to read or diff
    import json
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    # the split's data imports these types from bench.reflect_corpus, not from __main__
    from bench.reflect_corpus import as_dict as dump
    from bench.reflect_corpus import build_corpus as lay_out
    from bench.reflect_corpus import load_split as load

    chosen = load(sys.argv[1] if len(sys.argv) > 1 else "dev")
    print(json.dumps(dump(chosen, lay_out(chosen)), indent=1, ensure_ascii=False))
