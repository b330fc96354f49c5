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
refused by a short list of common words. No list of names is used: a name is known only
by its place in the text. Names without a cue are not covered; a NER model covers them
(core/sanitize.py, `ner_model`), and `teambrain doctor` says which is in force.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

import regex
from teambrain.core.sanitize_address import address_spans
from teambrain.core.sanitize_scan import FailClosedRecognizer, Rule, Scan, compile_rule_pattern

# -- what a name looks like -----------------------------------------------------------

_WORD = r"(?:(?:Mc|Mac|O['’]|D['’])?\p{Lu}[\p{Ll}\p{M}]++(?:[\-'’]\p{Lu}[\p{Ll}\p{M}]++)?+)"
_INITIAL = r"\p{Lu}\.?+"
_PARTICLE = r"(?:van|von|de|da|del|della|di|du|la|le|der|den|ter|ten|bin|binti|al|el|dos|das|y)"
_NEXT = rf"(?:{_WORD}|{_INITIAL}(?=[ ]{_WORD})|(?:{_PARTICLE}[ ]){{1,2}}{_WORD})"
NAME = rf"(?:{_WORD}(?:[ ]{_NEXT}){{0,3}}+)(?![\p{{L}}\p{{N}}_@])"
"""One to four name words: capitalized words, initials, particles (`van`, `de`...)."""
_LOWER_NAME = (
    r"(?:\p{Ll}[\p{Ll}\p{M}]{1,20}(?:[ ]\p{Ll}(?:[\p{Ll}\p{M}]{1,20})?){0,2})(?![\p{L}\p{N}_@])"
)
"""A lowercase name, after the strongest cues only (`my name is ana lima`)."""

_NAME_PART = regex.compile(rf"{_WORD}|{_INITIAL}|{_PARTICLE}")
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
"""
NOT_NAMES = frozenset(_COMMON_WORDS.split())
"""Capitalized words that follow cue words for reasons other than being a name."""


def _fold(word: str) -> str:
    """Lowercase without accents or apostrophes: `Szász` -> `szasz`, `O'Neil` -> `oneil`."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if ch.isalnum() and not unicodedata.combining(ch))


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


def _cue_rule(name: str, pattern: str, needles: tuple[str, ...], min_words: int = 1) -> Rule:
    """A rule whose group `name` is a name when the cue before or after it matches."""

    def check(m: regex.Match[str], scan: Scan) -> tuple[int, int] | bool:
        span = trim_name(scan.text, *m.span("name"), min_words=min_words)
        return span if span is not None else False

    return Rule(name, compile_rule_pattern(pattern), needles, True, "name", check)


