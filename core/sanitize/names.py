"""Person names found by the words around them, without a NER model.

No English NER model can be installed from the package index, so the default sanitizer finds
names the way a careful reader does: by their cue. A capitalized name is redacted when it
follows a title (`Mr`, `Dr`, `Prof`...), a self-introduction (`my name is`, `I'm`, `call
me`), a greeting or sign-off (`Hi Ana,`, `Dear Ana`, `Thanks, Ana`, `-- Ana`), a form label
(`Name:`, `Patient:`, `Cardholder:`), a mail header (`From:`, `To:`, `cc:`) or display name
(`Ana Lima <ana@...>`), a role word (`patient`, `my colleague`, `songwriter`), or when it
comes before a person's verb (`Ana lives at`, `says Ana.`) or heads a contact block (a name
line above a phone number, an email or a postal address). A name whose parts spell a
redacted email's local part is a name too. Once found, the same name is redacted wherever
else it occurs in the text, and so are the other names of a list it belongs to.

Precision first: every cue needs a capitalized name-shaped word after it (lowercase only
after the strongest cues, `my name is` and `Name:`), and words that are capitalized for
other reasons (`Hello World`, `Dear Sir`, `I'm Sorry`, `Customer Service`, `Python`) are
refused by a short list of common words. The cues use no list of names: a name is known
by its place in the text. A known first name without a cue, in running text, is found by
core/sanitize/bare_names.py (the lists are in core/sanitize/gazetteer.py); other names
without a cue are not covered, a NER model covers them (core/sanitize/engine.py,
`ner_model`), and `teambrain doctor` says which is in force.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

import regex
from teambrain.core.sanitize.address import Ranges, address_spans, starts_between
from teambrain.core.sanitize.bare_names import bare_name_spans
from teambrain.core.sanitize.gazetteer import Gazetteer, gazetteer, stop_words, word_set
from teambrain.core.sanitize.gazetteer import fold as _fold
from teambrain.core.sanitize.scan import CueIndex, FailClosedRecognizer, Scan, compile_rule_pattern

# -- what a name looks like -----------------------------------------------------------

_WORD = r"(?:(?:Mc|Mac|O['’]|D['’])?\p{Lu}[\p{Ll}\p{M}]++(?:[\-'’]\p{Lu}[\p{Ll}\p{M}]++)?+)"
_INITIAL = r"\p{Lu}\.?+"
_PARTICLE = r"(?:van|von|de|da|del|della|di|du|la|le|der|den|ter|ten|bin|binti|al|el|dos|das|y)"
_NEXT = rf"(?:{_WORD}|{_INITIAL}(?=[ ]{_WORD})|(?:{_PARTICLE}[ ]){{1,2}}{_WORD})"
NAME = rf"(?:{_WORD}(?:[ ]{_NEXT}){{0,3}}+)(?![\p{{L}}\p{{N}}_@])"
"""One to four name words: capitalized words, initials, particles (`van`, `de`...)."""
NAME_BACKWARDS = rf"(?:{_WORD}(?:[ ]{_NEXT}){{0,3}})(?![\p{{L}}\p{{N}}_@])"
"""NAME for patterns matched right to left, which must be able to give words back."""
_LOWER_NAME = (
    r"(?:\p{Ll}[\p{Ll}\p{M}]{1,20}(?:[ ]\p{Ll}(?:[\p{Ll}\p{M}]{1,20})?){0,2})(?![\p{L}\p{N}_@])"
)
"""A lowercase name, after the strongest cues only (`my name is ana lima`)."""

_NAME_PART = regex.compile(rf"{_WORD}|{_INITIAL}|\p{{Ll}}[\p{{Ll}}\p{{M}}]*+")
_SPLIT = regex.compile(r"[ ]+")

_COMMON_WORDS = """
    a about after again all also am an and any anyone are as at away back be because been
    before being best both but by can could did do does done down each either else even ever
    every everybody everyone everything few fine for from further glad going good got great
    had has have having he her here hers him his how i if in into is it its itself just last
    let like may me might more most much must my myself need never new next no none nor not
    now of off ok okay on once one only or other our ours out over own please pretty quite
    rather ready really right same see she should since so some someone something soon sorry
    still such sure than thank thanks that the their theirs them then there these they this
    those though through thus to today tomorrow too trying under until up upon us using very
    via was we well were what when where which while who whom whose why will with within
    without would yes yet yesterday you your yours yourself afraid available back busy
    happy hoping looking working writing reading running testing thinking wondering calling
    contacting reaching following new old also
    hello hi hey dear greetings morning afternoon evening night day cheers regards sincerely
    sir madam madame maam mister miss sirs gentlemen ladies folks guys team all everyone
    friend friends world there everybody anybody nobody somebody colleagues people
    monday tuesday wednesday thursday friday saturday sunday january february march april
    june july august september october november december
    claude chatgpt gpt copilot codex gemini assistant bot ai user users admin administrator
    root support service services sales billing customer customers client clients staff
    management manager managers engineering operations success experience care desk portal
    account accounts name names number numbers id data info information details list lists
    type types value values key keys file files code function class method module package
    table field column row record records object string error errors warning warnings note
    notes todo fixme test tests example examples default config configuration settings
    server client request response api app application system project repo repository
    branch main master release version build debug production staging dev development
    python java javascript typescript rust go ruby php swift kotlin scala perl bash shell
    linux windows mac macos ios android docker kubernetes git github gitlab google amazon
    aws azure microsoft apple meta openai anthropic slack jira confluence notion figma
    foo bar baz qux hello world null none true false nan undefined
    mr mrs ms mx dr prof professor sir dame mme mlle madame herr frau lord lady st jr sr
