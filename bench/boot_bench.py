#!/usr/bin/env python3
"""First paint and time to interactive of the app against a bare Pyodide page; bytes on the wire.

Measures, alternating in one run (so machine load affects all alike):

- ``bare``: ``bench/bare.html``, a page that only runs ``loadPyodide()`` from
  web/vendor (the floor any Pyodide app pays);
- ``lobby``: ``index.html#/``;
- ``game``: ``index.html#/<game>``, the game's set-up form (the first game of the
  lobby, or ``--game``);
- ``table``: ``index.html#/<game>/<link>``, a share link of a new game of it (a board);
- ``lobby_no_extended``: the lobby with its shared engine made without
  ``extendedLifetime`` (as in a browser before Chromium 148): a reload then
  boots a new engine, where ``lobby``'s joins the one still running.

Three moments per visit, in ms from the navigation start (issue 41):

- ``paint``: the page's content is visible: the lobby's game cards, the set-up form,
  the table's board (the view drew something);
- ``ready``: the page is interactive (``<html data-app-state="ready">``): the lobby
  and a set-up form are before Python is up (the build's catalog, web/app/boot.js);
- ``engine``: the engine is up (``<html data-engine="up">``): Start answers at once.

The bare page has one moment (Python is up), which every ratio divides by.

Each is opened in a fresh browser context (cold: empty HTTP cache, no service
worker, no memory snapshot), then, once the service worker has cached the app
and the engine has stored its memory snapshot, and ``--settle`` seconds more
(as for a user who comes back a little later: the browser has finished
writing its caches; the bare page waits as long), reloaded (warm), opened in a
second tab while the first is still open (new tab open: the app's tabs share one
engine, a bare page boots again) and, with no tab left, opened in a new tab of the
same profile (new tab). Then cold visits again under DevTools network throttling
(``--throttle``: 4G, 20 Mbit/s and 80 ms; slow, 1.6 Mbit/s and 300 ms). The
times are taken in the page (PROBE), from the navigation start. ``detail`` has, per boot, the page's marks and the
worker's (interpreter wrapper, engine import), to see where the time goes.

Bytes are counted by the server itself (tools/serve.py, gzip like GitHub Pages),
so worker and service-worker requests are included: a first visit (until ready,
and until the service worker has cached everything), a first visit's whole boot
(until ready and the engine up, the service worker blocked: ``*_until_engine``, what
``bytes_beside_bare`` divides) and a repeat visit. ``targets`` puts issue 41's figures
beside its targets.

Prints JSON. ``python3 bench/boot_bench.py [--runs 3] [--game ID] [--pages bare,lobby,game,table]
[--settle 2] [--throttle 4g] [--out FILE]`` (``--pages`` of bare,lobby,lobby_no_extended,game,table)
(it first runs ``node tools/vendor.mjs``, which needs node_modules, so web/vendor/ is
the working tree's; and Chromium: Playwright's or /usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SYSTEM_CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
READY_TIMEOUT_MS = 180_000
#: DevTools network conditions (Network.emulateNetworkConditions): throughput in bytes/s
NETWORKS = {
    "4g": {"offline": False, "latency": 80, "downloadThroughput": 20e6 / 8, "uploadThroughput": 5e6 / 8},
    "slow": {"offline": False, "latency": 300, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 0.75e6 / 8},
}
#: a browser without SharedWorker: the app falls back to a plain worker per page
NO_SHARED_WORKER = "delete window.SharedWorker;"
#: the shared engine as a browser before Chromium 148 makes it: it ends with its last page
NO_EXTENDED_LIFETIME = """{ const Shared = window.SharedWorker;
  window.SharedWorker = function (url, options) {
    const rest = Object.assign({}, options); delete rest.extendedLifetime; return new Shared(url, rest); }; }"""

#: what a page shows once painted: the lobby's games, a set-up form, a board (the view drew)
PAINTED = ".game-grid:not(.skeleton) .game-card[data-game], .setup-form, #view-root > *"
#: records when the page first shows its content (__paintAt), when <html data-app-state> first
#: becomes "ready" or "error" (__readyAt) and when <html data-engine> becomes "up" (__engineAt).
#: The bare page has only "ready" (Python is up): its paint and engine are that moment too.
PROBE = """
(() => {
  const bare = () => location.pathname.endsWith('/bench/bare.html');
  const look = () => {
    const root = document.documentElement;
    if (!root) return;
    const now = performance.now();
    const s = root.getAttribute('data-app-state');
    if ((s === 'ready' || s === 'error') && window.__readyAt === undefined) {
      window.__readyAt = now;
      window.__readyState = s;
    }
    const up = bare() && s === 'ready';
    if (window.__engineAt === undefined && (up || root.dataset.engine === 'up')) window.__engineAt = now;
    if (window.__paintAt === undefined && (up || document.querySelector(PAINTED))) window.__paintAt = now;
  };
  // at document start <html> may not exist yet: watch the whole document
  new MutationObserver(look).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-app-state', 'data-engine'],
  });
})();
""".replace("PAINTED", json.dumps(PAINTED))
MOMENTS = ("paint", "ready", "engine")


def _load_serve() -> Any:
    spec = importlib.util.spec_from_file_location("tabletop_serve", ROOT / "tools" / "serve.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Counter:
    """Bytes and requests the server sent, in all and per path, since the last ``take``."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.bytes = 0
        self.requests = 0
        self.by_path: dict[str, int] = {}

    def add(self, n: int, path: str) -> None:
        with self.lock:
            self.bytes += n
            self.by_path[path] = self.by_path.get(path, 0) + n

    def hit(self) -> None:
        with self.lock:
            self.requests += 1

    def take(self, top: int = 0) -> dict[str, Any]:
        """The totals; with ``top``, also the ``top`` paths that took the most bytes."""
        with self.lock:
            out: dict[str, Any] = {"bytes": self.bytes, "requests": self.requests}
            if top:
                ranked = sorted(self.by_path.items(), key=lambda kv: -kv[1])
                out["by_path"] = dict(ranked[:top])
                out["other_paths"] = sum(n for _, n in ranked[top:])
            self.bytes = 0
            self.requests = 0
            self.by_path = {}
            return out