_TITLES = r"(?:mr|mrs|ms|mx|miss|dr|prof|professor|sir|dame|mme|mlle|madame|herr|frau|lord|lady)"
_GREETINGS = (
    r"(?:hi|hello|hey|hiya|howdy|dear|greetings|good[ ]morning|good[ ]afternoon|good[ ]evening"
    r"|morning|thanks|thank[ ]you|thx|cheers|bye|goodbye|welcome|congrats|congratulations)"
)
_SIGN_OFFS = (
    r"(?:thanks|thank[ ]you|many[ ]thanks|thanks[ ]again|cheers|best|best[ ]regards|kind[ ]regards"
    r"|warm[ ]regards|warmest[ ]regards|regards|sincerely|yours(?:[ ]truly|[ ]sincerely"
    r"|[ ]faithfully)?|all[ ]the[ ]best|best[ ]wishes|love|take[ ]care|talk[ ]soon|br|thx|ttyl)"
)
_LABELS = (
    r"(?:Name|NAME|Full[ ]?[Nn]ame|First[ ]?[Nn]ame|Last[ ]?[Nn]ame|Middle[ ]?[Nn]ame|Surname"
    r"|Given[ ]?[Nn]ame|Family[ ]?[Nn]ame|Maiden[ ]?[Nn]ame|Patient(?:[ ]?[Nn]ame)?|PATIENT"
    r"|Customer(?:[ ]?[Nn]ame)?|Employee(?:[ ]?[Nn]ame)?|Client(?:[ ]?[Nn]ame)?"
    r"|Contact(?:[ ]?[Nn]ame|[ ]person)?|Author|Signed|Signature|Attn|Attention|Recipient"
    r"|Sender|Emergency[ ]contact|Next[ ]of[ ]kin|Account[ ]holder|Card[ ]?holder(?:[ ]name)?"
    r"|Beneficiary|Guardian|Spouse|Parent|Reported[ ][Bb]y|Assigned[ ]to|Assignee|Reviewer"
    r"|(?:Approved|Prepared|Requested|Directed|Written|Produced|Created|Signed)[ ][Bb]y"
    r"|Interviewer|Interviewee|Candidate|Applicant|Tenant|Landlord|Owner|Manager|Supervisor"
    r"|Doctor|Physician|Nurse|Witness|Driver|Passenger|Traveller|Traveler|Guest|Member)"
)
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
_ROLES = _ROLE_WORDS.split()
_ROLE_GROUPS = """
    founders co-founders cofounders members authors speakers attendees participants guests
    winners children kids sons daughters siblings parents grandparents cousins friends
    colleagues brothers sisters partners players singers panelists reviewers assignees
    owners maintainers contributors organizers organisers hosts students teachers patients
    customers employees tenants candidates applicants
"""
_ROLE_PLURALS = _ROLE_GROUPS.split()
_AS_ROLES = (
    r"beneficiary|guardian|executor|executrix|trustee|dependent|dependant|co-signer|cosigner"
    r"|emergency[ ]contact|next[ ]of[ ]kin|authori[sz]ed[ ]user|joint[ ](?:account[ ])?owner"
    r"|account[ ]holder|power[ ]of[ ]attorney|godparent|godmother|godfather"
)
_BY = (
    r"directed|written|produced|composed|performed|sung|painted|authored|edited|illustrated"
    r"|narrated|hosted|presented|signed|reviewed|approved|reported|assigned|maintained"
    r"|created|founded|invented|discovered|photographed|interviewed|translated|not"
)


def _words(words: list[str]) -> str:
    return "|".join(regex.escape(w) for w in sorted(words, key=len, reverse=True))


_SPEECH = r"(?:said|says|asked|asks|replied|replies|explained|explains|wrote|writes|shouted|whispered|added|adds|told|tells|noted|notes|recalled|recalls)"
_LINE = r"(?:^|(?<=\n))[ \t]*+(?:(?:>|\?\?\?|[*\-•])[ \t]*+)*+"
"""The start of a line, past quote markers and bullets."""