"""
NOT_NAMES = frozenset(_COMMON_WORDS.split())
"""Capitalized words that follow cue words for reasons other than being a name."""


def trim_name(text: str, start: int, end: int, *, min_words: int = 1) -> tuple[int, int] | None:
    """The name inside text[start:end] without common words at its end, or None when it
    starts with one or has fewer than `min_words` words left."""
    words = [(m.start(), m.end()) for m in _NAME_PART.finditer(text, start, end)]
    if not words:
        return None
    if _fold(text[words[0][0] : words[0][1]]) in NOT_NAMES:
        return None
    kept = []
    for ws, we in words:
        if _fold(text[ws:we]) in NOT_NAMES:
            break
        kept.append((ws, we))
    while kept and len(text[kept[-1][0] : kept[-1][1]].rstrip(".")) == 1:
        kept.pop()  # a trailing initial is the start of a sentence, not of the name
    if len(kept) < min_words or not kept:
        return None
    return kept[0][0], kept[-1][1]


# -- cues -------------------------------------------------------------------------------


def _alternation(words: str) -> str:
    """A regex alternation of the whitespace-separated `words` (multi-word cues are
    written with `_` for a space), longest first."""
    items = sorted({w.replace("_", " ") for w in words.split()}, key=len, reverse=True)
    return "|".join(regex.escape(w) for w in items)


class Cue:
    """One kind of cue. Its `words` (cue phrases, words joined by `_`) are looked up in the
    scan's words (core/sanitize/scan.py, CueIndex); a cue without words has a regex
    `anchor` instead. Where a cue stands, `pattern` runs on the text itself and its group
    `name` is the name. With `before`, the pattern is matched from the cue's start (the cue
    comes first, `Dear Ana`); otherwise it is searched backwards from the cue's start (the
    name comes first, `Ana lives at`)."""

    def __init__(
        self,
        name: str,
        words: str,
        pattern: str,
        *,
        anchor: str = "",
        before: bool = True,
        min_words: int = 1,
    ) -> None:
        self.name = name
        self.words = words
        self.anchor = regex.compile(anchor) if anchor else None
        self.pattern = compile_rule_pattern(("" if before else "(?r)") + pattern)
        self.before = before
        self.min_words = min_words

    def at(self, scan: Scan, start: int) -> Iterator[tuple[int, int]]:
        """The name of the cue that starts at `start`, if the pattern holds there."""
        if self.before:
            m = scan.match(self.pattern, start)
        else:
            m = scan.search(self.pattern, max(0, start - _REACH_BACK), start)
        if m is None:
            return
        for group in ("name", "name2"):
            if m.groupdict().get(group) is not None:
                span = trim_name(scan.text, *m.span(group), min_words=self.min_words)
                if span is not None:
                    yield span


_REACH_BACK = 160
"""How far before an after-cue (`lives at`) its name may start."""

_TITLES = "mr mrs ms mx miss dr prof professor sir dame mme mlle madame herr frau lord lady"
_INTRODUCTIONS = """
    my_name_is my_name's name_is names_is name_was i_am_called i'm_called call_me calls_me
    called_me known_as goes_by i_go_by
