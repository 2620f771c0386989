"""Search a heuristic bot's numbers by seeded self-play (prints JSON).

A (1+1) evolution strategy over a frozen dataclass of numbers (a game's *problem*, below):
each step changes one to three numbers of the best so far by a normal deviate of that number's
scale, and plays the candidate on the same seeded games as the best; the candidate replaces the
best when it scores more. A search over one seed set flatters its winner, so the best numbers are
then played on fresh seeds (``--check``), which is the figure to report.

Problems:

- ``arcticscavengers``: ``bot.Weights`` of the heuristic (strength 3's reading of rivals); the
  score is its share of the wins against strength 3 with today's numbers, 2-player games, its
  seat alternating. Found ``bot.TUNED``::

      python3 bench/tune.py arcticscavengers --steps 100 --games 600 --seed 1 --check 2000

- ``roomtwentyfive``: ``bots.Risks`` of the heuristic at strength 3 (what it makes of rooms
  nobody saw, of colours told and of known rooms); the score is the team's win rate of four
  such bots in co-operation. Session 10 stopped it after 36 of 80 steps
  (``--steps 80 --games 600 --seed 1``): 0.257 on the training seeds, but on 2,000 fresh
  seeds its best numbers took 0.254 [0.235, 0.273] against today's 0.245 [0.227, 0.264]:
  no gain, so the numbers stay.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT / "bench"))

from arena import wilson

import tabletop  # noqa: F401  (registers every game and its bots)
from tabletop.arcticscavengers import bot as arctic
from tabletop.core.bots import Bot, seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.roomtwentyfive import bots as room25


@dataclass(frozen=True)
class Problem:
    """What to tune: today's numbers, how far a step moves each, and the score of a candidate."""

    default: Any  #: a frozen dataclass of floats
    scales: Mapping[str, float]  #: a standard deviation a step, by field
    score: Callable[[Any, range], float]  #: the candidate's score over the games seeded ``seeds``
    what: str


def _play(game_id: str, players: int, options: Mapping[str, Any], seed: int, bots: list[Bot]) -> Any:
    """One seeded game of ``bots`` (the arena's bot stream); its outcome."""
    state = get_game(game_id).new(players, dict(options), seed)
    rng = Rng(seed ^ 0xB07B07)
    while not state.is_over():
        player = state.active_players()[0]
        state = state.apply(player, bots[player].choose(seat_of(state, player), rng))
    return state.outcome()


def _arctic(weights: arctic.Weights, seeds: range) -> float:
    won = 0.0
    for seed in seeds:
        hero = seed % 2
        bots: list[Bot] = [arctic.HeuristicBot(3, weights if s == hero else arctic.DEFAULT) for s in range(2)]
        outcome = _play("arcticscavengers", 2, {}, seed, bots)
        if outcome is not None and hero in outcome.winners:
            won += 1.0 / len(outcome.winners)
    return won / len(seeds)


def _room25(risks: room25.Risks, seeds: range) -> float:
    escaped = 0
    for seed in seeds:
        bots: list[Bot] = [room25.HeuristicBot(3, risks) for _ in range(4)]
        outcome = _play("roomtwentyfive", 4, {"mode": "cooperation"}, seed, bots)
        escaped += bool(outcome is not None and outcome.winners)
    return escaped / len(seeds)


PROBLEMS: dict[str, Problem] = {
    "arcticscavengers": Problem(
        arctic.DEFAULT,
        {
            "people": 0.3,
            "people_late": 0.4,
            "person_work": 0.2,
            "tool_work": 0.2,
            "hunt_dig": 0.15,
            "med": 0.3,
            "special": 0.5,
            "junk": 0.3,
            "keep_dug": 0.3,
            "price": 0.05,
            "kept_fight": 0.3,
            "keep_share": 0.15,
            "fight_bias": 1.5,
            "keep_bias": 0.7,
            "read_fight": 0.4,
        },
        _arctic,
        "share of the wins against strength 3 with today's numbers (2 players)",
    ),
    "roomtwentyfive": Problem(
        room25.DEFAULT,
        {
            "unknown": 1.0,
            "red": 4.0,
            "yellow": 0.6,
            "known": 0.3,
            "unseen_step": 3.0,
            "yellow_step": 1.0,
            "look_ahead": 4.0,
        },
        _room25,
        "the team's win rate of four strength-3 bots in co-operation",
    ),
}


def mutate(numbers: Any, scales: Mapping[str, float], rng: Rng) -> Any:
    """``numbers`` with one to three fields moved by a normal deviate of their scale."""
    names = list(scales)
    changes: dict[str, float] = {}
    for _ in range(1 + rng.randbelow(3)):
        name = names[rng.randbelow(len(names))]
        u1, u2 = max(1e-12, rng.random()), rng.random()  # Box-Muller
        z = math.sqrt(-2 * math.log(u1)) * math.cos(2 * math.pi * u2)
        changes[name] = getattr(numbers, name) + scales[name] * z
    return dataclasses.replace(numbers, **changes)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("problem", choices=sorted(PROBLEMS))
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--games", type=int, default=600, help="training games a candidate")
    ap.add_argument("--seed", type=int, default=1, help="the first training seed")
    ap.add_argument("--check", type=int, default=2000, help="fresh games for the best numbers at the end")
    ap.add_argument("--start", type=str, default="", help="JSON of numbers to start from (default: today's)")
    args = ap.parse_args(argv)
    problem = PROBLEMS[args.problem]
    started = time.time()
    rng = Rng(args.seed * 7919)
    train = range(args.seed, args.seed + args.games)
    best = dataclasses.replace(problem.default, **json.loads(args.start)) if args.start else problem.default
    best_score = first = problem.score(best, train)
    trail: list[dict[str, Any]] = [{"step": 0, "score": first}]
    for step in range(1, args.steps + 1):
        cand = mutate(best, problem.scales, rng)
        s = problem.score(cand, train)
        if s > best_score:
            best, best_score = cand, s
            trail.append({"step": step, "score": s, "numbers": dataclasses.asdict(best)})
            print(json.dumps(trail[-1]), file=sys.stderr, flush=True)
    fresh = range(1_000_000 + args.seed, 1_000_000 + args.seed + args.check)
    check = problem.score(best, fresh) if args.check else None
    before = problem.score(problem.default, fresh) if args.check else None
    report = {
        "bench": "tune",
        "problem": args.problem,
        "score": problem.what,
        "steps": args.steps,
        "training_games": args.games,
        "training_score": best_score,
        "training_score_before": first,
        "numbers": dataclasses.asdict(best),
        "changed": {k: v for k, v in dataclasses.asdict(best).items() if v != getattr(problem.default, k)},
        "check_games": args.check,
        "check_score": check,
        "check_ci95": wilson(check, args.check) if check is not None else None,
        "check_score_before": before,
        "trail": trail,
        "seconds": round(time.time() - started, 1),
    }
    print(json.dumps(report, indent=1))
    return report


if __name__ == "__main__":
    main()
