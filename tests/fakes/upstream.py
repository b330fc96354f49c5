"""A local fake LLM provider on 127.0.0.1 speaking the Anthropic and OpenAI wire formats.

It stands in for what is outside the machine (the providers), so the real SDK clients and a
real mitmdump can be tested end to end. Streaming (SSE, chunked) and plain JSON, tool use
across turns, errors, mid-stream cuts and compressed bodies, all driven by the request:

- a request that offers tools and whose last turn is not tool results gets a tool call (of the
  first tool; Claude Code's `Agent`/`Task` gets a subagent's description and prompt);
- otherwise the reply is text: "Echo: <the last user text>" (or a summary of tool results);
- x-fake-seed: ids derived from the seed, so the same seed gives byte-identical responses;
- headers steer the odd cases: x-fake-mode: error500 | error_event | cut | malformed | unknown_events,
  x-fake-encoding: gzip | br | zstd, x-fake-events: N text deltas, x-fake-interval-ms: pause between events,
  x-fake-usage: the response's usage object, as JSON in the provider's own shape (streamed:
  Anthropic's output_tokens in message_delta, the rest in message_start),
  x-fake-ws-bomb: deflate:N | raw:N (WebSocket: a hostile message of N bytes after two events).

Every request is recorded (path, headers, body) for assertions.
"""

from __future__ import annotations

import datetime
import gzip
import hashlib
import ipaddress
import json
import socket
import ssl
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import brotli
import zstandard
from wsproto import ConnectionType, WSConnection
from wsproto import events as wsevents
from wsproto.extensions import PerMessageDeflate

from tests.fakes.http import FakeHandler


class Recorded:
    def __init__(self, path: str, headers: dict[str, str], body: bytes) -> None:
        self.path = path
        self.headers = headers
        self.body = body
        self.sent = bytearray()
        """The response body bytes as sent (after compression, before chunk framing)."""
        self.received: list[bytes] = []
        """WebSocket: each message the client sent, as received."""
        self.messages: list[bytes] = []
        """WebSocket: each message sent to the client."""

    def json(self) -> Any:
        return json.loads(self.body)


def _compress(data: bytes, encoding: str | None) -> bytes:
    if encoding == "gzip":
        return gzip.compress(data)
    if encoding == "br":
        return brotli.compress(data)
    if encoding == "zstd":
        return zstandard.ZstdCompressor().compress(data)
    return data


class _Stream:
    """Incremental compressor for streamed bodies (so compressed SSE arrives in pieces)."""

    def __init__(self, encoding: str | None) -> None:
        self.encoding = encoding
        if encoding == "gzip":
            import zlib

            self._c = zlib.compressobj(wbits=31)
        elif encoding == "br":
            self._c = brotli.Compressor()
        elif encoding == "zstd":
            self._c = zstandard.ZstdCompressor().compressobj()
        else:
            self._c = None

    def piece(self, data: bytes) -> bytes:
        if self._c is None:
            return data
        if self.encoding == "br":
            return self._c.process(data) + self._c.flush()
        import zlib

        if self.encoding == "gzip":
            return self._c.compress(data) + self._c.flush(zlib.Z_SYNC_FLUSH)
        return self._c.compress(data) + self._c.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)

    def end(self) -> bytes:
        if self._c is None:
            return b""
        if self.encoding == "br":
            return self._c.finish()
        return self._c.flush()


# -- conversation logic shared by the three wire formats ---------------------------------------


def _anthropic_last_user(body: dict) -> tuple[str, list[dict]]:
    messages = body.get("messages") or []
    for msg in reversed(messages):
        if msg.get("role") != "user":
            continue
        content = msg.get("content")
        if isinstance(content, str):
            return content, []
        texts = [b.get("text", "") for b in content if b.get("type") == "text"]
        results = [b for b in content if b.get("type") == "tool_result"]
        return " ".join(t for t in texts if not t.startswith("<system-reminder>")), results
    return "", []


