"""A list option names the record it opens by kind and id, and only a kind the screens open."""

from __future__ import annotations

import pytest
from teambrain.tui.messages import OpenRecord


def test_an_option_id_names_its_record() -> None:
    opened = OpenRecord.chosen("execution:t-12:34")
    assert (opened.kind, opened.record_id) == ("execution", "t-12:34")
    assert OpenRecord.chosen("exchange:E1").kind == "exchange"
    for option_id in (None, "", "lesson:K1"):
        with pytest.raises(ValueError, match="no record kind"):
            OpenRecord.chosen(option_id)
