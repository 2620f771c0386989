"""What a seat sees and what it cannot (``docs/rules/laserreflection.md`` §1.6): the table, its grid, the race.

Construction is hidden (§1.6.1): a created puzzle is seen by its creator, by each seat once it has been
shown to solve it, and by everybody at the end; each grid by its own seat; the puzzles still to come
(the generator, §1.8) by nobody. A bot searching as a seat plays on a state where the rest is dealt again.

The race is private: a seat sees another seat's result of the running round (solved, gave up, its time) only
once its own clock has reached that time, or once it has finished itself; never before it pressed start.
Its clock is its last stamp, or the time its view measures (``observation_at(p, clock_ms)``), so a result
shows when it is due even while the player sits idle. The log tells a result to its player at once and to
everybody when the round ends. So a bot's simulated time is not shown the moment the player presses start,
and ``active_at`` keeps such a rival "to play" until its result is due.

Observation (``observation(p)``)::

    {"phase", "mode", "variant", "size", "warps": [[r, c]], "stock": {char: n},
     "round", "rounds", "time_limit_ms", "teams": [[p, ...]] | None,
     "players": [{"status", "ready", "ms" (a shown result's time, else None), "total", "hints"}],
     "me": {... only for a player: "grid" (board text), "remaining": {char: n},
            "solving": creator seat | "random" | None, "started", "clock_ms",
            "target": {edge: [colour, number]} (after start), "current": {...},
            "mismatch": [edge], "beams": {edge: {"path", "exit", "colour", "number"}},
            "verify": "unique" | "multiple" | "unknown" | None, "hints"},
     "puzzle": {"unique", "difficulty"} | None,
     "results": [[{"player", "status", "ms", "rank", "points"}]],
     "revealed": [{"round", "creator", "board"}] puzzles of finished rounds this player may see,
     "log": [{"key", "args"}]}
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from ..core.codec import Hide
from ..core.rng import Rng
from .actions import Phase, Status
from .board import Board, Tile
from .legal import active_players, remaining
from .rounds import target, target_creator, totals

if TYPE_CHECKING:
    from .game import LaserState

#: re-deals tried before a hidden grid is left as it is (resample_hidden)
REDEAL_TRIES = 8
#: the secret parts of a seat (:data:`HIDDEN`): its grid and its created puzzle
GRID, CREATION = "grid", "creation"


def race_clock(st: LaserState, viewer: int, clock_ms: int | None = None) -> int | None:
    """The time ``viewer``'s clock shows in the running round, or None before it started.

    The last stamp the rules know of, or later: ``clock_ms``, the clock
    the view measures while the viewer is solving (``observation_at``).
    """
    me = st.seats[viewer]
    if me.status in (Status.WAITING, Status.BUILDING, Status.READY):
        return None
    if clock_ms is None or me.status is not Status.SOLVING:
        return me.clock
    return max(me.clock, clock_ms)


def result_shown(st: LaserState, viewer: int | None, q: int, clock_ms: int | None = None) -> bool:
    """Whether ``viewer`` may see how seat ``q`` did in the running round.

    A race is private until it is due: while the viewer is still racing,
    another seat's result shows only once the viewer's own clock (its
    last stamp, or ``clock_ms`` measured by the view) has reached that
    seat's time; before the viewer presses start, none shows. A viewer
    who finished (solved, gave up, timed out, sits out) sees them all.
    """
    if viewer is None or viewer == q or st.phase is not Phase.SOLVING:
        return True
    if st.seats[viewer].status.finished:
        return True
    clock = race_clock(st, viewer, clock_ms)
    return clock is not None and st.seats[q].clock <= clock


def player_view(st: LaserState, viewer: int | None, q: int, total: int, clock_ms: int | None = None) -> dict[str, Any]:
    """Seat ``q`` as ``viewer`` sees it: a result not due yet shows as still solving."""
    s = st.seats[q]
    status = s.status
    shown = result_shown(st, viewer, q, clock_ms)
    if status.finished and status is not Status.SITTING_OUT and not shown:
        status = Status.SOLVING
    known = q == viewer or (s.status.finished and shown)
    return {
        "status": status.value,
        "ready": status is Status.READY,
        "ms": s.clock if known and st.phase is not Phase.CONSTRUCTION else None,
        "total": total,
        "hints": s.hints,
    }


def observation_at(st: LaserState, player: int | None, clock_ms: int | None) -> dict[str, Any]:
    """The observation of ``player`` with its clock at ``clock_ms`` (``State.observation_at``).

    A rival's result (its status and time) shows once the viewer's clock
    reaches the rival's time; ``clock_ms`` counts only while the viewer is
    solving, and never less than its last stamp. The log does not depend
    on the clock: a seat's own result line is told to that seat only, and
    everybody reads the round's results when it ends, after every seat
    has finished, so a log never shows a result before it is due.
    """
    obs: dict[str, Any] = {
        "phase": st.phase.value,
        "mode": "solo" if st.solo else st.options["mode"],
        "variant": st.options["variant"] if st.created else None,
        "size": st.options["size"] if st.puzzle is None else st.puzzle.size,
        "warps": [list(w) for w in st.warps],
        "stock": {t.char: n for t, n in st.stock.items()},
        "round": st.round,
        "rounds": st.total_rounds,
        "time_limit_ms": st.limit_ms,
        "teams": st.teams,
        "players": [player_view(st, player, q, t, clock_ms) for q, t in enumerate(totals(st))],
        "puzzle": st.puzzle_info,
        "results": st.results,
        "revealed": revealed_to(st, player),
        "log": st.log.view(player, last=100),
    }
    # a spectator of a solo game (an embed, a worked example) watches its only seat
    seat = player if player is not None else 0 if st.solo else None
    if seat is not None:
        obs["me"] = me_view(st, seat)
    return obs


def active_at(st: LaserState, player: int | None, clock_ms: int | None) -> tuple[int, ...]:
    """Who ``player`` may know to be playing: a rival whose result is not due yet still is."""
    if player is None or st.phase is not Phase.SOLVING:
        return active_players(st)
    hidden = [
        s.status is not Status.SITTING_OUT and not result_shown(st, player, q, clock_ms) for q, s in enumerate(st.seats)
    ]
    return tuple(q for q, s in enumerate(st.seats) if not s.status.finished or hidden[q])


def revealed_to(st: LaserState, player: int | None) -> list[dict[str, Any]]:
    """Puzzles of finished rounds that ``player`` may see, with their layouts.

    Random and solo rounds: every finished round's puzzle. Created mode:
    a player sees the puzzles they have already solved (or failed); every
    creation is shown once the game is over, so none is spoiled for a
    player who has yet to solve it.
    """
    if not st.created:
        return [{"round": r + 1, "creator": None, "board": b} for r, b in enumerate(st.revealed)]
    if st.phase is Phase.OVER:
        return [
            {"round": None, "creator": c, "board": str(shown(st, player, c, CREATION))}
            for c in range(st.players)
        ]
    if player is None:
        return []
    seen = []
    for r in range(1, len(st.results) + 1):
        c = target_creator(st, player, r)
        if c is not None:
            seen.append({"round": r, "creator": c, "board": str(shown(st, player, c, CREATION))})
    return seen


def me_view(st: LaserState, p: int) -> dict[str, Any]:
    """Player ``p``'s own part: its grid, stock left, beams and clues, and the target once started."""
    seat = st.seats[p]
    grid: Board | None = shown(st, p, p, GRID)
    me: dict[str, Any] = {
        "grid": str(grid) if grid is not None else None,
        "remaining": {t.char: n for t, n in remaining(st, p).items()} if grid is not None else {},
        "status": seat.status.value,
        "clock_ms": seat.clock,
        "started": seat.status not in (Status.WAITING, Status.BUILDING, Status.READY),
        "verify": seat.verify,
        "hints": seat.hints,
        "solving": None,
        "target": None,
        "current": None,
        "mismatch": [],
        "beams": {},
    }
    if grid is None:
        return me
    if st.phase is Phase.SOLVING or (st.phase is Phase.BETWEEN and st.puzzle is not None):
        me["solving"] = target_creator(st, p) if st.created else "random"
    current = grid.clue_table()
    me["current"] = {e: [str(c.colour), c.number] for e, c in current.items()}
    me["beams"] = {
        e: {"path": [list(cell) for cell in t.path], "exit": t.exit, "colour": str(t.colour), "number": t.number}
        for e, t in ((e, grid.trace(e)) for e in current)
    }
    target = target_seen(st, p)
    show_target = target is not None and (me["started"] or st.phase is not Phase.SOLVING)
    if target is not None and show_target and st.phase is not Phase.CONSTRUCTION:
        goal = target.clues()
        me["target"] = {e: list(v) for e, v in goal.items()}
        me["mismatch"] = [e for e, v in goal.items() if (str(current[e].colour), current[e].number) != v]
    return me


