#!/usr/bin/env python3
"""Room 25 suspicion, per role: the hero's win rate as a prisoner and as the guard (prints JSON).

A seat's share of the wins in suspicion is mostly its role (the guard's side and
the prisoners' side win as sides), so ``bench/arena.py --levels`` cannot show a
step. Here each role is measured on its own: for every step ``k+1 vs k`` the hero
(level k+1) sits among level-k bots in games where its seat was dealt that role,
and the same seeded games are played again with a level-k hero (the control):
the step is the difference between the two win rates of that role.

Game ``i`` uses seed ``seed + i`` with the hero at seat ``i % players`` (as in
``bench/arena.py``); the games whose hero seat holds the role are kept until
``--games`` of them are played (with 4 players a seat is the guard in about one
game in five, so the guard's games come from about five times as many seeds).

    python3 bench/room25_roles.py --games 200 --jobs 1
    python3 bench/room25_roles.py --pairs 4 --roles guard --games 100
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from arena import Entrant, Job, play, wilson

from tabletop.core.registry import get_game

GAME = "roomtwentyfive"


def role_seeds(role: str, players: int, games: int, seed: int) -> list[tuple[int, int]]:
    """``games`` (index, seed) pairs whose hero seat (``index % players``) is dealt ``role``."""
    game = get_game(GAME)
    out: list[tuple[int, int]] = []
    i = 0
    while len(out) < games and i < games * 50:
        state = game.new(players, {"mode": "suspicion"}, seed + i)
        hero = i % players
        if any(ch.player == hero and ch.role == role for ch in state.chars):
            out.append((i, seed + i))
        i += 1
    return out


def rate(hero: Entrant, others: Entrant, picks: list[tuple[int, int]], players: int) -> dict[str, Any]:
    wins = sum(play(Job(GAME, (hero, others), i, players, {"mode": "suspicion"}, s)).share > 0 for i, s in picks)
    n = len(picks)
    r = wins / n if n else 0.0
    return {"games": n, "win_rate": round(r, 4), "ci95": wilson(r, n)}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=200, help="games per role and step (default 200)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pairs", type=int, nargs="+", default=[1, 2, 3, 4], help="lower levels k (default 1 2 3 4)")
    ap.add_argument("--roles", nargs="+", default=["prisoner", "guard"], choices=("prisoner", "guard"))
    ap.add_argument("--jobs", type=int, default=1, help="accepted for symmetry with arena.py; runs in one process")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    report: dict[str, Any] = {"bench": "room25_roles", "players": args.players, "seed": args.seed, "steps": {}}
    picks = {role: role_seeds(role, args.players, args.games, args.seed) for role in args.roles}
    for k in args.pairs:
        step: dict[str, Any] = {}
        for role in args.roles:
            upper = rate(Entrant("level", k + 1), Entrant("level", k), picks[role], args.players)
            control = rate(Entrant("level", k), Entrant("level", k), picks[role], args.players)
            step[role] = {
                "hero": upper,
                "control": control,
                "difference": round(upper["win_rate"] - control["win_rate"], 4),
            }
        report["steps"][f"{k + 1} vs {k}"] = step
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
