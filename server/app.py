"""The team server's ASGI app: the facade as a JSON API, a health check, and mounted apps.

`build_app()` is the one factory (`teambrain serve` and the tests call it). Every API
request is `POST /api/v1/<operation>` (core/service/api.py): the bearer token alone names the acting
owner (core/member_tokens.py, re-read when the config file changes); the body is a bounded JSON
object whose unknown fields are refused; the operation runs on a worker thread through a
LocalService bound to that owner on the `api` channel, so everything it changes is audited
as coming through the server. Errors are JSON with a stable code. Other apps (the MCP
endpoint) are mounted beside it by the caller, behind the same per-token rate limit, which
is counted in the store so that it holds across every serve process (core/ratelimit.py).

Invariants kept here: no request parameter can name an owner (operations take none); a
request that fails anywhere before its operation changes nothing; a decision is committed
by LMDB before its answer is sent, so a server killed mid-request loses only what it had not
yet answered.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import AsyncIterator, Callable, Sequence
from importlib import metadata
from typing import Any

import msgspec
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.types import ASGIApp, Receive, Scope, Send
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import Config
from teambrain.core.errors import StoreError, TeambrainError
from teambrain.core.member_tokens import TokenSource, bearer
from teambrain.core.ratelimit import FailureBudget, RateLimiter
from teambrain.core.service import answers, api
from teambrain.core.service.facade import API_VERSION, LazySanitizer, LocalService
from teambrain.core.store import Store
from teambrain.server.framing import SingleFraming
from teambrain.server.replays import REQUEST_ID_FORM, Answer, Replays, fingerprint
from teambrain.server.responses import error_response

log = logging.getLogger("teambrain.server")

Lifespan = Callable[[], contextlib.AbstractAsyncContextManager[Any]]


def version() -> str:
    try:
        return metadata.version("teambrain")
    except metadata.PackageNotFoundError:
        return "unknown"


class TeamServer:
    """What the routes share: the store, the config, the tokens, the limits."""

    def __init__(
        self,
        store: Store,
        config: Config,
        tokens: TokenSource,
        clock: Clock,
        sanitizer: LazySanitizer | None = None,
    ) -> None:
        self.store = store
        self.config = config
        self.tokens = tokens
        self.clock = clock
        self.sanitizer = sanitizer or LazySanitizer(config.sanitizer)
        self.sanitizer_state = "cold"
        """cold, warming, ready or failed: /healthz says it."""
        settings = config.server
        # in the store: every serve process on it counts into the same windows (core/ratelimit.py)
        self.limits = RateLimiter(
            store.rates, settings.rate_per_second, settings.rate_burst, name="server.member"
        )
        self.failures = FailureBudget(
            store.rates,
            settings.failed_tokens_per_second,
            settings.failed_tokens_burst,
            name="server",
        )
        self.max_body = settings.max_body_bytes
        self.replays = Replays()

    def warm(self) -> threading.Thread:
        """Build the sanitizer now, beside serving: it takes a moment to load (seconds with
        a NER model), and a member's first save must not spend it while their client waits."""

        def build() -> None:
            self.sanitizer_state = "warming"
            try:
                self.sanitizer.get()
            except Exception:  # the first save tries again, and fails closed if it must
                log.exception("teambrain server: the sanitizer could not be built")
                self.sanitizer_state = "failed"
                return
            self.sanitizer_state = "ready"

        thread = threading.Thread(target=build, name="teambrain-sanitizer-warm", daemon=True)
        thread.start()
        return thread

    async def failed_too_often(self, scope: Scope) -> float:
        """Seconds a caller presenting no valid token must wait (0: go on): its address's
        allowance, then every address's shared budget (core/ratelimit.py FailureBudget)."""
        return await run_in_threadpool(self.failures.take, self.client_key(scope))

    async def over_limit(self, owner: str) -> float:
        """Seconds a member's token must wait (0: go on)."""
        return await run_in_threadpool(self.limits.take, "owner:" + owner)

    def owner_of(self, scope: Scope) -> str | None:
        """The owner the request's one bearer token names (none for an ambiguous request)."""
        presented = _authorizations(scope)
        if len(presented) != 1:
            return None
        return self.tokens.current().owner(bearer(presented[0].decode("latin-1")))

    def ambiguous(self, scope: Scope) -> bool:
        """Two Authorization headers name nobody: which of them counts would depend on who
        reads (a proxy in front may check the first, a framework the last)."""
        return len(_authorizations(scope)) > 1

    def client_key(self, scope: Scope) -> str:
        client = scope.get("client")
        return "addr:" + (client[0] if client else "?")

    # -- routes -----------------------------------------------------------------------------

    async def health(self, request: Request) -> Response:
        try:
            await run_in_threadpool(self.store.info)
        except Exception as e:  # the store is what every answer needs
            return error_response("store_unavailable", f"the store cannot be read: {e}")
        body = {
            "status": "ok",
            "version": version(),
            "api_version": API_VERSION,
            "sanitizer": self.sanitizer_state,
        }
        return Response(msgspec.json.encode(body), media_type="application/json")

    async def operation(self, request: Request) -> Response:
        started = time.perf_counter()
        response = await self._operation(request)
        # how long the server spent on it, for a client telling its own queueing from ours
        spent = (time.perf_counter() - started) * 1000
        response.headers["Server-Timing"] = f"app;dur={spent:.2f}"
        return response

    async def _operation(self, request: Request) -> Response:
        name = request.path_params["operation"]
        op = api.OPERATIONS.get(name)
        if op is None:
            return error_response("unknown_operation", f"no operation {name!r} in this API")
        if request.method != "POST":
            return error_response(
                "method_not_allowed", f"{name} takes POST with a JSON body", {"Allow": "POST"}
            )
        if self.ambiguous(request.scope):
            return error_response("unauthorized", "send one Authorization header, not several")
        owner = self.owner_of(request.scope)
        try:
            wait = await (
                self.failed_too_often(request.scope) if owner is None else self.over_limit(owner)
            )
        except StoreError as e:  # a limit that cannot be counted is not waived
            return _uncounted(e)
        if wait > 0:
            return _too_many(wait)
        if owner is None:
            return error_response(
                "unauthorized",
                "send a member token: Authorization: Bearer TOKEN ([owners.tokens])",
                {"WWW-Authenticate": 'Bearer realm="teambrain"'},
            )
        media = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if media != "application/json":
            return error_response(
                "unsupported_media_type", "send the request body as application/json"
            )
        body = await self._body(request)
        if body is None:
            return error_response(
                "too_large", f"the request body is over {self.max_body:,} bytes; nothing was done"
            )
        try:
            args = op.request.decode(body or b"{}")
        except msgspec.ValidationError as e:
            return error_response("invalid_request", f"{name}: {e}; nothing was done")
        except TeambrainError as e:  # a word outside a closed set, refused by its own parser
            return error_response(api.code_of(e), str(e))
        except msgspec.DecodeError as e:
            return error_response("invalid_json", f"the body is not JSON ({e}); nothing was done")
        request_id = request.headers.get(api.REQUEST_ID.lower(), "")
        if not op.acts or not request_id:
            return _response(await self._run(name, op, owner, args))
        if not REQUEST_ID_FORM.fullmatch(request_id):
            return error_response(
                "invalid_request", f"{api.REQUEST_ID} must be 8 to 128 letters, digits, - or _"
            )
        answer = await self.replays.once(
            owner, request_id, fingerprint(name, body), lambda: self._run(name, op, owner, args)
        )
        if answer is None:
            return error_response(
                "invalid_request",
                f"{api.REQUEST_ID} {request_id} was already used for another request; "
                "nothing was done",
            )
        return _response(answer)

    async def _run(self, name: str, op: api.Operation, owner: str, args: Any) -> Answer:
        """The operation, as the owner on the `api` channel, and its answer."""
        service = LocalService(
            self.store,
            self.config,
            owner,
            channel=audit.API,
            clock=self.clock,
            sanitizer=self.sanitizer,
        )

        def answer() -> bytes:  # in its documented shape: nothing only the store needs
            return msgspec.json.encode(answers.public(name, op.invoke(service, args)))

        try:
            body = await run_in_threadpool(answer)
        except TeambrainError as e:
            return _answer(error_response(api.code_of(e), str(e)))
        except Exception:
            log.exception("teambrain server: %s failed", name)
            return _answer(
                error_response("internal", f"{name} failed inside the server; see its log")
            )
        return Answer(200, body, {})

    async def _body(self, request: Request) -> bytes | None:
        """The request body, or None once it is longer than allowed (read no further)."""
        declared = request.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_body:
            return None
        chunks, size = [], 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > self.max_body:
                return None
            chunks.append(chunk)
        return b"".join(chunks)


