"""Positions that hold secrets random playouts do not reach, for the conformance privacy check.

Seeded random playouts and bot games of Polis never bring 8 units of both
sides into one territory, so they never reach a battle, the only place where
Polis hides something from a seat (its battle hand). Each start here is a new
game whose units are moved, through the save format the rules read
(``to_dict``/``from_dict``, with its checks), so that the turn's end starts a
battle; the course is then played by the legal actions, by random players
(hot-seat) or with a bot at one seat. Challengers! starts where a won
trophy's fans are still hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.core.game import Game, State
from tabletop.core.rng import Rng
from tabletop.polis import data as PD
from tests.support.playouts import choose


@dataclass(frozen=True)
class Start:
    """A position built for the privacy check: ``build(seed)`` and the seats a bot plays (seat -> level)."""

    name: str
    build: Callable[[Game[Any], int], State[Any]]
    bots: Mapping[int, int] = field(default_factory=dict)


def _polis_battle(node: str, units: tuple[int, int]) -> Callable[[Game[Any], int], State[Any]]:
    """A Polis game in round 2 with ``units`` of each side at ``node``: the first turn's end starts a battle."""
    kind = "hoplite" if node in PD.LAND else "galley"

    def build(game: Game[Any], seed: int) -> State[Any]:
        state = game.new(2, {}, seed)
        while state.active_players() and state.to_dict()["phase"] != "action":  # a set-up event's choices
            p = state.active_players()[0]
            state = state.apply(p, state.legal_actions(p)[0])
        data = state.to_dict()
        data["round"] = 2
        for p in (0, 1):
            pool = data["sides"][p]["pool"]
            add = units[p] - data["units"][node][p]
            assert 0 <= add <= pool[kind], (node, p, add)
            pool[kind] -= add
            data["units"][node][p] = units[p]
        start = game.from_dict(data)
        mover = start.active_players()[0]
        end = start.apply(mover, "pass")  # the turn ends: the battle starts
        assert end.to_dict()["battle"] is not None, f"no battle at {node}"
        return end

    return build


def _challengers_hidden_trophy(game: Game[Any], seed: int) -> State[Any]:
    """Challengers! for 3 players, played at random until a trophy is won while its fans stay hidden (§10).

    The seeded playouts check a step budget that a long 3-player tournament
    rarely reaches with such a trophy, so a view that showed its fans would
    pass them.
    """
    state: Any = game.new(3, {}, seed)
    rng = Rng(seed)
    while not any(
        h >= 0 and not state.trophy_public(r + 1, k) for r, row in enumerate(state.holders) for k, h in enumerate(row)
    ):
        player, action = choose(state, rng)
        state = state.apply(player, action)
    return state


#: per game: positions whose secrets seeded random play does not reach
STARTS: dict[str, list[Start]] = {
    "polis": [
        Start("land battle, hot-seat", _polis_battle("korinthia", (4, 4))),
        Start("sea battle, hot-seat", _polis_battle("kyklades", (4, 4))),
        Start("land battle against the bot", _polis_battle("korinthia", (4, 4)), {1: 2}),
        Start("sea battle against the bot", _polis_battle("kyklades", (4, 4)), {0: 2}),
    ],
    "challengers": [Start("a trophy won, its fans hidden", _challengers_hidden_trophy)],
}
