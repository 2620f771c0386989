#!/usr/bin/env python3
"""Khronos bots: the default matchups of ``bench/arena.py`` (prints JSON).

One "hero" bot against ``players - 1`` copies of another, the hero's seat
rotating; see ``bench/arena.py`` for what every figure means (decision times
are the hero's, in CPython). The matchups, hero first:

- ``heuristic-random``: the heuristic against random players;
- ``search-random``: the search bot against random players;
- ``search-heuristic``: the search bot against the heuristic (the heuristic's
  win rate against search is one minus the search's, with the interval mirrored).

A search move costs about 0.03 s of CPU at strength 2 (its budget is
``tabletop.khronos.bots.SEARCH_BUDGETS``), so 1,000 games of a matchup with
search take about 15–20 CPU minutes.

    python3 bench/khronos_bench.py --jobs 1                           # all three, 1,000 games each
    python3 bench/khronos_bench.py --matchups search-heuristic --games 200 --players 3
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os

from arena import Entrant, run

from tabletop.khronos.bots import SEARCH_BUDGETS

MATCHUPS = {
    "heuristic-random": ("heuristic", "random"),
    "search-random": ("search", "random"),
    "search-heuristic": ("search", "heuristic"),
}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games per matchup (default 1000)")
    ap.add_argument("--matchups", default=",".join(MATCHUPS), help=f"comma-separated, of {', '.join(MATCHUPS)}")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--holdem", action="store_true")
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument(
        "--deterministic",
        action="store_true",
        help="search by its iteration budget only (no time limit): games depend on the seeds, not on the load",
    )
    args = ap.parse_args(argv)
    if args.deterministic:
        for strength, budget in list(SEARCH_BUDGETS.items()):
            SEARCH_BUDGETS[strength] = dataclasses.replace(budget, time_limit=None)
    names = [m.strip() for m in args.matchups.split(",") if m.strip()]
    unknown = [m for m in names if m not in MATCHUPS]
    if unknown:
        ap.error(f"unknown matchup {', '.join(unknown)}; choose from {', '.join(MATCHUPS)}")
    lineups = [[Entrant(a, args.strength), Entrant(b, args.strength)] for a, b in (MATCHUPS[m] for m in names)]
    options = {"holdem": args.holdem}
    report: dict[str, object] = run(
        "khronos", lineups, players=args.players, options=options, games=args.games, seed=args.seed, jobs=args.jobs
    )
    report["deterministic"] = args.deterministic
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
