"""The Anthropic reflector: lessons from an owner's episodes through the Messages API.

Structured output through a forced tool call (`propose_lessons`, a JSON schema); the static
instructions and the tool sit first and carry `cache_control`, so daily passes reuse the
cached prefix. Episodes go in with their ids, newest kept first within the input budget;
the oldest beyond it are dropped and the report says how many.

Invariants kept here: its HTTP client ignores proxy settings from the environment
(trust_env off) so our own capturing proxy never sees these calls, and every request carries
`x-teambrain-internal` with the store's token (core/identity.py) so the capture addon skips
it if it arrives anyway (through a gateway set as `reflect.base_url`): a client without the
token cannot borrow the exemption; a
timeout, an API error or output that does not match the schema raises ReflectorError (the
pass then files nothing). Only this module and its siblings import the anthropic SDK.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import anthropic
from teambrain.core.config import ReflectConfig
from teambrain.core.governance.reflect import Lesson, Material, Proposal, ReflectorError
from teambrain.core.governance.reflector_prompt import (
    INSTRUCTIONS,
    TOOL_NAME,
    model_settings,
    parse_lessons,
    prompt_for,
)
from teambrain.core.governance.reflector_prompt import TOOL as CONTRACT
from teambrain.core.store.secret import INTERNAL_HEADER

if TYPE_CHECKING:
    from anthropic.types import ToolParam

TOOL = cast("ToolParam", {**CONTRACT, "cache_control": {"type": "ephemeral"}})
"""The contract's tool, its prefix cached (daily passes reuse it)."""


class AnthropicReflector:
    name = "anthropic"

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        base_url: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 2,
        input_budget_chars: int = 60_000,
        max_output_tokens: int = 4096,
        internal_token: str = "",
    ) -> None:
        """`internal_token`: the store's (identity.internal_token); without it the calls are
        still marked, but a capturing proxy they reach captures them like any client's."""
        self.model = model
        self.input_budget_chars = input_budget_chars
        self.max_output_tokens = max_output_tokens
        self.timeout = timeout
        self.client = anthropic.Anthropic(
            api_key=api_key,
            base_url=base_url or None,
            timeout=timeout,
            max_retries=max_retries,
            default_headers={INTERNAL_HEADER: internal_token or "reflection"},
            # trust_env off: HTTPS_PROXY (our own proxy, often) must not see these calls
            http_client=anthropic.DefaultHttpxClient(trust_env=False, timeout=timeout),
        )

    @classmethod
    def from_config(
        cls, config: ReflectConfig, *, api_key: str, internal_token: str = ""
    ) -> AnthropicReflector:
        return cls(
            api_key=api_key,
            model=config.model,
            base_url=config.base_url or None,
            internal_token=internal_token,
            **model_settings(config),
        )

    def propose(self, material: Material) -> Proposal:
        request, notes = prompt_for(material, self.input_budget_chars)
        if not request:
            return Proposal(lessons=[], notes=notes)
        try:
            message = self.client.messages.create(
                model=self.model,
                max_tokens=self.max_output_tokens,
                system=[
                    {"type": "text", "text": INSTRUCTIONS, "cache_control": {"type": "ephemeral"}}
                ],
                tools=[TOOL],
                tool_choice={"type": "tool", "name": TOOL_NAME},
                messages=[{"role": "user", "content": request}],
            )
        except anthropic.APITimeoutError as e:
            raise ReflectorError(
                f"the Anthropic API did not answer within {self.timeout:g}s"
            ) from e
        except anthropic.APIStatusError as e:
            raise ReflectorError(
                f"the Anthropic API answered {e.status_code}: {_error_type(e)}"
            ) from e
        except anthropic.APIConnectionError as e:
            raise ReflectorError(f"cannot reach the Anthropic API: {e}") from e
        except (anthropic.APIError, ValueError) as e:
            raise ReflectorError(
                f"unreadable answer from the Anthropic API: {type(e).__name__}"
            ) from e
        return Proposal(lessons=_lessons(message), notes=notes)


def _error_type(e: anthropic.APIStatusError) -> str:
    body = e.body if isinstance(e.body, dict) else {}
    error = body.get("error")
    return str((error if isinstance(error, dict) else {}).get("type") or "error")


def _lessons(message: Any) -> list[Lesson]:
    if getattr(message, "stop_reason", None) == "max_tokens":
        raise ReflectorError(
            "the answer was cut at max_output_tokens; raise reflect.max_output_tokens"
        )
    calls = [
        b
        for b in getattr(message, "content", None) or []
        if getattr(b, "type", None) == "tool_use" and b.name == TOOL_NAME
    ]
    if not calls:
        raise ReflectorError("malformed output: no propose_lessons tool call in the answer")
    return parse_lessons(calls[0].input)
