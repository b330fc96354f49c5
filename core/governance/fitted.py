"""Reading a file of weights fitted on the shipped sentence model (the rule gate's, the
likeness's): a file fitted on another pinned model is not applied, and one that does not load
(a damaged install) is said once in the log, and the caller falls back to what reflection
read before the file existed."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger("teambrain.reflect")


def read[T](path: Path, build: Callable[[Any], T], instead: str) -> T | None:
    """`build` applied to the file's JSON, or None when the file was fitted on another pinned
    model or does not load (`build` may raise ValueError, KeyError or TypeError to refuse
    it); `instead` says what reflection does then."""
    from teambrain.core.meaning import pinned

    try:
        fitted = json.loads(path.read_text(encoding="utf-8"))
        built = build(fitted)
        model = fitted["model_sha256"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        log.warning(
            "teambrain: the fitted weights %s do not load (%s); %s (reinstall teambrain to "
            "restore them)",
            path,
            e,
            instead,
        )
        return None
    return built if model == pinned.SHA256 else None


def weights(fitted: Any, key: str, count: int) -> tuple[float, ...]:
    """The file's `key` as `count` floats; ValueError when it holds another number of them."""
    values = tuple(float(v) for v in fitted[key])
    if len(values) != count:
        raise ValueError(f"{len(values)} {key} weights, not {count}")
    return values
