"""Heuristic Room 25 bots for every seat: co-operative characters, prisoners and guards.

What they aim for is the winning condition of docs/rules/roomtwentyfive.md §6; their levels are §11 and
docs/bots.md.

A bot sees only its seat's observation. It keeps a belief map of the complex
(rooms it saw or that are face up, colours announced by others, the exit
zone where Room 25 must have started) and plans with a cheapest-path search
that avoids known and likely deadly rooms:

* co-operation: while the Key is unknown half the characters search the cross
  for it, the others the exit zone for Room 25, each in its own quarter of the
  complex (by name) and always looking at the next step of its path before
  stepping in; the character nearest the Key fetches it; then everybody heads
  for Room 25, the first ones inside slide it towards the others, and once
  everybody is inside the first character (by name) slides it off.
* prisoner: the same without the Key; it counts every unrevealed character.
* guard: acts like a prisoner, lies about colours now and then, pushes lone
  prisoners into known deadly rooms, and reveals itself when two or more
  prisoners are about to escape, then slides Room 25 away from the edge.

Strength 1 plays a noisy version (random among the better choices) and trusts
only its own looks; 2 plays the plain heuristic with the co-operative fixes (a
different starting clue per player, the Key before waiting in Room 25, no shift
or push that hurts the team, a stronger dislike of rooms nobody saw), still on
its own looks; 3 also uses the colours every player announced, and in
co-operation the whole team looks for Room 25 before anyone hunts the Key.

Strength 3 also slides lines to move, not only to escape: it tries each slide of
its row and column on a copy of its belief (:meth:`Belief.slid`), programs a
Control when one brings the team nearer rooms it can look at (while Room 25 is
unknown; red rooms often wall a corner of the exit zone off) or nearer Room 25
and the Key (once Room 25 is known), and knows that a Prison lets one out only
into the Central Room. In co-operation, once Room 25 is known, it plans the
team's whole turn and programs its own part (the team's turn, below).
"""

from __future__ import annotations

import copy
import heapq
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.bots import LevelSpec, Seat, register_bot, register_levels
from ..core.rng import Rng
from . import data as D
from .actions import Act, Cell, parse_cell

RISK_KNOWN: dict[str, float] = {
    "MORTAL": 100.0, "TRAP": 25.0, "FLOOD": 12.0, "SHREDDER": 15.0, "PARANOIA": 20.0, "ILLUSION": 20.0,
    "TIMER": 6.0, "ACID": 2.0, "VORTEX": 15.0, "MIRROR": 3.0, "COLD": 1.0, "PRISON": 2.0, "PIVOT": 1.0,
    "DARK": 4.0, "JAMMING": 0.2,
}  # fmt: skip


@dataclass(frozen=True)
class Risks:
    """How much the bot fears a room, by what it knows of it (``bench/tune.py`` searches these)."""

    #: the path search's price of entering a room nobody saw, one told red and one told yellow
    unknown: float = 2.5
    red: float = 12.0
    yellow: float = 1.2
    #: a seen room's price is its :data:`RISK_KNOWN` times this
    known: float = 1.0
    #: what a move into a room nobody looked at gives up (strength 2 and up), and into one told yellow
    unseen_step: float = 8.0
    yellow_step: float = 2.0
    #: the worth of looking at the next room of its path when a move follows
    look_ahead: float = 15.0


DEFAULT = Risks()

#: while the Key is unknown, every CROSS_SPLIT-th character (by name) looks for it
CROSS_SPLIT = 2

#: strength 3 programs a Control while Room 25 is unknown when a slide brings the team this much nearer its next looks
SLIDE_GAIN = 3.0
#: and once Room 25 is known, when a slide brings the team and Room 25 this much nearer each other
GATHER_GAIN = 2.0

#: the team's turn (strength 3, co-operation, below): a program, its actions with "adrenaline" before the third
Program = tuple[str, ...]

#: the value of a turn that ends in the escape
ESCAPED = 1000.0
#: what spending the Adrenaline (once a game) costs before the last turn, in the units of the team's ways
ADRENALINE_COST = 2.0
#: a character's program changes only for a turn this much nearer the escape
TEAM_MARGIN = 1.0
#: rounds of changes over the team
ROUNDS = 2

#: the actions the team's turn gives programs of
_VERBS = ("move", "control", "look")


def _adj(cell: Cell) -> list[Cell]:
    r, c = cell
    return [(r + dr, c + dc) for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)) if 0 <= r + dr < 5 and 0 <= c + dc < 5]


def escape_shift(cell: Cell) -> tuple[str, int, str] | None:
    """The shift that pushes a tile at ``cell`` off the board, if there is one."""
    r, c = cell
    if r == 0 and c != 2:
        return ("col", c, "up")
    if r == 4 and c != 2:
        return ("col", c, "down")
    if c == 0 and r != 2:
        return ("row", r, "left")
    if c == 4 and r != 2:
        return ("row", r, "right")
    return None


def own_slides(cell: Cell) -> list[tuple[str, int, str]]:
    """The Controls a character at ``cell`` may make: its row and its column, unless they cross the centre.

    >>> own_slides((1, 2))
    [('row', 1, 'left'), ('row', 1, 'right')]
    """
    r, c = cell
    rows = [("row", r, d) for d in ("left", "right")] if r != 2 else []
    return rows + ([("col", c, d) for d in ("up", "down")] if c != 2 else [])


def _quarter(cell: Cell) -> int:
    """0 NW, 1 NE, 2 SE, 3 SW; the arms of the cross go clockwise to the next quarter."""
    r, c = cell
    if r < 2:
        return 0 if c < 2 else 1
    if r > 2:
        return 3 if c <= 2 else 2
    return 0 if c < 2 else 2


