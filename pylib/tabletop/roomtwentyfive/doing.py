"""Carrying out an action: the clue, programming, a step of an action pass, a skill, a room's choice.

The starting clue and announcements (docs/rules/roomtwentyfive.md §3, §5), laying a programme (§4), a
programmed action carried out or lost, and a guard's reveal (§4, §6), the four basic actions and
the skills (§5), and the choices rooms and M.A.C. penalties hand a player (§8). What an action does to
the complex (slides, entering rooms, deaths) is :mod:`.effects`; the turn then moves on in :mod:`.turns`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.action import Act
from . import data as D
from .actions import cell_text, parse_cell
from .effects import _check_unmask, _enter, _flip, _kill, _note_swap, _push_decision, _shift, _swap_tiles
from .pieces import CENTRAL_TILE, Decision, Phase, Robot, axis_between

if TYPE_CHECKING:
    from .state import RoomState


def do(s: RoomState, player: int, act: Act) -> None:
    """Carry out ``player``'s legal ``act`` on ``s`` (in place); the turn machine runs after it."""
    if s.pending:
        _do_decision(s, act)
    elif s.phase is Phase.CLUE:
        _do_clue(s, player, act)
    elif s.phase is Phase.PROGRAM:
        _do_program(s, act)
    else:
        _do_step(s, act)


def _do_clue(s: RoomState, player: int, act: Act) -> None:
    st = s.clue[player]
    if act.verb == "clue":
        tile = s.tile_at(parse_cell(act.args[0]))
        st["status"], st["tile"] = "announce", tile
        _look_private(s, player, None, tile, "clue")
        return
    if act.verb == "mark":
        s.marks[player] = s.tile_at(parse_cell(act.args[0]))
        st["marked"] = True
        s._log("mark", player=player, cell=act.args[0])
        return
    _announce(s, player, int(st["tile"]), act)
    st["status"] = "done"


def _look_private(s: RoomState, player: int, c: int | None, tile: int, how: str) -> None:
    if tile not in s.known[player]:
        s.known[player].append(tile)
    cell = list(s.cell_of(tile))
    room = s.tiles[tile].room
    # the private line keeps the tile id, so a re-deal of hidden rooms can rewrite it
    if how == "clue":
        s.log.say_secretly(
            ("clue", {"player": player, "cell": cell}),
            {player: ("clue_private", {"cell": cell, "room": room, "tile": tile})},
        )
    else:
        name = s.chars[c].name if c is not None else ""
        s.log.say_secretly(
            (how, {"char": name, "cell": cell}),
            {player: (f"{how}_private", {"char": name, "cell": cell, "room": room, "tile": tile})},
        )


def _announce(s: RoomState, player: int, tile: int, act: Act) -> None:
    colour = act.args[0] if act.verb == "announce" else None
    s.announcements.append({"player": player, "tile": tile, "colour": colour, "turn": s.turn})
    if colour is None:
        s._log("jammed" if s._jammed() else "silent", player=player)
    else:
        s._log("announce", player=player, colour=colour)


def _do_program(s: RoomState, act: Act) -> None:
    c = s.char_index(act.args[0])
    if c is None:
        return
    ch = s.chars[c]
    args = list(act.args[1:])
    adr = None
    if "adrenaline" in args:
        # the token stays secret (and the character keeps ``adrenaline``) until the
        # adrenaline pass carries it out
        adr = args[-1]
        args = args[:-2]
    ch.prog = [args[0], args[1] if len(args) > 1 else None, adr]
    ch.stat = ["pending" if x is not None else "" for x in ch.prog]
    ch.programmed = True
    s._log("programmed", char=ch.name, n=len(args))


def _do_step(s: RoomState, act: Act) -> None:
    c = s.cur
    if c is None:
        return
    ch = s.chars[c]
    if act.verb == "reveal":
        ch.revealed = True
        ch.live = True
        ch.adrenaline = False
        ch.drop_pending("discarded")
        s._log("guard_reveal", char=ch.name)
        return
    if act.verb == "pass":
        if not ch.live and ch.stat[s._slot()] == "pending":
            ch.stat[s._slot()] = "lost"
            if s.pass_no == 3:
                ch.adrenaline = False
            s._log("lost", char=ch.name, action=ch.prog[s._slot()] or "move")
        else:
            s._log("pass", char=ch.name)
        s.acted = True
        return
    _execute(s, c, act)


