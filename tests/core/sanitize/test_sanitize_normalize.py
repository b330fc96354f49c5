"""Disguised values inside the claimed coverage: normalized before scanning, redacted whole.

Each gap found by the attack pass (issue 13, item 14) has a test: dot-grouped cards, keys
hard-wrapped across two lines, `curl -u user:password`, URL-encoded, `\\u0040`-escaped,
HTML-escaped and full-width `@` in emails, zero-width characters inside values. The
redaction covers the original characters, disguise included: nothing of the value, and no
stray zero-width character, is left behind.
"""

from __future__ import annotations

import random

import pytest
from teambrain.core.config import SanitizerConfig
from teambrain.core.sanitize.engine import Sanitizer, build_sanitizer
from teambrain.core.sanitize.normalize import ZERO_WIDTH, normalize

KEY = "sk-ant-api03-" + "Qw7Er9Ty2Ui4Op6As8Df1Gh3Jk5Lz0Xc" * 3


@pytest.fixture(scope="module")
def sanitizer() -> Sanitizer:
    return build_sanitizer(SanitizerConfig())


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("card 4111.1111.1111.1111 on file", "card <CREDIT_CARD> on file"),
        ("card 4539.1488.0343.6467.", "card <CREDIT_CARD>."),
        ("mail ana%40example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ana\\u0040example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ana\\x40example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ana＠example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ana﹫example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ana&#64;example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ana&#x40;example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ana&commat;example.com now", "mail <EMAIL_ADDRESS> now"),
        ("mail ａｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ now", "mail <EMAIL_ADDRESS> now"),
        ("card ４１１１ １１１１ １１１１ １１１１ ok", "card <CREDIT_CARD> ok"),
        ("mail a\u200bn\u200ba@exam\u200cple.com now", "mail <EMAIL_ADDRESS> now"),
        ("card 4111 11\u200b11 1111 1111 ok", "card <CREDIT_CARD> ok"),
        ("card 4111\u00ad1111\u00ad1111\u00ad1111 ok", "card <CREDIT_CARD> ok"),
        (f"key {KEY[:20]}\u2060{KEY[20:]} ok", "key <API_KEY> ok"),
        ("curl -u admin:hunter22 https://x.io", "curl -u admin:<PASSWORD> https://x.io"),
        (
            'curl -s --user "bob:s3cr3t!" https://x.io',
            'curl -s --user "bob:<PASSWORD>" https://x.io',
        ),
        ("curl -uadmin:pa55word https://x.io", "curl -uadmin:<PASSWORD> https://x.io"),
        (
            "curl --proxy-user me:Pr0xyPass https://x.io",
            "curl --proxy-user me:<PASSWORD> https://x.io",
        ),
    ],
)
def test_a_disguised_value_is_redacted_with_its_disguise(
    sanitizer: Sanitizer, text: str, expected: str
) -> None:
    clean, report = sanitizer.sanitize(text)
    assert clean == expected
    assert sum(report.values()) == 1
    assert not any(ch in clean for ch in ZERO_WIDTH)


def test_a_key_hard_wrapped_across_two_lines_leaks_neither_half(sanitizer: Sanitizer) -> None:
    line = "export ANTHROPIC_API_KEY=" + KEY
    wrapped = line[:48] + "\n" + line[48:] + "\necho done"
    clean, report = sanitizer.sanitize(wrapped)
    assert KEY[:20] not in clean and KEY[-20:] not in clean
    assert clean.endswith("\necho done") and report == {"API_KEY": 1}
    indented = "    token: " + KEY[:30] + " " * 20 + "\n    " + KEY[30:]  # a terminal's wrap
    clean, _ = sanitizer.sanitize("x" * 40 + indented)
    assert KEY[-20:] not in clean
    split_in_prefix = "the key that the vendor sent us this morning is: sk-ant-\napi03-" + KEY[13:]
    assert KEY[-20:] not in sanitizer.sanitize(split_in_prefix)[0]


@pytest.mark.parametrize(
    "text",
    [
        "a short line\nends here and the next one starts with 2024 values",
        "this line is long enough to look like a hard-wrapped one, it ends in word\ncontinues here",
        'curl -u "$API_USER:$API_PASSWORD" https://x.io',
        "progress 100%20 done; 50%off",
        "escaped \\u00e9t\\u00e9 and &amp; entities",
    ],
)
def test_text_that_only_looks_disguised_is_left_alone(sanitizer: Sanitizer, text: str) -> None:
    assert sanitizer.sanitize(text) == (text, {})


def test_plain_ascii_is_not_copied() -> None:
    text = "nothing to normalize here: 1234 5678 and a-b"
    norm = normalize(text)
    assert norm.text is text and not norm.changed
    assert norm.original_span(3, 9) == (3, 9)


def test_spans_map_back_over_every_original_character() -> None:
    text = "x＠y a%40b c\u200bd \\u0040 e"
    norm = normalize(text)
    assert norm.text == "x@y a@b cd @ e"
    at = norm.text.index("@", 4)
    assert text[slice(*norm.original_span(at, at + 1))] == "%40"
    cd = norm.text.index("cd")
    assert text[slice(*norm.original_span(cd, cd + 2))] == "c\u200bd"
    escaped = norm.text.rindex("@")
    assert text[slice(*norm.original_span(escaped, escaped + 1))] == "\\u0040"


def test_random_disguises_never_map_outside_the_text() -> None:
    rng = random.Random(7)
    pieces = ["a", "B", "@", "%40", "\u200b", "＠", "\\u0040", "&#64;", " ", "\n", "7", "ﬁ", "é"]
    for _ in range(300):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 40)))
        norm = normalize(text)
        for start in range(len(norm.text)):
            for end in range(start + 1, min(len(norm.text), start + 6) + 1):
                lo, hi = norm.original_span(start, end)
                assert 0 <= lo < hi <= len(text)


def test_the_json_path_sees_decoded_escapes_too() -> None:
    sanitizer = build_sanitizer(SanitizerConfig())
    clean, report = sanitizer.sanitize_json('{"to": "ana\\u0040example.com", "note": "a%40b.io"}')
    assert clean == '{"to":"<EMAIL_ADDRESS>","note":"<EMAIL_ADDRESS>"}'
    assert report == {"EMAIL_ADDRESS": 2}


def test_lines_of_labelled_values_are_not_joined_as_wraps(sanitizer: Sanitizer) -> None:
    # a long line ending in a token, then `NAME: value`: a new line, not the token's rest
    text = f"anthropic_key: {KEY}\nAUTH_TOKEN: rKhdW5JTC6PtNux8wl_5\nPASSWORD: Tr0ub4dor9\n"
    clean, report = sanitizer.sanitize(text)
    assert clean == "anthropic_key: <API_KEY>\nAUTH_TOKEN: <SECRET>\nPASSWORD: <PASSWORD>\n"
    assert report == {"API_KEY": 1, "SECRET": 1, "PASSWORD": 1}


def test_a_join_never_hides_what_the_lines_say_alone(sanitizer: Sanitizer) -> None:
    # joined, the key's `sk-` is glued to the token before it and its prefix rule cannot see
    # it; the text is scanned unjoined too, so the key is still found
    text = "x" * 30 + " ref=a1b2c3d4e5f6g7h8\n" + KEY + " is the new key"
    assert normalize(text).joined_wraps
    clean, report = sanitizer.sanitize(text)
    assert KEY[13:33] not in clean and report.get("API_KEY") == 1
