#!/usr/bin/env python3
"""Khronos in the app's engine: snapshot size, click latency, previews and bot moves (prints JSON).

Everything here goes through ``web/app/engine.py``'s ``call(method, args)``,
as the page does, and is measured twice: in CPython and inside Pyodide under
Node (``tests/pyodide/run.mjs``, the interpreter the app runs in a worker).

- ``snapshot``: the JSON bytes and the time of a ``snapshot`` of the seat to
  play, at every position of seeded 2-player games played by the heuristic;
- ``click``: what a person's click costs the engine: ``act`` and then the
  next ``snapshot`` (the shell makes both calls before the view redraws);
- ``preview``: the engine's ``preview`` of one build or upgrade (the view asks
  for the one pointed at), when the engine has that call;
- ``bots``: the time of a move of the search bot and of the heuristic at their
  default strength (2), decisions with more than one legal action, against
  each other.

Times are wall-clock seconds (median, p95, max), on a busy machine upper
bounds, and CPU seconds of the process (``*_cpu_s``; under Node, the Node
process's own ``process.cpuUsage()``), which a busy machine does not inflate.
``--deterministic`` times the search by its iteration budget alone (no
wall-clock limit, which a busy machine would make bind): the cost of a full
move. ``--previews-in-snapshot`` measures the snapshot as it was before previews
came on demand (every build's preview in its parts), for a before/after
comparison on the same machine. ``--no-pyodide`` measures CPython only.

    python3 bench/khronos_engine_bench.py --games 3 --bot-games 4
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _p in (ROOT / "pylib", ROOT / "web" / "app"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

import engine  # web/app/engine.py
from arena import run_in_pyodide

from tabletop.core.bots import make_bot, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.khronos.bots import SEARCH_BUDGETS

PYODIDE_SNIPPET = r"""
import json, sys
sys.path.insert(0, "/repo/bench")
import khronos_engine_bench as bench
json.dumps(bench.measure(**json.loads(ARGS_JSON)))
"""


def cpu_clock() -> float:
    """CPU seconds of this process: ``time.process_time`` in CPython, Node's ``process.cpuUsage`` in Pyodide."""
    if sys.platform == "emscripten":
        try:
            import js  # type: ignore[import-not-found]  # Pyodide only (bench code, never the rules)

            used = js.process.cpuUsage()
            return float(used.user + used.system) / 1e6
        except (ImportError, AttributeError):
            return time.perf_counter()
    return time.process_time()


def _stats(xs: list[float], digits: int = 4) -> dict[str, Any]:
    if not xs:
        return {"n": 0}
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, math.ceil(0.95 * len(xs)) - 1)]
    return {
        "n": len(xs),
        "median": round(statistics.median(xs), digits),
        "p95": round(p95, digits),
        "max": round(xs[-1], digits),
    }


CPU_TAKEN: list[float] = []  # CPU seconds of the last _call


def _call(method: str, args: dict[str, Any]) -> tuple[Any, int, float]:
    """(result, bytes of the answer, seconds) of one engine call; its CPU seconds in ``CPU_TAKEN[0]``."""
    t0, c0 = time.perf_counter(), cpu_clock()
    text = engine.call(method, json.dumps(args))
    took = time.perf_counter() - t0
    CPU_TAKEN[:] = [cpu_clock() - c0]
    result = json.loads(text)
    if isinstance(result, dict) and "error" in result:
        raise RuntimeError(f"{method}: {result}")
    return result, len(text.encode("utf-8")), took


