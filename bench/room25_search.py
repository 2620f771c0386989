#!/usr/bin/env python3
"""Room 25 co-operation: when the team first sees Room 25, and what that turn is worth (prints JSON).

Every seat plays one level (4 players, co-operation), game ``i`` on seed
``seed + i`` with the bots' stream of ``bench/arena.py``, so ``escapes / games``
here is that level's ``team_win_rate`` there. For each game it records the turn
on which some player first knew where Room 25 is (it looked at it, or the room
is face up), and whether the team escaped, died or ran out of time; the JSON
gives the games and escapes by that turn (``never``: nobody saw it).

    python3 bench/room25_search.py --level 5 --games 1000
    python3 bench/room25_search.py --level 4 --games 200 --seed 5001
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any

from arena import Entrant, seat_of

from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

GAME = "roomtwentyfive"


def one_game(level: int, seed: int, players: int = 4) -> dict[str, Any]:
    """One all-bot co-operative game: how it ended, and the turn Room 25 was first known (None: never)."""
    state = get_game(GAME).new(players, {"mode": "cooperation"}, seed)
    bots = [Entrant("level", level).make(GAME) for _ in range(players)]
    rng = Rng(seed ^ 0xB07B07)  # bench/arena.py's stream, so the games are the same
    r25 = state.r25_tile()
    seen: int | None = None
    while not state.is_over():
        player = state.active_players()[0]
        state = state.apply(player, bots[player].choose(seat_of(state, player), rng))
        if seen is None and (state.tiles[r25].face_up or any(r25 in k for k in state.known)):
            seen = state.turn
    result = state.result or {}
    return {"reason": result.get("reason"), "seen": seen}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--level", type=int, default=5, choices=(1, 2, 3, 4, 5))
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rows = [one_game(args.level, args.seed + i) for i in range(args.games)]
    by_turn: dict[str, dict[str, int]] = {}
    for key in sorted({r["seen"] for r in rows}, key=lambda t: 99 if t is None else t):
        games = [r for r in rows if r["seen"] == key]
        by_turn["never" if key is None else str(key)] = {
            "games": len(games),
            "escapes": sum(r["reason"] == "escape" for r in games),
        }
    print(
        json.dumps(
            {
                "bench": "room25_search",
                "level": args.level,
                "games": args.games,
                "seed": args.seed,
                "ends": dict(Counter(str(r["reason"]) for r in rows)),
                "room_25_first_seen_on_turn": by_turn,
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