"""
_GREETINGS = """
    hi hello hey hiya howdy dear greetings good_morning good_afternoon good_evening morning
    thanks thank_you thx cheers bye goodbye welcome congrats congratulations
"""
_SIGN_OFFS = """
    thanks thank_you many_thanks thanks_again cheers best best_regards kind_regards
    warm_regards warmest_regards regards sincerely yours yours_truly yours_sincerely
    yours_faithfully all_the_best best_wishes love take_care talk_soon br thx ttyl
"""
_LABELS = """
    name full_name fullname first_name firstname last_name lastname middle_name surname
    given_name family_name maiden_name patient patient_name customer customer_name employee
    employee_name client client_name contact contact_name contact_person author signed
    signature attn attention recipient sender emergency_contact next_of_kin account_holder
    cardholder card_holder cardholder_name beneficiary guardian spouse parent reported_by
    assigned_to assignee reviewer approved_by prepared_by requested_by directed_by written_by
    produced_by created_by signed_by interviewer interviewee candidate applicant tenant
    landlord owner manager supervisor doctor physician nurse witness driver passenger
    traveller traveler guest member
"""
_HEADERS = """
    from to cc bcc reply-to sender signed-off-by co-authored-by reviewed-by reported-by
    acked-by tested-by suggested-by helped-by
"""
_ROLE_WORDS = """
    patient customer client employee colleague coworker co-worker manager boss teammate intern
    candidate applicant tenant landlord neighbour neighbor friend wife husband partner spouse
    son daughter mother father mom mum dad brother sister uncle aunt cousin nephew niece
    grandson granddaughter grandmother grandfather grandma grandpa kid child baby fiancé
    fiancée fiance fiancee boyfriend girlfriend producer songwriter singer guitarist drummer
    author writer novelist poet actor actress director player officer detective agent
    inspector sergeant captain coach judge senator president governor mayor pastor reverend
    nurse doctor surgeon professor lawyer attorney recruiter commenter reporter journalist
    editor ceo cto cfo coo founder co-founder cofounder chairman chairwoman host guest speaker
    student teacher tutor mentor roommate flatmate housemate assistant secretary nanny
    caregiver therapist dentist pharmacist physician midwife contractor plumber electrician
    driver pilot
"""
_ROLE_LABELS = """
    patient customer client employee tenant applicant candidate officer detective agent
    inspector sergeant captain coach judge senator president governor mayor pastor reverend
    nurse doctor professor producer songwriter director uncle aunt cousin grandma grandpa
"""
_ROLE_GROUPS = """
    founders co-founders cofounders members authors speakers attendees participants guests
    winners children kids sons daughters siblings parents grandparents cousins friends
    colleagues brothers sisters partners players singers panelists reviewers assignees
    owners maintainers contributors organizers organisers hosts students teachers patients
    customers employees tenants candidates applicants
"""
_AS_ROLES = """
    beneficiary guardian executor executrix trustee dependent dependant co-signer cosigner
    emergency_contact next_of_kin authorized_user authorised_user joint_owner
    joint_account_owner account_holder power_of_attorney godparent godmother godfather
"""
_BY = "by starring featuring feat."
_TO_PERSON = """
    married engaged assistant secretary reports reporting reported deputy heir successor
    predecessor letter note email message tribute introduced introduce dedicated
"""
_SPEECH = """
    said says asked asks replied replies explained explains wrote writes shouted whispered
    added adds told tells noted notes recalled recalls
