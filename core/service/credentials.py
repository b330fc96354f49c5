"""A member's saved logins: which team server to use, and the token for each.

`teambrain login URL` saves the token a member was given for a server (read from standard
input, never from the command line, where other users could see it), and makes that server
the default for later commands. The file lives in the user's config directory (or
TEAMBRAIN_LOGIN) and is written whole, through a private temporary file renamed into place,
so it is mode 0600 from the first byte and never half-written.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgspec
from teambrain.core.config import user_dir
from teambrain.core.errors import ConfigError


class Login(msgspec.Struct, kw_only=True):
    token: str
    ca_file: str = ""
    """A CA bundle to trust for this server (a private CA); empty: the system's."""


class Logins(msgspec.Struct, kw_only=True):
    default: str = ""
    servers: dict[str, Login] = {}


def login_path() -> Path:
    """TEAMBRAIN_LOGIN, else `login.json` in the user's teambrain config directory."""
    env = os.environ.get("TEAMBRAIN_LOGIN")
    if env:
        return Path(env).expanduser()
    return user_dir("config") / "login.json"


def load(path: Path | None = None) -> Logins:
    path = path or login_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Logins()
    except OSError as e:
        raise ConfigError(f"cannot read {path}: {e}") from e
    try:
        return msgspec.json.decode(raw, type=Logins)
    except msgspec.DecodeError as e:
        raise ConfigError(f"{path} is damaged ({e}); remove it and log in again") from e


def _write(logins: Logins, path: Path) -> None:
    import json  # a login is written once; every command reads it (load), and loads neither
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".login-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:  # mkstemp creates it 0600
            json.dump(msgspec.to_builtins(logins), f, indent=2)
            f.write("\n")
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def save(url: str, token: str, *, ca_file: str = "", path: Path | None = None) -> Path:
    """Remember `token` for `url` and make it the default server; returns the file written."""
    path = path or login_path()
    logins = load(path)
    logins.servers[url] = Login(token=token, ca_file=ca_file)
    logins.default = url
    _write(logins, path)
    return path


def forget(url: str | None = None, *, path: Path | None = None) -> str | None:
    """Drop the login for `url` (default: the default server's); returns the URL dropped."""
    path = path or login_path()
    logins = load(path)
    url = url or logins.default
    if not url or url not in logins.servers:
        return None
    del logins.servers[url]
    if logins.default == url:
        logins.default = next(iter(logins.servers), "")
    _write(logins, path)
    return url
