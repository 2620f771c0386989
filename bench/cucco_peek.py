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

With ``--reply`` two more heroes play a best reply to the others for the deal
in progress (:func:`best_reply`): they know the others are the strength-2
heuristic, and for each choice they play the deal out many times with them and
keep the choice that leaves them penalised less often. One knows every hand.
The other knows only the cards of the players who have already acted in this
deal, which is all that any inference could learn: the cards of the players
still to act that no request has reached (only a pass on the hero's own card
carries one past it) are as random to a fair bot as the deck's. That hero is a
bound on a fair bot at this table.

Game ``i`` is seeded ``--seed + i`` with the hero at seat ``i % players``, as in
``bench/arena.py``.

    python3 bench/cucco_peek.py --players 4 --games 600
    python3 bench/cucco_peek.py --players 4 --games 200 --options '{"rounds": 10}'
    python3 bench/cucco_peek.py --players 4 --games 300 --search --jobs 2
    python3 bench/cucco_peek.py --players 4 --games 1000 --reply --jobs 2
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
from tabletop.cucco.determinize import arrange_hidden
from tabletop.cucco.game import CHANGE, KEEP, CuccoState, Move

HEURISTIC = make_bot("cucco", "heuristic", 2)


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


def _penalised(state: CuccoState, hero: int, change: bool) -> bool:
    """Whether ``hero`` ends the deal penalised if it makes ``change`` now and the others
    play the strength-2 heuristic; plays on ``state``'s deal in place."""
    deal = state.deal
    if deal is None:  # pragma: no cover - the hero acts in a deal
        raise ValueError("no deal in progress")
    deal.act(change, state.rng)
    while not deal.over:
        seat = deal.current
        if seat is None:  # pragma: no cover - a deal not over has a player to act
            break
        move = HEURISTIC.choose(Seat(state.game, seat, state.observation(seat), state.legal_actions(seat)), state.rng)
        deal.act(move.change, state.rng)
    return hero in deal.showdown(bool(state.options["cancellation"])).penalised


def best_reply(state: CuccoState, hero: int, rng: Rng, samples: int, acted_only: bool) -> Move:
    """The choice that leaves ``hero`` penalised in fewer of ``samples`` playouts of the deal.

    A sample keeps the cards the hero knows, and the others' too (every hand, or with
    ``acted_only`` those of the players who have acted in this deal); the rest (the deck's,
    and the cards of the players still to act) are dealt again. Keep and change are played
    out on the same sample, and a tie goes to the heuristic's choice.
    """
    legal = state.legal_actions(hero)
    if len(legal) == 1:
        return legal[0]
    penalties = {True: 0, False: 0}
    for _ in range(samples):
        sample = state.copy()
        sample.rng = Rng(rng.next_u64())
        deal = sample.deal
        if deal is None:  # pragma: no cover - copied from a state with a deal
            raise ValueError("no deal in progress")
        later = deal.order[deal.order.index(hero) + 1 :] if acted_only else ()
        # nobody has asked for these cards (a request that reached one moved or showed it)
        redeal = [s for s in later if deal.history[s] == (s,) and not deal.knows(hero, s)]
        pile = [] if deal.deck_known else deal.deck  # a deck of reshuffled discards is public, not its order
        held = [c for c in (deal.card[s] for s in redeal) if c is not None]
        cards = arrange_hidden(held + pile, [deal.excluded[s] for s in redeal], rng)
        for s, card in zip(redeal, cards, strict=False):
            deal.card[s] = card
        if deal.deck_known:
            rng.shuffle(deal.deck)
        else:
            deal.deck = cards[len(redeal) :]
        for change in (True, False):
            penalties[change] += _penalised(sample.copy(), hero, change)
    if penalties[True] == penalties[False]:
        return cast(Move, HEURISTIC.choose(seat_of(state, hero), rng))
    return CHANGE if penalties[True] < penalties[False] else KEEP


def play(job: tuple[int, int, dict[str, Any], int, str, int]) -> float:
    """The hero's share of the win in one seeded game; ``kind``: "peek", "search", "reply",
    "reply-acted" or "plain"."""
    index, players, options, seed, kind, samples = job
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
        elif kind in ("reply", "reply-acted"):
            action = best_reply(cast(CuccoState, state), player, rng, samples, kind == "reply-acted")
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
    ap.add_argument("--reply", action="store_true", help="also the two best replies to the heuristic")
    ap.add_argument("--samples", type=int, default=100, help="playouts of each choice in a best reply")
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
        if args.reply:
            heroes = {
                "best reply that knows every hand": "reply",
                "best reply that knows the cards of the players who have acted": "reply-acted",
                **heroes,
            }
        for name, kind in heroes.items():
            jobs = [(i, args.players, args.options, args.seed + i, kind, args.samples) for i in range(args.games)]
            rate = sum(pool.map(play, jobs, chunksize=max(1, args.games // 16))) / args.games
            report[name] = {"win_rate": round(rate, 4), "ci95": wilson(rate, args.games)}
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