"""
_LIFE = "lives lived is_living was_born has_lived grew_up married passed_away died shouted_at"
"""What only a person does: one word before these is a name (`Jacob lives on ...`); things
say and ask too (`Tool said: ...`), so before speech verbs a name needs two words."""
_PREPOSITIONS = "to in on at from of about after before when while as during with"

_LINE_START = r"(?<=(?:\A|\n)[ \t>*\-•?]{0,12})"
"""At the start of a line, past indentation, quote markers and bullets."""
_SENTENCE_START = r"(?:(?<=\A[ \t]{0,3})|(?<=[\n.!?>:\"'“”(][ \t]{0,3}))"


def _i(words: str) -> str:
    """`words` in the pattern, any case."""
    return f"(?i:{_alternation(words)})"


_NAME_OR_LOWER = rf"(?:{NAME}|{_LOWER_NAME})"

CUES = (
    Cue("title", _TITLES, rf"{_i(_TITLES)}\.?+[ ]++(?P<name>{NAME})"),
    Cue(
        "introduction",
        _INTRODUCTIONS,
        rf"{_i(_INTRODUCTIONS)}[ ]++(?P<name>{_NAME_OR_LOWER})",
    ),
    Cue(
        "i_am",
        "i'm i’m i_am this_is it's it_is",
        rf"(?i:i'm|i’m|i[ ]am|this[ ]is|it's|it[ ]is)[ ]++(?P<name>{NAME})"
        r"(?=[ ]*+(?:[,.!;:)\n]|$|['’]s[ ]|from|here|speaking|and|of|with|at))",
    ),
    Cue(
        "called",
        "called named christened nicknamed",
        rf"(?i:called|named|christened|nicknamed)[ ]++(?P<name>{NAME})",
        min_words=2,
    ),
    Cue(
        "name_question",
        "name",
        rf"(?i:name)[^?\n]{{0,40}}\?[ \t]*+(?:\p{{L}}{{1,12}}[ ]?:[ \t]*+"
        rf"|(?i:it's|it[ ]is|i'm|i[ ]am|this[ ]is)[ ]++)?(?P<name>{_NAME_OR_LOWER})(?=[ ]*+(?:[.!]|\n|$))",
    ),
    Cue(
        "name_sentence",
        "name",
        rf"(?i:name)\b[^.?!\n]{{0,80}}?[ ](?i:to|is|as|was|under|reads|says)[ ]++"
        rf"(?P<name>{_NAME_OR_LOWER})(?=[ ]*+(?:[.!?]|\n|$))",
    ),
    Cue(
        "greeting",
        _GREETINGS,
        rf"{_SENTENCE_START}{_i(_GREETINGS)}[ \t]*+,?[ \t]*+(?P<name>{NAME})"
        r"(?=[ \t]*+(?:[,!:;.\n—–-]|$|and[ ]))",
    ),
    Cue(
        "sign_off",
        _SIGN_OFFS,
        rf"{_LINE_START}{_i(_SIGN_OFFS)}[ \t]*+[,!.]?+[ \t]*+(?:\r?\n[ \t>]*+)?(?P<name>{NAME})"
        r"[ \t]*+(?=\r?\n|\Z)",
    ),
    Cue(
        "dash_signature",
        "",
        rf"{_LINE_START}(?:--|—|–|~)[ \t]?+(?P<name>{NAME})[ \t]*+(?=\r?\n[ \t]*+\r?\n|\r?\n?\Z)",
        anchor=r"(?:--|—|–|~)(?=[ \t]?\p{Lu})",
    ),
    Cue(
        "label",
        _LABELS,
        rf"{_LINE_START}(?=\p{{Lu}})(?:(?P<strong>(?i:name|full[ ]name|first[ ]name|last[ ]name"
        rf"|surname))|{_i(_LABELS)})[ \t]*+[:=][ \t]*+"
        rf"(?:(?P<name>{NAME})|(?(strong)(?P<name2>{_LOWER_NAME})|(?!)))"
        r"[ \t]*+(?=$|\n|[,;|(<\r])",
    ),
    Cue(
        "role",
        _ROLE_WORDS,
        rf"(?:{_alternation(_ROLE_WORDS)})(?:'s|’s)?+(?:[ ](?i:name)(?:[ ]is)?+)?+[ ]++(?P<name>{NAME})",
    ),
    Cue(
        "role_label",
        _ROLE_LABELS,
        rf"(?=\p{{Lu}}){_i(_ROLE_LABELS)}[ ]++(?P<name>{NAME})",
        min_words=2,
    ),
    Cue(
        "role_list",
        _ROLE_GROUPS,
        rf"{_i(_ROLE_GROUPS)}\b[^\n:.!?]{{0,30}}:[ ]*+(?P<name>{NAME})",
    ),
    Cue("by", _BY, rf"{_i(_BY)}[ ]++(?P<name>{NAME})", min_words=2),
    Cue(
        "to_person",
        _TO_PERSON,
        rf"{_i(_TO_PERSON)}[ ]to[ ]++(?P<name>{NAME})",
        min_words=2,
    ),
    Cue(
        "speech_after",
        _SPEECH,
        rf"{_i(_SPEECH)}[ ]++(?P<name>{NAME})"
        rf"(?=[ ]*+(?:[.,!?;:)]|$|\n|(?:{_alternation(_PREPOSITIONS)})[ ]))",
    ),
    Cue(
        "speech_before",
        _SPEECH,
        rf"{_SENTENCE_START}(?P<name>{NAME_BACKWARDS})(?:[ ]*+,(?:[ ](?:the|a|an|our|my|their)[ ]"
        rf"[^,\n]{{1,40}},)?+)?+[ ]++\Z",
        before=False,
        min_words=2,
    ),
    Cue(
        "life_before",
        _LIFE,
        rf"{_SENTENCE_START}(?P<name>{NAME_BACKWARDS})(?:[ ]*+,(?:[ ](?:the|a|an|our|my|their)[ ]"
        rf"[^,\n]{{1,40}},)?+)?+[ ]++\Z",
        before=False,
    ),
    Cue(
        "as_role",
        _AS_ROLES,
        rf"(?P<name>{NAME_BACKWARDS})[ ](?i:as)[ ](?:(?i:a|an|the|my|our|his|her|their)[ ])?\Z",
        before=False,
    ),
    Cue(
        "dialogue",
        "",
        rf"{_LINE_START}(?P<name>{NAME_BACKWARDS})[ ]?\Z",
        anchor=r"(?<=[^\W\d_] ?):[ ]*[\"“]",
        before=False,
    ),
    Cue(
        "display_name",
        "",
        rf"(?:(?P<name>{NAME_BACKWARDS})|\"(?P<name2>[^\"\r\n<>@]{{2,60}}+)\")[ \t]*+\Z",
        anchor=r"<[^<>\s@]{1,64}@[^<>\s]{1,255}>",
        before=False,
    ),
)


_HEADER_LINE = compile_rule_pattern(rf"{_LINE_START}{_i(_HEADERS)}[ \t]*+:[^\n]{{0,1000}}+")
_HEADER_NAMES = regex.compile(
    rf"(?<![\p{{L}}@])@?+(?P<name>{NAME})(?=[ \t]*+(?:<|,|;|&|and[ ]|\n|$))"
)


def _header_names(scan: Scan, start: int) -> Iterator[tuple[int, int]]:
    """Every name of the mail header or commit trailer line at `start` (`To: Ana Lima
    <a@x>, Bo Ek`)."""
    m = scan.match(_HEADER_LINE, start)
    if m is None:
        return
    colon = scan.text.index(":", start)
    for inner in _HEADER_NAMES.finditer(scan.text, colon + 1, m.end()):
        span = trim_name(scan.text, *inner.span("name"))
        if span is not None:
            yield span


_INDEX: CueIndex[Cue | str] = CueIndex()
for _cue in CUES:
    _INDEX.add(_cue.words, _cue)
_INDEX.add(_HEADERS, "header")


def _cue_spans(scan: Scan) -> Iterator[tuple[int, int]]:
    for start, _end, cue in _INDEX.find(scan):
        if isinstance(cue, Cue):
            yield from cue.at(scan, start)
        else:  # "header"
            yield from _header_names(scan, start)
    for cue in CUES:
        if cue.anchor is not None:
            for m in scan.finditer(cue.anchor):
                yield from cue.at(scan, m.start())


# -- a name heading a contact block ------------------------------------------------------

_NAME_LINE = compile_rule_pattern(
    rf"""
    [ \t]*+(?:(?:>|\?\?\?)[ \t]*+)*+
    (?:(?i:billing[ ]address|shipping[ ]address|mailing[ ]address|address|ship[ ]to|bill[ ]to
        |deliver[ ]to|send[ ]to|attn|c/o)[ \t]*+:[ \t]*+)?+
    (?P<name>{NAME})[ \t]*+,?+[ \t]*+(?=\r?\n)
    """
)
_CONTACT = regex.compile(
    r"""
      [^\s@]@[^\s@]+\.\p{L}
    | (?:\d[\d \-.()/]{5,}\d)
    | (?i:phone|mobile|cell|tel|fax|e-?mail|address|website|desk|office|www\.)
    """,
    regex.VERBOSE,
)
_BLOCK_LINES = 6
_MAX_NAME_LINE = 90


def _contact_heads(scan: Scan) -> Iterator[tuple[int, int]]:
    """Name lines at the top of a block whose next lines hold a phone number, an email, an
    address or contact labels (a signature, an address label, a business card)."""
    text = scan.text
    if "\n" not in text:
        return
    addresses: list[tuple[int, int]] | None = None
    previous = ""
    start = 0
    while start < len(text):
        end = text.find("\n", start)
        if end < 0:
            break
        line = text[start:end]
        stripped = line.strip(" \t>?")
        if stripped and len(line) <= _MAX_NAME_LINE and stripped[0].isupper():
            in_paragraph = previous not in (
                "",
                ">",
                "???",
                "--",
                "—",
                "–",
            ) and not previous.endswith(":")
            m = scan.match(_NAME_LINE, start, end + 1)
            if m is not None and (not in_paragraph or ":" in m.group(0)):
                block_end = end
                for _ in range(_BLOCK_LINES):
                    nxt = text.find("\n", block_end + 1)
                    block_end = len(text) if nxt < 0 else nxt
                    if nxt < 0:
                        break
                if addresses is None:
                    addresses = address_spans(scan)
                if scan.search(_CONTACT, end, block_end) is not None or starts_between(
                    addresses, end, block_end
                ):
                    span = trim_name(text, *m.span("name"))
                    if span is not None:
                        yield span
        previous = line.strip()
        start = end + 1


# -- names spelled by an email's local part ---------------------------------------------

_EMAIL = regex.compile(r"(?<![\w.+\-])([\w.+\-]{2,64})@[\w\-]+(?:\.[\w\-]+)+")
_LOCAL_PARTS = regex.compile(r"\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})")
_CAPITALIZED = regex.compile(rf"{NAME}")


def _email_names(scan: Scan) -> Iterator[tuple[int, int]]:
    """Capitalized words of the text that spell parts of an email's local part
    (`Ana Lima` beside `ana.lima@...` or `AnaLima@...`): the email is a person's."""
    text = scan.text
    if "@" not in text:
        return
    parts: set[str] = set()
    for m in _EMAIL.finditer(text):
        local = m.group(1)
        pieces = {_fold(p) for p in _LOCAL_PARTS.findall(local)}
        pieces |= {_fold(p) for p in regex.split(r"[._+\-\d]+", local)}
        parts |= {w for w in pieces if len(w) >= 3}
    if not parts:
        return
    for m in scan.finditer(_CAPITALIZED):
        words = [w for w in _SPLIT.split(m.group()) if len(w.rstrip(".")) > 1]
        folded = [_fold(w) for w in words]
        if (
            words
            and all(f in parts for f in folded if f not in NOT_NAMES)
            and any(f in parts and f not in NOT_NAMES for f in folded)
        ):
            span = trim_name(text, *m.span())
            if span is not None:
                yield span


