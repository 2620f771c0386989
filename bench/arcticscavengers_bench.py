#!/usr/bin/env python3
"""Arctic Scavengers bots: the default matchups of ``bench/arena.py`` (prints JSON).

Matchups with the search bot are slow (a search decision takes up to its
time budget), so they get ``--search-games`` games; see ``bench/arena.py``
for what every figure means.

    python3 bench/arcticscavengers_bench.py                      # 1,000 games per matchup
    python3 bench/arcticscavengers_bench.py --games 50 --search-games 4 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from arena import Entrant, run

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


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--search-games", type=int, default=200)
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    reports: list[dict[str, Any]] = []
    for hero, other, players in MATCHUPS:
        games = args.search_games if "search" in (hero, other) else args.games
        lineup = [Entrant(hero, args.strength), Entrant(other, args.strength)]
        reports.append(run("arcticscavengers", [lineup], players=players, games=games, seed=args.seed, jobs=args.jobs))
    print(json.dumps({"bench": "arcticscavengers", "runs": reports}, indent=2))


if __name__ == "__main__":
    main()
