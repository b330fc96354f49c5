"""A real OTLP receiver for the tests: Arize Phoenix, run from its own virtualenv.

`make setup` installs Phoenix into `.venv/receiver` (it pins anthropic<2, which teambrain's
own environment cannot hold). It takes OTLP/HTTP at `/v1/traces` and answers what it stored
through its REST API (`/v1/projects/{project}/spans`), which is how a test reads spans back.
Its data lives in a working directory of the test's; its own telemetry is off.
"""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx2
import pytest

from tests.e2e.proxy import ROOT, free_port

RECEIVER = ROOT / ".venv" / "receiver" / "bin" / "phoenix"
START_SECONDS = 180.0
"""How long Phoenix may take to answer its health check (its first start migrates a database)."""


class Phoenix:
    """A Phoenix server on 127.0.0.1 for one test module."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None
        self._log = (workdir / "phoenix.log").open("wb")

    @property
    def traces_endpoint(self) -> str:
        return self.url + "/v1/traces"

    def start(self) -> Phoenix:
        if not RECEIVER.exists():
            pytest.skip(f"no OTLP receiver at {RECEIVER}: make setup installs it")
        env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
        env.update(
            PHOENIX_WORKING_DIR=str(self.workdir),
            PHOENIX_HOST="127.0.0.1",
            PHOENIX_PORT=str(self.port),
            PHOENIX_GRPC_PORT=str(free_port()),
            PHOENIX_TELEMETRY_ENABLED="false",
        )
        self.proc = subprocess.Popen(
            [str(RECEIVER), "serve"], stdout=self._log, stderr=subprocess.STDOUT, env=env
        )
        deadline = time.monotonic() + START_SECONDS
        while not self._healthy():
            if self.proc.poll() is not None:
                raise RuntimeError(f"phoenix exited with {self.proc.returncode}:\n{self.log()}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"phoenix did not answer in {START_SECONDS} s:\n{self.log()}")
            time.sleep(0.2)
        return self

    def _healthy(self) -> bool:
        try:
            return httpx2.get(self.url + "/healthz", timeout=1.0).status_code == 200
        except httpx2.HTTPError:
            return False

    def spans(self, project: str = "default") -> list[dict[str, Any]]:
        """Every span Phoenix holds for the project, as its REST API gives them."""
        found: list[dict[str, Any]] = []
        cursor = None
        while True:
            params: dict[str, Any] = {"limit": 1000}
            if cursor:
                params["cursor"] = cursor
            reply = httpx2.get(f"{self.url}/v1/projects/{project}/spans", params=params)
            if reply.status_code == 404:  # no span has arrived yet: no project either
                return []
            reply.raise_for_status()
            page = reply.json()
            found += page["data"]
            cursor = page.get("next_cursor")
            if not cursor:
                return found

    def log(self) -> str:
        self._log.flush()
        return (self.workdir / "phoenix.log").read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()
