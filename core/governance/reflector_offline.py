"""The offline reflector: deterministic, no network, no key; modest by design.

It proposes only what plainly recurs across sessions, citing every place it occurs:
- statements: a sentence of the user's said again, in other words or the same, in several
  sessions, when one of its sayings reads like a correction or a standing rule ("always...",
  "don't...", "use X instead", "again: ...", "from now on...");
- tool patterns: the same tool call failing in several sessions, with the call that
  succeeded after it when there is one ("the same failing command and its fix").
It never invents wording: a statement is proposed as the user said it less the chatter
around it (greetings, the speaker naming themselves, "please" and thanks, "you should" /
"we need to" before the verb, fillers such as "FYI:" or "again:"), so it reads as a lesson:
imperative, starting with a capital, ending with a full stop. A tool pattern is proposed in
a fixed template around the call's own input and error. The guards in core/governance/reflect.py then
check what it proposes exactly as they check any other reflector.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.governance.reflect import Lesson, Material, Proposal
from teambrain.core.knowledge.dedup import Fingerprint, fingerprint, fold, is_duplicate

MAX_LESSONS = 40
MAX_CITATIONS = 8
MAX_DISPLAY = 120

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_RULE_MARKERS = re.compile(
    r"\b(always|never|don'?t|do not|avoid|instead|prefer|make sure|remember|from now on|"
    r"should|must|stop|no longer|rather than|not|only use|again)\b"
)
_NAME = r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?"
_GREETING = (
    r"(?:hi|hello|hey|hiya|yo|morning|good\s(?:morning|afternoon|evening)|greetings)"
    r"(?:\s(?:all|everyone|everybody|team|folks|guys|there|claude|y'?all))?"
)
_FILLER = (
    r"(?:ok(?:ay)?|so|well|btw|fyi|ps|note|nb|reminder|(?:a\s)?quick\sreminder|"
    r"just\sa\sreminder|friendly\sreminder|heads\s?up|again|once\sagain|also|and)"
)
_LEADING_CHATTER = re.compile(
    rf"^(?:{_GREETING}\b[\s,!.:;-]*"
    rf"|{_NAME}\s(?:here|speaking)\b[\s,!.:;-]*"
    rf"|(?:it'?s|this\sis|i'?m|i\sam)\s{_NAME}(?:\s(?:here|again|speaking))?[,!.:;-]+\s*"
    rf"|(?:{_FILLER}\s*)+[,!.:;-]+\s*"
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
_ELLIPSIS = re.compile(r"\s*(?:\.{2,}|\u2026)\s*")
_LOOSE_PUNCT = re.compile(r"\s+([,.;:!?])(?=\s|$)|([,;:])\s*(?=[,.;:!?]|$)|[!?.]+$")
MIN_LESSON_WORDS = 3

_INPUT_KEYS = ("command", "cmd", "query", "path", "file_path", "pattern", "url", "code")


@dataclass
class _Group:
    per_session: dict[str, list[str]] = field(default_factory=dict)
    forms: Counter[str] = field(default_factory=Counter)
    first: str = ""
    marked: bool = False

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
    """Recurring statements and tool patterns across sessions."""

    name = "offline"

    def propose(self, material: Material) -> Proposal:
        statements = _recurring_statements(material.episodes, material.min_sessions)
        failures = _recurring_failures(material.events, material.min_sessions)
        ranked = sorted(statements + failures, key=lambda g: (-len(g[1].sessions), g[1].first))
        lessons = [Lesson(text=text, citations=g.citations()) for text, g in ranked]
        notes = []
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
    while (tidy := _LOOSE_PUNCT.sub(lambda m: m.group(1) or "", text).strip(" ,;:-")) != text:
        text = tidy
    if len(text.split()) < MIN_LESSON_WORDS:
        return ""
    return text[0].upper() + text[1:] + "."


def _sentences(text: str) -> list[str]:
    out = []
    for raw in _SENTENCE.split(text):
        sentence = " ".join(raw.split()).strip(" -*>")
        if "…[truncated" not in sentence and 4 <= len(sentence.split()) <= 40:
            out.append(sentence)
    return out


def _recurring_statements(episodes: list[Episode], min_sessions: int) -> list[tuple[str, _Group]]:
    """Near-duplicate sentences of the user's, grouped; a group counts when one of its
    sentences reads like a rule and it spans enough sessions."""
    groups: list[_Group] = []
    shapes: list[Fingerprint] = []
    by_term: dict[int, list[int]] = defaultdict(list)
    for ep in episodes:
        if ep.continuation or not ep.user_digest:
            continue
        for said in _sentences(ep.user_digest):
            sentence = as_lesson(said)
            if not sentence:
                continue
            fp = fingerprint(sentence, meaning=False)  # grouping many sentences: words only
            terms = set(fp.terms)
            if len(terms) < 2:
                continue
            shared = Counter(g for t in terms for g in by_term.get(t, ()))
            index = next(
                (g for g, n in shared.most_common() if n >= 2 and is_duplicate(fp, shapes[g])),
                None,
            )
            if index is None:
                index = len(groups)
                groups.append(_Group())
                shapes.append(fp)
                for t in terms:
                    by_term[t].append(index)
            group = groups[index]
            group.forms[sentence] += 1
            group.marked = group.marked or bool(_RULE_MARKERS.search(fold(said)))
            group.cite(ep.session_id, ep.id)
    return [
        (g.forms.most_common(1)[0][0], g)
        for g in groups
        if g.marked and len(g.sessions) >= min_sessions
    ]


def _display(input_digest: str) -> str:
    """A tool call's input as a person would name it: the command, the path, the query."""
    text = input_digest
    try:
        value = json.loads(input_digest)
    except ValueError:
        value = None
    if isinstance(value, dict):
        picked = next((value[k] for k in _INPUT_KEYS if isinstance(value.get(k), str)), None)
        strings = [v for v in value.values() if isinstance(v, str)]
        if picked is None and len(strings) == 1:
            picked = strings[0]
        if picked is not None:
            text = picked
    text = " ".join(text.split())
    if len(text) <= MAX_DISPLAY:
        return text
    cut = text[:MAX_DISPLAY].rsplit(" ", 1)[0]
    return cut or text[:MAX_DISPLAY]