_CUE_RULES = (
    _cue_rule(
        "title",
        rf"(?<![\p{{L}}\p{{N}}])(?i:{_TITLES})\.?+[ ]++(?P<name>{NAME})",
        (
            "mr",
            "ms",
            "mx",
            "miss",
            "dr",
            "prof",
            "sir",
            "dame",
            "mme",
            "mlle",
            "herr",
            "frau",
            "lord",
            "lady",
        ),
    ),
    _cue_rule(
        "introduction",
        rf"""(?<![\p{{L}}])(?i:my[ ]name[ ]is|my[ ]name's|names?[ ]is|name[ ]was|i[ ]am[ ]called
        |i'm[ ]called|call[ ]me|calls[ ]me|called[ ]me|known[ ]as|goes[ ]by|i[ ]go[ ]by)
        [ ]++(?P<name>{NAME}|{_LOWER_NAME})""",
        ("name", "call", "known as", "goes by", "go by"),
    ),
    _cue_rule(
        "i_am",
        rf"(?<![\p{{L}}'’])(?i:i'm|i’m|i[ ]am|this[ ]is|it's|it[ ]is)[ ]++(?P<name>{NAME})(?=[ ]*+(?:[,.!;:)\n]|$|['’]s[ ]|from|here|speaking|and|of|with|at))",
        ("i'm", "i’m", "i am", "this is", "it's", "it is"),
    ),
    _cue_rule(
        "called",
        rf"(?<![\p{{L}}])(?i:called|named|christened|nicknamed)[ ]++(?P<name>{NAME})",
        ("called", "named", "christened"),
        min_words=2,
    ),
    _cue_rule(
        "name_question",
        rf"(?i:name)\b[^?\n]{{0,40}}\?[ \t]*+(?:\p{{L}}{{1,12}}[ ]?:[ \t]*+|(?i:it's|it[ ]is|i'm|i[ ]am|this[ ]is)[ ]++)?(?P<name>{NAME}|{_LOWER_NAME})(?=[ ]*+(?:[.!]|\n|$))",
        ("name",),
    ),
    _cue_rule(
        "greeting",
        rf"(?:^|(?<=[\n.!?>:\"'(][ \t]{{0,3}})|(?<=^[ \t]{{1,3}}))(?i:{_GREETINGS})[ \t]*+,?[ \t]*+(?P<name>{NAME})(?=[ \t]*+(?:[,!:;.\n—–-]|$|and[ ]))",
        (
            "hi",
            "hello",
            "hey",
            "dear",
            "greetings",
            "morning",
            "afternoon",
            "evening",
            "thank",
            "thx",
            "cheers",
            "bye",
            "welcome",
            "congrat",
            "howdy",
        ),
    ),
    _cue_rule(
        "sign_off",
        rf"(?m){_LINE}(?i:{_SIGN_OFFS})[ \t]*+[,!.]?+[ \t]*+(?:\r?\n{_LINE})?(?P<name>{NAME})[ \t]*+$",
        (
            "thank",
            "cheers",
            "best",
            "regards",
            "sincerely",
            "yours",
            "love",
            "care",
            "soon",
            "br",
            "thx",
            "ttyl",
        ),
    ),
    _cue_rule(
        "dash_signature",
        rf"(?m){_LINE}(?:--|—|–|~)[ \t]?+(?P<name>{NAME})[ \t]*+(?=\r?\n[ \t]*+\r?\n|\r?\n?\Z)",
        ("--", "—", "–", "~"),
    ),
    _cue_rule(
        "label",
        rf"(?m){_LINE}{_LABELS}[ \t]*+[:=][ \t]*+(?P<name>{NAME}|(?<=(?i:name)[ \t]*+[:=][ \t]*+){_LOWER_NAME})[ \t]*+(?=$|[,;|(<\r])",
        (
            "name",
            "patient",
            "customer",
            "employee",
            "client",
            "contact",
            "author",
            "sign",
            "att",
            "recipient",
            "sender",
            "kin",
            "holder",
            "beneficiary",
            "guardian",
            "spouse",
            "parent",
            "by",
            "assign",
            "reviewer",
            "interview",
            "candidate",
            "applicant",
            "tenant",
            "landlord",
            "owner",
            "manager",
            "supervisor",
            "doctor",
            "physician",
            "nurse",
            "witness",
            "driver",
            "passenger",
            "travel",
            "guest",
            "member",
        ),
    ),
    _cue_rule(
        "role",
        rf"(?<![\p{{L}}\-])(?:{_words(_ROLES)})(?:'s|’s)?+(?:[ ](?i:name)(?:[ ]is)?+)?+[ ]++(?P<name>{NAME})",
        tuple(_ROLES),
    ),
    _cue_rule(
        "role_list",
        rf"(?<![\p{{L}}])(?i:{_words(_ROLE_PLURALS)})\b[^\n:.!?]{{0,30}}:[ ]*+(?P<name>{NAME})",
        tuple(_ROLE_PLURALS),
    ),
    _cue_rule(
        "as_role",
        rf"(?P<name>{NAME})[ ]as[ ](?:(?i:a|an|the|my|our|his|her|their)[ ])?(?i:{_AS_ROLES})\b",
        (
            "beneficiary",
            "guardian",
            "execut",
            "trustee",
            "dependent",
            "dependant",
            "signer",
            "contact",
            "kin",
            "authori",
            "owner",
            "holder",
            "attorney",
            "god",
        ),
    ),
    _cue_rule(
        "by",
        rf"(?<![\p{{L}}])(?i:(?:{_BY})[ ])?+(?i:by|starring|featuring|feat\.|with[ ]guest|to[ ]honou?r)[ ]++(?P<name>{NAME})",
        ("by", "starring", "featuring", "feat.", "guest", "honor", "honour"),
        min_words=2,
    ),
    _cue_rule(
        "to_person",
        rf"(?<![\p{{L}}])(?i:married|engaged|assistant|secretary|reports|reporting|reported|deputy|heir|successor|predecessor|letter|note|email|message|tribute|introduced|introduce|dedicated)[ ]to[ ]++(?P<name>{NAME})",
        (
            "married",
            "engaged",
            "assistant",
            "secretary",
            "report",
            "deputy",
            "heir",
            "successor",
            "predecessor",
            "letter",
            "note",
            "email",
            "message",
            "tribute",
            "introduce",
            "dedicated",
        ),
        min_words=2,
    ),
    _cue_rule(
        "name_sentence",
        rf"(?i:name)\b[^.?!\n]{{0,80}}?[ ](?i:to|is|as|was|under|reads|says)[ ]++(?P<name>{NAME}|{_LOWER_NAME})(?=[ ]*+(?:[.!?]|\n|$))",
        ("name",),
    ),
    _cue_rule(
        "dialogue",
        rf"(?m)(?:^|(?<=\n))[ \t]*+(?P<name>{NAME})[ ]?:[ ]*+[\"“]",
        (":",),
    ),
    _cue_rule(
        "role_label",
        rf"(?<![\p{{L}}])(?:Patient|Customer|Client|Employee|Tenant|Applicant|Candidate|Officer|Detective|Agent|Inspector|Sergeant|Captain|Coach|Judge|Senator|President|Governor|Mayor|Pastor|Reverend|Nurse|Doctor|Professor|Producer|Songwriter|Director|Uncle|Aunt|Cousin|Grandma|Grandpa)[ ]++(?P<name>{NAME})",
        (
            "patient",
            "customer",
            "client",
            "employee",
            "tenant",
            "applicant",
            "candidate",
            "officer",
            "detective",
            "agent",
            "inspector",
            "sergeant",
            "captain",
            "coach",
            "judge",
            "senator",
            "president",
            "governor",
            "mayor",
            "pastor",
            "reverend",
            "nurse",
            "doctor",
            "professor",
            "producer",
            "songwriter",
            "director",
            "uncle",
            "aunt",
            "cousin",
            "grandma",
            "grandpa",
        ),
        min_words=2,
    ),
    _cue_rule(
        "speech_after",
        rf"(?i:{_SPEECH})[ ]++(?P<name>{NAME})(?=[ ]*+(?:[.,!?;:)]|$|\n|(?:to|in|on|at|from|of|about|after|before|when|while|as|during|with)[ ]))",
        (
            "said",
            "says",
            "asked",
            "asks",
            "replied",
            "replies",
            "explain",
            "wrote",
            "writes",
            "shout",
            "whisper",
            "added",
            "adds",
            "told",
            "tells",
            "noted",
            "notes",
            "recall",
        ),
    ),
    _cue_rule(
        "speech_before",
        rf"(?:^|(?<=[\n.!?\"“”][ ]{{0,3}})|(?<=[,;:][ ]))(?P<name>{NAME})(?:[ ]*+,(?:[ ](?:the|a|an|our|my|their)[ ][^,\n]{{1,40}},)?+)?+[ ]++(?:{_SPEECH}|lives|lived|is[ ]living|was[ ]born|has[ ]lived|grew[ ]up|shouted[ ]at|married|passed[ ]away|died)\b",
        (
            "said",
            "says",
            "asked",
            "asks",
            "replied",
            "replies",
            "explain",
            "wrote",
            "writes",
            "shout",
            "whisper",
            "added",
            "adds",
            "told",
            "tells",
            "noted",
            "notes",
            "recall",
            "lives",
            "lived",
            "living",
            "born",
            "grew up",
            "married",
            "passed away",
            "died",
        ),
    ),
    _cue_rule(
        "display_name",
        rf"(?:(?P<name>{NAME})|\"(?P<name>[^\"\r\n<>@]{{2,60}}+)\")[ \t]*+<[^<>\s@]{{1,64}}@[^<>\s]{{1,255}}>",
        ("@",),
    ),
    _cue_rule(
        "header",
        rf"(?m){_LINE}(?i:from|to|cc|bcc|reply-to|sender|signed-off-by|co-authored-by|reviewed-by|reported-by|acked-by|tested-by|suggested-by|helped-by)[ \t]*+:[ \t]*+(?:@?+(?P<name>{NAME})[ \t]*+(?:<[^<>\n]*+>)?+[ \t]*+(?:[,;&][ \t]*+|[ \t]and[ \t]++)?+)++(?=\r?\n|$)",
        ("from", "to", "cc", "sender", "-by"),
    ),
)

