"""Checks a non-editable install of teambrain, run by that install's own Python.

The test suite runs from the source tree, where every folder is importable whatever the wheel
holds; this check runs from a virtualenv that holds only the built wheel and its dependencies:
every module of the installed package imports, the price table ships, `teambrain --help` answers, and `teambrain proxy`
starts, listens, and passes a request through to a local upstream before it is stopped.

    python -m venv /tmp/wheelcheck && /tmp/wheelcheck/bin/pip install dist/teambrain-*.whl
    /tmp/wheelcheck/bin/python tests/packaging/check_installed.py
"""

from __future__ import annotations

import http.server
import importlib
import os
import pkgutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

BIN = Path(sys.executable).parent


def fail(message: str) -> None:
    print(f"wheel check: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def import_every_module() -> int:
    import teambrain

    location = Path(next(iter(teambrain.__path__))).resolve()
    if not str(location).startswith(sys.prefix):
        fail(f"teambrain is imported from {location}, not from the installed wheel")
    failed = []
    count = 0
    for module in pkgutil.walk_packages(teambrain.__path__, "teambrain."):
        count += 1
        try:
            importlib.import_module(module.name)
        except Exception as e:  # every failure is reported, not just the first
            failed.append(f"{module.name}: {type(e).__name__}: {e}")
    if failed:
        fail("modules that do not import:\n  " + "\n  ".join(failed))
    if count < 50:
        fail(f"only {count} modules found in the installed package")
    return count


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Upstream(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = b"upstream says hello"
        self.send_response(200)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def proxy_passes_traffic() -> None:
    upstream = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Upstream)
    threading.Thread(target=upstream.serve_forever, daemon=True).start()
    port = free_port()
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "HOME": home, "XDG_DATA_HOME": f"{home}/data"}
        env.pop("TEAMBRAIN_STORE", None)
        env.pop("TEAMBRAIN_CONFIG", None)
        proxy = subprocess.Popen(
            [BIN / "teambrain", "proxy", "--port", str(port)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            opener = urllib.request.build_opener(
                urllib.request.ProxyHandler({"http": f"http://127.0.0.1:{port}"})
            )
            deadline = time.monotonic() + 90
            while True:
                if proxy.poll() is not None:
                    fail("teambrain proxy exited:\n" + proxy.stdout.read().decode(errors="replace"))
                try:
                    url = f"http://127.0.0.1:{upstream.server_address[1]}/"
                    body = opener.open(url, timeout=5).read()
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        fail("teambrain proxy did not pass a request within 90 s")
                    time.sleep(0.2)
            if body != b"upstream says hello":
                fail(f"the proxy changed the upstream's answer: {body!r}")
        finally:
            os.killpg(proxy.pid, signal.SIGTERM)
            try:
                proxy.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proxy.pid, signal.SIGKILL)
            upstream.shutdown()


def price_table_ships() -> None:
    """The price table is package data, read at run time, not imported: check it came along."""
    from teambrain.core.usage.prices import shipped

    if shipped().price("claude-sonnet-4-5") is None:
        fail("the shipped price table does not price claude-sonnet-4-5")


def main() -> None:
    count = import_every_module()
    price_table_ships()
    helped = subprocess.run([BIN / "teambrain", "--help"], capture_output=True, text=True)
    if helped.returncode != 0 or "proxy" not in helped.stdout:
        fail(f"teambrain --help: {helped.returncode}\n{helped.stdout}{helped.stderr}")
    proxy_passes_traffic()
    print(
        f"wheel check: {count} modules import, the price table ships, --help answers, "
        "the proxy passes traffic"
    )


if __name__ == "__main__":
    main()
