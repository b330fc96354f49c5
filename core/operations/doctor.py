"""What `teambrain doctor` checks: is this installation ready, and what does it protect?

Each check looks and never touches: the store's files are stat'ed, never opened, created or
chmod'ed (LMDB is not opened at all; its two meta pages are read as plain bytes, to find a
damaged file); the config is parsed; the CA certificate is read;
ports are probed with a connection that is closed at once. Only the sanitizer is built,
since proving that it loads and redacts here is the point of the check.

A check's status is "ok", "note" (worth knowing, nothing wrong: no store yet, no proxy
running), "DEGRADED" (works, but protects less than it should: uncovered categories, a store
others can read) or "FAILED" (cannot work: the config does not load, the sanitizer cannot
load, the CA certificate expired). The report's status is the worst of them.
"""

from __future__ import annotations

import os
import socket
import stat
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import msgspec
from teambrain.core.capture import overload
from teambrain.core.config import (
    Config,
    StoreLocation,
    default_config_path,
    load_config,
    outbox_dir,
    shown_location,
)
from teambrain.core.errors import ConfigError, TeambrainError
from teambrain.core.operations import running
from teambrain.core.store import damaged_outboxes, database_health, store_file_damage

CheckStatus = Literal["ok", "note", "DEGRADED", "FAILED"]
_RANK = {"ok": 0, "note": 0, "DEGRADED": 1, "FAILED": 2}
_PROBE_SECONDS = 0.3
DEFAULT_PROXY_PORT = 8080


@dataclass
class Check:
    """One line of the checklist, with its details for --json."""

    name: str
    status: CheckStatus
    summary: str
    details: dict[str, Any] = field(default_factory=dict)


@dataclass
class DoctorReport:
    status: Literal["ok", "DEGRADED", "FAILED"]
    checks: list[Check]

    def to_builtins(self) -> dict[str, Any]:
        return {"status": self.status, "checks": [asdict(c) for c in self.checks]}


def check_config(path: Path | None) -> tuple[Check, Config]:
    """Whether the config loads (the defaults stand in when it does not)."""
    where = path or default_config_path()
    try:
        config = load_config(path)
    except ConfigError as e:
        return Check("config", "FAILED", str(e), {"path": str(where)}), Config()
    if not where.exists():
        summary = f"{where} (no file: every option has its default)"
        return Check("config", "ok", summary, {"path": str(where), "exists": False}), config
    return Check("config", "ok", str(where), {"path": str(where), "exists": True}), config


def check_store(store_dir: Path) -> Check:
    """The store's directory and files: there? readable? private? how large?"""
    details: dict[str, Any] = {"path": str(store_dir)}
    if not store_dir.exists():
        return Check(
            "store",
            "note",
            f"{store_dir} does not exist yet (created on the first capture)",
            details,
        )
    if not store_dir.is_dir():
        return Check("store", "FAILED", f"{store_dir} is not a directory", details)
    data = store_dir / "data.mdb"
    mode = stat.S_IMODE(store_dir.stat().st_mode)
    details["mode"] = f"{mode:04o}"
    if not os.access(store_dir, os.R_OK | os.X_OK):
        return Check("store", "FAILED", f"{store_dir} is not readable by you", details)
    if not data.exists():
        return Check("store", "note", f"{store_dir} holds no store yet (no data.mdb)", details)
    info = data.stat()
    details.update(
        data_mode=f"{stat.S_IMODE(info.st_mode):04o}",
        size_bytes=info.st_size,
        on_disk_bytes=info.st_blocks * 512,
    )
    if not os.access(data, os.R_OK):
        return Check("store", "FAILED", f"{data} is not readable by you", details)
    if damage := store_file_damage(store_dir):
        details["damage"] = damage
        return Check(
            "store",
            "FAILED",
            f"{data} is damaged: {damage}; restore it from a backup, or move it aside",
            details,
        )
    summary = f"{store_dir} (mode {mode:04o}, {_size(info.st_blocks * 512)} on disk)"
    open_to_others = [
        p.name or str(p) for p, m in ((store_dir, mode), (data, info.st_mode)) if m & 0o077
    ]
    if open_to_others:
        return Check(
            "store",
            "DEGRADED",
            f"{summary}: {', '.join(open_to_others)} can be read by other users "
            f"(chmod 700 {store_dir}; chmod 600 {data})",
            details,
        )
    return Check("store", "ok", summary, details)


