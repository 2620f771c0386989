#!/usr/bin/env python3
"""Arctic Scavengers bots: win rates over seeded games and decision times (prints JSON).

Each matchup puts one "hero" bot against ``players - 1`` copies of another
bot; the hero's seat rotates with the game index and game ``i`` uses seed
``seed + i`` in every matchup. ``win_rate`` is the hero's share of the wins
(a shared win counts as a fraction), to compare with ``baseline`` =
1/players; ``ci95`` is its normal-approximation 95% interval. Matchups
with the search bot are slow (a search decision takes up to its time
budget), so they get ``--search-games`` games.

Decision times are CPython wall-clock seconds of ``bot.choose`` for every
hero decision with a real choice (two legal actions or more).

    python3 bench/arcticscavengers_bench.py                      # 1,000 games per matchup
    python3 bench/arcticscavengers_bench.py --games 50 --search-games 4 --jobs 2
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

import tabletop.arcticscavengers  # noqa: F401  (registers the game and its bot)
from tabletop.core.bots import make_bot, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

GAME = "arcticscavengers"
#: (hero, other, players) of the default matchups
MATCHUPS = (
    ("heuristic", "random", 2),
    ("heuristic", "random", 3),
    ("heuristic", "random", 4),
    ("heuristic", "random", 5),
    ("search", "random", 2),
    ("search", "heuristic", 2),
    ("heuristic", "search", 2),
    ("search", "heuristic", 3),
)


def play(job: tuple[str, str, int, int, dict[str, Any], int, int]) -> tuple[float, float, float, list[float]]:
    """One seeded game: (hero's share of the wins, hero's tribe, others' mean tribe, hero's decision times)."""
    hero_name, other_name, index, players, options, strength, seed = job
    game = get_game(GAME)
    state = game.new(players, options, seed)
    hero = index % players
    bots = [make_bot(GAME, hero_name if s == hero else other_name, strength) for s in range(players)]
    rng = Rng(seed ^ 0xA5C7)
    times: list[float] = []
    while not state.is_over():
        player = state.active_players()[0]
        seat = seat_of(state, player)
        started = time.perf_counter()
        action = bots[player].choose(seat, rng)
        elapsed = time.perf_counter() - started
        if player == hero and len(seat.legal) > 1:
            times.append(elapsed)
        state = state.apply(player, action)
    outcome = state.outcome()
    if outcome is None:  # pragma: no cover
        raise RuntimeError("the game did not end")
    share = 1.0 / len(outcome.winners) if hero in outcome.winners else 0.0
    others = [s for i, s in enumerate(outcome.scores) if i != hero]
    return share, float(outcome.scores[hero]), statistics.mean(others), times


def summary(times: list[float]) -> dict[str, Any]:
    if not times:
        return {"decisions": 0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {
        "decisions": len(times),
        "mean_s": round(statistics.mean(ordered), 5),
        "median_s": round(statistics.median(ordered), 5),
        "p95_s": round(p95, 5),
        "max_s": round(ordered[-1], 5),
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games per matchup without the search bot")
    ap.add_argument("--search-games", type=int, default=40, help="games per matchup with the search bot")
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--hq", action="store_true", help="play with HQ module 1")
    ap.add_argument("--no-variant", action="store_true", help="2 players without the 2-player variant")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument(
        "--matchups",
        default=",".join(f"{a}-{b}-{n}" for a, b, n in MATCHUPS),
        help="comma-separated hero-other-players, e.g. heuristic-random-4",
    )
    args = ap.parse_args(argv)
    options = {"hq": args.hq, "variant_2p": not args.no_variant}
    matchups = []
    for m in args.matchups.split(","):
        if m:
            hero, other, players = m.split("-")
            matchups.append((hero, other, int(players)))
    if any("search" in m[:2] for m in matchups):
        import tabletop.core.mcts  # noqa: F401  (registers the search bot)
    started = time.perf_counter()
    report: dict[str, Any] = {
        "bench": GAME,
        "python": platform.python_implementation() + " " + platform.python_version(),
        "games_per_matchup": args.games,
        "search_games_per_matchup": args.search_games,
        "options": options,
        "strength": args.strength,
        "matchups": {},
    }
    times_by_bot: dict[str, list[float]] = {}
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for hero, other, players in matchups:
            count = args.search_games if "search" in (hero, other) else args.games
            if count <= 0:
                continue
            jobs = [(hero, other, i, players, options, args.strength, args.seed + i) for i in range(count)]
            t0 = time.perf_counter()
            results = list(pool.map(play, jobs, chunksize=max(1, count // (8 * max(1, args.jobs)))))
            shares = [r[0] for r in results]
            rate = sum(shares) / len(shares)
            se = math.sqrt(max(rate * (1 - rate), 1e-12) / len(shares))
            times = [t for r in results for t in r[3]]
            times_by_bot.setdefault(hero, []).extend(times)
            report["matchups"][f"{hero} vs {other} ({players}p)"] = {
                "games": len(results),
                "players": players,
                "baseline": round(1 / players, 4),
                "win_rate": round(rate, 4),
                "ci95": [round(max(0.0, rate - 1.96 * se), 4), round(min(1.0, rate + 1.96 * se), 4)],
                "hero_mean_tribe": round(statistics.mean(r[1] for r in results), 2),
                "others_mean_tribe": round(statistics.mean(r[2] for r in results), 2),
                "hero_decision_time": summary(times),
                "seconds": round(time.perf_counter() - t0, 1),
            }
    report["decision_time"] = {bot: summary(t) for bot, t in times_by_bot.items()}
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
