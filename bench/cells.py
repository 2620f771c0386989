#!/usr/bin/env python3
"""Long level-matrix cells in resumable chunks, and their sum (prints JSON).

A cell of ``docs/bots.md``'s matrices is 1,000 seeded games of level i (the hero, its seat
rotating) against level j in every other seat. With a search at level 5 that is hours of
CPU, more than one sitting: this plays a cell as chunks of ``--chunk`` games (seeds ``seed``
to ``seed + chunk - 1``: the games ``bench/arena.py --games 1000 --seed 1`` plays, the hero at
the same seats, as a chunk is a multiple of the table), writes each chunk's
arena report to ``--out`` (``bench/matrix/``, kept in the repository, so that a cell can
be played over several sittings and checked) when it ends, and skips the chunks already
there. Run one process per core, each with its own cells. ``--sum`` adds the chunks of each cell up: games, wins,
the 95 % interval, the seeds covered, and the hero's decision times (the median and the
largest p95 of the chunks' CPU seconds).

    python3 bench/cells.py magiccircle --players 2 --cells 5:3 5:2
    python3 bench/cells.py challengers --players 4 --cells 5:3 1:5
    python3 bench/cells.py magiccircle --players 2 --cells 5:3 5:2 --sum
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
from pathlib import Path
from typing import Any

from arena import Entrant, run, wilson


def chunk_path(out: Path, game: str, players: int, cell: tuple[int, int], seed: int, games: int) -> Path:
    return out / f"{game}-{players}p-{cell[0]}v{cell[1]}-seed{seed}-{games}.json"


def play_cell(args: argparse.Namespace, cell: tuple[int, int]) -> None:
    for seed in range(args.seed, args.seed + args.games, args.chunk):
        games = min(args.chunk, args.seed + args.games - seed)
        path = chunk_path(args.out, args.game, args.players, cell, seed, games)
        if path.exists():
            if json.loads(path.read_text())["options"] != args.options:
                raise ValueError(f"{path.name} was played with other options: use another --out")
            continue
        lineup = [Entrant("level", cell[0]), Entrant("level", cell[1])]
        report = run(args.game, [lineup], players=args.players, options=args.options, games=games, seed=seed)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(report, indent=2))
        tmp.replace(path)  # a chunk cut short leaves no file, and is played again next time


def sum_cell(args: argparse.Namespace, cell: tuple[int, int]) -> dict[str, Any]:
    games = wins = 0.0
    seeds: list[list[int]] = []
    medians: list[float] = []
    p95s: list[float] = []
    for path in sorted(args.out.glob(f"{args.game}-{args.players}p-{cell[0]}v{cell[1]}-seed*.json")):
        report = json.loads(path.read_text())
        if report["options"] != args.options:
            continue
        (m,) = report["matchups"].values()
        games += m["games"]
        wins += m["win_rate"] * m["games"]
        seeds.append([report["seed"], report["seed"] + m["games"] - 1])
        cpu = m["hero_decision_time"].get("cpu")
        if cpu:
            medians.append(cpu["median_s"])
            p95s.append(cpu["p95_s"])
    seeds.sort()
    if any(a[1] >= b[0] for a, b in itertools.pairwise(seeds)):
        raise ValueError(f"cell {cell}: chunks with the same seeds {seeds}")
    covered: list[list[int]] = []
    for first, last in seeds:
        if covered and covered[-1][1] + 1 == first:
            covered[-1][1] = last
        else:
            covered.append([first, last])
    rate = wins / games if games else 0.0
    return {
        "games": int(games),
        "wins": round(wins, 2),
        "win_rate": round(rate, 4),
        "ci95": wilson(rate, int(games)),
        "seeds": covered,
        "hero_cpu_s": {"median_of_chunks": round(statistics.median(medians), 4), "largest_p95": max(p95s)}
        if medians
        else None,
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--options", type=json.loads, default={}, help="game options as JSON")
    ap.add_argument("--cells", nargs="+", required=True, metavar="I:J", help="hero level I against level J")
    ap.add_argument("--games", type=int, default=1000, help="games a cell (default 1000)")
    ap.add_argument("--chunk", type=int, default=100, help="games a chunk (default 100)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--out", type=Path, default=Path(__file__).parent / "matrix", help="the chunks' reports (default bench/matrix/)"
    )
    ap.add_argument("--sum", action="store_true", help="add the chunks up instead of playing")
    args = ap.parse_args(argv)
    if args.chunk % args.players:
        # game i of a run sits the hero at seat i mod players: a chunk must keep the seats of the whole run
        ap.error(f"--chunk must be a multiple of --players ({args.players})")
    cells = [(int(i), int(j)) for i, j in (c.split(":") for c in args.cells)]
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.sum:
        for cell in cells:
            play_cell(args, cell)
    return {
        "bench": "cells",
        "game": args.game,
        "players": args.players,
        "options": args.options,
        "baseline": round(1 / args.players, 4),
        "cells": {f"{i} vs {j}": sum_cell(args, (i, j)) for i, j in cells},
    }


if __name__ == "__main__":
    print(json.dumps(main(), indent=2))
