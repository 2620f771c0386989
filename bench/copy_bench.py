#!/usr/bin/env python3
"""Microseconds per state copy, and a Polis level-3 bot move, for the tree on ``PYTHONPATH``.

Plays a seeded random game up to a few points, copies each position many times and prints the
median of several timing runs (µs per copy). To compare with an older tree, run it twice:

    PYTHONPATH=pylib python3 bench/copy_bench.py
    PYTHONPATH=/tmp/old/pylib python3 bench/copy_bench.py
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import timeit

import tabletop
from tabletop.core.bots import make_bot, seat_of
from tabletop.core.rng import Rng


def positions(game_id: str, seed: int, stops: tuple[int, ...]) -> list[object]:
    """The positions after ``stops`` random moves of a seeded game (fewer if it ends first)."""
    state, pick, out = tabletop.get_game(game_id).new(2, {}, seed), random.Random(seed), []
    for move in range(max(stops) + 1):
        if move in stops:
            out.append(state)
        if state.is_over():
            break
        p = state.active_players()[0]
        state = state.apply(p, pick.choice(sorted(state.legal_actions(p), key=str)))
    return out


def per_copy(states: list[object], number: int) -> float:
    """Least µs per copy over the positions in seven runs (the least is the one the machine disturbed least)."""
    timer = timeit.Timer(lambda: [s.copy() for s in states], timer=time.process_time)  # type: ignore[attr-defined]
    runs = [timer.timeit(number) for _ in range(7)]  # type: ignore[attr-defined]
    return min(runs) / number / len(states) * 1e6


def bot_move(seed: int, strength: int, moves: int) -> float:
    """Mean CPU seconds per decision of the heuristic bot over the first ``moves`` decisions of a game."""
    game = tabletop.get_game("polis")
    bots = [make_bot("polis", "heuristic", strength) for _ in range(2)]
    state, rng, times = game.new(2, {}, seed), Rng(seed), []
    while not state.is_over() and len(times) < moves:
        p = state.active_players()[0]
        seat = seat_of(state, p)
        t0 = time.process_time()
        a = bots[p].choose(seat, rng)
        if len(seat.legal) > 1:
            times.append(time.process_time() - t0)
        state = state.apply(p, a)
    return statistics.fmean(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--number", type=int, default=2000)
    ap.add_argument("--bot-moves", type=int, default=30)
    args = ap.parse_args()
    for gid in ("polis", "khronos"):
        states = positions(gid, 7, (0, 20, 60, 120))
        print(f"{gid}: {per_copy(states, args.number):.2f} µs per copy ({len(states)} positions)")
    if args.bot_moves:
        print(f"polis level-3 bot: {bot_move(7, 3, args.bot_moves) * 1e3:.1f} ms mean per decision")


if __name__ == "__main__":
    main()