def _result_text(result: dict) -> str:
    content = result.get("content", "")
    if isinstance(content, list):
        return " ".join(c.get("text", "") for c in content if isinstance(c, dict))
    return str(content)


class _Server(ThreadingHTTPServer):
    """Each connection's TLS handshake runs in that connection's own thread, with a deadline:
    a client that connects and never says hello stalls only itself, never the accept loop."""

    tls: ssl.SSLContext | None = None

    def finish_request(self, request, client_address) -> None:  # noqa: ANN001 - socketserver's
        if self.tls is None:
            return super().finish_request(request, client_address)
        request.settimeout(10)
        try:
            wrapped = self.tls.wrap_socket(request, server_side=True)
        except (OSError, ssl.SSLError):
            return None
        wrapped.settimeout(None)
        try:
            return super().finish_request(wrapped, client_address)
        finally:
            wrapped.close()


class FakeUpstream:
    """The server; use as a context manager. `url` is its base URL."""

    def __init__(self, *, tls: bool = False) -> None:
        self.requests: list[Recorded] = []
        self._lock = threading.Lock()
        self._counter = 0
        handler = self._handler_class()
        self.server = _Server(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        self.tls = tls
        if tls:
            # The context holds the key once loaded, so the files need not outlive this block.
            with tempfile.TemporaryDirectory(prefix="fake-upstream-") as cert_dir:
                cert, keyfile = _self_signed(Path(cert_dir))
                context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
                context.load_cert_chain(cert, keyfile)
            self.server.tls = context
        self.port = self.server.server_address[1]
        self.url = f"{'https' if tls else 'http'}://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> FakeUpstream:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    def next_id(self, prefix: str) -> str:
        with self._lock:
            self._counter += 1
            return f"{prefix}{self._counter:06d}"

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        upstream = self

        class Handler(FakeHandler):
            def _id(self, prefix: str) -> str:
                """A fresh id, or with x-fake-seed a deterministic one (identical bytes per seed)."""
                seed = getattr(self, "_seed", "")
                if not seed:
                    return upstream.next_id(prefix)
                self._seq = getattr(self, "_seq", 0) + 1
                return (
                    prefix + hashlib.sha1(f"{seed}/{prefix}/{self._seq}".encode()).hexdigest()[:16]
                )

            def do_GET(self) -> None:  # noqa: N802 - a non-LLM path on the same host
                if self.headers.get("upgrade", "").lower() == "websocket":
                    return self._websocket()
                payload = b'{"ok": true}'
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length)
                headers = {k.lower(): v for k, v in self.headers.items()}
                self._rec = Recorded(self.path, headers, raw)
                self._seed, self._seq = headers.get("x-fake-seed", ""), 0
                with upstream._lock:
                    upstream.requests.append(self._rec)
                try:
                    body = json.loads(raw) if raw else {}
                except ValueError:
                    body = None
                mode = headers.get("x-fake-mode", "")
                if body is None or not isinstance(body, dict):
                    return self._json(
                        400,
                        {
                            "type": "error",
                            "error": {"type": "invalid_request_error", "message": "bad json"},
                        },
                    )
                if mode == "error500":
                    return self._json(
                        500,
                        {
                            "type": "error",
                            "error": {"type": "api_error", "message": "upstream exploded"},
                        },
                    )
                path = self.path.split("?")[0]
                if path.endswith("/messages"):
                    return self._anthropic(body, headers)
                if path.endswith("/chat/completions"):
                    return self._openai_chat(body, headers)
                if path.endswith("/responses"):
                    return self._openai_responses(body, headers)
                return self._json(404, {"error": "not found"})

            # -- plumbing ------------------------------------------------------------------

            def _json(self, status: int, payload: Any, encoding: str | None = None) -> None:
                data = _compress(json.dumps(payload).encode(), encoding)
                self.send_response(status)
                self.send_header("content-type", "application/json")
                if encoding:
                    self.send_header("content-encoding", encoding)
                self.send_header("content-length", str(len(data)))
                self._rec.sent += data  # recorded before the client can see it
                self.end_headers()
                self.wfile.write(data)

            def _sse(self, events: list[tuple[str | None, str]], headers: dict[str, str]) -> None:
                encoding = headers.get("x-fake-encoding") or None
                interval = float(headers.get("x-fake-interval-ms", "0")) / 1000
                mode = headers.get("x-fake-mode", "")
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("cache-control", "no-cache")
                self.send_header("transfer-encoding", "chunked")
                if encoding:
                    self.send_header("content-encoding", encoding)
                self.end_headers()
                stream = _Stream(encoding)
                cut_at = len(events) // 2 if mode == "cut" else None
                try:
                    for i, (event, data) in enumerate(events):
                        if cut_at is not None and i == cut_at:
                            self.wfile.flush()
                            self.connection.shutdown(2)
                            self.close_connection = True
                            return
                        frame = (f"event: {event}\n" if event else "") + f"data: {data}\n\n"
                        self._chunk(stream.piece(frame.encode()))
                        if interval:
                            time.sleep(interval)
                    self._chunk(stream.end())
                    self.wfile.write(b"0\r\n\r\n")
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True

            def _chunk(self, data: bytes) -> None:
                if data:
                    self._rec.sent += data
                    self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                    self.wfile.flush()

            # -- Anthropic Messages --------------------------------------------------------

            def _anthropic(self, body: dict, headers: dict[str, str]) -> None:
                user_text, results = _anthropic_last_user(body)
                msg_id = self._id("msg_")
                model = body.get("model", "claude-test")
                n = int(headers.get("x-fake-events", "3"))
                use_tool = bool(body.get("tools")) and not results
                if use_tool:
                    tool = body["tools"][0]["name"]
                    tool_id = self._id("toolu_")
                    text = "I will run it."
                    tool_input: dict[str, Any] = {"command": f"echo {user_text[:40]}"}
                    if tool in ("Agent", "Task"):  # Claude Code's subagents
                        tool_input = {
                            "description": "Look into it",
                            "prompt": f"Subtask for a helper agent: {user_text[:200]}",
                        }
                    stop = "tool_use"
                else:
                    text = (
                        "Echo: " + user_text
                        if not results
                        else "Tool said: " + " | ".join(_result_text(r) for r in results)
                    )
                    stop = "end_turn"
                if not body.get("stream"):
                    content: list[dict] = [{"type": "text", "text": text}]
                    if use_tool:
                        content.append(
                            {"type": "tool_use", "id": tool_id, "name": tool, "input": tool_input}
                        )
                    return self._json(
                        200,
                        {
                            "id": msg_id,
                            "type": "message",
                            "role": "assistant",
                            "model": model,
                            "content": content,
                            "stop_reason": stop,
                            "stop_sequence": None,
                            "usage": _usage(headers, {"input_tokens": 12, "output_tokens": 7}),
                        },
                        headers.get("x-fake-encoding") or None,
                    )
                ev: list[tuple[str | None, str]] = []

                def add(name: str, payload: dict) -> None:
                    ev.append((name, json.dumps({"type": name, **payload})))

                usage = _usage(headers, {"input_tokens": 12, "output_tokens": 7})
                add(
                    "message_start",
                    {
                        "message": {
                            "id": msg_id,
                            "type": "message",
                            "role": "assistant",
                            "model": model,
                            "content": [],
                            "stop_reason": None,
                            "stop_sequence": None,
                            "usage": usage | {"output_tokens": 1},
                        }
                    },
                )
                add(
                    "content_block_start",
                    {"index": 0, "content_block": {"type": "text", "text": ""}},
                )
                add("ping", {})
                if headers.get("x-fake-mode") == "unknown_events":
                    add("shiny_new_event", {"index": 0, "what": "ever"})
                pieces = _split(text, n)
                for piece in pieces:
                    add(
                        "content_block_delta",
                        {"index": 0, "delta": {"type": "text_delta", "text": piece}},
                    )
                add("content_block_stop", {"index": 0})
                if use_tool:
                    add(
                        "content_block_start",
                        {
                            "index": 1,
                            "content_block": {
                                "type": "tool_use",
                                "id": tool_id,
                                "name": tool,
                                "input": {},
                            },
                        },
                    )
                    raw_input = json.dumps(tool_input)
                    for piece in _split(raw_input, 3):
                        add(
                            "content_block_delta",
                            {
                                "index": 1,
                                "delta": {"type": "input_json_delta", "partial_json": piece},
                            },
                        )
                    add("content_block_stop", {"index": 1})
                if headers.get("x-fake-mode") == "error_event":
                    add("error", {"error": {"type": "overloaded_error", "message": "Overloaded"}})
                    return self._sse(ev, headers)
                if headers.get("x-fake-mode") == "malformed":
                    ev.append(
                        (
                            "content_block_delta",
                            '{"type": "content_block_delta", "index": 0, "delta": {',
                        )
                    )
                add(
                    "message_delta",
                    {
                        "delta": {"stop_reason": stop, "stop_sequence": None},
                        "usage": {"output_tokens": usage["output_tokens"]},
                    },
                )
                add("message_stop", {})
                self._sse(ev, headers)

            # -- OpenAI Chat Completions ---------------------------------------------------

            def _openai_chat(self, body: dict, headers: dict[str, str]) -> None:
                messages = body.get("messages") or []
                trailing_tools = []
                for msg in reversed(messages):
                    if msg.get("role") == "tool":
                        trailing_tools.append(msg)
                    else:
                        break
                user_text = ""
                for msg in reversed(messages):
                    if msg.get("role") == "user":
                        c = msg.get("content")
                        user_text = (
                            c if isinstance(c, str) else " ".join(p.get("text", "") for p in c)
                        )
                        break
                use_tool = bool(body.get("tools")) and not trailing_tools
                cid = self._id("chatcmpl-")
                model = body.get("model", "gpt-test")
                text = (
                    "Echo: " + user_text
                    if not trailing_tools
                    else "Tool said: " + " | ".join(str(m.get("content")) for m in trailing_tools)
                )
                call = None
                if use_tool:
                    call = {
                        "id": self._id("call_"),
                        "type": "function",
                        "function": {
                            "name": body["tools"][0]["function"]["name"],
                            "arguments": json.dumps({"command": f"echo {user_text[:40]}"}),
                        },
                    }
                    text = ""
                finish = "tool_calls" if use_tool else "stop"
                if not body.get("stream"):
                    message: dict[str, Any] = {"role": "assistant", "content": text or None}
                    if call:
                        message["tool_calls"] = [call]
                    return self._json(
                        200,
                        {
                            "id": cid,
                            "object": "chat.completion",
                            "created": 1700000000,
                            "model": model,
                            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                            "usage": _usage(headers, CHAT_USAGE),
                        },
                        headers.get("x-fake-encoding") or None,
                    )
                base = {
                    "id": cid,
                    "object": "chat.completion.chunk",
                    "created": 1700000000,
                    "model": model,
                }
                ev: list[tuple[str | None, str]] = []

                def chunk(delta: dict, finish: str | None = None) -> None:
                    choice = {"index": 0, "delta": delta, "finish_reason": finish}
                    ev.append((None, json.dumps({**base, "choices": [choice]})))

                chunk({"role": "assistant", "content": ""})
                for piece in _split(text, int(headers.get("x-fake-events", "3"))) if text else []:
                    chunk({"content": piece})
                if call:
                    name = call["function"]["name"]
                    opening = {"index": 0, "id": call["id"], "type": "function"}
                    chunk(
                        {"tool_calls": [{**opening, "function": {"name": name, "arguments": ""}}]}
                    )
                    for piece in _split(call["function"]["arguments"], 3):
                        chunk({"tool_calls": [{"index": 0, "function": {"arguments": piece}}]})
                if headers.get("x-fake-mode") == "error_event":
                    error = {"message": "server had an error", "type": "server_error"}
                    ev.append((None, json.dumps({"error": error})))
                    return self._sse(ev, headers)
                chunk({}, finish)
                if (body.get("stream_options") or {}).get("include_usage"):
                    usage = _usage(headers, CHAT_USAGE)
                    ev.append((None, json.dumps({**base, "choices": [], "usage": usage})))
                ev.append((None, "[DONE]"))
                self._sse(ev, headers)

            # -- OpenAI Responses ----------------------------------------------------------

            def _openai_responses(self, body: dict, headers: dict[str, str]) -> None:
                response, events = self._responses_reply(body, headers)
                if not body.get("stream"):
                    return self._json(200, response, headers.get("x-fake-encoding") or None)
                self._sse(events, headers)

            def _responses_reply(
                self, body: dict, headers: dict[str, str]
            ) -> tuple[dict, list[tuple[str | None, str]]]:
                """The whole response for a Responses request, and the events streaming it."""
                items = body.get("input")
                if isinstance(items, str):
                    items = [{"type": "message", "role": "user", "content": items}]
                items = items or []
                outputs = [i for i in items if i.get("type") == "function_call_output"]
                user_text = ""
                for item in reversed(items):
                    if item.get("role") == "user":
                        c = item.get("content")
                        user_text = (
                            c if isinstance(c, str) else " ".join(p.get("text", "") for p in c)
                        )
                        break
                generate = body.get("generate") is not False  # False: a warm-up, no output
                tool = _responses_tool(body) if generate and not outputs else None
                rid = self._id("resp_")
                model = body.get("model", "gpt-test")
                out_items: list[dict] = []
                if tool is not None:
                    namespace, name = tool
                    arguments = (
                        {"duration_ms": 1}
                        if name == "sleep"
                        else {"command": f"echo {user_text[:40]}"}
                    )
                    call = {
                        "type": "function_call",
                        "id": self._id("fc_"),
                        "call_id": self._id("call_"),
                        "name": name,
                        "arguments": json.dumps(arguments),
                        "status": "completed",
                    }
                    if namespace:
                        call["namespace"] = namespace
                    out_items.append(call)
                elif generate:
                    text = (
                        "Echo: " + user_text
                        if not outputs
                        else "Tool said: " + " | ".join(str(o.get("output")) for o in outputs)
                    )
                    out_items.append(
                        {
                            "type": "message",
                            "id": self._id("msg_"),
                            "role": "assistant",
                            "status": "completed",
                            "content": [{"type": "output_text", "text": text, "annotations": []}],
                        }
                    )
                response = {
                    "id": rid,
                    "object": "response",
                    "created_at": 1700000000,
                    "model": model,
                    "status": "completed",
                    "output": out_items,
                    "usage": _usage(
                        headers, {"input_tokens": 12, "output_tokens": 7, "total_tokens": 19}
                    ),
                    "previous_response_id": body.get("previous_response_id"),
                }
                ev: list[tuple[str | None, str]] = []
                seq = 0

                def add(name: str, payload: dict) -> None:
                    nonlocal seq
                    ev.append((name, json.dumps({"type": name, "sequence_number": seq, **payload})))
                    seq += 1

                add(
                    "response.created",
                    {"response": {**response, "status": "in_progress", "output": []}},
                )
                for idx, item in enumerate(out_items):
                    if item["type"] == "message":
                        add(
                            "response.output_item.added",
                            {"output_index": idx, "item": {**item, "content": []}},
                        )
                        text = item["content"][0]["text"]
                        for piece in _split(text, int(headers.get("x-fake-events", "3"))):
                            add(
                                "response.output_text.delta",
                                {
                                    "item_id": item["id"],
                                    "output_index": idx,
                                    "content_index": 0,
                                    "delta": piece,
                                },
                            )
                        add(
                            "response.output_text.done",
                            {
                                "item_id": item["id"],
                                "output_index": idx,
                                "content_index": 0,
                                "text": text,
                            },
                        )
                    else:
                        add(
                            "response.output_item.added",
                            {"output_index": idx, "item": {**item, "arguments": ""}},
                        )
                        for piece in _split(item["arguments"], 3):
                            add(
                                "response.function_call_arguments.delta",
                                {"item_id": item["id"], "output_index": idx, "delta": piece},
                            )
                        add(
                            "response.function_call_arguments.done",
                            {
                                "item_id": item["id"],
                                "output_index": idx,
                                "arguments": item["arguments"],
                            },
                        )
                    add("response.output_item.done", {"output_index": idx, "item": item})
                if headers.get("x-fake-mode") == "error_event":
                    add(
                        "response.failed",
                        {
                            "response": {
                                **response,
                                "status": "failed",
                                "error": {"code": "server_error", "message": "boom"},
                            }
                        },
                    )
                    return response, ev
                # response.completed may carry an empty output: clients accumulate from items.
                add("response.completed", {"response": {**response, "output": []}})
                return response, ev

            # -- OpenAI Responses over a WebSocket -----------------------------------------

            def _websocket(self) -> None:
                """`GET /v1/responses` upgraded, as the provider does: `response.create`
                frames in, each answered by its events as text messages, in order."""
                headers = {k.lower(): v for k, v in self.headers.items()}
                self._rec = Recorded(self.path, headers, b"")
                self._seed, self._seq = headers.get("x-fake-seed", ""), 0
                with upstream._lock:
                    upstream.requests.append(self._rec)
                refuse = headers.get("x-fake-websocket", "")
                if refuse.isdigit():  # the upstream refuses the upgrade with this status
                    return self._json(int(refuse), {"error": {"message": "no websockets"}})
                ws = WSConnection(ConnectionType.SERVER)
                head = [self.requestline, *(f"{k}: {v}" for k, v in self.headers.items())]
                ws.receive_data(("\r\n".join(head) + "\r\n\r\n").encode("latin-1"))
                if not any(isinstance(e, wsevents.Request) for e in ws.events()):
                    return self._json(400, {"error": {"message": "not a websocket request"}})
                self.wfile.write(
                    ws.send(wsevents.AcceptConnection(extensions=[PerMessageDeflate()]))
                )
                self.wfile.flush()
                self.close_connection = True
                session = _WebSocketSession(self, ws, headers)
                try:
                    session.run()
                except OSError:
                    pass  # the client went away: nothing more to answer

            def ws_frame(self, frame: Any, session: _WebSocketSession) -> None:
                """Answer one client frame (the session sends what this returns)."""
                kind = frame.get("type") if isinstance(frame, dict) else None
                if kind == "response.processed":
                    return
                if kind != "response.create":
                    session.send(
                        json.dumps(
                            {
                                "type": "error",
                                "status": 400,
                                "error": {
                                    "type": "invalid_request_error",
                                    "message": f"unknown frame {kind!r}",
                                },
                            }
                        )
                    )
                    return
                body = {k: v for k, v in frame.items() if k != "type"}
                _, events = self._responses_reply(body, session.headers)
                mode = session.headers.get("x-fake-mode", "")
                interval = float(session.headers.get("x-fake-interval-ms", "0")) / 1000
                cut_at = len(events) // 2 if mode == "cut" else None
                bomb = session.headers.get("x-fake-ws-bomb", "")  # kind:size, after two events
                for i, (_, data) in enumerate(events):
                    if cut_at is not None and i == cut_at:
                        session.cut()
                        return
                    if bomb and i == 2:
                        kind, size = bomb.split(":")
                        session.bomb(kind, int(size))
                        return
                    session.send(data)
                    if interval:
                        time.sleep(interval)

        return Handler


