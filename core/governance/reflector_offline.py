"""The offline reflector: deterministic, no network, no key; modest by design.

It proposes only what plainly recurs across sessions, citing every place it occurs:
- rules: a person's corrections and standing rules, grouped across sessions by meaning (the
  sentence model, core/governance/sentences.py) or by a rare term they share (`arb` in
  "the arb files" and `app_en.arb`, or an exact token only they name: `SENS_EN`;
  core/governance/shared_terms.py) or by what the agent did next (two somewhat alike sayings
  after which it ran `uv add` each time: core/governance/provoked.py), average-linkage
  clusters at least GROUP_COSINE alike, when one saying of the group reads as a standing rule
  to a small fitted model (core/governance/rule_gate.py) weighing its meaning
  (core/governance/rule_form.py and, with the shipped sentence model, its whole sentence
  vector), its rule markers ("always...", "X, not Y", "before..."), an explanation's form
  ("because", "X = Y"), an ask's or a report's form, and the exact thing it names, and the
  group is restated in enough sessions (a saying there at least the gate's `restated`
  likelihood: a feature asked for three times, once in a rule's words, is no rule); none is
  about one file, one ticket or today. A reaction of a word or two ("no, pnpm", "bundle
  exec") restates a rule as surely as a sentence does, so it counts as the rule's evidence in
  its session, but it never words a lesson. What that leaves ungrouped is grouped again by a
  fitted likeness (core/governance/likeness.py: "Sqitch rework, not an in-place edit." and
  "Shipped = reworked, never edited."), and a group only it joins is filed when worded whole:
  the rule with the sentence typed beside it, or completed by another session's saying. A
  group cites its clear restatements only, when enough sessions hold one; one the rule of
  thumb joined that rests on faint echoes waits up to SETTLE for a clear restatement before it
  is filed as it stands;
- tool patterns: a failure with the same signature (program, subcommand, error class:
  core/governance/failures.py), or ended by the same prerequisite or added flag, in several
  sessions, paired with what fixed it there (a flag, an environment variable or a
  prerequisite added before the same signature succeeded).
  Failures the session fixed by editing code, transient ones (network, rate limits, a
  rejected push) and ones merely retried are left out.
It never invents wording: a rule is proposed as the person said it less the chatter around
it (greetings, the speaker naming themselves, "please" and thanks, "you should" / "we need
to" before the verb, fillers such as "FYI:"), imperative, with a capital and a full stop. A
tool pattern quotes the commands and the error class only, never a tool's output (which may
carry planted text: invariant 16). The guards in core/governance/reflect.py then check what
it proposes exactly as they check any other reflector.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cached_property
from typing import TYPE_CHECKING

from teambrain.core import meaning
from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.governance import (
    alignment,
    failures,
    likeness,
    provoked,
    rule_form,
    rule_gate,
    shared_terms,
)
from teambrain.core.governance.reflect import SENTENCE_BREAK, Lesson, Material, Proposal
from teambrain.core.governance.sentences import read
from teambrain.core.knowledge.dedup import content_terms, critical_tokens, fold

if TYPE_CHECKING:
    import numpy as np

MAX_LESSONS = 40
MAX_CITATIONS = 8
MAX_DISPLAY = 120

_BULLET = re.compile(r"^(?:[-*>]+(?:\s+|$))+")
"""A list or quote marker ("- ", "* ", "> "): dropped, where a flag's dash ("-c cleansstate")
is kept."""
_CHECKBOX = re.compile(r"^\[[ xX]\](?:\s|$)")
"""A task-list item ("- [ ] tested on iOS"): a template's checklist, ticked or not, never the
person's rule."""
GROUP_COSINE = 0.46
"""Two sayings belong to one rule when their clusters are at least this alike on average
(their word pieces aligned, core/governance/alignment.py, or the rare terms they share).
Chosen on the reflection benchmark's eleven tuning splits with the rule gate fitted on them:
0.46 files 8 more lessons than 0.48 and 8 more junk filings, and leaves one split fewer
under 60 % recall with none more under 80 % precision (docs/reflection.md has what else was
measured)."""

FULLNESS = 0.05
"""A group's wording is its rule saying most alike the rest, plus this much per content term
it names (up to FULL_TERMS) and per term the group names in more than one session (up to
FULL_TERMS again): "Local runs are --target dev, every time." over "Whoa, --target dev.", the
fuller of two sayings a reviewer would accept, and "Secrets go in .dev.vars, never
wrangler.toml." over "Noo not in wrangler.toml, that file is committed.", the one that names
what the rule is about."""
FULL_TERMS = 6
COMPLEMENT_TERMS = 1
"""A wording gains a second rule saying of the group, said in another session, when that
saying names at least this many terms the first does not (_complement). Over the nineteen
tuning splits, each measured by a rule gate fitted without it: 435 of 518 filings true and
390 lessons without, 450 of 521 and 408 with 2 terms; 3 terms gave 447 of 520 and 406. Over
thirty-five, with MAX_WORDING_CHARS 320: 784 of 898 and 697 lessons at 2 terms and 240
characters, 793 of 907 and 705 at 1 term and 320 (one term alone: 790 of 905, 702)."""
RESTATEMENT = 0.7
"""A saying this alike the wording restates it ("...needs the VPN." and "Remember the staging
API needs the VPN to be reachable."): it completes nothing. Leaving these out changed one
filing of 512 on the tuning splits."""
MAX_WORDING_CHARS = 320
"""A completed wording stays a short paragraph in the review queue (two sayings of about 160
characters each)."""
TERM_WEIGHT = 0.8
"""How much the rare terms two sayings share count beside their meaning (the larger of the
meaning cosine and this times the term cosine: shared_terms.py)."""
TOKEN_LIKENESS = 0.2
TOKEN_HOLDERS = 2
"""Two sayings that alone in a pass name one exact token (`SENS_EN`, `hash_pii`, `wheels/`)
and are at least TOKEN_LIKENESS alike count as GROUP_COSINE alike: "PB5 enables it, it's
SENS_EN on the schematic." and "it hangs off SENS_EN like the SHT40, so keep its read inside
that window" (0.39). Over the forty-three tuning splits, each measured by a rule gate fitted
without it: 24 more lessons (833 to 857 of 1,440) for 9 more junk filings (936 of 1,119 filings
true to 963 of 1,155); at 0.3 and three holders 20 lessons for 11, at 0.4 14 for 9."""
CALLS_ALIKE = 0.5
"""How alike (the rarity-weighted cosine of their terms) the calls two messages led the agent to
must be to tie two sayings in them (core/governance/provoked.py)..."""
WORDS_WITH_CALLS = 0.4
"""...and how alike the sayings themselves must be: alike calls alone tie a task to a rule
(every "run the tests" and every "pytest" rule end in `pytest`)."""
CLEAR_ECHO = 0.55
"""A saying at least this alike a group's wording (by the rule of thumb, or by the fitted
likeness where it is read) restates it clearly. A group whose sessions hold fewer clear
restatements than a lesson needs rests on faint echoes. Of the sayings another session gave a
filed group on the tuning splits, one faint echo in four was no evidence of the lesson (another
of the person's lessons about the same tool, "Srun --mpi=pmix." beside "Mpi_f08. Not `use
mpi`.", or an ask naming it), against one clear restatement in ten: such a group waits
(SETTLE). A group that has enough clear restatements cites only those."""
SETTLE = timedelta(days=2)
"""How long a group resting on faint echoes waits for a clear restatement, from the moment it
first spans enough sessions; after that it is filed as it stands. On the forty-two tuning
splits, with the rest of this change: citation precision 93.0 % to 93.7 %, 877 to 875 lessons,
a lesson's first proposal 0.4 days later on average; waiting one day gave 93.6 % and 873
lessons, three days 94.1 % and 871 (docs/reflection.md)."""

