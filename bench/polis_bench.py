#!/usr/bin/env python3
"""Polis bots (prints JSON): the heuristic against random from each side, and bot-against-bot games.

Games are played by ``bench/arena.py`` (seeded, paired); game ``i`` seats the hero at seat ``i % 2``
(0 = Sparta, 1 = Athens), so the figures split by side. The bot-against-bot games report the side balance, the
rounds reached and the end reasons. Decision times are CPython's (wall and CPU seconds of decisions with a real
choice).

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


def _detail(job: Job) -> dict[str, Any]:
    """One bot-against-bot game as ``arena.play`` seeds it: rounds reached, end reason, winner, decision times."""
    game = get_game(job.game)
    state = game.new(job.players, job.options, job.seed)
    bots = [make_bot(job.game, e.name, e.strength) for e in job.lineup]
    rng = Rng(job.seed ^ 0xB07B07)
    times: list[tuple[float, float]] = []
    while not state.is_over():
        player = state.active_players()[0]
        seat = seat_of(state, player)
        started, cpu = time.perf_counter(), time.process_time()
        action = bots[player].choose(seat, rng)
        if len(seat.legal) > 1:
            times.append((time.perf_counter() - started, time.process_time() - cpu))
        state = state.apply(player, action)
    result = getattr(state, "result", None) or {}
    return {
        "round": int(getattr(state, "round", 0)),
        "reason": str(result.get("reason")),
        "winner": result.get("winner"),
        "times": times,
    }


def _versus(pool: ProcessPoolExecutor, hero: Entrant, games: int, seed: int) -> dict[str, Any]:
    """Bot-against-bot games (seat 0 = Sparta): side wins, rounds reached, end reasons, decision times."""
    jobs = [Job("polis", (hero, hero), i, 2, {}, seed + i) for i in range(games)]
    rows = list(pool.map(_detail, jobs, chunksize=max(1, games // 32)))
    n = max(1, len(rows))
    reasons: dict[str, int] = {}
    for row in rows:
        reasons[row["reason"]] = reasons.get(row["reason"], 0) + 1
    sparta = sum(1 for x in rows if x["winner"] == 0)
    athens = sum(1 for x in rows if x["winner"] == 1)
    decided = max(1, sparta + athens)
    return {
        "games": len(rows),
        "sparta_wins": round(sparta / n, 4),
        "athens_wins": round(athens / n, 4),
        "draws": round((len(rows) - sparta - athens) / n, 4),
        "sparta_share_of_decided": round(sparta / decided, 4),
        "sparta_share_ci95": wilson(sparta / decided, decided),
        "rounds_reached": {str(r): sum(1 for x in rows if x["round"] == r) for r in range(1, 5)},
        "mean_rounds": round(sum(x["round"] for x in rows) / n, 3),
        "full_games": round(sum(1 for x in rows if x["reason"] == "rounds") / n, 4),
        "end_reasons": reasons,
        "decision_time": time_summary([t for x in rows for t in x["times"]]),
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
            report["heuristic_vs_heuristic"] = _versus(pool, hero, args.versus_games, args.seed)
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