# -- the same names elsewhere, and lists of names ---------------------------------------


def _elsewhere(scan: Scan, found: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """Other occurrences of a found name, whole or by one of its words of 3+ letters."""
    text = scan.text
    words: set[str] = set()
    for start, end in found:
        for w in _NAME_PART.findall(text, start, end):
            if len(w) >= 3 and _fold(w) not in NOT_NAMES and w[:1].isupper():
                words.add(w)
    if not words:
        return
    pattern = regex.compile(
        r"(?<![\p{L}\p{N}_])(?:"
        + "|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True))
        + r")(?![\p{L}\p{N}_])"
    )
    for m in scan.finditer(pattern):
        yield m.span()


_LIST = compile_rule_pattern(
    rf"(?P<first>{NAME})(?:[ ]*+,[ ]++(?P<more>{NAME})){{0,8}}+,?+[ ]++(?:and|&|or)[ ]++(?P<last>{NAME})"
)


def _list_members(scan: Scan, found: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """Every name of a list (`Ana, Bo and Cy`) one of whose members is a found name."""
    if not found or (" and " not in scan.text and "&" not in scan.text):
        return
    names = Ranges(found)
    for m in scan.finditer(_LIST):
        members = [m.span("first"), *m.spans("more"), m.span("last")]
        if not any(names.holds(s) or names.holds(e - 1) for s, e in members):
            continue
        for s, e in members:
            span = trim_name(scan.text, s, e) or _without_leading_common_words(scan.text, s, e)
            if span is not None:
                yield span


def _without_leading_common_words(text: str, start: int, end: int) -> tuple[int, int] | None:
    """`Dear Ann` -> `Ann`: a list's first member may carry the cue word before it."""
    for word in _NAME_PART.finditer(text, start, end):
        if _fold(word.group()) not in NOT_NAMES:
            return trim_name(text, word.start(), end)
    return None


@functools.cache
def refused_words() -> frozenset[str]:
    """Words never taken for a name or a place without a cue: NOT_NAMES and English function
    words (spaCy's stop words)."""
    return NOT_NAMES | _NOT_BARE | frozenset(_fold(w) for w in stop_words())


_NOT_BARE = word_set(
    """
    prince princess king queen duke duchess earl baron baroness count countess emperor
    empress saint san santa lord lady pope bishop father mother sister brother uncle aunt
    oh ah aw aww wow whoa yeah yep yup yes nope hmm um uh yay oops haha lol omg ok okay aha
    ugh cool nice great awesome sweet definitely absolutely congrats congratulations
    """
)
"""First names that are also titles and kinship words, and the interjections a vocative
follows (`Wow Joanna,`, `Oh, ...`): after a cue they may be names, alone they are not."""


def person_spans(
    scan: Scan, lists: Gazetteer | None = None, refused: frozenset[str] = frozenset()
) -> list[tuple[int, int]]:
    """Every name the cues find in the scan's text, and with `lists` the first names found
    without a cue (core/sanitize/bare_names.py), then their other occurrences."""
    found = list(_cue_spans(scan))
    found += _contact_heads(scan)
    found += _email_names(scan)
    if lists is not None:
        found += bare_name_spans(scan, lists, refused or refused_words())
    found += _list_members(scan, found)
    found += _elsewhere(scan, found)
    return _union(found)


def _union(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans with overlapping ones joined: the rules overlap (`Ana Lima` by its cue, by
    the first-name list and word by word elsewhere), and presidio pays for every result."""
    joined: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if joined and start < joined[-1][1]:
            joined[-1] = (joined[-1][0], max(end, joined[-1][1]))
        else:
            joined.append((start, end))
    return joined


class PersonRecognizer(FailClosedRecognizer):
    """Person names with a cue word, and known first names in running text (see the module
    docstring). The word lists load when the recognizer is built: a sanitizer that cannot
    read them does not load (fail-closed)."""

    ENTITY = "PERSON"

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name)
        self.lists = gazetteer()
        self.refused = refused_words()

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        yield from person_spans(scan, self.lists, self.refused)
