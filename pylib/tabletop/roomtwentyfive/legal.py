"""What a player may do now, and why anything else is refused (docs/rules/roomtwentyfive.md §4, §5, §8).

The starting clue and the announcement after a look (§3, §5: co-operation offers only the true colour, a
Jamming Room only silence), the programmes a character may lay (§4: one or two different actions, one in a
Cold Room, Adrenaline once per game), the concrete targets of a programmed action when its step comes (§5:
look, move, push, control and the skills), and the choices a room or a M.A.C. card hands a player (§8).
The ``*_problem`` functions say in words why a target is refused; :func:`why_illegal` builds on them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.action import Act
from . import data as D
from .actions import Cell, cell_text, parse_cell
from .pieces import CENTRAL_TILE, COOP, LINES, SUSPICION, Decision, Phase, adjacent, axis_between

if TYPE_CHECKING:
    from .state import RoomState

#: every ``mark r,c`` (the reminder marker may go onto any tile)
MARKS: tuple[Act, ...] = tuple(Act("mark", (cell_text((r, c)),)) for r in range(5) for c in range(5))
#: the programmes of a character, by what they depend on (name, forbidden types, actions, Adrenaline)
_PROGRAMS: dict[tuple[str, tuple[str, ...], int, bool], list[Act]] = {}


def compute_legal(s: RoomState, player: int) -> list[Act]:
    """The legal actions of ``player`` now, sorted by text (:meth:`RoomState.legal_actions` caches them)."""
    if s.phase is Phase.OVER or player not in s.active_players():
        return []
    acts: list[Act] = []
    if s.pending:
        acts = _decision_actions(s, s.pending[-1])
    elif s.phase is Phase.CLUE:
        st = s.clue[player]
        if st["status"] == "look":
            acts = [Act("clue", (cell_text(c),)) for c in D.CLUE_CELLS]
        else:
            acts = _announce_actions(s, player, int(st["tile"]), bool(st["marked"]))
    elif s.phase is Phase.PROGRAM:
        for c in s._to_program():
            if s.chars[c].player == player:
                acts.extend(_program_actions(s, c))
    elif s.phase is Phase.ACTION and s.cur is not None:
        acts = _step_actions(s, s.cur)
    return sorted(set(acts), key=str)


def _program_actions(s: RoomState, c: int) -> list[Act]:
    ch = s.chars[c]
    key = (ch.name, tuple(ch.forbid) + (("skill",) if not s.skills else ()), ch.max_actions,
           ch.adrenaline and not s.frenzy)  # fmt: skip
    if key not in _PROGRAMS:
        _PROGRAMS[key] = _program_actions_uncached(s, c)
    return _PROGRAMS[key]


def _program_actions_uncached(s: RoomState, c: int) -> list[Act]:
    ch = s.chars[c]
    types = [t for t in s.types_available() if t not in ch.forbid]
    seqs: list[tuple[str, ...]] = [(t,) for t in types]
    if ch.max_actions >= 2:
        seqs += [(a, b) for a in types for b in types if a != b]
    adr: list[str] = []
    if ch.adrenaline and not s.frenzy and ch.max_actions >= 2:
        adr = [t for t in D.BASIC_ACTIONS if t not in ch.forbid]
    out = []
    for seq in seqs:
        out.append(Act("program", (ch.name, *seq)))
        for a in adr:
            out.append(Act("program", (ch.name, *seq, "adrenaline", a)))
    return out


def _announce_actions(s: RoomState, player: int, tile: int, marked: bool) -> list[Act]:
    out = [Act("silent")]
    if not marked and not s.frenzy:
        out += MARKS
    if s._jammed():
        return out
    if s.mode == COOP:
        out.append(Act("announce", (D.colour_of(s.tiles[tile].room),)))
    else:
        out += [Act("announce", (col,)) for col in D.COLOURS]
    return out


def _step_actions(s: RoomState, c: int) -> list[Act]:
    ch = s.chars[c]
    if s.acted:
        return []
    if ch.live:
        types = [t for t in s.types_available() if t not in ch.done and t not in ch.forbid]
    else:
        t = s.current_type()
        types = [t] if t is not None and t not in ch.forbid else []
    out: list[Act] = []
    for t in types:
        out += concrete(s, c, t)
    if s.mode == SUSPICION and ch.role == "guard" and not ch.revealed and s.pass_no in (1, 2):
        out.append(Act("reveal"))
    if ch.live or not any(a.verb != "reveal" for a in out):
        out.append(Act("pass"))
    return out


def _pivot_problem(s: RoomState, c: int, frm: Cell, to: Cell) -> str | None:
    ch = s.chars[c]
    if s.room_at(frm) == "PIVOT" and axis_between(frm, to) != ch.axis:
        way = "left or right" if ch.axis == "h" else "up or down"
        return f"in the Pivoting Room {D.CHARACTER_BY_ID[ch.name].en} can only go {way}"
    return None


def look_problem(s: RoomState, c: int, cell: Cell) -> str | None:
    """Why character ``c`` may not look at ``cell`` now, in words, or None if it may (§5)."""
    frm = s.char_cell(c)
    if frm is None:
        return "a dead character cannot look"
    if s.room_at(frm) == "DARK":
        return "nobody can look from inside a Dark Room"
    if cell not in adjacent(frm):
        return "you can only look at a room next to yours (not diagonally)"
    if s.tiles[s.tile_at(cell)].face_up:
        return "that room is already face up"
    return _pivot_problem(s, c, frm, cell)


def _enter_problem(s: RoomState, c: int | None, cell: Cell) -> str | None:
    t = s.tiles[s.tile_at(cell)]
    if t.lock is not None:
        if t.lock == "emmett" and c is not None and s.chars[c].name == "emmett":
            return None
        return "that room is locked: nobody may enter it"
    return None


def move_problem(s: RoomState, c: int, cell: Cell) -> str | None:
    """Why character ``c`` may not move to ``cell`` now, in words, or None if it may (§5)."""
    frm = s.char_cell(c)
    if frm is None:
        return "a dead character cannot move"
    if cell not in adjacent(frm):
        return "you can only move to a room next to yours (not diagonally, not off the board)"
    p = _enter_problem(s, c, cell) or _pivot_problem(s, c, frm, cell)
    if p:
        return p
    if s.room_at(frm) == "PRISON":
        tile = s.tile_at(cell)
        if tile != CENTRAL_TILE and not any(o != c for o in s.chars_in(tile)):
            return "from the Prison you may only move to the Central Room or to a room with another character"
    return None


def push_problem(s: RoomState, c: int, target: int, cell: Cell) -> str | None:
    """Why character ``c`` may not push character ``target`` into ``cell`` now, or None if it may (§5)."""
    frm = s.char_cell(c)
    if frm is None:
        return "a dead character cannot push"
    if s.tile_at(frm) == CENTRAL_TILE:
        return "nobody can push from the Central Room"
    tch = s.chars[target]
    if target == c:
        return "you cannot push yourself"
    if not tch.alive or tch.tile != s.chars[c].tile:
        return "you can only push a character in your own room"
    if tch.hidden:
        return "Alice is hidden: others cannot affect her"
    if cell not in adjacent(frm):
        return "a push goes to a room next to yours"
    return _enter_problem(s, target, cell) or _pivot_problem(s, c, frm, cell)


def control_problem(s: RoomState, c: int | None, line: str, index: int, direction: str) -> str | None:
    """Why sliding ``line`` ``index`` toward ``direction`` (by ``c``, or a room or card) is refused now, or None."""
    if D.DIRECTIONS[direction][0] != line:
        return "rows slide left or right, columns slide up or down"
    if index == 2:
        return "the row and the column of the Central Room never move"
    if c is not None:
        frm = s.char_cell(c)
        if frm is None:
            return "a dead character cannot control"
        if frm == D.CENTRE:
            return "nobody can use Control from the Central Room"
        own = frm[0] if line == "row" else frm[1]
        if own != index:
            return "Control slides the row or the column of your own room"
    key = f"{line} {index}"
    done = s.controls.get(key)
    if done is not None and done != direction:
        return f"{line} {index} already slid {done} this turn: it may only slide {done} again"
    return None


def concrete(s: RoomState, c: int, typ: str) -> list[Act]:
    """The actions character ``c`` may carry out now for the programmed type ``typ`` (targets chosen now, §4)."""
    ch = s.chars[c]
    frm = s.char_cell(c)
    if frm is None:
        return []
    out: list[Act] = []
    if typ == "look":
        out = [Act("look", (cell_text(x),)) for x in adjacent(frm) if look_problem(s, c, x) is None]
    elif typ == "move":
        out = [Act("move", (cell_text(x),)) for x in adjacent(frm) if move_problem(s, c, x) is None]
    elif typ == "push":
        for o in s.chars_in(ch.tile) if ch.tile is not None else []:
            for x in adjacent(frm):
                if push_problem(s, c, o, x) is None:
                    out.append(Act("push", (s.chars[o].name, cell_text(x))))
    elif typ == "control":
        for line, i, d in LINES:
            if control_problem(s, c, line, i, d) is None:
                out.append(Act("control", (line, str(i), d)))
    elif typ == "skill" and s.skills:
        out = _skill_actions(s, c)
    return out


def skill_verbs(s: RoomState, c: int) -> list[str]:
    """The skill verbs character ``c`` has: its own, or the Mimic's copies from characters near it (§5)."""
    ch = s.chars[c]
    if ch.name != "mimic":
        return list(D.SKILL_VERBS[ch.name])
    frm = s.char_cell(c)
    if frm is None:
        return []
    near = {s.tile_at(x) for x in adjacent(frm)} | {ch.tile}
    verbs: list[str] = []
    for o, och in enumerate(s.chars):
        if o != c and och.alive and och.tile in near:
            verbs += [v for v in D.SKILL_VERBS[och.name] if v not in verbs]
    return verbs


