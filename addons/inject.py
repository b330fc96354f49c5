"""The injection addon: approved knowledge reaches the prompts the provider receives.

Loaded after the capture addon (addons/entry.py), whose options (`teambrain_store`,
`teambrain_config`) it shares. For a request by owner O (resolved as the capture addon
resolves it), it adds one block of O's most relevant approved lessons (core/knowledge/search.py:
O's approved entries and the team's shared ones) where it disturbs prompt caching least:
after the client's own system prompt (docs/inject.md). Invariants kept here:
- off unless the config's `[inject]` turns it on for the owner and the client; a request with
  `x-teambrain-inject: off` is left alone, and that header never goes upstream; teambrain's
  own calls (`x-teambrain-internal`) are never touched;
- one block per session: chosen at the session's first request and byte-identical on every
  later one, so the provider's prompt cache keeps working; it is chosen again only when an
  entry in it left the scope (quarantined, archived): a removal always wins;
- never two blocks: a request that already holds one (the block's marker) is left as it is;
- capture stays clean: the capture addon kept the client's bytes before this addon replaces
  the body, so the stored episode never holds the block;
- the event loop never writes the store and never waits on it: injection counters and outcome
  counts are flushed by this addon's thread, which also rebuilds scopes the knowledge base
  changed; any failure of ours forwards the request exactly as the client sent it.
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

import msgspec
from mitmproxy import ctx, http
from teambrain.addons.flows import (
    flow_owner,
    internal_flow,
    is_websocket_handshake,
    options_config_and_store,
)
from teambrain.addons.inject_block import (
    PLACES,
    Choice,
    OpenAIResponsesSystem,
    choose,
)
from teambrain.addons.inject_scopes import InjectWorker, Scopes, Tally
from teambrain.addons.providers import provider_for
from teambrain.addons.providers.base import ParseError, Provider
from teambrain.addons.providers.openai_responses import peek_event, peek_frame
from teambrain.core.config import Config, InjectConfig
from teambrain.core.identity import (
    resolve_session,
    session_from_headers,
    valid_owner,
)
from teambrain.core.store import Store
from teambrain.core.tokenize import query_terms

log = logging.getLogger("teambrain.inject")

OPT_OUT_HEADER = "x-teambrain-inject"
OPT_OUT_VALUES = frozenset({"off", "0", "false", "no"})
_RESPONSE_ID = re.compile(rb'"id"\s*:\s*"(resp_[A-Za-z0-9_-]{1,200})"')
_PEEK_BYTES = 8192
_METADATA = "teambrain_inject"
_CHAINS_KEPT = 10_000

OUTCOMES = (
    "injected",
    "no_match",
    "already_present",
    "unknown_shape",
    "opted_out",
    "off",
    "unresolved_owner",
    "too_large",
    "unknown_chain",
    "error",
)
"""What happened to each LLM request the addon looked at (counters `inject.<outcome>`)."""

SessionKey = tuple[str, str, str]
"""(owner, provider, session id)."""


class Chain(NamedTuple):
    """An OpenAI Responses response as a later request continuing it sees it."""

    session: str
    carried: bool
    """The provider holds the block among the chain's input items."""


SETTLING_TERMS = 3
"""A session's first words settle its block (even on no block) once they hold this many
distinct terms; a near-empty request (a client's warm-up probe) leaves it to the next one."""


# -- policy -------------------------------------------------------------------------------


def injection_enabled(config: InjectConfig, owner: str, user_agent: str) -> bool:
    """Whether the config turns injection on for this owner and client.

    An `off` that applies (the owner's, the client's longest matching prefix) always wins;
    otherwise an `on` that applies enables it; otherwise `enabled` decides.
    """
    said = [config.owners.get(owner)]
    prefixes = [p for p in config.clients if user_agent.startswith(p)]
    if prefixes:
        said.append(config.clients[max(prefixes, key=len)])
    if False in said:
        return False
    return True in said or config.enabled


def opted_out(values: Iterable[str]) -> bool:
    return any(v.strip().lower() in OPT_OUT_VALUES for v in values)


# -- the addon ----------------------------------------------------------------------------


