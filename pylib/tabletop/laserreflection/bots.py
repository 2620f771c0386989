"""The Laser Reflection bot: builds a random puzzle, solves with the solver.

It plays the solving of docs/rules/laserreflection.md §1.6.3 (and constructs in created mode, §1.6.1) with the
solver; its levels are docs/bots.md.

It reads only its seat's observation: the target clues, the stock, the
warps and its own grid. Its speed is simulated: each tile it places costs
it a think time set by its strength, stamped into its timed actions, so a
race against it is ranked like a race between people.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from ..core.bots import LevelSpec, Seat, register_bot, register_levels
from ..core.rng import Rng
from .board import Board, Cell, Stock, Tile
from .solver import search

#: mean milliseconds per tile placed, by strength 1..3
PACE_MS = {1: 24_000, 2: 11_000, 3: 5_000}
SOLVE_BUDGET = 400_000


@lru_cache(maxsize=64)
def _solution(clues: tuple[tuple[str, str, int], ...], stock: str, warps: tuple[Cell, ...], size: int) -> Board | None:
    found = search({e: (c, n) for e, c, n in clues}, Stock.parse(stock), warps, size, limit=1, budget=SOLVE_BUDGET)
    return found.solutions[0] if found.solutions else None


def next_fix(solution: Board, grid: Board) -> tuple[str, Cell, Tile | None] | None:
    """The next edit that brings ``grid`` toward ``solution``'s visible layout."""
    visited = sorted(solution.visited())
    for cell in visited:
        if grid[cell] is not None and grid[cell] is not solution[cell]:
            return "take", cell, None
    for cell in visited:
        if grid[cell] is None and solution[cell] is not None:
            return "put", cell, solution[cell]
    return None


class SolverBot:
    """A bot that solves the puzzle it is given with the solver and places its tiles at a pace set by its strength."""

    name = "solver"

    def __init__(self, strength: int = 2, *, pace_ms: int | None = None) -> None:
        self.strength = min(3, max(1, strength))
        #: mean think time per tile placed (default: by strength, :data:`PACE_MS`)
        self.pace_ms = PACE_MS[self.strength] if pace_ms is None else pace_ms

    def _pace(self, rng: Rng) -> int:
        mean = self.pace_ms
        return mean // 2 + rng.randbelow(mean)

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The next step: start or ready, else the edit that brings its grid toward the solver's layout."""
        legal = list(seat.legal)
        verbs: dict[str, list[Any]] = {}
        for a in legal:
            verbs.setdefault(a.verb, []).append(a)
        for verb in ("ready", "start"):
            if verb in verbs:
                return verbs[verb][0]
        obs = seat.observation
        if obs["phase"] == "between":
            return verbs["stop"][0]
        me = obs["me"]
        if obs["phase"] == "construction":
            return rng.choice(verbs["put"])
        clock = int(me["clock_ms"])
        target = me.get("target")
        grid = Board.parse(me["grid"])
        if target:
            key = tuple((e, str(c), int(n)) for e, (c, n) in sorted(target.items()))
            stock = str(Stock({Tile.from_char(k): v for k, v in obs["stock"].items()}))
            warps = tuple((int(r), int(c)) for r, c in obs["warps"])
            solution = _solution(key, stock, warps, grid.size)
            if solution is not None:
                fix = next_fix(solution, grid)
                if fix is not None:
                    verb, cell, tile = fix
                    chosen = next(
                        a for a in verbs.get(verb, []) if a.cells == (cell,) and (tile is None or a.tile == tile.char)
                    )
                    return replace(chosen, at=clock + self._pace(rng))
        giveup = verbs["giveup"][0]
        return replace(giveup, at=clock + self._pace(rng) * 3)


register_bot("laserreflection", "solver", SolverBot)


# levels a player chooses: how fast the solver "thinks" (a mean time per tile it places)
def _paced(ms: int) -> SolverBot:
    return SolverBot(3 if ms <= PACE_MS[3] else 1, pace_ms=ms)


register_levels(
    "laserreflection",
    {
        1: LevelSpec(
            "solver",
            1,
            {"en": "Solves slowly: about 45 s a tile.", "ja": "ゆっくり解きます：1枚に約45秒。"},
            build=lambda: _paced(45_000),
        ),
        2: LevelSpec("solver", 1, {"en": "Solves at about 24 s a tile.", "ja": "1枚に約24秒で解きます。"}),
        3: LevelSpec("solver", 2, {"en": "Solves at about 11 s a tile.", "ja": "1枚に約11秒で解きます。"}),
        4: LevelSpec("solver", 3, {"en": "Solves at about 5 s a tile.", "ja": "1枚に約5秒で解きます。"}),
        5: LevelSpec(
            "solver",
            3,
            {"en": "Solves fast: about 2.5 s a tile.", "ja": "速く解きます：1枚に約2.5秒。"},
            build=lambda: _paced(2_500),
        ),
    },
)