def _skill_actions(s: RoomState, c: int) -> list[Act]:
    ch = s.chars[c]
    frm = s.char_cell(c)
    if frm is None or ch.tile is None:
        return []
    here = ch.tile
    out: list[Act] = []
    for verb in skill_verbs(s, c):
        if verb == "pull":
            if s.tiles[here].lock is None:
                for x in adjacent(frm):
                    for o in s.chars_in(s.tile_at(x)):
                        if not s.chars[o].hidden:
                            out.append(Act("skill", ("pull", s.chars[o].name)))
        elif verb == "hide":
            out.append(Act("skill", ("hide",)))
        elif verb == "carry":
            for o in s.chars_in(here):
                if o != c and not s.chars[o].hidden:
                    for x in adjacent(frm):
                        if move_problem(s, c, x) is None and _enter_problem(s, o, x) is None:
                            out.append(Act("skill", ("carry", s.chars[o].name, cell_text(x))))
        elif verb == "adrenaline":
            if not ch.adrenaline and not s.frenzy:
                out.append(Act("skill", ("adrenaline",)))
        elif verb == "lock":
            locks = sum(1 for t in s.tiles if t.lock == "emmett")
            if locks < D.EMMETT_MAX_LOCKS:
                for x in [frm, *adjacent(frm)]:
                    t = s.tiles[s.tile_at(x)]
                    if t.face_up and t.lock is None and D.colour_of(t.room) != "blue":
                        out.append(Act("skill", ("lock", cell_text(x))))
        elif verb == "unlock":
            for x in adjacent(frm):
                if s.tiles[s.tile_at(x)].lock is not None:
                    out.append(Act("skill", ("unlock", cell_text(x))))
        elif verb == "empty":
            t = s.tiles[here]
            if ch.empties < D.SARAH_MAX_EMPTIES and D.colour_of(t.room) != "blue" and t.room != "EMPTY":
                out.append(Act("skill", ("empty",)))
        elif verb == "destroy":
            for rb in s.robots:
                if rb.status == "active" and rb.tile == here and rb.seq is not None:
                    out.append(Act("skill", ("destroy", str(rb.seq))))
        elif verb == "swap":
            # any two adjacent rooms not known to be blue: a face-down one is offered
            # whatever it is (which rooms are offered must not tell its colour); a blue
            # one found face down stops the swap when it is carried out
            cands = [x for x in adjacent(frm) if not _known_blue(s, s.tile_at(x))]
            for i, a in enumerate(cands):
                for b in cands[i + 1 :]:
                    first, second = sorted((cell_text(a), cell_text(b)))
                    out.append(Act("skill", ("swap", first, second)))
        elif verb == "robot":
            out += [Act("skill", ("robot", *a.args)) for a in _robot_orders(s)]
    return out


