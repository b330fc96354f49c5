"""Secrets pasted beside the id they belong to, with no name in front of them.

A vendor's key pair is pasted as it was shown: the AWS console's CSV line (`AKIA...,wJal...`,
with a user name column before it and a header line above), `AKIA... / secret`, the secret
on the next line, `aws configure`'s prompts. The secret then has no `secret =` before it for
core/sanitize/secrets.py to find, and no shape of its own: 40 characters of base64 are a
commit hash or a digest as often as an AWS secret key. Beside its id it is unmistakable: so
each `Pair` names an id (a pattern, or cue words such as `AccountName`) and the shape of the
secret that follows it within a few lines, and that secret is redacted as SECRET.

The shape is exact (AWS: 40 characters of base64; Azure: 86 of base64 and `==`), and a
secret must mix character classes, so a word, a number or a lowercase hex hash after an id
stays. A secret cut by the end of the text (the capture path sanitizes a window of the raw
text) is redacted from 8 characters on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import regex
from teambrain.core.sanitize.scan import FailClosedRecognizer, Scan, compile_rule_pattern

AWS_KEY_ID_PREFIXES = (
    "AKIA",
    "ASIA",
    "ABIA",
    "ACCA",
    "AGPA",
    "AIDA",
    "AROA",
    "ANPA",
    "ANVA",
    "APKA",
)
AWS_KEY_ID_PREFIX = r"(?:A3T[A-Z0-9]|" + "|".join(AWS_KEY_ID_PREFIXES) + ")"
"""How an AWS access key id begins (core/sanitize/secrets.py redacts the id as API_KEY)."""

REACH = 240
"""How far after its id a secret may start: a CSV line, the next line or two, a prompt."""
CUT_MINIMUM = 8
"""A secret cut by the end of the text is redacted from this many characters on."""


def _mixed(token: str) -> bool:
    """Upper and lower case letters both: base64 of random bytes, not a word or a hex hash."""
    return any(c.isupper() for c in token) and any(c.islower() for c in token)


def _letters_and_digits(token: str) -> bool:
    """Letters and digits both: a random hex or alphanumeric token, not a word or a number."""
    return any(c.isdigit() for c in token) and any(c.isalpha() for c in token)


@dataclass(frozen=True)
class Pair:
    """One vendor's id and the shape of the secret pasted after it.

    `id`: where a pair starts (an id, or its cue words); `needles`: literals one of which the
    text must hold for the pair to be looked for at all; `body`: the secret's characters;
    `length`: how many (exactly), with `tail` after them (Azure's `==`); `random`: what a
    real secret of this vendor always looks like."""

    vendor: str
    id: regex.Pattern[str]
    needles: tuple[str, ...]
    body: str
    length: int
    random: Callable[[str], bool]
    tail: str = ""
    fold: bool = False

    @property
    def secret(self) -> regex.Pattern[str]:
        return _secret_pattern(self.body, self.length, self.tail)

    def applies(self, scan: Scan) -> bool:
        hay = scan.lower if self.fold else scan.text
        return any(needle in hay for needle in self.needles)


_SECRETS: dict[tuple[str, int, str], regex.Pattern[str]] = {}


def _secret_pattern(body: str, length: int, tail: str) -> regex.Pattern[str]:
    """A whole token of `length` `body` characters (and `tail`), or a shorter one that the
    end of the text cuts."""
    key = (body, length, tail)
    if key not in _SECRETS:
        edge = body[:-1] + "=]" if body.endswith("]") else body
        _SECRETS[key] = compile_rule_pattern(
            rf"(?<!{edge})(?P<s>{body}{{{length}}}{tail}(?!{edge})"
            rf"|{body}{{{CUT_MINIMUM},{length + len(tail)}}}+\Z)"
        )
    return _SECRETS[key]


def _id(pattern: str, *, fold: bool = False) -> regex.Pattern[str]:
    return compile_rule_pattern(rf"(?<![A-Za-z0-9]){pattern}(?![A-Za-z0-9])", fold=fold)


_B64 = r"[A-Za-z0-9/+]"

PAIRS = (
    Pair(
        "aws",
        _id(AWS_KEY_ID_PREFIX + "[A-Z0-9]{16}"),
        ("A3T", *AWS_KEY_ID_PREFIXES),
        _B64,
        40,
        _mixed,
    ),
    Pair(
        "azure_storage",
        _id(r"(?:account[ _\-]?name|keyname|storage[ _\-]?account)", fold=True),
        ("accountname", "account-name", "account_name", "account name", "keyname", "storage"),
        _B64,
        86,
        _mixed,
        tail="==",
        fold=True,
    ),
    Pair("alibaba", _id(r"LTAI[A-Za-z0-9]{12,20}"), ("LTAI",), r"[A-Za-z0-9]", 30, _mixed),
    Pair("tencent", _id(r"AKID[A-Za-z0-9]{13,40}"), ("AKID",), r"[A-Za-z0-9]", 32, _mixed),
    Pair(
        "twilio",
        _id(r"(?:AC|SK)[0-9a-f]{32}"),
        ("AC", "SK"),
        r"[A-Za-z0-9]",
        32,
        _letters_and_digits,
    ),
    Pair(
        "google_oauth_client",
        _id(r"[0-9]{6,}-[a-z0-9]{32}\.apps\.googleusercontent\.com"),
        ("googleusercontent",),
        r"[A-Za-z0-9_\-]",
        24,
        _mixed,
    ),
    Pair(
        "github_oauth_app",
        _id(r"(?:Iv1\.[a-f0-9]{16}|Ov23li[A-Za-z0-9]{14})"),
        ("Iv1.", "Ov23li"),
        r"[a-f0-9]",
        40,
        _letters_and_digits,
    ),
)
"""The pairs looked for, one vendor each."""


def paired_spans(scan: Scan, pairs: tuple[Pair, ...] = PAIRS) -> Iterator[tuple[int, int]]:
    """The secrets that follow an id of `pairs` within REACH characters."""
    text = scan.text
    for pair in pairs:
        if not pair.applies(scan):
            continue
        for anchor in scan.finditer(pair.id):
            end = min(len(text), anchor.end() + REACH + pair.length + len(pair.tail))
            for m in scan.finditer(pair.secret, anchor.end(), end):
                if m.start() > anchor.end() + REACH:
                    break
                token = m.group("s")
                whole = len(token) >= pair.length
                if (m.end() == len(text) or whole) and pair.random(token) and token != anchor[0]:
                    yield m.span("s")


class PairedSecretRecognizer(FailClosedRecognizer):
    """Secrets pasted after their id: AWS, Azure storage, Alibaba, Tencent, Twilio, Google
    and GitHub OAuth clients (see the module docstring)."""

    ENTITY = "SECRET"
    SCORE = 1.0

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        yield from paired_spans(scan)
