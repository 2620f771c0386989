import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT / "pylib", ROOT):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

# scripts run inside Pyodide by tests/pyodide/run.mjs, not test modules
collect_ignore = ["pyodide/digests.py"]
