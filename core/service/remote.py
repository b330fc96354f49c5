"""The service facade over HTTP: what a member's CLI and dashboard use against `teambrain serve`.

RemoteService has a method for every operation of the protocol (core/service/protocol.py), made
from its declaration: each call is one `POST /api/v1/<operation>` (core/service/api.py) with the
member's bearer token, which alone decides the acting owner on the server, and its answer is
read into the operation's documented shape (core/service/answers.py). Nothing here loads the
modules that compute answers, so a member's command starts quickly. Errors come back as the same core errors a
local call raises (NotFound, Forbidden, InvalidTransition...), so surfaces handle both alike.

The server is not trusted to behave: the token only ever travels over TLS (plain http only to
this machine), an answer is read up to MAX_ANSWER_BYTES and no further, and each attempt has
one deadline for the whole exchange (a server dripping a byte at a time cannot hold the client
past it: the connection is cut). An acting call carries one request id for all its attempts
and is tried again once when no answer came, so a save the server committed while the
client gave up is answered, not refused as a duplicate. What the server says is data:
surfaces print it inert (core/inert.py).
"""

from __future__ import annotations

import os
import secrets
import socket
import sys
import threading
from typing import TYPE_CHECKING, Any

# httpx imports its own command-line tool (rich and pygments, some 80 modules) whenever they
# are installed; a member's command never runs it, so it is not loaded (httpx then stands in
# a stub for it, as it does when they are missing)
sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]

import httpx  # noqa: E402
import msgspec  # noqa: E402
from teambrain.core.config import NotHttpURL, is_loopback, split_http_url  # noqa: E402
from teambrain.core.errors import Forbidden, TeambrainError  # noqa: E402
from teambrain.core.service import answers, api  # noqa: E402

TIMEOUT_SECONDS = 30.0
"""The most one attempt may take, connection to last byte (env TEAMBRAIN_SERVER_TIMEOUT)."""
MAX_ANSWER_BYTES = 64 * 1024 * 1024
"""The largest answer read; a longer one is refused and its connection closed."""
MAX_ERROR_BYTES = 64 * 1024
ACTING_ATTEMPTS = 2
MAX_TOKEN_CHARS = 1024


def check_url(url: str) -> str:
    """A server URL as the client uses it (scheme and host, no trailing slash), or a clear error.

    Plain http is accepted only to this machine: anywhere else the member's token would cross
    the network in clear text (the server refuses such a listener too).
    """
    url = url.strip().rstrip("/")
    try:
        parts, host = split_http_url(url)
    except NotHttpURL as e:
        why = "use e.g. https://gateway.example:8765" if e.split else str(e)
        raise TeambrainError(f"not a server URL: {url!r} ({why})") from e.__cause__
    if parts.query or parts.fragment or parts.username:
        raise TeambrainError(f"a server URL has no user, query or fragment: {url!r}")
    if parts.scheme == "http" and not is_loopback(host):
        raise TeambrainError(
            f"{url!r} would send your member token in clear text to {host}: use "
            "https:// (the server needs [server] cert, or a TLS proxy in front of it)"
        )
    return url


def check_token(token: str, url: str) -> str:
    """The token as sent, or Forbidden naming what is wrong with it (never its content)."""
    token = token.strip()
    if not token:
        raise Forbidden(f"no token for {url}: set TEAMBRAIN_TOKEN, or run `teambrain login {url}`")
    if len(token) > MAX_TOKEN_CHARS or not all("!" <= c <= "~" for c in token):
        raise Forbidden(
            f"the token for {url} is not a member token (it holds a space, a line break, a "
            f"control or non-ASCII character, or is over {MAX_TOKEN_CHARS} characters): check "
            f"TEAMBRAIN_TOKEN, or run `teambrain login {url}` again"
        )
    return token


def timeout_from_env(default: float = TIMEOUT_SECONDS) -> float:
    """TEAMBRAIN_SERVER_TIMEOUT in seconds (0.1 to 3600), else `default`."""
    raw = os.environ.get("TEAMBRAIN_SERVER_TIMEOUT", "").strip()
    if not raw:
        return default
    try:
        seconds = float(raw)
    except ValueError:
        seconds = -1.0
    if not 0.1 <= seconds <= 3600:
        raise TeambrainError(f"TEAMBRAIN_SERVER_TIMEOUT must be seconds from 0.1 to 3600: {raw!r}")
    return seconds


class _NoAnswer(Exception):
    """An attempt ended without an answer from the server (safe to try again, same id)."""


class _Deadline:
    """Cuts the connections of one attempt once `seconds` have passed since it began.

    httpx's timeouts apply to each read; a server sending a byte just within each one would
    hold the call forever. The trace hook hands over each socket the attempt opens, and a
    timer shuts them down at the deadline, which ends any read blocked on them at once.
    """

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> _Deadline:
        self._timer.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._timer.cancel()

    def trace(self, event: str, info: dict[str, Any]) -> None:
        if event != "connection.connect_tcp.complete":
            return
        sock = info["return_value"].get_extra_info("socket")
        if sock is None:
            return
        with self._lock:
            self._sockets.append(sock)
            if self.expired:
                _cut(sock)

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            for sock in self._sockets:
                _cut(sock)


