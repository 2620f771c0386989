#!/usr/bin/env python3
"""Bot matchups for any game: seeded games, win rates with 95 % intervals, decision times (prints JSON).

One harness for every game. A matchup seats one *hero* bot against copies of
the other bots of a lineup; the hero's seat rotates with the game index, and
game ``i`` uses seed ``seed + i`` in every matchup, so matchups are paired.

- ``win_rate``: the hero's share of the wins (a shared win counts as a
  fraction), to compare with ``baseline`` = 1/players; ``ci95`` is its
  Wilson 95 % interval.
- ``team_win_rate``: games with any winner (what a co-operative game reports).
- ``hero_mean_score``: the hero's mean final score.
- ``hero_decision_time``: CPython wall-clock and CPU seconds of the hero's
  ``choose`` for decisions with a real choice (median, p95, max).

Examples::

    python3 bench/arena.py cucco search:2 heuristic:2 --players 4 --options '{"rounds": 3}'
    python3 bench/arena.py magiccircle heuristic:2 random --games 200 --jobs 2
    python3 bench/arena.py roomtwentyfive heuristic:2 --players 4 --options '{"mode": "coop"}'
    python3 bench/arena.py cucco --matrix random heuristic:2 search:2 --games 100   # every ordered pair
    python3 bench/arena.py khronos level:5 level:4 --games 100                       # levels (1-5)
    python3 bench/arena.py polis --levels --games 200 --jobs 1                       # k+1 against k
    python3 bench/arena.py cucco --levels --pairs 1 4 --players 4 --games 100        # 2 vs 1, 5 vs 4
    python3 bench/arena.py challengers --level-matrix --players 4 --games 1000       # every level pair
    python3 bench/arena.py magiccircle --level-matrix --only-levels 1 2 3 4           # without level 5

``--levels`` plays each level against the one below (the hero is level k+1, the other
seats level k; ``steps`` in the JSON: the upper level's win rate and its interval,
``baseline`` the even share). ``--level-matrix`` plays level i (hero) against level j for
every pair (``matrix`` in the JSON); with 2 players only i > j, as j against i is the
complement. A level is written ``level:<n>`` anywhere a bot is.

The game-specific benches (``bench/<game>_bench.py``) only name their
default matchups and options and call :func:`run`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))

import tabletop  # noqa: F401  (registers every game and its bots)
from tabletop.core.bots import LEVELS, make_bot, make_level, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

Times = list[tuple[float, float]]  # (wall seconds, CPU seconds) per decision


@dataclass(frozen=True)
class Entrant:
    """A bot by registered name and strength, written ``name`` or ``name:strength``;
    ``level:<n>`` is the game's level n (``tabletop.core.bots.make_level``)."""

    name: str
    strength: int = 2

    @classmethod
    def parse(cls, text: str) -> Entrant:
        name, _, strength = text.partition(":")
        return cls(name, int(strength) if strength else 2)

    def __str__(self) -> str:
        return f"{self.name}:{self.strength}"

    def make(self, game: str) -> Any:
        return make_level(game, self.strength) if self.name == "level" else make_bot(game, self.name, self.strength)


@dataclass(frozen=True)
class Job:
    game: str
    lineup: tuple[Entrant, ...]  # hero first
    index: int
    players: int
    options: dict[str, Any]
    seed: int


@dataclass(frozen=True)
class Result:
    share: float
    any_winner: bool
    score: float
    times: Times


def play(job: Job) -> Result:
    """One seeded game; the hero sits at ``index % players``, the others fill the rest in turn."""
    game = get_game(job.game)
    state = game.new(job.players, job.options, job.seed)
    hero = job.index % job.players
    others = job.lineup[1:] or job.lineup[:1]
    entrants = [
        job.lineup[0] if s == hero else others[((s - hero - 1) % job.players) % len(others)] for s in range(job.players)
    ]
    bots = [e.make(job.game) for e in entrants]
    rng = Rng(job.seed ^ 0xB07B07)
    times: Times = []
    steps = 0
    while not state.is_over():
        player = state.active_players()[0]
        seat = seat_of(state, player)
        started, cpu = time.perf_counter(), time.process_time()
        action = bots[player].choose(seat, rng)
        if player == hero and len(seat.legal) > 1:
            times.append((time.perf_counter() - started, time.process_time() - cpu))
        state = state.apply(player, action)
        steps += 1
        if steps > game.max_actions:
            raise RuntimeError(f"{job.game} seed {job.seed} did not end")
    outcome = state.outcome()
    if outcome is None:  # pragma: no cover - is_over() implies an outcome
        raise RuntimeError("the game did not end")
    share = 1.0 / len(outcome.winners) if hero in outcome.winners else 0.0
    return Result(share, bool(outcome.winners), float(outcome.scores[hero]), times)


