"""`teambrain episodes|stats|prune|env|addon-path|fingerprint` through click's runner."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall
from teambrain.core.config import Config
from teambrain.core.episodes.writes import write_capture
from teambrain.core.identity import fingerprint
from teambrain.core.sanitize.engine import build_sanitizer
from teambrain.core.store import open_store


@pytest.fixture
def store_dir(tmp_path: Path) -> Path:
    path = tmp_path / "store"
    store = open_store(path)
    config = Config()
    sanitizer = build_sanitizer(config.sanitizer)
    now = datetime.now(UTC)
    for owner, text, age in (
        ("ann", "deploy the api, ping ann@example.com", 1),
        ("ben", "ben's secret plan", 1),
        ("ann", "ancient", 200),
    ):
        cap = CapturedExchange(
            owner=owner,
            session_id=f"{owner}-s",
            provider="anthropic",
            started_at=now - timedelta(days=age),
            ended_at=now - timedelta(days=age),
            user_text=text,
            response_text="done",
            tool_calls=[
                CapturedToolCall(
                    tool_id=f"toolu_{owner}_{age}",
                    name="bash",
                    input_json='{"command": "make deploy"}',
                )
            ],
        )
        record = build_record(cap, sanitizer, config)
        store.write(lambda txn, r=record: write_capture(txn, r))
    return path


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.output


def test_episodes_list_is_owner_clamped(store_dir: Path) -> None:
    code, out = invoke("--store", str(store_dir), "--as", "ann", "episodes", "list", "--json")
    assert code == 0
    rows = json.loads(out)
    assert [r["owner"] for r in rows] == ["ann", "ann"]
    assert rows[0]["user_digest"] == "deploy the api, ping <EMAIL_ADDRESS>"
    assert rows[0]["events"][0]["tool_name"] == "bash"
    assert "ben" not in out


def test_episodes_show_refuses_someone_elses(store_dir: Path) -> None:
    _, out = invoke("--store", str(store_dir), "--as", "ben", "episodes", "list", "--json")
    bens = json.loads(out)[0]["id"]
    result = CliRunner().invoke(
        cli, ["--store", str(store_dir), "--as", "ann", "episodes", "show", bens]
    )
    assert result.exit_code == 1 and "no episode" in result.output and "secret" not in result.output
    code, out = invoke("--store", str(store_dir), "--as", "ben", "episodes", "show", bens)
    assert code == 0 and "ben's secret plan" in out


def test_episodes_list_human_output_and_empty(store_dir: Path) -> None:
    code, out = invoke("--store", str(store_dir), "--as", "ann", "episodes", "list")
    assert code == 0 and "deploy the api" in out
    code, out = invoke("--store", str(store_dir), "--as", "nobody", "episodes", "list")
    assert code == 0 and "No episodes" in out


def test_an_empty_listing_on_a_team_stores_host_says_where_members_read(
    store_dir: Path, tmp_path: Path
) -> None:
    config = tmp_path / "team.toml"
    config.write_text("[owners]\nteam_mode = true\n")
    for args in (("episodes", "list"), ("timeline", "list")):
        code, out = invoke("--config", str(config), "--store", str(store_dir), *args)
        assert code == 0 and "captured for" in out, out
        assert "This is a team store" in out and "teambrain serve" in out
    code, out = invoke("--store", str(store_dir), "--as", "nobody", "episodes", "list")
    assert "team store" not in out  # one person's store: nothing to explain


def test_episodes_list_filters_by_start_model_and_status_and_shows_them(tmp_path: Path) -> None:
    path = tmp_path / "store"
    store = open_store(path)
    config = Config()
    sanitizer = build_sanitizer(config.sanitizer)
    now = datetime.now(UTC)
    for text, model, status, hours, tokens in (
        ("fresh sonnet", "claude-sonnet-4-5", "complete", 1, (1200, 34)),
        ("failed sonnet", "claude-sonnet-4-5", "error", 2, None),
        ("old gpt", "gpt-5.1", "complete", 72, (500, 7)),
    ):
        cap = CapturedExchange(
            owner="ann",
            session_id="ann-s",
            provider="anthropic",
            model=model,
            status=status,
            started_at=now - timedelta(hours=hours),
            ended_at=now - timedelta(hours=hours),
            user_text=text,
            response_text="done",
        )
        if tokens:
            cap.usage.input_tokens, cap.usage.output_tokens = tokens
        record = build_record(cap, sanitizer, config)
        store.write(lambda txn, r=record: write_capture(txn, r))
    base = ("--store", str(path), "--as", "ann", "episodes", "list")

    def said(*args: str) -> list[str]:
        code, out = invoke(*base, *args, "--json")
        assert code == 0, out
        return [row["user_digest"] for row in json.loads(out)]

    assert said() == ["fresh sonnet", "failed sonnet", "old gpt"]
    assert said("--since", "1d") == ["fresh sonnet", "failed sonnet"]
    assert said("--since", (now - timedelta(days=5)).date().isoformat()) == [
        "fresh sonnet",
        "failed sonnet",
        "old gpt",
    ]
    assert said("--model", "SONNET") == ["fresh sonnet", "failed sonnet"]
    assert said("--status", "error") == ["failed sonnet"]
    assert said("--model", "gpt", "--since", "1d") == []

    code, out = invoke(*base)
    header, first = out.splitlines()[:2]
    assert "MODEL" in header and "STATUS" in header and "TOKENS IN/OUT" in header
    assert "claude-sonnet-4-5" in first and "1,200/34" in first
    code, out = invoke(*base, "--status", "partial")
    assert code == 0 and "No episodes of yours match those filters." in out
    code, out = invoke(*base, "--since", "yesterday-ish")
    assert code == 2 and "use a span such as 2d" in out
    assert out.count("use e.g.") == 0 and "not a date" not in out  # said once, plainly


def test_stats_and_prune(store_dir: Path) -> None:
    code, out = invoke("--store", str(store_dir), "--as", "ann", "stats", "--json")
    figures = json.loads(out)
    assert figures["yours"] == {"episodes": 2, "events": 2}
    assert figures["all"]["episodes"] == 3
    assert "PERSON" in figures["sanitizer"]["not_covered"]  # never silently claimed
    _, out = invoke("--store", str(store_dir), "--as", "ann", "stats")
    (line,) = [x for x in out.splitlines() if x.startswith("sanitizer")]
    assert "ok (a NER model would add PERSON" in line and "not covered" not in line
    code, out = invoke("--store", str(store_dir), "prune")
    cutoff = datetime.now(UTC) - timedelta(days=90)
    assert out.startswith("Pruned 1 exchange and 1 tool call older than ")
    assert f"than {cutoff:%Y-%m-%d} " in out and " UTC (kept: the last 90 days" in out, out
    assert "+00:00" not in out  # said as every other time is, not as an ISO stamp
    code, out = invoke("--store", str(store_dir), "prune", "--json")
    assert json.loads(out)["episodes"] == 0 and json.loads(out)["events"] == 0
    _, out = invoke("--store", str(store_dir), "--as", "ann", "stats", "--json")
    assert json.loads(out)["yours"]["episodes"] == 1


def test_env_addon_path_and_fingerprint(tmp_path: Path) -> None:
    code, out = invoke("env", "--port", "9090", "--confdir", str(tmp_path))
    assert "export HTTPS_PROXY=http://127.0.0.1:9090" in out
    assert (
        f"NODE_EXTRA_CA_CERTS={tmp_path}/mitmproxy-ca-cert.pem" in out and "SSL_CERT_FILE=" in out
    )
    code, out = invoke("addon-path")
    assert out.strip().endswith("addons/entry.py") and Path(out.strip()).exists()
    code, out = invoke("fingerprint", "sk-ant-test")
    assert out.strip() == fingerprint("sk-ant-test") and "sk-ant-test" not in out


def test_bad_config_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[retention]\ndays = 'ninety'\n")
    result = CliRunner().invoke(
        cli, ["--config", str(bad), "--store", str(tmp_path / "s"), "stats"]
    )
    assert result.exit_code == 1 and "retention.days" in result.output


def test_stats_says_what_injection_did_to_how_many_requests(store_dir: Path) -> None:
    def after(outcome: str, n: int) -> str:
        store = open_store(store_dir)
        store.write(lambda txn: txn.meta.counter_add(f"inject.{outcome}", n))
        store.close()
        _, out = invoke("--store", str(store_dir), "--as", "ann", "stats")
        (line,) = [x for x in out.splitlines() if x.startswith("injection")]
        return line

    line = after("off", 8)
    assert "off: 8 requests sent without it ([inject] enabled = true turns it on)" in line, line
    line = after("no_match", 2)
    assert "2 no match, 8 off (of 10 requests)" in line, line