def _known_blue(s: RoomState, tile: int) -> bool:
    """Whether ``tile`` is a blue room everybody can see (the Central Room, a face-up Key...)."""
    t = s.tiles[tile]
    return (t.face_up or t.public) and D.colour_of(t.room) == "blue"


def _robot_orders(s: RoomState) -> list[Act]:
    out: list[Act] = []
    for rb in s.robots:
        if rb.status != "active" or rb.tile is None or rb.seq is None:
            continue
        i = rb.seq
        frm = s.cell_of(rb.tile)
        for x in adjacent(frm):
            t = s.tiles[s.tile_at(x)]
            if t.lock is None or t.lock == "emmett":
                out.append(Act("robot", (str(i), "move", cell_text(x))))
        if rb.tile != CENTRAL_TILE:
            for o in s.chars_in(rb.tile):
                if s.chars[o].hidden:
                    continue
                for x in adjacent(frm):
                    if _enter_problem(s, o, x) is None:
                        out.append(Act("robot", (str(i), "push", s.chars[o].name, cell_text(x))))
    return out


def _decision_actions(s: RoomState, d: dict[str, Any]) -> list[Act]:
    kind = Decision(d["kind"])
    if kind is Decision.ANNOUNCE:
        return _announce_actions(s, int(d["player"]), int(d["tile"]), bool(d["marked"]))
    out: list[Act] = []
    if kind is Decision.CONTROL_ROOM:
        out = [Act("control", (ln, str(i), dr)) for ln, i, dr in LINES if control_problem(s, None, ln, i, dr) is None]
    elif kind is Decision.VISION:
        out = [Act("look", (cell_text(s.cell_of(t)),)) for t in s.face_down()]
    elif kind is Decision.TUNNEL:
        c = int(d["char"])
        here = s.chars[c].tile
        for i, t in enumerate(s.tiles):
            if t.room == "TUNNEL" and t.face_up and i != here and t.lock is None:
                out.append(Act("tunnel", (cell_text(s.cell_of(i)),)))
    elif kind is Decision.MOVING:
        out = [Act("swap", (cell_text(s.cell_of(t)),)) for t in s.face_down()]
    elif kind is Decision.REGEN:
        out = [Act("revive", (ch.name,)) for ch in s.chars if not ch.alive]
    elif kind is Decision.ROBOT:
        out = _robot_orders(s)
    elif kind is Decision.ACID:
        return [Act("sacrifice", (s.chars[g].name,)) for g in d["group"] if s.chars[g].alive]
    elif kind is Decision.PENALTY:
        ch = s.chars[int(d["char"])]
        choices = [x for x in D.PENALTY_CHOICES if x != "skill" or s.skills]
        return [Act("penalty", (ch.name, x)) for x in choices]
    out.append(Act("pass"))
    return out


