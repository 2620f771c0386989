"""A Room 25 position as plain data, and read back with every field checked (docs/rules/roomtwentyfive.md §2–§4).

:func:`to_dict` writes every field of the state (the tiles and board of §2, the characters and roles of §3,
the turn, its programmes and pending choices of §4); :func:`load` checks and reads each one back, raising
InvalidSave for anything malformed. The observation (:mod:`.observe`) starts from the same fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core import fields as F
from ..core.errors import InvalidSave
from ..core.log import Log
from ..core.rng import Rng
from . import data as D
from .messages import NS
from .pieces import CENTRAL_TILE, SLOT_STATES, Char, Decision, Phase, Robot, Tile

if TYPE_CHECKING:
    from .state import RoomState

#: the version of :func:`to_dict`
VERSION = 2


def to_dict(s: RoomState) -> dict[str, Any]:
    """The save of ``s``: every field, with its header (:func:`load` reads it back)."""
    d = F.header(s, VERSION)
    d.update({
        "phase": s.phase.value, "turn": s.turn, "turns_total": s.turns_total,
        "remaining": s.remaining, "pass": s.pass_no, "step": s.step, "current": s.cur,
        "acted": s.acted, "trap_before": s.trap_before, "pass_drawn": s.pass_drawn,
        "order": list(s.order),
        "tiles": [
            {"room": t.room, "orig": t.orig, "face_up": t.face_up, "zone": t.zone, "lock": t.lock,
             "flood_turn": t.flood_turn, "public": t.public}
            for t in s.tiles
        ],
        "board": list(s.board),
        "chars": [_char_dict(c) for c in s.chars],
        "robots": [{"home": r.home, "tile": r.tile, "status": r.status, "seq": r.seq} for r in s.robots],
        "pending": [dict(d, group=list(d.get("group", ()))) for d in s.pending],
        "clue": [dict(c) for c in s.clue],
        "controls": dict(s.controls),
        "key_found": s.key_found,
        "marks": list(s.marks),
        "known": [list(k) for k in s.known],
        "announcements": [dict(a) for a in s.announcements],
        "mac": {"deck": list(s.mac_deck), "discard": list(s.mac_discard), "last": list(s.mac_last)},
        "log": s.log.to_json(),
        "last_shift": None if s.last_shift is None else dict(s.last_shift),
        "shift_seq": s.shift_seq,
        "result": None if s.result is None else dict(s.result),
    })  # fmt: skip
    return d


def load(s: RoomState, rng: Rng | None, d: Mapping[str, Any]) -> RoomState:
    """Fill the fresh state ``s`` from the save ``d`` (its header already read); InvalidSave if malformed."""
    players = s.players
    if rng is None:
        raise InvalidSave("the generator state is missing")
    s.rng = rng
    s.phase = Phase(F.text(d["phase"], "the phase", [p.value for p in Phase]))
    s.turn = F.whole(d["turn"], "the turn", 0, 99)
    s.turns_total = F.whole(d["turns_total"], "the number of turns", 0, 99)
    s.remaining = F.whole(d["remaining"], "the remaining turns", 0, 99)
    s.pass_no = F.whole(d["pass"], "the action pass", 0, 3)
    s.step = F.whole(d["step"], "the step", 0, 8)
    s.acted, s.pass_drawn = F.flag(d["acted"], "acted"), F.flag(d["pass_drawn"], "pass_drawn")
    tiles = F.items(d["tiles"], "the tiles", 25)
    for t in tiles:
        t = F.record(t, "a tile")
        s.tiles.append(
            Tile(F.text(t["room"], "a room", D.ROOMS), F.text(t["orig"], "a room", D.ROOMS),
                 F.flag(t["face_up"], "face_up"), F.text(t["zone"], "a zone", ("exit", "cross", "centre")),
                 _maybe(t["lock"], lambda v: F.text(v, "a lock", ("flood", "shredder", "emmett"))),
                 F.whole(t["flood_turn"], "flood_turn", 0, 99), F.flag(t["public"], "public"))
        )  # fmt: skip
    s.board = F.wholes(d["board"], "the board", 0, 24, 25)
    if sorted(s.board) != list(range(25)):
        raise InvalidSave("the board is not a placement of the 25 tiles")
    if s.board[12] != CENTRAL_TILE or s.tiles[CENTRAL_TILE].room != "CENTRAL":
        raise InvalidSave("the Central Room moved")
    s._reindex()
    s.chars = [_char_from(F.record(c, "a character"), players) for c in F.items(d["chars"], "the characters")]
    n = len(s.chars)
    if len({c.name for c in s.chars}) != n or not 4 <= n <= 8:
        raise InvalidSave("the characters are not 4 to 8 different ones")
    s.order = F.wholes(d["order"], "the turn order", 0, n - 1, n)
    if sorted(s.order) != list(range(n)):
        raise InvalidSave("the turn order is not an order of the characters")
    s.cur = _maybe(d["current"], lambda v: F.whole(v, "the current character", 0, n - 1))
    s.trap_before = _maybe(d["trap_before"], lambda v: F.whole(v, "trap_before", 0, 24))
    for r in F.items(d["robots"], "the robots"):
        r = F.record(r, "a robot")
        s.robots.append(
            Robot(F.whole(r["home"], "a robot's room", 0, 24),
                  _maybe(r["tile"], lambda v: F.whole(v, "a robot's tile", 0, 24)),
                  F.text(r["status"], "a robot's status", ("waiting", "active", "destroyed")),
                  _maybe(r["seq"], lambda v: F.whole(v, "a robot's number", 0, 9)))
        )  # fmt: skip
    for p in F.items(d["pending"], "the pending decisions"):
        p = F.record(p, "a decision")
        dec: dict[str, Any] = {
            "kind": F.text(p["kind"], "a decision", [k.value for k in Decision]),
            "char": F.whole(p["char"], "a decision's character", 0, n - 1),
            "player": F.whole(p["player"], "a decision's player", 0, players - 1),
            "group": F.wholes(p.get("group", []), "a decision's group", 0, n - 1),
        }
        if "tile" in p:
            dec["tile"] = F.whole(p["tile"], "a decision's tile", 0, 24)
        if "marked" in p:
            dec["marked"] = F.flag(p["marked"], "marked")
        s.pending.append(dec)
    s.clue = [
        {"status": F.text(c["status"], "a clue status", ("look", "announce", "done")),
         "tile": _maybe(c["tile"], lambda v: F.whole(v, "a clue tile", 0, 24)),
         "marked": F.flag(c["marked"], "marked")}
        for c in (F.record(x, "a clue") for x in F.items(d["clue"], "the clues", players))
    ]  # fmt: skip
    controls = F.record(d["controls"], "the control tokens")
    s.controls = {
        F.text(k, "a control token", [f"{ln} {i}" for ln in ("row", "col") for i in (0, 1, 3, 4)]):
        F.text(v, "a direction", D.DIRECTIONS)
        for k, v in controls.items()
    }  # fmt: skip
    s.key_found = F.flag(d["key_found"], "key_found")
    s.marks = [_maybe(m, lambda v: F.whole(v, "a marker", 0, 24)) for m in F.items(d["marks"], "marks", players)]
    s.known = [F.wholes(k, "the rooms a player saw", 0, 24) for k in F.items(d["known"], "known", players)]
    s.announcements = [
        {"player": F.whole(a["player"], "an announcement's player", 0, players - 1),
         "tile": F.whole(a["tile"], "an announcement's tile", 0, 24),
         "colour": _maybe(a["colour"], lambda v: F.text(v, "a colour", D.COLOURS)),
         "turn": F.whole(a["turn"], "an announcement's turn", 0, 99)}
        for a in (F.record(x, "an announcement") for x in F.items(d["announcements"], "announcements"))
    ]  # fmt: skip
    mac = F.record(d["mac"], "the M.A.C. cards")
    cards = len(D.MAC_DECK) - 1
    s.mac_deck = F.wholes(mac["deck"], "the M.A.C. deck", 0, cards)
    s.mac_discard = F.wholes(mac["discard"], "the M.A.C. discard", 0, cards)
    s.mac_last = F.wholes(mac["last"], "the last M.A.C. cards", 0, cards)
    s.log = Log.from_json(NS, d["log"], players)
    s.last_shift = _maybe(d["last_shift"], lambda v: dict(F.record(v, "the last shift")))
    s.shift_seq = F.whole(d["shift_seq"], "the shift number", 0)
    s.result = _maybe(d["result"], lambda v: dict(F.record(v, "the result")))
    if s.result is not None:
        F.text(s.result.get("winner") or "", "the winner", ("", "team", "prisoner", "guard"))
    return s


def _maybe(value: Any, read: Any) -> Any:
    """None, or ``read(value)``."""
    return None if value is None else read(value)


def _char_dict(c: Char) -> dict[str, Any]:
    return {
        "name": c.name, "player": c.player, "tile": c.tile, "alive": c.alive, "role": c.role,
        "revealed": c.revealed, "live": c.live, "adrenaline": c.adrenaline, "prog": list(c.prog),
        "stat": list(c.stat), "programmed": c.programmed, "done": list(c.done), "max_actions": c.max_actions,
        "cancelled": c.cancelled, "forbid": list(c.forbid), "trap": c.trap, "hidden": c.hidden, "axis": c.axis,
        "locks": c.locks, "empties": c.empties, "died_at": None if c.died_at is None else list(c.died_at),
    }  # fmt: skip


def _char_from(c: Mapping[str, Any], players: int) -> Char:
    def action(v: Any) -> str | None:
        return None if v is None else F.text(v, "a programmed action", D.ACTION_TYPES)

    return Char(
        F.text(c["name"], "a character", D.CHARACTER_BY_ID), F.whole(c["player"], "a controller", 0, players - 1),
        _maybe(c["tile"], lambda v: F.whole(v, "a position", 0, 24)), F.flag(c["alive"], "alive"),
        _maybe(c["role"], lambda v: F.text(v, "a role", ("prisoner", "guard"))), F.flag(c["revealed"], "revealed"),
        F.flag(c["live"], "live"), F.flag(c["adrenaline"], "adrenaline"),
        [action(x) for x in F.items(c["prog"], "a programme", 3)],
        [F.text(x, "a token state", SLOT_STATES) for x in F.items(c["stat"], "token states", 3)],
        F.flag(c["programmed"], "programmed"),
        [F.text(x, "an action done", D.ACTION_TYPES) for x in F.items(c["done"], "the actions done")],
        F.whole(c["max_actions"], "max_actions", 1, 2), F.flag(c["cancelled"], "cancelled"),
        [F.text(x, "a forbidden action", D.ACTION_TYPES) for x in F.items(c["forbid"], "forbidden actions")],
        _maybe(c["trap"], lambda v: F.whole(v, "a trap", 0, 24)), F.flag(c["hidden"], "hidden"),
        F.text(c["axis"], "an axis", ("h", "v")), F.whole(c["locks"], "locks", 0, 9),
        F.whole(c["empties"], "empties", 0, 9),
        _maybe(c["died_at"], lambda v: F.wholes(v, "where a character died", 0, 4, 2)),
    )  # fmt: skip
