"""A mounted app built on its first request, so serving starts without it.

`teambrain serve` mounts the MCP endpoint beside the API. The MCP SDK takes one to several
seconds to import (its protocol types are pydantic models, two schema versions of them), and
most of a server's life is API calls and health checks: the API and `/healthz` answer as soon
as the process listens, and the endpoint is built, off the event loop, when a request first
reaches it. Requests arriving while it is built wait for it; a build that fails answers the
API's `internal` error with the reason, and the next request tries again.

The built app may need a context held open for the server's life (the MCP session manager's
task group): `lifespan()` is entered by the server's lifespan, and the built app's own
context is entered inside it, in a task of its own, when the app is built.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any

import anyio
from anyio.abc import TaskGroup, TaskStatus
from starlette.types import ASGIApp, Receive, Scope, Send
from teambrain.server.responses import error_response

log = logging.getLogger("teambrain.server")

Built = tuple[ASGIApp, Callable[[], contextlib.AbstractAsyncContextManager[Any]] | None]
"""What a build returns: the app, and the context it needs open while it serves (or None)."""


class LazyMount:
    """An ASGI app that builds the real one (in a worker thread) on its first request."""

    def __init__(self, build: Callable[[], Built], what: str) -> None:
        self._build = build
        self._what = what
        self._app: ASGIApp | None = None
        self._lock: anyio.Lock | None = None
        self._group: TaskGroup | None = None
        self._stop: anyio.Event | None = None

    @contextlib.asynccontextmanager
    async def lifespan(self) -> AsyncIterator[None]:
        """Held open while the server runs: the built app's context lives inside it."""
        self._lock, self._stop = anyio.Lock(), anyio.Event()
        async with anyio.create_task_group() as group:
            self._group = group
            try:
                yield
            finally:
                self._stop.set()
                self._group = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = self._app
        if app is None:
            try:
                app = await self._ready()
            except Exception as e:  # answered, logged, and tried again on the next request
                log.exception("teambrain server: the %s could not be built", self._what)
                if scope["type"] == "http":
                    answer = error_response("internal", f"the {self._what} could not start: {e}")
                    await answer(scope, receive, send)
                return
        await app(scope, receive, send)

    async def _ready(self) -> ASGIApp:
        if self._lock is None or self._group is None:
            raise RuntimeError("the server is not running (its lifespan was not entered)")
        async with self._lock:
            if self._app is None:
                app, context = await anyio.to_thread.run_sync(self._build)
                if context is not None:
                    await self._group.start(self._hold, context)
                self._app = app
        return self._app

    async def _hold(
        self,
        context: Callable[[], contextlib.AbstractAsyncContextManager[Any]],
        *,
        task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
    ) -> None:
        assert self._stop is not None
        async with context():
            task_status.started()
            await self._stop.wait()