def _execute(s: RoomState, c: int, act: Act) -> None:
    """Carry out ``act``, the step of character ``c``: its token is done (Adrenaline spent in pass 3)."""
    ch = s.chars[c]
    typ = act.verb
    if not ch.live:
        ch.stat[s._slot()] = "done"
    ch.done.append(typ)
    s.acted = True
    if s.pass_no == 3:
        ch.adrenaline = False
        s._log("adrenaline", char=ch.name)
    frm = s.char_cell(c)
    if frm is None:
        return
    if typ == "look":
        tile = s.tile_at(parse_cell(act.args[0]))
        _look_private(s, ch.player, c, tile, "look")
        _push_decision(s, Decision.ANNOUNCE, c, tile=tile)
    elif typ == "move":
        to = parse_cell(act.args[0])
        s._log("move", char=ch.name, cell=act.args[0])
        _enter(s, [c], s.tile_at(to), axis_between(frm, to), c, "move")
    elif typ == "push":
        t = s.char_index(act.args[0])
        to = parse_cell(act.args[1])
        if t is None:
            return
        s._log("push", char=ch.name, target=act.args[0], cell=act.args[1])
        _enter(s, [t], s.tile_at(to), axis_between(frm, to), t, "push")
    elif typ == "control":
        _shift(s, act.args[0], int(act.args[1]), act.args[2], 1, ch.name, "shift")
    elif typ == "skill":
        _skill(s, c, act)


def _skill(s: RoomState, c: int, act: Act) -> None:
    ch = s.chars[c]
    frm = s.char_cell(c)
    if frm is None or ch.tile is None:
        return
    verb = act.args[0]
    if verb == "pull":
        t = s.char_index(act.args[1])
        if t is None:
            return
        tc = s.char_cell(t)
        s._log("pull", char=ch.name, target=act.args[1])
        _enter(s, [t], ch.tile, axis_between(tc or frm, frm), t, "pull")
    elif verb == "hide":
        ch.hidden = True
        s._log("hide", char=ch.name)
    elif verb == "carry":
        t = s.char_index(act.args[1])
        if t is None:
            return
        to = parse_cell(act.args[2])
        s._log("carry", char=ch.name, target=act.args[1], cell=act.args[2])
        _enter(s, [c, t], s.tile_at(to), axis_between(frm, to), c, "carry")
    elif verb == "adrenaline":
        ch.adrenaline = True
        s._log("recover", char=ch.name)
    elif verb == "lock":
        tid = s.tile_at(parse_cell(act.args[1]))
        s.tiles[tid].lock = "emmett"
        ch.locks += 1
        s._log("lock", char=ch.name, cell=act.args[1])
    elif verb == "unlock":
        tid = s.tile_at(parse_cell(act.args[1]))
        tl = s.tiles[tid]
        tl.lock = None
        tl.face_up = False
        tl.public = True
        s._log("unlock", char=ch.name, cell=act.args[1])
    elif verb == "empty":
        s.tiles[ch.tile].room = "EMPTY"
        ch.empties += 1
        s._log("empty", char=ch.name, cell=cell_text(frm))
    elif verb == "destroy":
        destroyed = s.robot(int(act.args[1]))
        if destroyed is not None:
            destroyed.status, destroyed.tile = "destroyed", None
        s._log("destroy", char=ch.name, n=int(act.args[1]) + 1)
    elif verb == "swap":
        a, b = parse_cell(act.args[1]), parse_cell(act.args[2])
        ta, tb = s.tile_at(a), s.tile_at(b)
        if any(D.colour_of(s.tiles[t].room) == "blue" for t in (ta, tb)):
            s._log("swap_blocked", char=ch.name, cell=act.args[1], cell2=act.args[2])
            return
        _swap_tiles(s, ta, tb)
        for o in s.chars_in(ta) + s.chars_in(tb):
            s.chars[o].axis = axis_between(a, b)
        s._log("swap_rooms", char=ch.name, cell=act.args[1], cell2=act.args[2])
        _note_swap(s, a, b, ch.name)
    elif verb == "robot":
        _robot_order(s, Act("robot", act.args[1:]))