def _first_line(text: str | None) -> str:
    for line in (text or "").splitlines():
        line = " ".join(line.split())
        if line:
            return line if len(line) <= MAX_DISPLAY else (line[:MAX_DISPLAY].rsplit(" ", 1)[0])
    return ""


def _recurring_failures(
    events: list[ExecutionEvent], min_sessions: int
) -> list[tuple[str, _Group]]:
    by_session: dict[str, list[ExecutionEvent]] = defaultdict(list)
    for ev in events:
        by_session[ev.session_id].append(ev)
    groups: dict[tuple[str, str], _Group] = defaultdict(_Group)
    errors: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    fixes: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for session_events in by_session.values():
        session_events.sort(key=lambda e: e.order)
        for i, ev in enumerate(session_events):
            if not ev.is_error:
                continue
            call = (ev.tool_name, _display(ev.input_digest))
            groups[call].cite(ev.session_id, ev.exchange_id)
            if line := _first_line(ev.result_digest):
                errors[call][line] += 1
            fix = next(
                (
                    later
                    for later in session_events[i + 1 :]
                    if later.tool_name == ev.tool_name and later.is_error is False
                ),
                None,
            )
            if fix is not None and _display(fix.input_digest) != call[1]:
                fixes[call][_display(fix.input_digest)] += 1
                groups[call].cite(fix.session_id, fix.exchange_id)
    out = []
    for call, group in groups.items():
        if len(group.sessions) < min_sessions:
            continue
        tool, shown = call
        text = f"{tool} `{shown}` fails"
        if errors[call]:
            text += f" ({errors[call].most_common(1)[0][0]})"
        if fixes[call]:
            text += f"; `{fixes[call].most_common(1)[0][0]}` succeeded after it"
        out.append((text + ".", group))
    return out