class _WebSocketSession:
    """One accepted WebSocket: frames in, text messages out, both recorded as exchanged."""

    def __init__(self, handler: BaseHTTPRequestHandler, ws: WSConnection, headers: dict) -> None:
        self.handler = handler
        self.ws = ws
        self.headers = headers
        self.sock = handler.connection
        self.record: Recorded = handler._rec  # type: ignore[attr-defined]

    def run(self) -> None:
        parts: list[str] = []
        while True:
            data = self.sock.recv(65536)
            self.ws.receive_data(data or None)
            for event in self.ws.events():
                if isinstance(event, wsevents.TextMessage):
                    parts.append(event.data)
                    if event.message_finished:
                        text, parts = "".join(parts), []
                        self.record.received.append(text.encode())
                        try:
                            frame = json.loads(text)
                        except ValueError:
                            frame = None
                        self.handler.ws_frame(frame, self)  # type: ignore[attr-defined]
                elif isinstance(event, wsevents.Ping):
                    self.sock.sendall(self.ws.send(event.response()))
                elif isinstance(event, wsevents.CloseConnection):
                    if self.ws.state.name == "REMOTE_CLOSING":
                        self.sock.sendall(self.ws.send(event.response()))
                    return
            if not data:
                return

    def send(self, text: str) -> None:
        self.record.messages.append(text.encode())  # recorded before the client can see it
        self.sock.sendall(self.ws.send(wsevents.TextMessage(data=text)))

    def bomb(self, kind: str, size: int) -> None:
        """Send one hostile message raw (tests/fakes/ws_hostile.py); the last one sent."""
        from tests.fakes.ws_hostile import bomb, send_all

        self.record.messages.append(f"<{kind} bomb of {size} bytes>".encode())
        send_all(self.sock.sendall, bomb(kind, size, masked=False))

    def cut(self) -> None:
        """Drop the connection without a close frame, mid-response."""
        self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()


