#!/usr/bin/env python3
"""Cucco bots: win rates over seeded games and search decision times (prints JSON).

Each matchup puts one "hero" bot against ``players - 1`` copies of another
bot; the hero's seat rotates with the game index and game ``i`` uses seed
``seed + i`` in every matchup. ``win_rate`` is the hero's share of the wins
(a shared win counts as a fraction), to compare with ``baseline`` = 1/players;
``ci95`` is its normal-approximation 95% interval.

Decision times are CPython wall-clock seconds of ``bot.choose`` for every
search decision with a real choice (two legal actions) in the matchups, and
for a sample of decisions at the largest table (12 players).

    python3 bench/cucco_bench.py                 # 1,000 games per matchup (minutes)
    python3 bench/cucco_bench.py --games 50 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

import tabletop.cucco  # noqa: F401  (registers the game and its bots)
from tabletop.core.bots import make_bot, seat_of
from tabletop.core.mcts import STRENGTHS
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

MATCHUPS = (("search", "random"), ("search", "heuristic"), ("heuristic", "random"))


Times = list[tuple[float, float]]  # (wall seconds, CPU seconds) per decision


def play(job: tuple[str, str, int, int, dict[str, Any], int, int]) -> tuple[float, int, Times]:
    """One seeded game: (hero's share of the wins, hero's coins, hero's decision times)."""
    hero_name, other_name, index, players, options, strength, seed = job
    game = get_game("cucco")
    state = game.new(players, options, seed)
    hero = index % players
    bots = [make_bot("cucco", hero_name if s == hero else other_name, strength) for s in range(players)]
    rng = Rng(seed ^ 0xB07B07)
    times: Times = []
    while not state.is_over():
        player = state.active_players()[0]
        seat = seat_of(state, player)
        started, cpu = time.perf_counter(), time.process_time()
        action = bots[player].choose(seat, rng)
        if player == hero and len(seat.legal) > 1:
            times.append((time.perf_counter() - started, time.process_time() - cpu))
        state = state.apply(player, action)
    outcome = state.outcome()
    if outcome is None:  # pragma: no cover
        raise RuntimeError("the game did not end")
    share = 1.0 / len(outcome.winners) if hero in outcome.winners else 0.0
    return share, int(outcome.scores[hero]), times


def timing_sample(players: int, decisions: int, strength: int, seed: int) -> Times:
    """Search decision times at a table of ``players`` bots (the search bot plays every seat)."""
    game = get_game("cucco")
    bot = make_bot("cucco", "search", strength)
    times: Times = []
    s = seed
    while len(times) < decisions:
        state = game.new(players, {"rounds": 3}, s)
        rng = Rng(s)
        while not state.is_over() and len(times) < decisions:
            player = state.active_players()[0]
            seat = seat_of(state, player)
            started, cpu = time.perf_counter(), time.process_time()
            action = bot.choose(seat, rng)
            if len(seat.legal) > 1:
                times.append((time.perf_counter() - started, time.process_time() - cpu))
            state = state.apply(player, action)
        s += 1
    return times


def _stats(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {
        "median_s": round(statistics.median(ordered), 4),
        "p95_s": round(p95, 4),
        "max_s": round(ordered[-1], 4),
    }


def summary(times: Times) -> dict[str, Any]:
    """Wall-clock and CPU-time figures (CPU time is robust to a busy machine)."""
    if not times:
        return {"decisions": 0}
    return {"decisions": len(times), "wall": _stats([w for w, _ in times]), "cpu": _stats([c for _, c in times])}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games per matchup (default 1000)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3, choices=(3, 5, 10))
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timing-decisions", type=int, default=100, help="decisions timed at 12 players")
    ap.add_argument("--matchups", default=",".join(f"{a}-{b}" for a, b in MATCHUPS))
    args = ap.parse_args(argv)
    options = {"rounds": args.rounds}
    matchups = [tuple(m.split("-", 1)) for m in args.matchups.split(",") if m]
    started = time.perf_counter()
    report: dict[str, Any] = {
        "bench": "cucco",
        "python": platform.python_implementation() + " " + platform.python_version(),
        "games_per_matchup": args.games,
        "players": args.players,
        "options": options,
        "strength": args.strength,
        "search_budget": vars(STRENGTHS[args.strength]),
        "baseline": round(1 / args.players, 4),
        "matchups": {},
    }
    search_times: Times = []
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for hero, other in matchups:
            jobs = [(hero, other, i, args.players, options, args.strength, args.seed + i) for i in range(args.games)]
            t0 = time.perf_counter()
            results = list(pool.map(play, jobs, chunksize=max(1, args.games // (8 * max(1, args.jobs)))))
            shares = [r[0] for r in results]
            rate = sum(shares) / len(shares)
            se = math.sqrt(max(rate * (1 - rate), 1e-12) / len(shares))
            times = [t for r in results for t in r[2]]
            if hero == "search":
                search_times += times
            report["matchups"][f"{hero} vs {other}"] = {
                "games": len(results),
                "win_rate": round(rate, 4),
                "ci95": [round(rate - 1.96 * se, 4), round(rate + 1.96 * se, 4)],
                "hero_mean_coins": round(statistics.mean(r[1] for r in results), 2),
                "hero_decision_time": summary(times),
                "seconds": round(time.perf_counter() - t0, 1),
            }
    report["search_decision_time"] = {f"{args.players}p": summary(search_times)}
    if args.timing_decisions > 0:
        report["search_decision_time"]["12p"] = summary(
            timing_sample(12, args.timing_decisions, args.strength, args.seed)
        )
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
