"""Polis bots: a heuristic that looks ahead within its turn (spec §11), and the rollout policy of search.

The heuristic sees only its :class:`~tabletop.core.bots.Seat`. It samples the hidden part (the other side's battle
hand, the dice to come) with :meth:`PolisGame.determinize` and scores positions with :func:`evaluate`:

1. feeding comes first: the wheat still missing for the next round end, beyond what prestige can pay, costs a lot;
2. sieges are valued by their chance (a d4 against the fortification: both outcomes, weighted);
3. projects count their round-end and end-game prestige once started;
4. citizens above base population count extra (megalopolis);
5. battles: as defender it answers to lose the fewest units, as attacker it plays its strongest pair; it retreats
   from a hopeless fight;
6. prestige under 3 costs extra;
7. it passes when no action improves its position (the surcharge it would pay is part of each action's cost).

Strength 1 takes the best single step; strength 2 (default) tries the best first actions of a turn each followed by
its best second action; strength 3 tries more of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.bots import Seat, register_bot, register_rollout
from ..core.game import State
from ..core.rng import Rng
from . import data as D
from .game import Act, Phase, PolisGame, PolisState, _exchange, trade_price, trade_route

#: first actions tried in full (with a second action) per strength
BREADTH = {1: 0, 2: 4, 3: 10}
GOOD_VALUE = {"wheat": 0.35, "silver": 0.45, "wood": 0.3, "metal": 0.3, "wine": 0.25, "oil": 0.25}
ROUND_END = (Phase.RELEASE, Phase.GROWTH, Phase.TAX)
KINDS_LATER = ("trade", "collect", "siege", "march", "sail", "merchants")


class _Fixed(Rng):
    """A generator whose every d4 shows ``die`` (to weigh a siege's two outcomes)."""

    def __init__(self, die: int, seed: int) -> None:
        super().__init__(seed)
        self.die = die

    def copy(self) -> _Fixed:
        return _Fixed(self.die, self.state)

    def randint(self, lo: int, hi: int) -> int:
        return max(lo, min(hi, self.die))


def _feed_potential(s: PolisState, p: int) -> int:
    """Wheat ``p`` could still get this round: uncollected wheat boxes, then its merchants' shiploads.

    A deliberately plain estimate (no routes or dice): each merchant in port buys up to a shipload at the
    cheapest open market it can reach, paying goods first, then silver; collecting first adds its goods.
    """
    res = s.res[p]
    goods = sum(res[x] for x in D.GOODS)
    silver = res["silver"]
    wheat = 0
    for land in D.LANDS:
        here = s.units[land.id][p]
        if land.id not in s.exhausted and here and any(s.owner[k] == p for k in D.POLEIS_IN[land.id]):
            if land.id != D.HOMES[p] and s.prestige[p] < 2:
                continue
            boxes = land.tribute[: min(here, 5)]
            wheat += sum(1 for x in boxes if x == "wheat")
            goods += sum(1 for x in boxes if x in D.GOODS)
            silver += sum(1 for x in boxes if x == "silver")
    prices = [
        trade_price(s, m.id)
        for m in D.MARKETS
        if m.id not in s.closed and len(s.boxes[m.id]) < s.limit and trade_route(s, p, m.id)
    ]
    if not prices:
        return wheat
    g, sv = min(prices)
    if s.surcharge_due(p):
        goods = max(0, goods - 2)
    for _ in range(s.port[p]):
        load = 0
        while load < D.SHIPLOAD and goods >= g:
            goods -= g
            load += 1
        while load < D.SHIPLOAD and silver >= sv:
            silver -= sv
            load += 1
        wheat += load
    return wheat


def _side_value(s: PolisState, p: int) -> float:
    res = s.res[p]
    citizens = s.citizens_of(p)
    v = float(citizens + s.prestige[p])
    mine = s.poleis_of(p)
    for k in mine:
        row = D.POLIS[k]
        v += sum(D.PROJECT[t].end_prestige for t in s.built[k])
        t = s.building[k]
        if t is not None:
            v += D.PROJECT[t].end_prestige + D.PROJECT[t].round_prestige
        if s.citizens[k] > row.base:
            v += 0.8  # megalopolis at the round end
        elif s.citizens[k] < row.max:
            v += 0.1
        if row.territory and s.control(row.territory) == p:
            v += 0.15
    v += 0.25 * len(mine)
    # feeding: each citizen eats 1 wheat, or 1 prestige at the round end
    wheat = res["wheat"]
    covered = min(wheat, citizens)
    missing = citizens - covered
    if s.phase in ROUND_END:
        v += 0.5 * covered
        if s.round_end is not None and s.round_end["failed"][p]:
            v -= 15 + 3 * max(0, citizens - wheat - s.prestige[p])  # feeding failed: the game ends
    else:
        potential = 0 if s.passed[p] else _feed_potential(s, p)
        if not s.passed[p]:
            for land in D.LANDS:
                here = s.units[land.id][p]
                if land.id not in s.exhausted and here and any(s.owner[k] == p for k in D.POLEIS_IN[land.id]):
                    v += 0.25 * sum(1 for x in land.tribute[: min(here, 5)] if x != "wheat")  # tribute to collect
        v += covered * 1.0 + 0.3 * min(missing, potential)
        still = missing - min(missing, potential)
        v -= 0.8 * missing
        if still > s.prestige[p]:  # as bad as the failed feeding it leads to
            v -= 15 + 3 * (still - s.prestige[p])
        elif still == s.prestige[p] and still:
            # feeding would take the last prestige: the game ends, which only pays when it wins
            lead = s.score(p) - still - s.score(1 - p)
            v -= 2 if lead > 2 else 12
        v += max(0, wheat - citizens) * GOOD_VALUE["wheat"] * (0.5 if s.round < 4 else 0.1)
    for r in ("silver", "wood", "metal", "wine", "oil"):
        v += res[r] * GOOD_VALUE[r] * (0.4 if s.round == 4 else 1.0)
    if s.prestige[p] < 3:
        v -= (3 - s.prestige[p]) * 0.7
    if s.prestige[p] == 0:
        v -= 5
    hop = sum(s.units[n][p] for n in D.LAND)
    gal = sum(s.units[n][p] for n in D.SEA)
    v += 0.35 * hop + 0.25 * gal + 0.6 * s.port[p]
    # sieges in reach: own hoplites in a controlled territory next to a polis worth taking
    for land in D.LANDS:
        n = s.units[land.id][p]
        if n and s.control(land.id) == p:
            for k in D.POLEIS_IN[land.id]:
                if s.owner[k] != p and not D.POLIS[k].capital and n >= s.fortification(k):
                    chance = max(0, 5 - s.fortification(k)) / 4
                    v += 0.5 * chance * (s.fortification(k) + s.citizens[k]) * 0.5
                    break
    if s.prisoner[p]:
        v -= 1.0
    return v


def evaluate(s: State[Any], p: int) -> float:
    """How good ``s`` is for ``p``: its estimated final score minus the other side's."""
    if not isinstance(s, PolisState):
        return 0.0
    if s.is_over() and s.result is not None:
        sc = s.result["scores"]
        w = s.result["winner"]
        return float(sc[p] - sc[1 - p]) + (20 if w == p else -20 if w is not None else 0)
    return _side_value(s, p) - _side_value(s, 1 - p)


def _after(s: PolisState, p: int, a: Act) -> float:
    t = s.push(p, a)
    if isinstance(t, PolisState) and t.phase is Phase.SURCHARGE and t.player == p:
        t = _finish(t, p)  # the surcharge is part of the action's cost
    return evaluate(t, p)


def _expected(s: PolisState, p: int, a: Act) -> float:
    """The evaluation after ``a`` (and its surcharge), averaging a siege's success and failure."""
    if a.verb == "siege":
        need = s.fortification(a.args[0])
        chance = max(0, 5 - need) / 4
        out = 0.0
        for die, w in ((4, chance), (1, 1 - chance)):
            if w:
                t = s.copy()
                t.rng = _Fixed(die, s.rng.state)
                out += w * _after(t, p, a)
        return out
    return _after(s, p, a)


def _battle_choice(s: PolisState, p: int, legal: Sequence[Act]) -> Act:
    b = s.battle or {}
    node = b["node"]
    if s.phase is Phase.RETREAT:
        mine, theirs = s.units[node][p], s.units[node][1 - p]
        retreats = [a for a in legal if a.verb == "retreat"]
        if retreats and mine * 2 < theirs and s.prestige[p] >= 2:
            return max(retreats, key=lambda a: len(a.args))
        return next(a for a in legal if a.verb == "fight")
    if s.phase is Phase.DEFEND:
        attack = b["attack"] or []
        return min(legal, key=lambda a: (_exchange(attack, a.args)[0], _exchange(attack, a.args)[2], str(a)))

    def strength(a: Act) -> tuple[float, str]:
        val = 0.0
        for c in a.args:
            card = D.CARD[c]
            if card.formation == "salpinx":
                val += 2.5 if s.prestige[p] >= 2 else -1
            elif card.formation == "mercenary":
                val += 0.2
            else:
                val += 1 + card.value * 0.6
        if len({D.CARD[c].formation for c in a.args}) == 2:
            val += 0.3
        return (val, str(a))

    return max(legal, key=strength)


def _move_choice(s: PolisState, legal: Sequence[Act]) -> Act:
    froms = [a for a in legal if a.verb == "from"]
    if not froms:
        return legal[0]
    return max(froms, key=lambda a: (int(a.args[1]), str(a)))


def _greedy(s: PolisState, p: int, legal: Sequence[Act]) -> tuple[Act, float]:
    best, value = legal[0], float("-inf")
    for a in legal:
        v = _expected(s, p, a)
        if v > value:
            best, value = a, v
    return best, value


def _finish(s: PolisState, p: int, limit: int = 30) -> PolisState:
    """Play ``p``'s open steps (a move's sources, a trade, the surcharge) greedily until a new action is due."""
    for _ in range(limit):
        if s.is_over() or s.player != p or s.phase not in (Phase.MARCH, Phase.SAIL, Phase.TRADE, Phase.SURCHARGE):
            return s
        legal = s.legal_actions(p)
        if s.phase in (Phase.MARCH, Phase.SAIL):
            a = _move_choice(s, legal)
        else:
            a, _ = _greedy(s, p, legal)
        nxt = s.push(p, a)
        if not isinstance(nxt, PolisState):
            return s
        s = nxt
    return s


def _after_plan(s: PolisState, p: int, a: Act) -> float:
    """The value of taking ``a`` as the first action of a turn, then the best second action."""
    t = s.push(p, a)
    if not isinstance(t, PolisState):
        return float("-inf")
    t = _finish(t, p)
    if t.is_over() or t.player != p or t.phase is not Phase.ACTION or not t.done:
        return evaluate(t, p)
    legal = t.legal_actions(p)
    if not legal:
        return evaluate(t, p)
    best = float("-inf")
    for b in legal:
        u = t.push(p, b)
        if isinstance(u, PolisState):
            u = _finish(u, p)
            best = max(best, _expected(t, p, b) if b.verb == "siege" else evaluate(u, p))
    return best


class HeuristicBot:
    """Feeds first, sieges where it pays, builds and grows; looks ahead within its turn (strength 1–3)."""

    name = "heuristic"

    def __init__(self, strength: int = 2) -> None:
        self.strength = min(max(int(strength), 1), 3)

    def choose(self, seat: Seat, rng: Rng) -> Any:
        legal = list(seat.legal)
        if len(legal) == 1:
            return legal[0]
        game = seat.game
        if not isinstance(game, PolisGame):
            return rng.choice(legal)
        s = game.determinize(seat.observation, seat.player, rng)
        return choose_on(s, seat.player, legal, self.strength)


def _deficit(s: PolisState, p: int) -> int:
    """Citizens the next feeding cannot pay with wheat while keeping 1 prestige (a 0-prestige end is avoided)."""
    return s.citizens_of(p) - s.res[p]["wheat"] - max(0, s.prestige[p] - 1)


def _feeding_first(s: PolisState, p: int, legal: Sequence[Act]) -> list[Act]:
    """Spec §11.1: while the next feeding is not secured, only actions that bring it closer; never one that breaks it.

    An action's effect is measured after its own steps (a trade's shipload, the surcharge), a siege at its success.
    Passing counts as making no progress. If nothing helps, every action stays allowed.
    """
    now = _deficit(s, p)
    after: dict[Act, int] = {}
    for a in legal:
        if a.verb == "pass":
            after[a] = now
            continue
        t = s.copy()
        if a.verb == "siege":
            t.rng = _Fixed(4, s.rng.state)
        u = t.push(p, a)
        if not isinstance(u, PolisState):
            continue
        u = _finish(u, p)
        after[a] = _deficit(u, p)
    if now > 0:
        better = [a for a in legal if a in after and after[a] < now]
        if better:
            return better
        return [a for a in legal if a in after and after[a] <= now] or list(legal)
    safe = [a for a in legal if a in after and after[a] <= 0]
    return safe or list(legal)


def choose_on(s: PolisState, p: int, legal: Sequence[Act], strength: int = 2) -> Act:
    """The heuristic's choice on a full (sampled) state."""
    if s.phase in (Phase.RETREAT, Phase.ATTACK, Phase.DEFEND):
        return _battle_choice(s, p, legal)
    if s.phase is Phase.RELEASE:
        # feeding failed and the game ends: give up the poleis worth least (fewest citizens, never first the capital)
        return min(legal, key=lambda a: (D.POLIS[a.args[0]].capital, s.citizens[a.args[0]], str(a)))
    if s.phase in (Phase.MARCH, Phase.SAIL):
        # stop early only if moving more would not help (never leave a move empty)
        return _move_choice(s, legal)
    if s.phase is Phase.ACTION:
        legal = _feeding_first(s, p, legal)
    if s.phase is Phase.ACTION and not s.done and strength >= 2:
        scored = sorted((-_expected(s, p, a), str(a), a) for a in legal if a.verb != "pass")
        ranked = [a for _, _, a in scored]
        top = ranked[: BREADTH[strength]]
        for kind in KINDS_LATER[: 4 if strength < 3 else 6]:  # actions that pay off later
            extra = [a for a in ranked if a.verb == kind and a not in top][: 1 if strength < 3 else 2]
            top += extra
        passing = Act("pass")
        best, value = passing, (_expected(s, p, passing) + 0.2) if passing in legal else float("-inf")
        for a in top:
            v = _after_plan(s, p, a)
            if v > value:
                best, value = a, v
        if best.verb == "pass" and not any(a.verb == "pass" for a in legal) and ranked:
            return ranked[0]
        return best
    a, v = _greedy(s, p, [x for x in legal if x.verb != "pass"] or legal)
    passing = Act("pass")
    if passing in legal and v <= _expected(s, p, passing) + 0.2:
        return passing
    return a


def rollout(state: State[Any], player: int, rng: Rng) -> Any:
    """A fast move for search rollouts: mostly greedy one step, with a little randomness."""
    legal = state.legal_actions(player)
    if not isinstance(state, PolisState) or len(legal) == 1:
        return legal[0]
    if rng.random() < 0.25:
        return rng.choice(legal)
    return choose_on(state, player, legal, 1)


register_bot("polis", "heuristic", lambda strength: HeuristicBot(strength))
register_rollout("polis", rollout)