_RULE_MARKERS = re.compile(
    r"\b(?:always|never|don'?t|dont|do not|avoid|instead|prefer|make sure|from now on|should|"
    r"must|no longer|rather than|only|stop \w+ing|before|first|by default|whenever|every ?time|"
    r"otherwise|or else|everywhere|remember|reminder|btw|fyi|heads up|careful|we (?:use|do|"
    r"deploy|format|build|run|test|keep|go)|(?:is|are|lives?|listens?|runs?) (?:on|in|at)|"
    r"needs?|requires?|is legacy|here|in this (?:repo|codebase|project|team)|"
    r"go(?:es)? (?:to|through|into)|comes? from|on (?:every|each|all)|as (?:always|usual)|"
    r"the usual|(?:like|same as) (?:all|every|the rest|the others|everywhere)|"
    r"that'?s how (?:we|all|every))\b|(?:\bnot|n'?t) (?:allowed|permitted)\b|"
    r"(?:^|[,;:]\s*|\s[-\u2013\u2014\u30fc]+\s*)(?:no|not)\b|\bnot \w+\s*$"
)
"""A saying reads as a standing rule, a correction or a standing fact ("always...", "X, not
Y", "no floats", "stop — no auto-approve", "ranges aren't allowed", "on every commit", "as
always", "like every other staging model", "we use...", "the api is on 8081",
"remember..."). "Again" alone does not: a task asked again in a new session is still one task.
A dash before "no" may be folded to U+30FC (core/knowledge/dedup.py's fold)."""
_RULE_MARKERS_ELSEWHERE = re.compile(
    r"\b(?:toujours|jamais|pas de|aucun|interdit|obligatoire|avant de|d'abord|sinon|"
    r"par d[eé]faut|chez nous|on utilise|on fait|on met|sempre|nunca|n[aã]o|antes de|primeiro|"
    r"sen[aã]o|por padr[aã]o|a gente usa|proibido|obrigat[oó]rio|siempre|primero|si no|"
    r"por defecto|prohibido|obligatorio|immer|nie|niemals|nicht|kein|keine|keinen|vorher|zuerst|"
    r"sonst|standardm[aä](?:ß|ss)ig|bei uns|verboten|pflicht)\b"
)
"""A standing rule's markers in French, Portuguese, Spanish or German ("on fait jamais ça",
"sempre com pnpm", "nunca npm", "immer mit -j1"), read on the sentence as typed."""
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)"
"""A day of the month ("the 28th")."""
_ONE_JOB = r"(?!repo|project|codebase|team|company|org)"
"""What "for this X only" may not name to be about one piece of work: "only for this repo" is
a standing rule."""
_JOB = (
    r"(?:migration|backfill|run|rerun|sweep|export|upload|hotfix|backport|bisect|rollout|"
    r"experiment|spike|change|batch|comparison|reprocessing)"
)
"""One piece of work a rule may be for ("for this backfill", "only this batch", "once this run
is through")."""
_ONE_OFF = re.compile(
    r"(?<!\.)\b(?:today|tonight|tomorrow|yesterday|last nights?|right now|for now|"
    r"just this once|this (?:time|morning|afternoon|evening|week|sprint|ticket|issue|"
    r"incident|pr|branch|bug|task|file|function|test|one|commit)|"
    r"for (?:this|the) (?:ticket|incident|task|demo|release)|"
    rf"(?:just |only )?for this {_ONE_JOB}\w+(?: \w+)? only|(?:just|only) for this {_ONE_JOB}\w+|"
    rf"(?:for|only) this {_JOB}|once this {_JOB} is (?:through|done|over|finished)|"
    r"in this (?:file|function|test|module|class)|#\d+|[a-z]{2,}-\d{2,}|"
    rf"(?:until|till|deadline|due)\b[^.;]{{0,30}}?{_ORDINAL}|(?:by|before) (?:the )?{_ORDINAL}|"
    r"(?:on|by|until|till|before|after|next|this|coming) "
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?!s)|(?<!the )next(?=[\s.!]*$))\b",
    re.IGNORECASE,
)
"""About one day, one ticket, one incident or one piece of work: not a standing rule. A rule
that lasts until a date ("until the cutover on the 28th", "by Friday") or for one job ("for this
export only", "always use the staging db for this migration") is not a standing one; "never
deploy on Fridays" and "only for this repo" are. Work lined up "next" ("footnotes next", "we
should do a synth next") is the plan of the moment; "from one tube into the next" is not. A
method named so (`DateTime.Today`, `date.today()`) is a clock to avoid, no day. What happened
"last night" is one run's story ("There's a SAS log from last night's run in /tmp/..."), as
what happened yesterday is."""
_CONTEXT = re.compile(
    r"^(?:(?:task |some )?(?:context|ctx)|background|status|where we are|currently|still on|"
    r"recap|summary|tl;?dr|environment)\b[^:]{0,40}:",
    re.IGNORECASE,
)
"""A context header ("Context for the next few days: ...", "Status: ...", "Recap of the
ticket: ...", "Ctx: ...", a template's "Summary: ..."): what the work is about now, not a rule."""
_PROGRAM_OUTPUT = re.compile(
    r"\bFile \"[^\"]+\", line \d+|^Traceback \(most recent call last\)|"
    r"^at [\w$.<>]+\([\w$.]+\.(?:java|kt|scala|groovy):\d+\)|"
    r"^at (?:async )?[\w$.<>\[\] ]+ \((?:file://|node:)?[^()\s]+:\d+:\d+\)$|"
    r"\.(?:go|rs|cs|cpp|c|h):\d+(?::\d+)? \+0x[0-9a-f]+|"
    r"[\w./\\-]+\.\w{1,5}(?:\(\d+(?:,\d+)?\)|:\d+(?::\d+)?):? (?:fatal )?(?:error|warning)\b"
)
"""A line of a stack trace or a compiler's diagnostic the person pasted ('File
"src/app/zones.py", line 38, in zone_of', "at com.acme.Ledger.post(Ledger.kt:88)",
"Poise.cpp(58): error C2065: ...", "src/api.ts(12,5): error TS2304: ..."): the program's
output, never the person's rule."""
_NAME = r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?"
_GREETING = (
    r"(?:hi|hello|hey|hiya|yo|morning|good\s(?:morning|afternoon|evening)|greetings)"
    r"(?:\s(?:all|everyone|everybody|team|folks|guys|there|claude|y'?all))?"
)
_FILLER = (
    r"(?:ok(?:ay)?|so|well|btw|fyi|ps|note|nb|reminder|(?:a\s)?quick\sreminder|"
    r"just\sa\sreminder|friendly\sreminder|heads\s?up|again|once\sagain|also|and|remember|"
    r"careful)"
)
_INTERJECTION = (
    r"(?:right|oh(?:\swait)?|ah+(?:\sright)?|yeah|yep|yes|sure|true|hmm+|whoa|ugh|wait|ofc|"
    r"of\scourse|lol|welp)"
)
"""A reply's opening ("Right, ...", "Oh wait — ...", "Yes, ..."), dropped only when punctuation
or a spaced dash ends it: "right-click" and "yes/no flags" stay. "No" and "not" never: they
carry the rule ("Noo not in wrangler.toml", "nope — pnpm only")."""
_LEADING_CHATTER = re.compile(
    rf"^(?:{_GREETING}\b[\s,!.:;-]*"
    rf"|{_INTERJECTION}(?:[,!.:;]+|\s+[\u2013\u2014-]+)\s*"
    r"|(?:fyi|btw|heads\s?up)\s+(?=[\w`'\"(])"
    rf"|{_NAME}\s(?:here|speaking)\b[\s,!.:;-]*"
    rf"|(?:it'?s|this\sis|i'?m|i\sam)\s{_NAME}(?:\s(?:here|again|speaking))?[,!.:;-]+\s*"
    rf"|(?:{_FILLER}\s*)+[,!.:;\u2013\u2014-]+\s*"
    r"|(?:i\s(?:think|believe|guess|feel)|imo|imho|in\smy\s(?:opinion|experience))\b,?\s*"
    r"|(?:(?:you|we|u)\s(?:guys\s|all\s)?(?:really\s)?(?:should|must|need\sto|have\sto|"
    r"ought\sto|gotta)|let'?s|(?:don'?t\sforget|remember|be\ssure)\sto)\s+)",
    re.IGNORECASE,
)
_POLITE = re.compile(
    r"(?:,\s*)?\b(?:please|pls|plz|kindly)\b(?:\s*,)?"
    r"|[,;:\s-]*\b(?:thanks|thank\s+you|thx|ty|cheers)(?:\s+(?:a\s+lot|so\s+much|all|team))?\b"
    r"[\s!.]*$"
    r"|,\s*(?:guys|folks|team|everyone|everybody|all|y'?all|people)\b(?=\s*[.!?]*$)"
    rf"|\s+[-\u2013\u2014]+\s*{_NAME}\s*$",
    re.IGNORECASE,
)
_CHATTER_ONLY = re.compile(
    rf"^(?:{_GREETING}|{_FILLER}|{_INTERJECTION}|no|nope|nah|thanks|thank\s+you|thx|ty|cheers|"
    r"lgtm|nice|cool|great|perfect|good|done|go(?:\s+ahead|\s+on)?|continue|[\d.)]+)$",
    re.IGNORECASE,
)
"""A reaction that names nothing ("ok", "ugh", "thank you", "2."): not a rule said again."""
_PLACEHOLDER_END = re.compile(r"<[^<>\s]+>$")
"""A sentence that ends in a placeholder ("cmake -B build-<name>") keeps its closing ">"; other
trailing marks ("->", " -", a quote's ">") are dropped."""
_EDGE_DASH = re.compile(r"^-+(?=\s|$)|(?<=\s)-+$")
"""A dash standing alone at either end; a flag's ("-c cleansstate") stays."""
_ELLIPSIS = re.compile(r"\s*(?:\.{2,}|\u2026)\s*")
_LOOSE_PUNCT = re.compile(r"\s+([,.;:!?])(?=\s|$)|([,;:])\s*(?=[,.;:!?](?:\s|$)|$)|[!?.]+$")
"""Punctuation left loose by what was cut ("x , ." or a trailing ","); never a mark that
begins a token ("type: :utc_datetime_usec" keeps its symbol: a lesson names what was said)."""
MIN_LESSON_WORDS = 3
MAX_REACTION_WORDS = 2
"""A sentence this short is a reaction ("no, pnpm"): evidence of a rule, never its wording."""
MAX_SAYINGS = 4_000
"""The newest this many of a person's sentences are grouped (two weeks of a busy person's
typing); the pairwise similarities of more would cost hundreds of megabytes."""
SPECIFIC_VARIABLE = 6
"""A variable a fix set, named without its value, names the fix when its name is this long or
has an underscore (`GOFLAGS`, `CGO_ENABLED`; not `PATH`)."""