def start_server(counter: Counter, max_age: int | None = None) -> tuple[Any, str]:
    """The app's server (tools/serve.py), counting bytes; ``max_age``: Cache-Control as GitHub Pages sends it."""
    serve = _load_serve()

    class CountingWriter:
        def __init__(self, raw: Any, handler: Any) -> None:
            self.raw = raw
            self.handler = handler

        def write(self, data: bytes) -> int:
            counter.add(len(data), str(getattr(self.handler, "path", "?")).split("?")[0])
            return int(self.raw.write(data))

        def flush(self) -> None:
            self.raw.flush()

        def __getattr__(self, name: str) -> Any:
            return getattr(self.raw, name)

    class Handler(serve.Handler):  # type: ignore[misc,name-defined]
        quiet = True

        def setup(self) -> None:
            super().setup()
            self.wfile = CountingWriter(self.wfile, self)

        def _serve(self, head: bool) -> None:
            counter.hit()
            super()._serve(head)

    Handler.root = ROOT
    if max_age is not None:
        Handler.cache_control = f"max-age={max_age}"
    server = serve.Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"


def ready_ms(page: Any) -> float:
    page.wait_for_function("window.__readyAt !== undefined", timeout=READY_TIMEOUT_MS)
    state = page.evaluate("window.__readyState")
    if state != "ready":
        raise RuntimeError(f"{page.url}: app state {state}: {page.inner_text('body')[:500]}")
    return float(page.evaluate("window.__readyAt"))


