"""Configuration: defaults, and errors that name the offending key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from teambrain.core.config import Config, load_config, parse_config
from teambrain.core.errors import ConfigError


def test_every_option_has_a_default() -> None:
    config = parse_config("")
    assert config == Config()
    assert config.digests.user == 2000 and config.retention.days == 90


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ('[digests]\nuser = "big"\n', "digests.user"),
        ("[digests]\nuser = 0\n", "digests.user"),
        ("[digest]\nuser = 1\n", "digest"),
        ("[owners]\nproxyauth = { ann = 3 }\n", "owners.proxyauth"),
        ("[retention]\ndays = -1\n", "retention.days"),
        ("[capture\n", "TOML"),
    ],
)
def test_bad_config_names_the_key(text: str, named: str) -> None:
    with pytest.raises(ConfigError, match=named.replace(".", r"\.")):
        parse_config(text)


def test_missing_explicit_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        load_config(tmp_path / "absent.toml")


def test_missing_default_file_means_defaults() -> None:
    assert load_config() == Config()  # TEAMBRAIN_CONFIG points at a missing file in tests


def test_a_file_that_is_not_utf8_is_a_config_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('[owners]\nlocal = "Jos\xe9"\n'.encode("latin-1"))
    with pytest.raises(ConfigError, match="latin1.toml is not UTF-8"):
        load_config(path)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("[retention]\ndays = 1e9\n", "retention.days"),  # a float where an int belongs
        ("[retention]\ndays = 1000000000\n", "retention.days"),  # would crash prune
        ("[retention]\ndays = 3651\n", "retention.days"),
        ("[retention]\nbatch = 0\n", "retention.batch"),
        ("[capture]\nqueue_size = -5\n", "capture.queue_size"),
        ("[capture]\nmax_body_bytes = 0\n", "capture.max_body_bytes"),
        ("[digests]\nresponse = 10000000\n", "digests.response"),
        ("[store]\nmax_map_size_mb = 99999999999\n", "store.max_map_size_mb"),
        ("[reflect]\ndays = 100000\n", "reflect.days"),
        ("[reflect]\nbackpressure = -1\n", "reflect.backpressure"),
        ("[telemetry]\nqueue_size = 0\n", "telemetry.queue_size"),
        ('[telemetry]\nowner_names = "clear"\n', "telemetry.owner_names"),
        ('[telemetry]\nendpoint = "localhost:4318"\n', "telemetry.endpoint"),
        (
            '[telemetry]\nendpoint = "http://collector.internal:4318/v1/traces"\n',
            "telemetry.endpoint",
        ),
        ('[telemetry.headers]\n"bad header" = "x"\n', "telemetry.headers"),
        ("[reflect]\ntimeout_seconds = 0\n", "reflect.timeout_seconds"),
        ("[reflect]\nmax_retries = 1000\n", "reflect.max_retries"),
        ("[reflect]\ninput_budget_chars = 10\n", "reflect.input_budget_chars"),
        ("[decay]\nidle_days = 0\n", "decay.idle_days"),
        ("[decay]\nidle_days = 1e12\n", "decay.idle_days"),
        ("[inject]\nmax_entries = 0\n", "inject.max_entries"),
        ("[inject]\nrefresh_seconds = inf\n", "inject.refresh_seconds"),
        ("[inject]\nsession_cache = 0\n", "inject.session_cache"),
    ],
)
def test_every_number_is_bounded_to_a_range_that_works(text: str, named: str) -> None:
    with pytest.raises(ConfigError, match=rf"'{named.replace('.', r'\.')}'"):
        parse_config(text, "config.toml")


@pytest.mark.parametrize(
    ("text", "named", "said"),
    [
        ("[reflect]\ndaily_budget = 9\n", "reflect.daily_budget", "never raise it"),
        ("[reflect]\ndaily_budget = 500\n", "reflect.daily_budget", "never raise it"),
        ("[decay]\nmax_flags_per_week = 6\n", "decay.max_flags_per_week", "never raise it"),
        ("[reflect]\nmin_sessions = 1\n", "reflect.min_sessions", "never lower it"),
    ],
)
def test_the_seeds_numbers_are_ceilings(text: str, named: str, said: str) -> None:
    with pytest.raises(ConfigError, match=named.replace(".", r"\.")) as refused:
        parse_config(text)
    assert said in str(refused.value)


def test_a_config_may_tighten_the_seeds_numbers() -> None:
    config = parse_config(
        "[reflect]\ndaily_budget = 3\nmin_sessions = 4\n[decay]\nmax_flags_per_week = 2\n"
    )
    assert (config.reflect.daily_budget, config.reflect.min_sessions) == (3, 4)
    assert config.decay.max_flags_per_week == 2
    none_at_all = parse_config("[reflect]\ndaily_budget = 0\n[decay]\nmax_flags_per_week = 0\n")
    assert none_at_all.reflect.daily_budget == none_at_all.decay.max_flags_per_week == 0


@pytest.mark.parametrize(
    "token", ["x", "tok-123", "0123456789abcde", "aaaaaaaaaaaaaaaaaaaaaaaa", "abababababababababab"]
)
def test_a_weak_token_is_refused_and_the_message_says_how_to_make_one(token: str) -> None:
    # the same map authenticates gateway members and MCP-over-HTTP bearer tokens
    with pytest.raises(ConfigError, match="openssl rand -hex 24") as refused:
        parse_config(f'[owners.tokens]\n"{token}" = "ann"\n')
    assert "owners.tokens" in str(refused.value) and repr(token) not in str(refused.value)


def test_a_strong_token_is_accepted() -> None:
    token = "9f2c4e1a7b3d5c8e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c"  # openssl rand -hex 24
    assert parse_config(f'[owners.tokens]\n"{token}" = "ann"\n').owners.tokens == {token: "ann"}


def test_telemetry_sends_plain_http_only_to_this_machine_unless_allowed() -> None:
    assert not parse_config("").telemetry.enabled  # off by default
    local = parse_config('[telemetry]\nendpoint = "http://[::1]:4318/v1/traces"\n')
    assert local.telemetry.owner_names == "hashed" and not local.telemetry.content
    far = '[telemetry]\nendpoint = "http://collector.internal:4318/v1/traces"\n'
    assert parse_config(far + "allow_plain_http = true\n").telemetry.allow_plain_http
    assert parse_config('[telemetry]\nendpoint = "https://otel.example.com/v1/traces"\n')


def test_the_documented_telemetry_examples_load() -> None:
    root = Path(__file__).resolve().parents[2]
    for doc in ("docs/opentelemetry.md", "README.md"):
        text = (root / doc).read_text()
        blocks = re.findall(r"(?:```toml\n|<<'TOML'\n)(.*?)(?:```|TOML\n)", text, flags=re.S)
        telemetry = [b for b in blocks if "[telemetry]" in b]
        assert telemetry, doc
        for block in telemetry:
            assert parse_config(block, doc).telemetry.enabled
