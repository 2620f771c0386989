"""Positions for the Khronos unit tests: a fresh game with buildings, hands and adventurers set by hand."""

from __future__ import annotations

from tabletop.core.registry import get_game
from tabletop.khronos.board import Bld
from tabletop.khronos.game import KhronosState, Phase, _counts

BOARD = {"might": 0, "faith": 1, "reason": 2}


def fresh(players: int = 2, *, holdem: bool = False, seed: int = 1) -> KhronosState:
    """A new game whose seat 0 is to act, in the actions phase."""
    st = get_game("khronos").new(players, {"holdem": holdem, "setup": "start=0"}, seed)
    assert isinstance(st, KhronosState)
    st.phase = Phase.ACTIONS
    return st


def hand(st: KhronosState, player: int, letters: str) -> None:
    """Give ``player`` exactly these cards (the rest of the deck is left as it is)."""
    st.hands[player] = _counts(letters)
    st._legal = {}


def stand(st: KhronosState, player: int, *boards: str) -> None:
    """Put ``player``'s two adventurers on these boards (one name: both there)."""
    names = boards if len(boards) == 2 else boards * 2
    st.advs[player] = [[BOARD[names[0]], 0], [BOARD[names[1]], 0]]
    st._legal = {}


def put(st: KhronosState, board: str, tile: str, x: int, y: int, owner: int = -1, status: str = "built") -> Bld:
    """Place a building (taking its tile from the stock and its owner's cube from the supply)."""
    b = Bld(st._new_id(), tile, x, y, owner, status)
    st._place(BOARD[board], b)
    if owner >= 0:
        st.cubes[owner] -= 1
    st._legal = {}
    return b


def at(st: KhronosState, board: str, x: int, y: int) -> Bld | None:
    """The building on a square, or None."""
    bd = st.boards[BOARD[board]]
    bid = bd.grid[y * 20 + x]
    return None if bid < 0 else bd.blds[bid]


def texts(st: KhronosState, player: int = 0) -> set[str]:
    return {str(a) for a in st.legal_actions(player)}
