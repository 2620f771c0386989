"""Search the Arctic Scavengers heuristic's numbers (``bot.Weights``) by paired self-play (prints JSON).

A (1+1) evolution strategy: each step changes a few numbers of the best weights so far by a
random amount (each number has its own scale) and plays the candidate against the reference
bot (the strength-3 heuristic with today's weights) on the same seeded 2-player games; the
candidate replaces the best when it takes more of the wins. Every game of a step is seeded
from the training seeds, so two candidates are compared on the same deals; the best one is then
played on fresh seeds (``--check``), as a search over one seed set flatters its winner.

    python3 bench/arctic_tune.py --steps 80 --games 600 --seed 1 --check 2000
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT / "bench"))

from arena import wilson

import tabletop  # noqa: F401  (registers every game and its bots)
from tabletop.arcticscavengers.bot import DEFAULT, HeuristicBot, Weights
from tabletop.core.bots import seat_of
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng

#: how far one step moves each number (a standard deviation)
SCALES: dict[str, float] = {
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
}


def share(weights: Weights, seeds: range, reference: Weights = DEFAULT) -> float:
    """The candidate's share of the wins over 2-player games seeded ``seeds`` (its seat alternating)."""
    game = get_game("arcticscavengers")
    won = 0.0
    for seed in seeds:
        state = game.new(2, {}, seed)
        hero = seed % 2
        bots = [HeuristicBot(3, weights if s == hero else reference) for s in range(2)]
        rng = Rng(seed ^ 0xB07B07)
        while not state.is_over():
            player = state.active_players()[0]
            state = state.apply(player, bots[player].choose(seat_of(state, player), rng))
        outcome = state.outcome()
        if outcome is not None and hero in outcome.winners:
            won += 1.0 / len(outcome.winners)
    return won / len(seeds)


def mutate(w: Weights, rng: Rng) -> Weights:
    names = list(SCALES)
    k = 1 + rng.randbelow(3)
    changes: dict[str, float] = {}
    for _ in range(k):
        name = names[rng.randbelow(len(names))]
        # a normal deviate from two uniforms (Box-Muller)
        u1, u2 = max(1e-12, rng.random()), rng.random()
        z = math.sqrt(-2 * math.log(u1)) * math.cos(2 * math.pi * u2)
        changes[name] = getattr(w, name) + SCALES[name] * z
    return dataclasses.replace(w, **changes)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=60)
    ap.add_argument("--games", type=int, default=600, help="training games a candidate")
    ap.add_argument("--seed", type=int, default=1, help="the first training seed")
    ap.add_argument("--check", type=int, default=2000, help="fresh games for the best weights at the end")
    ap.add_argument("--start", type=str, default="", help="JSON of weights to start from (default: today's)")
    args = ap.parse_args(argv)
    started = time.time()
    rng = Rng(args.seed * 7919)
    train = range(args.seed, args.seed + args.games)
    best = dataclasses.replace(DEFAULT, **json.loads(args.start)) if args.start else DEFAULT
    best_share = share(best, train)
    trail = [{"step": 0, "share": best_share}]
    for step in range(1, args.steps + 1):
        cand = mutate(best, rng)
        s = share(cand, train)
        if s > best_share:
            best, best_share = cand, s
            trail.append({"step": step, "share": s, "weights": dataclasses.asdict(best)})
            print(json.dumps(trail[-1]), file=sys.stderr, flush=True)
    fresh = range(1_000_000 + args.seed, 1_000_000 + args.seed + args.check)
    check = share(best, fresh) if args.check else None
    report = {
        "bench": "arctic_tune",
        "steps": args.steps,
        "training_games": args.games,
        "training_share": best_share,
        "weights": dataclasses.asdict(best),
        "changed": {k: v for k, v in dataclasses.asdict(best).items() if v != getattr(DEFAULT, k)},
        "check_games": args.check,
        "check_share": check,
        "check_ci95": wilson(check, args.check) if check is not None else None,
        "trail": trail,
        "seconds": round(time.time() - started, 1),
    }
    print(json.dumps(report, indent=1))
    return report


if __name__ == "__main__":
    main()
