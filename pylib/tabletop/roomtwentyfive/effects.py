"""What happens to the complex and the characters: slides, entering rooms, deaths, the end, M.A.C. cards.

A slide of a row or column with wrap-around and the escape of Room 25 as it leaves the board (§5, §6 of
docs/rules/roomtwentyfive.md); entering a room, which reveals it and applies its entry effect (§2.1 and the
decisions of §8: Illusion, Acid Bath, Flooded Room, Tunnel, Robot Room...), leaving a Shredder; deaths, a
cancelled programme, suspicion's alert and unmasking, and the end of the game (§6); a M.A.C. card's shift
or penalty (§7). A room that needs a choice pushes a pending decision for :mod:`.doing` to carry out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import data as D
from .actions import Cell, cell_text
from .legal import control_problem
from .pieces import CENTRAL_TILE, COOP, SUSPICION, Decision, Phase

if TYPE_CHECKING:
    from .state import RoomState


def _push_decision(s: RoomState, kind: Decision, c: int, **data: Any) -> None:
    if s.phase is Phase.OVER or not s.chars[c].alive:
        return
    d: dict[str, Any] = {"kind": kind.value, "char": c, "player": s.chars[c].player, "group": []}
    d.update(data)
    if kind is Decision.ANNOUNCE:
        d.setdefault("marked", False)
    s.pending.append(d)


def _flip(s: RoomState, tile: int) -> None:
    t = s.tiles[tile]
    t.face_up = True
    t.public = False
    s._log("reveal_room", cell=cell_text(s.cell_of(tile)), room=t.room)


def _swap_tiles(s: RoomState, a: int, b: int) -> None:
    ia, ib = s.where[a], s.where[b]
    s.board[ia], s.board[ib] = b, a
    s.where[a], s.where[b] = ib, ia


def _note_swap(s: RoomState, a: Cell, b: Cell, by: str | None) -> None:
    s.shift_seq += 1
    s.last_shift = {"seq": s.shift_seq, "kind": "swap", "cells": [list(a), list(b)], "by": by}


def _escape_ok(s: RoomState, r25: int) -> bool:
    """Whether Room 25 (tile ``r25``) leaving the board now is the escapers' win (§6)."""
    if s.mode == COOP:
        return s.key_found and all(ch.alive and ch.tile == r25 for ch in s.chars)
    prisoners = [ch for ch in s.chars if ch.role == "prisoner"]
    living = [ch for ch in prisoners if ch.alive]
    inside = [ch for ch in living if ch.tile == r25]
    outside = len(living) - len(inside)
    dead = len(prisoners) - len(living)
    if not inside:
        return False
    return outside == 0 or (s.last_turn and outside == 1 and dead == 0)


def _shift(s: RoomState, line: str, index: int, direction: str, steps: int, by: str | None, how: str) -> None:
    """Slide a row or column ``steps`` cells with wrap-around; Room 25 escapes instead if it may (§5, §6)."""
    d = D.DIRECTIONS[direction][1]
    cells = [(index, k) for k in range(5)] if line == "row" else [(k, index) for k in range(5)]
    escaped = False
    for _ in range(steps):
        leaving = cells[-1] if d == 1 else cells[0]
        lt = s.tile_at(leaving)
        tile = s.tiles[lt]
        if tile.room == "R25" and tile.face_up and _escape_ok(s, lt):
            escaped = True
            break
        old = [s.tile_at(x) for x in cells]
        for k, x in enumerate(cells):
            s.board[x[0] * 5 + x[1]] = old[(k - d) % 5]
        s._reindex()
        if tile.room == "R25" and s.chars_in(lt):
            s._log("no_escape")
        for t in old:
            for o in s.chars_in(t):
                s.chars[o].axis = "h" if line == "row" else "v"
    # every shift (Control, the Control Room, a M.A.C. card) leaves its direction marker
    s.controls[f"{line} {index}"] = direction
    s.shift_seq += 1
    s.last_shift = {
        "seq": s.shift_seq, "kind": line, "index": index, "dir": direction, "steps": steps,
        "by": by, "escape": escaped,
    }  # fmt: skip
    if how == "mac_shift":
        s._log("mac_shift", line=line, index=index, dir=direction)
    else:
        s._log(how, char=by or "", line=line, index=index, dir=direction)
    if escaped:
        s._log("escape")
        if s.mode == COOP:
            _end(s, "team", "escape", "coop_win")
        else:
            _end(s, "prisoner", "escape", "prisoners_win")