_PREFERRED_TOOLS = ("shell", "exec_command", "sleep")


def _responses_tool(body: dict) -> tuple[str, str] | None:
    """(namespace, name) of the function the fake calls: from `tools`, or from Codex's
    `additional_tools` input items (namespaced); a shell-like one if offered, else the first."""
    tools = [("", t) for t in body.get("tools") or []]
    for item in body.get("input") or []:
        if isinstance(item, dict) and item.get("type") == "additional_tools":
            tools += [("", t) for t in item.get("tools") or []]
    functions: list[tuple[str, str]] = []
    while tools:
        namespace, tool = tools.pop(0)
        if tool.get("type") == "namespace":
            tools += [(tool.get("name", ""), t) for t in tool.get("tools") or []]
        elif tool.get("type") == "function" and tool.get("name"):
            functions.append((namespace, tool["name"]))
    preferred = [f for f in functions if f[1] in _PREFERRED_TOOLS]
    return (preferred or functions or [None])[0]


CHAT_USAGE = {"prompt_tokens": 12, "completion_tokens": 7, "total_tokens": 19}


def _usage(headers: dict[str, str], default: dict) -> dict:
    """The usage object a request asked for (x-fake-usage), else the usual one."""
    asked = headers.get("x-fake-usage")
    return json.loads(asked) if asked else dict(default)


def _split(text: str, n: int) -> list[str]:
    if n <= 1 or len(text) <= 1:
        return [text]
    size = max(1, -(-len(text) // n))
    return [text[i : i + size] for i in range(0, len(text), size)]


def _self_signed(directory: Path) -> tuple[str, str]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=30))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = directory / "cert.pem", directory / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return str(cert_path), str(key_path)


def main() -> None:
    """Run the fake provider alone (benchmarks run it in its own process)."""
    import argparse
    import signal

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tls", action="store_true")
    args = parser.parse_args()
    with FakeUpstream(tls=args.tls) as server:
        print(server.url, flush=True)
        signal.sigwait({signal.SIGTERM, signal.SIGINT})


if __name__ == "__main__":
    main()
