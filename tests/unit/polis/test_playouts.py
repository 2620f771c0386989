"""Random playouts: unit conservation and resource invariants after every action; privacy of battle hands."""

from __future__ import annotations

from tabletop.core.bots import bot_move, make_bot
from tabletop.core.rng import Rng
from tabletop.polis import data as D
from tabletop.polis.game import PolisState
from tests.support.playouts import choose
from tests.unit.polis.helpers import ATHENS, GAME, SPARTA, play, position


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


def test_bot_games_keep_the_invariants() -> None:
    bot = make_bot("polis", "heuristic", 1)
    for seed in range(6):
        s = GAME.new(2, {}, seed)
        rng = Rng(seed)
        while not s.is_over():
            p = s.active_players()[0]
            s = s.apply(p, bot_move(bot, s, p, rng))
            _check(s)  # type: ignore[arg-type]
        assert s.outcome() is not None


def _battle(node: str, seed: int) -> PolisState:
    """Round 2, 4 units a side at ``node``, Sparta ends its turn: the battle starts (bot games reach none)."""
    s = position(SPARTA, round_=2)
    kind = "hoplite" if node in D.LAND else "galley"
    for p in (SPARTA, ATHENS):
        s.pool[p][kind] -= 4 - s.units[node][p]
        s.units[node][p] = 4
    s.rng = Rng(seed)
    return play(s, "pass")


def test_bot_battles_keep_each_hand_private() -> None:
    bot = make_bot("polis", "heuristic", 1)
    steps = 0
    for seed, node in enumerate(("kyklades", "korinthia", "kyklades", "korinthia")):
        s = _battle(node, seed)
        rng = Rng(seed)
        assert s.battle is not None
        while s.battle is not None:
            steps += 1
            for viewer in (SPARTA, ATHENS, None):
                obs = s.observation(viewer)
                assert obs["battle"]["hands"] == [s.hands[p] if p == viewer else None for p in (SPARTA, ATHENS)]
                drawn = [e["args"]["cards"] for e in obs["log"] if e["key"] == "polis.drawn"]
                if viewer is None:
                    assert drawn == []
                else:  # the seat's own hand of this battle, as drawn: its hand and the cards it played
                    assert sorted(drawn[-1]) == sorted(s.hands[viewer] + s.battle["played"][viewer])
            p = s.active_players()[0]
            s = s.apply(p, bot_move(bot, s, p, rng))
            _check(s)
    assert steps >= 8  # four battles, each at least a retreat offer and an exchange
