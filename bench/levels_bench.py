#!/usr/bin/env python3
"""Bot levels of every game: each level against the one below, and decision times (prints JSON).

The figures of ``docs/bots.md``. For each game, at the table ``TABLES`` names (the players
and options of a usual game against bots), ``bench/arena.py``'s ``--levels`` matchups: the
hero is level k+1 and every other seat level k, the hero's seat rotating, game ``i`` seeded
``seed + i``; ``win_rate`` with its Wilson 95 % interval against ``baseline`` (the even share).
Room 25's co-operation has no opponent: ``coop`` is the team's win rate with every seat at
one level.

``--pyodide`` adds decision times inside Pyodide under Node (``run_in_pyodide``): one level's
bot plays every seat of ``--pyodide-games`` seeded games, and the times of its decisions with
a real choice (median, p95, max wall-clock seconds; a busy machine inflates them).

    python3 bench/levels_bench.py --games 100 --jobs 1                 # every game (long)
    python3 bench/levels_bench.py --only polis khronos --games 50 --pairs 3 4
    python3 bench/levels_bench.py --only magiccircle --no-steps --pyodide --pyodide-levels 2 5
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena import Entrant, run, run_in_pyodide

#: game -> (players, options) of the level matchups
TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "khronos": (2, {}),
    "polis": (2, {}),
    "magiccircle": (2, {}),
    "arcticscavengers": (2, {}),
    "cucco": (4, {}),
    "challengers": (4, {}),
    "roomtwentyfive": (4, {"mode": "suspicion"}),
    "laserreflection": (2, {"mode": "random", "rounds": 1}),
}

PYODIDE_SNIPPET = r"""
import json, time, statistics
import tabletop
from tabletop.core.bots import make_level, seat_of
from tabletop.core.rng import Rng
args = json.loads(ARGS_JSON)
game = tabletop.get_game(args["game"])
out = {}
for level in args["levels"]:
    times = []
    for g in range(args["games"]):
        state = game.new(args["players"], args["options"], 900 + g)
        bots = [make_level(args["game"], level) for _ in range(state.players)]
        rng = Rng(g)
        while not state.is_over() and len(times) < args["decisions"] * (g + 1):
            p = state.active_players()[0]
            seat = seat_of(state, p)
            t0 = time.perf_counter()
            a = bots[p].choose(seat, rng)
            if len(seat.legal) > 1:
                times.append(time.perf_counter() - t0)
            state = state.apply(p, a)
    xs = sorted(times)
    out[str(level)] = {"decisions": len(xs), "median_s": round(statistics.median(xs), 4),
                       "p95_s": round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 4), "max_s": round(xs[-1], 4)}
json.dumps(out)
"""


def pyodide_times(
    game: str, levels: list[int], games: int, decisions: int, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    players, table = TABLES[game]
    options = table if options is None else options
    args = {"game": game, "levels": levels, "games": games, "decisions": decisions, "players": players}
    return run_in_pyodide(PYODIDE_SNIPPET, args | {"options": options}, timeout=1800)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="+", choices=sorted(TABLES), help="these games (default: all)")
    ap.add_argument("--games", type=int, default=100, help="games per adjacent pair (default 100)")
    ap.add_argument("--pairs", type=int, nargs="+", default=[1, 2, 3, 4], help="lower levels k of the pairs")
    ap.add_argument("--coop-games", type=int, default=100, help="Room 25 co-operation games per level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--no-steps", action="store_true", help="only the Pyodide times")
    ap.add_argument("--pyodide", action="store_true", help="decision times inside Pyodide under Node")
    ap.add_argument("--pyodide-levels", type=int, nargs="+", default=[2, 5])
    ap.add_argument("--pyodide-games", type=int, default=1)
    ap.add_argument("--pyodide-decisions", type=int, default=40, help="decisions timed per game")
    ap.add_argument(
        "--pyodide-options",
        type=json.loads,
        help="the Pyodide games' options, as JSON, instead of the table's (Room 25: '{\"mode\": \"cooperation\"}')",
    )
    args = ap.parse_args(argv)
    report: dict[str, Any] = {"bench": "levels", "games_per_pair": args.games, "seed": args.seed, "games": {}}
    for game in args.only or list(TABLES):
        players, options = TABLES[game]
        entry: dict[str, Any] = {"players": players, "options": options}
        if not args.no_steps:
            lineups = [[Entrant("level", k + 1), Entrant("level", k)] for k in args.pairs]
            r = run(game, lineups, players=players, options=options, games=args.games, seed=args.seed, jobs=args.jobs)
            entry["baseline"] = r["baseline"]
            entry["steps"] = {
                f"{k + 1} vs {k}": {key: m[key] for key in ("games", "win_rate", "ci95", "hero_decision_time")}
                for k, m in zip(args.pairs, r["matchups"].values(), strict=True)
            }
            if game == "roomtwentyfive":
                teams = [[Entrant("level", n)] for n in range(1, 6)]
                co = run(
                    game, teams, players=players, options={}, games=args.coop_games, seed=args.seed, jobs=args.jobs
                )
                entry["coop_team_win_rate"] = {
                    str(n): {"games": m["games"], "team_win_rate": m["team_win_rate"]}
                    for n, m in zip(range(1, 6), co["matchups"].values(), strict=True)
                }
        if args.pyodide:
            entry["pyodide_decision_time"] = pyodide_times(
                game, args.pyodide_levels, args.pyodide_games, args.pyodide_decisions, args.pyodide_options
            )
        report["games"][game] = entry
        print(json.dumps({game: entry}), file=sys.stderr, flush=True)
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