def why_illegal(s: RoomState, player: int, action: Act) -> str | None:
    """A readable reason why ``action`` (not among the legal ones) is refused."""
    act, legal = action, s.legal_actions(player)
    hint = ", ".join(str(a) for a in legal[:6]) + (" …" if len(legal) > 6 else "")
    if s.pending:
        kind = Decision(s.pending[-1]["kind"])
        return f"'{act}' is not possible now: the rules wait for a choice ({kind.value}), e.g. {hint}"
    if s.phase is Phase.CLUE:
        return f"'{act}' is not possible now: first peek at a room next to the Central Room, e.g. {hint}"
    if s.phase is Phase.PROGRAM:
        if act.verb != "program":
            return f"'{act}' is not possible now: program your actions first, e.g. {hint}"
        c = s.char_index(act.args[0])
        if c is None or s.chars[c].player != player:
            return f"you do not play {act.args[0]} in this game"
        ch = s.chars[c]
        if ch.programmed or ch.live:
            return f"{act.args[0]} has nothing to program now"
        types = [t for t in act.args[1:] if t != "adrenaline"]
        if "adrenaline" in act.args:
            if ch.max_actions < 2:
                return "in the Cold Room a character programs one action only (no adrenaline)"
            if s.frenzy:
                return "there is no adrenaline in frenzy mode"
            if not ch.adrenaline:
                return "adrenaline can be used once per game; it is spent"
        if ch.max_actions < 2 and len(types) > 1:
            return "in the Cold Room a character programs one action only"
        if "skill" in types and not s.skills:
            return "special skills are not used in this game"
        for t in types:
            if t in ch.forbid:
                return f"a M.A.C. penalty forbids {t} this turn"
        return f"'{act}' is not a valid programme"
    c = s.cur
    if c is None:
        return f"'{act}' is not possible now"
    typ = s.current_type()
    ch = s.chars[c]
    verbs = {"look", "move", "push", "control", "skill"}
    if act.verb in verbs and not ch.live and act.verb != typ:
        return f"{D.CHARACTER_BY_ID[ch.name].en} programmed {typ} for this action, not {act.verb}"
    if act.verb in verbs and ch.live and act.verb in ch.done:
        return f"a character cannot do {act.verb} twice in one turn"
    if act.verb in verbs and act.verb in ch.forbid:
        return f"a M.A.C. penalty forbids {act.verb} this turn"
    problem: str | None = None
    if act.verb == "look":
        problem = look_problem(s, c, parse_cell(act.args[0]))
    elif act.verb == "move":
        problem = move_problem(s, c, parse_cell(act.args[0]))
    elif act.verb == "push":
        target = s.char_index(act.args[0])
        problem = (
            "that character is not in this game"
            if target is None
            else push_problem(s, c, target, parse_cell(act.args[1]))
        )
    elif act.verb == "control":
        problem = control_problem(s, c, act.args[0], int(act.args[1]), act.args[2])
    elif act.verb == "reveal":
        problem = "only an unmasked guard may reveal, on one of its two actions"
    elif act.verb == "pass":
        problem = "the programmed action must be carried out while it is possible"
    if problem:
        return problem
    return f"'{act}' is not possible now; possible: {hint}"
