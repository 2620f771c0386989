"""The turn machine: programming, the three action passes in turn order, the countdown (§4).

It runs a turn of docs/rules/roomtwentyfive.md §4 after each action until a player must choose: the start of
a turn (Cold Rooms, revealed guards acting live, M.A.C. cards before the turn, §7), the end of programming,
each step of action pass 1, pass 2 and the adrenaline pass (a Paranoia room acts at random, Decision 6; a
Trap kills one who stays, Decision 11; frenzy draws a card before a pass, §7), then the countdown (Flooded
Room deaths, Decision 10; time up, §6) and the next turn with the first character moved to last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .doing import _execute
from .effects import _draw_mac, _end, _kill
from .legal import concrete
from .pieces import COOP, Phase

if TYPE_CHECKING:
    from .state import RoomState


def start_turn(s: RoomState) -> None:
    """Begin the next turn (in place): the order rotates (after turn 1), tokens and markers clear, then programming."""
    if s.turn > 0:
        s.order = s.order[1:] + s.order[:1]
    s.turn += 1
    s.controls = {}
    s.pass_no = 0
    s.step = 0
    s.cur = None
    s.acted = False
    s.pass_drawn = False
    s.mac_cards.last = []
    for ch in s.chars:
        ch.prog, ch.stat, ch.programmed, ch.done = [None, None, None], ["", "", ""], False, []
        ch.cancelled, ch.forbid = False, []
        ch.max_actions = 1 if ch.alive and ch.tile is not None and s.tiles[ch.tile].room == "COLD" else 2
        if ch.revealed and ch.role == "guard" and not ch.live:
            ch.live = True
            ch.adrenaline = False
    s.phase = Phase.PROGRAM
    s._log("turn", turn=s.turn, n=s.remaining)
    if s.last_turn:
        s._log("last_turn")
    # frenzy mode draws one card before each action pass *instead of* these two
    if s.mac and not s.frenzy and not s.last_turn:
        _draw_mac(s)
        _draw_mac(s)


def _has_action(s: RoomState, c: int) -> bool:
    ch = s.chars[c]
    if not ch.alive or ch.cancelled:
        return False
    if ch.live:
        return s.pass_no in (1, 2) and s.pass_no <= ch.max_actions and len(ch.done) < ch.max_actions
    return ch.stat[s.pass_no - 1] == "pending"


def _begin_step(s: RoomState, c: int) -> None:
    """Character ``c``'s step begins; in a Paranoia room a random legal action is done (Decision 6)."""
    ch = s.chars[c]
    s.cur = c
    s.acted = False
    s.trap_before = ch.trap
    ch.hidden = False
    if ch.tile is not None and s.tiles[ch.tile].room == "PARANOIA":
        s._log("paranoia", char=ch.name)
        options = [(t, concrete(s, c, t)) for t in s.types_available()]
        options = [(t, acts) for t, acts in options if acts]
        if not options:
            if not ch.live:
                ch.stat[s._slot()] = "lost"
                if s.pass_no == 3:
                    ch.adrenaline = False
            s.acted = True
            return
        _, acts = s.rng.choice(options)
        act = s.rng.choice(sorted(acts, key=str))
        if not ch.live:
            ch.prog[s._slot()] = act.verb
        _execute(s, c, act)


def _end_step(s: RoomState) -> None:
    """The step ends: a character still in the Trap that caught it before this step dies (Decision 11)."""
    c = s.cur
    if c is not None:
        ch = s.chars[c]
        if s.trap_before is not None and ch.alive and ch.tile == s.trap_before and ch.trap == s.trap_before:
            _kill(s, c, "TRAP")
    s.cur = None
    s.acted = False
    s.trap_before = None
    s.step += 1


def _countdown(s: RoomState) -> None:
    """End of turn: Flooded Room deaths (Decision 10), one turn fewer, time up (§6) or the next turn."""
    for i, t in enumerate(s.tiles):
        if t.lock == "flood" and t.flood_turn == s.turn - 1 and t.flood_turn > 0:
            for o in s.chars_in(i):
                _kill(s, o, "FLOOD")
    if s.phase is Phase.OVER:
        return
    s.remaining -= 1
    if s.remaining <= 0:
        s._log("time_up")
        if s.mode == COOP:
            _end(s, None, "time", "coop_loss_time")
        else:
            _end(s, "guard", "time", "guards_win_time")
        return
    start_turn(s)


def settle(s: RoomState) -> None:
    """Run the turn (in place) until a player must act or the game is over."""
    for _ in range(10_000):
        if s.phase is Phase.OVER or s.pending:
            return
        if s.phase is Phase.CLUE:
            if all(st["status"] == "done" for st in s.clue):
                start_turn(s)
                continue
            return
        if s.phase is Phase.PROGRAM:
            if s._to_program():
                return
            s.phase = Phase.ACTION
            s.pass_no, s.step, s.cur, s.pass_drawn = 1, 0, None, False
            continue
        # ACTION
        if s.cur is not None:
            if s.acted:
                _end_step(s)
                continue
            return
        if s.frenzy and s.pass_no in (1, 2) and not s.pass_drawn and not s.last_turn:
            s.pass_drawn = True
            _draw_mac(s)
            continue
        while s.step < len(s.order) and not _has_action(s, s.order[s.step]):
            s.step += 1
        if s.step < len(s.order):
            _begin_step(s, s.order[s.step])
            continue
        if s.pass_no < 3:
            s.pass_no += 1
            s.step = 0
            s.pass_drawn = False
            continue
        _countdown(s)
    raise RuntimeError("the turn machine did not settle")  # pragma: no cover