@dataclass
class _Group:
    per_session: dict[str, list[str]] = field(default_factory=dict)
    first: str = ""

    @property
    def sessions(self) -> set[str]:
        return set(self.per_session)

    def cite(self, session_id: str, episode_id: str) -> None:
        self.first = self.first or episode_id
        cited = self.per_session.setdefault(session_id, [])
        if episode_id not in cited:
            cited.append(episode_id)

    def citations(self) -> list[str]:
        """At most MAX_CITATIONS, taken round-robin across sessions (durability shows)."""
        out: list[str] = []
        columns = list(self.per_session.values())
        for row in range(max(map(len, columns), default=0)):
            out.extend(col[row] for col in columns if row < len(col))
        return list(dict.fromkeys(out))[:MAX_CITATIONS]


class OfflineReflector:
    """Recurring rules (by meaning) and fixed failures (by signature) across sessions."""

    name = "offline"

    def __init__(self, group_cosine: float = GROUP_COSINE) -> None:
        self.group_cosine = group_cosine

    def propose(self, material: Material) -> Proposal:
        sayings = _sayings(material.episodes)
        notes = []
        if len(sayings) > MAX_SAYINGS:
            notes.append(
                f"offline reflector grouped the newest {MAX_SAYINGS} of {len(sayings)} sentences"
            )
            sayings = sayings[-MAX_SAYINGS:]
        rules, waiting = _recurring_rules(
            sayings,
            material.min_sessions,
            self.group_cosine,
            provoked.provoked(material.episodes, material.events),
            _Clock(material.until, {ep.id: ep.started_at for ep in material.episodes}),
        )
        if waiting:
            notes.append(
                f"offline reflector holds back {len(waiting)} lesson(s) echoed only faintly in "
                "another session, waiting for a clearer restatement; the first is filed as it "
                f"stands from {min(waiting):%Y-%m-%d %H:%M} UTC"
            )
        fixes = _recurring_failures(material.events, material.min_sessions, material.episodes)
        ranked = sorted(
            rules + fixes,
            key=lambda g: (-len(g[1].sessions), not critical_tokens(g[0]), g[1].first),
        )
        lessons = [Lesson(text=text, citations=g.citations()) for text, g in ranked]
        if len(lessons) > MAX_LESSONS:
            notes.append(
                f"offline reflector kept the {MAX_LESSONS} most recurrent of {len(lessons)} patterns"
            )
        return Proposal(lessons=lessons[:MAX_LESSONS], notes=notes)


