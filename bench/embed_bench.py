#!/usr/bin/env python3
"""A wiki page with several embeds: first paint and time to interactive beside bare Pyodide, and memory.

A host page on another port (a wiki site on another origin) shows 1 or 4 embeds
(``?embed&poster=...#/<game>/<link>``: each with its poster, as the share dialog makes them;
``--no-poster``: without) of different games. Each round opens, alternating:

- ``cold``: the host page on a first visit (a fresh browser context: empty caches, no service worker);
- ``warm``: the same page reloaded once the service worker and the engine's snapshot are stored;
- ``new_tab``: with no tab left, the host page in a new tab of the same profile;
- ``cold_4g``: a first visit under DevTools network throttling (4G: 20 Mbit/s, 80 ms; the
  plain-worker engine, which throttling reaches),

once with the app's shared engine (``shared``: one SharedWorker for all the embeds) and once
without SharedWorker (``plain``: the fallback, a worker per embed; ``--engines`` picks). Beside
them, the bare page (``bench/bare.html``: only ``loadPyodide()``) the same ways, whose one moment
(Python is up) every ratio divides by. Two moments, in ms from the host page's navigation start:

- ``paint``: the last embed shows its board (its view drew: from the poster, before Python);
- ``ready``: the last embed is interactive (``<html data-app-state="ready">``: the engine's game).

Memory: the resident set of all the browser's processes with the host page and its embeds
up and idle, minus the same browser with the host page and no embeds (Chromium's
``performance.measureUserAgentSpecificMemory()`` needs cross-origin isolation, which the
embeds never have: see docs/boot.md).

Prints JSON with the ratios the issue asks for: 4 embeds over 1 (time, memory), and each
moment over the bare page's (issue 41: an embed's first paint cold <= 0.15, with 4 embeds <= 0.2).
``python3 bench/embed_bench.py [--runs 3] [--settle 2] [--engines shared,plain] [--no-poster] [--out FILE]``
(it first runs ``node tools/vendor.mjs``, and needs Chromium: Playwright's or /usr/bin/chromium).
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
    NETWORKS,
    NO_SHARED_WORKER,
    PROBE,
    READY_TIMEOUT_MS,
    Counter,
    emit,
    launch_chromium,
    ready_ms,
    start_server,
    summary,
    vendor,
    wait_for_snapshot,
)

#: four different games, each at a position a rules page would show
EMBEDS = (("laserreflection", 1, 3, 0), ("cucco", 3, 2, 4), ("khronos", 2, 5, 6), ("polis", 2, 1, 4))


def links() -> list[tuple[str, str, str]]:
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
        made = call("link", session=sid, poster=True, lang="en")
        out.append((game, made["link"], made["poster"] or ""))
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


def host_page(app: str, embeds: list[tuple[str, str, str]], *, poster: bool = True) -> str:
    frames = "".join(
        f'<iframe src="{app}?embed{f"&poster={art}" if poster and art else ""}#/{game}/{link}" '
        f'width="400" height="560" title="{game}"></iframe>'
        for game, link, art in embeds
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


#: per embed: [app state, when it became ready, when its board was first drawn] (performance.timeOrigin based)
FRAME_MOMENTS = """[window.__readyState, performance.timeOrigin + (window.__readyAt ?? 0),
  window.__paintAt === undefined ? null : performance.timeOrigin + window.__paintAt]"""


def all_ready(page: Any, frames: int) -> dict[str, float]:
    """ms from the host page's navigation start until the last of its ``frames`` embeds
    showed its board (``paint``) and was ready (``ready``)."""
    deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
    origin = float(page.evaluate("performance.timeOrigin"))
    while time.monotonic() < deadline:
        seen = []
        for frame in page.frames[1:]:
            try:
                seen.append(frame.evaluate(FRAME_MOMENTS))
            except Exception:  # a frame still navigating
                seen.append([None, 0, None])
        if any(state == "error" for state, *_ in seen):
            raise RuntimeError("an embed failed to start")
        if len(seen) == frames and all(state == "ready" and paint is not None for state, _, paint in seen):
            return {"paint": max(p for *_, p in seen) - origin, "ready": max(at for _, at, _ in seen) - origin}
        time.sleep(0.05)
    raise RuntimeError(f"the embeds were not ready in {READY_TIMEOUT_MS} ms")


def settled_rss(marker: str, seconds: float) -> int:
    """The browser's resident bytes once idle: the least of a few readings over ``seconds``."""
    readings = []
    for _ in range(4):
        time.sleep(seconds / 4)
        readings.append(browser_rss(marker))
    return min(readings)


