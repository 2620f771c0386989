"""Polis's legal actions and the reasons an action is not (docs/rules/polis.md §4–§6).

The twelve actions of a turn with their costs and the surcharge after a pass (§4, Decision 3), the
steps that finish an open action, the battle and round-end choices (§5, §6), and :func:`_why`, the
reason a given action is illegal now.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from ..core.action import Act
from . import data as D
from .acts import ACTION_KINDS, Phase, _total, other
from .paths import bribes, controls, move_dests, move_sources, trade_price, trade_route

if TYPE_CHECKING:
    from .game import PolisState


# ---------------------------------------------------------------------------------------------
# legal actions
def _legal(s: PolisState, p: int) -> list[Act]:
    ph = s.phase
    if ph is Phase.ACTION:
        acts = _turn_actions(s, p)
        if not s.done:
            acts.append(Act("pass"))
        return acts
    if ph in (Phase.MARCH, Phase.SAIL):
        return _move_steps(s, p)
    if ph is Phase.TRADE:
        return _trade_steps(s, p)
    if ph is Phase.SURCHARGE:
        return [Act("surcharge", (r,)) for r in D.RESOURCES if s.res[p][r] > 0]
    if ph is Phase.RETREAT:
        b = s.battle or {}
        dests = _retreat_targets(s, p, b["node"])
        return [Act("fight")] + ([Act("retreat", (n,)) for n in dests] if dests else [Act("retreat")])
    if ph in (Phase.ATTACK, Phase.DEFEND):
        return [Act("play", pair) for pair in _hand_pairs(s.hands[p])]
    if ph is Phase.EVENT_REMOVE:
        return [Act("remove", (n,)) for n in _removable(s, p)]
    if ph is Phase.RELEASE:
        return [Act("release", (k,)) for k in s.poleis_of(p)]
    if ph is Phase.GROWTH:
        acts = [Act("done")]
        for k in s.poleis_of(p):
            for n in range(1, _can_grow(s, p, k) + 1):
                acts.append(Act("grow", (k, str(n))))
        return acts
    if ph is Phase.TAX:
        return [Act("tax"), Act("done")]
    return []


def _pay_splits(n: int, main: int, silver: int) -> list[int]:
    """How many of ``n`` units may be paid with silver (the rest with the main resource)."""
    return [k for k in range(0, n + 1) if n - k <= main and k <= silver]


def _iter_turn_actions(s: PolisState, p: int) -> Iterator[Act]:
    done = s.done
    res = s.res[p]
    reserve = 1 if s.surcharge_due(p) else 0  # the surcharge must still be payable
    total = _total(res)
    mine = s.poleis_of(p)
    lim = s.limit

    def affordable(cost: int) -> bool:
        return total - cost >= reserve

    if "hoplites" not in done and s.pool[p]["hoplite"] > 0:
        for k in mine:
            t = D.POLIS[k].territory
            if t is None:
                continue
            top = min(s.citizens[k] - 1, lim - s.units[t][p], s.pool[p]["hoplite"])
            for n in range(1, top + 1):
                if not affordable(n):
                    break
                for sv in _pay_splits(n, res["metal"], res["silver"]):
                    yield Act("hoplites", (k, str(n), "silver", str(sv)) if sv else (k, str(n)))
    if "galleys" not in done and s.pool[p]["galley"] > 0:
        for k in mine:
            for sea in D.POLIS[k].ports:
                top = min(s.citizens[k] - 1, lim - s.units[sea][p], s.pool[p]["galley"])
                for n in range(1, top + 1):
                    if not affordable(n):
                        break
                    for sv in _pay_splits(n, res["wood"], res["silver"]):
                        yield Act("galleys", (k, sea, str(n), "silver", str(sv)) if sv else (k, sea, str(n)))
    if "merchants" not in done and s.pool[p]["merchant"] > 0:
        for k in mine:
            if not D.POLIS[k].merchant_port:
                continue
            top = min(s.citizens[k] - 1, s.pool[p]["merchant"])
            for n in range(1, top + 1):
                if not affordable(n):
                    break
                for sv in _pay_splits(n, res["wood"], res["silver"]):
                    yield Act("merchants", (k, str(n), "silver", str(sv)) if sv else (k, str(n)))
    if "project" not in done:
        for k in mine:
            if s.building[k] is not None:
                continue
            for t in s.face_up:
                row = D.PROJECT[t]
                if (
                    row.type == D.POLIS[k].type
                    and all(res[r] >= n for r, n in row.cost)
                    and affordable(sum(n for _, n in row.cost))
                ):
                    yield Act("project", (k, t))
    military_ok = s.prestige[p] >= 1 and affordable(0)
    ctrl = controls(s)
    if "march" not in done and military_ok:
        for node in sorted(move_dests(s, p, True, ctrl)):
            if s.units[node][p] < lim:
                yield Act("march", (node,))
    if "sail" not in done and military_ok:
        for node in sorted(move_dests(s, p, False, ctrl)):
            if s.units[node][p] < lim:
                yield Act("sail", (node,))
    if "siege" not in done and military_ok:
        for k in D.POLIS:
            if _siege_problem(s, p, k) is None:
                yield Act("siege", (k,))
    if "collect" not in done and affordable(0):
        for land in D.LANDS:
            if _collect_problem(s, p, land.id) is None:
                yield Act("collect", (land.id,))
    if "trade" not in done and s.port[p] > 0:
        for mk in D.MARKETS:
            if _trade_problem(s, p, mk.id) is None:
                yield Act("trade", (mk.id,))
    if "proxenos" not in done and s.proxenos[p] is not None:
        cost = bribes(s, p)
        for k in D.POLIS:
            if k != s.proxenos[p]:
                c = cost.get(s.polis_node(k), 1 << 30)
                if c <= res["silver"] and affordable(c):
                    yield Act("proxenos", (k,))
    if "redeem" not in done and s.prisoner[p] and res["silver"] >= 2 and affordable(2):
        yield Act("redeem")
    if "civilwar" not in done and s.proxenos[p] is not None:
        here = s.proxenos[p]
        if here is not None and _civil_problem(s, p, here) is None:
            yield Act("civilwar", (here,))


def _turn_actions(s: PolisState, p: int) -> list[Act]:
    return list(_iter_turn_actions(s, p))


def _siege_problem(s: PolisState, p: int, k: str) -> str | None:
    row = D.POLIS[k]
    if row.capital or row.territory is None:
        return f"{row.en} cannot be besieged"
    if s.owner[k] == p:
        return f"{row.en} is already yours"
    t = row.territory
    if s.control(t) != p:
        return f"you do not control {D.LAND[t].en}"
    f = s.fortification(k)
    if s.units[t][p] < f:
        return f"a siege of {row.en} needs at least {f} hoplites in {D.LAND[t].en}"
    if s.prestige[p] < 1:
        return "a military action costs 1 prestige"
    return None


def _collect_problem(s: PolisState, p: int, t: str) -> str | None:
    if not any(s.owner[k] == p for k in D.POLEIS_IN[t]):
        return f"you own no polis in {D.LAND[t].en}"
    if t in s.exhausted:
        return f"{D.LAND[t].en} is exhausted this round"
    if s.units[t][p] < 1:
        return f"you have no hoplites in {D.LAND[t].en}"
    if t != D.HOMES[p] and s.prestige[p] < 1:
        return "collecting outside your home territory costs 1 prestige"
    return None


def _trade_problem(s: PolisState, p: int, m: str) -> str | None:
    if s.port[p] < 1:
        return "you have no merchant ship in your trade port"
    if m in s.closed:
        return f"{D.MARKET[m].en} is closed this round"
    if len(s.boxes[m]) >= s.limit:
        return f"{D.MARKET[m].en} has no free shipload box this round"
    if not trade_route(s, p, m):
        return f"the sea route to {D.MARKET[m].en} is blocked"
    g, sv = trade_price(s, m)
    res = s.res[p]
    if sum(res[x] for x in D.GOODS) < g and res["silver"] < sv:
        return "you cannot pay for a single shipload unit"
    return None


def _civil_problem(s: PolisState, p: int, k: str) -> str | None:
    row = D.POLIS[k]
    if s.proxenos[p] != k:
        return f"your proxenos is not in {row.en}"
    if row.capital:
        return "civil war cannot be instigated in a capital"
    if s.owner[k] == p:
        return f"{row.en} is already yours"
    cost = civil_cost(s, k)
    if s.res[p]["silver"] < cost:
        return f"civil war in {row.en} costs {cost} silver"
    if s.surcharge_due(p) and _total(s.res[p]) - cost < 1:
        return "you could not pay the surcharge"
    return None


def civil_cost(s: PolisState, k: str) -> int:
    """The silver a civil war in polis ``k`` costs: 2 × base if neutral, else 3 × its citizens (§4, action 12)."""
    return 2 * D.POLIS[k].base if s.owner[k] is None else 3 * s.citizens[k]


def _move_steps(s: PolisState, p: int) -> list[Act]:
    st = s.step or {}
    dest = st["dest"]
    room = s.limit - s.units[dest][p]
    acts: list[Act] = []
    if st["moved"]:
        acts.append(Act("done"))
    if room <= 0:
        return acts
    for x in move_sources(s, p, dest):
        for n in range(1, min(room, s.units[x][p]) + 1):
            acts.append(Act("from", (x, str(n))))
    return acts


def _trade_steps(s: PolisState, p: int) -> list[Act]:
    st = s.step or {}
    acts: list[Act] = []
    got = st["got"]
    if got["wheat"] + got["silver"] >= 1:
        acts.append(Act("done"))
    if got["wheat"] + got["silver"] >= D.SHIPLOAD:
        return acts
    g, sv = trade_price(s, st["market"])
    res = s.res[p]
    have = [x for x in D.GOODS if res[x] > 0]
    for combo in combinations_with_replacement(have, g):
        if all(combo.count(x) <= res[x] for x in set(combo)):
            word = "+".join(combo)
            acts.append(Act("get", ("wheat", word)))
            acts.append(Act("get", ("silver", word)))
    if res["silver"] >= sv:
        acts.append(Act("buy", ("wheat",)))
    return acts


# ---------------------------------------------------------------------------------------------
# queries the round engine shares
def _removable(s: PolisState, p: int) -> list[str]:
    return [n for n in D.NODES if s.units[n][p] > 0]


def _retreat_targets(s: PolisState, p: int, node: str) -> list[str]:
    if node in D.LAND:
        near: Sequence[str] = D.LAND[node].adjacent
    else:
        near = D.SEA[node].adjacent
    return [n for n in near if s.control(n) != other(p)]


def _hand_pairs(hand: Sequence[str]) -> list[tuple[str, str]]:
    return sorted(set(combinations(hand, 2)))


def _can_grow(s: PolisState, p: int, k: str) -> int:
    if s.round_end is None or k in s.round_end["grown"]:
        return 0
    row = D.POLIS[k]
    return max(0, min(row.growth, row.max - s.citizens[k], s.res[p]["wheat"]))


# ---------------------------------------------------------------------------------------------
# reasons
def _why(s: PolisState, p: int, a: Act) -> str | None:
    if not isinstance(a, Act):
        return None
    v, args = a.verb, a.args
    if s.phase is not Phase.ACTION and v in (*ACTION_KINDS, "pass"):
        return f"finish the current step first ({s.phase.value})"
    if s.phase is Phase.ACTION and v in ACTION_KINDS and v in s.done:
        return "the two actions of a turn must differ"
    if v == "pass" and s.done:
        return "you may pass only at the start of a turn"
    try:
        if v == "hoplites" and args:
            k = args[0]
            if s.owner.get(k) != p:
                return f"{D.POLIS[k].en} is not yours"
            t = D.POLIS[k].territory
            if t is None:
                return f"hoplites cannot be created in {D.POLIS[k].en}"
            n = int(args[1])
            if s.citizens[k] - n < 1:
                return f"{D.POLIS[k].en} must keep at least 1 citizen"
            if s.units[t][p] + n > s.limit:
                return f"the stacking limit in round {D.ROUNDS[s.round - 1].name} is {s.limit} per side"
            return "you cannot pay for that many hoplites"
        if v == "galleys" and args:
            k = args[0]
            if s.owner.get(k) != p:
                return f"{D.POLIS[k].en} is not yours"
            if not D.POLIS[k].ports:
                return f"{D.POLIS[k].en} has no port"
            if len(args) > 1 and args[1] not in D.POLIS[k].ports:
                return f"{D.POLIS[k].en}'s port does not open on that sea"
            n = int(args[2])
            if s.citizens[k] - n < 1:
                return f"{D.POLIS[k].en} must keep at least 1 citizen"
            if s.units[args[1]][p] + n > s.limit:
                return f"the stacking limit in round {D.ROUNDS[s.round - 1].name} is {s.limit} per side"
            return "you cannot pay for that many galleys"
        if v == "merchants" and args:
            k = args[0]
            if not D.POLIS[k].merchant_port:
                return f"{D.POLIS[k].en} has no merchant port"
            if s.owner.get(k) != p:
                return f"{D.POLIS[k].en} is not yours"
            return f"{D.POLIS[k].en} must keep at least 1 citizen, and each ship costs 1 wood or silver"
        if v == "siege" and args:
            return _siege_problem(s, p, args[0])
        if v == "collect" and args:
            return _collect_problem(s, p, args[0])
        if v == "trade" and args:
            return _trade_problem(s, p, args[0])
        if v == "civilwar" and args:
            return _civil_problem(s, p, args[0])
        if v in ("march", "sail") and s.prestige[p] < 1:
            return "a military action costs 1 prestige"
        if v == "redeem" and not s.prisoner[p]:
            return "your proxenos is not a prisoner"
        if v == "project" and len(args) == 2:
            k, t = args
            if t not in s.face_up:
                return f"the {D.PROJECT[t].en} is not face up"
            if D.PROJECT[t].type != D.POLIS[k].type:
                return f"{D.POLIS[k].en} builds only {D.POLIS[k].type} projects"
            if s.building[k] is not None:
                return f"{D.POLIS[k].en} already has a project under construction"
    except (KeyError, IndexError, ValueError):
        return None
    return None
