"""The OpenAI-compatible reflector: lessons from any `/v1/chat/completions` endpoint.

For local models (Ollama, vLLM, llama.cpp's server) or any hosted endpoint speaking the
OpenAI Chat Completions wire format. It sends the prompt contract the Anthropic reflector
sends (core/governance/reflector_prompt.py) and asks for structured output, as a forced
function call (`tools`, the default) or as a JSON-schema response format (`json_schema`, for
servers whose models do not call tools); an answer with no tool call but JSON in its content
is read too, since several servers answer that way. The guards of the pass apply as to any
reflector.

Invariants kept here, as in the Anthropic reflector: the HTTP client ignores proxy settings
from the environment (trust_env off) so our own capturing proxy never sees these calls, and
every request carries `x-teambrain-internal` with the store's token; a timeout, an error
status, an unreachable server or an answer that does not match the contract raises
ReflectorError (the pass then files nothing). Plain httpx: no SDK at run time.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any, Literal

import httpx
from teambrain.core.config import ReflectConfig
from teambrain.core.governance.reflect import Lesson, Material, Proposal, ReflectorError
from teambrain.core.governance.reflector_prompt import (
    INSTRUCTIONS,
    SCHEMA,
    TOOL,
    TOOL_NAME,
    model_settings,
    parse_lessons,
    prompt_for,
)
from teambrain.core.store.secret import INTERNAL_HEADER

Structured = Literal["tools", "json_schema"]
RETRIED = frozenset((408, 429, 500, 502, 503, 504, 529))
"""Statuses worth another try: the server is busy or briefly down."""
JSON_ANSWER = (
    "\n\nAnswer with only a JSON object of the form "
    '{"lessons": [{"text": "...", "citations": ["episode id", ...]}]}, nothing around it.'
)
_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)


class OpenAIReflector:
    name = "openai"

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str = "",
        structured: Structured = "tools",
        timeout: float = 60.0,
        max_retries: int = 2,
        input_budget_chars: int = 60_000,
        max_output_tokens: int = 4096,
        internal_token: str = "",
    ) -> None:
        """`base_url` ends where `/chat/completions` is appended (e.g. http://127.0.0.1:11434/v1)."""
        if not base_url or not model:
            raise ReflectorError("an OpenAI-compatible reflector needs a base URL and a model")
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.structured = structured
        self.timeout = timeout
        self.max_retries = max_retries
        self.input_budget_chars = input_budget_chars
        self.max_output_tokens = max_output_tokens
        headers = {INTERNAL_HEADER: internal_token or "reflection"}
        if api_key:
            headers["authorization"] = f"Bearer {api_key}"
        # trust_env off: HTTPS_PROXY (our own proxy, often) must not see these calls
        self.client = httpx.Client(headers=headers, timeout=timeout, trust_env=False)

    @classmethod
    def from_config(
        cls, config: ReflectConfig, *, api_key: str = "", internal_token: str = ""
    ) -> OpenAIReflector:
        return cls(
            base_url=config.openai_base_url,
            model=config.openai_model,
            api_key=api_key,
            structured=config.openai_structured,
            internal_token=internal_token,
            **model_settings(config),
        )

    def propose(self, material: Material) -> Proposal:
        request, notes = prompt_for(material, self.input_budget_chars)
        if not request:
            return Proposal(lessons=[], notes=notes)
        answer = self._post(self._body(request))
        return Proposal(lessons=_lessons(answer), notes=notes)

    def _body(self, request: str) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_output_tokens,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": INSTRUCTIONS},
                {"role": "user", "content": request},
            ],
        }
        function = {k: TOOL[k] for k in ("name", "description")} | {"parameters": SCHEMA}
        if self.structured == "tools":
            body["tools"] = [{"type": "function", "function": function}]
            body["tool_choice"] = {"type": "function", "function": {"name": TOOL_NAME}}
        else:
            body["messages"][0]["content"] = INSTRUCTIONS + JSON_ANSWER
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": TOOL_NAME, "schema": SCHEMA},
            }
        return body

    def _post(self, body: dict[str, Any]) -> Any:
        """The decoded answer, retrying a busy server up to max_retries times."""
        for attempt in range(self.max_retries + 1):
            try:
                response = self.client.post(self.url, json=body)
            except httpx.TimeoutException as e:
                raise ReflectorError(f"{self.url} did not answer within {self.timeout:g}s") from e
            except httpx.HTTPError as e:
                raise ReflectorError(f"cannot reach {self.url}: {e}") from e
            if response.status_code in RETRIED and attempt < self.max_retries:
                time.sleep(_retry_after(response, attempt))
                continue
            if response.status_code >= 400:
                raise ReflectorError(
                    f"{self.url} answered {response.status_code}: {_error_type(response)}"
                )
            try:
                return response.json()
            except ValueError as e:
                raise ReflectorError(f"unreadable answer from {self.url}: not JSON") from e
        raise AssertionError("unreachable")  # the last attempt returns or raises


def _retry_after(response: httpx.Response, attempt: int) -> float:
    """The server's retry-after (ms or s), else a short backoff; never more than 10 s."""
    for header, scale in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        try:
            return min(10.0, float(response.headers[header]) / scale)
        except (KeyError, ValueError):
            continue
    return min(10.0, 0.5 * 2**attempt)


def _error_type(response: httpx.Response) -> str:
    try:
        error = response.json().get("error")
    except (ValueError, AttributeError):
        return "error"
    if isinstance(error, dict):
        return str(error.get("type") or error.get("code") or "error")
    return "error"


def _lessons(answer: Any) -> list[Lesson]:
    """The lessons in a chat completion: the forced call's arguments, else JSON content."""
    try:
        choice = answer["choices"][0]
        message = choice["message"]
    except (KeyError, IndexError, TypeError) as e:
        raise ReflectorError("malformed output: no choice in the answer") from e
    if choice.get("finish_reason") == "length":
        raise ReflectorError(
            "the answer was cut at max_output_tokens; raise reflect.max_output_tokens"
        )
    calls = [
        c.get("function") or {}
        for c in message.get("tool_calls") or []
        if (c.get("function") or {}).get("name") == TOOL_NAME
    ]
    raw = calls[0].get("arguments") if calls else message.get("content")
    if not raw:
        raise ReflectorError(f"malformed output: no {TOOL_NAME} call and no JSON in the answer")
    if isinstance(raw, str):
        fenced = _FENCE.match(raw)
        try:
            raw = json.loads(fenced.group(1) if fenced else raw)
        except ValueError as e:
            raise ReflectorError("malformed output: the answer's JSON does not parse") from e
    return parse_lessons(raw)
