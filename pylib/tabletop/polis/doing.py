"""Doing a Polis action: the effects of each action and step (docs/rules/polis.md §4–§6).

Creating units, projects, moves, sieges (§4), tribute and trade (§4), the proxenos and civil war (§4),
the cards of a battle and retreats (§6), and the round-end choices of growth, release and tax (§5).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..core.action import Act
from ..core.errors import IllegalAction
from . import data as D
from .acts import Phase, other
from .legal import _can_grow, _move_steps, civil_cost
from .paths import bribes, trade_price
from .rounds import (
    _after_action,
    _after_event,
    _end_battle,
    _end_turn,
    _exchange,
    _feed,
    _finish_action,
    _growth,
    _offer_retreat,
    _tax,
)

if TYPE_CHECKING:
    from .game import PolisState


# ---------------------------------------------------------------------------------------------
# doing
def _pay(s: PolisState, p: int, cost: Mapping[str, int]) -> None:
    for r, n in cost.items():
        s.res[p][r] -= n


def _do(s: PolisState, p: int, a: Act) -> None:
    v, args = a.verb, a.args
    if s.phase is Phase.ACTION:
        s.roll = None
    if v == "pass":
        s.passed[p] = True
        s.log.say("pass", player=p)
        _end_turn(s)
    elif v in ("hoplites", "galleys", "merchants"):
        _create(s, p, v, args)
    elif v == "project":
        k, t = args
        _pay(s, p, dict(D.PROJECT[t].cost))
        s.building[k] = t
        s.face_up.remove(t)
        s.log.say("project", player=p, polis=k, tile=t)
        _finish_action(s, "project")
    elif v in ("march", "sail"):
        s.prestige[p] -= 1
        s.phase = Phase.MARCH if v == "march" else Phase.SAIL
        s.step = {"kind": v, "dest": args[0], "moved": []}
        s.log.say(v, player=p, dest=args[0])
    elif v == "from":
        st = s.step or {}
        src, n = args[0], int(args[1])
        s.units[src][p] -= n
        s.units[st["dest"]][p] += n
        st["moved"].append([src, n])
        s.log.say("moved", player=p, src=src, dest=st["dest"], n=n)
        if not any(x.verb == "from" for x in _move_steps(s, p)):
            _finish_action(s, st["kind"])
    elif v == "done" and s.phase in (Phase.MARCH, Phase.SAIL):
        _finish_action(s, (s.step or {})["kind"])
    elif v == "siege":
        _siege(s, p, args[0])
    elif v == "collect":
        t = args[0]
        if t != D.HOMES[p]:
            s.prestige[p] -= 1
        n = min(5, s.units[t][p])
        goods = list(D.LAND[t].tribute[:n])
        for r in goods:
            s.res[p][r] += 1
        s.exhausted[t] = n
        s.log.say("collect", player=p, land=t, goods=goods)
        _finish_action(s, "collect")
    elif v == "trade":
        m = args[0]
        s.port[p] -= 1
        s.boxes[m].append(p)
        s.phase = Phase.TRADE
        s.step = {
            "kind": "trade",
            "market": m,
            "got": {"wheat": 0, "silver": 0},
            "paid": {r: 0 for r in D.RESOURCES},
            "k": s.market[m],
            "goods": False,
            "silver": False,
        }
        s.log.say("trade", player=p, market=m)
    elif v == "get":
        st = s.step or {}
        what, goods = args[0], args[1].split("+")
        for g in goods:
            s.res[p][g] -= 1
            st["paid"][g] += 1
        s.res[p][what] += 1
        st["got"][what] += 1
        st["goods"] = True
        s.log.say("got", player=p, resource=what, goods=goods)
        if st["got"]["wheat"] + st["got"]["silver"] >= D.SHIPLOAD:
            _close_trade(s, p)
    elif v == "buy":
        st = s.step or {}
        _, sv = trade_price(s, st["market"])
        s.res[p]["silver"] -= sv
        st["paid"]["silver"] += sv
        s.res[p]["wheat"] += 1
        st["got"]["wheat"] += 1
        st["silver"] = True
        s.log.say("bought", player=p, n=sv)
        if st["got"]["wheat"] + st["got"]["silver"] >= D.SHIPLOAD:
            _close_trade(s, p)
    elif v == "done" and s.phase is Phase.TRADE:
        _close_trade(s, p)
    elif v == "proxenos":
        k = args[0]
        c = bribes(s, p)[s.polis_node(k)]
        s.res[p]["silver"] -= c
        s.proxenos[p] = k
        s.log.say("proxenos", player=p, polis=k, n=c)
        _finish_action(s, "proxenos")
    elif v == "redeem":
        s.res[p]["silver"] -= 2
        s.res[other(p)]["silver"] += 2
        s.prisoner[p] = False
        s.proxenos[p] = D.CAPITALS[p]
        s.log.say("redeem", player=p)
        _finish_action(s, "redeem")
    elif v == "civilwar":
        k = args[0]
        cost = civil_cost(s, k)
        pop = D.POLIS[k].base if s.owner[k] is None else s.citizens[k]
        s.res[p]["silver"] -= cost
        s.owner[k] = p
        s.citizens[k] = pop
        s.prestige[p] += pop
        s.log.say("civilwar", player=p, polis=k, n=cost, prestige=pop)
        _finish_action(s, "civilwar")
    elif v == "surcharge":
        s.res[p][args[0]] -= 1
        s.log.say("surcharge", player=p, resource=args[0])
        _after_action(s)
    elif v in ("fight", "retreat"):
        _retreat(s, p, a)
    elif v == "play":
        _play(s, p, list(args))
    elif v == "remove":
        node = args[0]
        s.units[node][p] -= 1
        s.pool[p]["hoplite" if node in D.LAND else "galley"] += 1
        s.log.say("event_unit_removed", player=p, unit="hoplite" if node in D.LAND else "galley", node=node)
        s.removers.remove(p)
        if s.removers:
            s.player = s.removers[0]
        else:
            _after_event(s)
    elif v == "release":
        k = args[0]
        s.owner[k] = None
        s.citizens[k] = D.POLIS[k].base
        s.log.say("released", player=p, polis=k)
        _feed(s, p)
    elif v == "grow":
        k, n = args[0], int(args[1])
        s.res[p]["wheat"] -= n
        s.citizens[k] += n
        if s.round_end is not None:
            s.round_end["grown"].append(k)
        s.log.say("grow", player=p, polis=k, n=n)
        if not any(_can_grow(s, p, x) for x in s.poleis_of(p)):
            _next_growth(s, p)
    elif v == "done" and s.phase is Phase.GROWTH:
        _next_growth(s, p)
    elif v == "tax":
        s.prestige[p] -= 1
        s.res[p]["silver"] += 1
        s.log.say("tax", player=p)
        _tax(s, p + 1)
    elif v == "done" and s.phase is Phase.TAX:
        _tax(s, p + 1)
    else:  # pragma: no cover - State.apply only passes legal actions
        raise IllegalAction(f"{a} cannot be done now")


def _next_growth(s: PolisState, p: int) -> None:
    if s.round_end is not None:
        s.round_end["grown"] = []
    _growth(s, p + 1)


def _create(s: PolisState, p: int, v: str, args: tuple[str, ...]) -> None:
    k = args[0]
    if v == "galleys":
        node, rest = args[1], args[2:]
    elif v == "hoplites":
        node, rest = D.POLIS[k].territory or "", args[1:]
    else:
        node, rest = "", args[1:]
    n = int(rest[0])
    sv = int(rest[2]) if len(rest) > 2 else 0
    main = "metal" if v == "hoplites" else "wood"
    s.res[p][main] -= n - sv
    s.res[p]["silver"] -= sv
    s.citizens[k] -= n
    unit = {"hoplites": "hoplite", "galleys": "galley", "merchants": "merchant"}[v]
    s.pool[p][unit] -= n
    if v == "merchants":
        s.port[p] += n
        s.log.say("merchants", player=p, polis=k, n=n)
    else:
        s.units[node][p] += n
        s.log.say(v, player=p, polis=k, n=n, **({"land": node} if v == "hoplites" else {"sea": node}))
    _finish_action(s, v)


def _siege(s: PolisState, p: int, k: str) -> None:
    s.prestige[p] -= 1
    t = D.POLIS[k].territory or ""
    need = s.fortification(k)
    die = s.rng.randint(1, 4)
    s.log.say("siege", player=p, polis=k, die=die, need=need)
    won = die >= need
    s.roll = {"kind": "siege", "polis": k, "die": die, "need": need, "success": won, "player": p}
    if won:
        s.owner[k] = p
        s.prestige[p] += need
        s.log.say("siege_won", player=p, polis=k, prestige=need)
        o = other(p)
        if s.proxenos[o] == k:
            s.proxenos[o] = None
            s.prisoner[o] = True
            s.log.say("captured", player=p, other=o)
    else:
        s.units[t][p] -= 1
        s.pool[p]["hoplite"] += 1
        s.log.say("siege_lost", player=p, polis=k)
        if s.owner[k] == other(p):
            s.citizens[k] -= 1
            if s.citizens[k] <= 0:
                s.owner[k] = None
                s.citizens[k] = D.POLIS[k].base
                s.log.say("neutral", polis=k)
    _finish_action(s, "siege")


def _close_trade(s: PolisState, p: int) -> None:
    st = s.step or {}
    m = st["market"]
    moves = []
    if st["goods"]:
        die = s.rng.randint(1, 4)
        before = s.market[m]
        s.market[m] = min(D.MARKET_MAX, before + die)
        moves.append({"dice": [die], "from": before, "to": s.market[m], "dir": "up"})
        s.log.say("market_move", market=m, dice=[die], **{"from": before, "to": s.market[m]})
    if st["silver"]:
        dice = [s.rng.randint(1, 4), s.rng.randint(1, 4)]
        before = s.market[m]
        s.market[m] = max(1, before - max(dice))
        moves.append({"dice": dice, "from": before, "to": s.market[m], "dir": "down"})
        s.log.say("market_move", market=m, dice=dice, **{"from": before, "to": s.market[m]})
    s.roll = {"kind": "market", "market": m, "moves": moves, "player": p}
    if moves:
        s.roll.update(moves[-1])
        s.roll["from"] = moves[0]["from"]
    _finish_action(s, "trade")


def _retreat(s: PolisState, p: int, a: Act) -> None:
    b = s.battle or {}
    if a.verb == "fight":
        b["asked"].append(p)
        _offer_retreat(s)
        return
    node = b["node"]
    s.prestige[p] -= 1
    n = s.units[node][p]
    s.units[node][p] = 0
    unit = "hoplite" if node in D.LAND else "galley"
    if a.args:
        dest = a.args[0]
        fit = min(n, max(0, s.limit - s.units[dest][p]))
        s.units[dest][p] += fit
        s.pool[p][unit] += n - fit
        s.log.say("retreat", player=p, dest=dest)
    else:
        s.pool[p][unit] += n
        s.log.say("retreat_off", player=p)
    _end_battle(s)


def _play(s: PolisState, p: int, cards: list[str]) -> None:
    b = s.battle or {}
    for c in cards:
        s.hands[p].remove(c)
    b["played"][p].extend(cards)
    if s.phase is Phase.ATTACK:
        b["attack"] = cards
        s.log.say("attack", player=p, cards=cards)
        s.phase = Phase.DEFEND
        s.player = other(p)
        return
    attacker = other(p)
    attack = b["attack"] or []
    losses, salpinx, gain = _exchange(attack, cards)
    node = b["node"]
    losses = min(losses, s.units[node][p])
    s.units[node][p] -= losses
    s.pool[p]["hoplite" if node in D.LAND else "galley"] += losses
    s.prestige[attacker] += gain
    s.prestige[attacker] = max(0, s.prestige[attacker] - salpinx)
    b["last"] = {
        "attack": attack,
        "defense": cards,
        "losses": losses,
        "salpinx": salpinx,
        "prestige": gain,
        "attacker": attacker,
    }
    b["attack"] = None
    s.log.say("defend", player=p, cards=cards, losses=losses, prestige=gain)
    if s.units[node][p] <= 1 or len(s.hands[0]) < 2 or len(s.hands[1]) < 2:
        _end_battle(s)
        return
    b["attacker"] = p
    b["exchange"] += 1
    b["asked"] = []
    _offer_retreat(s)