def engine_figures(games: int, seed: int) -> dict[str, Any]:
    """Snapshots, clicks and previews along ``games`` seeded 2-player heuristic games."""
    sizes: list[float] = []
    snap_t: list[float] = []
    click_t: list[float] = []
    click_cpu: list[float] = []
    prev_t: list[float] = []
    prev_sizes: list[float] = []
    has_preview = "preview" in engine.METHODS
    bot = make_bot("khronos", "heuristic", 2)
    for g in range(games):
        opened, _, _ = _call("new", {"game": "khronos", "players": 2, "seed": seed + g})
        sid = opened["session"]
        session = engine._SESSIONS[sid]
        rng = Rng(seed + g)
        snap, size, took = _call("snapshot", {"session": sid, "viewer": 0, "lang": "en"})
        while not session.match.state.is_over():
            player = session.match.state.active_players()[0]
            if snap["viewer"] != player:
                snap, size, took = _call("snapshot", {"session": sid, "viewer": player, "lang": "en"})
            sizes.append(size)
            snap_t.append(took)
            if has_preview:
                builds = [a["text"] for a in snap["actions"] if a["verb"] in ("build", "upgrade")]
                for text in builds[:: max(1, len(builds) // 3)][:3]:
                    _, psize, ptook = _call("preview", {"session": sid, "viewer": player, "action": text})
                    prev_t.append(ptook)
                    prev_sizes.append(psize)
            action = str(bot.choose(seat_of(session.match.state, player), rng))
            _, _, act_took = _call("act", {"session": sid, "player": player, "action": action})
            act_cpu = CPU_TAKEN[0]
            if session.match.state.is_over():
                break
            nxt = session.match.state.active_players()[0]
            snap, size, took = _call("snapshot", {"session": sid, "viewer": nxt, "lang": "en"})
            click_t.append(act_took + took)
            click_cpu.append(act_cpu + CPU_TAKEN[0])
        _call("close", {"session": sid})
    return {
        "positions": len(sizes),
        "snapshot_bytes": _stats(sizes, 0),
        "snapshot_s": _stats(snap_t),
        "click_s": _stats(click_t),
        "click_cpu_s": _stats(click_cpu),
        "preview_s": _stats(prev_t) if has_preview else None,
        "preview_bytes": _stats(prev_sizes, 0) if has_preview else None,
    }


def bot_figures(games: int, seed: int) -> dict[str, Any]:
    """Move times of the search bot and the heuristic (strength 2) playing each other, seats alternating."""
    game = get_game("khronos")
    times: dict[str, list[float]] = {"search": [], "heuristic": []}
    cpu: dict[str, list[float]] = {"search": [], "heuristic": []}
    legal_t: list[float] = []
    for g in range(games):
        state = game.new(2, {}, seed + g)
        names = ["search", "heuristic"] if g % 2 == 0 else ["heuristic", "search"]
        bots = [make_bot("khronos", n, 2) for n in names]
        rng = Rng(seed + g)
        while not state.is_over():
            player = state.active_players()[0]
            t0 = time.perf_counter()
            state._legal.clear()  # type: ignore[attr-defined]  # time the generation, not the cache
            seat = seat_of(state, player)
            legal_t.append(time.perf_counter() - t0)
            t0, c0 = time.perf_counter(), cpu_clock()
            action = bots[player].choose(seat, rng)
            if len(seat.legal) > 1:
                times[names[player]].append(time.perf_counter() - t0)
                cpu[names[player]].append(cpu_clock() - c0)
            state = state.apply(player, action)
    return {
        "games": games,
        "search_move_s": _stats(times["search"]),
        "search_move_cpu_s": _stats(cpu["search"]),
        "heuristic_move_s": _stats(times["heuristic"]),
        "heuristic_move_cpu_s": _stats(cpu["heuristic"]),
        "legal_actions_s": _stats(legal_t, 5),
    }


def _previews_in_snapshot() -> None:
    """Make the engine's snapshot carry every preview again (as before the engine's ``preview`` call)."""

    def legal(self: Any, viewer: int | None) -> tuple[list[str], list[dict[str, Any]]]:
        state = self.match.state
        if viewer is None or state.is_over():
            return [], []
        return state.legal_texts(viewer), state.legal_parts(viewer, previews=True)

    engine.Session.legal = legal  # type: ignore[method-assign]
    engine.METHODS.pop("preview", None)


def measure(
    games: int = 3, bot_games: int = 4, seed: int = 1, deterministic: bool = False, old_snapshot: bool = False
) -> dict[str, Any]:
    """Every figure in the interpreter this runs in."""
    if old_snapshot:
        _previews_in_snapshot()
    if deterministic:
        for strength, budget in list(SEARCH_BUDGETS.items()):
            SEARCH_BUDGETS[strength] = dataclasses.replace(budget, time_limit=None)
    t0 = time.perf_counter()
    out = {
        "python": sys.version.split()[0],
        "runtime": "Pyodide" if sys.platform == "emscripten" else "CPython",
        "deterministic": deterministic,
        "previews_in_snapshot": old_snapshot,
        "engine": engine_figures(games, seed),
        "bots": bot_figures(bot_games, seed) if bot_games else None,
    }
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


def in_pyodide(games: int, bot_games: int, seed: int, deterministic: bool, old_snapshot: bool) -> dict[str, Any]:
    args = {
        "games": games,
        "bot_games": bot_games,
        "seed": seed,
        "deterministic": deterministic,
        "old_snapshot": old_snapshot,
    }
    return run_in_pyodide(PYODIDE_SNIPPET, args)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3, help="games walked through the engine (default 3)")
    ap.add_argument("--bot-games", type=int, default=4, help="search-vs-heuristic games timed (default 4)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-pyodide", action="store_true")
    ap.add_argument("--no-cpython", action="store_true")
    ap.add_argument("--deterministic", action="store_true", help="the search without its wall-clock limit")
    ap.add_argument("--previews-in-snapshot", action="store_true", help="the snapshot as before: every preview in it")
    args = ap.parse_args(argv)
    old = args.previews_in_snapshot
    report: dict[str, Any] = {"bench": "khronos_engine"}
    if not args.no_cpython:
        report["cpython"] = measure(args.games, args.bot_games, args.seed, args.deterministic, old)
    if not args.no_pyodide:
        report["pyodide"] = in_pyodide(args.games, args.bot_games, args.seed, args.deterministic, old)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