_HEADER_NAMES = regex.compile(rf"(?<![\p{{L}}@])@?+(?P<name>{NAME})")


def _cue_spans(scan: Scan) -> Iterator[tuple[int, int]]:
    for rule in _CUE_RULES:
        if rule.name != "header":
            yield from rule.spans(scan)
            continue
        if not rule.applies(scan):
            continue
        for m in scan.finditer(rule.pattern):  # every name of the header's list
            colon = scan.text.index(":", m.start())
            for inner in _HEADER_NAMES.finditer(scan.text, colon + 1, m.end()):
                span = trim_name(scan.text, *inner.span("name"))
                if span is not None:
                    yield span


# -- a name heading a contact block ------------------------------------------------------

_NAME_LINE = compile_rule_pattern(
    rf"""
    (?m)(?:^|(?<=\n))[ \t]*+(?:(?:>|\?\?\?)[ \t]*+)*+
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


def _contact_heads(scan: Scan) -> Iterator[tuple[int, int]]:
    """Name lines at the top of a block whose next lines hold a phone number, an email, an
    address or contact labels (a signature, an address label, a business card)."""
    text = scan.text
    if "\n" not in text:
        return
    addresses = address_spans(scan)
    for m in scan.finditer(_NAME_LINE):
        start, end = m.span("name")
        line_start = text.rfind("\n", 0, m.start()) + 1
        previous = text[text.rfind("\n", 0, max(0, line_start - 1)) + 1 : line_start].strip()
        in_paragraph = previous and previous not in (">", "???") and not previous.endswith(":")
        if in_paragraph and ":" not in m.group(0):
            continue  # in the middle of a paragraph: not the head of a block
        block_end = end
        for _ in range(_BLOCK_LINES):
            nxt = text.find("\n", block_end + 1)
            block_end = len(text) if nxt < 0 else nxt
            if nxt < 0:
                break
        block = text[end:block_end]
        if _CONTACT.search(block) or any(end < a < block_end for a, _ in addresses):
            span = trim_name(text, start, end)
            if span is not None:
                yield span


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
        words = {_fold(p) for p in _LOCAL_PARTS.findall(local)}
        words |= {_fold(p) for p in regex.split(r"[._+\-\d]+", local)}
        parts |= {w for w in words if len(w) >= 3}
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
    if not found or " and " not in scan.text and "&" not in scan.text:
        return
    starts = {s for s, _ in found}
    for m in scan.finditer(_LIST):
        members = [m.span("first"), *m.spans("more"), m.span("last")]
        if any(s in starts for s, _ in members):
            for s, e in members:
                span = trim_name(scan.text, s, e)
                if span is not None:
                    yield span


def person_spans(scan: Scan) -> list[tuple[int, int]]:
    """Every name the cues find in the scan's text, then their other occurrences."""
    found = list(_cue_spans(scan))
    found += _contact_heads(scan)
    found += _email_names(scan)
    found += _list_members(scan, found)
    found += _elsewhere(scan, found)
    return found


class PersonRecognizer(FailClosedRecognizer):
    """Person names with a cue word (see the module docstring)."""

    ENTITY = "PERSON"
    SCORE = 0.85

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        yield from person_spans(scan)