def _leave(s: RoomState, group: list[int]) -> None:
    olds = []
    for c in group:
        ch = s.chars[c]
        if ch.tile is None:
            continue
        olds.append(ch.tile)
        if ch.trap == ch.tile:
            ch.trap = None
        ch.tile = None
    for old in dict.fromkeys(olds):
        t = s.tiles[old]
        if t.room == "SHREDDER":
            t.lock = "shredder"
            s._log("shredder_lock", cell=cell_text(s.cell_of(old)))
            for o in s.chars_in(old):
                if not s.chars[o].hidden:
                    _kill(s, o, "SHREDDER")


def _enter(s: RoomState, group: list[int], tile: int, axis: str, decider: int, cause: str) -> None:
    """Move ``group`` onto ``tile`` (leaving their rooms), apply the room's entry effect, check unmasking."""
    group = [g for g in group if s.chars[g].alive]
    if not group or s.phase is Phase.OVER:
        return
    _leave(s, group)
    for g in group:
        s.chars[g].tile = tile
        s.chars[g].axis = axis
    if not s.is_over():
        _arrive(s, group, tile, decider, cause)
    if not s.is_over():
        _check_unmask(s)


def _arrive(s: RoomState, group: list[int], tile: int, decider: int, cause: str) -> None:
    """The entry effect of ``tile`` on ``group``, revealing it first (§2.1, §8); ``decider`` makes its choices."""
    t = s.tiles[tile]
    if not t.face_up:
        _flip(s, tile)
    room = t.room
    cell = cell_text(s.cell_of(tile))
    if room == "ILLUSION":
        others = [o for o in s.face_down() if o != tile]
        if others:
            other = s.rng.choice(others)
            _swap_tiles(s, tile, other)
            s._log("illusion", cell=cell_text(s.cell_of(tile)))
            _note_swap(s, s.cell_of(tile), s.cell_of(other), None)
            for g in group:
                s.chars[g].tile = other
            _arrive(s, group, other, decider, cause)
        return
    if room == "MORTAL":
        for g in group:
            _kill(s, g, "MORTAL")
    elif room == "TIMER":
        if s.last_turn:
            for g in group:
                _kill(s, g, "TIMER")
        else:
            s.remaining = max(1, s.remaining - 1)
            s._log("timer", n=s.remaining)
        t.room = "EMPTY"
    elif room == "ACID":
        for o in s.chars_in(tile):
            if o not in group and not s.chars[o].hidden:
                _kill(s, o, "ACID")
        if len(group) > 1:
            _push_decision(s, Decision.ACID, decider, group=list(group))
    elif room == "VORTEX":
        for g in group:
            s.chars[g].tile = CENTRAL_TILE
            s._log("vortex", char=s.chars[g].name)
    elif room == "TRAP":
        for g in group:
            s.chars[g].trap = tile
            s._log("trap", char=s.chars[g].name)
    elif room == "FLOOD":
        t.lock = "flood"
        t.flood_turn = s.turn
        s._log("flood", cell=cell)
    elif room == "MIRROR":
        for g in group:
            _cancel(s, g)
    elif room == "KEY":
        if s.mode == COOP and not s.key_found:
            s.key_found = True
            s._log("key", char=s.chars[decider].name)
    elif room == "R25":
        if s.mode == SUSPICION and s.remaining > 5:
            s.remaining = 5
            s._log("alert", n=5)
    elif room == "CONTROL":
        _push_decision(s, Decision.CONTROL_ROOM, decider)
    elif room == "VISION":
        if s.face_down():
            _push_decision(s, Decision.VISION, decider)
    elif room == "TUNNEL":
        if cause != "tunnel" and any(
            o.room == "TUNNEL" and o.face_up and i != tile and o.lock is None for i, o in enumerate(s.tiles)
        ):
            _push_decision(s, Decision.TUNNEL, decider, group=list(group))
    elif room == "MOVING":
        if s.face_down():
            _push_decision(s, Decision.MOVING, decider)
    elif room == "REGEN":
        if any(not ch.alive for ch in s.chars):
            _push_decision(s, Decision.REGEN, decider)
    elif room == "ROBOT":
        for rb in s.robots:
            if rb.home == tile and rb.status == "waiting":
                rb.seq = sum(1 for o in s.robots if o.seq is not None)
                rb.status, rb.tile = "active", tile
                s._log("robot_appear", n=rb.seq + 1, cell=cell)
        if cause != "robot" and any(rb.status == "active" for rb in s.robots):
            _push_decision(s, Decision.ROBOT, decider)
    elif room == "MAC" and s.mac:
        _draw_mac(s)


