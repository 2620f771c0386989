#!/usr/bin/env python3
"""A wiki page with several embeds: time until all are interactive, and the memory they cost.

A host page on another port (a wiki site on another origin) shows 1 or 4 embeds
(``?embed#/<game>/<link>``) of different games. Each round opens, in fresh browser
contexts, alternating:

- ``cold``: the host page on a first visit (empty caches, no service worker);
- ``warm``: the same page reloaded once the service worker and the engine's snapshot are stored,

once with the app's shared engine (``shared``: one SharedWorker for all the embeds) and once
without SharedWorker (``plain``: the fallback, a worker per embed). "All interactive" is the
wall-clock time from the host page's navigation start to the last frame's
``<html data-app-state="ready">``.

Memory: the resident set of all the browser's processes with the host page and its embeds
up and idle, minus the same browser with the host page and no embeds (Chromium's
``performance.measureUserAgentSpecificMemory()`` needs cross-origin isolation, which the
embeds never have: see docs/boot.md).

Prints JSON with the ratios the issue asks for: 4 embeds over 1, for time and memory.
``python3 bench/embed_bench.py [--runs 3] [--settle 2] [--out FILE]`` (it first
runs ``node tools/vendor.mjs``, and needs Chromium: Playwright's or /usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import http.server
import importlib.util
import json
import os
import platform
import statistics
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.boot_bench import (
    NO_SHARED_WORKER,
    PROBE,
    READY_TIMEOUT_MS,
    Counter,
    emit,
    launch_chromium,
    start_server,
    summary,
    vendor,
    wait_for_snapshot,
)

#: four different games, each at a position a rules page would show
EMBEDS = (("laserreflection", 1, 3, 0), ("cucco", 3, 2, 4), ("khronos", 2, 5, 6), ("polis", 2, 1, 4))


def links() -> list[tuple[str, str]]:
    """Share links of the embedded games, made by the app's own engine (web/app/engine.py) under CPython."""
    spec = importlib.util.spec_from_file_location("tabletop_web_engine_for_bench", ROOT / "web" / "app" / "engine.py")
    assert spec and spec.loader
    engine = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(engine)

    def call(method: str, **args: Any) -> Any:
        return json.loads(engine.call(method, json.dumps(args)))

    out = []
    for game, players, seed, moves in EMBEDS:
        sid = call("new", game=game, players=players, seed=seed)["session"]
        for _ in range(moves):
            player = call("snapshot", session=sid, viewer=None)["active"][0]
            action = call("snapshot", session=sid, viewer=player)["legal"][0]
            call("act", session=sid, player=player, action=action)
        out.append((game, call("link", session=sid)["link"]))
    return out


def host_server(pages: dict[str, str]) -> tuple[Any, str]:
    """The wiki: another port (another origin) that serves only the host pages."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = pages.get(self.path.split("?")[0])
            if body is None:
                self.send_error(404)
                return
            data = body.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def host_page(app: str, embeds: list[tuple[str, str]]) -> str:
    frames = "".join(
        f'<iframe src="{app}?embed#/{game}/{link}" width="400" height="560" title="{game}"></iframe>'
        for game, link in embeds
    )
    return f"<!doctype html><meta charset=utf-8><title>Rules</title><body><h1>Rules</h1>{frames}</body>"


def browser_rss(marker: str) -> int:
    """Bytes resident in the browser started with ``marker`` and all its descendant processes (Linux /proc)."""
    parents: dict[int, int] = {}
    root = None
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            parents[int(entry.name)] = int(stat[stat.rindex(")") + 2 :].split()[1])
            if root is None and marker in (entry / "cmdline").read_bytes().decode(errors="replace"):
                root = int(entry.name)
        except (OSError, ValueError):
            continue
    if root is None:
        return 0
    tree, grew = {root}, True
    while grew:
        grew = False
        for pid, ppid in parents.items():
            if ppid in tree and pid not in tree:
                tree.add(pid)
                grew = True
    total = 0
    for pid in tree:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) * 1024
        except OSError:
            continue
    return total


def all_ready(page: Any, frames: int) -> float:
    """ms from the host page's navigation start until the last of its ``frames`` embeds was ready."""
    deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
    origin = float(page.evaluate("performance.timeOrigin"))
    while time.monotonic() < deadline:
        seen = []
        for frame in page.frames[1:]:
            try:
                seen.append(frame.evaluate("[window.__readyState, performance.timeOrigin + (window.__readyAt ?? 0)]"))
            except Exception:  # a frame still navigating
                seen.append([None, 0])
        if any(state == "error" for state, _ in seen):
            raise RuntimeError("an embed failed to start")
        if len(seen) == frames and all(state == "ready" for state, _ in seen):
            return max(at for _, at in seen) - origin
        time.sleep(0.05)
    raise RuntimeError(f"the embeds were not ready in {READY_TIMEOUT_MS} ms")


