#!/usr/bin/env python3
"""Challengers! bots and robot levels (prints JSON), through ``bench/arena.py``.

- ``heuristic vs random``: 2 players, the Deck Phase heuristic of docs/rules/challengers.md §11 against random play;
- ``solo level L``: the heuristic alone against the robot at difficulty L = 1–5 (the hero's
  win rate must fall as L rises: a higher level is harder), plus level 5 with the solo
  special objectives;
- ``pyodide``: decision times of the heuristic and the engine time of the action that
  plays a Match Phase, measured inside Pyodide under Node (``tests/pyodide/run.mjs``);
  ``--no-pyodide`` skips it.

    python3 bench/challengers_bench.py                 # 1,000 games per matchup
    python3 bench/challengers_bench.py --games 100 --jobs 2 --no-pyodide
"""

from __future__ import annotations

import argparse
import json
import os
from concurrent.futures import ProcessPoolExecutor

from arena import Entrant, run, run_in_pyodide, wilson

import tabletop
from tabletop.core.bots import make_bot, seat_of
from tabletop.core.rng import Rng

PYODIDE_SNIPPET = r"""
import json, time, statistics
import tabletop
from tabletop.core.bots import make_bot, seat_of
from tabletop.core.rng import Rng
args = json.loads(ARGS_JSON)
game = tabletop.get_game("challengers")
bot = make_bot("challengers", "heuristic", 2)
choose_t, phase_t = [], []
for g in range(args["games"]):
    state = game.new(args["players"], {}, g)
    rng = Rng(g)
    while not state.is_over():
        p = state.active_players()[0]
        seat = seat_of(state, p)
        t0 = time.perf_counter()
        a = bot.choose(seat, rng)
        choose_t.append(time.perf_counter() - t0)
        last = len(state.active_players()) == 1 and str(a) == "done"
        t0 = time.perf_counter()
        state = state.apply(p, a)
        if last:
            phase_t.append(time.perf_counter() - t0)
def stats(xs):
    xs = sorted(xs)
    return {"n": len(xs), "median_s": round(statistics.median(xs), 5),
            "p95_s": round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 5), "max_s": round(xs[-1], 5)}
json.dumps({"players": args["players"], "choose": stats(choose_t), "match_phase_apply": stats(phase_t)})
"""


def pyodide_times(games: int, players: int) -> dict[str, object]:
    return run_in_pyodide(PYODIDE_SNIPPET, {"games": games, "players": players}, timeout=1800)


def _solo_matches(job: tuple[int, int, bool]) -> tuple[int, int]:
    """(matches the robot won, matches played) in one solo game of the heuristic at robot level ``job[0]``."""
    level, seed, objectives = job
    state = tabletop.get_game("challengers").new(1, {"npc_level": level, "solo_objectives": objectives}, seed)
    bot = make_bot("challengers", "heuristic", 2)
    rng = Rng(seed)
    while not state.is_over():
        state = state.apply(0, bot.choose(seat_of(state, 0), rng))
    history = state.observation(None)["history"]
    return sum(1 for m in history if m["winner"] == 1), len(history)


def robot_match_rate(level: int, games: int, seed: int, jobs: int, objectives: bool = False) -> dict[str, object]:
    """How often the robot wins a single match against the heuristic (more sensitive than game wins)."""
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        res = list(pool.map(_solo_matches, [(level, seed + i, objectives) for i in range(games)], chunksize=16))
    won, played = sum(w for w, _ in res), sum(n for _, n in res)
    rate = won / played
    return {"robot_match_win_rate": round(rate, 4), "ci95": wilson(rate, played), "matches": played}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--pyodide-games", type=int, default=20)
    ap.add_argument("--no-pyodide", action="store_true")
    args = ap.parse_args(argv)
    h, r = Entrant("heuristic"), Entrant("random")
    report: dict[str, object] = {"bench": "challengers", "games_per_matchup": args.games}
    versus = run("challengers", [[h, r]], players=2, games=args.games, seed=args.seed, jobs=args.jobs)
    report["heuristic_vs_random"] = versus["matchups"]
    report["python"] = versus["python"]
    solo: dict[str, object] = {}
    for level in (1, 2, 3, 4, 5):
        res = run(
            "challengers",
            [[h]],
            players=1,
            options={"npc_level": level},
            games=args.games,
            seed=args.seed,
            jobs=args.jobs,
        )
        m = next(iter(res["matchups"].values()))
        solo[f"level {level}"] = {
            **{k: m[k] for k in ("win_rate", "ci95", "hero_mean_score", "seconds")},
            "matches": robot_match_rate(level, args.games, args.seed, args.jobs),
        }
    res = run(
        "challengers",
        [[h]],
        players=1,
        options={"npc_level": 5, "solo_objectives": True},
        games=args.games,
        seed=args.seed,
        jobs=args.jobs,
    )
    m = next(iter(res["matchups"].values()))
    solo["level 5 + solo objectives"] = {
        **{k: m[k] for k in ("win_rate", "ci95", "hero_mean_score", "seconds")},
        "matches": robot_match_rate(5, args.games, args.seed, args.jobs, objectives=True),
    }
    report["heuristic_vs_robot_solo"] = solo
    rand_solo = run(
        "challengers", [[r]], players=1, options={"npc_level": 1}, games=args.games, seed=args.seed, jobs=args.jobs
    )
    report["random_vs_robot_level_1"] = {
        k: v for k, v in next(iter(rand_solo["matchups"].values())).items() if k in ("win_rate", "ci95")
    }
    if not args.no_pyodide:
        report["pyodide_decision_time"] = {
            "solo": pyodide_times(args.pyodide_games, 1),
            "four_players": pyodide_times(max(1, args.pyodide_games // 4), 4),
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
