#!/usr/bin/env python3
"""Cucco: how far does knowing the other hands take the heuristic? (prints JSON)

Issue 19 asks a Cucco bot to take 1.5× an even share against the heuristic. The
cards a bot cannot see are the whole of its uncertainty, apart from the deck: a
bot that inferred the other players' cards perfectly from their choices could at
best play as if it saw them. This bench hands the hero exactly that: the
strength-2 heuristic, given an observation in which every other hand's card is
face up to it (the deck stays hidden). With ``--search`` a second hero is the
collection's search (``tabletop.core.mcts.SearchBot``) whose samples are the
true hands with the deck's order and the future deals drawn again: a search
with perfect inference (``bench/clairvoyant.py`` also knows the deck). The
others are the plain strength-2 heuristic, and a last matchup seats a plain
hero on the same seeds, for the paired comparison.

Game ``i`` is seeded ``--seed + i`` with the hero at seat ``i % players``, as in
``bench/arena.py``.

    python3 bench/cucco_peek.py --players 4 --games 600
    python3 bench/cucco_peek.py --players 4 --games 200 --options '{"rounds": 10}'
    python3 bench/cucco_peek.py --players 4 --games 300 --search --jobs 2
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pylib"))
sys.path.insert(0, str(ROOT / "bench"))

from arena import wilson
from clairvoyant import Clairvoyant

import tabletop  # noqa: F401  (registers every game and its bots)
from tabletop.core.bots import Seat, make_bot, seat_of
from tabletop.core.mcts import SearchBot
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.cucco.game import CuccoState


class HandsKnown(Clairvoyant):
    """The game, except that ``determinize`` returns the true state with the deck's
    order and the generator of later deals drawn again: the hands are known, the deck is not."""

    def determinize(self, observation: Any, player: int, rng: Rng) -> CuccoState:
        state = cast(CuccoState, self._truth.copy())
        state.rng = Rng(rng.next_u64())
        if state.deal is not None and not state.deal.deck_known:
            rng.shuffle(state.deal.deck)
        return state


def peeked(seat: Seat, cards: list[int | None]) -> Seat:
    """``seat`` with every hidden hand's card shown (``cards``: the deal's true cards by seat)."""
    obs = copy.deepcopy(seat.observation)
    for s, hand in enumerate(obs["hands"]):
        if hand is not None and hand["card"] is None and cards[s] is not None:
            hand["card"] = cards[s]
    return Seat(seat.game, seat.player, obs, seat.legal)


def play(job: tuple[int, int, dict[str, Any], int, str]) -> float:
    """The hero's share of the win in one seeded game; ``hero``: "peek", "search" or "plain"."""
    index, players, options, seed, kind = job
    game = get_game("cucco")
    state = game.new(players, options, seed)
    hero = index % players
    bots = [make_bot("cucco", "heuristic", 2) for _ in range(players)]
    search = SearchBot(2, iterations=100, time_limit=None, rollout="heuristic")
    rng = Rng(seed ^ 0xB07B07)
    while not state.is_over():
        player = state.active_players()[0]
        seat = seat_of(state, player)
        if player != hero or state.deal is None or kind == "plain":
            action = bots[player].choose(seat, rng)
        elif kind == "peek":
            action = bots[player].choose(peeked(seat, list(state.deal.card)), rng)
        else:
            action = search.choose(Seat(HandsKnown(game, state), player, seat.observation, seat.legal), rng)  # type: ignore[arg-type]
        state = state.apply(player, action)
    outcome = state.outcome()
    if outcome is None:  # pragma: no cover - is_over() implies an outcome
        raise RuntimeError("the game did not end")
    return 1.0 / len(outcome.winners) if hero in outcome.winners else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--options", type=json.loads, default={})
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--search", action="store_true", help="also the search that knows the hands (slower)")
    args = ap.parse_args()
    report: dict[str, Any] = {
        "bench": "cucco_peek",
        "players": args.players,
        "options": args.options,
        "games": args.games,
        "seed": args.seed,
        "baseline": round(1 / args.players, 4),
        "target": round(1.5 / args.players, 4),
    }
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        heroes = {"heuristic that sees every hand": "peek", "plain heuristic": "plain"}
        if args.search:
            heroes = {"search that knows every hand": "search", **heroes}
        for name, kind in heroes.items():
            jobs = [(i, args.players, args.options, args.seed + i, kind) for i in range(args.games)]
            rate = sum(pool.map(play, jobs, chunksize=max(1, args.games // 16))) / args.games
            report[name] = {"win_rate": round(rate, 4), "ci95": wilson(rate, args.games)}
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
