"""Recognizers for secrets: private keys, vendor API keys, JWTs, credentials and assignments.

presidio has no recognizer for secrets; these are ours. Each match covers the whole secret,
never a prefix of it (a partial match would leave the rest raw), and each still matches a
secret cut short by the end of the text, because the capture path sanitizes a window of the
raw text and a secret may straddle its end. Every pattern is linear in the length of the
text (bounded or possessive repetition, no nested ambiguity), and runs through the fail-closed
`Scan` of core/sanitize/scan.py.

Entity types (the placeholders they become):
- PRIVATE_KEY: PEM/OpenSSH/PGP private key blocks, header to footer.
- API_KEY: vendor keys and tokens recognizable by their prefix (OpenAI and Anthropic `sk-`,
  AWS access key ids, GitHub, GitLab, Slack, Stripe, Google, Hugging Face, npm, PyPI,
  RubyGems, Grafana, DigitalOcean, Databricks, Shopify, Atlassian, Linear, Postman, New Relic,
  HashiCorp Vault, Sentry, Pulumi, Doppler, SendGrid, Buildkite, Figma, Notion, age).
- JWT: JSON web tokens.
- AUTH_TOKEN: the credential of an `Authorization:` value, a `Bearer`/`Basic` credential, a
  cookie header.
- PASSWORD: a password in a URL (`scheme://user:password@host`), in a `password = value`
  assignment, a `--password` flag, or a `mysql -p` argument.
- SECRET: the value of any other secret-named assignment (`token`, `secret`, `api_key`,
  `client_secret`, `aws_secret_access_key`, `AccountKey`, a service account's
  `private_key_id`, ...), and a secret pasted after its id with no name before it
  (core/sanitize/pairs.py: `AKIA...,wJal...`), and a value under a table column named for a
  secret (core/sanitize/tables.py: `Client ID,Client secret`).
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable, Iterator

import regex
from teambrain.core.sanitize.pairs import (
    AWS_KEY_ID_PREFIX,
    AWS_KEY_ID_PREFIXES,
    PairedSecretRecognizer,
)
from teambrain.core.sanitize.scan import FailClosedRecognizer, Rule, Scan, compile_rule_pattern
from teambrain.core.sanitize.tables import table_cells


def _token_rule(
    name: str,
    prefix: str,
    body: str,
    minimum: int,
    needles: tuple[str, ...],
    cut_minimum: int = 4,
    before: str = r"[A-Za-z0-9]",
) -> Rule:
    """A vendor token: `prefix` then at least `minimum` body characters, or at least
    `cut_minimum` when the text ends inside the token (cut by the sanitizer window).

    Only a letter or digit before the prefix stops it: a token glued after `sid-`, `pck-`,
    `toolu_` or `x.` is still a token (a client may build an id around one). `before` is
    what may not precede it: AWS key ids are upper case, so only a letter stops them
    (`toolu_01AKIA...`)."""
    pattern = rf"(?<!{before})(?:{prefix})(?:{body}{{{minimum},}}+|{body}{{{cut_minimum},}}+\Z)"
    return Rule(name, compile_rule_pattern(pattern), needles)


_B = r"[A-Za-z0-9_\-]"  # base64url-ish token body
_ALNUM = r"[A-Za-z0-9]"
_HEX = r"[A-Fa-f0-9]"


class ApiKeyRecognizer(FailClosedRecognizer):
    ENTITY = "API_KEY"
    RULES = (
        # OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-) and Anthropic (sk-ant-api03-, ...).
        _token_rule("openai_anthropic", r"sk-", _B, 20, ("sk-",)),
        _token_rule(
            "aws_access_key_id",
            AWS_KEY_ID_PREFIX,
            r"[A-Z0-9]",
            16,
            ("A3T", *AWS_KEY_ID_PREFIXES),
            cut_minimum=6,
            before="[A-Za-z]",
        ),
        _token_rule("github", r"gh[pousr]_", _ALNUM, 30, ("ghp_", "gho_", "ghu_", "ghs_", "ghr_")),
        _token_rule("github_fine_grained", r"github_pat_", r"\w", 30, ("github_pat_",)),
        _token_rule(
            "gitlab",
            r"gl(?:pat|dt|rt|ptt|cbt|imt|agent|oas|soat|ffct|ft|cst)-",
            r"[A-Za-z0-9_\-.]",
            20,
            (
                "glpat-",
                "gldt-",
                "glrt-",
                "glptt-",
                "glcbt-",
                "glimt-",
                "glagent-",
                "gloas-",
                "glsoat-",
                "glffct-",
                "glft-",
                "glcst-",
            ),
        ),
        _token_rule("gitlab_runner", r"GR1348941", _B, 20, ("GR1348941",)),
        _token_rule("slack", r"xox[abposre]-", r"[A-Za-z0-9\-]", 10, ("xox",)),
        _token_rule("slack_refresh", r"xoxe\.xox[bp]-", r"[A-Za-z0-9\-]", 10, ("xoxe.",)),
        _token_rule("slack_app", r"xapp-", r"[A-Za-z0-9\-]", 10, ("xapp-",)),
        Rule(
            "slack_webhook",
            compile_rule_pattern(
                r"https?://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_+\-]++"
            ),
            ("hooks.slack.com",),
        ),
        _token_rule("stripe", r"(?:sk|rk)_(?:live|test|prod)_", _ALNUM, 10, ("sk_", "rk_")),
        _token_rule("stripe_webhook", r"whsec_", _ALNUM, 20, ("whsec_",)),
        _token_rule("google_api_key", r"AIza", _B, 30, ("AIza",)),
        _token_rule("google_oauth_token", r"ya29\.", _B, 20, ("ya29.",)),
        _token_rule("google_oauth_secret", r"GOCSPX-", _B, 10, ("GOCSPX-",)),
        _token_rule("hugging_face", r"(?:hf_|api_org_)", _ALNUM, 30, ("hf_", "api_org_")),
        _token_rule("npm", r"npm_", _ALNUM, 36, ("npm_",)),
        _token_rule(
            "pypi",
            r"pypi-(?:AgEIcHlwaS5vcmc|AgENdGVzdC5weXBpLm9yZw)",
            _B,
            20,
            ("pypi-AgE",),
        ),
        _token_rule("rubygems", r"rubygems_", _HEX, 40, ("rubygems_",)),
        _token_rule("grafana_service_account", r"glsa_", r"\w", 32, ("glsa_",)),
        _token_rule("grafana_cloud", r"glc_", r"[A-Za-z0-9+/=_\-]", 32, ("glc_",)),
        _token_rule("digitalocean", r"do[opr]_v1_", _HEX, 40, ("do_v1_", "dop_v1_", "dor_v1_")),
        _token_rule("databricks", r"dapi", _HEX, 32, ("dapi",)),
        _token_rule(
            "shopify", r"shp(?:at|ca|pa|ss)_", _HEX, 24, ("shpat_", "shpca_", "shppa_", "shpss_")
        ),
        _token_rule("atlassian", r"ATATT3", r"[A-Za-z0-9_\-=]", 60, ("ATATT3",)),
        _token_rule("linear", r"lin_(?:api|oauth)_", _ALNUM, 32, ("lin_api_", "lin_oauth_")),
        _token_rule("postman", r"PMAK-", r"[A-Za-z0-9\-]", 40, ("PMAK-",)),
        _token_rule(
            "new_relic",
            r"NR(?:AK|AA|II|JS)-",
            r"[A-Za-z0-9]",
            27,
            ("NRAK-", "NRAA-", "NRII-", "NRJS-"),
        ),
        _token_rule("vault", r"hv[sbr]\.", _B, 24, ("hvs.", "hvb.", "hvr.")),
        _token_rule("sentry", r"sntry[su]_", r"[A-Za-z0-9+/=_\-]", 32, ("sntrys_", "sntryu_")),
        _token_rule("pulumi", r"pul-", _HEX, 40, ("pul-",)),
        _token_rule(
            "doppler", r"dp\.(?:pt|st|sa|ct|scim|audit)\.", r"[A-Za-z0-9_.\-]", 40, ("dp.",)
        ),
        _token_rule("sendgrid", r"SG\.", r"[A-Za-z0-9_\-.]", 60, ("SG.",)),
        _token_rule("buildkite", r"bkua_", _HEX, 40, ("bkua_",)),
        _token_rule("figma", r"figd_", _B, 32, ("figd_",)),
        _token_rule("notion", r"ntn_", _ALNUM, 40, ("ntn_",)),
        _token_rule("age", r"AGE-SECRET-KEY-1", r"[A-Z0-9]", 50, ("AGE-SECRET-KEY-1",)),
    )


class JwtRecognizer(FailClosedRecognizer):
    """A JWT (or JWE): a base64url JSON header `eyJ...` then at least one dot-separated part.

    A lone header is not a secret (it only names the algorithm), so it is left alone.
    """

    ENTITY = "JWT"
    RULES = (
        Rule(
            "jwt",
            compile_rule_pattern(
                r"(?<![A-Za-z0-9])eyJ[A-Za-z0-9_\-]{8,}+(?:\.[A-Za-z0-9_\-]*+){1,4}+"
            ),
            ("eyJ",),
        ),
    )

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        """Each JWT, and the lines it was wrapped onto, however short they are."""
        for start, end in self.RULES[0].spans(scan):
            yield start, _wrapped_end(scan, end, scan.text.count(".", start, end) + 1)


_JWT_CONTINUATION = compile_rule_pattern(
    r"[ \t]*+\r?\n[ \t]*+(?P<c>[A-Za-z0-9_\-]++(?:\.[A-Za-z0-9_\-]*+)*+)(?![^\s\"'`,;)\]}<>|&])"
)
_WRAPPED_LINES = 16


def _wrapped_end(scan: Scan, end: int, parts: int) -> int:
    """Where a JWT ending at `end` really ends: over the next lines while they go on with it.

    A line continues it when the token is not whole yet (fewer than three parts), or when
    the line is one run of base64url of 8 characters or more, mixing cases and digits (not
    a word of prose), that ends at a blank, a quote or a bracket."""
    for _ in range(_WRAPPED_LINES):
        m = scan.match(_JWT_CONTINUATION, end)
        if m is None:
            break
        run = m.group("c")
        looks_encoded = (
            len(run) >= 8
            and any(ch.isdigit() for ch in run)
            and any(ch.isupper() for ch in run)
            and any(ch.islower() for ch in run)
        )
        if parts >= 3 and not looks_encoded:
            break
        parts += run.count(".")
        end = m.end()
    return end


# -- private keys -----------------------------------------------------------------------

_PEM = compile_rule_pattern(
    r"""
    -----BEGIN[ ](?:[A-Z0-9]++[ ]){0,3}PRIVATE[ ]KEY(?:[ ]BLOCK)?-----
    (?:                                      # the body:
        [A-Za-z][A-Za-z\-]{0,30}:[^\r\n\\]{0,200}+   # headers: Proc-Type:, DEK-Info:, ...
      | [A-Za-z0-9+/=]++                     # base64
      | [ \t\r\n]++                          # line breaks
      | \\[rn]                               # escaped line breaks (a key inside a string)
    )*+
    (?:-----END[ ](?:[A-Z0-9]++[ ]){0,3}PRIVATE[ ]KEY(?:[ ]BLOCK)?-----)?+
    """
)


class PrivateKeyRecognizer(FailClosedRecognizer):
    """A private key block from its BEGIN line through its END line, or to the end of the
    text when the END line is missing (a key cut by the sanitizer window)."""

    ENTITY = "PRIVATE_KEY"
    RULES = (Rule("pem_private_key", _PEM, ("PRIVATE KEY",)),)


# -- credentials in headers, URLs and flags ----------------------------------------------

_SCHEMES = r"(?:bearer|basic|token|bot|digest|negotiate|ntlm|apikey|api-key|sso-key|key|hmac)"

_AUTH_HEADER = compile_rule_pattern(
    rf"""
    (?<![\w\-])(?:proxy-)?authorization["']?[ \t]*+[:=][ \t]*+(?:f?["'])?+[ \t]*+
    (?:{_SCHEMES}[ \t]++)?+
    (?P<v>[A-Za-z0-9._~+/=\-:]++)
    """,
    fold=True,
)
_BEARER = compile_rule_pattern(
    r"(?<![\w\-])bearer[ \t]++(?P<v>[A-Za-z0-9._~+/\-]{16,}+=*+)", fold=True
)
_BASIC = compile_rule_pattern(r"(?<![\w\-])basic[ \t]++(?P<v>[A-Za-z0-9+/]{8,}+={0,2}+)", fold=True)
_COOKIE = compile_rule_pattern(
    r"(?<![\w\-])(?:set-)?cookie[ \t]*+:[ \t]*+(?P<v>[^\r\n\"']++)", fold=True
)


def _not_a_reference(value: str) -> bool:
    """False for `$TOKEN`, `${TOKEN}`, `%TOKEN%`, `{token}`, `<token>`: names, not values."""
    return not (value[:1] in "$%{<" or value in ("...", "…"))


def _auth_value_check(m: regex.Match[str], scan: Scan) -> bool:
    return _not_a_reference(m.group("v"))


def _basic_check(m: regex.Match[str], scan: Scan) -> bool:
    """`Basic <base64 of user:password>`: decodes to text with a colon (not the word 'Basic'
    followed by an ordinary word)."""
    value = m.group("v")
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return b":" in decoded


class AuthTokenRecognizer(FailClosedRecognizer):
    ENTITY = "AUTH_TOKEN"
    RULES = (
        Rule("authorization", _AUTH_HEADER, ("authorization",), True, "v", _auth_value_check),
        Rule("bearer", _BEARER, ("bearer",), True, "v", _auth_value_check),
        Rule("basic", _BASIC, ("basic",), True, "v", _basic_check),
        Rule("cookie", _COOKIE, ("cookie",), True, "v", _auth_value_check),
    )


# -- assignments: password = ..., "api_key": "...", --token ..., <secret>...</secret> --------

_PASSWORD_WORDS = ("password", "passwd", "passphrase", "pass", "pwd", "pw")
_SECRET_WORDS: tuple[str, ...] = ("password", "passwd", "passphrase", "secret", "token")
_SECRET_WORDS += ("credentials?", "cookie", r"session[_\-]?id")
_KEY_OWNERS: tuple[str, ...] = ("api", "access", "secret", "private", "encryption", "signing")
_KEY_OWNERS += ("master", "license", "subscription", "client", "app", "account", "auth")
_KEY_OWNERS += (r"shared[_\-]?access",)
_KEY_ID = r"private[_\-]?key[_\-]?id"
_GLUED_PASSWORDS = ("pass", "pwd", "pw")
"""Only after `_`, `.` or `-` (`db_pass`), never inside a word (`compass`)."""
_AUTH = "auth"
"""Alone, only where no letter or digit precedes it (not the end of `oauth`)."""
_KEYWORD = rf"""
    (?:{"|".join(_SECRET_WORDS)}
      | (?:{"|".join(_KEY_OWNERS)})[_\-]?key
      | {_KEY_ID}
      | (?<=[_.\-])(?:{"|".join(_GLUED_PASSWORDS)})
      | (?<![A-Za-z0-9]){_AUTH}
    )
"""


def _openings(words: tuple[str, ...]) -> tuple[str, ...]:
    """The letters each word pattern opens with (`credential` of `credentials?`), leaving out
    those that open with another (`password` opens with `pass`)."""
    found = {regex.match(r"[a-z]+(?![?*])", word).group() for word in words}
    return tuple(sorted(w for w in found if not any(w != o and w.startswith(o) for o in found)))


_KEYWORD_STARTS = _openings((*_SECRET_WORDS, *_KEY_OWNERS, _KEY_ID, *_GLUED_PASSWORDS, _AUTH))
"""What every keyword opens with: in ASCII text, the assignment pattern is tried only where
one stands (Rule.matches)."""
_VALUE = r"""
    (?: (?P<fq>f)?"(?P<v1>(?:[^"\\\r\n]|\\.)*+)
      | (?P<fq2>f)?'(?P<v2>(?:[^'\\\r\n]|\\.)*+)
      | `(?P<v3>[^`\r\n]*+)
      | (?P<v4>(?:[^\s"'`,;&()\[\]{}<>]|&(?![\w.\-]*+=))++)
    )
"""
_ASSIGNMENT = compile_rule_pattern(  # keyword first: it opens with one of _KEYWORD_STARTS
    rf"""
    (?P<key>{_KEYWORD})(?![A-Za-z0-9_])(?P<kq>["']?)
    (?P<pre>[ \t]*+)(?P<sep>:=|=>|==|=|:)(?P<post>[ \t]*+)
    {_VALUE}
    """,
    fold=True,
)
_ANNOTATED = compile_rule_pattern(
    rf"(?:\[[^\]\r\n]{{0,60}}\])?[ \t]*+(?:\|[ \t]*+\w++[ \t]*+)?=[ \t]*+{_VALUE}"
)
_FLAG = compile_rule_pattern(
    rf"""
    (?<![\w\-])--(?:[A-Za-z0-9]+[\-_])*?
    (?P<key>password|passwd|pass|token|secret|api[\-_]?key|access[\-_]?key|secret[\-_]?key
           |auth[\-_]?token|client[\-_]?secret|private[\-_]?key)(?![\w\-])
    (?:=|[ \t]++)
    {_VALUE}
    """,
    fold=True,
)
_XML = compile_rule_pattern(
    rf"<(?P<key>[A-Za-z0-9_:.\-]{{0,80}}?{_KEYWORD})>(?P<v4>[^<\r\n]++)",
    fold=True,
)
_MYSQL = compile_rule_pattern(
    r"(?<![\w\-])(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\r\n]{0,200}?[ \t]-p(?P<v4>[^\s\"']++)"
)
_USERINFO_FLAG = compile_rule_pattern(
    r"""
    (?<![\w\-])(?:curl|http|https|xh)\b[^\r\n]{0,300}?[ \t]
    (?:-u|-U|--user|--proxy-user|-a|--auth)(?:[ \t]++|=)?+["']?+
    [^\s:"'$]{1,256}+:(?P<v4>[^\s"']++)
    """
)
_URL_PASSWORD = compile_rule_pattern(
    r"""
    (?<![A-Za-z0-9+.\-])[A-Za-z][A-Za-z0-9+.\-]{1,20}://
    [^\s:/@"'<>]{0,256}+:
    (?P<v4>[^\s/"'<>]{1,256})(?:@|\Z)
    """
)

_NOT_VALUES = frozenset(
    [
        "none",
        "null",
        "nil",
        "true",
        "false",
        "undefined",
        "nan",
        "yes",
        "no",
        "on",
        "off",
        "required",
        "optional",
        "read",
        "write",
    ]
)
"""Values that say what a setting is, not a secret: `id-token: write` and `contents: read` are
the permission levels every GitHub Actions workflow grants its token."""
_TYPE_NAMES = frozenset(
    [
        "str",
        "string",
        "int",
        "bool",
        "boolean",
        "bytes",
        "any",
        "number",
        "object",
        "optional",
        "secretstr",
        "securestring",
        "char",
        "text",
        "list",
        "dict",
    ]
)
_IDENT = regex.compile(r"[A-Za-z_]++")
_DOTTED = regex.compile(r"[A-Za-z_]\w*+(?:\.[A-Za-z_]\w*+)++")
_MASK_CHARS = frozenset("*xX•.#-_ ")
_PLACEHOLDER = regex.compile(
    r"(?:your|my|insert|enter|replace|put)[\-_ ].*|.*[\-_ ](?:here|goes[\-_ ]here)|redacted|\[redacted\]",
    regex.IGNORECASE,
)
_QUOTES = "\"'`"
_IDENT_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
_SECRET_NAME = regex.compile(rf"{_KEYWORD}\Z", regex.VERBOSE | regex.IGNORECASE)
_AUTH_NAME = regex.compile(r"(?:\A|[_\-.])(?:proxy-)?authorization\Z", regex.IGNORECASE)


def keyword_entity(key: str) -> str:
    """PASSWORD for password-like names (`db_pass`, `PASSWORD`), SECRET for the others."""
    lowered = key.lower()
    return "PASSWORD" if lowered.endswith(_PASSWORD_WORDS) else "SECRET"


def secret_name_entity(name: str) -> str | None:
    """The entity a value stored under this name (a JSON key, a header) is redacted as, or
    None when the name does not name a secret. `max_tokens` and `token_count` are not
    secret names; `password`, `GITHUB_TOKEN`, `clientSecret`, `x-api-key` are."""
    if len(name) > 120:
        return None
    if _AUTH_NAME.search(name):
        return "AUTH_TOKEN"
    if _SECRET_NAME.search(name):
        return keyword_entity(name)
    return None


_SESSION_NAME = regex.compile(r"(?:\A|[_\-.])session[_\-]?id\Z", regex.IGNORECASE)
_UUID = regex.compile(r"\{?[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}\}?")


def plain_session_id(name: str, value: str) -> bool:
    """A UUID under a session-id name (`session_id`, `"sessionId"`): an LLM client's
    conversation id, which audit timelines are full of, not a web session's credential
    (those are random strings, not UUIDs). Kept; any other value of the name is a SECRET."""
    return bool(_SESSION_NAME.search(name)) and _UUID.fullmatch(value.strip()) is not None


def plausible_secret_value(value: str) -> bool:
    """False for values that are clearly not secrets: empty, null-likes, references to
    variables or templates (`$X`, `${X}`, `{x}`, `<x>`), masks such as `****`."""
    stripped = value.strip()
    if not stripped or stripped.lower() in _NOT_VALUES:
        return False
    if not _not_a_reference(stripped) or _PLACEHOLDER.fullmatch(stripped):
        return False  # $TOKEN, {token}, <token>, YOUR_API_KEY, ...
    return not set(stripped) <= _MASK_CHARS


def _value(m: regex.Match[str]) -> tuple[str, int, int, bool, bool]:
    """(value, start, end, quoted, f-string) from the value groups of a match."""
    groups = m.groupdict()
    for name in ("v1", "v2", "v3", "v4"):
        if groups.get(name) is not None:
            fq = {"v1": "fq", "v2": "fq2"}.get(name)
            fstring = bool(fq and groups.get(fq))
            return groups[name], m.start(name), m.end(name), name != "v4", fstring
    return "", -1, -1, False, False


def _judge(m: regex.Match[str], scan: Scan, sep: str, spaced: bool) -> tuple[int, int] | bool:
    """Decide whether the value of an assignment is a value (redact it) or code (skip it).

    Quoted values are values unless they are templates or masks. Unquoted ones are code when
    they are calls, indexes, attribute chains, type annotations, or plain identifiers
    assigned with spaces around `=` (`password = user_password`); they are values otherwise
    (`PASSWORD=hunter2`, `password: hunter2` in YAML, `Password=x;` in a connection string).
    """
    value, start, end, quoted, fstring = _value(m)
    if fstring and "{" in value:
        return False
    if not plausible_secret_value(value):
        return False
    if quoted:
        return start, end
    after = scan.text[end : end + 1]
    if after in ("(", "["):
        return False
    value = value.rstrip(":")  # `if password == other:`
    if _DOTTED.fullmatch(value) and (spaced or sep == ":"):
        return False
    if sep == ":" and value.lower() in _TYPE_NAMES:
        annotated = scan.match(_ANNOTATED, end)  # password: str = "hunter2"
        return False if annotated is None else _judge(annotated, scan, "=", True)
    if _IDENT.fullmatch(value) and ((spaced and sep != ":") or after in (",", ")") or sep == "=="):
        return False
    return start, end


def _value_quote(m: regex.Match[str]) -> str:
    groups = m.groupdict()
    for name, quote in (("v1", '"'), ("v2", "'"), ("v3", "`")):
        if groups.get(name) is not None:
            return quote
    return ""


def _assignment_check(m: regex.Match[str], scan: Scan) -> tuple[int, int] | bool:
    if plain_session_id(m.group("key"), _value(m)[0]):
        return False
    text = scan.text
    start = m.start()
    floor = max(0, start - 120)
    while start > floor and text[start - 1] in _IDENT_CHARS:
        start -= 1
    opening = text[start - 1 : start]
    if opening and opening in _QUOTES and not m.group("kq") and _value_quote(m) == opening:
        return False  # the "value" is the end of the key's own string: getpass("Password: ")
    return _judge(m, scan, m.group("sep"), bool(m.group("pre") or m.group("post")))


def _plain_check(m: regex.Match[str], scan: Scan) -> tuple[int, int] | bool:
    value, start, end, _quoted, fstring = _value(m)
    if (fstring and "{" in value) or value.startswith("-"):
        return False
    return (start, end) if plausible_secret_value(value) else False


_NAMED_RULES = (
    Rule(
        "assignment",
        _ASSIGNMENT,
        ("pass", "pwd", "pw", "secret", "token", "key", "credential", "cookie", "session", "auth"),
        True,
        0,
        _assignment_check,
        starts=_KEYWORD_STARTS,
    ),
    Rule("flag", _FLAG, ("--",), False, 0, _plain_check),
    Rule("xml", _XML, ("</",), False, 0, _plain_check),
)
_URL_RULE = Rule("url_userinfo", _URL_PASSWORD, ("://",), False, "v4", _plain_check)
_MYSQL_RULE = Rule("mysql", _MYSQL, ("mysql", "mariadb"), False, "v4", _plain_check)
_USERINFO_RULE = Rule(
    "user_password_flag", _USERINFO_FLAG, ("curl", "http", "xh"), False, "v4", _plain_check
)


def _column_entity(name: str) -> str | None:
    """The entity of the values under a table's column: PASSWORD or SECRET for a secret's
    name (`Secret access key`, `Client secret`, `password`, `Authorization`), None otherwise
    and for a session id's column (an LLM client's conversation ids, as in `plain_session_id`)."""
    entity = secret_name_entity(name)
    if entity is None or _SESSION_NAME.search(name):
        return None
    return "PASSWORD" if entity == "PASSWORD" else "SECRET"


def _named_values(scan: Scan) -> list[tuple[str, int, int]]:
    """(entity, start, end) of every secret-named value (in an assignment, a flag, an XML
    element, a table's column: core/sanitize/tables.py), found in one pass per form and
    shared through the scan's memo by the PASSWORD and SECRET recognizers."""
    found = scan.memo.get("named_values")
    if found is None:
        found = []
        for rule in _NAMED_RULES:
            if not rule.applies(scan):
                continue
            for m in rule.matches(scan):
                verdict = rule.check(m, scan) if rule.check else True
                if verdict is False:
                    continue
                start, end = m.span(rule.group) if verdict is True else verdict
                if start < end:
                    found.append((keyword_entity(m.group("key")), start, end))
        found += table_cells(scan, _column_entity, plausible_secret_value)
        scan.memo["named_values"] = found
    return found


class PasswordRecognizer(FailClosedRecognizer):
    """Passwords: in URLs, in `mysql -p...`, in `curl -u user:password`, and as values of
    password-named assignments."""

    ENTITY = "PASSWORD"

    def spans(self, scan: Scan) -> Iterable[tuple[int, int]]:
        yield from _URL_RULE.spans(scan)
        yield from _MYSQL_RULE.spans(scan)
        yield from _USERINFO_RULE.spans(scan)
        for entity, start, end in _named_values(scan):
            if entity == "PASSWORD":
                yield start, end


class SecretAssignmentRecognizer(FailClosedRecognizer):
    """Values of other secret-named assignments (`token`, `api_key`, `client_secret`...)."""

    ENTITY = "SECRET"

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        for entity, start, end in _named_values(scan):
            if entity == "SECRET":
                yield start, end


def secret_recognizers() -> list[FailClosedRecognizer]:
    """One instance of each secret recognizer."""
    return [
        PrivateKeyRecognizer(),
        ApiKeyRecognizer(),
        JwtRecognizer(),
        AuthTokenRecognizer(),
        PasswordRecognizer(),
        SecretAssignmentRecognizer(),
        PairedSecretRecognizer(),
    ]
