"""Doing an action (``docs/rules/laserreflection.md`` §1.6): building a puzzle, racing to solve one, hints, stopping.

Construction (§1.6.1): edits clear the *verify* verdict; *ready* locks the puzzle in, and once every seat is
ready the first round begins. Solving (§1.6.3): *start* starts the seat's own clock (Decision 6); each later
action's stamp must not go backwards, and one at or past the time limit is a timeout. The puzzle is solved the
moment all the grid's clues match the target's, whatever the layout. Solo: *hint* puts a tile of the unique
solution, *stop* ends the session (an open puzzle counts as failed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import IllegalAction
from .actions import VERIFY_BUDGET, Action, Phase, Status
from .board import Board, Tile
from .legal import hint_cell, remaining_after
from .rounds import finish, game_over, next_random_round, start_created_round, target
from .solver import count_solutions

if TYPE_CHECKING:
    from .game import LaserState


def apply(st: LaserState, player: int, action: Action) -> LaserState:
    """The state after ``player``'s ``action`` (checked legal by ``State.apply``, all but its stamp)."""
    s = st.copy()
    seat = s.seats[player]
    verb = action.verb
    if s.phase is Phase.BETWEEN:
        if verb == "continue":
            next_random_round(s)
        else:
            game_over(s)
        return s
    if s.phase is Phase.CONSTRUCTION:
        if action.at is not None:
            raise IllegalAction("construction actions carry no time stamp")
        if verb == "verify":
            if seat.grid is not None:
                seat.verify = count_solutions(seat.grid, budget=VERIFY_BUDGET).value
            return s
        if verb == "ready":
            seat.status, seat.creation = Status.READY, seat.grid
            s.log.say("log.ready", player=player)
            if all(x.status is Status.READY for x in s.seats):
                start_created_round(s)
            return s
        edit(s, player, action)
        seat.verify = None
        return s
    # solving
    if verb == "stop":
        # solo training may be abandoned at any moment: an open puzzle counts as failed
        finish(s, player, Status.GAVE_UP)
        if s.phase is not Phase.OVER:
            game_over(s)
        return s
    if verb == "start":
        seat.status = Status.SOLVING
        return s
    if action.at is None:
        raise IllegalAction("solving actions need a time stamp (@milliseconds)")
    if action.at < seat.clock:
        raise IllegalAction("time stamps cannot go backwards")
    if action.at >= s.limit_ms:
        seat.clock = s.limit_ms
        finish(s, player, Status.TIMEOUT)
        return s
    seat.clock = action.at
    if verb == "giveup":
        finish(s, player, Status.GAVE_UP)
        return s
    if verb == "hint":
        take_hint(s, player)
    else:
        edit(s, player, action)
    goal = target(s, player)
    if goal is not None and seat.grid is not None and seat.grid.clues() == goal.clues():
        finish(s, player, Status.SOLVED)
    return s


def take_hint(st: LaserState, player: int) -> None:
    """Solo: put one tile of the unique solution (mutates st; the hint is legal)."""
    seat = st.seats[player]
    found = hint_cell(st, player)
    grid = seat.grid
    if found is None or grid is None or st.puzzle is None:
        return
    cell, tile = found
    if grid[cell] is not None:
        grid = grid.without(cell)
    if tile is not None and remaining_after(st, grid)[tile] <= 0:
        # every tile of that kind is out: return one that is misplaced
        solution = st.puzzle.visible()
        spare = min(c for c, t in grid.tiles().items() if t is tile and solution[c] is not tile)
        grid = grid.without(spare)
    seat.grid = grid.with_tile(cell, tile) if tile is not None else grid
    seat.hints += 1
    st.log.say("log.hint", player=player)


def edit(st: LaserState, player: int, action: Action) -> None:
    """put / take / clear on the player's own grid (mutates st; the action is legal)."""
    seat = st.seats[player]
    grid = seat.grid
    if grid is None:
        return
    if action.verb == "put":
        seat.grid = grid.with_tile(action.cells[0], Tile.from_char(action.tile))
    elif action.verb == "take":
        seat.grid = grid.without(action.cells[0])
    elif action.verb == "clear":
        seat.grid = Board.empty(grid.size, st.warps)
