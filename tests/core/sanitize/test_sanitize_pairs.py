"""Secrets pasted beside their id (core/sanitize/pairs.py) or under their column's header
(core/sanitize/tables.py), through the real capture path: a
capture worker whose sanitizer runs in its own process writes to a real LMDB store, and no
raw secret is in the store file's bytes. Near-misses (a commit hash next to an id, base64 in
code) are left alone."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.config import Config, SanitizerConfig
from teambrain.core.episodes.records import session_records
from teambrain.core.sanitize.engine import Sanitizer, build_sanitizer
from teambrain.core.store import open_store

from tests.store.raw import stored_bytes

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
AWS_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
STS_SECRET = "Xq3vR8tY1uI5oP9aS2dF6gH0jK4lZ7xC3vB8nM1q"
AZURE_KEY = (
    "2K6+CA8Dz5DFnuNxxH6/ffw3owOpROabJMUa02GvpKrU6wsy20Ulhj0qPF2CdnDn1zBbESUrFkLycuaIfTfAgy=="
)

PASTED = {
    "console CSV line": (f"{AWS_ID},{AWS_SECRET}", AWS_SECRET),
    "console CSV with its header and a user name": (
        f"User name,Access key ID,Secret access key\ndeploy-bot,{AWS_ID},{AWS_SECRET}\n",
        AWS_SECRET,
    ),
    "console CSV header without a user name": (
        f"Access key ID,Secret access key\n{AWS_ID},{AWS_SECRET}",
        AWS_SECRET,
    ),
    "id / secret": (f"new key for CI: {AWS_ID} / {AWS_SECRET} (rotate monthly)", AWS_SECRET),
    "secret on the next line": (f"here you go\n{AWS_ID}\n{AWS_SECRET}\nthanks", AWS_SECRET),
    "key id: ... secret: ...": (f"key id: {AWS_ID} secret: {AWS_SECRET}", AWS_SECRET),
    "aws configure prompts": (
        f"AWS Access Key ID [None]: {AWS_ID}\nAWS Secret Access Key [None]: {AWS_SECRET}\n"
        "Default region name [None]: eu-west-1",
        AWS_SECRET,
    ),
    "export-credentials JSON": (
        json.dumps(
            {
                "Version": 1,
                "AccessKeyId": "ASIAZ3MJQ7T5XKWL2P4N",
                "SecretAccessKey": STS_SECRET,
                "SessionToken": "IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQD",
            }
        ),
        STS_SECRET,
    ),
    "env lines": (
        f"AWS_ACCESS_KEY_ID={AWS_ID} AWS_SECRET_ACCESS_KEY={AWS_SECRET}",
        AWS_SECRET,
    ),
    "Azure storage keys list": (
        '[{"creationTime": "2026-01-01T00:00:00Z", "keyName": "key1", "permissions": "FULL",'
        f' "value": "{AZURE_KEY}"}}]',
        AZURE_KEY,
    ),
    "Azure connection string": (
        f"DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={AZURE_KEY};"
        "EndpointSuffix=core.windows.net",
        AZURE_KEY,
    ),
    "GCP service account key id": (
        json.dumps(
            {
                "type": "service_account",
                "project_id": "acme-prod",
                "private_key_id": "d41c7e09b2a85f3e6c1d9a07b4e2f8c35a6d0b19",
            },
            indent=2,
        ),
        "d41c7e09b2a85f3e6c1d9a07b4e2f8c35a6d0b19",
    ),
    "Alibaba AccessKey pair": (
        "LTAI5tQ9xYzK3mN8pR2sV7wB\nqW8eR4tY6uI0oP2aS5dF7gH9jK1lZ3",
        "qW8eR4tY6uI0oP2aS5dF7gH9jK1lZ3",
    ),
    "Tencent SecretId and SecretKey": (
        "AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA Gu5t9xGARNpq86cd98joQYCN3Cozk1qA",
        "Gu5t9xGARNpq86cd98joQYCN3Cozk1qA",
    ),
    "Twilio SID and auth token": (
        "AC3f9a1c0e7b2d4a6f8e0c1b3d5f7a9c2e 9b8f03c192930e0fc0a55d2ced126474",
        "9b8f03c192930e0fc0a55d2ced126474",
    ),
    "Google OAuth client id and secret": (
        "1234567890-abc123def456ghi789jkl012mno345pq.apps.googleusercontent.com,"
        "xYzAbC_123dEfGhIjKlMnOpQ",
        "xYzAbC_123dEfGhIjKlMnOpQ",
    ),
    "GitHub OAuth app id and secret": (
        "Client ID Iv1.8a61f9b3a7aba766\nClient secret 1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e",
        "1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e",
    ),
}

TABLES = {
    "OAuth client CSV": (
        "Client ID,Client secret\n0oa1b2c3d4e5f6g7h8i9,Xk9-pQ2_rT5vW8yZ1bC4eF7hJ0kM3nP6qS9uV2xY\n",
        "Xk9-pQ2_rT5vW8yZ1bC4eF7hJ0kM3nP6qS9uV2xY",
        "SECRET",
    ),
    "accounts sheet": (
        "username;password\nops-bot;Tr0ub4dor-and-3\n",
        "Tr0ub4dor-and-3",
        "PASSWORD",
    ),
    "Markdown table": (
        "| service | token |\n|---|---|\n| ci | tkn_7Hq2Lp9Xw4Zr8Vb3 |\n",
        "tkn_7Hq2Lp9Xw4Zr8Vb3",
        "SECRET",
    ),
}

NEAR_MISSES = {
    "a commit hash after a key id": f"rotated {AWS_ID} in e27b52f9aa6a0adfb90439403b6e3150e5e9b0b0",
    "a commit hash next to a word": "fixed in e27b52f9aa6a0adfb90439403b6e3150e5e9b0b0 today",
    "base64 in code": 'LOGO = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"',
    "a sha512 integrity after a package name": (
        '"integrity": "sha512-2K6+CA8Dz5DFnuNxxH6/ffw3owOpROabJMUa02GvpKrU6wsy20Ulhj0qPF2'
        'CdnDn1zBbESUrFkLycuaIfTfAgy=="'
    ),
    "a word after a key id": f"the id {AWS_ID} belongs to the deploy user, not a person",
    "a schema table": "| field | type | required |\n| password | string | yes |\n| token | str | no |",
    "prose with commas": "The token, as we said, expires\nWe rotate it, then restart, then check",
}


def pasted(raw: dict[str, Any], config: Config) -> CapturedExchange:
    """A parse function as the addon provides one (module level: it crosses processes)."""
    return CapturedExchange(
        owner="ann",
        session_id="pairs",
        provider="anthropic",
        started_at=raw["at"],
        ended_at=raw["at"] + timedelta(seconds=1),
        user_text=raw["text"],
        response_text="noted: " + raw["text"],
        tool_calls=[
            CapturedToolCall(
                tool_id=f"toolu_{raw['n']}",
                name="bash",
                input_json=json.dumps({"command": f"cat <<EOF\n{raw['text']}\nEOF"}),
            )
        ],
    )


@pytest.fixture(scope="module")
def sanitizer() -> Sanitizer:
    return build_sanitizer(SanitizerConfig())


def test_a_pasted_secret_never_reaches_the_store_file(tmp_path: Path) -> None:
    config = Config()
    store = open_store(tmp_path / "store", map_size_mb=16)
    worker = CaptureWorker(store, config, workers=1)  # the sanitizer in its own process
    worker.start()
    forms = {**PASTED, **{name: (text, secret) for name, (text, secret, _) in TABLES.items()}}
    for n, (text, _secret) in enumerate(forms.values()):
        raw = {"text": text, "n": n, "at": T0 + timedelta(seconds=2 * n)}
        assert worker.submit(pasted, raw)
    assert worker.wait_idle(60)
    worker.stop()
    with store.read() as txn:
        episodes, _events = session_records(txn, "ann", "pairs")
    assert len(episodes) == len(forms)
    data = stored_bytes(store)
    store.close()
    for name, (_text, secret) in forms.items():
        for piece in {secret[i : i + 12] for i in range(0, len(secret) - 11, 4)}:
            assert piece.encode() not in data, f"{name}: raw secret in the store: {piece!r}"


@pytest.mark.parametrize("name", list(PASTED))
def test_each_pasted_form_is_redacted_cut_or_whole(sanitizer: Sanitizer, name: str) -> None:
    text, secret = PASTED[name]
    clean, report = sanitizer.sanitize(text)
    assert secret not in clean and report.get("SECRET", 0) >= 1, clean
    cut = text.index(secret) + 2 * len(secret) // 3  # the capture window ends in the secret
    clean, _report = sanitizer.sanitize(text[:cut])
    assert secret[: 2 * len(secret) // 3][-12:] not in clean, clean


@pytest.mark.parametrize("name", list(TABLES))
def test_a_secret_under_its_columns_header_is_redacted(sanitizer: Sanitizer, name: str) -> None:
    text, secret, entity = TABLES[name]
    clean, report = sanitizer.sanitize(text)
    assert clean == text.replace(secret, f"<{entity}>") and report == {entity: 1}


@pytest.mark.parametrize("name", list(NEAR_MISSES))
def test_near_misses_keep_their_hashes_and_base64(sanitizer: Sanitizer, name: str) -> None:
    text = NEAR_MISSES[name]
    clean, report = sanitizer.sanitize(text)
    assert "SECRET" not in report and "PASSWORD" not in report, clean
    assert clean == text.replace(AWS_ID, "<API_KEY>")
