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
- any gateway process may take any request: the session is resolved by the rule capture
  uses (core/identity.py `settle_session`) and its block is kept in the store per (owner,
  session), so every process sends a session the same bytes; a request reads the store once,
  and writes it only when a new choice is made (the first writer's choice wins);
- never two blocks: a request that already holds one (the block's marker) is left as it is;
- capture stays clean: the capture addon kept the client's bytes before this addon replaces
  the body, so the stored episode never holds the block;
- the event loop never waits on the store: a request is decided on this addon's small
  thread pool while mitmproxy awaits it, unless the store is LMDB and the request needs no
  write (an LMDB read waits on nothing; a write does); injection counters and outcome counts
  are flushed by this addon's thread, which also rebuilds scopes the knowledge base changed;
  any failure of ours forwards the request exactly as the client sent it.
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any, NamedTuple

import msgspec
from mitmproxy import ctx, http
from teambrain.addons.flows import (
    INJECTED,
    flow_owner,
    internal_flow,
    is_websocket_handshake,
    options_config_and_store,
)
from teambrain.addons.inject_block import Choice, choose, rendered
from teambrain.addons.inject_scopes import InjectWorker, Scopes, Tally
from teambrain.addons.providers import provider_for
from teambrain.addons.providers.base import ParseError, Place, Provider
from teambrain.addons.providers.openai_responses import peek_event, peek_frame
from teambrain.core.config import Config, InjectConfig
from teambrain.core.errors import StoreError
from teambrain.core.identity import (
    IdKeys,
    SessionClaim,
    SessionRef,
    session_claim,
    session_from_headers,
    session_key,
    settle_session,
    stored_id_forms,
    stored_session_key,
    valid_owner,
)
from teambrain.core.records.inject import InjectChoice
from teambrain.core.store import Store, Txn
from teambrain.core.store.secret import store_secret
from teambrain.core.text.search_terms import query_terms

log = logging.getLogger("teambrain.inject")

OPT_OUT_HEADER = "x-teambrain-inject"
OPT_OUT_VALUES = frozenset({"off", "0", "false", "no"})
_RESPONSE_ID = re.compile(rb'"id"\s*:\s*"(resp_[A-Za-z0-9_-]{1,200})"')
_PEEK_BYTES = 8192
_METADATA = "teambrain_inject"
_THREADS = 4
_DEADLINE_S = 0.5
"""How long a request waits for injection's store read (a database slower than this, or
down, costs the request at most this, then it goes on as the client sent it)."""
_BACKOFF_S = 5.0
"""After a read that failed or ran out of time, requests skip injection this long, so a
database outage costs one request the deadline, not every request."""
"""Requests decided at once (each a store read, rarely a write), off the event loop."""
SESSION_METADATA = "teambrain_inject_session"
"""Flow metadata: the key of the session whose block the request was given (or not)."""

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
    "store_unavailable",
    "error",
)
"""What happened to each LLM request the addon looked at (counters `inject.<outcome>`)."""


class Chain(NamedTuple):
    """An OpenAI Responses response as a later request continuing it sees it."""

    session: str
    """The session's key (`session_key`)."""
    carried: bool
    """The provider holds the block among the chain's input items."""


class Resolved(NamedTuple):
    """A request's session as this addon keys it, and what the store holds for it."""

    key: str
    how: str
    """chain, named or opening (core/identity.py SessionRef)."""
    chain: Chain | None
    """The continued response as this process saw it (None: not seen here)."""
    stored: InjectChoice | None


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
        self.keys: IdKeys | None = None
        self.scopes: Scopes | None = None
        self.tally = Tally()
        self.worker: InjectWorker | None = None
        self._pool: ThreadPoolExecutor | None = None
        self.chains: OrderedDict[str, Chain] = OrderedDict()
        """OpenAI Responses responses this process saw: response id -> its session, and
        whether its chain holds the block in its input items. A cache: a continuation that
        another process saw is resolved through the store (capture's response sessions and
        the session's stored choice)."""
        self._chains_lock = threading.Lock()
        self._inline_reads = False
        """The store's reads never wait (LMDB's snapshots): a request that needs no write is
        decided on the event loop, cheaper than a hop to the pool and back."""

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
        self._inline_reads = store.backend == "lmdb"
        # a database store may be down as the proxy starts: its keys are learned by the
        # worker's thread once it answers, and requests go without a block until then
        self.keys = IdKeys(store_secret(store)) if self._inline_reads else None
        self.scopes = Scopes(store)
        with self._chains_lock:
            self.chains.clear()
        self._pool = ThreadPoolExecutor(_THREADS, thread_name_prefix="teambrain-inject")
        self._store_back_at = 0.0
        """Event-loop time before which requests skip injection (the store failed)."""
        self.worker = InjectWorker(
            store,
            self.scopes,
            self.tally,
            config.inject.refresh_seconds,
            known_owners(config),
            prepare=None if self.keys is not None else self._learn_keys,
        )
        self.worker.start()

    def _learn_keys(self) -> None:
        """The store's id keys, read by the worker's thread (StoreError while it is down)."""
        assert self.store is not None
        self.keys = IdKeys(store_secret(self.store))

    def done(self) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:
            worker.stop()  # the last counts are written before the proxy exits
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)

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
            if provider is not None and provider.websocket:
                flow.metadata[_METADATA + "_ws"] = provider

    def request(self, flow: http.HTTPFlow) -> Awaitable[None] | None:
        if flow.response is not None or is_websocket_handshake(flow.request):
            return None  # answered already; or a WebSocket, whose frames are the requests
        provider = self._provider(flow)
        if provider is None:
            return None

        def replace(body: bytes, ids: tuple[str, ...]) -> None:
            flow.request.content = body
            flow.metadata[INJECTED] = ids  # the exchange's capture records which entries

        return self._decide(flow, provider, flow.request.get_content(strict=False), replace)

    def websocket_message(self, flow: http.HTTPFlow) -> Awaitable[None] | None:
        """Responses over a WebSocket: a `response.create` frame is a request like any other;
        the response id in the events that answer it continues its chain."""
        if flow.websocket is None:
            return None
        message = flow.websocket.messages[-1]
        if not message.from_client:  # cheap for every event: only while an id is awaited
            chain = flow.metadata.get(_METADATA)
            event = peek_event(message.content) if chain is not None else None
            if chain is not None and event is not None and event.response_id:
                del flow.metadata[_METADATA]
                self._chain(event.response_id, chain)
            return None
        provider = flow.metadata.get(_METADATA + "_ws")
        if provider is None or not message.is_text or self._provider(flow) is None:
            return None
        frame = peek_frame(message.content)
        if frame is None or frame.type != "response.create":
            return None  # `response.processed` and the like ask for nothing

        def replace(body: bytes, ids: tuple[str, ...]) -> None:
            # one flow carries many requests here: which entries each got is not recorded
            message.content = body

        return self._decide(flow, provider, message.content, replace)

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

    def _decide(
        self,
        flow: http.HTTPFlow,
        provider: Provider,
        body: bytes | None,
        replace: Callable[[bytes, tuple[str, ...]], None],
    ) -> Awaitable[None] | None:
        """Settle what is decided without the store here; hand the rest to the pool, which
        mitmproxy awaits (the event loop goes on with other flows meanwhile)."""
        try:
            owner, outcome = self._gate(flow)
        except Exception:  # ours: the request goes on exactly as the client sent it
            log.exception("teambrain: injection failed; the request was forwarded unchanged")
            owner, outcome = None, "error"
        pool = self._pool
        if outcome is None and pool is None:
            outcome = "error"
        if outcome is None and self.keys is None:
            outcome = "store_unavailable"  # the database was not reached since the start
        if outcome is not None or owner is None or pool is None:
            self.tally.count(outcome or "error", ())
            return None
        if self._inline_reads:  # an LMDB read never waits: decide here unless it must write
            try:
                outcome, ids, new = self._inject(flow, provider, owner, body, may_write=False)
            except _MustWrite:
                return self._off_loop(pool, flow, provider, owner, body, replace)
            except Exception:  # ours: the request goes on exactly as the client sent it
                log.exception("teambrain: injection failed; the request was forwarded unchanged")
                outcome, ids, new = "error", (), None
            if new is not None:
                replace(new, ids)
            self.tally.count(outcome, ids)
            return None
        return self._off_loop(pool, flow, provider, owner, body, replace)

    async def _off_loop(
        self,
        pool: ThreadPoolExecutor,
        flow: http.HTTPFlow,
        provider: Provider,
        owner: str,
        body: bytes | None,
        replace: Callable[[bytes, tuple[str, ...]], None],
    ) -> None:
        loop = asyncio.get_running_loop()
        if loop.time() < self._store_back_at:
            self.tally.count("store_unavailable", ())
            return
        try:
            outcome, ids, new = await asyncio.wait_for(
                loop.run_in_executor(pool, self._inject, flow, provider, owner, body),
                _DEADLINE_S,
            )
            if new is not None:
                replace(new, ids)
        except (TimeoutError, StoreError) as e:  # the store is slow or down: not this request
            self._store_back_at = loop.time() + _BACKOFF_S
            if not isinstance(e, TimeoutError):
                log.warning("teambrain: injection skipped for %gs: %s", _BACKOFF_S, e)
            outcome, ids = "store_unavailable", ()
        except Exception:  # ours: the request goes on exactly as the client sent it
            log.exception("teambrain: injection failed; the request was forwarded unchanged")
            outcome, ids = "error", ()
        self.tally.count(outcome, ids)

    def _gate(self, flow: http.HTTPFlow) -> tuple[str | None, str | None]:
        """(owner, None) when the request may get a block; else (None, the outcome)."""
        if flow.metadata.get(_METADATA + "_off"):
            return None, "opted_out"
        owner = flow_owner(flow, self.config)
        if owner is None:
            return None, "unresolved_owner"
        agent = flow.request.headers.get("user-agent", "")
        if not injection_enabled(self.config.inject, owner, agent):
            return None, "off"
        return owner, None

    def _inject(
        self,
        flow: http.HTTPFlow,
        provider: Provider,
        owner: str,
        body: bytes | None,
        may_write: bool = True,
    ) -> tuple[str, tuple[str, ...], bytes | None]:
        """The outcome, the entries injected and the new body (None: send it unchanged).
        One store read, and a write only when a choice is made (_MustWrite instead, unless
        `may_write`: the pool runs it again then). Safe to run again."""
        if not body:
            return "unknown_shape", (), None
        if len(body) > self.config.capture.max_body_bytes:
            return "too_large", (), None
        place = provider.place
        try:
            req = msgspec.json.decode(body)
        except msgspec.DecodeError:
            return "unknown_shape", (), None
        if not isinstance(req, dict):
            return "unknown_shape", (), None
        if place.holds(req):
            return "already_present", (), None
        assert self.store is not None
        try:
            claim = self._claim(provider, flow.request.headers, req, body)
        except (ParseError, ValueError):
            return "unknown_shape", (), None
        with self.store.read() as txn:
            found = self._resolve(txn, owner, provider.name, claim)
        flow.metadata[SESSION_METADATA] = found.key
        if provider.chains:
            held = self._held(flow, req, found, place)
            if held is not None:
                return held, (), None
        into_items = provider.chains and place.leads(req)
        choice = self._choice(owner, found, req, place, into_items, may_write)
        if choice.block is None:
            return "no_match", (), None
        if into_items:
            if found.stored is not None and not found.stored.carried:
                if not may_write:
                    raise _MustWrite
                self._carry(owner, found.key)
            flow.metadata[_METADATA] = Chain(found.key, carried=True)  # into the chain's items
        if not place.add(req, choice.block):
            return "unknown_shape", (), None
        return "injected", choice.ids, msgspec.json.encode(req)

    def _claim(
        self, provider: Provider, headers: Mapping[str, str], req: dict[str, Any], body: bytes
    ) -> SessionClaim:
        """The request's session claim, as capture reads it (core/identity.py
        `session_claim`); the body is parsed only when no header names the session."""
        previous = req.get("previous_response_id") if provider.chains else ""
        previous = previous if isinstance(previous, str) else ""
        named = session_from_headers(headers)
        if named is not None:
            return SessionClaim(named, previous, "")
        info = provider.parse_request(body)
        return session_claim(headers, info.session_hint, info.session_seed, previous)

    def _resolve(self, txn: Txn, owner: str, provider: str, claim: SessionClaim) -> Resolved:
        """The session by capture's rule (`settle_session`), keyed as this addon keys it,
        with the choice the store holds for it."""
        assert self.keys is not None
        keys = self.keys
        seen: list[Chain] = []

        def chained(response: str) -> str | None:
            with self._chains_lock:
                chain = self.chains.get(response)
            if chain is not None:
                seen.append(chain)
                return chain.session
            for form in stored_id_forms(keys, "response", response):
                session = txn.episodes.response_session(owner, form)
                if session:  # captured, by whichever process saw it
                    return stored_session_key(keys, session)
            return None

        ref: SessionRef = settle_session(
            claim.named, claim.chain_from, keys.seed(owner, provider, claim.seed), chained
        )
        if ref.how == "named":
            key = session_key(keys, ref.id)
        elif ref.how == "opening":
            key = "o-" + ref.id
        else:
            key = ref.id
        return Resolved(key, ref.how, seen[0] if seen else None, txn.inject.choice(owner, key))

    def _held(
        self, flow: http.HTTPFlow, req: dict[str, Any], found: Resolved, place: type[Place]
    ) -> str | None:
        """Chains (OpenAI Responses): the outcome when the block must not be added, else None.

        The provider keeps a chain's input items, not its `instructions`: a chain whose block
        went into its items (after leading system/developer items) holds it already; one whose
        block went into `instructions` gets it there again, on every request. A continuation
        of a response no gateway saw, or whose session's block is not known, gets a block only
        after system content of its own: a fresh `instructions` would come before the
        client's prompt the provider holds.
        """
        previous = req.get("previous_response_id")
        previous = previous if isinstance(previous, str) and previous else None
        if found.chain is not None:  # this process saw the response
            known, carried = True, found.chain.carried
        elif found.how == "chain" and found.stored is not None:  # another one did
            known, carried = True, found.stored.carried
        else:
            known, carried = False, False
        # what the chain holds after this request, noted with its response id once seen
        flow.metadata[_METADATA] = Chain(found.key, carried)
        if carried:
            return "already_present"
        leads = place.leads(req)
        if previous and not known and not leads and not req.get("instructions"):
            return "unknown_chain"
        return None

    def _choice(
        self,
        owner: str,
        found: Resolved,
        req: dict[str, Any],
        place: type[Place],
        into_items: bool,
        may_write: bool,
    ) -> Choice:
        """The session's block: the stored one if it still holds, else chosen now and stored
        (the first process to store a choice for the session wins; the others take it).
        `into_items`: a Responses chain will hold it in its input items."""
        assert self.scopes is not None and self.store is not None
        index = self.scopes.get(owner)
        stored = found.stored
        if stored is not None and index.ids.issuperset(stored.ids):
            return rendered(index, stored.ids)
        inject = self.config.inject
        words = place.words(req)
        settles = stored is not None or len(query_terms(words)) >= SETTLING_TERMS
        if settles and not may_write:
            raise _MustWrite  # before the search: the pool makes it
        choice = choose(index, words, inject.max_entries, inject.max_chars)
        if not settles and choice.block is None:
            return choice  # too little to go by: the session's next request chooses
        if not may_write:
            raise _MustWrite
        record = InjectChoice(
            ids=list(choice.ids),
            carried=into_items or (stored is not None and stored.carried),
            chosen_at=datetime.now(UTC),
        )
        kept = self.store.write(lambda txn: _settle(txn, owner, found.key, record, stored))
        if kept is record or not index.ids.issuperset(kept.ids):
            return choice  # ours; or theirs still holds what this scope says left it
        return rendered(index, kept.ids)

    def _carry(self, owner: str, key: str) -> None:
        """Note in the session's choice that a chain holds its block in its input items
        (a write only the first time), for a continuation another process receives."""
        assert self.store is not None

        def carry(txn: Txn) -> None:
            current = txn.inject.choice(owner, key)
            if current is not None and not current.carried:
                current.carried = True
                txn.inject.put_choice(owner, key, current)

        self.store.write(carry)

    def _chain(self, response_id: str, chain: Chain) -> None:
        with self._chains_lock:
            self.chains[response_id] = chain
            while len(self.chains) > self.config.inject.session_cache:
                self.chains.popitem(last=False)


class _MustWrite(Exception):
    """Deciding this request needs a store write: not on the event loop."""


def _settle(
    txn: Txn, owner: str, key: str, record: InjectChoice, replacing: InjectChoice | None
) -> InjectChoice:
    """Store `record` as the session's choice unless another process stored one first (or,
    when replacing a choice that no longer holds, replaced it first): the choice kept."""
    current = txn.inject.choice(owner, key)
    if current is not None and current != replacing:
        return current
    txn.inject.put_choice(owner, key, record)
    return record


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
