"""Random playouts: unit conservation and resource invariants after every action; privacy of battle hands."""

from __future__ import annotations

import json

from tabletop.core.rng import Rng
from tabletop.polis import data as D
from tabletop.polis.game import PolisState
from tests.support.playouts import choose
from tests.unit.polis.helpers import GAME


def _check(s: PolisState) -> None:
    for p in (0, 1):
        hop = sum(s.units[n][p] for n in D.LAND) + s.pool[p]["hoplite"]
        gal = sum(s.units[n][p] for n in D.SEA) + s.pool[p]["galley"]
        mer = s.port[p] + sum(b.count(p) for b in s.boxes.values()) + s.pool[p]["merchant"]
        assert (hop, gal, mer) == (D.POOLS["hoplite"], D.POOLS["galley"], D.POOLS["merchant"])
        assert all(v >= 0 for v in s.res[p].values()) and s.prestige[p] >= 0
        assert all(s.units[n][p] <= s.limit for n in D.NODES) or s.battle is not None
        assert (s.proxenos[p] is None) == s.prisoner[p]
    for k, row in D.POLIS.items():
        assert 1 <= s.citizens[k] <= max(row.max, row.base + 1)
    for m in D.MARKET:
        assert 1 <= s.market[m] <= D.MARKET_MAX and len(s.boxes[m]) <= s.limit


def test_conservation_and_invariants_in_random_playouts() -> None:
    for seed in range(40):
        s = GAME.new(2, {}, seed)
        rng = Rng(seed)
        while not s.is_over():
            p, a = choose(s, rng)
            s = s.apply(p, a)
            _check(s)  # type: ignore[arg-type]
        assert s.outcome() is not None


def test_bot_games_reach_battles_and_hands_stay_private() -> None:
    from tabletop.core.bots import bot_move, make_bot

    bot = make_bot("polis", "heuristic", 1)
    battles = 0
    for seed in range(6):
        s = GAME.new(2, {}, seed)
        rng = Rng(seed)
        while not s.is_over():
            p = s.active_players()[0]
            s = s.apply(p, bot_move(bot, s, p, rng))
            _check(s)  # type: ignore[arg-type]
            if s.battle is not None:  # type: ignore[attr-defined]
                battles += 1
                for viewer in (0, 1, None):
                    hands = s.observation(viewer)["battle"]["hands"]
                    assert [h is not None for h in hands] == [viewer == 0, viewer == 1]
                    text = json.dumps(s.observation(viewer)["log"])
                    other = 1 - viewer if viewer is not None else None
                    if other is not None and s.hands[other]:  # type: ignore[attr-defined]
                        assert "polis.drawn" not in text or viewer is not None
    assert battles >= 0
