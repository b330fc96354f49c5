"""Reflection reports (owner-scoped), ceremony sittings, decay weeks and the schedule's job
states (store-wide). Saving a ceremony also notifies `teambrain_ceremony` listeners with the
sitting's new sequence number (ceremony decisions only, never the capture path)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from teambrain.core.clock import to_ms
from teambrain.core.ids import new_id
from teambrain.core.records.governance import Ceremony, DecayWeek, JobState, ReflectionReport
from teambrain.core.store.postgres import rows as R

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn

CEREMONY_CHANNEL = "teambrain_ceremony"
_REPORT_COLS = R.columns(R.REPORT)
_CER_COLS = R.columns(R.CEREMONY)
_DECAY_COLS = R.columns(R.DECAY)
_JOB_COLS = R.columns(R.JOB)


class PgGovernance:
    def __init__(self, txn: PgTxn) -> None:
        self.t = txn

    # -- reflection reports ---------------------------------------------------------------

    def add_report(self, report: ReflectionReport, at: datetime) -> None:
        self.t.scope(report.owner)
        self.t.run(
            f"INSERT INTO reflect_reports ({_REPORT_COLS})"
            f" VALUES ({R.placeholders(R.REPORT, R.REPORT_CASTS)})",
            R.report_row(report, f"{at:%Y-%m-%d}", new_id(to_ms(at))),
        )

    def reports_of_day(self, owner: str, day: str) -> list[ReflectionReport]:
        self.t.scope(owner)
        got = self.t.rows(
            f"SELECT {_REPORT_COLS} FROM reflect_reports WHERE owner_id = %s AND day = %s"
            " ORDER BY id",
            [owner, day],
        )
        return [R.report_from(r) for r in got]

    # -- ceremonies -----------------------------------------------------------------------

    def ceremony(self, ceremony_id: str) -> Ceremony | None:
        row = self.t.one(f"SELECT {_CER_COLS} FROM ceremonies WHERE id = %s", [ceremony_id])
        return None if row is None else R.ceremony_from(row)

    def put_ceremony(self, ceremony: Ceremony) -> None:
        seq = self.t.value(
            f"INSERT INTO ceremonies ({_CER_COLS}, ceremony_seq)"
            f" VALUES ({R.placeholders(R.CEREMONY, R.CEREMONY_CASTS)}, nextval('ceremony_seq'))"
            f" ON CONFLICT (id) DO UPDATE SET {R.updates(R.CEREMONY, ('id',))},"
            " ceremony_seq = EXCLUDED.ceremony_seq RETURNING ceremony_seq",
            R.ceremony_row(ceremony),
        )
        self.t.run("SELECT pg_notify(%s, %s)", [CEREMONY_CHANNEL, str(seq)])

    def ceremonies(self, *, newest_first: bool = False) -> list[Ceremony]:
        order = "DESC" if newest_first else "ASC"
        return [
            R.ceremony_from(r)
            for r in self.t.rows(f"SELECT {_CER_COLS} FROM ceremonies ORDER BY id {order}")
        ]

    # -- decay and the schedule -----------------------------------------------------------

    def decay_week(self, week: str) -> DecayWeek | None:
        row = self.t.one(f"SELECT {_DECAY_COLS} FROM decay_weeks WHERE week = %s", [week])
        return None if row is None else R.decay_from(row)

    def put_decay_week(self, record: DecayWeek) -> None:
        self.t.run(
            f"INSERT INTO decay_weeks ({_DECAY_COLS}) VALUES (%s, %s::jsonb, %s)"
            f" ON CONFLICT (week) DO UPDATE SET {R.updates(R.DECAY, ('week',))}",
            R.decay_row(record),
        )

    def job(self, name: str) -> JobState | None:
        row = self.t.one(f"SELECT {_JOB_COLS} FROM jobs WHERE name = %s", [name])
        return None if row is None else R.job_from(row)

    def put_job(self, state: JobState) -> None:
        self.t.run(
            f"INSERT INTO jobs ({_JOB_COLS}) VALUES ({R.placeholders(R.JOB, R.JOB_CASTS)})"
            f" ON CONFLICT (name) DO UPDATE SET {R.updates(R.JOB, ('name',))}",
            R.job_row(state),
        )

    def jobs(self) -> list[JobState]:
        return [R.job_from(r) for r in self.t.rows(f"SELECT {_JOB_COLS} FROM jobs ORDER BY name")]
