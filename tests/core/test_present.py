"""What the CLI and the dashboard print alike: counts, times, excerpts, tokens, redactions."""

from __future__ import annotations

from datetime import UTC, datetime

from teambrain.core.episodes.model import Usage
from teambrain.core.present import cached_share, count, cut, in_out, redactions, usage_line, when


def test_counts_times_and_excerpts() -> None:
    assert [count(1, "entry", "entries"), count(1234, "entry", "entries")] == [
        "1 entry",
        "1,234 entries",
    ]
    assert count(2, "lesson") == "2 lessons"
    at = datetime(2026, 11, 2, 9, 5, 7, tzinfo=UTC)
    assert (when(at), when(at, "%H:%M:%S"), when(None)) == ("2026-11-02 09:05", "09:05:07", "-")
    assert cut("a\nlong  line\x1b", 80) == "a long line␛"
    assert cut("abcdefghij", 5) == "abcd…"


def test_token_usage_reads_only_what_the_provider_reported() -> None:
    usage = Usage(input_tokens=1200, output_tokens=34, cache_read_tokens=2800)
    assert usage_line(usage) == "1,200 in, 34 out, 2,800 cache read"
    assert usage_line(usage, " / ") == "1,200 in / 34 out / 2,800 cache read"
    assert usage_line(Usage()) == ""
    assert in_out(usage) == "1,200 in / 34 out"
    assert in_out(Usage(output_tokens=5)) == "0 in / 5 out"
    assert cached_share(usage) == 0.7
    assert cached_share(Usage(input_tokens=10)) == 0.0
    assert cached_share(Usage(output_tokens=10)) is None


def test_redactions_are_summed_by_kind_in_name_order() -> None:
    assert redactions([{"PERSON": 1, "EMAIL": 2}, {}, {"PERSON": 3}]) == "EMAIL ×2, PERSON ×4"
    assert redactions([{}]) == ""