def _cut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


class _Answer(msgspec.Struct):
    status: int
    content: bytes


class RemoteService:
    """The facade served by `teambrain serve` at `url`, as the owner `token` names."""

    def __init__(
        self,
        url: str,
        token: str,
        *,
        ca_file: str | None = None,
        timeout: float = TIMEOUT_SECONDS,
        transport: httpx.BaseTransport | None = None,
        max_answer_bytes: int = MAX_ANSWER_BYTES,
    ) -> None:
        self.url = check_url(url)
        token = check_token(token, self.url)
        # plain http is only ever to this machine (check_url): no certificate is read for it
        verify: Any = (ca_file or True) if self.url.startswith("https:") else False
        self.timeout = timeout
        self.max_answer_bytes = max_answer_bytes
        self._http = httpx.Client(
            base_url=self.url + api.PREFIX,
            headers={
                "Authorization": f"Bearer {token}",
                "User-Agent": "teambrain-cli",
                "Accept-Encoding": "identity",  # no decompression bomb to expand
            },
            timeout=timeout,
            verify=verify,
            transport=transport,
            # a fresh connection per call: the deadline cuts the sockets a call opens
            limits=httpx.Limits(max_keepalive_connections=0),
        )
        self._owner: str | None = None

    if TYPE_CHECKING:  # every operation, made below from the protocol's declarations

        def __getattr__(self, name: str) -> Any: ...

    def close(self) -> None:
        self._http.close()

    @property
    def owner(self) -> str:
        """The owner the token names, as the server says (asked once)."""
        if self._owner is None:
            self._owner = self.whoami().owner
        return self._owner

    def _call(self, name: str, request: api.Request) -> Any:
        op = api.OPERATIONS[name]
        body = msgspec.json.encode(request)
        headers = {"Content-Type": "application/json", api.REQUEST_ID: secrets.token_hex(16)}
        attempts = ACTING_ATTEMPTS if op.acts else 1
        for attempt in range(1, attempts + 1):
            try:
                reply = self._attempt(name, body, headers)
                break
            except _NoAnswer as e:
                if attempt == attempts:
                    raise TeambrainError(str(e)) from e
        if reply.status == 200:
            try:
                return msgspec.json.decode(reply.content, type=answers.answer_type(name))
            except msgspec.DecodeError as e:
                raise TeambrainError(
                    f"the server at {self.url} answered {name} in a form this client does not "
                    f"read ({e}); are both the same teambrain version?"
                ) from e
        raise _error(self.url, reply)

    def _attempt(self, name: str, body: bytes, headers: dict[str, str]) -> _Answer:
        """One POST, read whole within the deadline and the size bound."""
        with _Deadline(self.timeout) as deadline:
            try:
                with self._http.stream(
                    "POST",
                    name,
                    content=body,
                    headers=headers,
                    extensions={"trace": deadline.trace},
                ) as reply:
                    return _Answer(reply.status_code, self._read(name, reply))
            except httpx.HTTPError as e:
                if deadline.expired or isinstance(e, httpx.TimeoutException):
                    raise _NoAnswer(
                        f"the teambrain server at {self.url} did not answer {name} within "
                        f"{self.timeout:g} s (TEAMBRAIN_SERVER_TIMEOUT)"
                    ) from e
                raise _NoAnswer(f"cannot reach the teambrain server at {self.url}: {e}") from e

    def _read(self, name: str, reply: httpx.Response) -> bytes:
        limit = self.max_answer_bytes if reply.status_code == 200 else MAX_ERROR_BYTES
        encoding = reply.headers.get("content-encoding", "identity").strip().lower()
        if encoding not in ("", "identity"):
            raise TeambrainError(
                f"the server at {self.url} answered {name} compressed ({encoding!r}), "
                "which this client did not ask for"
            )
        declared = reply.headers.get("content-length", "")
        too_large = TeambrainError(
            f"the server at {self.url} answered {name} with more than {limit:,} bytes; "
            "nothing more was read (ask for less, e.g. a smaller --limit)"
        )
        if declared.isdigit() and int(declared) > limit:
            raise too_large
        chunks, size = [], 0
        for chunk in reply.iter_raw():
            size += len(chunk)
            if size > limit:
                raise too_large
            chunks.append(chunk)
        return b"".join(chunks)


def _remote(op: api.Operation) -> Any:
    """The client's method for an operation: its arguments as the request body, one call."""

    def call(self: RemoteService, *args: Any, **kwargs: Any) -> Any:
        return self._call(op.name, op.request.of(*args, **kwargs))

    call.__name__ = call.__qualname__ = op.name
    return call


for _op in api.OPERATIONS.values():
    setattr(RemoteService, _op.name, _remote(_op))


def _error(url: str, reply: _Answer) -> TeambrainError:
    try:
        body = msgspec.json.decode(reply.content, type=api.ErrorReply).error
    except msgspec.DecodeError:
        return TeambrainError(
            f"the server at {url} answered HTTP {reply.status}: {reply.content[:200]!r}"
        )
    if body.code == "unauthorized":
        return Forbidden(
            f"the server at {url} refused the token ({body.message}); "
            f"run `teambrain login {url}` with your member token"
        )
    return api.error_for(body.code, body.message)
