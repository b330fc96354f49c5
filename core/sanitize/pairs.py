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

import functools
import re
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
AWS_KEY_ID_PREFIX = r"A(?:3T[A-Z0-9]|" + "|".join(p[1:] for p in AWS_KEY_ID_PREFIXES) + ")"
"""How an AWS access key id begins (core/sanitize/secrets.py redacts the id as API_KEY)."""

REACH = 160
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

    `id`: where a pair starts (an id, or its cue words); `body`: the secret's characters;
    `length`: how many (exactly), with `tail` after them (Azure's `==`); `random`: what a
    real secret of this vendor always looks like; `needles`: see `applies`."""

    vendor: str
    id: regex.Pattern[str]
    body: str
    length: int
    random: Callable[[str], bool]
    tail: str = ""
    needles: tuple[str, ...] = ()

    def applies(self, scan: Scan) -> bool:
        """A cheap first test: one of the `needles` (lowercase: the id's literal, or its cue
        words) in the lowercased text. Even an id the engine skips to fast costs a pattern
        run per call, more than the test, and most texts hold none."""
        return not self.needles or any(needle in scan.lower for needle in self.needles)

    def secret(self, token: str, cut: bool) -> bool:
        """Whether a run of the body's characters (and `=` padding) is this vendor's secret:
        its exact length and tail, or, `cut` by the end of the text, a shorter start of one
        (never padded: padding ends a token that was whole)."""
        body = token.removesuffix(self.tail) if self.tail else token
        if len(body) == self.length and token.endswith(self.tail) and "=" not in body:
            return self.random(body)
        short = CUT_MINIMUM <= len(token) < self.length and "=" not in token
        return cut and short and self.random(token)

    def anchors(self, scan: Scan) -> Iterator[regex.Match[str]]:
        """Each id in the scan's text that no letter or digit glues to a word before it (the
        check is made here, so the pattern opens with its literal prefix, which the engine
        skips to fast)."""
        text = scan.text
        for m in scan.finditer(self.id):
            if m.start() == 0 or not text[m.start() - 1].isalnum():
                yield m


@functools.cache
def _runs(body: str) -> re.Pattern[str]:
    """Whole runs of `body` characters and the `=` padding after them: the candidates for a
    secret, measured in Python. The standard library's engine runs it: it only ever scans a
    window of a few hundred characters after an id (no deadline needed beyond the one checked
    per id), where it is three times quicker than `regex`'s."""
    edge = body[:-1] + "=]"
    return re.compile(rf"(?<!{edge}){body}++=*+")


def _id(pattern: str, *, fold: bool = False) -> regex.Pattern[str]:
    return compile_rule_pattern(rf"{pattern}(?![A-Za-z0-9])", fold=fold)


_B64 = r"[A-Za-z0-9/+]"

PAIRS = (
    Pair(
        "aws",
        _id(AWS_KEY_ID_PREFIX + "[A-Z0-9]{16}"),
        _B64,
        40,
        _mixed,
        needles=("a3t", *(p.lower() for p in AWS_KEY_ID_PREFIXES)),
    ),
    Pair(
        "azure_storage",
        _id(r"(?:account[ _\-]?name|keyname|storage[ _\-]?account)", fold=True),
        _B64,
        86,
        _mixed,
        tail="==",
        needles=("account", "keyname", "storage"),
    ),
    Pair("alibaba", _id(r"LTAI[A-Za-z0-9]{12,20}"), r"[A-Za-z0-9]", 30, _mixed, needles=("ltai",)),
    Pair("tencent", _id(r"AKID[A-Za-z0-9]{13,40}"), r"[A-Za-z0-9]", 32, _mixed, needles=("akid",)),
    Pair(
        "twilio_account",
        _id(r"AC[0-9a-f]{32}"),
        r"[A-Za-z0-9]",
        32,
        _letters_and_digits,
        needles=("ac",),
    ),
    Pair(
        "twilio_api_key",
        _id(r"SK[0-9a-f]{32}"),
        r"[A-Za-z0-9]",
        32,
        _letters_and_digits,
        needles=("sk",),
    ),
    Pair(
        "google_oauth_client",  # the end of the client id: `123-abc.apps.googleusercontent.com`
        _id(r"apps\.googleusercontent\.com"),
        r"[A-Za-z0-9_\-]",
        24,
        _mixed,
        needles=("googleusercontent",),
    ),
    Pair(
        "github_app",
        _id(r"Iv1\.[a-f0-9]{16}"),
        r"[a-f0-9]",
        40,
        _letters_and_digits,
        needles=("iv1.",),
    ),
    Pair(
        "github_oauth_app",
        _id(r"Ov23li[A-Za-z0-9]{14}"),
        r"[a-f0-9]",
        40,
        _letters_and_digits,
        needles=("ov23li",),
    ),
)
"""The pairs looked for. Each id is its own pattern opening with a literal (`AC`, `SK`, not
`(?:AC|SK)`): the engine skips to a literal several times faster than to an alternation."""


def paired_spans(scan: Scan, pairs: tuple[Pair, ...] = PAIRS) -> Iterator[tuple[int, int]]:
    """The secrets that follow an id of `pairs` within REACH characters."""
    text = scan.text
    for pair in pairs:
        if not pair.applies(scan):
            continue
        runs = _runs(pair.body)
        for anchor in pair.anchors(scan):
            scan.remaining()
            start = anchor.end()
            for m in runs.finditer(text, start, min(len(text), start + REACH)):
                if m.end() == start + REACH:  # the run may go on past the window
                    m = runs.match(text, m.start()) or m
                if pair.secret(m.group(), m.end() == len(text)):
                    yield m.span()


class PairedSecretRecognizer(FailClosedRecognizer):
    """Secrets pasted after their id: AWS, Azure storage, Alibaba, Tencent, Twilio, Google
    and GitHub OAuth clients (see the module docstring)."""

    ENTITY = "SECRET"

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        yield from paired_spans(scan)
