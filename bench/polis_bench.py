#!/usr/bin/env python3
"""Polis bots (prints JSON): the heuristic against random from each side, and bot-against-bot games.

Games are played by ``bench/arena.py`` (seeded, paired); game ``i`` seats the hero at seat ``i % 2``
(0 = Sparta, 1 = Athens), so the figures split by side. The bot-against-bot games report the side balance, the
rounds reached and the end reasons. Decision times are CPython's (wall and CPU seconds of decisions with a real
choice); ``--pyodide-games`` also times bot-against-bot games inside Pyodide under Node.

    python3 bench/polis_bench.py                          # 1,000 games per matchup (long)
    python3 bench/polis_bench.py --games 200 --versus-games 100 --jobs 2
    python3 bench/polis_bench.py --games 0 --versus-games 0 --pyodide-games 5   # decision times in Pyodide

Figures (session 5, strength 2, 1,000 seeded games each, run in pieces of 150-500 games with ``--jobs 1``):

- against random: 0.971 [0.959, 0.980]; as Sparta 0.942 [0.918, 0.959] (500), as Athens 1.000 [0.992, 1.0] (500);
- bot against bot: Sparta wins 514, Athens 483, draws 3: Sparta's share of the decided games 0.516 [0.485, 0.546];
- end reasons: famine 403, prestige 0 346, four rounds played 251; rounds reached 2/3/4: 176/333/491, mean 3.32
  (before the session-5 changes: famine 516, prestige 296, rounds 188; rounds 187/439/374, mean 3.19);
  of 100 of these games (``bench/polis_famine.py``, seeds 1-100) 40 end in famine, 16 of them at the end of
  round 4 anyway, 24 earlier; 10 of the 50 failed feedings were beyond an optimistic bound at the round's start;
- head to head (``bench/arena.py``, win share of the first): strength 3 against 2 0.51 [0.44, 0.58] (200 games),
  strength 2 against 1 0.535 [0.466, 0.603] (200 games): neither gain is significant;
- decision CPU time p95: CPython 0.034-0.040 s (max 0.10 s) at strength 2, 0.16 s at strength 3; Pyodide under
  Node 0.065 s (max 0.15 s, 1,565 decisions of 20 games) at strength 2, 0.28 s (max 0.42 s, 695 decisions of 10
  games) at strength 3.

Famine stays common because the stand-in economy runs dry: both sides start round 2 with almost no goods, the
markets climb from 2.0 to about 2.5 goods per wheat by round 3, and a collect away from home costs the prestige
that pays the feeding (``bench/polis_famine.py`` lists each early end).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from arena import Entrant, Job, Result, Rng, get_game, make_bot, play, run_in_pyodide, seat_of, time_summary, wilson

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


PYODIDE_SNIPPET = r"""
import json, time
import tabletop
from tabletop.core.bots import make_bot, seat_of
from tabletop.core.rng import Rng
try:  # under Node: the process's CPU time (time.process_time follows the wall clock in Pyodide)
    from js import process as node

    def cpu_now():
        u = node.cpuUsage()
        return (u.user + u.system) / 1e6
except ImportError:
    cpu_now = time.process_time
args = json.loads(ARGS_JSON)
game = tabletop.get_game("polis")
wall, cpu, rounds = [], [], []
for g in range(args["games"]):
    state = game.new(2, {}, args["seed"] + g)
    bots = [make_bot("polis", "heuristic", args["strength"]) for _ in range(2)]
    rng = Rng(args["seed"] + g)
    while not state.is_over():
        p = state.active_players()[0]
        seat = seat_of(state, p)
        t0, c0 = time.perf_counter(), cpu_now()
        a = bots[p].choose(seat, rng)
        if len(seat.legal) > 1:
            wall.append(time.perf_counter() - t0)
            cpu.append(cpu_now() - c0)
        state = state.apply(p, a)
    rounds.append(state.round)
def stats(xs):
    xs = sorted(xs)
    return {"n": len(xs), "median_s": round(xs[len(xs) // 2], 4),
            "p95_s": round(xs[min(len(xs) - 1, -(-95 * len(xs) // 100) - 1)], 4), "max_s": round(xs[-1], 4)}
json.dumps({"games": args["games"], "strength": args["strength"], "rounds": rounds,
            "wall": stats(wall), "cpu": stats(cpu)})
"""


def pyodide_times(games: int, strength: int, seed: int) -> dict[str, Any]:
    """Decision times of bot-against-bot games inside Pyodide under Node (``tests/pyodide/run.mjs``)."""
    return run_in_pyodide(PYODIDE_SNIPPET, {"games": games, "strength": strength, "seed": seed})


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


def _versus(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Bot-against-bot games (seat 0 = Sparta): side wins, rounds reached, end reasons, decision times."""
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
        "end_reasons_by_round": {
            f"{reason} {r}": sum(1 for x in rows if x["reason"] == reason and x["round"] == r)
            for reason in sorted(reasons)
            for r in range(1, 5)
            if any(x["reason"] == reason and x["round"] == r for x in rows)
        },
        "decision_time": time_summary([t for x in rows for t in x["times"]]),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games of the heuristic against random")
    ap.add_argument("--versus-games", type=int, default=1000, help="games of the heuristic against itself")
    ap.add_argument("--strength", type=int, default=2, choices=(1, 2, 3))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--pyodide-games", type=int, default=0, help="bot games timed inside Pyodide under Node")
    ap.add_argument("--progress", help="also write the report so far to this file after every 50 games")
    args = ap.parse_args(argv)
    hero = Entrant("heuristic", args.strength)
    report: dict[str, Any] = {"bench": "polis", "strength": args.strength, "seed": args.seed, "python": "CPython"}
    started = time.perf_counter()

    def save() -> None:
        report["seconds"] = round(time.perf_counter() - started, 1)
        if args.progress:
            with open(args.progress, "w", encoding="utf-8") as f:
                json.dump(report, f, indent=2)

    # the two matchups take turns, 50 games at a time, so that a report cut short holds both
    lineup = (hero, Entrant("random"))
    random_jobs = [Job("polis", lineup, i, 2, {}, args.seed + i) for i in range(args.games)]
    versus_jobs = [Job("polis", (hero, hero), i, 2, {}, args.seed + i) for i in range(args.versus_games)]
    random_rows: list[Result] = []
    versus_rows: list[dict[str, Any]] = []
    size = 50
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for i in range(0, max(len(random_jobs), len(versus_jobs)), size):
            if random_jobs[i : i + size]:
                random_rows.extend(pool.map(play, random_jobs[i : i + size]))
                report["heuristic_vs_random"] = _matchup(list(enumerate(random_rows)))
                save()
            if versus_jobs[i : i + size]:
                versus_rows.extend(pool.map(_detail, versus_jobs[i : i + size]))
                report["heuristic_vs_heuristic"] = _versus(versus_rows)
                save()
    if args.pyodide_games:
        report["pyodide_decision_time"] = pyodide_times(args.pyodide_games, args.strength, args.seed)
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
