#!/usr/bin/env python3
"""What a level's bot costs in CPU, and whether a change kept its moves (prints JSON).

Plays seeded games with the level's bot at seat 0 and ``--others`` (default: the level
below) in the other seats, with the search's time limit off, so that the moves depend on
the code alone. For each seed it prints a hash of every move of the game and the CPU
seconds of the whole game. With ``--against DIR`` (another checkout, e.g. a ``git
worktree`` at an older commit) it plays the same games with that code too, one game
each in turn so that both see the same load, and reports whether the moves are the same
and the ratio of CPU time (this checkout over the other).

    python3 bench/search_cost.py challengers --players 4 --seeds 1 2 --against /tmp/old
    python3 bench/search_cost.py magiccircle --level 5 --others 3 --seeds 1 2 3
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: one game in a fresh interpreter with ``root``'s library (two checkouts never share modules)
GAME = r"""
import dataclasses, hashlib, json, sys, time
sys.path.insert(0, sys.argv[1] + "/pylib")
from tabletop.core.bots import make_level, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

game_id = sys.argv[2]
players, seed, level, others = (int(a) for a in sys.argv[3:7])
options = json.loads(sys.argv[7])


def untimed(bot):
    # the moves must not depend on the machine's speed: searches play their whole budget
    if hasattr(bot, "budget") and hasattr(bot.budget, "time_limit") and dataclasses.is_dataclass(bot.budget):
        bot.budget = dataclasses.replace(bot.budget, time_limit=None)
    if hasattr(bot, "time_limit"):
        bot.time_limit = None
    return bot


state = get_game(game_id).new(players, options, seed)
bots = [untimed(make_level(game_id, level if p == 0 else others)) for p in range(players)]
rng, digest, moves = Rng(seed ^ 0xB07B07), hashlib.sha1(), 0
started = time.process_time()
while not state.is_over():
    p = state.active_players()[0]
    action = bots[p].choose(seat_of(state, p), rng)
    digest.update(f"{p} {action};".encode())
    moves += 1
    state = state.apply(p, action)
cpu = time.process_time() - started
winners = list(state.outcome().winners)
print(json.dumps({"moves_hash": digest.hexdigest()[:16], "moves": moves, "winners": winners, "cpu_s": round(cpu, 3)}))
"""


def one_game(root: Path, args: argparse.Namespace, seed: int) -> dict[str, Any]:
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            GAME,
            str(root),
            args.game,
            str(args.players),
            str(seed),
            str(args.level),
            str(args.others),
            json.dumps(args.options),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--options", type=json.loads, default={}, help="game options as JSON")
    ap.add_argument("--level", type=int, default=5)
    ap.add_argument("--others", type=int, help="the other seats' level (default: the level below)")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--against", type=Path, help="another checkout to compare with")
    args = ap.parse_args(argv)
    if args.others is None:
        args.others = max(1, args.level - 1)
    roots = {"this": ROOT} | ({"against": args.against.resolve()} if args.against else {})
    runs: dict[str, dict[int, dict[str, Any]]] = {name: {} for name in roots}
    for seed in args.seeds:
        for name, root in roots.items():
            runs[name][seed] = one_game(root, args, seed)
    report: dict[str, Any] = {
        "bench": "search_cost",
        "game": args.game,
        "players": args.players,
        "options": args.options,
        "level": args.level,
        "others": args.others,
        "time_limit": None,
        "runs": {
            name: {"root": str(roots[name]), "cpu_s": round(sum(g["cpu_s"] for g in games.values()), 2), "games": games}
            for name, games in runs.items()
        },
    }
    if args.against:
        this, other = runs["this"], runs["against"]
        report["same_moves"] = all(this[s]["moves_hash"] == other[s]["moves_hash"] for s in args.seeds)
        report["cpu_ratio"] = round(report["runs"]["this"]["cpu_s"] / max(1e-9, report["runs"]["against"]["cpu_s"]), 3)
    return report


if __name__ == "__main__":
    print(json.dumps(main(), indent=2))