def as_lesson(sentence: str) -> str:
    """A user's sentence as a lesson: the chatter around the rule dropped, imperative, with
    a capital and a full stop; "" when nothing but chatter is left."""
    text = " ".join(sentence.split())
    while (cut := _LEADING_CHATTER.sub("", text, count=1)) != text:
        text = cut
    text = _POLITE.sub("", text)
    text = _ELLIPSIS.sub(" ", text)
    text = " ".join(text.split())
    while (
        tidy := _EDGE_DASH.sub("", _LOOSE_PUNCT.sub(lambda m: m.group(1) or "", text)).strip(" ,;:")
    ) != text:
        text = tidy
    if len(text.split()) < MIN_LESSON_WORDS:
        return ""
    return _capitalized(text)


def _capitalized(text: str) -> str:
    return text[0].upper() + text[1:] + "."


def _pieces(text: str) -> list[str]:
    """What a person typed cut at sentence ends and line breaks, spaces folded, a list marker
    dropped."""
    return [_BULLET.sub("", " ".join(raw.split())) for raw in SENTENCE_BREAK.split(text)]


def _about_one_job(said: str) -> bool:
    """About one file, ticket or day, context for the task at hand, or a program's output."""
    return bool(_ONE_OFF.search(said) or _CONTEXT.search(said) or _PROGRAM_OUTPUT.search(said))


def _sentences(text: str) -> list[str]:
    out = []
    for sentence in _pieces(text):
        if not _PLACEHOLDER_END.search(sentence):
            sentence = sentence.rstrip(" -*>")
        if _CHECKBOX.match(sentence):
            continue
        if "…[truncated" not in sentence and 3 <= len(sentence.split()) <= 40:
            out.append(sentence)
    return out


@dataclass(frozen=True)
class _Saying:
    lesson: str
    rule: bool
    session_id: str
    episode_id: str
    said: str = ""
    reaction: bool = False
    place: tuple[int, int] = (-1, -1)
    """Where in its message it was typed: (line, sentence of the line)."""
    opens: bool = False
    """Typed in the first of several messages of its session the pass reads: most often the
    task the session was opened for (rule_gate.features)."""


def readable(text: str) -> list[tuple[str, str, bool]]:
    """Each sentence of what a person typed that could state a lesson, as (the sentence, it
    as a lesson, whether it has a rule's markers); none about one file, ticket or day."""
    out = []
    for said in _sentences(text):
        lesson = as_lesson(said)
        if not lesson or _about_one_job(said) or len(set(content_terms(lesson))) < 2:
            continue
        marked = _RULE_MARKERS.search(fold(said)) or _RULE_MARKERS_ELSEWHERE.search(said.lower())
        out.append((said, lesson, bool(marked)))
    return out


def _sayings(episodes: list[Episode]) -> list[_Saying]:
    """Each sentence a person wrote, as a lesson, unless it is about one file, ticket or day,
    or on a line pasted the same around different asks (_pasted)."""
    typed = [
        (ep, [(line, _folded(line)) for line in ep.user_digest.splitlines()])
        for ep in episodes
        if not ep.continuation and ep.user_digest
    ]
    pasted = _pasted(typed)
    by_session: dict[str, list[str]] = defaultdict(list)
    for ep, _ in typed:
        if not ep.agent_id:
            by_session[ep.session_id].append(ep.id)
    # the first of several messages: the task a session is opened for (a lone message, a
    # brief given up front, is not)
    opening = {ids[0] for ids in by_session.values() if len(ids) > 1}
    out = []
    for ep, lines in typed:
        opens = ep.id in opening
        for n, (line, folded) in enumerate(lines):
            if folded in pasted:
                continue
            for i, piece in enumerate(_pieces(line)):
                place = (n, i)
                for said, lesson, marked in readable(piece):
                    out.append(
                        _Saying(
                            lesson, marked, ep.session_id, ep.id, said, place=place, opens=opens
                        )
                    )
                for said in reactions(piece):
                    lesson = _capitalized(said)
                    out.append(
                        _Saying(lesson, False, ep.session_id, ep.id, said, True, place, opens)
                    )
    return out


def reactions(text: str) -> list[str]:
    """The sentences of a word or two (MAX_REACTION_WORDS) that name something ("no, pnpm",
    "uv.", "bundle exec"), their end punctuation dropped; "ok", "2." and "ugh." name nothing.
    Too short to word a lesson (MIN_LESSON_WORDS), they still show a rule said again."""
    out = []
    for piece in _pieces(text):
        said = piece.strip(" .!?,;:")
        if (
            1 <= len(said.split()) <= MAX_REACTION_WORDS
            and not _CHATTER_ONLY.match(said)
            and content_terms(said)
            and not _about_one_job(said)
        ):
            out.append(said)
    return out


def _folded(line: str) -> str:
    return " ".join(fold(line).split())


def _pasted(typed: Sequence[tuple[Episode, list[tuple[str, str]]]]) -> set[str]:
    """Lines a person sends word for word in several sessions beside other lines (a context
    header, a version banner, a template's sign-off, a signature): a template pasted, not a
    rule said again. People restate a lesson in other words; a rule that makes up a whole
    message is never counted here, however often it is sent the same."""
    sessions: dict[str, set[str]] = {}
    for ep, lines in typed:
        folded = {f for _, f in lines if f}
        if len(folded) < 2:
            continue
        for line in folded:
            sessions.setdefault(line, set()).add(ep.session_id)
    return {line for line, seen in sessions.items() if len(seen) >= 2}


def clusters(
    rows: np.ndarray,
    threshold: float,
    apart: Sequence[tuple[int, int]] = (),
    alike: np.ndarray | None = None,
) -> list[list[int]]:
    """Average-linkage agglomerative clusters of unit rows: merge the closest pair while
    their mean cosine (or `alike`, a pairwise similarity given instead) is at least
    `threshold`; the pairs in `apart` count as opposites. Deterministic (ties go to the
    lower index).

    Two clusters whose mean similarity reaches the threshold hold a pair that reaches it, so
    no merge crosses the connected parts of the graph of pairs at or above it: each part is
    clustered alone, and a saying alike nothing stays as it is. Two weeks of a busy person's
    sayings are thousands, nearly all alone; merging over all of them at once costs the cube
    of their number."""
    import numpy as np

    n = len(rows)
    if n < 2:
        return [[i] for i in range(n)]
    sim = (rows @ rows.T if alike is None else alike).astype(np.float32)
    for i, j in apart:
        sim[i, j] = sim[j, i] = -1.0
    np.fill_diagonal(sim, -np.inf)
    out: list[list[int]] = []
    for part in _connected(sim >= threshold):
        if len(part) == 1:
            out.append(part)
            continue
        index = np.array(part)
        out.extend(
            [part[k] for k in members]
            for members in _average_linkage(sim[np.ix_(index, index)], threshold)
        )
    return sorted(out, key=lambda m: m[0])


