#!/usr/bin/env python3
"""Room 25: all-bot games per mode through ``bench/arena.py`` (prints JSON).

For each configuration, heuristic bots in every seat: ``team_win_rate`` is
the co-operative team's win rate; in suspicion ``win_rate`` is one seat's
share of the wins (see ``bench/arena.py``), with decision times.

    python3 bench/roomtwentyfive_bench.py --games 1000
    python3 bench/roomtwentyfive_bench.py --coop-levels --games 200 --jobs 1   # the team, level by level

``--coop-levels`` plays co-operation (4 players) with every seat at one level, for
each level 1-5, and reports the team's win rate with its Wilson 95 % interval.
Suspicion per role (prisoner, guard) is ``bench/room25_roles.py``.
"""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from arena import Entrant, run, wilson

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


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--coop-levels", action="store_true", help="the co-operative team's win rate at each level")
    args = ap.parse_args(argv)
    if args.coop_levels:
        levels = {}
        for level in (1, 2, 3, 4, 5):
            report = run(
                "roomtwentyfive",
                [[Entrant("level", level)]],
                players=4,
                options={"mode": "cooperation"},
                games=args.games,
                seed=args.seed,
                jobs=args.jobs,
            )
            m = next(iter(report["matchups"].values()))
            rate = m["team_win_rate"]
            levels[level] = {"games": m["games"], "team_win_rate": rate, "ci95": wilson(rate, m["games"])}
        print(json.dumps({"bench": "roomtwentyfive", "coop_levels": levels}, indent=2))
        return
    out = {}
    for name, players, options in CONFIGS:
        lineup = [Entrant("heuristic", args.strength)]
        out[name] = run(
            "roomtwentyfive",
            [lineup],
            players=players,
            options=options,
            games=args.games,
            seed=args.seed,
            jobs=args.jobs,
        )
    print(json.dumps({"bench": "roomtwentyfive", "configs": out}, indent=2))


if __name__ == "__main__":
    main()