def target_seen(st: LaserState, p: int) -> Board | None:
    """The puzzle ``p`` solves this round, if ``p`` may see it: a creation as the declaration says."""
    if not st.created:
        return st.puzzle
    creator = target_creator(st, p)
    return None if creator is None else shown(st, p, creator, CREATION)


# -- privacy: what a seat cannot see, dealt again


def seen_creators(st: LaserState, player: int) -> set[int]:
    """Created mode: the seats whose puzzles ``player`` knows (its own, solved, or shown now)."""
    seen = {player}
    for r in range(1, len(st.results) + 1):
        c = target_creator(st, player, r)
        if c is not None:
            seen.add(c)
    if st.phase is Phase.SOLVING and st.seats[player].status is not Status.WAITING:
        c = target_creator(st, player)
        if c is not None:
            seen.add(c)
    if st.phase is Phase.OVER:
        seen.update(range(st.players))
    return seen


def hidden_parts(st: LaserState, player: int) -> tuple[list[int], list[int], bool]:
    """What ``player`` cannot see and ``resample_hidden`` deals again.

    - creations (created mode) of seats whose puzzle ``player`` has not
      been shown: another full placement of the stock;
    - the grids other seats are building or solving on (a solved seat's
      grid follows its puzzle);
    - the generator, i.e. the puzzles still to come (random and solo mode).

    Not dealt again: a puzzle whose clues ``player`` has seen (another
    puzzle with the same clues would need the solver's time), and the
    puzzle of a random round, which the seat's rivals may have seen.
    """
    hidden = [part for name, part in st.privacy.hidden(st, player) if name == "seats"]
    creations = [q for q, what in hidden if what == CREATION]
    growing = (Status.BUILDING, Status.SOLVING, Status.GAVE_UP, Status.TIMEOUT)
    grids = [q for q, what in hidden if what == GRID and st.seats[q].status in growing]
    more = not st.created and st.phase is not Phase.OVER and (st.solo or st.round < (st.total_rounds or 0))
    return creations, grids, more


