#!/usr/bin/env python3
"""Cucco bots: the default matchups of ``bench/arena.py`` (prints JSON).

One "hero" bot against ``players - 1`` copies of another, the hero's seat
rotating; see ``bench/arena.py`` for what every figure means.

    python3 bench/cucco_bench.py                 # 1,000 games per matchup (minutes)
    python3 bench/cucco_bench.py --games 50 --jobs 2 --players 6
"""

from __future__ import annotations

import argparse
import json
import os

from arena import Entrant, run

MATCHUPS = (("search", "random"), ("search", "heuristic"), ("heuristic", "random"))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3, choices=(3, 5, 10))
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    lineups = [[Entrant(a, args.strength), Entrant(b, args.strength)] for a, b in MATCHUPS]
    report = run(
        "cucco",
        lineups,
        players=args.players,
        options={"rounds": args.rounds},
        games=args.games,
        seed=args.seed,
        jobs=args.jobs,
    )
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
