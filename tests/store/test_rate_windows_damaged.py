"""The team server's rate-limit counters live in an LMDB environment written without
fsync, so a crash may leave its file cut short: it is found before it is mapped (mapping
it would end the server with SIGBUS) and the counters start anew."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from teambrain.core.store.lmdb.rates import LmdbRates

HIT = (
    "import sys\n"
    "from pathlib import Path\n"
    "from teambrain.core.store.lmdb.rates import LmdbRates\n"
    "print(LmdbRates(Path(sys.argv[1])).hit('member-a', 60.0)[0])\n"
)


def test_counters_cut_short_are_reset_not_a_crash(tmp_path: Path) -> None:
    rates = LmdbRates(tmp_path)
    for i in range(2000):
        rates.hit(f"member-{i}", 60.0)
    rates.close()
    data = tmp_path / "rates" / "data.mdb"
    os.truncate(data, data.stat().st_size // 2)
    # in a process of its own: on a SIGBUS that process ends, not the test run
    done = subprocess.run(
        [sys.executable, "-c", HIT, str(tmp_path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, (done.returncode, done.stderr)
    assert done.stdout.strip() == "1"  # a window opened anew
    assert "were reset" in done.stderr
