#!/usr/bin/env python3
"""The Python lab's time to a runnable editor (lab.html), cold and warm.

"Runnable" is ``<html data-lab-state="ready">``: every example editor is drawn and the
shared interpreter has imported the rules library, so ▶ runs at once. Each round opens the
lab in a fresh browser context:

- ``cold``: a first visit (empty HTTP cache, no service worker). It includes the one reload
  the lab makes once its service worker controls the page (cross-origin isolation), so it
  is timed by the wall clock from ``page.goto`` to ready; ``cold_page`` is the last page's
  own part (ms from its navigation);
- ``warm``: a reload of that tab once the service worker has stored the lab's files and
  ``--settle`` seconds have passed (ms from the reload's navigation, in the page);
- ``new_tab``: a new tab of the same profile, the same way;
- ``first_run``: after a warm start, ms from pressing ▶ on the Magic circle example to its
  result.

Prints JSON (medians, minimums, all values). ``python3 bench/lab_bench.py [--runs 3]
[--settle 2] [--out FILE]`` (needs ``node tools/vendor.mjs`` to have run, and Chromium:
Playwright's or /usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.boot_bench import CHROMIUM_ARGS, SYSTEM_CHROMIUM, Counter, start_server

READY_TIMEOUT_MS = 180_000

#: records when <html data-lab-state> first becomes "ready" (or "error"), in page time
PROBE = """
(() => {
  const look = () => {
    const s = document.documentElement && document.documentElement.getAttribute('data-lab-state');
    if ((s === 'ready' || s === 'error') && window.__labAt === undefined) {
      window.__labAt = performance.now();
      window.__labState = s;
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-lab-state'],
  });
})();
"""


def ready_ms(page: Any) -> float:
    """ms from this page's navigation until the lab was ready; fails on an error state."""
    page.wait_for_function("window.__labAt !== undefined", timeout=READY_TIMEOUT_MS)
    if page.evaluate("window.__labState") != "ready":
        raise RuntimeError(f"lab state error: {page.inner_text('#lab-status')}")
    return float(page.evaluate("window.__labAt"))


def marks(page: Any) -> dict[str, int]:
    """The lab's own marks (web/lab/lab.js), ms from the navigation, and Python's import time."""
    found = page.evaluate(
        """() => Object.fromEntries(performance.getEntriesByType('mark')
          .filter((m) => m.name.startsWith('lab:')).map((m) => [m.name.slice(4), Math.round(m.startTime)]))"""
    )
    # how long the setup editor's `import labkit` (the whole rules library) took, in Python
    found["python_import_ms"] = int(page.evaluate("document.documentElement.dataset.labImportMs || -1"))
    return dict(found)


def first_run_ms(page: Any) -> float:
    start = time.monotonic()
    page.locator("#example-magiccircle .py-editor-run-button").click()
    page.wait_for_selector("#out-magiccircle .lab-result", state="attached", timeout=READY_TIMEOUT_MS)
    return (time.monotonic() - start) * 1000


def summary(values: list[float]) -> dict[str, Any]:
    return {"median": round(statistics.median(values)), "min": round(min(values)), "all": [round(v) for v in values]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="rounds (default 3)")
    ap.add_argument("--settle", type=float, default=2.0, help="seconds of quiet before the warm reload (default 2)")
    ap.add_argument("--out", type=Path, help="also write the JSON here")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    if not (ROOT / "web" / "vendor" / "version.json").exists():
        raise SystemExit("web/vendor is missing: run `node tools/vendor.mjs` (or scripts/play) first")
    version = json.loads((ROOT / "web" / "vendor" / "version.json").read_text())
    counter = Counter()
    server, base = start_server(counter)
    times: dict[str, list[float]] = {"cold": [], "cold_page": [], "warm": [], "new_tab": [], "first_run": []}
    details: dict[str, list[dict[str, int]]] = {"cold": [], "warm": []}
    traffic: dict[str, Any] = {}
    with sync_playwright() as p:
        chosen = os.environ.get("TABLETOP_CHROMIUM")
        if not (chosen and Path(chosen).exists()):
            chosen = None if Path(p.chromium.executable_path).exists() else SYSTEM_CHROMIUM
        browser = p.chromium.launch(**({"executable_path": chosen, "args": CHROMIUM_ARGS} if chosen else {}))
        for i in range(args.runs):
            ctx = browser.new_context(base_url=base)
            ctx.add_init_script(PROBE)
            page = ctx.new_page()
            counter.take()
            start = time.monotonic()
            page.goto("./lab.html")
            times["cold_page"].append(ready_ms(page))
            times["cold"].append((time.monotonic() - start) * 1000)
            details["cold"].append(marks(page))
            if i == 0:
                traffic["first_visit_until_ready"] = counter.take()
            page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=READY_TIMEOUT_MS)
            if i == 0:
                traffic["first_visit_offline_copy"] = counter.take()
            time.sleep(args.settle)
            counter.take()
            page.reload()
            times["warm"].append(ready_ms(page))
            details["warm"].append(marks(page))
            if i == 0:
                traffic["repeat_visit"] = counter.take()
            times["first_run"].append(first_run_ms(page))
            page.close()
            time.sleep(args.settle)
            page = ctx.new_page()
            page.goto("./lab.html")
            times["new_tab"].append(ready_ms(page))
            ctx.close()
        browser.close()
    server.shutdown()

    out = {
        "what": "ms to a runnable editor of the Python lab (lab.html: data-lab-state=ready)",
        "runs": args.runs,
        "settle_s": args.settle,
        "runtime": version.get("runtime"),
        "pyscript": version.get("pyscript"),
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count()},
        "times": {name: summary(values) for name, values in times.items()},
        "bytes": traffic,
        "marks": details,
    }
    text = json.dumps(out, indent=1)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
