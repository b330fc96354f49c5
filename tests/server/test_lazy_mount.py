"""The lazily built mount (server/lazy_mount.py): nothing is built until a request reaches
it, concurrent first requests build it once, its context is open while it serves and closed
with the server, and a failed build answers a clear error and is tried again."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import AsyncIterator

from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Mount, Route
from starlette.testclient import TestClient
from teambrain.server.lazy_mount import Built, LazyMount


class Endpoint:
    """A build function that counts its builds, can be told to fail, and whose app answers
    whether its context is open."""

    def __init__(self, fail: int = 0) -> None:
        self.builds = 0
        self.fail = fail
        self.open = False
        self.closed = 0
        self.gate = threading.Event()
        self.gate.set()

    def build(self) -> Built:
        self.gate.wait(10)
        self.builds += 1
        if self.builds <= self.fail:
            raise ImportError("no module named 'mcp'")

        async def app(scope, receive, send) -> None:
            text = "open" if self.open else "closed"
            await PlainTextResponse(text)(scope, receive, send)

        @contextlib.asynccontextmanager
        async def context() -> AsyncIterator[None]:
            self.open = True
            try:
                yield
            finally:
                self.open = False
                self.closed += 1

        return app, context


def served(endpoint: Endpoint) -> TestClient:
    mount = LazyMount(endpoint.build, "test endpoint")

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with mount.lifespan():
            yield

    routes = [Route("/healthz", lambda _: PlainTextResponse("ok")), Mount("/", app=mount)]
    return TestClient(Starlette(routes=routes, lifespan=lifespan))


def test_nothing_is_built_until_a_request_reaches_the_mount() -> None:
    endpoint = Endpoint()
    with served(endpoint) as client:
        assert client.get("/healthz").text == "ok"
        assert endpoint.builds == 0
        assert client.get("/mcp").text == "open"
        assert client.get("/mcp").text == "open"
        assert endpoint.builds == 1
    assert endpoint.closed == 1  # the built app's context ends with the server


def test_concurrent_first_requests_build_once() -> None:
    endpoint = Endpoint()
    endpoint.gate.clear()  # the build waits until every request is in
    with served(endpoint) as client:
        answers: list[str] = []
        threads = [
            threading.Thread(target=lambda: answers.append(client.get("/mcp").text))
            for _ in range(4)
        ]
        for thread in threads:
            thread.start()
        endpoint.gate.set()
        for thread in threads:
            thread.join(30)
        assert answers == ["open"] * 4
        assert endpoint.builds == 1


def test_a_failed_build_answers_why_and_the_next_request_tries_again() -> None:
    endpoint = Endpoint(fail=1)
    with served(endpoint) as client:
        failed = client.get("/mcp")
        assert failed.status_code == 500
        error = failed.json()["error"]
        assert error["code"] == "internal"
        assert "test endpoint could not start" in error["message"]
        assert "no module named 'mcp'" in error["message"]
        assert client.get("/healthz").text == "ok"
        assert client.get("/mcp").text == "open"
        assert endpoint.builds == 2