def _connected(edges: np.ndarray) -> list[list[int]]:
    """The connected parts of a graph given as a boolean matrix, each sorted."""
    import numpy as np

    joined = _Joined[int]()
    for i, j in zip(*np.nonzero(np.triu(edges, 1)), strict=True):
        joined.join(int(i), int(j))
    parts: dict[int, list[int]] = {}
    for i in range(len(edges)):
        parts.setdefault(joined.root(i), []).append(i)
    return list(parts.values())


class _Joined[K: (int, tuple[str, str])]:
    """A union-find: which things are one (sayings alike through a chain of pairs, failure
    keys a session's fix ties). Each part's root is its least member."""

    def __init__(self) -> None:
        self._parent: dict[K, K] = {}

    def root(self, key: K) -> K:
        while (parent := self._parent.setdefault(key, key)) != key:
            self._parent[key] = self._parent.setdefault(parent, parent)
            key = parent
        return key

    def join(self, a: K, b: K) -> None:
        ra, rb = self.root(a), self.root(b)
        if ra != rb:
            self._parent[max(ra, rb)] = min(ra, rb)


def _average_linkage(sim: np.ndarray, threshold: float) -> list[list[int]]:
    """Average linkage over one connected part (`sim`'s diagonal is -inf)."""
    import numpy as np

    sim = sim.astype(np.float64)
    n = len(sim)
    members: list[list[int]] = [[i] for i in range(n)]
    alive = np.ones(n, dtype=bool)
    while True:
        flat = int(np.argmax(sim))
        i, j = divmod(flat, n)
        if sim[i, j] < threshold:
            break
        i, j = min(i, j), max(i, j)
        ni, nj = len(members[i]), len(members[j])
        merged = (sim[i] * ni + sim[j] * nj) / (ni + nj)
        sim[i], sim[:, i] = merged, merged
        sim[i, i] = -np.inf
        sim[j], sim[:, j] = -np.inf, -np.inf
        members[i] += members[j]
        members[j] = []
        alive[j] = False
    return [sorted(m) for m, live in zip(members, alive, strict=True) if live]


def _apart(sayings: Sequence[_Saying]) -> list[tuple[int, int]]:
    """Sayings that name different exact things (port 7001 / port 7002: neither names, even
    in passing, a number, path or flag of the other, or a part of one): alike in meaning,
    different rules. `1080` in `localhost:1080`, or `Auckland` beside `Pacific/Auckland`, is
    naming the same thing."""
    exact = [frozenset(shared_terms.parts(critical_tokens(s.lesson))) for s in sayings]
    said = [shared_terms.terms(s.lesson) for s in sayings]
    return [
        (i, j)
        for i in range(len(sayings))
        for j in range(i + 1, len(sayings))
        if exact[i] and exact[j] and not (exact[i] & said[j] or exact[j] & said[i])
    ]


def _recurring_rules(
    sayings: list[_Saying],
    min_sessions: int,
    threshold: float,
    led_to: dict[str, frozenset[str]],
    clock: _Clock,
) -> tuple[list[tuple[str, _Group]], list[datetime]]:
    """A person's sayings grouped by meaning; a group counts when one of its sayings reads
    as a rule to the rule gate, the group spans enough sessions, and enough of them restate
    it (the gate's `restated` likelihood); one resting on faint echoes waits (_settled), and
    the second list says until when each waiting group waits. Its wording is the rule saying most
    alike the rest of the group and fullest (FULLNESS), joined by the sentence typed beside it
    that belongs to the lesson (_beside) or else by another session's saying that completes it
    (_complement): the person's own words. It cites the
    sayings that state it: alike that wording and restating it, or likely a rule themselves
    (a group still spanning enough sessions).

    The sayings no group counted are then grouped again by the fitted likeness
    (core/governance/likeness.py), for the shipped sentence model: one rule said twice in
    words the rule of thumb reads as far apart. Grouping all sayings by it would pull a rule's
    reason or the task it came up in into groups the rule of thumb words well, and a lone
    sentence of a group only it joins is as often that reason or task as a rule, so such a
    group counts only when worded whole (_worded's `whole`)."""
    import numpy as np

    if not sayings:
        return [], []
    texts = [s.lesson for s in sayings]
    rows, states = read(texts)
    standing = rule_form.standing(rows)
    gate = rule_gate.for_model(meaning.identity())
    likely = gate.likelihoods(
        [
            rule_gate.features(s.said, s.lesson, float(score), s.rule, s.opens)
            for s, score in zip(sayings, standing, strict=True)
        ],
        rows,
    )
    signals = pair_signals(texts, rows, states, threshold)
    alike = signals.thumb.copy()
    if led_to:
        _join_by_calls(sayings, alike, led_to, threshold)
    model = likeness.for_model(meaning.identity())
    wider = None
    if model is not None:
        logits = model.logits(alike, signals.aligned, rows, signals.terms, signals.rare)
        wider = model.alike(logits, threshold)
    reading = _Reading(sayings, rows, likely, gate, min_sessions, threshold, alike, wider, clock)
    out: list[tuple[str, _Group]] = []
    waiting: list[datetime] = []
    grouped: set[int] = set()

    def take(worded: tuple[str, _Group] | datetime | None, members: Sequence[int]) -> None:
        if isinstance(worded, datetime):
            waiting.append(worded)
        elif worded is not None:
            out.append(worded)
        if worded is not None:
            grouped.update(members)

    for members in clusters(rows, threshold, _apart(sayings), alike):
        take(_worded(reading, members, alike, alike), members)
    if wider is None:
        return out, waiting
    # what the rule of thumb left ungrouped, grouped again by the fitted likeness: wider
    # groups around the rules it words well would pull in their reasons and tasks
    left = [k for k in range(len(sayings)) if k not in grouped]
    among = [sayings[k] for k in left]
    for local in clusters(rows[left], threshold, _apart(among), wider[np.ix_(left, left)]):
        members = [left[k] for k in local]
        take(_worded(reading, members, wider, alike, whole=True), members)
    return out, waiting


@dataclass(frozen=True)
class PairSignals:
    """How alike each pair of a person's sayings is, by the signals the reflector reads."""

    thumb: np.ndarray
    """The rule of thumb it groups by: the larger of the aligned meaning and TERM_WEIGHT times
    the rare terms shared, raised to the threshold for a rare exact token (TOKEN_LIKENESS)."""
    aligned: np.ndarray
    terms: np.ndarray
    rare: np.ndarray
    """1 where the two alone in the pass name one exact token (TOKEN_HOLDERS), else 0."""


def pair_signals(
    texts: Sequence[str], rows: np.ndarray, states: Sequence[meaning.TokenStates], threshold: float
) -> PairSignals:
    """The pair signals of sayings worded `texts`, with their unit rows and word-piece states
    (core/governance/sentences.read)."""
    import numpy as np

    aligned = alignment.similarity(states, rows) if states else rows @ rows.T
    terms = shared_terms.similarity(list(texts))
    thumb = np.maximum(aligned, terms * TERM_WEIGHT)
    rare = np.zeros_like(thumb)
    for i, j in shared_terms.rare_token_pairs(list(texts), TOKEN_HOLDERS):
        rare[i, j] = rare[j, i] = 1.0
        if thumb[i, j] >= TOKEN_LIKENESS:
            thumb[i, j] = thumb[j, i] = max(thumb[i, j], threshold)
    return PairSignals(thumb, aligned, terms, rare)