def wilson(rate: float, n: int, z: float = 1.96) -> list[float]:
    """The Wilson score interval of a proportion ``rate`` over ``n`` trials."""
    if n == 0:
        return [0.0, 1.0]
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def percentiles(values: list[float]) -> dict[str, float]:
    """Median, p95 and max of ``values``, rounded to 4 places (seconds)."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median_s": round(statistics.median(ordered), 4), "p95_s": round(p95, 4), "max_s": round(ordered[-1], 4)}


def time_summary(times: Times) -> dict[str, Any]:
    """Wall-clock and CPU-time figures (CPU time is robust to a busy machine)."""
    if not times:
        return {"decisions": 0}
    return {
        "decisions": len(times),
        "wall": percentiles([w for w, _ in times]),
        "cpu": percentiles([c for _, c in times]),
    }


def run(
    game: str,
    matchups: Sequence[Sequence[Entrant]],
    *,
    players: int,
    options: dict[str, Any] | None = None,
    games: int = 1000,
    seed: int = 1,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play every matchup (a lineup, hero first) ``games`` times; the report as a dict."""
    options = dict(options or {})
    get_game(game).validate_options(players, options)
    for lineup in matchups:
        if len(lineup) > players:
            # the extra bots would be dropped without a word: a "5 vs 3" that is a solo game
            raise ValueError(f"{len(lineup)} bots ({', '.join(map(str, lineup))}) at a table of {players}")
    report: dict[str, Any] = {
        "bench": "arena",
        "game": game,
        "python": platform.python_implementation() + " " + platform.python_version(),
        "games_per_matchup": games,
        "players": players,
        "options": options,
        "seed": seed,
        "baseline": round(1 / players, 4),
        "matchups": {},
    }
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        for lineup in matchups:
            batch = [Job(game, tuple(lineup), i, players, options, seed + i) for i in range(games)]
            t0 = time.perf_counter()
            results = list(pool.map(play, batch, chunksize=max(1, games // (8 * max(1, jobs)))))
            rate = sum(r.share for r in results) / len(results)
            name = f"{lineup[0]} vs {', '.join(str(e) for e in lineup[1:]) or 'itself'}"
            report["matchups"][name] = {
                "games": len(results),
                "win_rate": round(rate, 4),
                "ci95": wilson(rate, len(results)),
                "team_win_rate": round(sum(r.any_winner for r in results) / len(results), 4),
                "hero_mean_score": round(statistics.mean(r.score for r in results), 2),
                "hero_decision_time": time_summary([t for r in results for t in r.times]),
                "seconds": round(time.perf_counter() - t0, 1),
            }
    report["seconds"] = round(time.perf_counter() - started, 1)
    return report


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("lineup", nargs="*", help="bots as name[:strength], hero first (default: heuristic random)")
    ap.add_argument("--matrix", nargs="+", metavar="BOT", help="every ordered pair of these bots, hero vs the other")
    ap.add_argument("--levels", action="store_true", help="each level k+1 against level k (hero k+1)")
    ap.add_argument(
        "--level-matrix",
        action="store_true",
        help="every level against every other (hero i, the others j); with 2 players only i > j",
    )
    ap.add_argument(
        "--pairs", type=int, nargs="+", metavar="K", help="with --levels: only these lower levels k (default 1 2 3 4)"
    )
    ap.add_argument(
        "--only-levels", type=int, nargs="+", metavar="K", help="with --level-matrix: only these levels (default all)"
    )
    ap.add_argument("--players", type=int, help="default: the game's smallest table that seats every bot named")
    ap.add_argument("--options", type=json.loads, default={}, help="game options as JSON")
    ap.add_argument("--games", type=int, default=1000, help="games per matchup (default 1000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    named = 2 if args.levels or args.level_matrix or args.matrix else len(args.lineup or ["heuristic", "random"])
    players = args.players or max(get_game(args.game).min_players, named)  # never a solo table for a matchup
    if args.levels:
        lower = args.pairs or list(LEVELS[:-1])
        matchups: list[list[Entrant]] = [[Entrant("level", k + 1), Entrant("level", k)] for k in lower]
    elif args.level_matrix:
        chosen = [k for k in LEVELS if k in (args.only_levels or LEVELS)]
        cells = [(i, j) for i in chosen for j in chosen if (i > j if players == 2 else i != j)]
        matchups = [[Entrant("level", i), Entrant("level", j)] for i, j in cells]
    elif args.matrix:
        bots = [Entrant.parse(b) for b in args.matrix]
        matchups = [[a, b] for a in bots for b in bots if a != b]
    else:
        matchups = [[Entrant.parse(b) for b in (args.lineup or ["heuristic", "random"])]]
    report = run(
        args.game, matchups, players=players, options=args.options, games=args.games, seed=args.seed, jobs=args.jobs
    )
    if args.levels:
        report["steps"] = {
            f"{k + 1} vs {k}": {
                key: m[key] for key in ("games", "win_rate", "ci95", "hero_mean_score", "team_win_rate")
            }
            | {"above_even": m["ci95"][0] > report["baseline"], "upper_level_time": m["hero_decision_time"]}
            for k, m in zip(lower, report["matchups"].values(), strict=True)
        }
    if args.level_matrix:
        report["matrix"] = {
            f"{i} vs {j}": {key: m[key] for key in ("games", "win_rate", "ci95")}
            | {"above_even": m["ci95"][0] > report["baseline"]}
            for (i, j), m in zip(cells, report["matchups"].values(), strict=True)
        }
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()


def run_in_pyodide(snippet: str, args: dict[str, Any], timeout: int = 3600) -> dict[str, Any]:
    """Run the Python ``snippet`` inside Pyodide under Node (``tests/pyodide/run.mjs``: the
    repository at ``/repo``, ``ARGS_JSON`` set to ``args``) and return the JSON of its last
    expression, or ``{"error": [...]}`` with the end of Node's error output."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(snippet)
        script = f.name
    try:
        out = subprocess.run(
            ["node", str(ROOT / "tests/pyodide/run.mjs"), script, json.dumps(args)],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
            check=False,
        )
    finally:
        os.unlink(script)
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-3:] or ["node failed"]}
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result
