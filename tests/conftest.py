import os
import sys
import time
from collections.abc import Generator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT / "pylib", ROOT):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

# scripts run inside Pyodide by tests/pyodide/run.mjs, not test modules
collect_ignore = ["pyodide/digests.py"]


# TABLETOP_CPU_TIMES=N prints the N tests that used the most CPU time of this
# process (unlike --durations, it hardly moves when the machine is busy; a
# browser test's time is spent in Chromium and does not show here).
if os.environ.get("TABLETOP_CPU_TIMES"):
    _cpu: dict[str, float] = {}

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
        start = time.process_time()
        yield
        _cpu[item.nodeid] = time.process_time() - start

    def pytest_sessionfinish(session: pytest.Session) -> None:
        top = sorted(_cpu.items(), key=lambda kv: -kv[1])[: int(os.environ["TABLETOP_CPU_TIMES"])]
        lines = [f"{t:8.2f}s cpu  {name}" for name, t in top]
        sys.stderr.write("\n" + "\n".join(lines) + f"\n{sum(_cpu.values()):8.2f}s cpu in all\n")