@dataclass(frozen=True)
class _Reading:
    """A pass's sayings as the grouping reads them."""

    sayings: Sequence[_Saying]
    rows: np.ndarray
    likely: Sequence[float]
    gate: rule_gate.Gate
    min_sessions: int
    threshold: float
    thumb: np.ndarray
    """The rule of thumb's likeness of each pair (PairSignals.thumb, calls joined)."""
    fitted: np.ndarray | None
    """The fitted likeness in the rule of thumb's units, when the model has one."""
    clock: _Clock

    def clear(self, chosen: int, k: int) -> bool:
        """Whether saying `k` restates the wording `chosen` clearly (CLEAR_ECHO)."""
        return bool(
            k == chosen
            or self.thumb[chosen, k] >= CLEAR_ECHO
            or (self.fitted is not None and self.fitted[chosen, k] >= CLEAR_ECHO)
        )

    @cached_property
    def restating(self) -> list[bool]:
        return [p >= self.gate.restated for p in self.likely]

    @cached_property
    def typed_at(self) -> dict[tuple[str, tuple[int, int]], int]:
        return {(s.episode_id, s.place): k for k, s in enumerate(self.sayings)}

    @cached_property
    def lines(self) -> dict[tuple[str, int], list[int]]:
        """The sayings of each line of each message, in the order they were typed."""
        out: dict[tuple[str, int], list[int]] = defaultdict(list)
        for k, said in sorted(enumerate(self.sayings), key=lambda ks: ks[1].place):
            out[(said.episode_id, said.place[0])].append(k)
        return dict(out)


def _worded(
    reading: _Reading,
    members: Sequence[int],
    alike: np.ndarray,
    completing: np.ndarray,
    whole: bool = False,
) -> tuple[str, _Group] | datetime | None:
    """One group as a lesson, or None when it is no rule restated in enough sessions, or the
    moment it stops waiting for a clear restatement (_settled).
    `alike` is the likeness it was grouped by, `completing` the one a completing saying is
    read by (_complement). `whole`: a wording must be two of the person's sentences, the rule
    with the one typed beside it or completed by another session's saying."""
    sayings, rows, likely, gate = reading.sayings, reading.rows, reading.likely, reading.gate
    min_sessions, threshold = reading.min_sessions, reading.threshold
    rules = [k for k in members if likely[k] >= gate.threshold and not sayings[k].reaction]
    if not rules or len(_sessions(sayings, members)) < min_sessions:
        return None
    restated = {sayings[k].session_id for k in members if likely[k] >= gate.restated}
    if len(restated) < min_sessions:
        return None  # a rule said once, and echoed elsewhere by sayings that state no rule
    centrality = (rows[rules] @ rows[members].T).mean(axis=1)
    recurring = _recurring_terms(sayings, members)
    fullness = [
        min(len(set(content_terms(sayings[k].lesson))), FULL_TERMS)
        + min(len(recurring & shared_terms.terms(sayings[k].lesson)), FULL_TERMS)
        for k in rules
    ]
    best = max(
        range(len(rules)),
        key=lambda r: (
            round(float(centrality[r]) + FULLNESS * fullness[r], 6),
            -rules[r],
        ),
    )
    chosen = rules[best]
    beside = _beside(sayings, chosen, members, reading.typed_at, reading.restating)
    extra = None
    if beside is None:
        extra = _complement(sayings, chosen, rules, completing, threshold)
        if extra is None and whole:
            return None
    wording = _line(reading, chosen)
    if wording is None:
        pair = (
            sorted((chosen, beside), key=lambda k: sayings[k].place)
            if beside is not None
            else [chosen]
        )
        wording = " ".join(sayings[k].lesson for k in pair)
    if extra is not None and len(wording) + len(sayings[extra].lesson) < MAX_WORDING_CHARS:
        wording += " " + sayings[extra].lesson
    # cited: the sayings that state it, as alike the wording as a group asks (average
    # linkage can hold a saying near the group as a whole but not near the rule it is
    # worded by) and themselves likely a rule, or restating it: a question about the
    # same tool ("why does pnpm install hang?") is no evidence of the rule
    cited = [
        k
        for k in members
        if k == chosen
        or (
            alike[chosen, k] >= threshold
            and (likely[k] >= gate.restated or alike[chosen, k] >= RESTATEMENT)
        )
    ]
    if len(_sessions(sayings, cited)) < min_sessions:
        return None
    return _settled(reading, chosen, cited, wording, wait=not whole)


@dataclass(frozen=True)
class _Clock:
    """When the pass runs (the window's end) and when each episode was said."""

    now: datetime
    said_at: dict[str, datetime]


def _settled(
    reading: _Reading, chosen: int, cited: Sequence[int], wording: str, wait: bool
) -> tuple[str, _Group] | datetime:
    """A group's lesson citing only its clear restatements when enough sessions hold one
    (CLEAR_ECHO); else, resting on faint echoes, the moment it is filed anyway (SETTLE after it
    first spanned enough sessions) while that is still to come, and the lesson citing every
    saying after. A group the fitted likeness joined does not `wait`: the pass groups anew
    each morning what the rule of thumb leaves, and new sayings can join such a group
    otherwise before its wait is over, so it would never be filed."""
    sayings = reading.sayings
    clear = [k for k in cited if reading.clear(chosen, k)]
    if len(_sessions(sayings, clear)) >= reading.min_sessions:
        return wording, _citing(sayings, clear)
    if not wait:
        return wording, _citing(sayings, cited)
    said_at = reading.clock.said_at
    first: dict[str, datetime] = {}
    for k in cited:
        at = said_at[sayings[k].episode_id]
        first[sayings[k].session_id] = min(at, first.get(sayings[k].session_id, at))
    filed_at = sorted(first.values())[reading.min_sessions - 1] + SETTLE
    if reading.clock.now < filed_at:
        return filed_at
    return wording, _citing(sayings, cited)


def _sessions(sayings: Sequence[_Saying], said: Sequence[int]) -> set[str]:
    return {sayings[k].session_id for k in said}


def _citing(sayings: Sequence[_Saying], cited: Sequence[int]) -> _Group:
    group = _Group()
    for k in cited:
        group.cite(sayings[k].session_id, sayings[k].episode_id)
    return group


def _join_by_calls(
    sayings: Sequence[_Saying],
    alike: np.ndarray,
    led_to: dict[str, frozenset[str]],
    threshold: float,
) -> None:
    """Join (raise to `threshold`) two sayings of different sessions whose messages led the
    agent to alike calls (CALLS_ALIKE, core/governance/provoked.py) when their words are
    somewhat alike too (WORDS_WITH_CALLS): a rule said twice in other words, answered the
    same way each time."""
    import numpy as np

    bags = [led_to.get(s.episode_id, frozenset()) for s in sayings]
    calls = shared_terms.bag_similarity(bags)
    near = (calls >= CALLS_ALIKE) & (alike >= WORDS_WITH_CALLS) & (alike < threshold)
    for i, j in zip(*np.nonzero(np.triu(near, 1)), strict=True):
        if sayings[i].session_id != sayings[j].session_id:
            alike[i, j] = alike[j, i] = threshold