class Belief:
    """What one player believes about the complex."""

    def __init__(
        self, obs: Mapping[str, Any], player: int, trust_all: bool = True, risks: Risks = DEFAULT, prisons: bool = False
    ) -> None:
        self.obs = obs
        #: whether its ways know that a Prison lets one out only into the Central Room
        self.prisons = prisons
        self.risks = risks
        self.player = player
        self.mode: str = obs["options"]["mode"]
        self.tiles: list[dict[str, Any]] = obs["tiles"]
        self.board: list[int] = list(obs["board"])
        self.chars: list[dict[str, Any]] = obs["chars"]
        self.remaining: int = obs["remaining"]
        self.key_found: bool = obs["key_found"]
        liars = {c["player"] for c in self.chars if c["revealed"] and c["role"] == "guard"}
        self.said: dict[int, str] = {}
        for a in obs["announcements"]:
            if a["colour"] is not None and a["player"] not in liars and (trust_all or a["player"] == player):
                self.said[a["tile"]] = a["colour"]
        self.cell_tile = {(i // 5, i % 5): t for i, t in enumerate(self.board)}
        self.cache: dict[Any, Any] = {}
        self.tile_cell = {t: c for c, t in self.cell_tile.items()}

    # -- facts
    def room(self, tile: int) -> str | None:
        """The room on ``tile`` if the bot knows it (seen or face up), else None."""
        r = self.tiles[tile]["room"]
        return None if r is None else str(r)

    def colour(self, tile: int) -> str | None:
        """The colour of ``tile``: of its known room, else the colour somebody announced, else None."""
        r = self.room(tile)
        if r is not None:
            return D.colour_of(r)
        return self.said.get(tile)

    def find(self, room: str, zone: str) -> int | None:
        """The tile of ``room``: seen, announced blue in its zone, or the last candidate left."""
        for i, t in enumerate(self.tiles):
            if t["room"] == room:
                return i
        cands = [i for i, t in enumerate(self.tiles) if t["room"] is None and t["zone"] == zone]
        blue = [i for i in cands if self.said.get(i) == "blue"]
        if blue:
            return blue[0]
        left = [i for i in cands if i not in self.said]
        return left[0] if len(left) == 1 else None

    def slid(self, line: str, index: int, direction: str) -> Belief:
        """This belief as it would be after sliding ``line`` ``index`` one cell (characters ride their tiles)."""
        cells = [(index, k) for k in range(5)] if line == "row" else [(k, index) for k in range(5)]
        step = 1 if direction in ("right", "down") else -1
        out = copy.copy(self)
        out.board = list(self.board)
        for k, cell in enumerate(cells):
            to = cells[(k + step) % 5]
            out.board[to[0] * 5 + to[1]] = self.board[cell[0] * 5 + cell[1]]
        out.cell_tile = {(i // 5, i % 5): t for i, t in enumerate(out.board)}
        out.tile_cell = {t: c for c, t in out.cell_tile.items()}
        out.chars = [dict(c, cell=None if c["tile"] is None else list(out.tile_cell[c["tile"]])) for c in self.chars]
        out.cache = {}
        return out

    def moved(self, where: Mapping[str, int]) -> Belief:
        """This belief with the named characters on other tiles (the board unchanged; its ways are worked out
        anew, as a room's risk may depend on who stands in it)."""
        out = copy.copy(self)
        out.cache = {}
        out.chars = [
            dict(c, tile=where[c["name"]], cell=list(self.tile_cell[where[c["name"]]])) if c["name"] in where else c
            for c in self.chars
        ]
        return out

    def jailed(self, c: Mapping[str, Any]) -> bool:
        """Whether ``c`` stands in a Prison away from the Central Room (it may then move only to a teammate)."""
        if c["tile"] is None or self.room(int(c["tile"])) != "PRISON":
            return False
        r, k = self.tile_cell[int(c["tile"])]
        return abs(r - 2) + abs(k - 2) != 1

    def char_cell(self, name: str) -> Cell | None:
        """The cell of the living character ``name``, or None (dead or unknown)."""
        for c in self.chars:
            if c["name"] == name and c["alive"] and c["cell"] is not None:
                return (int(c["cell"][0]), int(c["cell"][1]))
        return None

    def risk(self, tile: int, last_turn: bool = False) -> float:
        """How dangerous entering ``tile`` looks: most for locked or known deadly rooms, less for red or yellow."""
        t = self.tiles[tile]
        if t["lock"] is not None:
            return 1000.0
        room = self.room(tile)
        if room is not None:
            if room == "TIMER" and last_turn:
                return 100.0
            if room in ("ACID", "SHREDDER") and any(c["alive"] and c["tile"] == tile for c in self.chars):
                return 50.0
            return RISK_KNOWN.get(room, 0.0) * self.risks.known
        col = self.said.get(tile)
        if col == "red":
            return self.risks.red
        if col == "yellow":
            return self.risks.yellow
        if col is not None:
            return 0.0  # green, blue
        return self.risks.unknown

    def dist_map(self, goal: Cell, last_turn: bool = False) -> dict[Cell, float]:
        """Cost of reaching ``goal`` from every cell (entering a cell costs 1 + its risk; with ``prisons``, a
        way leaves a Prison only into the Central Room)."""
        key = ("dist", goal, last_turn)
        if key in self.cache:
            return self.cache[key]  # type: ignore[no-any-return]
        out: dict[Cell, float] = {goal: 0.0}
        self.cache[key] = out
        heap: list[tuple[float, Cell]] = [(0.0, goal)]
        while heap:
            d, cell = heapq.heappop(heap)
            if d > out.get(cell, 1e9):
                continue
            step = 1.0 + min(self.risk(self.cell_tile[cell], last_turn), 60.0)
            for n in _adj(cell):
                if self.prisons and cell != (2, 2) and self.room(self.cell_tile[n]) == "PRISON":
                    continue
                nd = d + step
                if nd < out.get(n, 1e9):
                    out[n] = nd
                    heapq.heappush(heap, (nd, n))
        return out


class HeuristicBot:
    """The Room 25 heuristic for any seat (see the module docstring)."""

    name = "heuristic"

    def __init__(self, strength: int = 2, risks: Risks = DEFAULT) -> None:
        self.strength = max(1, min(3, int(strength)))
        self.risks = risks

    # ------------------------------------------------------------------ entry point
    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The action the seat's plan rates best on its belief map of the complex (its only legal action at once)."""
        legal = list(seat.legal)
        if len(legal) == 1:
            return legal[0]
        obs = seat.observation
        b = Belief(obs, seat.player, trust_all=self.strength >= 3, risks=self.risks, prisons=self.strength >= 3)
        texts = {str(a): a for a in legal}
        verbs = {a.verb for a in legal if isinstance(a, Act)}
        scored: list[tuple[float, str]]
        if "clue" in verbs:
            # each player looks at a different room next to the Central Room (the team shares them)
            clues = sorted(texts)
            pick = clues[seat.player % len(clues)] if self.strength >= 2 else clues[0]
            scored = [(1.0 if t == pick else 0.0, t) for t in clues]
        elif verbs & {"announce", "silent", "mark"}:
            return texts[self._announce(b, obs, texts, rng)]
        elif "program" in verbs:
            return texts[self._program(b, obs, seat.player, texts, rng)]
        elif "penalty" in verbs:
            return texts[self._penalty(obs, texts)]
        else:
            scored = [(self._score(b, obs, seat.player, a, rng), t) for t, a in texts.items()]
        scored.sort(key=lambda x: (-x[0], x[1]))
        if self.strength == 1 and len(scored) > 1 and rng.random() < 0.3:
            return texts[scored[rng.randbelow(min(3, len(scored)))][1]]
        return texts[scored[0][1]]

    # ------------------------------------------------------------------ who am I
    def _me(self, obs: Mapping[str, Any], player: int) -> dict[str, Any] | None:
        dec = obs.get("decision") or {}
        name = dec.get("char")
        for c in obs["chars"]:
            if c["name"] == name and c["player"] == player:
                found: dict[str, Any] = c
                return found
        return None

    def _is_guard(self, obs: Mapping[str, Any], player: int) -> bool:
        you = obs.get("you") or {}
        return you.get("role") == "guard"

    def _required(self, b: Belief, guard_view: bool = False) -> list[dict[str, Any]]:
        """Characters that must be inside Room 25 for the escape (as this player believes)."""
        if b.mode == "cooperation":
            return [c for c in b.chars if c["alive"]]
        out = []
        for c in b.chars:
            if not c["alive"]:
                continue
            if c["role"] == "guard":
                continue
            if c["player"] == b.player and (b.obs.get("you") or {}).get("role") == "guard":
                continue
            out.append(c)
        return out

    # ------------------------------------------------------------------ goals
    def _goal(self, b: Belief, c: dict[str, Any]) -> tuple[Cell | None, str]:
        """(cell to head for, why): 'key', 'r25', 'explore-exit', 'explore-cross'."""
        key = b.find("KEY", "cross") if b.mode == "cooperation" else None
        r25 = b.find("R25", "exit")
        living = sorted((x for x in b.chars if x["alive"] and x["cell"] is not None), key=lambda x: str(x["name"]))
        if b.mode == "cooperation" and not b.key_found:
            if key is not None:
                kc = b.tile_cell[key]
                dm = b.dist_map(kc)
                seeker = min(living, key=lambda x: (dm.get((int(x["cell"][0]), int(x["cell"][1])), 1e9), x["name"]))
                if seeker["name"] == c["name"] or (r25 is None and len(living) <= 2):
                    return kc, "key"
            elif r25 is None and self.strength >= 3:
                # Room 25 first: every character looks over its own quarter of the exit zone, on a
                # way that passes (and looks at) the cross, where the Key lies
                spot = self._explore(b, c, "exit", living)
                if spot is not None:
                    return spot, "explore-exit"
                return self._explore(b, c, "cross", living), "explore-cross"
            else:
                cross = [x for k, x in enumerate(living) if k % CROSS_SPLIT == 0]
                if any(x["name"] == c["name"] for x in cross):
                    return self._explore(b, c, "cross", cross), "explore-cross"
                if r25 is None:
                    others = [x for k, x in enumerate(living) if k % CROSS_SPLIT != 0]
                    return self._explore(b, c, "exit", others), "explore-exit"
        if r25 is not None:
            return b.tile_cell[r25], "r25"
        return self._explore(b, c, "exit", living), "explore-exit"

    def _explore(self, b: Belief, c: dict[str, Any], zone: str, team: list[dict[str, Any]]) -> Cell | None:
        """Where this character should stand to look at an unexplored tile of ``zone``.

        Each character keeps to its own quarter of the complex (by name), so the
        explorers spread out instead of chasing the same tiles.
        """
        key = ("explore", c["name"], zone)
        if key in b.cache:
            return b.cache[key]  # type: ignore[no-any-return]
        if c["cell"] is None:
            return None
        living = sorted(str(x["name"]) for x in b.chars if x["alive"])
        quarter = living.index(c["name"]) % 4 if c["name"] in living else 0
        cands = self._unseen(b, zone)
        quarters = {quarter}
        names = sorted(str(x["name"]) for x in team if x["alive"])
        if self.strength >= 2 and c["name"] in names:
            # the quarters are shared among this zone's explorers only, so no quarter is left out
            k = names.index(c["name"])
            quarters = {q for q in range(4) if q % len(names) == k % 4}
        mine = [i for i in cands if _quarter(b.tile_cell[i]) in quarters]
        options = self._look_spots(b, c, cands, mine)
        answer: Cell | None = None
        if options:
            _, t, answer = min(options)
            b.cache[("target", c["name"])] = t
        b.cache[key] = answer
        return answer

    @staticmethod
    def _unseen(b: Belief, zone: str) -> list[int]:
        """The tiles of ``zone`` that nobody looked at, as far as this player knows."""
        return [
            i
            for i, t in enumerate(b.tiles)
            if t["room"] is None and not t["face_up"] and t["zone"] == zone and i not in b.said
        ]

    def _search_cost(self, b: Belief, zone: str = "exit") -> float:
        """How far the team is from its next looks at ``zone``: each character's cheapest look, capped at 40."""
        cands = self._unseen(b, zone)
        if not cands:
            return 0.0
        total = 0.0
        for x in b.chars:
            if x["alive"] and x["cell"] is not None:
                total += min([40.0] + [cost for cost, _t, _v in self._look_spots(b, x, cands, [])])
        return total

    def _slide_gain(self, b: Belief, line: str, index: int, direction: str) -> float:
        """Strength 3, while Room 25 is unknown: how much nearer a slide brings the team to its next looks."""
        return self._search_cost(b) - self._search_cost(b.slid(line, index, direction))

    def _look_spots(
        self, b: Belief, c: dict[str, Any], cands: list[int], mine: list[int]
    ) -> list[tuple[float, int, Cell]]:
        """(cost, tile, spot): the cells from which ``c`` could look at each candidate tile, and the way's price."""
        pos = (int(c["cell"][0]), int(c["cell"][1]))
        dm = b.dist_map(pos)
        here_risk = b.risk(b.cell_tile[pos])
        options: list[tuple[float, int, Cell]] = []
        # strength 2+: another quarter's tiles too, at a detour's price (a quarter may be walled off)
        pool = cands if self.strength >= 2 else (mine or cands)
        for t in pool:
            for v in _adj(b.tile_cell[t]):
                rv = b.risk(b.cell_tile[v])
                if rv >= 6 or b.room(b.cell_tile[v]) == "DARK":
                    continue
                if self.strength >= 3 and v != pos and b.jailed(c):
                    continue  # it looks from where it is, or not at all
                away = 0.0 if t in mine or not mine else 4.0
                options.append((dm.get(v, 1e9) - here_risk + rv + away, t, v))
        return options

    # ------------------------------------------------------------------ programming
    def _program(self, b: Belief, obs: Mapping[str, Any], player: int, texts: Mapping[str, Act], rng: Rng) -> str:
        # program the first of my characters still waiting
        names = sorted({t.split()[1] for t in texts})
        c = next(x for x in b.chars if x["name"] == names[0])
        plan = self._plan(b, obs, player, c, rng)
        chosen = next((f"program {c['name']} {want}" for want in plan if f"program {c['name']} {want}" in texts), None)
        if chosen is not None and self.strength >= 3:
            better = team_program(self, b, obs, c, texts, chosen.split()[2:])
            if better is not None:
                return better
        if chosen is not None:
            return chosen
        fallback = sorted(t for t in texts if t.split()[1] == c["name"])
        singles = [t for t in fallback if len(t.split()) == 3]
        return (singles or fallback)[0]

    def _plan(self, b: Belief, obs: Mapping[str, Any], player: int, c: dict[str, Any], rng: Rng) -> list[str]:
        me = (int(c["cell"][0]), int(c["cell"][1]))
        here = b.cell_tile[me]
        guard = self._is_guard(obs, player)
        if c["trap"] is not None or b.room(here) in ("FLOOD", "TRAP"):
            return ["move look", "move control", "move"]
        r25 = b.find("R25", "exit")
        required = self._required(b)
        if (
            guard
            and r25 is not None
            and self._should_sabotage(b)
            and (b.tile_cell[r25][0] == me[0] or b.tile_cell[r25][1] == me[1])
        ):
            return ["control look", "control move", "control"]
        if guard:
            for o in b.chars:
                alone_with = o["alive"] and o["name"] != c["name"] and o["tile"] == here and here != 24
                if alone_with and any(b.risk(b.cell_tile[n]) >= 50 for n in _adj(me)):
                    return ["push move", "push look", "push"]
        goal, why = self._goal(b, c)
        if r25 is not None and here == r25 and (self.strength < 2 or why not in ("key", "explore-cross")):
            inside = [x for x in required if x["tile"] == r25]
            ready = b.mode != "cooperation" or b.key_found
            esc = escape_shift(me)
            if ready and esc is not None:
                escaper = min((x["name"] for x in b.chars if x["alive"] and x["tile"] == r25), default=None)
                if escaper == c["name"] and not guard:
                    if len(inside) == len(required):
                        return ["control", "control look"]
                    near = [x for x in required if x["tile"] != r25 and x["cell"] is not None
                            and tuple(x["cell"]) in _adj(me) and b.risk(r25) < 1000]  # fmt: skip
                    if len(inside) + len(near) == len(required):
                        return ["look control", "push control", "control"]
            if esc is None and not guard:
                return ["control look", "control"]
            if not guard and self._best_shift_gain(b, player, me) >= 1.0:
                return ["control look", "look control", "control"]
            if self.strength >= 2 and not guard:
                return ["look"]  # wait inside, helping the search; never push a teammate out
            return ["look", "push"]
        if (
            self.strength >= 3
            and not guard
            and r25 is None
            and why == "explore-exit"
            and max((self._slide_gain(b, *slide) for slide in own_slides(me)), default=0.0) >= SLIDE_GAIN
        ):
            # slide a line of mine when that brings the team nearer rooms it can look at (past a red wall)
            return ["control look", "control move", "control"]
        if (
            self.strength >= 3
            and not guard
            and r25 is not None
            and why in ("r25", "key")
            and self._best_shift_gain(b, player, me) >= GATHER_GAIN
        ):
            # slide a line of mine when that brings the team, Room 25 and the Key together
            return ["control move", "move control", "control"]
        adr = ""
        if c["adrenaline"] and goal is not None:
            dist = abs(goal[0] - me[0]) + abs(goal[1] - me[1])
            if dist >= 2 and (b.remaining <= dist + 3 or why == "r25"):
                adr = " adrenaline move"
        if goal is None:
            return ["look" + adr, "push"]
        step = self._next_step(b, me, goal, obs["last_turn"])
        if step is None:
            return ["look move", "look" + adr, "push"]
        t = b.cell_tile[step]
        unknown = b.room(t) is None and not b.tiles[t]["face_up"] and t not in b.said
        cur_room = b.room(here)
        if unknown and cur_room != "DARK":
            return ["look move" + adr, "look move", "move"]
        if b.risk(t, obs["last_turn"]) >= 12:
            return ["look" + adr, "look", "push"]
        return ["move look" + adr, "move look", "move"]

    def _next_step(self, b: Belief, me: Cell, goal: Cell, last_turn: bool) -> Cell | None:
        if me == goal:
            return None
        dm = b.dist_map(goal, last_turn)
        best = min(_adj(me), key=lambda n: (dm.get(n, 1e9) + self._enter_cost(b, n, last_turn), n))
        return best

    def _enter_cost(self, b: Belief, cell: Cell, last_turn: bool) -> float:
        return 1.0 + b.risk(b.cell_tile[cell], last_turn)

    def _best_shift_gain(self, b: Belief, player: int, me: Cell) -> float:
        """How much the best Control from ``me`` improves the gathering around Room 25."""
        now = self._shift_value(b, player, False, "none", -1, "right")
        best = max((self._shift_value(b, player, False, *slide) for slide in own_slides(me)), default=-1e9)
        return best - now

    def _should_sabotage(self, b: Belief) -> bool:
        r25 = b.find("R25", "exit")
        if r25 is None:
            return False
        req = self._required(b)
        inside = sum(1 for x in req if x["tile"] == r25)
        return inside >= 2 and inside >= len(req) - 1 and escape_shift(b.tile_cell[r25]) is not None

    # ------------------------------------------------------------------ scoring concrete actions
    def _score(self, b: Belief, obs: Mapping[str, Any], player: int, a: Act, rng: Rng) -> float:
        me = self._me(obs, player)
        guard = self._is_guard(obs, player)
        noise = rng.random() * 0.01
        if a.verb == "pass":
            return -5.0 + noise
        if a.verb == "reveal":
            return 50.0 if guard and self._should_sabotage(b) else -100.0
        if me is None or me.get("cell") is None:
            return noise
        mcell = (int(me["cell"][0]), int(me["cell"][1]))
        last = bool(obs["last_turn"])
        if a.verb == "move":
            to = parse_cell(a.args[0])
            return self._cell_value(b, me, to, last) - self._step_price(b, b.cell_tile[to]) + noise
        if a.verb == "look" and obs["decision"].get("kind") == "vision":
            t = b.cell_tile[parse_cell(a.args[0])]
            zone = b.tiles[t]["zone"]
            want = "cross" if b.mode == "cooperation" and not b.key_found and b.find("KEY", "cross") is None else "exit"
            return (5.0 if zone == want else 0.0) - (1.0 if t in b.said else 0.0) + noise
        if a.verb == "look":
            goal, _why = self._goal(b, me)
            to = parse_cell(a.args[0])
            t = b.cell_tile[to]
            v = -3.0 if t in b.said else 0.0
            if self.strength >= 2 and t in b.said and b.room(t) is None:
                v = -12.0  # a teammate already told its colour: enough to step in or keep out
            if b.room(t) is not None:
                v -= 20.0  # already known to me
            if b.cache.get(("target", me["name"])) == t:
                v += 10.0
            if (
                goal is not None
                and b.room(t) is None
                and self._next_step(b, mcell, goal, last) == to
                and (self.strength < 2 or t not in b.said)
            ):
                # the next step of my path: look before stepping in (above all if a move follows)
                later = me["prog"][obs["pass"] :] if obs["pass"] in (1, 2) else []
                v += b.risks.look_ahead if "move" in later else 4.0
            zone = b.tiles[t]["zone"]
            if (zone == "exit" and b.find("R25", "exit") is None) or (
                zone == "cross" and b.mode == "cooperation" and b.find("KEY", "cross") is None
            ):
                v += 2.0
            if goal is not None:
                v -= 0.3 * (abs(goal[0] - to[0]) + abs(goal[1] - to[1]))
            return v + noise
        if a.verb == "push":
            target = next(c for c in b.chars if c["name"] == a.args[0])
            to = parse_cell(a.args[1])
            risk = b.risk(b.cell_tile[to], last)
            if guard and target["role"] != "guard":
                return risk + noise
            if self.strength >= 2:
                tcell = (int(target["cell"][0]), int(target["cell"][1]))
                gain = self._cell_value(b, target, to, last) - self._cell_value(b, target, tcell, last)
                return (gain - 1.0 if gain > 1.0 else -10.0) + noise
            return -risk - self._cell_value(b, target, to, last) * -0.1 + noise
        if a.verb in ("control",):
            if self.strength >= 3 and not guard and b.find("R25", "exit") is None:
                gain = self._slide_gain(b, a.args[0], int(a.args[1]), a.args[2])
                return (gain if gain >= 1.0 else gain - 10.0) + noise
            value = self._shift_value(b, player, guard, a.args[0], int(a.args[1]), a.args[2])
            if guard or self.strength < 2:
                return value + noise
            gain = value - self._shift_value(b, player, False, "none", -1, "right")
            # a shift that does not bring Room 25 and the team together is worse than passing
            return (gain if gain > 0 else gain - 10.0) + noise
        if a.verb == "tunnel":
            return self._cell_value(b, me, parse_cell(a.args[0]), last) - self._cell_value(b, me, mcell, last) + noise
        if a.verb == "revive":
            target = next(c for c in b.chars if c["name"] == a.args[0])
            return (-1.0 if guard and target["role"] != "guard" else 1.0) + noise
        if a.verb == "sacrifice":
            return (1.0 if a.args[0] != me["name"] else 0.0) + noise
        if a.verb == "robot":
            if guard and a.args[1] == "push":
                return b.risk(b.cell_tile[parse_cell(a.args[3])], last) - 1 + noise
            return -10.0 + noise
        if a.verb == "skill":
            return self._skill_value(b, me, a, guard, last) + noise
        return noise - 8.0

    def _step_price(self, b: Belief, tile: int) -> float:
        """What a move into ``tile`` gives up beside its risk: a room nobody looked at may kill (Mortal, Trap, an
        Illusion's swap), so strength 2 and up steps in only for a lot."""
        said = b.said.get(tile)
        if b.room(tile) is not None or b.tiles[tile]["face_up"] or said in ("green", "blue"):
            return 0.0
        if self.strength < 2:
            return 3.0
        return b.risks.yellow_step if said == "yellow" else b.risks.unseen_step

    def _cell_value(self, b: Belief, c: dict[str, Any], to: Cell, last: bool) -> float:
        goal, _ = self._goal(b, c)
        risk = b.risk(b.cell_tile[to], last)
        if goal is None:
            return -risk
        dm = b.dist_map(goal, last)
        return -dm.get(to, 50.0) - risk

    def _shift_value(self, b: Belief, player: int, guard: bool, line: str, index: int, direction: str) -> float:
        r25 = b.find("R25", "exit")
        if r25 is None:
            return -10.0 if not guard else 0.0
        rcell = b.tile_cell[r25]
        if line == "none":
            cells = []
        else:
            cells = [(index, k) for k in range(5)] if line == "row" else [(k, index) for k in range(5)]
        dirn = 1 if direction in ("right", "down") else -1
        leaving = (cells[-1] if dirn == 1 else cells[0]) if cells else None
        req = self._required(b)
        all_in = all(x["tile"] == r25 for x in req) and (b.mode != "cooperation" or b.key_found)
        if leaving == rcell and all_in and req:
            return -1000.0 if guard else 1000.0
        if leaving == rcell and self.strength >= 2:
            # Room 25 would wrap to the far edge, away from everybody
            return 50.0 if guard else -50.0
        if self.strength >= 3:
            # the team's ways to Room 25 as they would be after the slide, by the path search's prices
            after = b if line == "none" else b.slid(line, index, direction)
            value = -self._gather_cost(after, req, r25)
            return -value if guard else value
        # where does Room 25 go?
        new = rcell
        if rcell in cells:
            k = cells.index(rcell)
            new = cells[(k + dirn) % 5]
        moved = {t: b.tile_cell[t] for t in range(25)}
        for k, cell in enumerate(cells):
            moved[b.cell_tile[cell]] = cells[(k + dirn) % 5]
        total = 0.0
        for x in req:
            if x["tile"] is None:
                continue
            pos = moved[x["tile"]]
            total += abs(pos[0] - new[0]) + abs(pos[1] - new[1])
        edge = 0.0 if escape_shift(new) is not None else 3.0
        value = -total - edge
        return -value if guard else value

    @staticmethod
    def _gather_cost(b: Belief, req: list[dict[str, Any]], r25: int) -> float:
        """The team's ways to Room 25 (each capped at 40), the way to a Key seen but not yet entered, and 3
        more while Room 25 lies where no slide takes it off."""
        goal = b.tile_cell[r25]
        dm = b.dist_map(goal)
        total = 0.0
        for x in req:
            if x["tile"] is not None and x["tile"] != r25:
                total += 40.0 if b.jailed(x) else min(40.0, dm.get(b.tile_cell[x["tile"]], 40.0))
        key = b.find("KEY", "cross") if b.mode == "cooperation" and not b.key_found else None
        if key is not None:
            # and the way of whoever is nearest the Key
            km = b.dist_map(b.tile_cell[key])
            total += min(
                [40.0] + [km.get(b.tile_cell[x["tile"]], 40.0) for x in b.chars if x["alive"] and x["tile"] is not None]
            )
        return total + (0.0 if escape_shift(goal) is not None else 3.0)

    def _skill_value(self, b: Belief, me: dict[str, Any], a: Act, guard: bool, last: bool) -> float:
        verb = a.args[0]
        if verb == "adrenaline":
            return 3.0
        if verb == "hide":
            return 0.5
        if verb in ("pull", "carry"):
            target = next(c for c in b.chars if c["name"] == a.args[1])
            if guard and target["role"] != "guard":
                to = me["cell"] if verb == "pull" else parse_cell(a.args[2])
                return b.risk(b.cell_tile[(int(to[0]), int(to[1]))], last) - 2.0
            if verb == "carry":
                return self._cell_value(b, me, parse_cell(a.args[2]), last)
            return -1.0
        if verb == "empty":
            return 1.0 if b.risk(me["tile"], last) > 0.5 else -1.0
        if verb == "lock":
            t = b.cell_tile[parse_cell(a.args[1])]
            return 1.0 if b.risk(t, last) >= 6 and t != me["tile"] else -2.0
        return -3.0

    # ------------------------------------------------------------------ talk
    def _announce(self, b: Belief, obs: Mapping[str, Any], texts: Mapping[str, Act], rng: Rng) -> str:
        colours = [t for t in texts if t.startswith("announce ")]
        if not colours:
            return "silent"
        dec = obs.get("decision") or {}
        true: str | None = None
        cell = dec.get("cell")
        if cell is not None:
            true = b.colour(b.cell_tile[(int(cell[0]), int(cell[1]))])
        else:
            for k, st in enumerate(obs["clue"]):
                if k == b.player and st.get("tile") is not None:
                    true = b.colour(int(st["tile"]))
        if true is None:
            return "silent"
        if self._is_guard(obs, b.player) and rng.random() < 0.3:
            lie = {"red": "green", "blue": "yellow", "green": "red", "yellow": "red"}[true]
            if f"announce {lie}" in texts:
                return f"announce {lie}"
        if f"announce {true}" in texts:
            return f"announce {true}"
        return "silent"

    def _penalty(self, obs: Mapping[str, Any], texts: Mapping[str, Act]) -> str:
        for want in ("skill", "control", "look"):
            for t in sorted(texts):
                if t.endswith(" " + want):
                    return t
        return sorted(texts)[0]


# ------------------------------------------------------------------ the team's turn (level 5, co-operation)
# Programs are secret and carried out in the turn's order: every first action,
# then every second action, then the Adrenaline. A character that plans alone
# (the heuristic above) often undoes a teammate's work: three
# characters inside Room 25 each slide it, and the fourth never catches up.
#
# So once Room 25 is known (and the Key, while nobody has entered it), a
# strength-3 bot plans the whole team's turn and programs its own part:
#
# 1. it starts from the programs the heuristic gives every character;
# 2. it plays the turn out on its belief (TeamTurn.value), each action aimed as
#    the bot aims it when the action comes up and carried out whenever it can be
#    (the rules offer no pass then): a move takes one step of the cheapest way to
#    the character's goal, a Control the slide that most shortens the team's ways
#    to Room 25, or the escape once everybody is inside;
# 3. it changes one character's program at a time, to the one that ends the turn
#    nearest the escape, for a few rounds or until no change helps.
#
# The bots of a team run the same search on nearly the same facts (in
# co-operation every colour is told), so they mostly agree on the plan without
# talking; a human teammate is expected to play as the heuristic would.


def slots(program: Sequence[str]) -> list[str | None]:
    """A program as the three passes' actions.

    >>> slots(["move", "look", "adrenaline", "control"])
    ['move', 'look', 'control']
    >>> slots(["control"])
    ['control', None, None]
    """
    words, extra = list(program), None
    if "adrenaline" in words:
        k = words.index("adrenaline")
        words, extra = words[:k], (words[k + 1] if k + 1 < len(words) else None)
    return [words[0] if words else None, words[1] if len(words) > 1 else None, extra]


def candidates(c: Mapping[str, Any]) -> list[Program]:
    """The programs of moves, Controls and looks that ``c`` could be given (as the rules build them)."""
    types = [v for v in _VERBS if v not in c["forbid"]]
    seqs: list[Program] = [(v,) for v in types]
    if c["max_actions"] >= 2:
        seqs += [(v, w) for v in types for w in types if v != w]
    extra: list[Program] = [()]
    if c["adrenaline"] and c["max_actions"] >= 2:
        extra += [("adrenaline", v) for v in ("move", "control") if v not in c["forbid"]]
    return [s + e for s in seqs for e in extra]


def team_program(
    bot: HeuristicBot,
    b: Belief,
    obs: Mapping[str, Any],
    c: dict[str, Any],
    texts: Mapping[str, Act],
    planned: Sequence[str],
) -> str | None:
    """The program text for ``c`` from the team's plan, when it differs from the heuristic's ``planned``."""
    here = b.cell_tile[(int(c["cell"][0]), int(c["cell"][1]))]
    if b.mode != "cooperation" or c["trap"] is not None or b.room(here) in ("FLOOD", "TRAP"):
        return None
    r25 = b.find("R25", "exit")
    key = None if b.key_found else b.find("KEY", "cross")
    if r25 is None or (key is None and not b.key_found):
        return None
    turn = TeamTurn(bot, b, obs, r25, key)
    mine = {tuple(t.split()[2:]): t for t in texts if t.split()[1] == c["name"]}
    programs: dict[str, Program] = {x["name"]: turn.predicted(x) for x in turn.living}
    programs[c["name"]] = tuple(planned)
    team = sorted(turn.living, key=lambda y: str(y["name"]))
    options = {
        x["name"]: [p for p in mine if set(p) <= {*_VERBS, "adrenaline"}] if x["name"] == c["name"] else candidates(x)
        for x in team
    }
    _improve(turn, programs, options)
    choice = programs[c["name"]]
    return None if choice == tuple(planned) else mine.get(choice)


def _improve(turn: TeamTurn, programs: dict[str, Program], options: Mapping[str, list[Program]]) -> None:
    """Change one character's program at a time, in order of names, while that helps (a few rounds)."""
    for _ in range(ROUNDS):
        changed = False
        for name in sorted(options):
            now = turn.value(programs)
            best, pick = now, programs[name]
            for p in sorted(options[name]):
                v = turn.value({**programs, name: p})
                if v > best:
                    best, pick = v, p
            if best >= now + TEAM_MARGIN:
                programs[name] = pick
                changed = True
        if not changed:
            break


class TeamTurn:
    """One turn of the team played out on a belief, for many sets of programs (their values are kept)."""

    def __init__(self, bot: HeuristicBot, b: Belief, obs: Mapping[str, Any], r25: int, key: int | None) -> None:
        self.bot, self.b, self.obs = bot, b, obs
        self.r25, self.key = r25, key
        self.last = bool(obs["last_turn"])
        self.order = [str(b.chars[i]["name"]) for i in obs["order"]]
        self.living = [x for x in b.chars if x["alive"] and x["tile"] is not None]
        self.goals: dict[str, int] = {}
        for x in self.living:
            goal, _why = bot._goal(b, x)
            if goal is not None:
                self.goals[x["name"]] = b.cell_tile[goal]
        self._ways: dict[tuple[int, ...], dict[Any, Any]] = {}  # a board's ways, shared by every belief on it
        self._gather: dict[Any, float] = {}
        self._values: dict[Any, float] = {}

    def predicted(self, x: dict[str, Any]) -> Program:
        """The program the heuristic gives ``x`` (what a teammate is expected to do)."""
        for want in self.bot._plan(self.b, self.obs, int(x["player"]), x, Rng(0)):
            words = tuple(want.split())
            if "adrenaline" in words and not x["adrenaline"]:
                words = words[: words.index("adrenaline")]
            return words
        return ("look",)

    def value(self, programs: Mapping[str, Program]) -> float:
        """ESCAPED for a turn that ends in the escape, else minus the team's ways to Room 25 (and to the Key)
        and the risks of the rooms entered; spending the Adrenaline before the last turn costs a little."""
        memo = tuple(sorted(programs.items()))
        if memo not in self._values:
            v = self._play(programs)
            if not self.last:
                v -= ADRENALINE_COST * sum("adrenaline" in p for p in programs.values())
            self._values[memo] = v
        return self._values[memo]

    def _belief(self, b: Belief) -> Belief:
        b.cache = self._ways.setdefault(tuple(b.board), {})
        return b

    def _gather_cost(self, b: Belief) -> float:
        memo = (tuple(b.board), tuple(x["tile"] for x in b.chars), b.key_found)
        if memo not in self._gather:
            self._gather[memo] = self.bot._gather_cost(b, [x for x in b.chars if x["alive"]], self.r25)
        return self._gather[memo]

    def _play(self, programs: Mapping[str, Program], trace: list[str] | None = None) -> float:
        """Play the turn out (``trace`` gets each action as it is aimed, for tests and benches)."""
        cur = self._belief(self.b.moved({}))
        goals = dict(self.goals)
        danger = 0.0
        tokens: dict[tuple[str, int], str] = {}  # a line slid this turn slides again only the same way
        passes = {name: slots(p) for name, p in programs.items()}
        for slot in range(3):
            for name in self.order:
                verb = passes[name][slot] if name in passes else None
                x = next((y for y in cur.chars if y["name"] == name and y["alive"] and y["tile"] is not None), None)
                if x is None or verb is None:
                    continue
                here = cur.tile_cell[int(x["tile"])]
                if verb == "move" and name in goals:
                    to = self._step(cur, here, goals[name])
                    if to is not None:
                        t = cur.cell_tile[to]
                        if trace is not None:
                            trace.append(f"{name} move {to[0]},{to[1]}")
                        danger += cur.risk(t, self.last)
                        cur = self._belief(cur.moved({name: t}))
                        if t == self.key:
                            cur.key_found = True
                            goals = dict.fromkeys(goals, self.r25)
                elif verb == "control":
                    if self._escapes(cur, here, tokens):
                        if trace is not None:
                            trace.append(f"{name} escape")
                        return ESCAPED - danger
                    slide = self._slide(cur, here, tokens)
                    if trace is not None:
                        trace.append(f"{name} control {' '.join(map(str, slide)) if slide else 'pass'}")
                    if slide is not None:
                        tokens[(slide[0], slide[1])] = slide[2]
                        cur = self._belief(cur.slid(*slide))
        return -self._gather_cost(cur) - danger

    def _step(self, cur: Belief, here: Cell, goal: int) -> Cell | None:
        """Where a move from ``here`` goes, as the bot scores moves (None: no room is open). A programmed action
        is carried out whenever it can be, so a character inside its goal steps out."""
        dm = cur.dist_map(cur.tile_cell[goal], self.last)

        def worth(n: Cell) -> float:  # HeuristicBot._score's move, with the goal fixed for the turn
            t = cur.cell_tile[n]
            return -dm.get(n, 50.0) - cur.risk(t, self.last) - self.bot._step_price(cur, t)

        open_ = [n for n in _adj(here) if cur.tiles[cur.cell_tile[n]]["lock"] is None]
        return max(open_, key=lambda n: (worth(n), n)) if open_ else None

    def _escapes(self, cur: Belief, here: Cell, tokens: Mapping[tuple[str, int], str]) -> bool:
        out = escape_shift(cur.tile_cell[self.r25])
        return (
            out is not None
            and out in own_slides(here)
            and tokens.get((out[0], out[1]), out[2]) == out[2]
            and cur.key_found
            and all(y["tile"] == self.r25 for y in cur.chars if y["alive"])
        )

    def _slide(self, cur: Belief, here: Cell, tokens: Mapping[tuple[str, int], str]) -> tuple[str, int, str] | None:
        """The slide a Control from ``here`` makes, as the bot scores them: the one that most shortens the team's
        ways, even when none does (a programmed action is carried out whenever it can be); None when no line
        may slide."""
        best: tuple[float, tuple[str, int, str]] | None = None
        wrap = escape_shift(cur.tile_cell[self.r25])
        for slide in own_slides(here):
            if tokens.get((slide[0], slide[1]), slide[2]) != slide[2]:
                continue  # a line slid this turn slides again only the same way
            # Room 25 wrapped off to the far edge is worth -50 to the bot
            worth = -50.0 if slide == wrap else -self._gather_cost(self._belief(cur.slid(*slide)))
            if best is None or (worth, slide) > best:
                best = (worth, slide)
        return None if best is None else best[1]


def _factory(strength: int) -> HeuristicBot:
    return HeuristicBot(strength)


register_bot("roomtwentyfive", "heuristic", _factory)

__all__ = ["Belief", "HeuristicBot", "escape_shift", "own_slides"]


def describe(legal: Sequence[Any]) -> list[str]:
    """The texts of a list of actions (debug helper)."""
    return [str(a) for a in legal]


# levels a player chooses (docs/bots.md has what each one measured against the one below)
register_levels(
    "roomtwentyfive",
    {
        1: LevelSpec("random", 1, {"en": "Programs and moves at random.", "ja": "ランダムに行動を決めて動きます。"}),
        2: LevelSpec(
            "heuristic",
            1,
            {"en": "Plans safe paths, but often wanders.", "ja": "安全な道を考えますが、よく寄り道します。"},
            epsilon=0.3,
        ),
        3: LevelSpec(
            "heuristic", 1, {"en": "Plans safe paths, with some noise.", "ja": "安全な道を考えますが、少しぶれます。"}
        ),
        4: LevelSpec(
            "heuristic",
            2,
            {
                "en": "Plans safe paths and splits the search for the Key and Room 25, but trusts only its own looks.",
                "ja": "安全な道を考え、鍵と25番の部屋を手分けして探しますが、信じるのは自分で見た部屋だけです。",
            },
        ),
        5: LevelSpec(
            "heuristic",
            3,
            {
                "en": "As level 4, but uses every player's colours and slides rows and columns to reach rooms "
                "and gather; in co-op the team finds Room 25 first, then plans each turn together.",
                "ja": "レベル4に加え、全員が伝えた色を使い、行や列をずらして部屋に近づき、集まります。"
                "協力ではまず全員で25番の部屋を探し、見つけた後は毎ターンの行動をチームで合わせます。",
            },
        ),
    },
)
