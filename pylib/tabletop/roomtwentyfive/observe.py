"""What a seat sees of a Room 25 position: the observation of the package docstring (docs/rules/roomtwentyfive.md §10).

Built field by field from the save's fields (an allow-list: a field added to the state stays private until
:func:`observe` names it), each secret shown through the state's ``privacy`` (:mod:`.privacy`); then the view
fields a board needs: the 5×5 grid with marks, characters and robots, the decision the game waits for, the viewer's
characters and role, and the outcome.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.hidden import Secrets
from . import data as D
from .pieces import SUSPICION, Phase
from .saves import VERSION

if TYPE_CHECKING:
    from .state import RoomState


def observe(s: RoomState, player: int | None, secrets: Secrets[RoomState]) -> dict[str, Any]:
    """What ``player`` may see, field by field (an allow-list: a new field of the state is private
    until it is added here)."""
    knows = set(s.known[player]) if player is not None else set()
    own = {i for i, ch in enumerate(s.chars) if player is not None and ch.player == player}
    tiles = []
    for i, t in enumerate(s.tiles):
        seen = secrets.sees(s, player, "tiles", i)
        tiles.append({
            "id": i, "cell": list(s.cell_of(i)), "room": secrets.show(s, player, "tiles", i),
            "orig": t.orig if seen else None, "colour": D.colour_of(t.room) if seen else None,
            "face_up": t.face_up, "zone": t.zone, "lock": t.lock, "flood_turn": t.flood_turn,
            "public": t.public, "looked": i in knows,
        })  # fmt: skip
    chars = []
    for i, ch in enumerate(s.chars):
        stat = [ch.stat[k] if secrets.sees(s, player, "chars", ("stat", i, k)) else "" for k in range(3)]
        chars.append({
            "name": ch.name, "player": ch.player, "tile": ch.tile,
            "cell": None if ch.tile is None else list(s.cell_of(ch.tile)),
            "alive": ch.alive, "died_at": None if ch.died_at is None else list(ch.died_at),
            "role": secrets.show(s, player, "chars", ("role", i)),
            "revealed": ch.revealed, "live": ch.live, "adrenaline": ch.adrenaline,
            "prog": [secrets.show(s, player, "chars", ("prog", i, k)) for k in range(len(ch.prog))],
            "stat": stat, "programmed": ch.programmed, "done": list(ch.done), "max_actions": ch.max_actions,
            "cancelled": ch.cancelled, "forbid": list(ch.forbid), "trap": ch.trap, "hidden": ch.hidden,
            "axis": ch.axis, "locks": ch.locks, "empties": ch.empties, "colour_index": i,
        })  # fmt: skip
    robots = [
        {"home": r.home, "tile": r.tile, "status": r.status, "seq": r.seq}
        for r in sorted(s.robots, key=lambda r: (r.seq is None, r.seq or 0, r.home))
        if r.seq is not None or secrets.sees(s, player, "tiles", r.home)
    ]
    obs: dict[str, Any] = {
        "game": s.game.id, "version": VERSION, "players": s.players, "options": dict(s.options),
        "mode": s.mode, "viewer": player, "phase": s.phase.value, "turn": s.turn,
        "turns_total": s.turns_total, "remaining": s.remaining, "last_turn": s.last_turn,
        "pass": s.pass_no, "step": s.step, "current": s.cur, "acted": s.acted,
        "trap_before": s.trap_before, "pass_drawn": s.pass_drawn, "order": list(s.order),
        "tiles": tiles, "board": list(s.board), "chars": chars, "robots": robots,
        "pending": [dict(d, group=list(d.get("group", ()))) for d in s.pending],
        "clue": [dict(c) for c in s.clue], "controls": dict(s.controls), "key_found": s.key_found,
        "marks": list(s.marks),
        "known": [sorted(s.known[p]) if p == player else [] for p in range(s.players)],
        "announcements": [dict(a) for a in s.announcements],
        "mac": {"deck": [secrets.show(s, player, "mac_cards", k) for k in range(len(s.mac_cards.deck))],
                "discard": list(s.mac_cards.discard),
                "last": list(s.mac_cards.last)},
        "log": s.log.view(player),
        "last_shift": None if s.last_shift is None else dict(s.last_shift),
        "shift_seq": s.shift_seq,
        "result": None if s.result is None else dict(s.result),
        "active": list(s.active_players()), "jammed": s._jammed(),
    }  # fmt: skip
    obs["grid"] = _grid(s, obs)
    obs["decision"] = _decision_view(s)
    obs["you"] = (
        None
        if player is None
        else {"player": player, "characters": [s.chars[i].name for i in sorted(own)],
              "role": next((secrets.show(s, player, "chars", ("role", i)) for i in sorted(own)), None)
              if s.mode == SUSPICION else None}
    )  # fmt: skip
    outcome = s.outcome()
    obs["outcome"] = None if outcome is None else outcome.to_json()
    return obs


def _grid(s: RoomState, d: dict[str, Any]) -> list[list[dict[str, Any]]]:
    grid: list[list[dict[str, Any]]] = []
    for r in range(5):
        row = []
        for c in range(5):
            tid = s.board[r * 5 + c]
            t = d["tiles"][tid]
            row.append({
                "tile": tid, "face_up": t["face_up"], "room": t["room"], "colour": t["colour"],
                "locked": t["lock"], "zone": t["zone"],
                "marks": [p for p, m in enumerate(s.marks) if m == tid],
                "chars": [ch.name for ch in s.chars if ch.alive and ch.tile == tid],
                "robots": [rb.seq for rb in s.robots
                           if rb.status == "active" and rb.tile == tid and rb.seq is not None],
            })  # fmt: skip
        grid.append(row)
    return grid


def _decision_view(s: RoomState) -> dict[str, Any] | None:
    if s.phase is Phase.OVER:
        return None
    if s.pending:
        p = s.pending[-1]
        out = {"kind": p["kind"], "char": s.chars[int(p["char"])].name, "player": p["player"]}
        if "tile" in p:
            out["cell"] = list(s.cell_of(int(p["tile"])))
        return out
    if s.phase is Phase.ACTION and s.cur is not None:
        ch = s.chars[s.cur]
        return {"kind": "act", "char": ch.name, "player": ch.player, "pass": s.pass_no}
    return {"kind": s.phase.value}