def check_ca(ca_file: Path) -> Check:
    """mitmproxy's CA certificate, which clients of the proxy must trust."""
    details: dict[str, Any] = {"path": str(ca_file)}
    if not ca_file.exists():
        return Check(
            "CA",
            "note",
            f"{ca_file} not created yet (the first `teambrain proxy` creates it; gateway "
            "mode needs none)",
            details,
        )
    try:
        pem = ca_file.read_bytes()
    except OSError as e:
        return Check("CA", "FAILED", f"{ca_file} cannot be read: {e.strerror}", details)
    try:
        from cryptography import x509  # mitmproxy's own dependency

        cert = x509.load_pem_x509_certificate(pem)
    except ValueError:
        return Check("CA", "FAILED", f"{ca_file} is not a PEM certificate", details)
    expires = cert.not_valid_after_utc
    details["expires"] = expires.isoformat()
    if expires <= datetime.now(UTC):
        return Check(
            "CA", "FAILED", f"{ca_file} expired on {expires:%Y-%m-%d}: clients refuse it", details
        )
    return Check("CA", "ok", f"{ca_file} (valid until {expires:%Y-%m-%d})", details)


def port_answers(host: str, port: int) -> bool:
    """Whether something accepts a TCP connection on host:port (closed at once)."""
    probe_host = "127.0.0.1" if host in ("", "0.0.0.0") else "::1" if host == "::" else host
    try:
        with socket.create_connection((probe_host, port), timeout=_PROBE_SECONDS):
            return True
    except OSError:
        return False


def check_ports(config: Config, proxy_port: int | None) -> list[Check]:
    """The ports this user's proxy listens on (core/operations/running.py records them when it
    starts), else the proxy's port (`proxy_port`, default 8080) and the gateway listeners'
    ports from the config: in use or free. The proxy counts as running only when this
    user's record of it names a live process, never because some port answers."""
    live = running.running()
    if live:
        ports = [(x.use, x.host, x.port) for x in live[0].listens]
    else:
        gateway = config.gateway
        ports = [("proxy", "127.0.0.1", proxy_port or DEFAULT_PROXY_PORT)] + [
            (f"gateway {listener.provider}", gateway.listen_host, listener.port)
            for listener in gateway.listeners
        ]
    # in use: something answers there, or the proxy could not bind it (the proxy's own test:
    # a port doctor calls free is one the proxy starts on)
    used = {
        (host, port): port_answers(host, port) or running.bind_refusal(host, port) is not None
        for _, host, port in ports
    }
    listing = [
        {"use": use, "host": host, "port": port, "in_use": used[(host, port)]}
        for use, host, port in ports
    ]
    uses: dict[int, list[str]] = {}  # the proxy and the Anthropic gateway both default to 8080
    in_use: dict[int, bool] = {}
    for use, host, port in ports:
        uses.setdefault(port, []).append(use)
        in_use[port] = in_use.get(port, False) or used[(host, port)]
    words = ", ".join(
        f"{port} ({' or '.join(names)}) {'in use' if in_use[port] else 'free'}"
        for port, names in uses.items()
    )
    if live:
        newest = live[0]
        where = ", ".join(f"{x.use} on {x.url}" for x in newest.listens)
        more = f" (and {len(live) - 1} more of yours)" if len(live) > 1 else ""
        running_check = Check(
            "proxy",
            "ok",
            f"running (pid {newest.pid}): {where}{more}",
            {
                "running": True,
                "pid": newest.pid,
                "listens": [msgspec.to_builtins(x) for x in newest.listens],
            },
        )
    else:
        busy = [f"{p['port']}" for p in listing if p["in_use"]]
        also = f"; {', '.join(busy)} in use by something else" if busy else ""
        running_check = Check(
            "proxy",
            "note",
            f"not running: no teambrain proxy of yours is running{also}",
            {"running": False},
        )
    return [Check("ports", "ok", words, {"ports": listing}), running_check]


