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
import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, NamedTuple

import msgspec
from mitmproxy import ctx, http
from teambrain.addons.capture import (
    flow_owner,
    internal_flow,
    is_websocket_handshake,
    options_config_and_store,
)
from teambrain.addons.providers import provider_for
from teambrain.addons.providers.base import ParseError, Provider
from teambrain.addons.providers.content import human_texts
from teambrain.addons.providers.openai_responses import peek_event, peek_frame
from teambrain.core.config import Config, InjectConfig
from teambrain.core.identity import (
    resolve_session,
    session_from_headers,
    valid_owner,
)
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.search import KnowledgeIndex, scope_entries, scope_version
from teambrain.core.store import Store, Txn
from teambrain.core.tokenize import query_terms

log = logging.getLogger("teambrain.inject")

OPT_OUT_HEADER = "x-teambrain-inject"
OPT_OUT_VALUES = frozenset({"off", "0", "false", "no"})
MARKER = "<teambrain-knowledge>"
"""Opens every block; a request holding it anywhere we put blocks gets no second one."""
BLOCK_CLOSE = "</teambrain-knowledge>"
BLOCK_INTRO = (
    "Approved lessons from this team's knowledge base (teambrain). Apply them where they fit:"
)
_FRAME_CHARS = len(MARKER) + len(BLOCK_INTRO) + len(BLOCK_CLOSE) + 2
_TAG = re.compile(r"teambrain-knowledge", re.IGNORECASE)
_RESPONSE_ID = re.compile(rb'"id"\s*:\s*"(resp_[A-Za-z0-9_-]{1,200})"')
_PEEK_BYTES = 8192
_METADATA = "teambrain_inject"
_IDLE_OWNER_SECONDS = 600.0
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


# -- the block ----------------------------------------------------------------------------


def entry_line(text: str) -> str:
    """One entry as a line of the block: the marker's name defused, continuation indented."""
    text = _TAG.sub("teambrain knowledge", text.strip())
    return "- " + "\n  ".join(line.rstrip() for line in text.splitlines())


def render_block(texts: Iterable[str]) -> str:
    """The block for these entry texts (always the same bytes for the same texts)."""
    return "\n".join([MARKER, BLOCK_INTRO, *(entry_line(t) for t in texts), BLOCK_CLOSE])


@dataclass(slots=True)
class Choice:
    """The block chosen for a session (None: nothing relevant) and what it was chosen from."""

    block: str | None
    ids: tuple[str, ...]
    index: KnowledgeIndex


def choose(index: KnowledgeIndex, conversation: str, max_entries: int, max_chars: int) -> Choice:
    """The most relevant entries for a conversation that fit the budget, as one block."""
    texts: list[str] = []
    ids: list[str] = []
    size = _FRAME_CHARS
    for entry, _ in index.relevant(conversation, max_entries * 4):
        line = entry_line(entry.text)
        if size + len(line) + 1 > max_chars:
            continue  # a shorter one further down may still fit
        texts.append(entry.text)
        ids.append(entry.id)
        size += len(line) + 1
        if len(ids) >= max_entries:
            break
    return Choice(render_block(texts) if ids else None, tuple(ids), index)


# -- where the block goes, per provider (plain JSON in, plain JSON out) --------------------


def _texts(content: Any) -> tuple[str, ...]:
    """The text of a system prompt: a string, or blocks/parts with `text`."""
    if isinstance(content, str):
        return (content,)
    if isinstance(content, list):
        return tuple(p["text"] for p in content if isinstance(p, dict) and "text" in p)
    return ()


def _last_words(messages: Any, is_user: Callable[[dict[str, Any]], bool]) -> str:
    """The person's latest words: the last user message holding any (harness text removed)."""
    if isinstance(messages, list):
        for message in reversed(messages):
            if isinstance(message, dict) and is_user(message):
                texts = human_texts(message.get("content"))
                if texts:
                    return "\n\n".join(texts)
    return ""


def _is_user(message: dict[str, Any]) -> bool:
    return message.get("role") == "user"


def _is_user_item(item: dict[str, Any]) -> bool:
    return item.get("type", "message") == "message" and item.get("role") == "user"


def _holds_marker(content: Any) -> bool:
    return any(isinstance(t, str) and MARKER in t for t in _texts(content))


def _leading_system(messages: list[Any]) -> int:
    """How many messages (or Responses input items) at the start have a system or developer
    role (Codex's first item, `additional_tools`, has one and no content)."""
    n = 0
    while n < len(messages) and isinstance(messages[n], dict):
        if messages[n].get("role") not in ("system", "developer"):
            break
        n += 1
    return n


def _append_text(existing: Any, block: str) -> str | None:
    """A string prompt with the block after it; None if the prompt is not a string."""
    if existing is None or existing == "":
        return block
    if isinstance(existing, str):
        return existing + "\n\n" + block
    return None


class AnthropicSystem:
    """Anthropic Messages: the block is the last `system` text block (after the client's
    cache breakpoints, which stay where they are); a string system prompt stays a string."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        return _holds_marker(req.get("system"))

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        return _last_words(req.get("messages"), _is_user)

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        system = req.get("system")
        if isinstance(system, list) and all(isinstance(b, dict) for b in system):
            req["system"] = [*system, {"type": "text", "text": block}]
            return True
        text = _append_text(system, block)
        if text is None:
            return False
        req["system"] = text
        return True


class OpenAIChatSystem:
    """OpenAI Chat Completions: a message after the leading system/developer messages, with
    the role the client uses there (developer if its last leading message is one)."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        messages = req.get("messages")
        if not isinstance(messages, list):
            return False
        return any(_holds_marker(m.get("content")) for m in messages[: _leading_system(messages)])

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        return _last_words(req.get("messages"), _is_user)

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        messages = req.get("messages")
        if not isinstance(messages, list):
            return False
        n = _leading_system(messages)
        role = messages[n - 1]["role"] if n else "system"
        req["messages"] = [*messages[:n], {"role": role, "content": block}, *messages[n:]]
        return True


