"""Polis bots: a heuristic that plans its turn and the round ends ahead (docs/rules/polis.md §11), and search's rollout.

The heuristic sees only its :class:`~tabletop.core.bots.Seat`. It samples the hidden part (the other side's battle
hand, the dice to come) with :meth:`PolisGame.determinize` and scores positions with :func:`evaluate`, an estimate of
the final score that looks past the current round:

1. feeding comes first: the wheat it still lacks at this round end, after the wheat its merchants and uncollected
   tribute can still bring in, is paid in prestige, and a shortfall beyond its prestige ends the game (a heavy
   loss unless it is well ahead). The *next* round end counts too: the wheat its hoplites and merchants can bring in
   then, against the citizens it will have to feed, so it does not grow or conquer more mouths than it can feed;
2. sieges are valued by their chance (a d4 against the fortification: both outcomes, weighted);
3. projects count their round-end and end-game prestige once started;
4. surplus wheat is worth growth (citizens, and megalopolis above base population);
5. battles: as defender it answers to lose the fewest units, as attacker it plays its strongest pair; it retreats
   from a hopeless fight;
6. prestige under 3 costs extra;
7. it passes when no plan for the turn improves its position (the surcharge it would pay is part of each action's
   cost, and passing ends its trading for the round).

Rules on top of the evaluation (bot-against-bot games ended in famine more than half of the time before them):

- it does not pass while its own round end would end the game (wheat + prestige + the projects' round-end prestige
  short of its citizens, or before round 4 no prestige left after feeding and megalopolis) and a collect, a trade or
  a conversion of citizens into units can still help; with none left it may pass;
- before the last round it buys wheat for the feeding and for the growth that lifts a polis one above its base
  population (megalopolis pays for that mouth), not for more mouths;
- it taxes only with 4 or more prestige, and never in round 4 (a prestige is a point, a silver none): a leader no
  longer ends the game, or loses it, by taxing its last prestige.

Each turn it plans both actions: strength 1 takes the best first action and then the best second; strength 2
(default) tries the best few first actions, each followed by its best second action; strength 3 tries more of them
and scores its best 4 plans again after the other side's reply (its turn played by the strength-1 heuristic).
Variants that differ only in how they pay, and proxenos moves that lead to no civil war, are not searched.

The top level (:class:`PolisSearchBot`, at the end of this module) takes the strength-1 heuristic's choice and
its runner-up (:func:`rank_on`) and plays both out to the round's end on the same sampled states, with this
heuristic on both sides (:func:`choose_on`, no mistakes).

Figures: see ``bench/polis_bench.py`` (and ``bench/polis_famine.py`` for why games end early).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..core.bots import Seat, register_bot, register_rollout
from ..core.game import Outcome, State
from ..core.mcts import GuidedBudget, GuidedSearchBot
from ..core.rng import Rng
from . import data as D
from .game import (
    Act,
    Phase,
    PolisGame,
    PolisState,
    _blockade_free,
    _exchange,
    _sea_reach,
    bribes,
    civil_cost,
    controls,
    food_outlook,
)

#: first actions tried in full (with a second action) per strength
BREADTH = {1: 1, 2: 4, 3: 8}
#: second actions searched after each first action, per strength (the best first actions, see ``_plan``)
SECOND = {1: 6, 2: 10, 3: 24}
#: the best plans scored again after the other side's reply, per strength (0: none)
REPLIES = {1: 0, 2: 0, 3: 4}
GOOD_VALUE = {"silver": 0.4, "wood": 0.3, "metal": 0.3, "wine": 0.25, "oil": 0.25}
ROUND_END = (Phase.RELEASE, Phase.GROWTH, Phase.TAX)
KINDS_LATER = ("trade", "collect", "siege", "march", "hoplites", "merchants")
#: the actions that can still feed this round's citizens: wheat in, goods to trade, or fewer mouths (each uses up a
#: merchant, a territory's tribute or a citizen, so a bot that may not pass still comes to an end)
FEEDERS = ("collect", "trade", "hoplites", "galleys", "merchants")
PERISHABLE = ("wine", "oil")  # halved at the round end: paid first
#: how much the other side's estimated score counts against the bot's own: less than 1, so that it builds its own
#: economy first instead of spending its prestige on blockades that mostly hurt both sides
OPPONENT_WEIGHT = 0.25
#: what each wheat missing at the next round end costs, per round still to come (at most ``NEXT_CAP``)
NEXT_WEIGHT, NEXT_CAP = 0.8, 1.6


class _Fixed(Rng):
    """A generator whose every d4 shows ``die`` (to weigh a siege's two outcomes)."""

    def __init__(self, die: int, seed: int) -> None:
        super().__init__(seed)
        self.die = die

    def copy(self) -> _Fixed:
        return _Fixed(self.die, self.state)

    def randint(self, lo: int, hi: int) -> int:
        return max(lo, min(hi, self.die))


def _prices(s: PolisState, p: int) -> list[tuple[int, int]]:
    """(goods, silver) per wheat at each market ``p``'s merchants can reach now, cheapest first."""
    key = ("bot_prices", p)
    if key not in s._cache:
        free = _blockade_free(s, p)
        seas = set() if free else _sea_reach(_controls(s), p, D.PORTS[p])
        s._cache[key] = sorted(
            (D.GOODS_RATE[s.market[m.id]], D.SILVER_RATE[s.market[m.id]])
            for m in D.MARKETS
            if m.id not in s.closed and len(s.boxes[m.id]) < s.limit and (free or m.access in seas)
        )
    out: list[tuple[int, int]] = s._cache[key]
    return out


def _shiploads(prices: Sequence[tuple[int, int]], ships: int, goods: int, silver: int) -> int:
    """Wheat ``ships`` merchants can buy with ``goods`` and ``silver`` (goods first, each ship at the next market)."""
    wheat = 0
    if not prices:
        return 0
    for i in range(ships):
        g, sv = prices[min(i, len(prices) - 1)]
        if i >= len(prices):
            g, sv = g + 1, sv + 1  # a market used again this round: its marker has moved up
        load = 0
        while load < D.SHIPLOAD and goods >= g:
            goods -= g
            load += 1
        while load < D.SHIPLOAD and silver >= sv:
            silver -= sv
            load += 1
        wheat += load
    return wheat


def _box_counts(tribute: Sequence[str]) -> tuple[tuple[int, int, int], ...]:
    """(wheat, goods, silver) in the first n tribute boxes, for n = 0..5."""
    out = [(0, 0, 0)]
    for x in tribute:
        w, g, sv = out[-1]
        out.append((w + (x == "wheat"), g + (x in D.GOODS), sv + (x == "silver")))
    return tuple(out)


BOXES = {land.id: _box_counts(land.tribute) for land in D.LANDS}


def _tribute(s: PolisState, p: int, boxes: int, fresh: bool) -> tuple[int, int, int]:
    """(wheat, goods, silver) ``p``'s hoplites can collect in its own territories.

    ``fresh``: next round, in every territory it can pay for; otherwise this round, at home only (a collect
    elsewhere costs prestige, so it counts only once it is done: counted ahead, it would be put off for ever).
    """
    wheat = goods = silver = 0
    units, owner, home = s.units, s.owner, D.HOMES[p]
    poor = s.prestige[p] < 2 or not fresh
    for land, counts in BOXES.items():
        here = units[land][p]
        if not here or (not fresh and land in s.exhausted) or (poor and land != home):
            continue
        if not any(owner[k] == p for k in D.POLEIS_IN[land]):
            continue
        w, g, sv = counts[min(here, boxes)]
        wheat += w
        goods += g
        silver += sv
    return wheat, goods, silver


def _merchants(s: PolisState, p: int) -> int:
    """Merchant ships ``p`` will have in port next round."""
    return s.port[p] + sum(b.count(p) for b in s.boxes.values())


def _growth_room(s: PolisState, mine: Sequence[str]) -> int:
    return sum(min(D.POLIS[k].growth, D.POLIS[k].max - s.citizens[k]) for k in mine)


def _side_value(s: PolisState, p: int) -> float:
    res = s.res[p]
    mine = [k for k, v in s.owner.items() if v == p]
    citizens = sum(s.citizens[k] for k in mine)
    prestige = s.prestige[p]
    ctrl = _controls(s)
    v = float(citizens + prestige) + 0.25 * len(mine)
    above = 0  # poleis above their base population (megalopolis)
    round_bonus = 0  # round-end prestige of the projects under construction
    for k in mine:
        row = D.POLIS[k]
        for done in s.built[k]:
            v += D.PROJECT[done].end_prestige
        t = s.building[k]
        if t is not None:
            v += D.PROJECT[t].end_prestige + D.PROJECT[t].round_prestige
            round_bonus += D.PROJECT[t].round_prestige
        if s.citizens[k] > row.base:
            above += 1
        if row.territory and ctrl[row.territory] == p:
            v += 0.15
    if s.phase not in ROUND_END or s.phase is Phase.GROWTH:
        v += 0.8 * above  # megalopolis at this round end
    goods = res["wood"] + res["metal"] + res["wine"] + res["oil"]
    silver = res["silver"]
    wheat = res["wheat"]
    last = s.round >= 4
    fed = s.phase in ROUND_END and s.phase is not Phase.RELEASE  # this round's feeding is behind us
    if s.phase is Phase.RELEASE or (s.round_end is not None and s.round_end["failed"][p]):
        v -= 15 + 3 * max(0, citizens - wheat - prestige)  # feeding failed: the game ends
        fed = True
    # -- this round end: the wheat still to come, then prestige -------------------------------------------------
    carry = wheat
    after = prestige  # the prestige left once this round's feeding is paid
    if not fed:
        got_w, got_g, got_s = (0, 0, 0) if s.passed[p] else _tribute(s, p, 5, False)
        ships = 0 if s.passed[p] else s.port[p]
        spare_g = max(0, goods + got_g - (2 if s.surcharge_due(p) else 0))
        # wheat still to come counts at 3/4: markets move and routes can be blocked before the merchants sail, and
        # tribute collected now is safe (its hoplites may then move on)
        avail = wheat + (3 * (got_w + _shiploads(_prices(s, p), ships, spare_g, silver + got_s))) // 4
        short = max(0, citizens - avail)
        v -= short  # paid in prestige
        after = max(0, prestige - short)
        # the prestige left after feeding (projects complete first, megalopolis follows): 0 or less ends the game
        bonus = round_bonus + above
        if short > prestige + bonus or prestige + bonus - short <= 0:
            # ending the game early pays only with a decisive lead late in the game
            lead = s.score(p) - short - s.score(1 - p)
            early = s.round < 3 or lead <= 5 or short > prestige + bonus
            v -= 14 + 2 * max(0, short - prestige - bonus) if early else 2
        surplus = max(0, avail - citizens)
        room = _growth_room(s, mine)
        v += 0.7 * min(surplus, room) + 0.05 * max(0, surplus - room)
        carry = surplus // 2 if not last else 0
    elif s.phase is Phase.GROWTH:
        room = _growth_room(s, mine)
        v += 0.7 * min(wheat, room)
        carry = max(0, wheat - room) // 2
    else:
        v += 0.05 * wheat
    # -- the next round end: what the hoplites and merchants can bring in then -----------------------------------
    if not last:
        nxt = D.ROUNDS[s.round].limit
        w2, g2, s2 = _tribute(s, p, min(5, nxt), True)
        keep_g = res["wood"] + res["metal"] + res["wine"] // 2 + res["oil"] // 2
        income = carry + w2 + _shiploads(_prices(s, p) or [(3, 2)], _merchants(s, p), g2 + keep_g // 2, s2)
        short2 = max(0, citizens - income)
        v -= min(NEXT_CAP, NEXT_WEIGHT * (4 - s.round)) * short2
        if short2 > prestige + 2:
            v -= 0.5 * (short2 - prestige - 2)
    scale = 0.3 if last else 1.0
    for r, w in GOOD_VALUE.items():
        v += res[r] * w * scale
    if after < 3:  # prestige is the feeding's reserve and pays every military action
        v -= (3 - after) * (0.5 if last else 1.3)
    if prestige == 0:
        v -= 5
    units = s.units
    hop = 0
    for land in D.LAND:
        n = units[land][p]
        if not n:
            continue
        hop += n
        if ctrl[land] != p:
            continue
        # a siege in reach: own hoplites in a controlled territory next to a polis worth taking
        for k in D.POLEIS_IN[land]:
            if s.owner[k] != p and not D.POLIS[k].capital:
                f = s.fortification(k)
                if n >= f:
                    v += 0.2 * max(0, 5 - f) / 4 * (f + s.citizens[k])
                    break
    gal = sum(units[n][p] for n in D.SEA)
    v += (0.1 if last else 0.3) * hop + (0.05 if last else 0.2) * gal
    if s.prisoner[p]:
        v -= 1.0
    return v


def _controls(s: PolisState) -> dict[str, int | None]:
    key = "bot_controls"
    if key not in s._cache:
        s._cache[key] = controls(s)
    out: dict[str, int | None] = s._cache[key]
    return out


def evaluate(s: State[Any], p: int) -> float:
    """How good ``s`` is for ``p``: its estimated final score minus the other side's."""
    if not isinstance(s, PolisState):
        return 0.0
    if s.is_over() and s.result is not None:
        sc = s.result["scores"]
        w = s.result["winner"]
        return float(sc[p] - sc[1 - p]) + (20 if w == p else -20 if w is not None else 0)
    return _side_value(s, p) - OPPONENT_WEIGHT * _side_value(s, 1 - p)


def _after(s: PolisState, p: int, a: Act) -> tuple[float, PolisState]:
    t = s.push(p, a)
    if not isinstance(t, PolisState):
        return float("-inf"), s
    t = _finish(t, p)  # a move's sources, a trade's shipload, the surcharge: part of the action
    return evaluate(t, p), t


def _expected(s: PolisState, p: int, a: Act) -> float:
    """The evaluation after ``a`` (and its steps), averaging a siege's success and failure."""
    if a.verb == "siege":
        need = s.fortification(a.args[0])
        chance = max(0, 5 - need) / 4
        out = 0.0
        for die, w in ((4, chance), (1, 1 - chance)):
            if w:
                t = s.copy()
                t.rng = _Fixed(die, s.rng.state)
                out += w * _after(t, p, a)[0]
        return out
    return _after(s, p, a)[0]


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


def _wheat_wanted(s: PolisState, p: int) -> int:
    """Wheat still worth buying this round: the feeding, then growth. Before the last round only the growth that
    lifts a polis above its base population (megalopolis: a prestige each round end, which pays for its mouth)."""
    mine = s.poleis_of(p)
    if s.round >= 4:
        grow = min(_growth_room(s, mine), 3)
    else:
        grow = min(2, sum(1 for k in mine if s.citizens[k] == D.POLIS[k].base and D.POLIS[k].max > D.POLIS[k].base))
    return s.citizens_of(p) + grow - s.res[p]["wheat"]


def _pay_word(res: dict[str, int], n: int) -> str | None:
    """The goods to give for one unit: perishable and plentiful goods first (a goods list word)."""
    left = dict(res)
    out: list[str] = []
    for _ in range(n):
        have = [x for x in D.GOODS if left[x] > 0]
        if not have:
            return None
        x = max(have, key=lambda g: (left[g] + (1.5 if g in PERISHABLE else 0), g))
        left[x] -= 1
        out.append(x)
    return "+".join(sorted(out))


def _trade_choice(s: PolisState, p: int, legal: Sequence[Act]) -> Act:
    """A shipload: wheat while it is wanted (goods first, then silver), then silver for perishable goods."""
    texts = {str(a): a for a in legal}
    st = s.step or {}
    g, sv = D.GOODS_RATE[s.market[st["market"]]], D.SILVER_RATE[s.market[st["market"]]]
    res = s.res[p]
    reserve = 1 if s.surcharge_due(p) else 0
    word = None if _total_goods(res) - g < reserve else _pay_word(res, g)
    if _wheat_wanted(s, p) > 0:
        if word is not None and f"get wheat {word}" in texts:
            return texts[f"get wheat {word}"]
        if "buy wheat" in texts and (res["silver"] > sv or _total_goods(res) > reserve):
            return texts["buy wheat"]
    elif word is not None and all(x in PERISHABLE for x in word.split("+")) and f"get silver {word}" in texts:
        return texts[f"get silver {word}"]
    if "done" in texts:
        return texts["done"]
    # nothing wanted but the shipload is still empty: the cheapest unit
    for a in legal:
        if a.verb == "get" and a.args[0] == "wheat":
            return a
    return legal[0]


def _total_goods(res: dict[str, int]) -> int:
    return sum(res[x] for x in D.GOODS)


def _surcharge_choice(s: PolisState, p: int, legal: Sequence[Act]) -> Act:
    res = s.res[p]
    value = {**GOOD_VALUE, "wheat": 1.0 if _wheat_wanted(s, p) >= 0 else 0.2}
    return min(legal, key=lambda a: (value[a.args[0]] - 0.01 * res[a.args[0]], str(a)))


def _finish(s: PolisState, p: int, limit: int = 30) -> PolisState:
    """Play ``p``'s open steps (a move's sources, a trade, the surcharge) by rule until a new action is due."""
    for _ in range(limit):
        if s.is_over() or s.player != p or s.phase not in (Phase.MARCH, Phase.SAIL, Phase.TRADE, Phase.SURCHARGE):
            return s
        legal = s.legal_actions(p)
        if s.phase in (Phase.MARCH, Phase.SAIL):
            a = _move_choice(s, legal)
        elif s.phase is Phase.TRADE:
            a = _trade_choice(s, p, legal)
        else:
            a = _surcharge_choice(s, p, legal)
        nxt = s.push(p, a)
        if not isinstance(nxt, PolisState):
            return s
        s = nxt
    return s


def _prune(s: PolisState, p: int, legal: Sequence[Act]) -> list[Act]:
    """The actions worth searching: one payment per creation (the main resource first), proxenos moves to a polis
    where a civil war is affordable (and one free move, a harmless second action), galley moves only with prestige
    to spare, and the rest."""
    out: list[Act] = []
    seen: set[tuple[str, ...]] = set()
    silver = s.res[p]["silver"]
    cost = bribes(s, p) if any(a.verb == "proxenos" for a in legal) else {}
    idle = None  # a free proxenos move: the harmless second action when every other one hurts
    for a in legal:
        if a.verb in ("hoplites", "galleys", "merchants"):
            key = (a.verb, *a.args[: 3 if a.verb == "galleys" else 2])
            if key in seen:
                continue  # legal actions are sorted: the variant without silver comes first
            seen.add(key)
        elif a.verb == "sail" and s.prestige[p] < 4 and s.round < 4:
            continue  # a blockade with the last prestige starves the bot sooner than the other side
        elif a.verb == "proxenos":
            k = a.args[0]
            if D.POLIS[k].capital or s.owner[k] == p:
                continue
            bribe = cost.get(s.polis_node(k), 0)
            if silver < bribe + civil_cost(s, k):
                if idle is None and bribe == 0:
                    idle = a
                continue
        out.append(a)
    if idle is not None:
        out.append(idle)
    return out


Outcomes = list[tuple[float, PolisState]]  # (weight, state) after a plan: one state, or a siege's two outcomes


def _plan(s: PolisState, p: int, a: Act, good: frozenset[str]) -> tuple[float, Outcomes]:
    """The value of taking ``a`` as the first action of a turn, then the best second action, and where it leads.

    Second actions are searched among ``good`` (the texts of the best first actions: most actions keep their value
    from one action to the next), plus any collect or trade, which the first action may just have opened.
    """
    if a.verb == "siege":  # a die decides: the second action is chosen after it
        need = s.fortification(a.args[0])
        chance = max(0, 5 - need) / 4
        value, outs = 0.0, []
        for die, w in ((4, chance), (1, 1 - chance)):
            if w:
                t = s.copy()
                t.rng = _Fixed(die, s.rng.state)
                v, after = _after(t, p, a)
                after.rng = s.rng.copy()  # the dice after the siege are the game's again
                value += w * v
                outs.append((w, after))
        return value, outs
    value, t = _after(s, p, a)
    if t.is_over() or t.player != p or t.phase is not Phase.ACTION or not t.done:
        return value, [(1.0, t)]
    legal = _prune(t, p, t.legal_actions(p))
    if not legal:
        return value, [(1.0, t)]
    # a second action is compulsory when there is one: search the promising ones, else all of them
    chosen = [b for b in legal if str(b) in good or b.verb in ("collect", "trade")] or legal
    best, end = float("-inf"), t
    for b in chosen:
        if b.verb == "siege":
            v = _expected(t, p, b)
            if v > best:
                u = t.push(p, b)
                best, end = v, u if isinstance(u, PolisState) else t
        else:
            v, u = _after(t, p, b)
            if v > best:
                best, end = v, u
    return best, [(1.0, end)]


def _reply(t: PolisState, p: int, turns: int, limit: int = 60) -> float:
    """``p``'s evaluation once the other side has answered: play on (both sides by the strength-1 heuristic, dice
    from the sampled state) until the turn after ``turns`` + 1 begins, a round end or the game's end."""
    for _ in range(limit):
        if t.is_over() or t.phase in ROUND_END or t.turns >= turns + 2:
            break
        q = t.active_players()[0]
        if t.turns >= turns + 1 and q == p and t.phase is Phase.ACTION and not t.done:
            break  # the other side has passed: no reply comes
        legal = t.legal_actions(q)
        nxt = t.push(q, legal[0] if len(legal) == 1 else choose_on(t, q, legal, 1))
        if not isinstance(nxt, PolisState):
            break
        t = nxt
    return evaluate(t, p)


def _replied(outs: Outcomes, p: int, turns: int) -> float:
    return sum(w * _reply(t, p, turns) for w, t in outs)


class HeuristicBot:
    """Feeds first, sieges where it pays, builds and grows; plans its turn's two actions (strength 1–3)."""

    name = "heuristic"

    def __init__(self, strength: int = 2) -> None:
        self.strength = min(max(int(strength), 1), 3)

    def choose(self, seat: Seat, rng: Rng) -> Any:
        """The planned move on one sampled deal of what the seat cannot see (its only legal action at once)."""
        legal = list(seat.legal)
        if len(legal) == 1:
            return legal[0]
        game = seat.game
        if not isinstance(game, PolisGame):
            return rng.choice(legal)
        s = game.determinize(seat.observation, seat.player, rng)
        return choose_on(s, seat.player, legal, self.strength)


def _starves(s: PolisState, p: int) -> bool:
    """Whether ``p``'s own round end ends the game unless it brings in more wheat: its wheat, prestige and the
    round-end prestige of its projects fall short of its citizens (a famine), or, before the last round, leave it
    no prestige once the megalopolis prestige is in (the game ends at 0 prestige; unlike the players' warning,
    growth from spare wheat is not counted on)."""
    o = food_outlook(s, p)
    return o["short"] > 0 or (s.round < 4 and o["prestige_after"] + o["megalopolis"] < 1)


def _tax_ok(s: PolisState, p: int) -> bool:
    """Tax only with prestige to spare: never in the last round (a prestige is a point, a silver none) and never
    down to under 3 prestige, the feeding's reserve (at 0 the game ends, even for a leader)."""
    return s.round < 4 and s.prestige[p] >= 4


def choose_on(s: PolisState, p: int, legal: Sequence[Act], strength: int = 2) -> Act:
    """The heuristic's choice on a full (sampled) state."""
    return rank_on(s, p, legal, strength)[0]


def rank_on(s: PolisState, p: int, legal: Sequence[Act], strength: int = 2) -> tuple[Act, list[Act]]:
    """The heuristic's choice on a full (sampled) state, and its other candidates, best first: the other plans it
    weighed, then the rest of the actions it scored (none where it follows a rule: battles, moves, trades)."""
    if s.phase in (Phase.RETREAT, Phase.ATTACK, Phase.DEFEND):
        return _battle_choice(s, p, legal), []
    if s.phase is Phase.RELEASE:
        # feeding failed and the game ends: give up the poleis worth least (fewest citizens, never first the capital)
        return min(legal, key=lambda a: (D.POLIS[a.args[0]].capital, s.citizens[a.args[0]], str(a))), []
    if s.phase in (Phase.MARCH, Phase.SAIL):
        return _move_choice(s, legal), []
    if s.phase is Phase.TRADE:
        return _trade_choice(s, p, legal), []
    if s.phase is Phase.SURCHARGE:
        return _surcharge_choice(s, p, legal), []
    passing = Act("pass")
    can_pass = passing in legal
    options = _prune(s, p, [a for a in legal if a.verb != "pass"])
    if not options:
        return (passing if can_pass else legal[0]), []
    if s.phase is Phase.TAX and not _tax_ok(s, p):
        return Act("done"), []
    if s.phase is not Phase.ACTION:  # round-end choices and event removals: one step
        weighed = sorted(options, key=lambda a: (_expected(s, p, a), str(a)), reverse=True)
        return weighed[0], weighed[1:]
    scored = sorted(((-_expected(s, p, a), str(a), a) for a in options), key=lambda x: (x[0], x[1]))
    ranked = [a for _, _, a in scored]
    if s.done:  # the second action of the turn
        return ranked[0], ranked[1:]
    top = ranked[: BREADTH[strength]]
    if strength >= 2:
        for kind in KINDS_LATER[: 4 if strength < 3 else 6]:  # actions that pay off later
            top += [a for a in ranked if a.verb == kind and a not in top][: 1 if strength < 3 else 2]
    starving = can_pass and _starves(s, p)
    if starving and not any(a.verb in FEEDERS for a in top):
        top += [a for a in ranked if a.verb in FEEDERS][:1]
    plans: list[tuple[float, str, Act, Outcomes]] = []
    if starving and any(a.verb in FEEDERS for a in top):
        can_pass = False  # passing now makes the feeding fail for sure: first try what can still bring wheat in
        top = [a for a in top if a.verb in FEEDERS]
    if can_pass:
        after_pass = s.push(p, passing)
        if isinstance(after_pass, PolisState):
            plans.append((evaluate(after_pass, p) + 0.2, "pass", passing, [(1.0, after_pass)]))
    good = frozenset(str(a) for a in ranked[: SECOND[strength]])
    for a in top:
        v, outs = _plan(s, p, a, good)
        plans.append((v, str(a), a, outs))
    if not plans:
        return ranked[0], ranked[1:]
    if REPLIES[strength] and len(plans) > 1:
        # the best plans again, after the other side's answer (its strength-1 turn)
        plans = sorted(plans, key=lambda x: -x[0])[: REPLIES[strength]]
        plans = [
            (_replied(outs, p, s.turns) + (0.2 if a == passing else 0.0), text, a, outs) for _, text, a, outs in plans
        ]
    best = plans[0]
    for plan in plans[1:]:
        if plan[0] > best[0]:  # the first of equal plans: passing, then the first actions in rank order
            best = plan
    rest = [a for _, _, a, _ in sorted(plans, key=lambda x: -x[0]) if a != best[2]]
    return best[2], rest + [a for a in ranked if a != best[2] and a not in rest]


def rollout(state: State[Any], player: int, rng: Rng, legal: Sequence[Any] | None = None) -> Any:
    """A fast move for search rollouts: mostly greedy one step, with a little randomness."""
    legal = state.legal_actions(player) if legal is None else legal
    if not isinstance(state, PolisState) or len(legal) == 1:
        return legal[0]
    if rng.random() < 0.25:
        return rng.choice(legal)
    return choose_on(state, player, legal, 1)


register_bot("polis", "heuristic", lambda strength: HeuristicBot(strength))
register_rollout("polis", rollout)


# -- the top level: the heuristic's shortlist weighed by paired rollouts to the round's end ---------------------
#
# A Polis game is mostly decided at a round end: most bot games end there, by a failed feeding or a side without
# prestige, and the side with more points wins. The heuristic's evaluation looks past the round but does not play
# it out. PolisSearchBot takes the heuristic's choice and its runner-up (more candidates at strengths 2 and 3;
# rank_on), plays each on the same sampled states with the same dice (core.mcts.GuidedSearchBot), both sides then
# played by the strength-1 heuristic without mistakes, until the round's end (its feeding, growth and taxes) is
# behind them or the game is over, and scores the result with evaluate (a finished game: the score margin and the
# win). It leaves the heuristic's choice only for a candidate that is clearly better over the samples.

#: the search's budget per strength: candidates, samples and CPU seconds a decision (strength 1 is level 5: the
#: heuristic's choice and its runner-up, 3 samples; it took 0.772 [0.745, 0.797] of 1,000 games against the
#: strength-1 heuristic, at 0.081 / 0.142 CPU s a decision in CPython and 0.115 / 0.308 s in Pyodide, median / p95)
BUDGETS = {
    1: GuidedBudget(shortlist=2, samples=3, time_limit=0.08, sigmas=1.0, win_weight=0.0, min_samples=2),
    2: GuidedBudget(shortlist=3, samples=2, time_limit=0.08, sigmas=1.0, win_weight=0.0, min_samples=2),
    3: GuidedBudget(shortlist=3, samples=4, time_limit=0.15, sigmas=1.0, win_weight=0.0, min_samples=2),
}
#: Pyodide runs Python about 2.5 times slower: the same samples need a longer clock (a decision stops at its time
#: limit after a whole sample, and one sample decides nothing)
SLOWER = 2.5 if sys.platform == "emscripten" else 1.0


class RankedHeuristic(HeuristicBot):
    """The strength-1 heuristic with its candidates, best first (the guided search's shortlist)."""

    def rank(self, seat: Seat, rng: Rng) -> tuple[Any, list[tuple[float, Any]]]:
        """The heuristic's choice and the other legal actions in its order, for the search's shortlist."""
        legal = list(seat.legal)
        game = seat.game
        if len(legal) == 1 or not isinstance(game, PolisGame):
            return legal[0], []
        s = game.determinize(seat.observation, seat.player, rng)
        choice, rest = rank_on(s, seat.player, legal, self.strength)
        return choice, [(0.0, a) for a in rest]


def policy(state: State[Any], player: int, rng: Rng, legal: Sequence[Any] | None = None) -> Any:
    """The rollouts' moves: the strength-1 heuristic on the sampled state (the dice are the sample's)."""
    legal = state.legal_actions(player) if legal is None else legal
    if not isinstance(state, PolisState) or len(legal) == 1:
        return legal[0]
    return rank_on(state, player, legal, 1)[0]


def horizon(state: State[Any], origin: State[Any]) -> Outcome | None:
    """Where a rollout stops: the game's end or the next round's start, worth ``evaluate`` for the searching side
    (the seat to move at ``origin``), as the margin of an outcome without winners."""
    if not isinstance(state, PolisState) or not isinstance(origin, PolisState):
        return None
    if not state.is_over() and state.round == origin.round:
        return None
    me = origin.player
    v = evaluate(state, me)
    return Outcome((v, 0.0) if me == 0 else (0.0, v), ())


class PolisSearchBot(GuidedSearchBot):
    """The heuristic's move unless a shortlisted one does clearly better played out to the round's end."""

    def __init__(self, strength: int = 1, budget: GuidedBudget | None = None) -> None:
        chosen = budget or BUDGETS[min(max(int(strength), 1), max(BUDGETS))]
        if chosen.time_limit is not None:
            chosen = replace(chosen, time_limit=chosen.time_limit * SLOWER)
        super().__init__(
            RankedHeuristic(1),
            chosen,
            rollout=policy,
            horizon=horizon,
            name="search",
        )


register_bot("polis", "search", lambda strength: PolisSearchBot(strength))


# levels a player chooses (issue 19; docs/bots.md has what each one measured against the one below).
# Strength 1 measured strongest of the heuristic's strengths (2 took 0.44 of 50 games against it, 3 took 0.36
# against 2), so levels 2-4 are strength 1 with fewer and fewer careless (random) moves, and level 5 weighs the
# strength-1 heuristic's two best candidates by playing them out to the round's end (``PolisSearchBot``).
from ..core.bots import RANDOM_LEVEL, LevelSpec, register_levels  # noqa: E402


def _level(about_en: str, about_ja: str, epsilon: float) -> LevelSpec:
    return LevelSpec("heuristic", 1, {"en": about_en, "ja": about_ja}, epsilon=epsilon)


register_levels(
    "polis",
    {
        1: RANDOM_LEVEL,
        2: _level(
            "Plans each action; one move in four is careless.", "1手ずつ考えます。4手に1手はうっかりです。", 0.25
        ),
        3: _level("Plans each action; one move in ten is careless.", "1手ずつ考えます。10手に1手はうっかりです。", 0.1),
        4: _level(
            "Plans each action: its best first, then its best second.",
            "一番良い1手目、次に一番良い2手目を選びます。",
            0.0,
        ),
        5: LevelSpec(
            "search",
            1,
            {
                "en": "Plans each action, then plays its two best choices out to the round's end a few times "
                "and keeps the one that clearly does better.",
                "ja": "1手ずつ考え、良い2つの手をそれぞれラウンドの終わりまで何度か試し、はっきり良い方を選びます。",
            },
        ),
    },
)