def moments_ms(page: Any) -> dict[str, float]:
    """The visit's paint, ready and engine moments (PROBE), once all three happened."""
    ready_ms(page)
    page.wait_for_function(
        "window.__paintAt !== undefined && window.__engineAt !== undefined", timeout=READY_TIMEOUT_MS
    )
    return {m: float(page.evaluate(f"window.__{m}At")) for m in MOMENTS}


def share_link(game_id: str) -> str:
    """A share link of a new game of ``game_id``: one person, bots at level 1 in the other seats."""
    sys.path.insert(0, str(ROOT / "pylib"))
    import tabletop
    from tabletop.core.save import Match

    game = tabletop.get_game(game_id)
    players = max(game.min_players, min(2, game.max_players))
    seats = [{"name": "A", "bot": None}] + [{"name": f"B{i}", "bot": {"level": 1}} for i in range(1, players)]
    return str(Match(game, players, {}, 1, {"seats": seats}).to_save().encode_link())


SNAPSHOT_READY = "caches.open('tabletop-snapshot').then((c) => c.keys()).then((k) => k.length > 0)"


def wait_for_snapshot(page: Any, timeout_s: float = 60.0) -> bool:
    """Wait until the engine stored its memory snapshot for the next visit (as a user would, reloading later)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if page.evaluate(SNAPSHOT_READY):
            return True
        time.sleep(0.2)
    return False


def detail(page: Any) -> dict[str, Any]:
    """Where the time went: page marks (ms since navigation) and the worker's own marks."""
    return page.evaluate(
        """() => {
          const d = document.documentElement.dataset;
          const marks = Object.fromEntries(performance.getEntriesByType('mark')
            .filter((m) => m.name.startsWith('tabletop:')).map((m) => [m.name.slice(9), Math.round(m.startTime)]));
          return { boot: d.engineBoot, page: marks, worker_started_at: Number(d.workerOffset),
                   worker: JSON.parse(d.workerMarks || '{}'), wrapper: JSON.parse(d.wrapperTiming || '[]') };
        }"""
    )


def launch_chromium(p: Any, args: list[str] | None = None) -> Any:
    """Playwright's Chromium, or $TABLETOP_CHROMIUM / the system's where Playwright has none."""
    launch: dict[str, Any] = {"args": list(args or [])}
    chosen = os.environ.get("TABLETOP_CHROMIUM")
    if not (chosen and Path(chosen).exists()):
        chosen = None if Path(p.chromium.executable_path).exists() else SYSTEM_CHROMIUM
    if chosen:
        launch = {"executable_path": chosen, "args": CHROMIUM_ARGS + launch["args"]}
    return p.chromium.launch(**launch)


def vendor() -> dict[str, Any]:
    """Bring web/vendor/ up to date with the working tree (``node tools/vendor.mjs``, when its
    ``--check`` finds it stale: a few seconds) and return its ``version.json``: a bench never measures a stale
    library bundle (the worker loads the rules from web/vendor/pyc/, not from pylib/)."""
    try:
        # only when stale: a rebuild starts web/vendor/ afresh, under any test serving it meanwhile
        fresh = subprocess.run(["node", "tools/vendor.mjs", "--check"], cwd=ROOT, capture_output=True)
        done = (
            fresh
            if fresh.returncode == 0
            else subprocess.run(["node", "tools/vendor.mjs"], cwd=ROOT, stdout=sys.stderr, stderr=sys.stderr)
        )
    except FileNotFoundError:
        raise SystemExit("Node.js is needed to build web/vendor/ (tools/vendor.mjs)") from None
    if done.returncode:
        raise SystemExit("tools/vendor.mjs failed (are node_modules installed? scripts/play sets them up)")
    return dict(json.loads((ROOT / "web" / "vendor" / "version.json").read_text()))


def emit(out: dict[str, Any], path: Path | None) -> None:
    """Print a bench's JSON, and also write it to ``path`` (``--out``)."""
    text = json.dumps(out, indent=2)
    print(text)
    if path:
        path.write_text(text + "\n")


