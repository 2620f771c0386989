#!/usr/bin/env python3
"""Magic circle bots: single-mode scores, versus win rate, decision times (prints JSON).

- ``single``: the heuristic bot plays ``--games`` seeded single-mode games
  (6 matches each; game ``i`` uses seed ``seed + i``): mean game score (the
  sum of the 6 matches), mean/median match score, how often it activated and
  at which turn, and how often each formation appeared in its scored circles.
- ``versus``: the heuristic bot against the random bot over ``--games``
  seeded games, through the shared harness ``bench/arena.py`` (win rate with
  its Wilson 95% interval, mean score, decision times).
- ``decision_time``: CPython wall-clock seconds of ``bot.choose`` for every
  heuristic decision with a real choice (≥ 2 legal actions), and
  separately the time to build the seat (the observation) it is given.
- ``search_decision_time`` (``--search-decisions``, default 20): a sample of
  decisions of the generic search bot (``tabletop.core.mcts``) in versus,
  if it is present.

    python3 bench/magiccircle_bench.py                  # 1,000 games per part (many minutes)
    python3 bench/magiccircle_bench.py --games 50 --jobs 2 --strength 3
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
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

from arena import Entrant, run

import tabletop.magiccircle  # noqa: F401  (registers the game and its heuristic bot)
from tabletop.core.bots import make_bot, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

GAME_ID = "magiccircle"


def play(job: tuple[str, int, int, int]) -> dict[str, Any]:
    """One seeded single-mode game of the heuristic bot (``mode`` is "single")."""
    mode, index, strength, seed = job
    game = get_game(GAME_ID)
    players = 1 if mode == "single" else 2
    hero = index % players
    bots = [make_bot(GAME_ID, "heuristic" if p == hero else "random", strength) for p in range(players)]
    state = game.new(players, {}, seed)
    rng = Rng(seed ^ 0xC01C)
    choose_times: list[float] = []
    seat_times: list[float] = []
    while not state.is_over():
        player = state.active_players()[0]
        t0 = time.perf_counter()
        seat = seat_of(state, player)
        t1 = time.perf_counter()
        action = bots[player].choose(seat, rng)
        t2 = time.perf_counter()
        if player == hero and len(seat.legal) > 1:
            seat_times.append(t1 - t0)
            choose_times.append(t2 - t1)
        state = state.apply(player, action)
    outcome = state.outcome()
    if outcome is None:  # pragma: no cover
        raise RuntimeError("the game did not end")
    history = state.observation(None)["history"]
    matches = []
    for record in history:
        result = record["results"][hero]
        matches.append(
            {
                "score": result["score"]["score"],
                "activated": result["activated"],
                "opponent_activated": record["activator"] is not None and record["activator"] != hero,
                "turn": record["turn"],
                "formations": [f["id"] for f in result["score"]["formations"]],
            }
        )
    share = (1.0 / len(outcome.winners)) if hero in outcome.winners else 0.0
    return {
        "hero_total": int(outcome.scores[hero]),
        "other_total": int(outcome.scores[1 - hero]) if players == 2 else None,
        "share": share,
        "matches": matches,
        "choose": choose_times,
        "seat": seat_times,
    }


def summary(times: list[float]) -> dict[str, Any]:
    if not times:
        return {"decisions": 0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {
        "decisions": len(ordered),
        "median_s": round(statistics.median(ordered), 5),
        "p95_s": round(p95, 5),
        "max_s": round(ordered[-1], 5),
    }


def match_stats(results: list[dict[str, Any]]) -> dict[str, Any]:
    matches = [m for r in results for m in r["matches"]]
    scores = [m["score"] for m in matches]
    activated = [m for m in matches if m["activated"]]
    forms: Counter[str] = Counter(f for m in matches for f in m["formations"])
    return {
        "matches": len(matches),
        "mean_match_score": round(statistics.mean(scores), 1),
        "median_match_score": statistics.median(scores),
        "max_match_score": max(scores),
        "activation_rate": round(len(activated) / len(matches), 4),
        "median_activation_turn": statistics.median(m["turn"] for m in activated) if activated else None,
        "mean_activated_score": round(statistics.mean(m["score"] for m in activated), 1) if activated else None,
        "formations_per_match": {k: round(v / len(matches), 3) for k, v in forms.most_common()},
    }


def search_sample(decisions: int, seed: int) -> dict[str, Any] | None:
    try:
        import tabletop.core.mcts  # noqa: F401  (registers the search bot)
    except ImportError:
        return None
    game = get_game(GAME_ID)
    bot = make_bot(GAME_ID, "search", 2)
    times: list[float] = []
    s = seed
    while len(times) < decisions:
        state = game.new(2, {}, s)
        rng = Rng(s)
        while not state.is_over() and len(times) < decisions and state.match == 1:
            player = state.active_players()[0]
            seat = seat_of(state, player)
            started = time.perf_counter()
            action = bot.choose(seat, rng)
            if len(seat.legal) > 1:
                times.append(time.perf_counter() - started)
            state = state.apply(player, action)
        s += 1
    return summary(times)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games per part (default 1000)")
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3), help="heuristic bot strength")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--parts", default="single,versus", help="comma-separated: single, versus")
    ap.add_argument("--search-decisions", type=int, default=20, help="search-bot decisions to time (0: none)")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    report: dict[str, Any] = {
        "bench": GAME_ID,
        "python": platform.python_implementation() + " " + platform.python_version(),
        "games": args.games,
        "strength": args.strength,
        "seed": args.seed,
    }
    choose_times: list[float] = []
    seat_times: list[float] = []
    parts = [p for p in args.parts.split(",") if p]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for part in parts:
            if part not in ("single", "versus"):
                raise SystemExit(f"unknown part {part!r}")
            t0 = time.perf_counter()
            if part == "versus":
                lineup = [Entrant("heuristic", args.strength), Entrant("random", args.strength)]
                arena = run(GAME_ID, [lineup], players=2, games=args.games, seed=args.seed, jobs=args.jobs)
                report[part] = {**arena["matchups"][next(iter(arena["matchups"]))], "seconds": arena["seconds"]}
                continue
            jobs = [(part, i, args.strength, args.seed + i) for i in range(args.games)]
            chunk = max(1, args.games // (8 * max(1, args.jobs)))
            results = list(pool.map(play, jobs, chunksize=chunk))
            for r in results:
                choose_times += r["choose"]
                seat_times += r["seat"]
            totals = [r["hero_total"] for r in results]
            entry: dict[str, Any] = {
                "games": len(results),
                "mean_game_score": round(statistics.mean(totals), 1),
                "median_game_score": statistics.median(totals),
                "min_game_score": min(totals),
                "max_game_score": max(totals),
            }
            entry.update(match_stats(results))
            entry["seconds"] = round(time.perf_counter() - t0, 1)
            report[part] = entry
    report["decision_time"] = {"choose": summary(choose_times), "seat_observation": summary(seat_times)}
    if args.search_decisions > 0:
        report["search_decision_time"] = search_sample(args.search_decisions, args.seed)
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