class OpenAIResponsesSystem:
    """OpenAI Responses: a message after the leading system/developer input items (Codex sends
    its base prompt as the first input item and no `instructions`), with the role of the last
    of them; with none, after the client's `instructions` (a string), or as `instructions`.

    A request continuing a response (`previous_response_id`) is the addon's to judge: the
    provider holds the earlier input items, so where the chain's block went decides."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        if _holds_marker(req.get("instructions")):
            return True
        items = req.get("input")
        if not isinstance(items, list):
            return False
        return any(_holds_marker(i.get("content")) for i in items[: _leading_system(items)])

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        given = req.get("input")
        return given if isinstance(given, str) else _last_words(given, _is_user_item)

    @staticmethod
    def leads(req: dict[str, Any]) -> bool:
        """Whether the request opens with system/developer items (the block goes after them)."""
        items = req.get("input")
        return isinstance(items, list) and _leading_system(items) > 0

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        items = req.get("input")
        n = _leading_system(items) if isinstance(items, list) else 0
        if n:
            assert isinstance(items, list)
            role = items[n - 1]["role"]
            message = {
                "type": "message",
                "role": role,
                "content": [{"type": "input_text", "text": block}],
            }
            req["input"] = [*items[:n], message, *items[n:]]
            return True
        text = _append_text(req.get("instructions"), block)
        if text is None:
            return False
        req["instructions"] = text
        return True


PLACES: dict[str, Any] = {
    "anthropic": AnthropicSystem,
    "openai-chat": OpenAIChatSystem,
    "openai-responses": OpenAIResponsesSystem,
}
"""Provider name -> where its block goes (`holds`, `add`) and what it is chosen by (`words`)."""


# -- scopes and counters, kept off the event loop -------------------------------------------


class Scopes:
    """Per-owner indexes of the entries in scope, rebuilt by the worker when the store changes.

    `get` runs on the event loop: a cached index, or (an owner's first request only) one read.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._indexes: dict[str, tuple[tuple[int, int], KnowledgeIndex]] = {}
        self._used: dict[str, float] = {}

    def get(self, owner: str) -> KnowledgeIndex:
        self._used[owner] = time.monotonic()
        cached = self._indexes.get(owner)
        if cached is not None:
            return cached[1]
        with self.store.read() as txn:
            built = _build(txn, owner)
        self._indexes[owner] = built
        return built[1]

    def warm(self, owners: Iterable[str]) -> None:
        """Build the scopes of owners known in advance, so their first request finds them."""
        with self.store.read() as txn:
            for owner in owners:
                if owner not in self._indexes:
                    self._used[owner] = time.monotonic()
                    self._indexes[owner] = _build(txn, owner)

    def refresh(self) -> int:
        """Rebuild what the knowledge base changed since; forget idle owners. In the worker."""
        idle = time.monotonic() - _IDLE_OWNER_SECONDS
        for owner, used in list(self._used.items()):
            if used < idle:
                self._used.pop(owner, None)
                self._indexes.pop(owner, None)
        rebuilt = 0
        with self.store.read() as txn:
            version = scope_version(txn)
            for owner, (built_at, _) in list(self._indexes.items()):
                if built_at != version:
                    self._indexes[owner] = _build(txn, owner, version)
                    rebuilt += 1
        return rebuilt


def _build(
    txn: Txn, owner: str, version: tuple[int, int] | None = None
) -> tuple[tuple[int, int], KnowledgeIndex]:
    return version or scope_version(txn), KnowledgeIndex(scope_entries(txn, owner))


class Tally:
    """Injections and outcomes counted on the event loop, written in batches by the worker."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.injected: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.totals: Counter[str] = Counter()

    def count(self, outcome: str, ids: Iterable[str] = ()) -> None:
        with self._lock:
            self.outcomes[outcome] += 1
            self.totals[outcome] += 1
            self.injected.update(ids)

    def flush(self, store: Store, at: datetime) -> None:
        with self._lock:
            injected, self.injected = self.injected, Counter()
            outcomes, self.outcomes = self.outcomes, Counter()
        if not injected and not outcomes:
            return

        def write(txn: Txn) -> None:
            knowledge.record_use(txn, injected, at=at, kind="injected")
            for outcome, n in outcomes.items():
                txn.counter_add(f"inject.{outcome}", n)

        try:
            store.write(write)
        except Exception:
            log.exception("teambrain: injection counters not written; retried later")
            with self._lock:
                self.injected.update(injected)
                self.outcomes.update(outcomes)


class InjectWorker:
    """The addon's thread: every `refresh_seconds`, flush the tally and refresh scopes."""

    def __init__(
        self, store: Store, scopes: Scopes, tally: Tally, every: float, owners: Iterable[str] = ()
    ) -> None:
        self.store, self.scopes, self.tally, self.every = store, scopes, tally, every
        self.owners = list(owners)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="teambrain-inject", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(10)
        self.tally.flush(self.store, datetime.now(UTC))

    def _run(self) -> None:
        try:
            self.scopes.warm(self.owners)
        except Exception:
            log.exception("teambrain: knowledge scopes not prepared; built on first use")
        while not self._stop.wait(self.every):
            for step in (
                lambda: self.tally.flush(self.store, datetime.now(UTC)),
                self.scopes.refresh,
            ):
                try:
                    step()
                except Exception:
                    log.exception("teambrain: injection housekeeping failed; retried")


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