def summary(values: list[float]) -> dict[str, Any]:
    return {"median": round(statistics.median(values)), "min": round(min(values)), "all": [round(v) for v in values]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="alternating rounds (default 3)")
    ap.add_argument("--game", help="game route to time (default: the first game of the lobby)")
    ap.add_argument("--out", type=Path, help="also write the JSON here")
    ap.add_argument(
        "--pages", default="bare,lobby,game,table", help="which pages to time (default: bare,lobby,game,table)"
    )
    ap.add_argument(
        "--settle", type=float, default=2.0, help="seconds of quiet before the warm reload and the new tab (default 2)"
    )
    ap.add_argument(
        "--throttle",
        default="4g",
        help=f"network profiles of extra cold visits ({', '.join(NETWORKS)}; '' for none)",
    )
    args = ap.parse_args()
    throttles = [t for t in args.throttle.split(",") if t]
    for t in throttles:
        if t not in NETWORKS:
            raise SystemExit(f"unknown network profile {t!r}: {', '.join(NETWORKS)}")

    from playwright.sync_api import sync_playwright

    version = vendor()
    counter = Counter()
    server, base = start_server(counter)
    results: dict[str, dict[str, list[float]]] = {}
    out: dict[str, Any] = {}
    with sync_playwright() as p:
        browser = launch_chromium(p)

        # which game route?
        game = args.game
        if not game:
            ctx = browser.new_context(base_url=base, service_workers="block")
            page = ctx.new_page()
            page.add_init_script(PROBE)
            page.goto("./#/")
            ready_ms(page)
            cards = page.locator(".game-card").all()
            game = cards[0].get_attribute("data-game") if cards else None
            ctx.close()
        targets = {"bare": "./bench/bare.html", "lobby": "./#/", "lobby_no_extended": "./#/"}
        if game:
            targets["game"] = f"./#/{game}"
            targets["table"] = f"./#/{game}/{share_link(game)}"
        pages = set(args.pages.split(","))
        targets = {name: url for name, url in targets.items() if name in pages or name == "bare"}

        # -- timing, alternating ------------------------------------------------
        boots: set[str] = set()
        details: dict[str, list[Any]] = {}
        #: page -> "<moment>_<kind>" -> ms
        results_m: dict[str, dict[str, list[float]]] = {}

        def record(name: str, kind: str, moments: dict[str, float]) -> float:
            for moment, ms in moments.items():
                results_m.setdefault(name, {}).setdefault(f"{moment}_{kind}", []).append(ms)
            return moments["ready"]

        for _ in range(args.runs):
            for name, url in targets.items():
                ctx = browser.new_context(base_url=base)
                ctx.add_init_script(PROBE)
                if name == "lobby_no_extended":
                    ctx.add_init_script(NO_EXTENDED_LIFETIME)
                page = ctx.new_page()
                page.goto(url)
                cold = record(name, "cold", moments_ms(page))
                if name != "bare":
                    details.setdefault(f"{name}_cold", []).append(detail(page))
                    # let the service worker finish caching and the engine store its snapshot, as a real user would
                    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=READY_TIMEOUT_MS)
                    wait_for_snapshot(page)
                # every page, the bare one too: the browser finishes writing caches before the reload
                time.sleep(args.settle)
                page.reload()
                warm = record(name, "warm", moments_ms(page))
                if name != "bare":
                    boots.add(str(page.evaluate("document.documentElement.dataset.engineBoot")))
                    details.setdefault(f"{name}_warm", []).append(detail(page))
                # a second tab while this one is still open (the app's tabs share one engine)
                time.sleep(args.settle)
                other = ctx.new_page()
                other.goto(url)
                new_tab_open = record(name, "new_tab_open", moments_ms(other))
                if name != "bare":
                    details.setdefault(f"{name}_new_tab_open", []).append(detail(other))
                other.close()
                page.close()
                # a new tab later: same profile (HTTP cache, service worker), fresh worker
                time.sleep(args.settle)
                page = ctx.new_page()
                page.goto(url)
                new_tab = record(name, "new_tab", moments_ms(page))
                if name != "bare":
                    details.setdefault(f"{name}_new_tab", []).append(detail(page))
                ctx.close()
                results.setdefault(name, {"cold": [], "warm": [], "new_tab": [], "new_tab_open": []})
                results[name]["cold"].append(cold)
                results[name]["warm"].append(warm)
                results[name]["new_tab"].append(new_tab)
                results[name]["new_tab_open"].append(new_tab_open)

        # -- cold visits on slow networks (DevTools throttling), alternating --------
        for _ in range(args.runs if throttles else 0):
            for profile in throttles:
                for name, url in targets.items():
                    if name == "lobby_no_extended":
                        continue
                    ctx = browser.new_context(base_url=base)
                    ctx.add_init_script(PROBE)
                    # DevTools throttling reaches a page and its plain worker, not a shared worker
                    # (another target): the app runs its fallback here, with the same bytes and requests
                    ctx.add_init_script(NO_SHARED_WORKER)
                    page = ctx.new_page()
                    ctx.new_cdp_session(page).send("Network.emulateNetworkConditions", NETWORKS[profile])
                    page.goto(url)
                    cold = record(name, f"cold_{profile}", moments_ms(page))
                    results.setdefault(name, {}).setdefault(f"cold_{profile}", []).append(cold)
                    ctx.close()

        # -- bytes ------------------------------------------------------------
        counter.take()
        ctx = browser.new_context(base_url=base)
        ctx.add_init_script(PROBE)
        page = ctx.new_page()
        page.goto("./#/")
        ready_ms(page)
        first_ready = counter.take(top=12)
        page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=READY_TIMEOUT_MS)
        time.sleep(0.5)
        first_sw = counter.take()
        page.goto("about:blank")
        counter.take()
        page.goto(f"{base}#/")
        ready_ms(page)
        time.sleep(0.5)
        repeat = counter.take()
        ctx.close()
        game_first = None
        if game:  # a game route's first visit, in a fresh profile
            ctx = browser.new_context(base_url=base)
            ctx.add_init_script(PROBE)
            page = ctx.new_page()
            counter.take()
            page.goto(f"./#/{game}")
            ready_ms(page)
            game_first = counter.take(top=12)
            ctx.close()
        # a first visit's whole boot: until the page is interactive AND its engine is up (the engine
        # starts only once the page is drawn, so "until ready" may not hold it), with the service
        # worker blocked so that its precache is not counted: what the bare page's figure compares to
        boot_first: dict[str, Any] = {}
        for name, url in (("lobby", "./#/"), ("game_route", f"./#/{game}" if game else None)):
            if url is None:
                continue
            ctx = browser.new_context(base_url=base, service_workers="block")
            ctx.add_init_script(PROBE)
            page = ctx.new_page()
            counter.take()
            page.goto(url)
            moments_ms(page)
            boot_first[name] = counter.take(top=12)
            ctx.close()
        ctx = browser.new_context(base_url=base)
        ctx.add_init_script(PROBE)
        page = ctx.new_page()
        counter.take()
        page.goto("./bench/bare.html")
        ready_ms(page)
        bare_first = counter.take(top=12)
        ctx.close()
        browser.close()
    server.shutdown()

    timing = {name: {k: summary(v) for k, v in r.items()} for name, r in results.items()}
    # each page's moments beside the bare page's boot of the same kind (its only moment: Python up)
    moments = {name: {k: summary(v) for k, v in r.items()} for name, r in results_m.items() if name != "bare"}
    beside_bare: dict[str, dict[str, float]] = {}
    for name, r in moments.items():
        for key, value in r.items():
            kind = key.split("_", 1)[1]
            if kind in timing.get("bare", {}):
                beside_bare.setdefault(name, {})[key] = round(value["median"] / timing["bare"][kind]["median"], 3)
    ratios = {}
    for name in ("lobby", "lobby_no_extended", "game"):
        if name in timing and "bare" in timing:
            for k in timing[name]:
                if k in timing["bare"]:
                    ratios[f"{name}_{k}"] = round(timing[name][k]["median"] / timing["bare"][k]["median"], 2)

    def ratio(name: str, key: str) -> float | None:
        return beside_bare.get(name, {}).get(key)

    game_bytes = boot_first.get("game_route")
    #: issue 41's figures beside its targets (ratios to the bare page's boot of the same kind)
    goals: dict[str, Any] = {
        "lobby_ready_cold": {"target": 0.15, "measured": ratio("lobby", "ready_cold")},
        "lobby_paint_cold": {"target": 0.15, "measured": ratio("lobby", "paint_cold")},
        "game_route_ready_cold": {"target": 0.7, "measured": ratio("game", "ready_cold")},
        "game_route_first_visit_bytes": {"target": 6_290_000, "measured": game_bytes["bytes"] if game_bytes else None},
        "not_to_regress": {
            f"{name}_{key}": value
            for name, r in beside_bare.items()
            for key, value in r.items()
            if key.split("_", 1)[1] in ("warm", "new_tab", "new_tab_open", "cold_4g")
        },
    }
    out = {
        "bench": "boot",
        "targets": goals,
        "unit": "ms from navigation start to data-app-state=ready (bytes: as sent by the server, gzip)",
        "moments": {
            "paint": "the page's content is visible: the lobby's games, the set-up form, the table's board",
            "ready": "interactive: data-app-state=ready (the lobby and a set-up form work before Python)",
            "engine": "the engine is up: data-engine=up (the bare page: Python is up, its only moment)",
        },
        "moments_ms": moments,
        "moments_beside_bare": beside_bare,
        "kinds": {
            "cold": "a first visit: empty HTTP cache, no service worker, no memory snapshot",
            "warm": "a reload once the service worker and the snapshot are stored",
            "new_tab_open": "a second tab while the first is still open (the app's tabs share one engine)",
            "new_tab": "a new tab of the same profile with no other tab open (a fresh engine)",
            "cold_4g": "cold at 20 Mbit/s, 80 ms RTT (DevTools throttling; the app's fallback plain worker)",
            "cold_slow": "cold at 1.6 Mbit/s, 300 ms RTT (the same)",
        },
        "runs": args.runs,
        "settle_s": args.settle,
        "game": game,
        "timing_ms": timing,
        "ratio_to_bare": ratios,
        "engine_boot": sorted(boots),
        "detail": details,
        "bytes": {
            "first_visit_until_ready": first_ready,
            "first_visit_service_worker_precache": first_sw,
            "first_visit_total": {k: first_ready[k] + first_sw[k] for k in ("bytes", "requests")},
            "first_visit_game_route_until_ready": game_first,
            "first_visit_lobby_until_engine": boot_first.get("lobby"),
            "first_visit_game_route_until_engine": boot_first.get("game_route"),
            "repeat_visit": repeat,
            "bare_pyodide_first_visit": bare_first,
        },
        # each first visit's bytes until its engine is up (the whole boot), as a ratio to the bare
        # Pyodide page's (until Python is up); issue 41: a game route's at most 6.29 MB
        "bytes_beside_bare": {
            name: round(got["bytes"] / bare_first["bytes"], 3)
            for name, got in (("lobby_cold", boot_first.get("lobby")), ("game_route_cold", game_bytes))
            if got and bare_first["bytes"]
        },
        "runtime": {k: version.get(k) for k in ("pyodide", "runtime", "build")},
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "load": os.getloadavg()[0]},
    }
    emit(out, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
