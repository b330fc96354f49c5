"""The capture addon: live LLM exchanges through mitmproxy become owner-private episodes.

Loaded through addons/entry.py: `mitmdump -s "$(teambrain addon-path)" --set
teambrain_store=DIR`, or `teambrain proxy`. Hooks stay thin: on the event loop they only copy plain data out of the
flow (header values, body references, timestamps) and queue a job; parsing, sanitizing and
writing happen in the capture worker's thread. Invariants kept here:
- transparent: SSE chunks pass through the tee unchanged and unbuffered (O(1) per chunk);
  nothing we do can fail the client's exchange;
- forward-only: replays, flows loaded from files and flows older than enablement are ignored;
- our own reflection calls (marked with x-teambrain-internal) are never captured.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from mitmproxy import ctx, exceptions, http
from teambrain.addons.providers import Provider, parse_body, parse_stream, provider_for
from teambrain.addons.providers.base import ParseError, RequestInfo
from teambrain.addons.providers.decoding import make_decoder
from teambrain.core.capture import CapturedExchange, CaptureWorker
from teambrain.core.config import Config, default_store_dir, load_config
from teambrain.core.errors import TeambrainError
from teambrain.core.identity import (
    api_key_from_headers,
    resolve_owner,
    resolve_session,
    session_from_headers,
    valid_owner,
)
from teambrain.core.store import Store, key, open_store

log = logging.getLogger("teambrain.capture")

INTERNAL_HEADER = "x-teambrain-internal"
_HEADERS_KEPT = ("user-agent", "x-claude-code-session-id", "session_id", "session-id")


@dataclass(slots=True)
class FlowCapture:
    """Per-flow state, kept in flow.metadata while the exchange is in flight."""

    provider: Provider
    started_at: float
    headers: dict[str, str]
    proxy_user: str | None
    api_key: str | None
    request_body: bytes | None = None
    request_encoding: str | None = None
    chunks: list[bytes] = field(default_factory=list)
    streamed_bytes: int = 0
    overflow: bool = False
    streaming: bool = False
    submitted: bool = False

    def tee(self, chunk: bytes) -> bytes:
        """The response stream callable: remember the chunk, return it unchanged. Never raises."""
        if chunk and not self.overflow:
            self.streamed_bytes += len(chunk)
            if self.streamed_bytes > self.limit:
                self.overflow = True
            else:
                self.chunks.append(chunk)
        return chunk

    limit: int = 16 * 1024 * 1024


class Capture:
    """mitmproxy addon: hands every LLM exchange to the capture worker."""

    def __init__(self) -> None:
        self.config = Config()
        self.store: Store | None = None
        self.worker: CaptureWorker | None = None
        self.enabled_at: float = 0.0

    # -- options ---------------------------------------------------------------------------

    def load(self, loader) -> None:  # noqa: ANN001 - mitmproxy's Loader
        loader.add_option(
            "teambrain_store", str, "", "teambrain store directory (default: the user data dir)."
        )
        loader.add_option(
            "teambrain_config", str, "", "teambrain config file (default: the user config dir)."
        )
        loader.add_option("teambrain_capture", bool, True, "Capture LLM exchanges into the store.")

    def configure(self, updated: set[str]) -> None:
        if not ({"teambrain_store", "teambrain_config"} & updated) and self.worker is not None:
            return
        try:
            config_path = (
                Path(ctx.options.teambrain_config) if ctx.options.teambrain_config else None
            )
            config = load_config(config_path)
            store_dir = (
                Path(ctx.options.teambrain_store)
                if ctx.options.teambrain_store
                else default_store_dir()
            )
            store = open_store(
                store_dir,
                map_size_mb=config.store.map_size_mb,
                max_map_size_mb=config.store.max_map_size_mb,
            )
        except TeambrainError as e:
            raise exceptions.OptionsError(f"teambrain: {e}") from e
        self._stop_worker()
        self.config, self.store = config, store
        self.enabled_at = _record_enablement(store)
        self.worker = CaptureWorker(store, config, _sanitizer_factory(config))
        self.worker.start()
        log.info("teambrain: capturing into %s", store.path)

    def done(self) -> None:
        self._stop_worker()

    def _stop_worker(self) -> None:
        if self.worker is not None:
            self.worker.stop()
            self.worker = None

    # -- hooks (event loop: copy plain data, never block, never raise) ---------------------

    def requestheaders(self, flow: http.HTTPFlow) -> None:
        if not self._capturing(flow):
            return
        provider = provider_for(flow.request.path, self.config.capture)
        if provider is None:
            return
        headers = flow.request.headers
        if INTERNAL_HEADER in headers:
            return
        proxyauth = flow.metadata.get("proxyauth")
        state = FlowCapture(
            provider=provider,
            started_at=flow.request.timestamp_start,
            headers={k: headers[k] for k in _HEADERS_KEPT if k in headers},
            proxy_user=proxyauth[0] if proxyauth else None,
            api_key=api_key_from_headers(
                {
                    "x-api-key": headers.get("x-api-key", ""),
                    "authorization": headers.get("authorization", ""),
                }
            ),
        )
        state.limit = self.config.capture.max_body_bytes
        flow.metadata["teambrain"] = state

    def request(self, flow: http.HTTPFlow) -> None:
        state: FlowCapture | None = flow.metadata.get("teambrain")
        if state is None:
            return
        state.request_body = flow.request.raw_content
        state.request_encoding = flow.request.headers.get("content-encoding")

    def responseheaders(self, flow: http.HTTPFlow) -> None:
        state: FlowCapture | None = flow.metadata.get("teambrain")
        if state is None or flow.response is None:
            return
        content_type = flow.response.headers.get("content-type", "")
        wants_stream = "text/event-stream" in content_type or flow.response.stream
        # Chunks go to the client as they arrive; the tee only remembers them. A stream
        # callable another addon already set is left alone (its flow is not parsed).
        if wants_stream and not callable(flow.response.stream):
            state.streaming = True
            flow.response.stream = state.tee

    def response(self, flow: http.HTTPFlow) -> None:
        self._submit(flow, complete=True)

    def error(self, flow: http.HTTPFlow) -> None:
        self._submit(flow, complete=False)

    # -- the job handed to the worker ------------------------------------------------------

    def _capturing(self, flow: http.HTTPFlow) -> bool:
        if self.worker is None or not ctx.options.teambrain_capture:
            return False
        if not flow.live or flow.is_replay:
            return False  # forward-only: no replays, no flows loaded from files
        return flow.request.timestamp_start >= self.enabled_at

    def _submit(self, flow: http.HTTPFlow, complete: bool) -> None:
        state: FlowCapture | None = flow.metadata.get("teambrain")
        if state is None or state.submitted or self.worker is None:
            return
        state.submitted = True
        try:
            job = self._job(flow, state, complete)
        except Exception:  # our failure never reaches the client
            log.exception("teambrain: could not read a flow; it was not captured")
            self.worker.drop("flow_error")
            return
        self.worker.submit(job)

    def _job(self, flow: http.HTTPFlow, state: FlowCapture, complete: bool):  # noqa: ANN202
        response = flow.response
        status_code = response.status_code if response is not None else None
        encoding = response.headers.get("content-encoding") if response is not None else None
        body = None
        if response is not None and not state.streaming:
            body = response.raw_content
            if body is not None and len(body) > state.limit:
                body, state.overflow = None, True
        if response is not None and response.timestamp_end:
            ended: float | None = response.timestamp_end
        else:
            ended = flow.error.timestamp if flow.error else None
        error_msg = flow.error.msg if flow.error else ""
        config, store, worker = self.config, self.store, self.worker
        assert store is not None and worker is not None

        def parse() -> CapturedExchange | None:
            return build_exchange(
                config=config,
                store=store,
                drop=worker.drop,
                state=state,
                status_code=status_code,
                encoding=encoding,
                body=body,
                complete=complete and not state.overflow,
                ended_at=ended,
                error_msg=error_msg,
            )

        return parse


def build_exchange(
    *,
    config: Config,
    store: Store,
    drop,  # noqa: ANN001 - Callable[[str], None]
    state: FlowCapture,
    status_code: int | None,
    encoding: str | None,
    body: bytes | None,
    complete: bool,
    ended_at: float | None,
    error_msg: str,
) -> CapturedExchange | None:
    """Parse one flow's plain data into a CapturedExchange (runs in the worker thread)."""
    owner = resolve_owner(config, state.proxy_user, state.api_key)
    if owner is None or not valid_owner(owner):
        drop("unresolved_owner")
        return None
    provider = state.provider
    try:
        raw_request = _decode_whole(state.request_body or b"", state.request_encoding)
        request = provider.parse_request(raw_request)
    except (ParseError, ValueError) as e:
        log.info("teambrain: request not parseable as %s: %s", provider.name, e)
        drop("unparseable_request")
        return None

    if state.streaming:
        info = parse_stream(provider, state.chunks, encoding, complete)
    elif body is not None:
        info = parse_body(provider, body, encoding)
    else:
        info = None

    started = datetime.fromtimestamp(state.started_at, UTC)
    ended = datetime.fromtimestamp(ended_at, UTC) if ended_at else started
    cap = CapturedExchange(
        owner=owner,
        session_id=resolve_session(
            owner,
            provider.name,
            session_from_headers(state.headers),
            _chained_session(store, owner, request) or request.session_hint,
            request.session_seed,
        ),
        provider=provider.name,
        model=request.model,
        client=state.headers.get("user-agent", "")[:120],
        started_at=started,
        ended_at=ended,
        user_text=request.user_text,
        continuation=request.continuation,
        tool_results=list(request.tool_results),
    )
    if info is not None:
        cap.model = info.model or cap.model
        cap.response_text = info.text
        cap.tool_calls = list(info.tool_calls)
        cap.stop_reason = info.stop_reason
        cap.usage = info.usage
        cap.status = info.status
        cap.status_detail = info.status_detail
        cap.response_id = info.response_id
    if status_code is not None and status_code >= 400:
        cap.status = "error"
        cap.status_detail = f"HTTP {status_code}" + (
            f": {cap.status_detail}" if cap.status_detail else ""
        )
    if error_msg:
        if cap.status == "complete":
            cap.status = (
                "partial" if info is not None and (info.text or info.tool_calls) else "error"
            )
        cap.status_detail = (cap.status_detail + "; " if cap.status_detail else "") + error_msg
    if state.overflow:
        cap.status = "partial"
        cap.status_detail = (cap.status_detail + "; " if cap.status_detail else "") + (
            f"response over the {state.limit:,}-byte capture cap"
        )
    return cap


def _decode_whole(data: bytes, encoding: str | None) -> bytes:
    if not encoding or encoding == "identity":
        return data
    decoder = make_decoder(encoding)
    return decoder.decode(data) + decoder.flush()


def _chained_session(store: Store, owner: str, request: RequestInfo) -> str | None:
    """OpenAI Responses: a request continuing a stored response stays in its session."""
    previous = request.previous_response_id
    if not previous:
        return None
    with store.read() as txn:
        return txn.get_obj("response_sessions", key(owner, previous), str)


def _record_enablement(store: Store) -> float:
    """The time capture was first enabled on this store; earlier flows are never recorded."""
    k = key("capture", "enabled_at")

    def ensure(txn) -> float:  # noqa: ANN001
        existing = txn.get_obj("meta", k)
        if existing is None:
            existing = datetime.now(UTC).timestamp()
            txn.put_obj("meta", k, existing)
        return float(existing)

    return store.write(ensure)


def _sanitizer_factory(config: Config):  # noqa: ANN202
    def build():  # noqa: ANN202
        from teambrain.core.sanitize import build_sanitizer

        return build_sanitizer(config.sanitizer)

    return build
