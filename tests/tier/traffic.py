"""Members' conversations through the tier, and what each client saw of them.

A conversation is two streamed exchanges, each carrying a marker of its own in the user's
text: the first asks, and the fake provider answers with a tool call; the second sends the
tool's result (which names the first marker) and gets the answer. An exchange counts as
completed only when the client read its stream to the end with the expected answer: that is
what the member saw, whatever happened to it inside the tier.

The traffic is released in batches (`Budget`), so the test's faults (a gateway killed, the
database restarted) fall between known amounts of traffic on any machine, with no sleeps.
"""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import anthropic
import openai

HEADER = "x-teambrain-token"
TOOLS = [
    {
        "name": "bash",
        "description": "Run a shell command",
        "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}},
    }
]
MARKER = re.compile(r"\bmk[a-z]+\d{3}[ab]\b")
"""One word (so recall matches it whole), unique per exchange, naming its member."""


def marker(member: str, number: int, part: str) -> str:
    return f"mk{member}{number:03d}{part}"


def conversation_of(mark: str) -> int:
    """The number of the conversation a marker belongs to."""
    return int(mark[-4:-1])


def result_text(first: str) -> str:
    """What the tool printed, as the second exchange sends it back."""
    return f"output for {first}"


@dataclass
class Ledger:
    """Every exchange attempted, by marker, and which of them completed (thread-safe)."""

    attempted: dict[str, str] = field(default_factory=dict)
    """marker -> member"""
    completed: set[str] = field(default_factory=set)
    conversations: dict[str, tuple[str, str]] = field(default_factory=dict)
    """first marker -> (second marker, session id)"""
    errors: list[str] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def conversation(self, first: str, second: str, session: str) -> None:
        with self._lock:
            self.conversations[first] = (second, session)

    def attempt(self, member: str, mark: str) -> None:
        with self._lock:
            self.attempted[mark] = member

    def complete(self, mark: str) -> None:
        with self._lock:
            self.completed.add(mark)

    def failed(self, mark: str, error: BaseException) -> None:
        with self._lock:
            self.errors.append(f"{mark}: {type(error).__name__}: {error}"[:300])

    def completed_of(self, member: str) -> set[str]:
        return {m for m in self.completed if self.attempted[m] == member}


class Budget:
    """Conversations the workers may start: released by the test, taken one at a time."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self.released = 0
        self.taken = 0
        self.finished = 0
        self.closed = False

    def release(self, n: int) -> None:
        with self._cond:
            self.released += n
            self._cond.notify_all()

    def close(self) -> None:
        with self._cond:
            self.closed = True
            self._cond.notify_all()

    def take(self) -> int | None:
        """The next conversation's number, or None once the budget is closed and spent."""
        with self._cond:
            while self.taken >= self.released and not self.closed:
                self._cond.wait()
            if self.taken >= self.released:
                return None
            self.taken += 1
            return self.taken

    def done(self) -> None:
        with self._cond:
            self.finished += 1
            self._cond.notify_all()

    def wait_finished(self, n: int, timeout: float = 120.0) -> None:
        """Until `n` conversations have ended (completed or not)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self.finished < n:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"only {self.finished} of {n} conversations ended")
                self._cond.wait(left)


def client(base_url: str, token: str, **http: Any) -> anthropic.Anthropic:
    """The Anthropic SDK as a member's client: the token header on every request, no
    retries (what failed is counted, not hidden)."""
    return anthropic.Anthropic(
        base_url=base_url,
        api_key="sk-ant-api03-tier-test-key",
        max_retries=0,
        default_headers={HEADER: token},
        http_client=anthropic.DefaultHttpxClient(trust_env=False, timeout=30, **http),
    )


def stream(
    claude: anthropic.Anthropic, session: str, messages: list[dict], pace_ms: int
) -> anthropic.types.Message:
    headers = {"X-Claude-Code-Session-Id": session, "x-fake-interval-ms": str(pace_ms)}
    with claude.messages.stream(
        model="claude-sonnet-4-5",
        max_tokens=100,
        messages=messages,
        tools=TOOLS,
        extra_headers=headers,
    ) as events:
        return events.get_final_message()


def converse(
    claude: anthropic.Anthropic, ledger: Ledger, member: str, number: int, pace_ms: int = 0
) -> None:
    """One conversation: a tool call, then its result in a follow-up request."""
    first, second = marker(member, number, "a"), marker(member, number, "b")
    session = f"tier-{member}-{number:03d}"
    ledger.conversation(first, second, session)
    question = [{"role": "user", "content": f"{first} check the build please"}]
    ledger.attempt(member, first)
    try:
        opening = stream(claude, session, question, pace_ms)
        tool_use = next(b for b in opening.content if b.type == "tool_use")
        assert opening.stop_reason == "tool_use", opening.stop_reason
    except Exception as e:  # the member saw an error: not completed
        ledger.failed(first, e)
        return
    ledger.complete(first)
    history = question + [
        {
            "role": "assistant",
            "content": [b.model_dump(exclude_none=True) for b in opening.content],
        },
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": tool_use.id, "content": result_text(first)},
                {"type": "text", "text": f"{second} and summarize it"},
            ],
        },
    ]
    ledger.attempt(member, second)
    try:
        answer = stream(claude, session, history, pace_ms)
        assert answer.content[0].text == "Tool said: " + result_text(first), answer.content
        assert answer.stop_reason == "end_turn", answer.stop_reason
    except Exception as e:
        ledger.failed(second, e)
        return
    ledger.complete(second)


def chat(base_url: str, token: str, ledger: Ledger, member: str, number: int) -> None:
    """One streamed OpenAI chat completion at the openai listener."""
    mark = marker(member, number, "a")
    gpt = openai.OpenAI(
        base_url=base_url + "/v1",
        api_key="sk-proj-tier-test",
        max_retries=0,
        default_headers={HEADER: token},
        http_client=openai.DefaultHttpxClient(trust_env=False, timeout=30),
    )
    ledger.attempt(member, mark)
    try:
        chunks = gpt.chat.completions.create(
            model="gpt-5", messages=[{"role": "user", "content": f"{mark} hello"}], stream=True
        )
        text = "".join(c.delta.content or "" for chunk in chunks for c in chunk.choices)
        assert text == f"Echo: {mark} hello", text
    except Exception as e:
        ledger.failed(mark, e)
        return
    finally:
        gpt.close()
    ledger.complete(mark)


def start_workers(
    base_url: str,
    tokens: dict[str, str],
    budget: Budget,
    ledger: Ledger,
    per_member: int,
    pace_ms: int,
) -> list[threading.Thread]:
    """`per_member` threads for each member, each taking conversations until the budget
    is closed and spent."""

    def work(member: str, token: str) -> None:
        claude = client(base_url, token)
        try:
            while (number := budget.take()) is not None:
                try:
                    converse(claude, ledger, member, number, pace_ms)
                finally:
                    budget.done()
        finally:
            claude.close()

    threads = [
        threading.Thread(target=work, args=(member, token), name=f"tier-{member}-{i}")
        for member, token in tokens.items()
        for i in range(per_member)
    ]
    for thread in threads:
        thread.start()
    return threads
