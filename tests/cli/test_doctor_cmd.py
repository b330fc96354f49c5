"""`teambrain doctor`: every check said plainly, nothing touched, exit 0 ok / 1 FAILED / 2 DEGRADED.

Real files, a real sanitizer, a real listening socket, a real certificate made here.
"""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.store import open_store

CHECKS = ["config", "store", "CA", "ports", "proxy", "sanitizer", "meaning", "capture"]
TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")


def doctor(tmp_path: Path, config_text: str | None, *args: str, store: Path | None = None):  # noqa: ANN201
    config = tmp_path / "config.toml"
    if config_text is not None:
        config.write_text(config_text)
    store = store or tmp_path / "store"
    confdir = tmp_path / "mitmproxy"
    argv = ["--store", str(store), "--config", str(config), "doctor", "--confdir", str(confdir)]
    return CliRunner().invoke(cli, [*argv, *args])


def checks(result) -> dict[str, dict]:  # noqa: ANN001
    return {c["name"]: c for c in json.loads(result.output)["checks"]}


def test_a_default_install_is_ok_and_names_ner_as_an_option(tmp_path: Path) -> None:
    """The real `teambrain` command: the default sanitizer (no NER model) is the supported
    configuration, so a fresh install exits 0; a NER model is named as an option."""
    argv = ["--store", str(tmp_path / "store"), "--config", str(tmp_path / "config.toml")]
    argv += ["doctor", "--confdir", str(tmp_path / "mitmproxy"), "--port", str(_free_port())]
    (tmp_path / "config.toml").write_text("")
    result = subprocess.run([TEAMBRAIN, *argv, "--json"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["status"] == "ok"
    found = {c["name"]: c for c in report["checks"]}
    assert [c["name"] for c in report["checks"]] == CHECKS
    sanitizer = found["sanitizer"]
    assert sanitizer["status"] == "ok" and "option: a NER model" in sanitizer["summary"]
    assert sanitizer["details"]["with_ner"] == ["PERSON", "LOCATION", "ORGANIZATION"]
    probe = sanitizer["details"]["probe"]
    assert probe["redacted"] == probe["planted"] == 7
    assert found["store"]["status"] == "note" and "does not exist yet" in found["store"]["summary"]
    assert found["proxy"]["status"] == "note"
    assert not (tmp_path / "store").exists()  # looked at, never created
    shown = subprocess.run([TEAMBRAIN, *argv], capture_output=True, text=True)
    assert shown.returncode == 0 and shown.stdout.splitlines()[-1] == "status: ok"


def test_the_checklist_is_aligned_and_ends_with_the_verdict(tmp_path: Path) -> None:
    result = doctor(tmp_path, "", "--port", str(_free_port()))
    assert result.exit_code == 0
    lines = result.output.splitlines()
    heads = [line for line in lines if line and not line.startswith(" ")]
    assert [line.split()[1] for line in heads[: len(CHECKS)]] == CHECKS
    assert len({line.index(line.split()[1]) for line in heads[: len(CHECKS)]}) == 1  # one column
    assert heads[5].startswith("ok        sanitizer")
    assert "PERSON" in result.output and "partial" in result.output
    assert "LOCATION" in result.output and "needs a NER model" in result.output
    assert lines[-1] == "status: ok"


def test_a_category_switched_off_is_degraded(tmp_path: Path) -> None:
    result = doctor(tmp_path, '[sanitizer]\nentities = ["EMAIL_ADDRESS"]\n', "--json")
    assert result.exit_code == 2, result.output
    sanitizer = checks(result)["sanitizer"]
    assert sanitizer["status"] == "DEGRADED" and "PHONE_NUMBER" in sanitizer["summary"]


def test_a_store_others_can_read_is_degraded_and_left_as_it_is(tmp_path: Path) -> None:
    store = open_store(tmp_path / "store", map_size_mb=4)
    store.close()
    os.chmod(tmp_path / "store", 0o755)
    result = doctor(tmp_path, "", "--json", store=tmp_path / "store")
    found = checks(result)["store"]
    assert found["status"] == "DEGRADED" and "chmod 700" in found["summary"]
    assert found["details"]["mode"] == "0755" and found["details"]["on_disk_bytes"] > 0
    assert stat.S_IMODE((tmp_path / "store").stat().st_mode) == 0o755  # never chmod'ed
    os.chmod(tmp_path / "store", 0o700)
    found = checks(doctor(tmp_path, "", "--json", store=tmp_path / "store"))["store"]
    assert found["status"] == "ok" and "mode 0700" in found["summary"]


def test_a_config_that_does_not_load_fails(tmp_path: Path) -> None:
    result = doctor(tmp_path, '[sanitizer]\nentities = ["EMAIL_ADRESS"]\n', "--json")
    assert result.exit_code == 1
    found = checks(result)["config"]
    assert found["status"] == "FAILED" and "sanitizer.entities" in found["summary"]
    assert json.loads(result.output)["status"] == "FAILED"


def test_a_missing_ner_model_fails_because_every_capture_would_be_dropped(tmp_path: Path) -> None:
    result = doctor(tmp_path, '[sanitizer]\nner_model = "en_core_web_lg"\n')
    assert result.exit_code == 1
    assert "FAILED    sanitizer" in result.output
    assert "MISSING: ner_model 'en_core_web_lg' is not installed" in result.output
    assert result.output.splitlines()[-1] == "status: FAILED"


def test_an_installed_ner_model_covers_the_rest(tmp_path: Path) -> None:
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("entity_ruler").add_patterns([{"label": "PERSON", "pattern": "Ada Lovelace"}])
    nlp.to_disk(tmp_path / "ner")
    result = doctor(tmp_path, f'[sanitizer]\nner_model = "{tmp_path / "ner"}"\n', "--json")
    sanitizer = checks(result)["sanitizer"]
    assert sanitizer["status"] == "ok" and sanitizer["details"]["uncovered"] == []
    assert result.exit_code == 0, result.output  # the other checks are ok or notes


def test_the_ca_certificate_is_read_and_its_expiry_checked(tmp_path: Path) -> None:
    confdir = tmp_path / "mitmproxy"
    confdir.mkdir()
    ca = confdir / "mitmproxy-ca-cert.pem"
    ca.write_bytes(_certificate(days=365))
    found = checks(doctor(tmp_path, "", "--json"))["CA"]
    assert found["status"] == "ok" and "valid until" in found["summary"]
    ca.write_bytes(_certificate(days=-1))
    found = checks(doctor(tmp_path, "", "--json"))["CA"]
    assert found["status"] == "FAILED" and "expired" in found["summary"]
    ca.write_text("not a certificate")
    assert checks(doctor(tmp_path, "", "--json"))["CA"]["status"] == "FAILED"


def test_a_listening_port_alone_is_not_your_proxy(tmp_path: Path) -> None:
    """Something answering on the port (another user's proxy, another program) is reported as
    in use, not as your proxy running: only your own record of a live proxy says that
    (tests/cli/test_proxy_ports.py starts a real one)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        found = checks(doctor(tmp_path, "", "--json", "--port", str(port)))
    assert found["proxy"]["status"] == "note" and found["proxy"]["details"]["running"] is False
    assert f"{port} in use by something else" in found["proxy"]["summary"]
    proxy_port = [p for p in found["ports"]["details"]["ports"] if p["use"] == "proxy"]
    assert proxy_port == [{"use": "proxy", "host": "127.0.0.1", "port": port, "in_use": True}]


def test_a_port_the_proxy_could_not_bind_is_not_called_free(tmp_path: Path) -> None:
    """A port held without answering (bound, not yet or no longer listening) refused the proxy
    while doctor called it free: doctor now asks the way the proxy does."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        port = held.getsockname()[1]
        found = checks(doctor(tmp_path, "", "--json", "--port", str(port)))
    proxy_port = [p for p in found["ports"]["details"]["ports"] if p["use"] == "proxy"]
    assert proxy_port[0]["in_use"] is True, found["ports"]
    assert f"{port} (proxy) in use" in found["ports"]["summary"]


def test_a_port_two_listeners_share_by_default_is_said_once(tmp_path: Path) -> None:
    """The proxy and the Anthropic gateway both default to 8080: one port, named once."""
    summary = checks(doctor(tmp_path, "", "--json"))["ports"]["summary"]
    assert summary.startswith("8080 (proxy or gateway anthropic) "), summary
    assert summary.count("8080") == 1 and "8081 (gateway openai) " in summary


def test_the_commands_that_do_not_sanitize_do_not_load_presidio() -> None:
    code = (
        "import sys\n"
        "import teambrain.core.config, teambrain.core.sanitize.coverage, teambrain.core.operations.doctor\n"
        "import teambrain.cli.doctor_cmd\n"
        "from teambrain.core.sanitize.coverage import describe\n"
        "from teambrain.core.config import SanitizerConfig\n"
        "describe(SanitizerConfig())\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('presidio_analyzer', 'spacy')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _certificate(days: int) -> bytes:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "teambrain test CA")])
    now = datetime.now(UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(days=400))
        .not_valid_after(now + timedelta(days=days))
        .sign(key, hashes.SHA256())
    )
    return cert.public_bytes(serialization.Encoding.PEM)