def _answer(response: Response) -> Answer:
    return Answer(response.status_code, bytes(response.body), {})


def _response(answer: Answer) -> Response:
    return Response(
        answer.body,
        status_code=answer.status,
        media_type="application/json",
        headers=answer.headers,
    )


def _authorizations(scope: Scope) -> list[bytes]:
    return [v for k, v in scope.get("headers") or [] if k.lower() == b"authorization"]


def _too_many(wait: float) -> Response:
    seconds = max(1, int(wait + 0.999))
    return error_response(
        "rate_limited",
        f"too many requests; try again in {seconds} s",
        {"Retry-After": str(seconds)},
    )


def _uncounted(e: StoreError) -> Response:
    log.error("teambrain server: a rate limit could not be counted: %s", e)
    return error_response(
        "store_unavailable", f"the store cannot count this request against its limit: {e}"
    )


class RateLimited:
    """ASGI middleware for a mounted app (the MCP endpoint): a known token's requests share its
    rate limit, and a caller presenting no valid token is limited per address, as on the
    API, so guessing tokens is as slow there as anywhere."""

    def __init__(self, app: ASGIApp, server: TeamServer) -> None:
        self.app = app
        self.server = server

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            if self.server.ambiguous(scope):  # refused here: the app behind may read either
                await error_response("unauthorized", "send one Authorization header, not several")(
                    scope, receive, send
                )
                return
            owner = self.server.owner_of(scope)
            try:
                if owner is None:
                    wait = await self.server.failed_too_often(scope)
                else:
                    wait = await self.server.over_limit(owner)
            except StoreError as e:
                await _uncounted(e)(scope, receive, send)
                return
            if wait > 0:
                await _too_many(wait)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def build_app(
    store: Store,
    config: Config,
    tokens: TokenSource,
    *,
    clock: Clock = system_clock,
    mounts: Sequence[tuple[str, ASGIApp]] = (),
    lifespans: Sequence[Lifespan] = (),
    sanitizer: LazySanitizer | None = None,
    warm: bool = True,
) -> Starlette:
    """The team server for one store: the API, `/healthz`, and `mounts` (path, app) beside.

    `sanitizer` is shared with the mounted apps when given; `warm` builds it as serving starts.
    """
    server = TeamServer(store, config, tokens, clock, sanitizer)
    routes: list[BaseRoute] = [
        Route("/healthz", server.health, methods=["GET", "HEAD"]),
        Route(
            api.PREFIX + "{operation}",
            server.operation,
            methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
        ),
    ]
    routes += [Mount(path, app=RateLimited(app, server)) for path, app in mounts]

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        if warm:
            server.warm()
        async with contextlib.AsyncExitStack() as stack:
            for enter in lifespans:
                await stack.enter_async_context(enter())
            yield

    # outermost: a request framed two ways reaches no route (framing.py)
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(SingleFraming)])
    app.state.server = server
    return app