def _do_decision(s: RoomState, act: Act) -> None:
    """Carry out the choice ``act`` of the pending decision on top (a room's, an announcement, a penalty)."""
    d = s.pending[-1]
    kind = Decision(d["kind"])
    c = int(d["char"])
    ch = s.chars[c]
    if kind is Decision.ANNOUNCE:
        if act.verb == "mark":
            s.marks[int(d["player"])] = s.tile_at(parse_cell(act.args[0]))
            d["marked"] = True
            s._log("mark", player=int(d["player"]), cell=act.args[0])
            return
        s.pending.pop()
        _announce(s, int(d["player"]), int(d["tile"]), act)
        return
    s.pending.pop()
    if act.verb == "pass":
        return
    if kind is Decision.CONTROL_ROOM:
        _shift(s, act.args[0], int(act.args[1]), act.args[2], 1, ch.name, "room_shift")
    elif kind is Decision.VISION:
        tile = s.tile_at(parse_cell(act.args[0]))
        _look_private(s, ch.player, c, tile, "vision")
        _push_decision(s, Decision.ANNOUNCE, c, tile=tile)
    elif kind is Decision.TUNNEL:
        tile = s.tile_at(parse_cell(act.args[0]))
        group = [g for g in d["group"] if s.chars[g].alive] or [c]
        s._log("tunnel", char=ch.name, cell=act.args[0])
        _enter(s, group, tile, ch.axis, c, "tunnel")
    elif kind is Decision.MOVING:
        here = ch.tile
        if here is None:
            return
        other = s.tile_at(parse_cell(act.args[0]))
        a = s.cell_of(here)
        _swap_tiles(s, here, other)
        s._log("moving", char=ch.name, cell=act.args[0])
        _note_swap(s, a, parse_cell(act.args[0]), ch.name)
    elif kind is Decision.REGEN:
        t = s.char_index(act.args[0])
        if t is None:
            return
        tch = s.chars[t]
        tch.alive, tch.tile, tch.died_at, tch.axis = True, CENTRAL_TILE, None, "h"
        tch.drop_pending("cancelled")
        s._log("revive", char=ch.name, target=act.args[0])
        _check_unmask(s)
    elif kind is Decision.ROBOT:
        _robot_order(s, act)
    elif kind is Decision.ACID:
        t = s.char_index(act.args[0])
        if t is not None:
            s._log("sacrifice", char=ch.name, target=act.args[0])
            _kill(s, t, "ACID")
    elif kind is Decision.PENALTY:
        ch.forbid.append(act.args[1])
        s._log("penalty", char=ch.name, action=act.args[1])


def _robot_order(s: RoomState, act: Act) -> None:
    i = int(act.args[0])
    rb = s.robot(i)
    if rb is None or rb.tile is None:
        return
    frm = s.cell_of(rb.tile)
    if act.args[1] == "move":
        to = parse_cell(act.args[2])
        s._log("robot_move", n=i + 1, cell=act.args[2])
        _robot_enter(s, rb, s.tile_at(to))
    else:
        t = s.char_index(act.args[2])
        to = parse_cell(act.args[3])
        if t is None:
            return
        s._log("robot_push", n=i + 1, target=act.args[2], cell=act.args[3])
        _enter(s, [t], s.tile_at(to), axis_between(frm, to), t, "robot")


def _robot_enter(s: RoomState, rb: Robot, tile: int) -> None:
    i = rb.seq or 0
    rb.tile = tile
    t = s.tiles[tile]
    if not t.face_up:
        _flip(s, tile)
    if t.room == "SHREDDER":
        rb.status, rb.tile = "destroyed", None
        t.lock = "shredder"
        s._log("robot_destroyed", n=i + 1)
        s._log("shredder_lock", cell=cell_text(s.cell_of(tile)))
