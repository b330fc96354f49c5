"""Write tests/data/benign_strings.json: developer strings the sanitizer must leave alone.

Every string is generated from a fixed seed (the file is reproducible byte for byte), by
type, in the forms a coding agent's traffic writes them: bare, inside `key=value` and JSON,
and in log lines that hold several at once. None holds personal data or a secret.

    .venv/bin/python tests/data/make_benign_strings.py
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

OUT = Path(__file__).with_name("benign_strings.json")
R = random.Random(20261201)
BASE = datetime(2026, 12, 1, 8, 19, 32, 123456, tzinfo=UTC)


def when() -> datetime:
    return BASE + timedelta(
        seconds=R.randrange(-400 * 86400, 400 * 86400), microseconds=R.randrange(10**6)
    )


def hexs(n: int) -> str:
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def uid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def timestamps() -> list[str]:
    out = []
    for _ in range(14):
        t = when()
        frac = str(R.randrange(10**9)).zfill(9)
        out += [
            t.isoformat(),
            t.strftime("%Y-%m-%dT%H:%M:%SZ"),
            t.strftime("%Y-%m-%dT%H:%M:%S.") + frac[:3] + "Z",
            t.strftime("%Y-%m-%dT%H:%M:%S.") + frac[:6] + "+00:00",
            t.strftime("%Y-%m-%dT%H:%M:%S.") + frac + "Z",
            t.strftime("%Y-%m-%dT%H:%M:%S.") + frac[:7] + "-05:00",
            t.strftime("%Y-%m-%d %H:%M:%S,") + frac[:3],
            t.strftime("%Y-%m-%d %H:%M:%S.") + frac[:6],
            t.strftime("%Y%m%dT%H%M%SZ"),
            t.strftime("%a, %d %b %Y %H:%M:%S GMT"),
            t.strftime("%b %d %H:%M:%S"),
            t.strftime("%H:%M:%S.") + frac[:6],
            f"ts={int(t.timestamp())}",
            f'"created_at": {int(t.timestamp() * 1000)}',
            t.strftime("[%d/%b/%Y:%H:%M:%S +0000]"),
        ]
    return out


def uuids() -> list[str]:
    out = []
    forms = (
        "{}",
        "session_id={}",
        '"session_id": "{}"',
        "x-request-id: {}",
        "request_id={}",
        "trace {}",
        "urn:uuid:{}",
        '{{"id": "{}"}}',
        "conversation {} resumed",
        "/v1/threads/{}/runs",
    )
    for i in range(60):
        u = uid()
        if i % 7 == 0:
            u = u.upper()
        out.append(forms[i % len(forms)].format(u))
    return out


def shas() -> list[str]:
    out = []
    for i in range(60):
        full = hashlib.sha1(str(i).encode()).hexdigest()
        short = full[: R.choice((7, 8, 10, 12))]
        out += [
            [
                f"commit {full}",
                f"HEAD is now at {short} fix the parser",
                f"{short}..{full[:7]}",
                f"git cherry-pick {full}",
                f"Merge pull request #{R.randrange(1, 9999)} ({short})",
                f"{short} refactor: split the module",
            ][i % 6]
        ]
    return out


def versions() -> list[str]:
    out = []
    for i in range(50):
        a, b, c = R.randrange(0, 30), R.randrange(0, 40), R.randrange(0, 200)
        out.append(
            [
                f"{a}.{b}.{c}",
                f"v{a}.{b}.{c}-rc.{R.randrange(1, 9)}+build.{R.randrange(1, 9999)}",
                f"requests=={a}.{b}.{c}",
                f'"typescript": "^{a}.{b}.{c}"',
                f"Python 3.{b % 14}.{c % 20}",
                f"node v{a}.{b}.{c}",
                f'version = "{a}.{b}.{c}.{R.randrange(1000, 99999)}"',
                f"go1.{b % 25}.{c % 10} linux/amd64",
                f"libssl.so.{a}.{b}.{c}",
                f"Installing collected packages: foo-{a}.{b}.{c}",
            ][i % 10]
        )
    return out


def ports() -> list[str]:
    hosts = (
        "localhost",
        "127.0.0.1",
        "db.internal",
        "api.example.com",
        "0.0.0.0",
        "[::1]",
        "redis",
    )
    out = []
    for i in range(50):
        port = R.choice(
            (80, 443, 3000, 5432, 6379, 8080, 8443, 9090, 27017, R.randrange(1024, 65535))
        )
        host = hosts[i % len(hosts)]
        out.append(
            [
                f"{host}:{port}",
                f"listening on port {port}",
                f"http://{host}:{port}/health",
                f"EXPOSE {port}",
                f"-p {port}:{port}",
                f"connect ECONNREFUSED {host}:{port}",
                f"PORT={port}",
            ][i % 7]
        )
    return out


def hashes() -> list[str]:
    out = []
    for i in range(60):
        data = f"blob {i}".encode()
        sha256 = hashlib.sha256(data).hexdigest()
        b64 = base64.b64encode(hashlib.sha512(data).digest()).decode()
        out.append(
            [
                f"sha256:{sha256}",
                f"python:3.12-slim@sha256:{sha256}",
                f"sha512-{b64}",
                f"{hashlib.md5(data).hexdigest()}  dist/app.tar.gz",
                f'ETag: "{hashlib.sha1(data).hexdigest()}"',
                f"{sha256}",
                f'"integrity": "sha512-{b64}"',
                f"Digest: sha256:{sha256}",
                f"md5sum {hashlib.md5(data).hexdigest()}",
                f"blake2b {hashlib.blake2b(data).hexdigest()[:64]}",
            ][i % 10]
        )
    return out


def paths() -> list[str]:
    files = (
        "src/app/main.py",
        "core/sanitize/pii.py",
        "web/src/App.tsx",
        "cmd/server/main.go",
        "lib/foo.rb",
        "tests/test_api.py",
        "/usr/lib/python3.12/json/decoder.py",
    )
    out = []
    for i in range(50):
        f, line, col = files[i % len(files)], R.randrange(1, 2000), R.randrange(1, 120)
        out.append(
            [
                f"{f}:{line}",
                f"{f}:{line}:{col}",
                f'File "{f}", line {line}, in handle',
                f"{f}:{line}:{col}: error TS2345",
                f"at Object.<anonymous> ({f}:{line}:{col})",
                f"{f}#L{line}-L{line + 12}",
                f"{f}({line},{col}): warning",
            ][i % 7]
        )
    return out


def documentation_ips() -> list[str]:
    out = []
    for i in range(30):
        out.append(
            [
                f"192.0.2.{R.randrange(1, 255)}",
                f"198.51.100.{R.randrange(1, 255)}:8080",
                f"203.0.113.{R.randrange(1, 255)}/32",
                f"2001:db8::{R.randrange(1, 0xFFFF):x}",
                f"client=203.0.113.{R.randrange(1, 255)}",
                f"server 192.0.2.{R.randrange(1, 255)} refused",
            ][i % 6]
        )
    return out


def error_codes() -> list[str]:
    out = []
    for i in range(50):
        out.append(
            [
                f"HTTP {R.choice((400, 401, 403, 404, 409, 429, 500, 502, 503))}",
                f"error[E0{R.randrange(100, 999)}]",
                "ERR_CONNECTION_REFUSED",
                f"errno {R.randrange(1, 140)}",
                f"exit code {R.choice((1, 2, 127, 137, 139))}",
                f"0x{R.randrange(0x80000000, 0xFFFFFFFF):08X}",
                f"ORA-{R.randrange(0, 99999):05d}",
                f"SQLSTATE {R.randrange(10000, 99999)}",
                f"status_code=503 retry_after={R.randrange(1, 120)}",
                f"Exit status {R.randrange(1, 255)}",
            ][i % 10]
        )
    return out


def durations() -> list[str]:
    out = []
    for i in range(40):
        out.append(
            [
                f"{R.random() * 100:.3f}s",
                f"{R.randrange(1, 99999)}ms",
                f"{R.randrange(1, 24)}h{R.randrange(60)}m",
                f"PT{R.randrange(1, 24)}H{R.randrange(60)}M",
                f"took {R.randrange(1000, 999999)} ms",
                f"elapsed 00:{R.randrange(60):02d}:{R.randrange(60):02d}.{R.randrange(1000):03d}",
                f"duration_ns={R.randrange(10**8, 10**12)}",
                f"timeout={R.randrange(1, 600)}s",
            ][i % 8]
        )
    return out


def sizes() -> list[str]:
    out = []
    for i in range(40):
        out.append(
            [
                f"{R.random() * 100:.1f} GiB",
                f"{R.randrange(1, 2**31)} bytes",
                f"{R.randrange(1, 999)}KB",
                f"{R.randrange(1, 2**31):,} bytes",
                f"Content-Length: {R.randrange(1, 10**8)}",
                f"max_tokens={R.randrange(1, 200000)}",
                f"size={R.randrange(10**6, 10**10)}",
                f"{R.randrange(1, 64)}M/{R.randrange(64, 512)}M",
            ][i % 8]
        )
    return out


def log_lines() -> list[str]:
    out = []
    for i in range(60):
        t = when()
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + str(R.randrange(10**6)).zfill(6) + "Z"
        out.append(
            [
                f"{iso} INFO  request_id={uid()} GET /v1/items 200 {R.randrange(1, 999)}ms {R.randrange(1, 99999)}B",
                f"[{t.strftime('%Y-%m-%d %H:%M:%S,%f')[:23]}] WARNING worker-{R.randrange(1, 9)} pid={R.randrange(100, 99999)} retry {R.randrange(1, 5)}/5 in {R.random() * 10:.2f}s",
                f"{t.strftime('%b %d %H:%M:%S')} host kernel: [{R.random() * 99999:.6f}] oom-kill: pid {R.randrange(100, 99999)}",
                f'time="{iso}" level=error msg="pull failed" image=app@sha256:{hexs(64)} size={R.randrange(10**6, 10**9)}',
                f"{iso} commit {hexs(40)} v{R.randrange(1, 9)}.{R.randrange(20)}.{R.randrange(50)} deployed to 198.51.100.{R.randrange(1, 255)}:8080",
                f"{uid()} {iso} span_id={hexs(16)} trace_id={hexs(32)} duration={R.randrange(1, 9999)}us",
            ][i % 6]
        )
    return out


def main() -> None:
    groups = {
        "timestamp": timestamps(),
        "uuid": uuids(),
        "git_sha": shas(),
        "version": versions(),
        "port": ports(),
        "hash": hashes(),
        "path_line": paths(),
        "documentation_ip": documentation_ips(),
        "error_code": error_codes(),
        "duration": durations(),
        "byte_size": sizes(),
        "log_line": log_lines(),
    }
    cases = [{"type": kind, "text": text} for kind, texts in groups.items() for text in texts]
    OUT.write_text(
        json.dumps({"cases": cases}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"{len(cases)} strings written to {OUT.name}")


if __name__ == "__main__":
    main()
