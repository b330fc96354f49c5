"""Which reflector a pass uses: Anthropic's when configured with a key, an OpenAI-compatible
endpoint's when chosen, else the offline one.

The reflectors import the reflection pass's types (governance/reflect.py); the pass takes a
reflector as an argument, so nothing here and there imports the other back.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import msgspec
from teambrain.core.config import ReflectConfig
from teambrain.core.errors import TeambrainError
from teambrain.core.governance.reflect import Reflector
from teambrain.core.store import Store
from teambrain.core.store.secret import internal_token, store_secret

OPENAI_BASE_URL_ENV = "TEAMBRAIN_REFLECT_OPENAI_BASE_URL"
OPENAI_MODEL_ENV = "TEAMBRAIN_REFLECT_OPENAI_MODEL"
"""Set, they name the OpenAI-compatible endpoint and model over the config's (a benchmark or
a one-off run points reflection at another server without editing the file)."""


def build_reflector(
    config: ReflectConfig, env: Mapping[str, str] | None = None, store: Store | None = None
) -> Reflector:
    """Anthropic when chosen (or `auto` with an API key in the environment), the
    OpenAI-compatible endpoint when chosen, else offline.

    Given the store, the Anthropic reflector carries its token, so a capturing proxy its
    calls pass through exempts them (core/store/secret.py, internal_token).
    """
    env = os.environ if env is None else env
    api_key = env.get(config.api_key_env, "")
    choice = config.reflector
    if choice == "auto":
        choice = "anthropic" if api_key else "offline"
    if choice == "anthropic":
        if not api_key:
            raise TeambrainError(
                f"reflect.reflector is anthropic but ${config.api_key_env} is empty: set it, "
                'or set reflect.reflector = "offline"'
            )
        from teambrain.core.governance.reflector_anthropic import AnthropicReflector

        token = internal_token(store_secret(store)) if store is not None else ""
        return AnthropicReflector.from_config(config, api_key=api_key, internal_token=token)
    if choice == "openai":
        config = msgspec.structs.replace(
            config,
            openai_base_url=env.get(OPENAI_BASE_URL_ENV) or config.openai_base_url,
            openai_model=env.get(OPENAI_MODEL_ENV) or config.openai_model,
        )
        if not config.openai_model:
            raise TeambrainError(
                "reflect.reflector is openai but no model is named: set reflect.openai_model "
                f'(e.g. "qwen2.5:7b-instruct") or ${OPENAI_MODEL_ENV}'
            )
        from teambrain.core.governance.reflector_openai import OpenAIReflector

        token = internal_token(store_secret(store)) if store is not None else ""
        return OpenAIReflector.from_config(
            config, api_key=env.get(config.openai_api_key_env, ""), internal_token=token
        )
    if choice != "offline":
        raise TeambrainError(
            f"unknown reflect.reflector {choice!r}: say auto, anthropic, openai or offline"
        )
    from teambrain.core.governance.reflector_offline import OfflineReflector

    return OfflineReflector()