def has_hidden(st: LaserState, player: int) -> bool:
    """Whether anything ``player`` cannot see would be dealt again."""
    creations, grids, more = hidden_parts(st, player)
    return bool(creations or grids or more)


def redeal(st: LaserState, player: int, rng: Rng) -> LaserState:
    """What :func:`hidden_parts` lists, dealt again: the game's one dealer (``LaserState.privacy``)."""
    creations, grids, more = hidden_parts(st, player)
    if not (creations or grids or more):
        return st
    s = st.copy()
    size = st.options["size"] if st.puzzle is None else st.puzzle.size
    for q in creations:
        seat = s.seats[q]
        seat.creation = deal_tiles(s, size, st.stock.elements(), rng, avoid=seat.creation)
        if seat.status is Status.READY:
            seat.grid, seat.verify = seat.creation, None
    for q, seat in enumerate(s.seats):
        goal = target(s, q) if s.phase is Phase.SOLVING else None
        if seat.status is Status.SOLVED and goal is not None:
            seat.grid = goal  # a solved grid solves its puzzle
        elif q in grids:
            seat.grid = deal_partial(s, size, rng, seat.grid, goal)
            if seat.status is Status.BUILDING:
                seat.verify = None
    if more:
        s.rng = Rng.from_state(rng.next_u64())
    return s


def deal_tiles(st: LaserState, size: int, tiles: list[Tile], rng: Rng, avoid: Board | None = None) -> Board:
    """``tiles`` on random free cells (not warps), unlike ``avoid`` when possible."""
    free = [(r, c) for r in range(size) for c in range(size) if (r, c) not in st.warps]
    board = Board.empty(size, st.warps)
    for _ in range(REDEAL_TRIES):
        board = Board.empty(size, st.warps)
        for cell, tile in zip(rng.sample(free, len(tiles)), tiles, strict=True):
            board = board.with_tile(cell, tile)
        if board != avoid:
            break
    return board


def deal_partial(st: LaserState, size: int, rng: Rng, current: Board | None, puzzle: Board | None) -> Board | None:
    """Some tiles of the stock on random cells: a grid still being worked on.

    A grid of a seat still solving must not solve its ``puzzle``; if no
    re-deal fits (it practically never happens), the grid stays.
    """
    tiles = st.stock.elements()
    goal = puzzle.clues() if puzzle is not None else None
    for _ in range(REDEAL_TRIES):
        k = rng.randbelow(len(tiles) + 1)
        board = deal_tiles(st, size, rng.sample(tiles, k), rng)
        if board != current and (goal is None or board.clues() != goal):
            return board
    return current


def _seat_parts(st: LaserState) -> list[tuple[int, str]]:
    created = [(q, CREATION) for q, seat in enumerate(st.seats) if seat.creation is not None] if st.created else []
    return created + [(q, GRID) for q, seat in enumerate(st.seats) if seat.grid is not None]


def _seen_by(st: LaserState, part: tuple[int, str]) -> Collection[int | None]:
    q, what = part
    if what == GRID:
        # nobody races a solo player: its grid is the board a spectator watches
        return (q, None) if st.solo else (q,)
    if st.phase is Phase.OVER:
        return (*range(st.players), None)
    return [p for p in range(st.players) if q in seen_creators(st, p)]


#: the secrets in the seats (``saves.FIELDS``), as parts ``(seat, "grid" | "creation")``: a created
#: puzzle is seen by whoever has been shown it (by everybody once the game is over), each grid by its
#: seat. The observation and the dealer both read it; a solved grid is not dealt again on its own:
#: it follows its puzzle (:func:`redeal`)
HIDDEN = Hide(parts=_seat_parts, seen_by=_seen_by, read=lambda st, part: getattr(st.seats[part[0]], part[1]))


def shown(st: LaserState, viewer: int | None, q: int, what: str) -> Board | None:
    """Seat ``q``'s grid or created puzzle (``what``) if ``viewer`` may see it, else None."""
    board: Board | None = st.privacy.show(st, viewer, "seats", (q, what))
    return board