def _beside(
    sayings: Sequence[_Saying],
    chosen: int,
    members: Sequence[int],
    typed_at: dict[tuple[str, tuple[int, int]], int],
    restating: Sequence[bool],
) -> int | None:
    """The sentence typed right before the wording, else right after it, in the same line of
    the same message, when it belongs to the lesson: in its group, or a reaction or a likely
    restatement (`restating`) naming a term the group's other sessions name. A rule and its
    reason are often said together ("No, buf generate. Protoc uses whatever protoc-gen-go is
    on your PATH, ..."), and the half the group chose may not state the lesson alone."""
    said = sayings[chosen]
    line, at = said.place
    elsewhere = set().union(
        *(
            shared_terms.terms(sayings[k].lesson)
            for k in members
            if sayings[k].session_id != said.session_id
        )
    )
    for step in (-1, 1):
        k = typed_at.get((said.episode_id, (line, at + step)))
        if k is None or len(said.lesson) + len(sayings[k].lesson) > MAX_WORDING_CHARS:
            continue
        if k in members or (
            (sayings[k].reaction or restating[k])
            and shared_terms.terms(sayings[k].lesson) & elsewhere
        ):
            return k
    return None


def _line(reading: _Reading, chosen: int) -> str | None:
    """The wording's line of its message, in the order typed and without the asks on it, when
    that is several sentences and they fit MAX_WORDING_CHARS; else None. A line is most often
    one thought, and the sentence a group chose often holds half a lesson: the bare instruction
    ("No prints in spiders.") or the reason ("I'm tweaking the launch files all afternoon."),
    where its line says the whole of it ("no prints in spiders. the spider's logger"; "colcon
    build --symlink-install please, always. I'm tweaking..."). A task asked on the same line
    ("Always use pnpm here. Fix the login test.") is no part of it and stays out, as does a
    sentence about a person ("Reach me at <EMAIL_ADDRESS>.")."""
    sayings = reading.sayings
    said = sayings[chosen]
    line = [
        k
        for k in reading.lines[(said.episode_id, said.place[0])]
        if k == chosen
        or not (
            rule_gate.asks(sayings[k].said, sayings[k].rule)
            or rule_gate.REDACTED.search(sayings[k].lesson)
        )
    ]
    wording = " ".join(sayings[k].lesson for k in line)
    if len(line) < 2 or len(wording) > MAX_WORDING_CHARS:
        return None
    return wording


def _complement(
    sayings: Sequence[_Saying],
    chosen: int,
    rules: Sequence[int],
    alike: np.ndarray,
    threshold: float,
) -> int | None:
    """The rule saying of another session, alike the wording but not restating it, that adds
    the most terms it lacks (at least COMPLEMENT_TERMS; None when there is none): "No unwraps
    in handlers." is fuller as "No unwraps in handlers. Propagate it, AppError already impls
    IntoResponse.", both the person's own words."""
    have = shared_terms.terms(sayings[chosen].lesson)
    best, most = None, COMPLEMENT_TERMS - 1
    for k in rules:
        said = sayings[k]
        if said.session_id == sayings[chosen].session_id:
            continue
        if not threshold <= alike[chosen, k] < RESTATEMENT:
            continue
        if len(sayings[chosen].lesson) + len(said.lesson) > MAX_WORDING_CHARS:
            continue
        added = len(shared_terms.terms(said.lesson) - have)
        if added > most:
            best, most = k, added
    return best


def _recurring_terms(sayings: Sequence[_Saying], members: Sequence[int]) -> set[str]:
    """The terms a group's sayings name in more than one session: what the rule is about
    ("poetry run", ".dev.vars"), where a reaction says only "not in wrangler.toml"."""
    sessions: dict[str, set[str]] = {}
    for k in members:
        for term in shared_terms.terms(sayings[k].lesson):
            sessions.setdefault(term, set()).add(sayings[k].session_id)
    return {term for term, seen in sessions.items() if len(seen) >= 2}


@dataclass
class _Failure:
    """One failure signature's occurrences: how each session ended it."""

    group: _Group = field(default_factory=_Group)
    commands: Counter[str] = field(default_factory=Counter)
    fixes: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    named: set[str] = field(default_factory=set)
    edited: set[str] = field(default_factory=set)
    fixed: set[str] = field(default_factory=set)
    ended: dict[str, str] = field(default_factory=dict)
    """Each fix -> the first failing command it ended: the lesson pairs the two."""


@dataclass(frozen=True)
class _Outcome:
    """How a session got past one failure."""

    how: str
    """"flag" (a flag or variable added), "prerequisite" (a command run first), "edited"
    (code changed before it passed) or "" (never passed, or passed when merely retried)."""
    text: str = ""
    prerequisite: str = ""
    """The prerequisite's signature: failures it fixes are one lesson whatever failed."""
    at: int = -1
    named: tuple[str, ...] = ()
    """What a person would name the fix by: the prerequisite, or the words it added."""
    flags: tuple[str, ...] = ()
    """The flags the fix added, however short (`-cd`): too short to find in what people say,
    they still tell one fix from another."""


def _added(call: failures.Call, failed: failures.Call) -> tuple[str, ...]:
    """The words the fixed call has and the failing one lacks (a flag and its value, an
    environment variable's assignment), those long enough to name the fix."""
    before = set(" ".join(failed.steps or (failed.text,)).split()) | _SHELL_WORDS
    return tuple(w for w in call.text.split() if w not in before and len(w) >= 4)


_SHELL_WORDS = frozenset(("export", "env", "set", "&&", "||"))


