#!/usr/bin/env python3
"""Khronos bots: the default matchups of ``bench/arena.py`` (prints JSON).

One "hero" bot against ``players - 1`` copies of another, the hero's seat
rotating; see ``bench/arena.py`` for what every figure means. Search plays
far slower than the heuristic (each of its moves searches for up to 0.3 s),
so its matchups get ``--search-games`` games (default 50) and the others
``--games`` (default 1,000). Decision times are CPython's.

    python3 bench/khronos_bench.py                       # minutes to hours on a busy machine
    python3 bench/khronos_bench.py --games 200 --search-games 20 --jobs 2 --players 3
"""

from __future__ import annotations

import argparse
import json
import os

from arena import Entrant, run

FAST = (("heuristic", "random"),)
SLOW = (("search", "random"), ("heuristic", "search"))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--search-games", type=int, default=50)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--holdem", action="store_true")
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    options = {"holdem": args.holdem}
    reports = []
    for matchups, games in ((FAST, args.games), (SLOW, args.search_games)):
        if games <= 0:
            continue
        lineups = [[Entrant(a, args.strength), Entrant(b, args.strength)] for a, b in matchups]
        reports.append(
            run("khronos", lineups, players=args.players, options=options, games=games, seed=args.seed, jobs=args.jobs)
        )
    merged = dict(reports[0])
    merged["matchups"] = {k: v for r in reports for k, v in r["matchups"].items()}
    merged["games_per_matchup"] = {k: v.get("games", None) for r in reports for k, v in r["matchups"].items()}
    print(json.dumps(merged, indent=2))


if __name__ == "__main__":
    main()
