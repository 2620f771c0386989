"""Room 25 benchmark: all-bot win rates per mode and side, and bot decision times.

    PYTHONPATH=pylib python3 bench/roomtwentyfive_bench.py --games 1000

Prints one JSON object: for each configuration the number of games, the
co-operative team's win rate (or each suspicion side's), how games ended,
the mean number of actions, and the heuristic bot's decision times (ms).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pylib"))

import tabletop.roomtwentyfive  # noqa: F401
from tabletop.core.bots import bot_move, make_bot
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("coop-solo", 1, {"mode": "cooperation"}),
    ("coop-4p", 4, {"mode": "cooperation"}),
    ("coop-6p", 6, {"mode": "cooperation"}),
    ("coop-solo-skills", 1, {"mode": "cooperation", "skills": True}),
    ("coop-solo-mac", 1, {"mode": "cooperation", "mac": True}),
    ("suspicion-4p", 4, {"mode": "suspicion"}),
    ("suspicion-5p", 5, {"mode": "suspicion"}),
    ("suspicion-6p", 6, {"mode": "suspicion"}),
    ("suspicion-8p", 8, {"mode": "suspicion"}),
]


def run(name: str, players: int, options: dict[str, Any], games: int, strength: int) -> dict[str, Any]:
    game = get_game("roomtwentyfive")
    bot = make_bot("roomtwentyfive", "heuristic", strength)
    ends: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    times: list[float] = []
    actions = 0
    for seed in range(games):
        state = game.new(players, options, seed)
        rng = Rng(seed ^ 0x5EED)
        while not state.is_over():
            for p in state.active_players():
                t0 = time.perf_counter()
                a = bot_move(bot, state, p, rng)
                times.append(time.perf_counter() - t0)
                state = state.apply(p, a)
                actions += 1
                break
        res = state.result or {}
        ends[f"{res.get('winner')}:{res.get('reason')}"] += 1
        wins[str(res.get("winner"))] += 1
    times.sort()
    out: dict[str, Any] = {
        "config": name,
        "players": players,
        "options": options,
        "games": games,
        "endings": dict(sorted(ends.items())),
        "mean_actions": round(actions / max(1, games), 1),
        "decision_ms": {
            "mean": round(1000 * sum(times) / max(1, len(times)), 3),
            "p95": round(1000 * times[int(0.95 * (len(times) - 1))], 3) if times else 0,
            "max": round(1000 * times[-1], 3) if times else 0,
        },
    }
    if options.get("mode") == "suspicion":
        out["prisoner_win_rate"] = round(wins["prisoner"] / games, 4)
        out["guard_win_rate"] = round(wins["guard"] / games, 4)
        out["nobody_win_rate"] = round(wins["None"] / games, 4)
    else:
        out["team_win_rate"] = round(wins["team"] / games, 4)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--strength", type=int, default=2)
    ap.add_argument("--only", default="", help="comma-separated configuration names")
    ap.add_argument("--jobs", type=int, default=1, help="configurations run in parallel processes")
    args = ap.parse_args(argv)
    chosen = [c for c in CONFIGS if not args.only or c[0] in args.only.split(",")]
    t0 = time.perf_counter()
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor, as_completed

        with ProcessPoolExecutor(args.jobs) as pool:
            futures = [pool.submit(run, n, p, o, args.games, args.strength) for n, p, o in chosen]
            for f in as_completed(futures):
                print(json.dumps(f.result()), file=sys.stderr, flush=True)  # progress, one line per configuration
            results = [f.result() for f in futures]
    else:
        results = [run(n, p, o, args.games, args.strength) for n, p, o in chosen]
    print(json.dumps({"bench": "roomtwentyfive", "games_per_config": args.games, "results": results,
                      "seconds": round(time.perf_counter() - t0, 1)}, indent=1))  # fmt: skip


if __name__ == "__main__":
    main()