def bare_visits(browser: Any, app: str, settle: float, throttled: bool) -> dict[str, float]:
    """The bare page's one moment (Python is up) per kind of visit, as the host pages are visited."""
    out = {}
    ctx = browser.new_context()
    ctx.add_init_script(PROBE)
    page = ctx.new_page()
    if throttled:
        ctx.new_cdp_session(page).send("Network.emulateNetworkConditions", NETWORKS["4g"])
        page.goto(f"{app}bench/bare.html")
        out["cold_4g"] = ready_ms(page)
        ctx.close()
        return out
    page.goto(f"{app}bench/bare.html")
    out["cold"] = ready_ms(page)
    time.sleep(settle)
    page.reload()
    out["warm"] = ready_ms(page)
    page.close()
    time.sleep(settle)
    page = ctx.new_page()
    page.goto(f"{app}bench/bare.html")
    out["new_tab"] = ready_ms(page)
    ctx.close()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="alternating rounds (default 3)")
    ap.add_argument("--settle", type=float, default=2.0, help="seconds of quiet before a reload or a reading")
    ap.add_argument("--engines", default="shared,plain", help="shared, plain or both (default)")
    ap.add_argument("--no-poster", action="store_true", help="embeds without their posters")
    ap.add_argument("--out", type=Path, help="also write the JSON here")
    ap.add_argument(
        "--max-age", type=int, help="serve with Cache-Control: max-age=S as GitHub Pages does (600); default no-cache"
    )
    args = ap.parse_args()
    engines_run = [e for e in args.engines.split(",") if e in ("shared", "plain")]

    from playwright.sync_api import sync_playwright

    vendor()
    counter = Counter()
    app_server, app = start_server(counter, args.max_age)
    embeds = links()
    poster = not args.no_poster
    pages = {f"/{n}.html": host_page(app, embeds[:n], poster=poster) for n in (0, 1, 4)}
    wiki_server, wiki = host_server(pages)
    marker = f"--tabletop-bench={uuid.uuid4().hex}"
    #: "<engine>_<n>_<kind>" (and "bare_<kind>") -> moment -> ms
    results: dict[str, dict[str, list[float]]] = {}
    memory: dict[str, list[int]] = {}
    engines: dict[str, set[str]] = {}

    def record(key: str, moments: dict[str, float]) -> None:
        for moment, ms in moments.items():
            results.setdefault(key, {}).setdefault(moment, []).append(ms)

    with sync_playwright() as p:
        browser = launch_chromium(p, [marker])
        for _ in range(args.runs):
            for kind, ms in bare_visits(browser, app, args.settle, throttled=False).items():
                record(f"bare_{kind}", {"ready": ms})
            for engine in engines_run:
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
                    record(f"{key}_cold", all_ready(page, n))
                    frame = page.frames[1]
                    frame.wait_for_selector("html[data-offline='ready']", state="attached", timeout=READY_TIMEOUT_MS)
                    wait_for_snapshot(frame)
                    time.sleep(args.settle)
                    page.reload()
                    record(f"{key}_warm", all_ready(page, n))
                    kinds = {str(f.evaluate("document.documentElement.dataset.engineKind")) for f in page.frames[1:]}
                    engines.setdefault(engine, set()).update(kinds)
                    memory.setdefault(key, []).append(settled_rss(marker, args.settle) - base_rss)
                    page.close()
                    # a new tab later: same profile (HTTP cache, service worker), no tab of the app left
                    time.sleep(args.settle)
                    page = ctx.new_page()
                    page.goto(f"{wiki}/{n}.html")
                    record(f"{key}_new_tab", all_ready(page, n))
                    ctx.close()
            # -- cold visits on 4G (DevTools throttling reaches a page and its plain workers)
            for kind, ms in bare_visits(browser, app, args.settle, throttled=True).items():
                record(f"bare_{kind}", {"ready": ms})
            for n in (1, 4):
                ctx = browser.new_context()
                ctx.add_init_script(PROBE)
                ctx.add_init_script(NO_SHARED_WORKER)
                page = ctx.new_page()
                ctx.new_cdp_session(page).send("Network.emulateNetworkConditions", NETWORKS["4g"])
                page.goto(f"{wiki}/{n}.html")
                record(f"plain_{n}_cold_4g", all_ready(page, n))
                ctx.close()
        browser.close()
    app_server.shutdown()
    wiki_server.shutdown()

    timing = {k: {m: summary(v) for m, v in r.items()} for k, r in results.items()}
    rss = {
        k: {"median_mb": round(statistics.median(v) / 1e6, 1), "all_mb": [round(x / 1e6, 1) for x in v]}
        for k, v in memory.items()
    }
    ratios: dict[str, float] = {}
    for engine in engines_run:
        for kind in ("cold", "warm", "new_tab"):
            one, four = timing.get(f"{engine}_1_{kind}"), timing.get(f"{engine}_4_{kind}")
            if one and four:
                ratios[f"{engine}_4_over_1_{kind}"] = round(four["ready"]["median"] / one["ready"]["median"], 2)
        one_m, four_m = memory.get(f"{engine}_1"), memory.get(f"{engine}_4")
        if one_m and four_m:
            ratios[f"{engine}_4_over_1_memory"] = round(statistics.median(four_m) / statistics.median(one_m), 2)
    # each moment beside the bare page's boot of the same kind (issue 41's targets are on "paint")
    beside_bare: dict[str, dict[str, float]] = {}
    for key, moments in timing.items():
        if key.startswith("bare_"):
            continue
        kind = key.split("_", 2)[2]
        bare = timing.get(f"bare_{kind}")
        if bare:
            beside_bare[key] = {m: round(v["median"] / bare["ready"]["median"], 3) for m, v in moments.items()}
    #: issue 41's figures beside its targets: an embed's first paint (from its poster), cold
    targets = {
        f"{engine}_{n}_paint_cold": {
            "target": target,
            "measured": beside_bare.get(f"{engine}_{n}_cold", {}).get("paint"),
        }
        for engine in engines_run
        for n, target in ((1, 0.15), (4, 0.2))
    }
    out = {
        "bench": "embeds",
        "targets": targets,
        "unit": "ms from the host page navigation start until every embed showed its board (paint) and was ready; "
        "MB resident minus the host alone",
        "runs": args.runs,
        "posters": poster,
        "cache_control": f"max-age={args.max_age}" if args.max_age is not None else "no-cache",
        "embeds": [game for game, *_ in EMBEDS],
        "poster_chars": {game: len(art) for game, _, art in embeds},
        "engine_kind_seen": {k: sorted(v) for k, v in engines.items()},
        "timing_ms": timing,
        "beside_bare": beside_bare,
        "memory": rss,
        "ratios": ratios,
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "load": os.getloadavg()[0]},
    }
    emit(out, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
