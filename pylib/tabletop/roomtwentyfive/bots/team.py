"""The team's turn (level 5, co-operation): a strength-3 bot plans the whole team's programs (§4, §5).

Part of the heuristic bots (``bots/__init__.py``); the escape it plays towards is
docs/rules/roomtwentyfive.md §6, the three passes in which programs are carried out §4.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.action import Act
from ...core.rng import Rng
from ..actions import Cell
from .belief import Belief, _adj, escape_shift, own_slides

if TYPE_CHECKING:
    from .heuristic import HeuristicBot

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