def check_sanitizer(config: Config) -> Check:
    """The sanitizer's coverage, and proof that it loads and redacts here."""
    from teambrain.core.sanitize.engine import self_check

    report = self_check(config.sanitizer)
    status = report["status"]
    if status == "FAILED":
        summary = f"cannot sanitize, every capture is dropped: {report.get('error', '')}"
    elif status == "DEGRADED":
        summary = (
            f"not covered: {', '.join(report['switched_off'])} "
            "(switched off by [sanitizer] entities: docs/sanitizer.md)"
        )
    else:
        summary = f"covers {', '.join(report['covered'])} and every secret type"
        if report.get("with_ner"):
            summary += (
                "; option: a NER model ([sanitizer] ner_model) would add names without a cue "
                "word or a known first name, places outside the lists and organizations "
                "(docs/sanitizer.md)"
            )
    return Check("sanitizer", status, summary, report)


def check_meaning(config: Config) -> Check:
    """The sentence model the near-duplicate guard embeds with: configured, cached, shipped."""
    from teambrain.core.meaning.state import model_state

    found = model_state(config.knowledge.dedup_model)
    return Check("meaning", found.status, found.summary, found.details)


def check_database(url: str, config: Config) -> Check:
    """A PostgreSQL store: reachable, migrated, row-level security forced, a role that
    cannot bypass it (docs/postgres.md)."""
    details: dict[str, Any] = {"url": shown_location(url)}
    try:
        rows = database_health(url, config)
    except TeambrainError as e:
        return Check("store", "FAILED", str(e), details)
    details["checks"] = {what: {"ok": fine, "detail": detail} for what, fine, detail in rows}
    failed = [f"{what}: {detail}" for what, fine, detail in rows if not fine]
    if failed:
        return Check("store", "FAILED", "; ".join(failed), details)
    return Check(
        "store", "ok", f"{shown_location(url)} (" + "; ".join(d for _, _, d in rows) + ")", details
    )


def check_outbox(url: str, config: Config) -> Check:
    """This host's outbox for a database store: DEGRADED when too much waits or the oldest
    has waited too long (the database is down or slower than capture), or when the database
    refused captures (kept aside, never sent)."""
    from teambrain.core.operations.stats import outbox_figures

    try:
        figures = outbox_figures(config, shown_location(url))
    except TeambrainError as e:
        return Check("outbox", "FAILED", str(e))
    if aside := damaged_outboxes(outbox_dir(config, shown_location(url))):
        return _set_aside_check(aside, figures)
    if figures is None:
        return Check("outbox", "ok", "none on this host (no proxy has captured here)")
    details = msgspec.to_builtins(figures)
    age = figures.oldest_age_seconds
    summary = f"{figures.depth:,} waiting" + (f", the oldest {age:,.0f} s old" if age else "")
    summary += f", {figures.bytes / 1e6:,.1f} of {figures.cap_bytes / 1e6:,.0f} MB"
    limits = config.outbox
    if figures.depth > limits.degraded_depth or (age or 0) > limits.degraded_age_seconds:
        return Check(
            "outbox",
            "DEGRADED",
            f"{summary}: past [outbox] degraded_depth {limits.degraded_depth:,} or"
            f" degraded_age_seconds {limits.degraded_age_seconds:,}; is the database up?",
            details,
        )
    if figures.dead:
        return Check(
            "outbox",
            "DEGRADED",
            f"{summary}; {figures.dead:,} refused by the database, kept in {figures.dir}",
            details,
        )
    return Check("outbox", "ok", summary, details)