def _fix(failed: failures.Call, later: Sequence[ExecutionEvent]) -> _Outcome:
    """What fixed `failed` among the calls after it, up to the same signature's success."""
    edited = False
    prerequisite: failures.Call | None = None
    for i, ev in enumerate(later):
        if failures.edits_code(ev.tool_name, ev.input_digest):
            edited = True
            continue
        call = failures.parse_call(ev.tool_name, ev.input_digest)
        k = failures.runs(ev.tool_name, call, failed)
        if k is None:
            if (
                failures.succeeded(ev.is_error, ev.result_digest)
                and not _looks_only(call)
                and not failures.syncs(call.text)
            ):
                prerequisite = call
            continue
        if not failures.succeeded(ev.is_error, ev.result_digest):
            continue
        if edited:
            return _Outcome("edited", at=i)
        steps = [
            s
            for s in call.steps[:k]
            if s not in failed.steps
            and not s.startswith("cd ")
            and not failures.syncs(s)
            and not failures.sets_environment(s)
            and not failures.sets_shell_options(s)
        ]
        if steps:
            # every step run first is the fix ("purge && generate", "source nvm.sh && nvm
            # use"), named whole; the last, nearest the call it unblocked, keys the lesson
            calls = [failures.parse_call(ev.tool_name, s) for s in steps]
            text = f"run `{' && '.join(steps)}` first"
            named = tuple(n for s, c in zip(steps, calls, strict=True) for n in _names(s, c))
            return _Outcome("prerequisite", text, calls[-1].signature, i, named)
        ran = failures.parse_call(ev.tool_name, " && ".join(call.steps[: k + 1]))
        if (
            (ran.flags - failed.flags)
            or (ran.env - failed.env)
            or failures.added_words(call, failed, k)
        ):
            added = tuple(sorted(ran.flags - failed.flags))
            named = _added(ran, failed)
            return _Outcome("flag", f"`{call.text}` works", at=i, named=named, flags=added)
        if changed := tuple(v for v in failures.changed_values(call, failed, k) if len(v) >= 4):
            return _Outcome("flag", f"`{call.text}` works", at=i, named=changed)
        if prerequisite is not None:
            text = f"run `{prerequisite.text}` first"
            named = _names(prerequisite.text, prerequisite)
            return _Outcome("prerequisite", text, prerequisite.signature, i, named)
        return _Outcome("")
    return _Outcome("")


def _names(text: str, call: failures.Call) -> tuple[str, ...]:
    """How a person names a prerequisite: as run, or by its program and subcommand without
    the arguments ("dvc pull" for `dvc pull data/processed`); a bare program ("make") names
    too much to count."""
    return (text, call.signature) if " " in call.signature else (text,)


def _looks_only(call: failures.Call) -> bool:
    return bool({call.program, call.signature} & _READ_ONLY)


def _cite_sayings(failure: _Failure, episodes: Sequence[Episode]) -> None:
    """Cite the person's messages, in sessions the failure is not cited in, that name its fix.
    A variable the fix set is named by its name alone as well ("XILINXD_LICENSE_FILE into the
    ci vars"), when the name is specific: `PATH` or `HOME` is named in passing too often. A
    flag's value that is a plain word of speech (`always` in `west build -p always`) names
    nothing: "always cap the setpoint at 60 C" is another matter."""
    named = [fold(n) for n in failure.named if content_terms(n)]
    named += [fold(v) for n in failure.named if _specific(v := failures.assigned(n))]
    for ep in episodes:
        if ep.continuation or ep.session_id in failure.group.per_session or not ep.user_digest:
            continue
        said = fold(ep.user_digest)
        if any(n in said for n in named):
            failure.group.cite(ep.session_id, ep.id)


def _specific(variable: str) -> bool:
    return "_" in variable or len(variable) >= SPECIFIC_VARIABLE


_READ_ONLY = frozenset(
    (
        "ls",
        "cat",
        "head",
        "tail",
        "grep",
        "rg",
        "find",
        "pwd",
        "echo",
        "which",
        "less",
        "wc",
        "read",
        "glob",
        "grep",
        "view",
        "git status",
        "git log",
        "git diff",
        "cd",
        "tree",
        "stat",
    )
)
"""Commands that look and change nothing: never the prerequisite that fixed a failure."""


def _failure_key(call: failures.Call, error: str, outcome: _Outcome) -> tuple[str, str]:
    """Failures are one lesson when one fix ends them, whatever each said: the same
    prerequisite or the same environment variable, whatever program failed (`aws sso login`
    before `pulumi` and before `kubectl`), or the same flag added to the same program; else
    when they share a signature and an error class."""
    if outcome.prerequisite:
        return ("", "then " + outcome.prerequisite)
    if outcome.how == "flag" and outcome.named:
        variables = failures.sets_environment(" ".join(outcome.named))
        program = "" if variables else call.program
        return (program, "with " + " ".join(sorted(outcome.named)))
    return (call.signature, error)


def _recurring_failures(
    events: list[ExecutionEvent], min_sessions: int, episodes: Sequence[Episode] = ()
) -> list[tuple[str, _Group]]:
    """Failures of one signature and error class (or fixed by one prerequisite) in enough
    sessions, with what fixed them there. A transient error (network, rate limit, a raced
    push, a timeout) counts only when a prerequisite or an added flag or variable fixed it (a
    limit raised): a retry or a pull is no lesson. A session where the person named the fix in
    their own words ("CGO_ENABLED=0 like last time") counts as a recurrence too, and is cited."""
    by_session: dict[str, list[ExecutionEvent]] = defaultdict(list)
    for ev in events:
        by_session[ev.session_id].append(ev)
    found = []
    joined = _Joined[tuple[str, str]]()
    for session_id, session_events in by_session.items():
        session_events.sort(key=lambda e: e.order)
        for i, ev in enumerate(session_events):
            if not failures.failed(ev.is_error, ev.result_digest):
                continue
            call = failures.parse_call(ev.tool_name, ev.input_digest)
            if _looks_only(call):
                continue
            error = failures.error_class(ev.result_digest)
            outcome = _fix(call, session_events[i + 1 :])
            if failures.transient(ev.result_digest) and outcome.how not in ("prerequisite", "flag"):
                continue
            key = _failure_key(call, error, outcome)
            if outcome.how == "flag" and not outcome.named and outcome.flags:
                # `-cd` added to latexmk, whatever file each run missed: one fix
                joined.join(key, (call.program, "with " + " ".join(outcome.flags)))
            found.append((session_id, session_events, i, call, error, outcome, key))
    seen: dict[tuple[str, str], _Failure] = defaultdict(_Failure)
    for session_id, session_events, i, call, error, outcome, key in found:
        failure = seen[joined.root(key)]
        failure.group.cite(session_id, session_events[i].exchange_id)
        failure.commands[call.text] += 1
        failure.errors[error] += 1
        if outcome.how == "edited":
            failure.edited.add(session_id)
        elif outcome.how:
            failure.fixed.add(session_id)
            failure.fixes[outcome.text] += 1
            failure.ended.setdefault(outcome.text, call.text)
            failure.named.update(outcome.named)
            failure.group.cite(session_id, session_events[i + 1 + outcome.at].exchange_id)
    for failure in seen.values():
        if failure.fixed:
            _cite_sayings(failure, episodes)
    out = []
    for failure in seen.values():
        if len(failure.group.sessions) < min_sessions or len(failure.fixed) <= len(failure.edited):
            continue
        # worded by the first failure its fix ended (not one that passed by itself or was
        # retried: "`prove -lr t` fails; `prove -lr t` works"), so that the lesson reads the
        # same each morning while later sessions add to it (the duplicate guards know it by
        # its words)
        fix = failure.fixes.most_common(1)[0][0]
        command = failure.ended[fix]
        cut = command if len(command) <= MAX_DISPLAY else command[:MAX_DISPLAY].rsplit(" ", 1)[0]
        error = next((e for e in failure.errors if e), "")
        fails = f"`{cut}` fails with {error}" if error else f"`{cut}` fails"
        out.append((f"{fails}; {fix}.", failure.group))
    return out