def _cancel(s: RoomState, c: int) -> None:
    ch = s.chars[c]
    ch.cancelled = True
    ch.adrenaline = False
    ch.drop_pending("cancelled")
    s._log("cancelled", char=ch.name)


def _kill(s: RoomState, c: int, room: str) -> None:
    """Character ``c`` dies in ``room``: co-operation is lost, two dead prisoners win for the guards (§6)."""
    ch = s.chars[c]
    if not ch.alive or s.phase is Phase.OVER:
        return
    if ch.tile is not None:
        ch.died_at = list(s.cell_of(ch.tile))
    ch.alive = False
    ch.tile = None
    ch.trap = None
    ch.hidden = False
    ch.drop_pending("cancelled")
    s._log("death", char=ch.name, room=room)
    if s.mode == COOP:
        _end(s, None, "death", "coop_loss_death")
        return
    dead = sum(1 for o in s.chars if o.role == "prisoner" and not o.alive)
    if dead >= 2:
        _end(s, "guard", "deaths", "guards_win_deaths")
        return
    _check_unmask(s)


def _check_unmask(s: RoomState) -> None:
    if s.mode != SUSPICION or s.phase is Phase.OVER:
        return
    r25 = s.r25_tile()
    if r25 is None or not s.tiles[r25].face_up:
        return
    living = [i for i, ch in enumerate(s.chars) if ch.alive]
    outside = [i for i in living if s.chars[i].tile != r25]
    g = D.guards_in_setup(len(s.chars))
    if (g == 1 and len(outside) == 1 and len(living) > 1) or (g == 2 and len(outside) == 2 and len(living) > 2):
        for i in outside:
            ch = s.chars[i]
            if not ch.revealed and ch.role is not None:
                ch.revealed = True
                s._log("unmask", char=ch.name, role=ch.role)


def _end(s: RoomState, winner: str | None, reason: str, message: str) -> None:
    if s.phase is Phase.OVER:
        return
    s.phase = Phase.OVER
    s.pending = []
    s.cur = None
    s.result = {"winner": winner, "reason": reason, "turn": s.turn}
    s._log(message)


def _draw_mac(s: RoomState) -> None:
    """Draw a M.A.C. card and carry it out: a shift (maybe again) or penalties to choose (§7)."""
    for _ in range(len(D.MAC_DECK) * 2):
        if s.phase is Phase.OVER:
            return
        if not s.mac_cards.deck:
            s.mac_cards.deck = list(s.mac_cards.discard)
            s.mac_cards.discard = []
            s.rng.shuffle(s.mac_cards.deck)
            if not s.mac_cards.deck:
                return
        card = D.MAC_DECK[s.mac_cards.deck.pop(0)]
        s.mac_cards.discard.append(card.id)
        s.mac_cards.last.append(card.id)
        if card.kind == "area":
            if control_problem(s, None, card.line, card.index, card.direction) is None:
                _shift(s, card.line, card.index, card.direction, 2 if card.double else 1, None, "mac_shift")
            else:  # the line moved the other way this turn: it only moves that way again
                s._log("mac_blocked", line=card.line, index=card.index, dir=card.direction)
            if card.again and not s.is_over():
                s._log("mac_again")
                continue
        else:
            for name in card.targets:
                c = s.char_index(name)
                if c is not None and s.chars[c].alive:
                    s._log("mac_penalty", char=name)
                    _push_decision(s, Decision.PENALTY, c)
        return
