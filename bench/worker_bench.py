#!/usr/bin/env python3
"""Bot decision times in the app's worker, as a player meets them (prints JSON).

The page of the app (served by tools/serve.py, opened in headless Chromium) starts a
game whose every seat is a bot of one level, through the engine bridge
(``web/app/engine.js``), and asks the engine for bot moves until the game ends or
``--decisions`` moves with a real choice were timed. For each such move it keeps:

- ``think``: the bot's decision in the worker's Python (the ``seconds`` of the
  engine's ``bot`` reply: Pyodide in the browser's worker, the shared engine);
- ``round_trip``: from the page's call to its answer (the decision, the move, the
  status the view draws, and the message passing): what the player waits for.

Moves with a single legal action are not counted (they take no thought). The table
of each game is ``bench/levels_bench.py``'s ``TABLES``; game ``g`` of a level is
seeded ``--seed + g``. Figures per game and level: decisions, median, p95 and max
seconds. The issue's targets are p95 ≤ 0.3 s at the default level and ≤ 1 s at the
top level.

    python3 bench/worker_bench.py                              # every game, levels 2 and 5
    python3 bench/worker_bench.py --only khronos polis --levels 5 --decisions 120
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import percentiles
from boot_bench import PROBE as READY_PROBE
from boot_bench import Counter, emit, launch_chromium, ready_ms, start_server, vendor
from levels_bench import TABLES

#: plays one game in the page: every seat a bot of ``level``; returns the timed moves
PLAY = """async ({game, players, options, seed, level, decisions}) => {
  const engine = await import(new URL('web/app/engine.js', document.baseURI).href);
  const seats = Array.from({length: players}, (_, i) => ({name: `Bot ${i + 1}`, bot: {level}}));
  const o = await engine.call('new', {game, players, options, seed, meta: {seats}});
  let status = o.status;
  const moves = [];
  let guard = 0;
  while (!status.over && moves.length < decisions && guard++ < 5000) {
    const player = status.active[0];
    const t0 = performance.now();
    const r = await engine.call('bot', {session: o.session, player});
    const roundTrip = (performance.now() - t0) / 1000;
    if (r.choices > 1) moves.push([r.seconds, roundTrip]);
    status = r.status;
  }
  await engine.call('close', {session: o.session}).catch(() => null);
  return moves;
}"""


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="+", choices=sorted(TABLES), help="these games (default: all)")
    ap.add_argument("--levels", type=int, nargs="+", default=[2, 5], help="levels to time (default 2 5)")
    ap.add_argument("--decisions", type=int, default=80, help="timed moves per game and level (default 80)")
    ap.add_argument("--games", type=int, default=3, help="at most this many games per level (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, help="also write the JSON here")
    args = ap.parse_args(argv)

    from playwright.sync_api import sync_playwright

    vendor()
    server, base = start_server(Counter())
    report: dict[str, Any] = {"bench": "worker", "seed": args.seed, "games": {}}
    started = time.perf_counter()
    try:
        with sync_playwright() as p:
            browser = launch_chromium(p)
            page = browser.new_context(base_url=base).new_page()
            page.add_init_script(READY_PROBE)
            page.goto("./#/")
            ready_ms(page)
            report["engine_kind"] = page.evaluate("document.documentElement.dataset.engineKind")
            for game in args.only or list(TABLES):
                players, options = TABLES[game]
                entry: dict[str, Any] = {"players": players, "options": options}
                for level in args.levels:
                    moves: list[list[float]] = []
                    for g in range(args.games):
                        if len(moves) >= args.decisions:
                            break
                        moves += page.evaluate(
                            PLAY,
                            {
                                "game": game,
                                "players": players,
                                "options": options,
                                "seed": args.seed + g,
                                "level": level,
                                "decisions": args.decisions - len(moves),
                            },
                        )
                    entry[str(level)] = {
                        "decisions": len(moves),
                        "think": percentiles([t for t, _ in moves]),
                        "round_trip": percentiles([r for _, r in moves]),
                    }
                report["games"][game] = entry
                print(f"{game}: {entry}", file=sys.stderr, flush=True)
            browser.close()
    finally:
        server.shutdown()
    report["seconds"] = round(time.perf_counter() - started, 1)
    emit(report, args.out)
    return report


if __name__ == "__main__":
    main()