def check_capture(where: Path) -> Check:
    """Whether a gateway on this host dropped captures for falling behind lately
    (core/capture/overload.py): DEGRADED for an hour after the last such drop."""
    reports = overload.recent(where)
    if not reports:
        return Check("capture", "ok", "no capture dropped for falling behind in the last hour")
    dropped: dict[str, int] = {}
    for report in reports:
        for reason, n in report.dropped.items():
            dropped[reason] = dropped.get(reason, 0) + n
    last = datetime.fromtimestamp(max(r.last_at for r in reports), UTC)
    why = ", ".join(f"{k} {v:,}" for k, v in sorted(dropped.items()))
    return Check(
        "capture",
        "DEGRADED",
        f"{sum(dropped.values()):,} captures dropped for falling behind ({why}), the last at"
        f" {last:%H:%M:%S} UTC, by {len(reports)} gateway process(es): add sanitizer workers"
        " ([sanitizer] workers) or gateway hosts, or raise capture.hold_full_seconds",
        {"dropped": dropped, "last_at": last.isoformat(), "processes": len(reports)},
    )


def _set_aside_check(aside: list[Any], figures: Any) -> Check:
    """DEGRADED while a damaged outbox is kept for inspection: the newest one, named."""
    last = aside[-1]
    waiting = "?" if last.waiting is None else f"{last.waiting:,}"
    return Check(
        "outbox",
        "DEGRADED",
        f"a damaged outbox was set aside at {last.file} ({last.reason}); {last.salvaged:,} of"
        f" {waiting} waiting captures salvaged into a fresh outbox: inspect it, then delete"
        " its directory",
        {
            **(msgspec.to_builtins(figures) if figures is not None else {}),
            "set_aside": msgspec.to_builtins(aside),
        },
    )


def run_doctor(
    config_path: Path | None, store_dir: StoreLocation, ca_file: Path, proxy_port: int | None
) -> DoctorReport:
    """Every check, in the order a person fixes things."""
    config_check, config = check_config(config_path)
    store_check = (
        check_store(store_dir) if isinstance(store_dir, Path) else check_database(store_dir, config)
    )
    checks = [config_check, store_check]
    if not isinstance(store_dir, Path):
        checks.append(check_outbox(store_dir, config))
    checks.append(check_ca(ca_file))
    checks += check_ports(config, proxy_port)
    checks.append(check_sanitizer(config))
    checks.append(check_meaning(config))
    here = (
        store_dir if isinstance(store_dir, Path) else outbox_dir(config, shown_location(store_dir))
    )
    checks.append(check_capture(here))
    return _report(checks)


def member_doctor(
    config_path: Path | None, server: str, login: str, who: Callable[[], str]
) -> DoctorReport:
    """A member's machine, which works through a team server: the config, where the server
    comes from (`login`: a saved login or the environment), and whether the server answers
    and accepts the token (`who` asks it whom the token names, raising on failure)."""
    config_check, _ = check_config(config_path)
    checks = [config_check, Check("login", "ok", f"{server} ({login})", {"server": server})]
    try:
        owner = who()
    except TeambrainError as e:
        checks.append(Check("server", "FAILED", str(e), {"server": server, "reached": False}))
    else:
        checks.append(
            Check(
                "server",
                "ok",
                f"{server} answers and your token names {owner}",
                {"server": server, "reached": True, "owner": owner},
            )
        )
    return _report(checks)


def _report(checks: list[Check]) -> DoctorReport:
    worst = max(checks, key=lambda c: _RANK[c.status]).status
    return DoctorReport(worst if worst in ("DEGRADED", "FAILED") else "ok", checks)


def _size(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} B"