class Inject:
    """mitmproxy addon: adds the owner's approved knowledge to LLM requests, once per session."""

    def __init__(self) -> None:
        self.config = Config()
        self.store: Store | None = None
        self.scopes: Scopes | None = None
        self.tally = Tally()
        self.worker: InjectWorker | None = None
        self.sessions: OrderedDict[SessionKey, Choice] = OrderedDict()
        self.chains: OrderedDict[str, Chain] = OrderedDict()
        """OpenAI Responses: response id -> its session, and whether its chain holds the
        block in its input items (a request continuing it names it: previous_response_id)."""

    def load(self, loader) -> None:  # noqa: ANN001 - mitmproxy's Loader
        loader.add_option(
            "teambrain_inject",
            bool,
            True,
            "Inject approved knowledge where the config's [inject] turns it on (false: never).",
        )

    def configure(self, updated: set[str]) -> None:
        if not ({"teambrain_store", "teambrain_config"} & updated) and self.store is not None:
            return
        config, store = options_config_and_store()
        self.done()
        self.config, self.store = config, store
        self.scopes = Scopes(store)
        self.sessions.clear()
        self.chains.clear()
        self.worker = InjectWorker(
            store, self.scopes, self.tally, config.inject.refresh_seconds, known_owners(config)
        )
        self.worker.start()

    def done(self) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:
            worker.stop()  # the last counts are written before the proxy exits

    # -- hooks ------------------------------------------------------------------------------

    def requestheaders(self, flow: http.HTTPFlow) -> None:
        # Our header never goes upstream, whatever else happens to the request.
        values = flow.request.headers.get_all(OPT_OUT_HEADER)
        if values:
            del flow.request.headers[OPT_OUT_HEADER]
            if opted_out(values):
                flow.metadata[_METADATA + "_off"] = True
        if is_websocket_handshake(flow.request):  # decided once for all its frames
            provider = provider_for(flow.request.path, self.config.capture)
            if provider is not None and provider.name == "openai-responses":
                flow.metadata[_METADATA + "_ws"] = provider

    def request(self, flow: http.HTTPFlow) -> None:
        if flow.response is not None or is_websocket_handshake(flow.request):
            return  # answered already; or a WebSocket, whose frames are the requests
        provider = self._provider(flow)
        if provider is None:
            return
        try:
            outcome, ids, body = self._inject(
                flow, provider, flow.request.get_content(strict=False)
            )
            if body is not None:
                flow.request.content = body
        except Exception:  # ours: the request goes on exactly as the client sent it
            log.exception("teambrain: injection failed; the request was forwarded unchanged")
            outcome, ids = "error", ()
        self.tally.count(outcome, ids)

    def websocket_message(self, flow: http.HTTPFlow) -> None:
        """Responses over a WebSocket: a `response.create` frame is a request like any other;
        the response id in the events that answer it continues its chain."""
        if flow.websocket is None:
            return
        message = flow.websocket.messages[-1]
        if not message.from_client:  # cheap for every event: only while an id is awaited
            chain = flow.metadata.get(_METADATA)
            event = peek_event(message.content) if chain is not None else None
            if chain is not None and event is not None and event.response_id:
                del flow.metadata[_METADATA]
                self._chain(event.response_id, chain)
            return
        provider = flow.metadata.get(_METADATA + "_ws")
        if provider is None or not message.is_text or self._provider(flow) is None:
            return
        frame = peek_frame(message.content)
        if frame is None or frame.type != "response.create":
            return  # `response.processed` and the like ask for nothing
        try:
            outcome, ids, body = self._inject(flow, provider, message.content)
            if body is not None:
                message.content = body
        except Exception:  # ours: the frame goes on exactly as the client sent it
            log.exception("teambrain: injection failed; the frame was forwarded unchanged")
            outcome, ids = "error", ()
        self.tally.count(outcome, ids)

    def responseheaders(self, flow: http.HTTPFlow) -> None:
        chain = flow.metadata.get(_METADATA)
        if chain is None or flow.response is None:
            return
        stream = flow.response.stream
        if callable(stream) or stream is True:
            flow.response.stream = ResponseIdPeek(stream, lambda rid: self._chain(rid, chain))

    def response(self, flow: http.HTTPFlow) -> None:
        chain = flow.metadata.get(_METADATA)
        if chain is None or flow.response is None or flow.response.stream:
            return
        head = (flow.response.get_content(strict=False) or b"")[:_PEEK_BYTES]
        found = _RESPONSE_ID.search(head)
        if found:
            self._chain(found.group(1).decode(), chain)

    # -- the work ---------------------------------------------------------------------------

    def _provider(self, flow: http.HTTPFlow) -> Provider | None:
        """The provider of a live LLM flow this addon may touch, else None."""
        if self.scopes is None or not ctx.options.teambrain_inject:
            return None
        if not flow.live or flow.is_replay or internal_flow(flow):
            return None
        return flow.metadata.get(_METADATA + "_ws") or provider_for(
            flow.request.path, self.config.capture
        )

    def _inject(
        self, flow: http.HTTPFlow, provider: Provider, body: bytes | None
    ) -> tuple[str, tuple[str, ...], bytes | None]:
        """The outcome, the entries injected and the new body (None: send it unchanged)."""
        if flow.metadata.get(_METADATA + "_off"):
            return "opted_out", (), None
        owner = flow_owner(flow, self.config)
        if owner is None:
            return "unresolved_owner", (), None
        headers = flow.request.headers
        if not injection_enabled(self.config.inject, owner, headers.get("user-agent", "")):
            return "off", (), None
        if not body:
            return "unknown_shape", (), None
        if len(body) > self.config.capture.max_body_bytes:
            return "too_large", (), None
        place = PLACES[provider.name]
        try:
            req = msgspec.json.decode(body)
        except msgspec.DecodeError:
            return "unknown_shape", (), None
        if not isinstance(req, dict):
            return "unknown_shape", (), None
        if place.holds(req):
            return "already_present", (), None
        try:
            session = self._session(owner, provider, headers, body)
        except (ParseError, ValueError):
            return "unknown_shape", (), None
        if provider.name == "openai-responses":
            held = self._held(flow, req, session)
            if held is not None:
                return held, (), None
        choice = self._choice((owner, provider.name, session), req, place)
        if choice.block is None:
            return "no_match", (), None
        if provider.name == "openai-responses" and OpenAIResponsesSystem.leads(req):
            flow.metadata[_METADATA] = Chain(session, carried=True)  # into the chain's items
        if not place.add(req, choice.block):
            return "unknown_shape", (), None
        return "injected", choice.ids, msgspec.json.encode(req)

    def _held(self, flow: http.HTTPFlow, req: dict[str, Any], session: str) -> str | None:
        """OpenAI Responses chains: the outcome when the block must not be added, else None.

        The provider keeps a chain's input items, not its `instructions`: a chain whose block
        went into its items (after leading system/developer items) holds it already; one whose
        block went into `instructions` gets it there again, on every request. A continuation
        of a response this proxy never saw gets a block only after system content of its own:
        a fresh `instructions` would come before the client's prompt the provider holds.
        """
        previous = req.get("previous_response_id")
        known = self.chains.get(previous) if isinstance(previous, str) and previous else None
        carried = known.carried if known is not None else False
        # what the chain holds after this request, noted with its response id once seen
        flow.metadata[_METADATA] = Chain(session, carried)
        if carried:
            return "already_present"
        leads = OpenAIResponsesSystem.leads(req)
        if previous and known is None and not leads and not req.get("instructions"):
            return "unknown_chain"
        return None

    def _session(
        self, owner: str, provider: Provider, headers: Mapping[str, str], body: bytes
    ) -> str:
        """The request's session, resolved as capture resolves it (parsing only if needed)."""
        session = session_from_headers(headers)
        if session is not None:
            return session
        info = provider.parse_request(body)
        previous = info.previous_response_id
        chained = self.chains.get(previous) if previous else None
        return (
            chained.session
            if chained is not None
            else resolve_session(owner, provider.name, None, info.session_hint, info.session_seed)
        )

    def _choice(self, key: SessionKey, req: dict[str, Any], place: Any) -> Choice:
        """The session's block: the one chosen before if it still holds, else chosen now."""
        assert self.scopes is not None
        index = self.scopes.get(key[0])
        choice = self.sessions.get(key)
        if choice is not None:
            self.sessions.move_to_end(key)
            if choice.index is index:
                return choice
            if index.ids.issuperset(choice.ids):  # the scope changed, the block still holds
                choice.index = index
                return choice
        inject = self.config.inject
        words = place.words(req)
        choice = choose(index, words, inject.max_entries, inject.max_chars)
        if choice.block is None and len(query_terms(words)) < SETTLING_TERMS:
            return choice  # too little to go by: the session's next request chooses
        self.sessions[key] = choice
        while len(self.sessions) > inject.session_cache:
            self.sessions.popitem(last=False)
        return choice

    def _chain(self, response_id: str, chain: Chain) -> None:
        self.chains[response_id] = chain
        while len(self.chains) > _CHAINS_KEPT:
            self.chains.popitem(last=False)


def known_owners(config: Config) -> list[str]:
    """The owners the config names, whose scopes are worth preparing before any request."""
    owners = config.owners
    named = {*owners.proxyauth.values(), *owners.api_keys.values(), *owners.tokens.values()}
    if not owners.team_mode:
        named.add(config.local_owner)
    return sorted(o for o in named if valid_owner(o))


class ResponseIdPeek:
    """A response stream callable that notes the OpenAI Responses id in the first bytes.

    It wraps whatever stream setting the flow had (the capture addon's tee, or plain
    streaming) and returns what that returns: the client's bytes are never changed.
    """

    __slots__ = ("inner", "found", "head", "done")

    def __init__(self, inner: Any, found: Callable[[str], None]) -> None:
        self.inner = inner if callable(inner) else None
        self.found = found
        self.head = b""
        self.done = False

    def __call__(self, chunk: bytes) -> Any:
        if not self.done:
            try:
                self.head += chunk[:_PEEK_BYTES]
                match = _RESPONSE_ID.search(self.head)
                if match:
                    self.found(match.group(1).decode())
                if match or len(self.head) >= _PEEK_BYTES:
                    self.done, self.head = True, b""
            except Exception:
                self.done = True
        return self.inner(chunk) if self.inner is not None else chunk
