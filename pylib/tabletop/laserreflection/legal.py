"""Who plays and what they may do (``docs/rules/laserreflection.md`` §1.6): legal actions, and why one is not.

Construction (§1.6.1): put, take and clear tiles on one's own grid, *verify* a changed puzzle, *ready* once the
whole stock is placed. Solving (§1.6.3): *start*, then timed edits and *giveup*; solo training adds *hint*
while the puzzle is known to be unique, and *stop* at any moment. Between solo puzzles: *continue* or *stop*.
A tile goes on a free cell (no tile, no warp) and only while the stock has one left (Decision 13).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Phase, Status
from .board import Board, Cell, Stock, Tile

if TYPE_CHECKING:
    from .game import LaserState


def active_players(st: LaserState) -> tuple[int, ...]:
    """The seats to play: those building, those still racing, or the solo player choosing what next."""
    if st.phase is Phase.CONSTRUCTION:
        return tuple(p for p, s in enumerate(st.seats) if s.status is Status.BUILDING)
    if st.phase is Phase.SOLVING:
        return tuple(p for p, s in enumerate(st.seats) if not s.status.finished)
    if st.phase is Phase.BETWEEN:
        return (0,)
    return ()


def remaining(st: LaserState, p: int) -> Stock:
    """Tiles of the stock not on player p's grid."""
    grid = st.seats[p].grid
    return remaining_after(st, grid) if grid is not None else Stock()


def remaining_after(st: LaserState, grid: Board) -> Stock:
    """Tiles of the stock not on ``grid``."""
    used = grid.stock()
    return Stock({t: st.stock[t] - used[t] for t in st.stock if st.stock[t] - used[t] > 0})


def legal_actions(st: LaserState, player: int) -> list[Action]:
    """The legal actions of ``player``, in sorted order; timed with its clock while solving."""
    if player not in active_players(st):
        return []
    seat = st.seats[player]
    if st.phase is Phase.BETWEEN:
        return [Action("continue"), Action("stop")]
    if seat.status is Status.WAITING:
        return [Action("start"), Action("stop")] if st.solo else [Action("start")]
    at = seat.clock if st.phase is Phase.SOLVING else None
    grid = seat.grid
    if grid is None:
        return []
    size = grid.size
    tiles = grid.tiles()
    blocked = set(tiles) | set(st.warps)
    free = [(r, c) for r in range(size) for c in range(size) if (r, c) not in blocked]
    kinds = sorted(t.char for t in remaining(st, player))
    # built directly in sorted order (verbs alphabetically, then cells, tiles)
    acts: list[Action] = []
    if tiles:
        acts.append(Action("clear", (), "", at))
    if st.phase is Phase.SOLVING:
        acts.append(Action("giveup", at=at))
        if st.solo and hint_cell(st, player) is not None:
            acts.append(Action("hint", at=at))
    acts += [Action("put", (cell,), k, at) for cell in free for k in kinds]
    if st.phase is Phase.CONSTRUCTION and not kinds:
        acts.append(Action("ready"))
    if st.solo:
        acts.append(Action("stop"))
    acts += [Action("take", (cell,), "", at) for cell in sorted(tiles)]
    if st.phase is Phase.CONSTRUCTION and seat.verify is None and tiles:
        acts.append(Action("verify"))
    return acts


def why_illegal(st: LaserState, player: int, action: Action) -> str | None:
    """Why ``action`` is not legal for ``player`` now, in words."""
    seat = st.seats[player]
    verb = action.verb
    if st.phase is Phase.BETWEEN:
        return "choose to continue with another puzzle or to stop"
    if st.phase is Phase.CONSTRUCTION:
        if verb == "verify":
            if seat.grid is None or not seat.grid.tiles():
                return "place some tiles first"
            return "this puzzle was already checked: change it to check it again"
        if verb == "ready":
            return "all tiles of the stock must be placed"
        if verb in ("put", "take", "clear"):
            return edit_problem(st, player, action)
        return f"{verb!r} is not possible while the puzzles are being built"
    if seat.status is Status.WAITING:
        return "press start first"
    if verb == "hint":
        return "hints are for solo play" if not st.solo else "no hint is available"
    if verb in ("put", "take", "clear"):
        return edit_problem(st, player, action)
    return f"{verb!r} is not possible while solving"


def edit_problem(st: LaserState, player: int, action: Action) -> str | None:
    """Why put / take / clear cannot be done on the player's grid."""
    grid = st.seats[player].grid
    if grid is None:
        return "there is no grid to edit"
    if action.verb == "clear":
        return "the grid is already empty"
    r, c = cell = action.cells[0]
    if not (0 <= r < grid.size and 0 <= c < grid.size):
        return f"cell {r},{c} is outside the {grid.size}×{grid.size} grid"
    if cell in st.warps:
        return f"cell {r},{c} holds a light warp"
    if action.verb == "take":
        return f"cell {r},{c} is empty"
    if grid[cell] is not None:
        return f"cell {r},{c} is not empty"
    tile = Tile.from_char(action.tile)
    if tile not in st.stock:
        return f"the stock has no {tile.glyph} tile"
    return f"no {tile.glyph} tile left in the stock"


def hint_cell(st: LaserState, p: int) -> tuple[Cell, Tile | None] | None:
    """One cell where player p's grid differs from the unique solution.

    A unique puzzle's solution is its own visible layout, so no search is
    needed: a wrong tile on a visited cell first, then a missing one.
    """
    grid = st.seats[p].grid
    if not (st.puzzle_info and st.puzzle_info.get("unique")) or st.puzzle is None or grid is None:
        return None
    solution = st.puzzle.visible()
    cells = sorted(st.puzzle.visited())
    wrong = [c for c in cells if grid[c] is not None and grid[c] is not solution[c]]
    if wrong:
        return wrong[0], solution[wrong[0]]
    missing = [c for c in cells if grid[c] is None and solution[c] is not None]
    return (missing[0], solution[missing[0]]) if missing else None
