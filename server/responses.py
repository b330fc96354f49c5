"""The server's error answers: JSON with a stable code (core/service/api.py ERRORS), in one
shape whichever part of the server refuses (a route, a middleware, a mounted app)."""

from __future__ import annotations

import msgspec
from starlette.responses import Response
from teambrain.core.service import api


def error_response(code: str, message: str, headers: dict[str, str] | None = None) -> Response:
    """`{"error": {"code": code, "message": message}}` with the code's status."""
    status, _ = api.ERRORS[code]
    body = msgspec.json.encode(api.ErrorReply(api.ErrorBody(code=code, message=message)))
    return Response(body, status_code=status, media_type="application/json", headers=headers)