def settled_rss(marker: str, seconds: float) -> int:
    """The browser's resident bytes once idle: the least of a few readings over ``seconds``."""
    readings = []
    for _ in range(4):
        time.sleep(seconds / 4)
        readings.append(browser_rss(marker))
    return min(readings)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="alternating rounds (default 3)")
    ap.add_argument("--settle", type=float, default=2.0, help="seconds of quiet before a reload or a reading")
    ap.add_argument("--out", type=Path, help="also write the JSON here")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    vendor()
    counter = Counter()
    app_server, app = start_server(counter)
    embeds = links()
    pages = {"/0.html": host_page(app, []), "/1.html": host_page(app, embeds[:1]), "/4.html": host_page(app, embeds)}
    wiki_server, wiki = host_server(pages)
    marker = f"--tabletop-bench={uuid.uuid4().hex}"
    results: dict[str, list[float]] = {}
    memory: dict[str, list[int]] = {}
    engines: dict[str, set[str]] = {}
    with sync_playwright() as p:
        browser = launch_chromium(p, [marker])
        for _ in range(args.runs):
            for engine in ("shared", "plain"):
                for n in (1, 4):
                    key = f"{engine}_{n}"
                    ctx = browser.new_context()
                    ctx.add_init_script(PROBE)
                    if engine == "plain":
                        ctx.add_init_script(NO_SHARED_WORKER)
                    page = ctx.new_page()
                    page.goto(f"{wiki}/0.html")
                    base_rss = settled_rss(marker, args.settle)
                    page.goto(f"{wiki}/{n}.html")
                    results.setdefault(f"{key}_cold", []).append(all_ready(page, n))
                    frame = page.frames[1]
                    frame.wait_for_selector("html[data-offline='ready']", state="attached", timeout=READY_TIMEOUT_MS)
                    wait_for_snapshot(frame)
                    time.sleep(args.settle)
                    page.reload()
                    results.setdefault(f"{key}_warm", []).append(all_ready(page, n))
                    kinds = {str(f.evaluate("document.documentElement.dataset.engineKind")) for f in page.frames[1:]}
                    engines.setdefault(engine, set()).update(kinds)
                    memory.setdefault(key, []).append(settled_rss(marker, args.settle) - base_rss)
                    ctx.close()
        browser.close()
    app_server.shutdown()
    wiki_server.shutdown()

    timing = {k: summary(v) for k, v in results.items()}
    rss = {
        k: {"median_mb": round(statistics.median(v) / 1e6, 1), "all_mb": [round(x / 1e6, 1) for x in v]}
        for k, v in memory.items()
    }
    ratios = {}
    for engine in ("shared", "plain"):
        for kind in ("cold", "warm"):
            one, four = timing.get(f"{engine}_1_{kind}"), timing.get(f"{engine}_4_{kind}")
            if one and four:
                ratios[f"{engine}_4_over_1_{kind}"] = round(four["median"] / one["median"], 2)
        one_m, four_m = memory.get(f"{engine}_1"), memory.get(f"{engine}_4")
        if one_m and four_m:
            ratios[f"{engine}_4_over_1_memory"] = round(statistics.median(four_m) / statistics.median(one_m), 2)
    out = {
        "bench": "embeds",
        "unit": "ms from the host page navigation start until every embed is ready; MB resident minus the host alone",
        "runs": args.runs,
        "embeds": [game for game, *_ in EMBEDS],
        "engine_kind_seen": {k: sorted(v) for k, v in engines.items()},
        "timing_ms": timing,
        "memory": rss,
        "ratios": ratios,
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "load": os.getloadavg()[0]},
    }
    emit(out, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
