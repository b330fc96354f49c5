"""One way to read where a request ends: a request framed two ways is refused, and its
connection closed.

A request carrying both Content-Length and Transfer-Encoding can be read as two different
requests by two HTTP parsers: a proxy in front that goes by the length forwards, as one
body, what our parser (which goes by the chunks, as RFC 9112 says) reads as a body and then
a second request, run as whoever it names ("request smuggling"). RFC 9112 section 6.3 lets
a server refuse such a message and requires closing the connection after it, so nothing
that follows on it is read. uvicorn's httptools parser refuses it itself; its h11 parser
(the one installed here) does not, so this middleware, outermost, answers 400 with
`Connection: close` before any route sees the request, and the server then closes the
connection, dropping whatever it had read past the chunked body.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send
from teambrain.server.responses import error_response


class SingleFraming:
    """ASGI middleware: a request framed by both a length and a transfer coding gets 400."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and framed_twice(scope):
            refusal = error_response(
                "invalid_request",
                "the request has both Content-Length and Transfer-Encoding (RFC 9112 6.3); "
                "send one; nothing was done",
                {"Connection": "close"},
            )
            await refusal(scope, receive, send)
            return
        await self.app(scope, receive, send)


def framed_twice(scope: Scope) -> bool:
    """Whether the request's headers name both a length and a transfer coding."""
    names = {name.lower() for name, _ in scope.get("headers") or []}
    return b"transfer-encoding" in names and b"content-length" in names
