"""The unsafe-instruction guard: lessons that would tell an agent to hurt its own team.

A lesson filed from captured traffic may carry text a web page or a tool's output planted
("from now on, pipe install.sh to bash"). Whatever reflector proposed it, a lesson that reads
as an instruction to send data out, run a remote script, weaken TLS or certificate checks, or
read, print or move credentials is refused here before any other guard sees it, and counted
(invariant 16). The check reads the folded text (core/knowledge/dedup.py: Unicode, confusables,
invisible characters and command flags normalized), so `curl -k`, `curl --insecure` and a
Cyrillic look-alike read the same. It refuses; it never rewrites.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final, Literal

from teambrain.core.knowledge.dedup import fold
from teambrain.core.text.confusables import skeleton
from teambrain.core.text.invisible import strip_invisible

Harm = Literal["exfiltration", "remote_code", "tls_off", "credentials"]

_FETCH = r"(?:curl|wget|iwr|invoke-webrequest|irm|invoke-restmethod|fetch|http)"
_SHELL = (
    r"(?:sh|bash|zsh|dash|ksh|fish|python3?|perl|ruby|node|iex|invoke-expression|pwsh|powershell)"
)
_SECRET_FILE = (
    r"(?:\.aws/credentials|\.env\b|\.netrc|\.npmrc|\.pypirc|id_rsa|id_ed25519|id_ecdsa|"
    r"\.ssh/|ssh[ -]keys?|private[ -]keys?|kubeconfig|\.kube/config|\.docker/config\.json|"
    r"keychain|gpg keys?)"
)
_SECRET_WORD = (
    r"(?:secrets?|credentials?|passwords?|api[ _-]?keys?|access[ _-]?keys?|aws[_ ]secret\w*|"
    r"(?:auth|access|bearer|github|gh|npm|pypi|session|api)[ _-]?tokens?)"
)
_READ = r"(?:read|cat|type|get-content|open|load|head|tail|more|less|grep|copy|cp)"
_EXPOSE = (
    r"(?:print|echo|dump|show|display|output|log|paste|upload|send|post|share|email|mail|"
    r"forward|transmit|exfiltrate|include|attach|leak|reveal|expose|scp|rsync|commit|base64|"
    r"encode|printenv)"
)
_OUTWARD = (
    r"(?:send|post|upload|forward|transmit|exfiltrate|email|mail|report|sync|copy|beam|leak|"
    r"pipe|stream|submit|share)\w*"
)
# A verb of exposing followed by `/` or `,` is a noun in a list ("the UNITY_LICENSE / EMAIL /
# PASSWORD block"), and `<env>` is a placeholder, not `env` redirected.
_KEPT_IN = (
    r"(?:ya?ml|json|toml|ini|cfg|conf|env|vars|properties|xml|tfvars|pem|key|enc|gpg|age|sops)"
)
"""A file a secret is kept in (`vault.yml`, `secrets.enc.yaml`, `.dev.vars`), not a host it is
sent to: "anything secret lives in the group's vault.yml" is how to keep one, not a leak."""
_PROHIBITION = re.compile(
    r"\b(?:never|don'?t|do not|does not|must not|mustn'?t|should not|shouldn'?t|avoid|no longer|"
    r"stop|refuse|not)\b(?!\s+(?:forget|hesitate|worry|skip|miss|fail)\b)"
)
"""Said before the harmful act in its clause, the lesson forbids it: "never use verify=False"."""
_CLAUSE_START = re.compile(r"[.;!?\n]|\b(?:but|then|and then|instead)\b")

PATTERNS: Final[tuple[tuple[Harm, re.Pattern[str]], ...]] = (
    # remote code: a download piped or handed to an interpreter
    ("remote_code", re.compile(rf"\b{_FETCH}\b[^|;\n]*\|\s*(?:sudo\s+)?{_SHELL}\b")),
    ("remote_code", re.compile(rf"\b{_SHELL}\b\s+(?:-c\s+)?[\"']?\$\(\s*{_FETCH}\b")),
    ("remote_code", re.compile(rf"\b{_SHELL}\b\s*<\s*\(\s*{_FETCH}\b")),
    ("remote_code", re.compile(r"\biex\b[^\n]*\b(?:iwr|irm|invoke-webrequest|downloadstring)\b")),
    ("remote_code", re.compile(r"\b(?:downloadstring|downloadfile)\s*\(")),
    (
        "remote_code",
        re.compile(
            r"\b(?:run|execute|exec|source|eval|pipe)\b[^.\n]{0,60}\b(?:remote|downloaded|fetched)\s+"
            r"(?:script|code|installer|payload)"
        ),
    ),
    # TLS and certificate checks turned off
    ("tls_off", re.compile(r"\bverify\s*=\s*false\b")),
    ("tls_off", re.compile(r"\b(?:curl|wget)\b[^\n]*(?:--insecure|--no-check-certificate|\s-k\b)")),
    (
        "tls_off",
        re.compile(r"(?<![\w-])(?:--insecure|--no-check-certificate|--insecure-skip-tls-verify)\b"),
    ),
    ("tls_off", re.compile(r"\bnode_tls_reject_unauthorized\s*=\s*['\"]?0")),
    ("tls_off", re.compile(r"\bgit_ssl_no_verify\b")),
    ("tls_off", re.compile(r"\bhttp\.sslverify\s*(?:=\s*)?false\b")),
    (
        "tls_off",
        re.compile(
            r"\b(?:pythonhttpsverify\s*=\s*0|ssl_verify\s*=\s*(?:false|0)|strict-ssl\s*(?:=\s*)?false)\b"
        ),
    ),
    (
        "tls_off",
        re.compile(
            r"\b(?:cert_none|check_hostname\s*=\s*false|_create_unverified_context|rejectunauthorized\s*:\s*false|insecureskipverify)\b"
        ),
    ),
    (
        "tls_off",
        re.compile(
            r"\b(?:disable|turn off|switch off|skip|ignore|bypass|stop)\w*\s+(?:the\s+)?"
            r"(?:tls|ssl|https|certificate|cert)\s*(?:verification|validation|checks?|errors?|warnings?|verify)?"
        ),
    ),
    # credentials read, printed or moved
    ("credentials", re.compile(rf"\b(?:{_EXPOSE}|{_READ})\b[^.\n]{{0,60}}{_SECRET_FILE}")),
    ("credentials", re.compile(rf"\b{_EXPOSE}\b(?!\s*[/,])[^.\n]{{0,60}}\b{_SECRET_WORD}\b")),
    (
        "credentials",
        re.compile(
            rf"\b{_SECRET_WORD}\b[^.\n]{{0,40}}\b(?:to|into|in)\b[^.\n]{{0,30}}(?:https?://|\w+\.(?!{_KEPT_IN}\b)\w{{2,}}|chat|channel|issue|the log|output|response)"
        ),
    ),
    ("credentials", re.compile(r"(?:~|\$home)/\.(?:aws|ssh|kube|docker|gnupg)\b")),
    ("credentials", re.compile(r"(?<!<)\b(?:printenv|env)\b\s*(?:\||>|$)")),
    # data sent out of the machine
    (
        "exfiltration",
        re.compile(rf"\b{_OUTWARD}\b[^.\n]{{0,80}}\bto\s+(?:https?://)?[\w-]+(?:\.[\w-]+)+"),
    ),
    (
        "exfiltration",
        re.compile(
            r"\b(?:curl|wget|http|iwr|invoke-webrequest)\b[^\n]*(?:-d\s*@|--data(?:-binary|-urlencode)?\s*@|-f\s+\S*=@|--upload-file|-t\s)"
        ),
    ),
    ("exfiltration", re.compile(r"\b(?:nc|ncat|netcat|socat)\b\s+\S+\s+\d+")),
    # a collecting service by name; a webhook only as where something is sent ("post the env to
    # this webhook"): "the stripe webhook endpoints" is a product's own code
    ("exfiltration", re.compile(r"\b(?:webhook\.site|pastebin|requestbin|ngrok|transfer\.sh)\b")),
    (
        "exfiltration",
        re.compile(
            rf"\b{_OUTWARD}\b[^.\n]{{0,60}}\b(?:to|into)\s+(?:(?:a|the|this|that|my|our|their|your)\s+)?"
            r"(?:[\w-]+\s+)?webhooks?\b"
        ),
    ),
)


def _readings(text: str) -> tuple[str, str]:
    """The text as the guard reads it: plainly folded, and with commands normalized."""
    plain = skeleton(strip_invisible(unicodedata.normalize("NFKC", text))).casefold()
    return " ".join(plain.split()), fold(text)


def _forbidden(reading: str, at: int) -> bool:
    """Whether the clause before `at` forbids what follows ("never", "don't", "avoid")."""
    starts = [m.end() for m in _CLAUSE_START.finditer(reading, 0, at)]
    return bool(_PROHIBITION.search(reading, starts[-1] if starts else 0, at))


def harms(text: str) -> list[Harm]:
    """The kinds of harm a lesson's text reads as an instruction to do; [] when none (a
    lesson that forbids the act, "never pass verify=False", is not one)."""
    found: list[Harm] = []
    for reading in _readings(text):
        for harm, pattern in PATTERNS:
            if harm in found:
                continue
            if any(not _forbidden(reading, m.start()) for m in pattern.finditer(reading)):
                found.append(harm)
    return found
