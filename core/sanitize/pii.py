"""Recognizers for personal data in a software team's traffic: email, phone, card, IBAN, IP, SSN.

These replace presidio's stock pattern recognizers for the same entity types because the
stock ones fail open (a regex timeout is logged and skipped), are super-linear on some inputs
(the stock email pattern on a long base64 run), run one phone-number pass per region, and
miss common shapes (lowercase IBANs, local phone numbers, 2-series Mastercards). Ours run
through the fail-closed `Scan`, every pattern is linear, and each validates what it finds
(Luhn, IBAN mod-97, `ipaddress`, phone-number shape and, for bare digit runs,
python-phonenumbers).

The balance is the one asked of a gateway: false positives on numbers in code are
tolerable, misses are not. A run of digit groups that is shaped like a phone number is
redacted as one whatever the region; only bare digit runs need phonenumbers to agree.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterator
from functools import lru_cache

import phonenumbers
import regex
from teambrain.core.errors import SanitizerError
from teambrain.core.sanitize.scan import FailClosedRecognizer, Rule, Scan, compile_rule_pattern

# -- email ------------------------------------------------------------------------------

_DOMAIN = compile_rule_pattern(r"(?:[^\W_][\w\-]{0,62}\.){1,10}[^\W\d_]{2,24}(?![\w\-])")
_LOCAL_PUNCT = frozenset("._%+'-")
_LOCAL_MAX = 64


class EmailAddressRecognizer(FailClosedRecognizer):
    """Email addresses, found from each `@`: up to 64 local-part characters before it and a
    domain with an alphabetic top-level label after it. Anchoring on `@` keeps the work
    linear whatever precedes it (a long base64 run glued to an address still has the
    address redacted)."""

    ENTITY = "EMAIL_ADDRESS"

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        text = scan.text
        at = text.find("@")
        while at != -1:
            start = at
            floor = max(0, at - _LOCAL_MAX)
            while start > floor and (text[start - 1].isalnum() or text[start - 1] in _LOCAL_PUNCT):
                start -= 1
            domain = scan.match(_DOMAIN, at + 1) if start < at else None
            # git@github.com:org/repo is an ssh remote, not a person
            if domain is not None and text[start:at] != "git":
                yield start, domain.end()
                at = text.find("@", domain.end())
            else:
                at = text.find("@", at + 1)


# -- phone numbers ----------------------------------------------------------------------

MAX_PHONE_CANDIDATES = 65_535
"""More digit-run candidates than this in one text is refused (fail-closed), not truncated."""

_PHONE = compile_rule_pattern(
    r"""
    (?<![\w.+\-/\\\#@$])
    (?P<plus>\+[ ]?)?+
    (?:\(\+?\d{1,6}\)[ .\-]?)?+
    \d++
    (?:(?:[ .\-]|[ ]?\(\d{1,4}\)[ ]?)\d++)*+
    (?:[ ]?(?:x|ext\.?|extension)[ ]?\d{1,6}+)?+
    """,
    fold=True,
)
_GROUPS = regex.compile(r"\d+")
_SEPARATORS = regex.compile(r"(?<=\d)([ .\-])(?=\d)")
_DATE = regex.compile(
    r"\A(?:\d{4}[\-./]\d{1,2}[\-./]\d{1,2}|\d{1,2}[\-./]\d{1,2}[\-./](?:19|20)\d{2}(?!\d))"
)
_YEARS = regex.compile(r"\A(?:19|20)\d{2}[\-/](?:19|20)\d{2}\Z")
_STREET = regex.compile(r"[ ]+[A-Z][a-z]+")
_EXT = regex.compile(r"[ ]?(?:x|ext\.?|extension)[ ]?\d{1,6}\Z", regex.IGNORECASE)
_PART = regex.compile(r"\S+")
_MAX_PARTS = 8
_TIGHT = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_/%")


def _digit_count(part: str) -> int:
    return len(part) if part.isdigit() else sum(ch.isdigit() for ch in part)


def _house_number(candidate: str) -> bool:
    return candidate.count(" ") == 1 and candidate.replace(" ", "").isdigit()


def _phone_shape(main: str, plus: bool) -> bool:
    """Whether digit groups `main` (no extension) are shaped like one phone number."""
    groups = _GROUPS.findall(main)
    digits = sum(len(g) for g in groups)
    if digits < 7 or digits > 15:
        return False
    if _DATE.match(main) or _YEARS.match(main):
        return False
    if len(groups) == 1:
        return True
    groups = _GROUPS.findall(main.replace("(0)", ""))  # +41 (0)96 ...: a trunk prefix
    seps = set(_SEPARATORS.findall(main))
    if "." in seps:
        if seps != {"."} or any(len(g) < 2 for g in groups):
            return False
        if len(groups) == 4 and all(len(g) <= 3 for g in groups):
            return False  # a dotted quad is an IP address
        if len(groups) < 3 or digits < 9 or any(len(g) > 4 for g in groups[1:]):
            return False  # 8603.762611, 17.28.198, 28.37.15.36310: decimals and versions
    if len(groups) == 2 and (len(groups[0]) > 4 or len(groups[1]) < 4):
        return False  # 17151 2450, 99449 18, 3610-114: house numbers, postal codes
    singles = [i for i, g in enumerate(groups) if len(g) == 1]
    return len(singles) <= 1 and all(i <= 1 for i in singles)


JSON_JOIN = "\n\x00\n"
"""What the JSON walk of core/sanitize/engine.py joins a document's strings with, so a value
follows its key: `"ts": 1780588939` is scanned as `ts` JSON_JOIN `1780588939`."""
_CLOCK_BEFORE = regex.compile(r"\d:\Z")
_KEY_BEFORE = regex.compile(
    r"""
    (?:\A|[^\w\-])
    (?: (?P<key>[A-Za-z_][\w\-]{0,40})[ \t]*+=              # key=digits
      | ["'](?P<qkey>[A-Za-z_][\w\-]{0,40})["'][ \t]*+:     # "key": digits (JSON)
      | (?P<ukey>[A-Za-z]\w{0,40}_\w{0,40})[ \t]*+:         # snake_key: digits (YAML)
      | (?P<jkey>[A-Za-z_][\w\-]{0,40})\n\x00\n              # a JSON value after its key
    )[ \t]*+["']?\Z
    """,
    regex.VERBOSE,
)
_KEY_WORD = regex.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_MEASURES = frozenset(
    [
        "ts",
        "time",
        "times",
        "timestamp",
        "stamp",
        "date",
        "at",
        "epoch",
        "created",
        "updated",
        "modified",
        "expires",
        "exp",
        "iat",
        "nbf",
        "started",
        "ended",
        "since",
        "until",
        "deadline",
        "size",
        "sizes",
        "bytes",
        "byte",
        "len",
        "length",
        "count",
        "total",
        "sum",
        "max",
        "min",
        "duration",
        "elapsed",
        "latency",
        "timeout",
        "ttl",
        "ns",
        "ms",
        "us",
        "sec",
        "secs",
        "seconds",
        "millis",
        "micros",
        "nanos",
        "offset",
        "seq",
        "sequence",
        "pid",
        "port",
        "tokens",
        "id",
        "ids",
        "version",
        "build",
        "revision",
        "rev",
        "line",
        "lines",
        "chunk",
    ]
)
"""Words of a key whose number is a measure, a time or an id (`created_at`, `sizeBytes`,
`duration_ns`), never a phone number."""


_WORD_BEFORE = regex.compile(r"(?:\A|[^\w\-])(?P<word>[A-Za-z]{2,20})[ \t]++\Z")
_UNIT_AFTER = regex.compile(
    r"(?:s|ms|ns|us|µs|[KMGT]i?B|B)(?![\w])|[ \t](?:bytes?|[KMGT]i?B|ms|ns|us|µs|secs?|seconds"
    r"|tokens|rows|records|items|lines|chars|characters|blocks|files)(?![\w])"
)
_MEASURE_WORDS = frozenset(
    [
        "pid",
        "inode",
        "offset",
        "layer",
        "block",
        "sector",
        "size",
        "count",
        "total",
        "length",
        "duration",
        "elapsed",
        "timeout",
    ]
)
"""Words before a bare number that say it is a process id, an offset or a size."""


def _names_a_measure(key: str) -> bool:
    return any(w.lower() in _MEASURES for w in _KEY_WORD.findall(key))


def _not_a_phone_here(text: str, start: int, candidate: str) -> bool:
    """Digits that only their place makes look like a phone number: the seconds and
    fraction of a clock time (`08:19:32.123456`), and a bare run of digits assigned in code
    to a key that names no phone (`size=2404315163`, `"ts": 1780588939`, `duration_ns:
    ...`), or written with its unit or after a word that names a measure (`1234567890 bytes`,
    `pid 2404315163`). Only keys made of such words count, and a label in prose (`Desk: 5403926876`)
    is not code: its number stays a phone."""
    before = text[max(0, start - 48) : start]
    if _CLOCK_BEFORE.search(before):
        return True
    if not candidate.isdigit():
        return False
    if _UNIT_AFTER.match(text, start + len(candidate)):
        return True  # 1234567890 bytes, 4155550132ms
    word = _WORD_BEFORE.search(before)
    if word is not None and word.group("word").lower() in _MEASURE_WORDS:
        return True  # pid 2404315163, offset 2404315163
    m = _KEY_BEFORE.search(before)
    if m is None:
        return False
    key = m.group("key") or m.group("qkey") or m.group("ukey") or m.group("jkey")
    return _names_a_measure(key)


@lru_cache(maxsize=4096)
def _valid_somewhere(digits: str, regions: tuple[str, ...]) -> bool:
    """A bare digit run is a phone number if it is a valid number in one of `regions`."""
    for region in regions:
        try:
            number = phonenumbers.parse(digits, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return True
    return False


class PhoneNumberRecognizer(FailClosedRecognizer):
    """Phone numbers, international and local, whatever the separators.

    Separated digit groups (`(579) 888-3058`, `0490 75 40 81`, `+46 (0)8 928 571 38`,
    `03.93.92.16.85`) are judged by shape: 7 to 15 digits, consistent separators, not a date,
    a year range or a dotted quad. A bare run of 10 to 12 digits must be a valid number in
    one of the configured regions; a `+` number of 7 to 15 digits is taken as it is.
    """

    ENTITY = "PHONE_NUMBER"

    def __init__(self, regions: tuple[str, ...]) -> None:
        self.regions = tuple(r.upper() for r in regions)
        for region in self.regions:
            if region not in phonenumbers.SUPPORTED_REGIONS:
                raise ValueError(f"unknown phone region {region!r}")
        super().__init__()

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        text = scan.text
        count = 0
        for m in scan.finditer(_PHONE):
            count += 1
            if count > MAX_PHONE_CANDIDATES:
                raise SanitizerError(
                    "candidate_limit", f"more than {MAX_PHONE_CANDIDATES} phone candidates"
                )
            start, end = m.span()
            if end - start < 7 or text[end : end + 1] in _TIGHT:
                continue  # too short, or glued to a word or a path: an identifier
            candidate = text[start:end]
            if _not_a_phone_here(text, start, candidate):
                continue
            if _house_number(candidate) and _STREET.match(text, end):
                continue  # '370 3911 Fourth Avenue': a house number and a street
            if self._accept(candidate):
                yield start, end
            elif " " in candidate:
                yield from self._windows(scan, start, end)

    def _accept(self, piece: str) -> bool:
        ext = _EXT.search(piece)
        main = piece[: ext.start()] if ext else piece
        plus = main.startswith("+")
        if not _phone_shape(main, plus):
            return False
        if plus or not main.isdigit():
            return True
        return 10 <= len(main) <= 12 and _valid_somewhere(main, self.regions)

    def _windows(self, scan: Scan, start: int, end: int) -> Iterator[tuple[int, int]]:
        """A run of numbers that is not one phone number ('12 34 +49 (0)30 901820 77 03.93.92.16.85'):
        from each space-separated part, the longest run of parts that is one."""
        text = scan.text
        parts = [p.span() for p in _PART.finditer(text, start, end)]
        digits = [_digit_count(text[s:e]) for s, e in parts]
        i = 0
        while i < len(parts):
            if i % 256 == 0:
                scan.remaining()  # a long run stays under the call's deadline
            ends = []
            total = singles = 0
            for j in range(i, min(len(parts), i + _MAX_PARTS)):
                total += digits[j]
                singles += digits[j] == 1
                if total > 21 or singles > 1:  # 15 digits and an extension; '1 2 3 4 5 6 7'
                    break
                if total >= 7:
                    ends.append(j)
            found = next(
                (j for j in reversed(ends) if self._accept(text[parts[i][0] : parts[j][1]])),
                None,
            )
            if found is None:
                i += 1
            else:
                yield parts[i][0], parts[found][1]
                i = found + 1


# -- payment cards, IBANs ---------------------------------------------------------------

_CARD = compile_rule_pattern(
    r"""
    (?<![\w.\-])
    (?: \d{12,19}+
      | \d{4}(?P<s>[ .\-])\d{4}(?P=s)\d{4}(?P=s)\d{1,7}+
      | \d{4}(?P<t>[ .\-])\d{6}(?P=t)\d{4,5}+
    )
    (?![\w]|[.\-]\d)
    """
)


def luhn_valid(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card_check(m: regex.Match[str], scan: Scan) -> bool:
    digits = "".join(_GROUPS.findall(m.group()))
    if len(digits) == 13 and digits[0] == "1":
        return False  # a millisecond timestamp, not a card
    return luhn_valid(digits)


class CardNumberRecognizer(FailClosedRecognizer):
    """Payment card numbers of 12 to 19 digits, bare or in groups (spaces, dashes or dots,
    the same throughout), that pass the Luhn check."""

    ENTITY = "CREDIT_CARD"
    RULES = (Rule("card", _CARD, (), False, 0, _card_check),)


_IBAN = compile_rule_pattern(
    r"""
    (?<![A-Za-z0-9])[A-Za-z]{2}\d{2}
    (?:[ ]?[A-Za-z0-9]{4}){2,7}+
    (?:[ ]?[A-Za-z0-9]{1,3})?+
    """
)
_IBAN_ENDS = regex.compile(r"[A-Za-z0-9](?=[ ]|\Z)")


_IBAN_COUNTRIES = {
    15: "NO",
    16: "BE",
    18: "DK FI FK FO GL NL SD",
    19: "MK SI",
    20: "AT BA EE KZ LT LU MN XK",
    21: "CH HR LI LV",
    22: "BG BH CR DE GB GE IE ME RS VA",
    23: "AE GI IL IQ OM SO TL",
    24: "AD CZ ES MD PK RO SA SE SK TN VG",
    25: "AO CV GW LY MZ PT ST",
    26: "DZ IR IS TR",
    27: "BI CF CG CM DJ FR GA GQ GR IT KM MC MG MR SM",
    28: "AL AZ BF BJ BY CI CY DO GT HN HU LB MA ML NE NI PL SN SV TG",
    29: "BR EG PS QA UA",
    30: "JO KW MU YE",
    31: "MT SC",
    32: "LC",
    33: "RU",
}
IBAN_LENGTHS = {code: n for n, codes in _IBAN_COUNTRIES.items() for code in codes.split()}
"""Each IBAN country's length, from the IBAN registry and the countries that issue IBANs
outside it (francophone Africa, Algeria, Iran...). A mod-97 check alone passes one random
string in 97: a tool call's id, `call_fb211c074159999c`, read as an IBAN of "FB". A 16-digit
hex id passed it one time in about 1,800; with the country and its length (only Belgium's
`BE` is 16 long) about one in 64,000."""


def iban_valid(candidate: str) -> bool:
    compact = candidate.replace(" ", "").upper()
    if IBAN_LENGTHS.get(compact[:2]) != len(compact):
        return False
    rearranged = compact[4:] + compact[:4]
    number = "".join(str(int(ch, 36)) for ch in rearranged)
    return int(number) % 97 == 1


def _iban_check(m: regex.Match[str], scan: Scan) -> tuple[int, int] | bool:
    """The longest prefix of the match, ending at a group boundary, that is a valid IBAN
    ('in DE89 3704 0044 0532 0130 00 2 days' keeps the '2' out)."""
    start, end = m.span()
    if scan.text[end : end + 1].isalnum():
        return False
    candidate = m.group()
    ends = [e.end() for e in _IBAN_ENDS.finditer(candidate)]
    if not candidate[-1:].isspace() and (not ends or ends[-1] != len(candidate)):
        ends.append(len(candidate))
    for cut in sorted(set(ends), reverse=True):
        if iban_valid(candidate[:cut]):
            return start, start + cut
    return False


class IbanCodeRecognizer(FailClosedRecognizer):
    """IBANs, spaced or not, any case, of a country's length, that pass the mod-97 check."""

    ENTITY = "IBAN_CODE"
    RULES = (Rule("iban", _IBAN, (), False, 0, _iban_check),)


# -- IP addresses, SSNs, URLs -----------------------------------------------------------

_IPV4 = compile_rule_pattern(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?:/\d{1,2})?(?![\w]|\.\d)")
_IPV6 = compile_rule_pattern(
    r"""
    (?<![\w:.])(?=[0-9A-Fa-f]{0,4}:)
    [0-9A-Fa-f:]{2,39}+
    (?:(?<=:)\d{1,3}(?:\.\d{1,3}){3})?
    (?:%[\w.]{1,20})?
    (?:/\d{1,3})?
    (?![\w:])
    """
)


_DOCUMENTATION = tuple(
    ipaddress.ip_network(n)
    for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32", "3fff::/20")
)
"""The ranges reserved for documentation (RFC 5737, 3849, 9637): nobody's address."""


def _nobodys(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    return ip.is_loopback or ip.is_unspecified or any(ip in n for n in _DOCUMENTATION)


def _ipv4_check(m: regex.Match[str], scan: Scan) -> bool:
    address = m.group().split("/")[0]
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return not _nobodys(ip)


def _ipv6_check(m: regex.Match[str], scan: Scan) -> bool:
    address = m.group().split("/")[0].split("%")[0]
    if address.count(":") < 2:
        return False
    try:
        ip = ipaddress.IPv6Address(address)
    except ValueError:
        return False
    if _nobodys(ip):
        return False
    # `x[1::2]` is a slice, not an address: ask for three colons or a group of 3+ digits
    return address.count(":") >= 3 or any(len(g) >= 3 for g in address.split(":"))


class IpAddressRecognizer(FailClosedRecognizer):
    """IPv4 and IPv6 addresses (not loopback, unspecified or documentation ones)."""

    ENTITY = "IP_ADDRESS"
    RULES = (
        Rule("ipv4", _IPV4, (".",), False, 0, _ipv4_check),
        Rule("ipv6", _IPV6, (":",), False, 0, _ipv6_check),
    )


_SSN = compile_rule_pattern(r"(?<![\w.\-])\d{3}(?P<s>[\- .])\d{2}(?P=s)\d{4}(?![\w]|[.\-]\d)")
_SSN_EXAMPLES = frozenset({"123456789", "987654320", "078051120"})


_SSN_CUE = regex.compile(
    r"(?:\bssn|\bss\#|social[ ]security(?:[ ]number|[ ]no\.?)?)[^\n\d]{0,20}\Z", regex.IGNORECASE
)


def _ssn_check(m: regex.Match[str], scan: Scan) -> bool:
    """A valid SSN anywhere; after its cue word (`SSN: 123-45-6789`), any SSN-shaped
    number, so a published example or an invalid range is an SSN, never a phone number."""
    start = m.start()
    if _SSN_CUE.search(scan.text, max(0, start - 48), start):
        return True
    digits = "".join(_GROUPS.findall(m.group()))
    if len(set(digits)) == 1 or digits in _SSN_EXAMPLES:
        return False
    return digits[:3] not in ("000", "666") and digits[3:5] != "00" and digits[5:] != "0000"


class SsnRecognizer(FailClosedRecognizer):
    """US social security numbers written in three groups (`078-05-1121`, `078 05 1121`)."""

    ENTITY = "US_SSN"
    RULES = (Rule("ssn", _SSN, (), False, 0, _ssn_check),)


_URL = compile_rule_pattern(r"(?<![\w])(?:https?|ftp|wss?)://[^\s<>\"'`]{1,2048}+", fold=True)


class SchemeUrlRecognizer(FailClosedRecognizer):
    """URLs with a scheme (opt-in: most URLs in a team's traffic are documentation links)."""

    ENTITY = "URL"
    RULES = (Rule("url", _URL, ("://",), False),)


def pii_recognizers(
    entities: set[str], phone_regions: tuple[str, ...]
) -> list[FailClosedRecognizer]:
    """One recognizer for each PII entity type in `entities`."""
    makers: dict[str, Callable[[], FailClosedRecognizer]] = {
        "EMAIL_ADDRESS": EmailAddressRecognizer,
        "PHONE_NUMBER": lambda: PhoneNumberRecognizer(phone_regions),
        "CREDIT_CARD": CardNumberRecognizer,
        "IBAN_CODE": IbanCodeRecognizer,
        "IP_ADDRESS": IpAddressRecognizer,
        "US_SSN": SsnRecognizer,
        "URL": SchemeUrlRecognizer,
    }
    return [make() for name, make in makers.items() if name in entities]
