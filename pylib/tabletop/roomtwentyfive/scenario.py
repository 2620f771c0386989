"""Hand-built positions: for rule tests, the rules help and wiki embeds.

A position is built with the rooms of docs/rules/roomtwentyfive.md §2.1 wherever a test or an embed needs
them; the numbered cases of §12 use it.

:func:`build` lays out a complex room by room and starts a turn's
programming phase there, so that a room effect or a shift can be shown (or
tested) step by step through the ordinary ``apply`` of canonical texts.

>>> s = build(rooms={(1, 2): "VORTEX"}, at={}, remaining=8)
>>> s.phase.value, s.room_at((1, 2)), s.char_cell(0)
('program', 'VORTEX', (2, 2))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..core.errors import InvalidOptions
from ..core.registry import get_game
from ..core.rng import Rng
from ..core.text import clean_action_text
from . import data as D
from .game import RoomTwentyFive, characters_for, controllers_for
from .pieces import CENTRAL_TILE, COOP, Char, Phase, Robot, Tile
from .state import RoomState
from .turns import settle, start_turn

Cell = tuple[int, int]


def build(
    *,
    players: int = 4,
    options: Mapping[str, Any] | None = None,
    names: Iterable[str] | None = None,
    rooms: Mapping[Cell, str] | None = None,
    at: Mapping[str, Cell] | None = None,
    roles: Mapping[str, str] | None = None,
    face_up: Iterable[Cell] | str = (),
    order: Iterable[str] | None = None,
    turn: int = 1,
    remaining: int | None = None,
    key_found: bool = False,
    dead: Iterable[str] = (),
    seed: int = 0,
) -> RoomState:
    """A position at the start of turn ``turn``'s programming.

    ``rooms`` maps cells to room ids (the rest are Empty Rooms, the centre is
    the Central Room); ``at`` places characters (default: the Central Room);
    ``face_up`` lists the cells already revealed (or ``"all"``); ``names``
    are the characters in index order (controllers follow the mode's table);
    ``roles`` gives suspicion roles (default: prisoners).
    """
    game = get_game("roomtwentyfive")
    if not isinstance(game, RoomTwentyFive):
        raise InvalidOptions("roomtwentyfive is not registered")
    opts = game.validate_options(players, options)
    mode = opts["mode"]
    n = characters_for(mode, players)
    name_list = list(names) if names is not None else [c.id for c in D.CHARACTERS[:n]]
    if len(name_list) != n:
        raise InvalidOptions(f"{mode} with {players} players has {n} characters, not {len(name_list)}")
    rooms = dict(rooms or {})
    if rooms.get(D.CENTRE, "CENTRAL") != "CENTRAL":
        raise InvalidOptions("the centre is always the Central Room")
    s = RoomState(game, players, opts)
    s.rng = Rng(seed)
    tiles: list[Tile] = []
    board = [0] * 25
    up = {(r, c) for r in range(5) for c in range(5)} if face_up == "all" else set(face_up)
    for zone, cells in (("exit", D.EXIT_CELLS), ("cross", D.CROSS_CELLS)):
        for cell in cells:
            room = rooms.get(cell, "EMPTY")
            if room not in D.ROOMS or room == "CENTRAL":
                raise InvalidOptions(f"no room {room!r} may stand at {cell}")
            board[cell[0] * 5 + cell[1]] = len(tiles)
            tiles.append(Tile(room, room, cell in up, zone))
    board[12] = CENTRAL_TILE
    tiles.append(Tile("CENTRAL", "CENTRAL", True, "centre"))
    s.tiles, s.board = tiles, board
    s._reindex()
    ctl = controllers_for(mode, players)
    s.chars = [Char(name, ctl[i]) for i, name in enumerate(name_list)]
    for name, cell in (at or {}).items():
        c = s.char_index(name)
        if c is None:
            raise InvalidOptions(f"no character {name!r} in this position")
        s.chars[c].tile = s.tile_at(cell)
        s.tiles[s.tile_at(cell)].face_up = True
    for name in dead:
        c = s.char_index(name)
        if c is not None:
            s.chars[c].alive, s.chars[c].tile = False, None
    if mode != COOP:
        for ch in s.chars:
            ch.role = (roles or {}).get(ch.name, "prisoner")
    s.robots = [Robot(i) for i, t in enumerate(s.tiles) if t.room == "ROBOT"]
    s.order = list(range(n))
    if order is not None:
        s.order = []
        for name in order:
            c = s.char_index(name)
            if c is None:
                raise InvalidOptions(f"no character {name!r} in this position")
            s.order.append(c)
    s.turns_total = D.TURNS[mode][n]
    s.remaining = remaining if remaining is not None else s.turns_total - turn + 1
    s.turn = turn - 1
    s.key_found = key_found
    s.clue = [{"status": "done", "tile": None, "marked": False} for _ in range(players)]
    if opts["mac"] or opts["frenzy"]:
        s.mac_cards.deck = list(range(len(D.MAC_DECK)))
    # start_turn rotates the order after the first turn: pre-rotate it back
    if s.turn > 0:
        s.order = s.order[-1:] + s.order[:-1]
    start_turn(s)
    s.phase = Phase.PROGRAM
    settle(s)
    return s


def play(state: RoomState, *texts: str) -> RoomState:
    """Apply canonical texts in order: ``program <char> ...`` by that character's
    player, anything else by the one player who may act now."""
    s = state
    for text in texts:
        words = text.split()
        if words and words[0] == "program" and len(words) > 1:
            c = s.char_index(words[1])
            if c is None:
                raise InvalidOptions(f"no character {words[1]!r}")
            player = s.chars[c].player
        else:
            active = s.active_players()
            if len(active) != 1:
                raise InvalidOptions(f"{text!r}: {len(active)} players may act now, name one")
            player = active[0]
        # State.apply's checks, keeping the type of the state
        act = s.game.parse_action(clean_action_text(text))
        s.check_move(player, act)
        s = s._apply(player, act)
    return s
