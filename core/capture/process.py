"""The sanitizer processes: how they start, warm up and leave, and the one job they run.

`prepare` turns a parse function and its raw data into a record to write (or a drop
reason). The capture worker (core/capture/worker.py) runs it in a pool of these processes,
or in its own thread, and hands the records to its group commit (core/capture/commit.py).

Invariants kept here:
- fail-closed: if parsing or sanitizing raises (or the sanitizer never loaded), the capture
  is dropped and counted by reason; raw text never leaves `prepare`, and is never stored,
  logged or queued to disk;
- a sanitizer process leaves with the proxy, even one killed with SIGKILL.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import select
import signal
import threading
import time
from typing import Any

import msgspec
from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import Parse
from teambrain.core.config import Config
from teambrain.core.episodes.meaning import exchange_meaning
from teambrain.core.episodes.model import CaptureRecord
from teambrain.core.errors import CaptureDropped, SanitizerError
from teambrain.core.identity import UNKEYED, IdKeys
from teambrain.core.sanitize.protocol import Sanitizer

log = logging.getLogger("teambrain.capture")


class Prepared(msgspec.Struct):
    """What the sanitizing side hands back: a record to write, or why there is none."""

    record: CaptureRecord | None = None
    drop: str | None = None


def _build_sanitizer(config: Config) -> Sanitizer:
    """This process's sanitizer for the config (built once; the sanitizer is imported only here)."""
    from teambrain.core.sanitize.engine import build_sanitizer

    return build_sanitizer(config.sanitizer)


def _load_sanitizer(config: Config) -> Sanitizer | None:
    """The sanitizer, or None (logged) when it cannot load: every capture is then dropped."""
    try:
        return _build_sanitizer(config)
    except Exception as e:  # fail closed: every capture is dropped while it is missing
        log.error("teambrain: sanitizer unavailable, captures will be dropped: %s", e)
        return None


def init_sanitizer_process(config: Config, proxy_pid: int) -> None:
    """A sanitizer process: warm the sanitizer, and leave with the proxy.

    A proxy killed with SIGKILL cannot shut its pool down, and a pool process blocked on its
    call queue would wait forever; it watches the proxy instead and exits when it is gone.
    (Its parent is the fork server, which in turn waits for the processes it forked.) A
    terminal's Ctrl-C reaches it too, with the whole foreground group: it is the proxy's to
    act on, so this process ignores it rather than die mid-call with a traceback.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(
        target=_exit_with, args=(proxy_pid,), name="teambrain-proxy-watch", daemon=True
    ).start()
    _load_sanitizer(config)
    exchange_meaning("warm-up", "")  # the sentence model loads here, not on a first capture


def _exit_with(pid: int) -> None:
    """Exit this process as soon as process `pid` has ended."""
    try:
        handle = os.pidfd_open(pid)
    except ProcessLookupError:
        os._exit(0)
    except (AttributeError, OSError):  # no pidfd here: look once a second
        while True:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:
                pass
            time.sleep(1.0)
    select.select([handle], [], [])  # readable once it has ended
    os._exit(0)


PRELOADED = ("teambrain.core.capture.process", "teambrain.core.sanitize.engine")
"""What the sanitizer processes' fork server imports once (the sanitizer's patterns take a
moment of CPU to compile): each process it forks, the first and any that replaces one that died,
starts with them loaded. A module that fails to import here is imported, and fails closed,
in the process itself."""


def sanitizer_processes() -> multiprocessing.context.BaseContext:
    """Sanitizer processes are forked from a fork server that holds nothing of the proxy (not
    from the proxy itself, which holds a store environment and an event loop), and not
    spawned afresh, which would import the proxy's own program and the sanitizer in each."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(list(PRELOADED))
    return context


def warm_process(config: Config) -> bool:
    """Run before traffic: the sanitizer loaded and called once (its first call compiles what
    it builds lazily).

    Trouble is a warning, not an error: mitmproxy exits on an error logged while it starts,
    and a proxy without a sanitizer still serves its clients (dropping the captures).
    """
    try:
        _build_sanitizer(config).sanitize("warm-up: write to someone@example.org")
    except Exception as e:
        log.warning("teambrain: the sanitizer could not warm up (%s); captures wait for it", e)
        return False
    return True


def prepare(parse: Parse, raw: Any, config: Config, keys: IdKeys = UNKEYED) -> Prepared:
    """Parse, sanitize and bound one exchange. Never raises; raw text never leaves here."""
    try:
        captured = parse(raw, config)
    except CaptureDropped as e:
        log.info("teambrain: not captured: %s", e)
        return Prepared(drop=e.reason)
    except Exception:
        log.exception("teambrain: could not parse an exchange; it was not captured")
        return Prepared(drop="parse_error")
    sanitizer = _load_sanitizer(config)
    if sanitizer is None:
        return Prepared(drop="sanitizer_unavailable")
    try:
        return Prepared(record=build_record(captured, sanitizer, config, keys))
    except SanitizerError as e:
        return Prepared(drop=f"sanitizer_{e.reason}")
    except Exception as e:  # any failure while sanitizing is a drop, never a raw write
        return Prepared(drop=f"sanitizer_{type(e).__name__}")
