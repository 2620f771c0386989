#!/usr/bin/env python3
"""Polis bots (prints JSON): the heuristic against random from each side, and the side balance of bot games.

Games are played by ``bench/arena.py`` (seeded, paired); game ``i`` seats the hero at seat ``i % 2``
(0 = Sparta, 1 = Athens), so the figures split by side. Decision times are CPython's (``hero_decision_time``:
wall and CPU seconds of decisions with a real choice).

    python3 bench/polis_bench.py                          # 1,000 games per matchup (long)
    python3 bench/polis_bench.py --games 200 --versus-games 100 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import os
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from arena import Entrant, Job, Result, Rng, get_game, make_bot, play, seat_of, time_summary, wilson

SIDES = ("sparta", "athens")


def _matchup(results: list[tuple[int, Result]]) -> dict[str, Any]:
    out: dict[str, Any] = {"games": len(results)}
    for seat, side in enumerate(SIDES):
        mine = [r for i, r in results if i % 2 == seat]
        rate = sum(r.share for r in mine) / max(1, len(mine))
        out[f"hero_as_{side}"] = {"games": len(mine), "win_rate": round(rate, 4), "ci95": wilson(rate, len(mine))}
    rate = sum(r.share for _, r in results) / max(1, len(results))
    out["win_rate"] = round(rate, 4)
    out["ci95"] = wilson(rate, len(results))
    out["hero_decision_time"] = time_summary([t for _, r in results for t in r.times])
    return out


def _balance(results: list[tuple[int, Result]]) -> dict[str, Any]:
    """Who won bot-against-bot games, by side (the hero is seat ``i % 2``)."""
    sparta = athens = draws = 0
    for i, r in results:
        if not r.any_winner:
            draws += 1
        elif (r.share > 0) == (i % 2 == 0):
            sparta += 1
        else:
            athens += 1
    n = max(1, len(results))
    return {
        "games": len(results),
        "sparta_wins": round(sparta / n, 4),
        "athens_wins": round(athens / n, 4),
        "draws": round(draws / n, 4),
        "sparta_ci95": wilson(sparta / n, n),
        "decision_time": time_summary([t for _, r in results for t in r.times]),
    }


def _detail(job: Job) -> tuple[int, str, int | None]:
    """One bot-against-bot game as ``arena.play`` seeds it: (rounds reached, end reason, winning seat)."""
    game = get_game(job.game)
    state = game.new(job.players, job.options, job.seed)
    bots = [make_bot(job.game, e.name, e.strength) for e in job.lineup]
    rng = Rng(job.seed ^ 0xB07B07)
    while not state.is_over():
        player = state.active_players()[0]
        state = state.apply(player, bots[player].choose(seat_of(state, player), rng))
    result = getattr(state, "result", None) or {}
    return int(getattr(state, "round", 0)), str(result.get("reason")), result.get("winner")


def _rounds(pool: ProcessPoolExecutor, hero: Entrant, games: int, seed: int) -> dict[str, Any]:
    """Rounds reached and end reasons of bot-against-bot games (seat 0 = Sparta)."""
    jobs = [Job("polis", (hero, hero), i, 2, {}, seed + i) for i in range(games)]
    rows = list(pool.map(_detail, jobs, chunksize=max(1, games // 32)))
    n = max(1, len(rows))
    reached = {str(r): sum(1 for x in rows if x[0] == r) for r in range(1, 5)}
    reasons: dict[str, int] = {}
    for _, why, _ in rows:
        reasons[why] = reasons.get(why, 0) + 1
    return {
        "games": len(rows),
        "rounds_reached": reached,
        "mean_rounds": round(sum(x[0] for x in rows) / n, 3),
        "full_games": round(sum(1 for x in rows if x[1] == "rounds") / n, 4),
        "end_reasons": reasons,
        "sparta_wins": round(sum(1 for x in rows if x[2] == 0) / n, 4),
        "athens_wins": round(sum(1 for x in rows if x[2] == 1) / n, 4),
    }


def _play_all(
    pool: ProcessPoolExecutor, lineup: tuple[Entrant, ...], games: int, seed: int
) -> list[tuple[int, Result]]:
    jobs = [Job("polis", lineup, i, 2, {}, seed + i) for i in range(games)]
    return list(zip(range(games), pool.map(play, jobs, chunksize=max(1, games // 32)), strict=True))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games of the heuristic against random")
    ap.add_argument("--versus-games", type=int, default=1000, help="games of the heuristic against itself")
    ap.add_argument("--round-games", type=int, default=0, help="bot games reporting rounds reached and end reasons")
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    hero = Entrant("heuristic", args.strength)
    report: dict[str, Any] = {"bench": "polis", "strength": args.strength, "seed": args.seed, "python": "CPython"}
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        if args.games:
            report["heuristic_vs_random"] = _matchup(_play_all(pool, (hero, Entrant("random")), args.games, args.seed))
        if args.versus_games:
            report["heuristic_vs_heuristic"] = _balance(_play_all(pool, (hero, hero), args.versus_games, args.seed))
        if args.round_games:
            report["rounds"] = _rounds(pool, hero, args.round_games, args.seed)
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
