"""The Room 25 heuristic for any seat: goals, programs (§4) and the scores of concrete actions (§5, §8).

Part of the heuristic bots (``bots/__init__.py`` says what each strength does); what they aim for is
docs/rules/roomtwentyfive.md §6. At strength 3 in co-operation a program may be replaced by the team's
plan (``team.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.action import Act
from ...core.bots import Seat
from ...core.rng import Rng
from ..actions import Cell, parse_cell
from .belief import DEFAULT, Belief, Risks, _adj, _quarter, escape_shift, own_slides
from .team import team_program

#: while the Key is unknown, every CROSS_SPLIT-th character (by name) looks for it
CROSS_SPLIT = 2

#: strength 3 programs a Control while Room 25 is unknown when a slide brings the team this much nearer its next looks
SLIDE_GAIN = 3.0
#: and once Room 25 is known, when a slide brings the team and Room 25 this much nearer each other
GATHER_GAIN = 2.0


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
