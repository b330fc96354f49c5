"""What every command shares: the config, the store and the acting owner, opened lazily.

Core errors become click.ClickException here, so a person sees a message, not a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click
import msgspec
from teambrain.core.config import Config, default_store_dir, load_config
from teambrain.core.errors import TeambrainError
from teambrain.core.store import Store, open_store


class AppContext:
    def __init__(
        self, store_dir: Path | None, config_path: Path | None, acting: str | None
    ) -> None:
        self._store_dir = store_dir
        self._config_path = config_path
        self._acting = acting
        self._config: Config | None = None
        self._store: Store | None = None

    @property
    def config_path(self) -> Path | None:
        return self._config_path

    @property
    def config(self) -> Config:
        if self._config is None:
            with errors():
                self._config = load_config(self._config_path)
        return self._config

    @property
    def store_dir(self) -> Path:
        return self._store_dir or default_store_dir()

    @property
    def store(self) -> Store:
        if self._store is None:
            with errors():
                self._store = open_store(
                    self.store_dir,
                    map_size_mb=self.config.store.map_size_mb,
                    max_map_size_mb=self.config.store.max_map_size_mb,
                )
        return self._store

    @property
    def owner(self) -> str:
        """The acting owner: --as, else the configured local owner."""
        return self._acting or self.config.local_owner


pass_app = click.make_pass_decorator(AppContext)


@contextmanager
def errors() -> Iterator[None]:
    """Turn core errors into click errors with their message."""
    try:
        yield
    except TeambrainError as e:
        raise click.ClickException(str(e)) from e


def emit_json(data: Any) -> None:
    """Print data as JSON (msgspec Structs and datetimes included)."""
    sys.stdout.write(msgspec.json.encode(data).decode() + "\n")


def dumps(data: Any) -> str:
    return json.dumps(msgspec.to_builtins(data), indent=2, ensure_ascii=False)
