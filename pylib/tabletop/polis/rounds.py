"""The round engine of Polis: set-up, events, turns, battles and the round end (docs/rules/polis.md §3–§7).

Set-up (§3); a round's start, its event and who plays first (§4); a turn's two actions or pass (§4);
battles of cards where 8 units meet (§6); the round end's projects, feeding, growth, megalopolis,
storage and tax (§5); the end of the game and its scores (§7).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import TYPE_CHECKING, Any

from . import data as D
from .acts import FORMATIONS, Phase, _card_key, _total, other
from .legal import _can_grow, _iter_turn_actions, _removable
from .messages import ID

if TYPE_CHECKING:
    from .game import PolisState


# ---------------------------------------------------------------------------------------------
# set-up and rounds
def _setup(s: PolisState) -> PolisState:
    """Set up a new game on the fresh state ``s`` (§3) and open round 1."""
    for row in D.POLEIS:
        s.owner[row.id] = None
        s.citizens[row.id] = row.base
        s.building[row.id] = None
        s.built[row.id] = ()
    for p in (0, 1):
        for k in D.START_POLEIS[p]:
            s.owner[k] = p
        s.res[p] = dict(D.START_RESOURCES[p])
        s.prestige[p] = D.START_PRESTIGE[p]
        s.pool[p] = dict(D.POOLS)
        s.port[p] = D.START_MERCHANTS
        s.pool[p]["merchant"] -= D.START_MERCHANTS
        s.proxenos[p] = D.CAPITALS[p]
    s.units = {n: [0, 0] for n in D.NODES}
    for p in (0, 1):
        for node, n in D.START_UNITS[p]:
            s.units[node][p] += n
            s.pool[p]["hoplite" if node in D.LAND else "galley"] -= n
    s.market = {m.id: m.start for m in D.MARKETS}
    s.boxes = {m.id: [] for m in D.MARKETS}
    s.pile = sorted(p.id for p in D.PROJECTS)
    s.decks = [sorted(D.event_deck(i)) for i in range(3)]
    s.log.say("setup")
    _begin_round(s, 1)
    return s


def _draw(s: PolisState, pile: list[str]) -> str:
    return pile.pop(s.rng.randbelow(len(pile)))


def _begin_round(s: PolisState, r: int) -> None:
    s.round = r
    s.log.say("round_start", round=r, name=D.ROUNDS[r - 1].name)
    s.exhausted = {}
    for m in D.MARKET:
        for p in s.boxes[m]:
            s.port[p] += 1
        s.boxes[m] = []
    s.closed = []
    s.first_override = None
    s.face_up = [_draw(s, s.pile) for _ in range(min(3, len(s.pile)))]
    s.face_up.sort()
    s.passed = [False, False]
    s.done = []
    s.step = None
    s.round_end = None
    deck = s.decks[D.ROUND_DECK[r - 1]]
    s.event = _draw(s, deck) if deck else None
    if s.event is not None:
        s.events_seen.append([s.event, r])
        s.log.say("event", event=s.event, round=r)
        _resolve_event(s, s.event)
    if s.removers:
        s.phase = Phase.EVENT_REMOVE
        s.player = s.removers[0]
        return
    _after_event(s)


def _after_event(s: PolisState) -> None:
    s.after = "round"
    s.fought = []
    if not _check_battles(s):
        _open_round(s)


def _open_round(s: PolisState) -> None:
    if s.first_override is not None:
        s.first = s.first_override
    else:
        s.first = 1 if s.prestige[1] < s.prestige[0] else 0
    s.log.say("first_player", player=s.first)
    _start_turn(s, s.first)


def _resolve_event(s: PolisState, event: str) -> None:
    for op in D.EVENT[event].ops:
        kind = op[0]
        sides = (0, 1) if len(op) > 1 and op[1] == -1 else (op[1],) if len(op) > 1 and isinstance(op[1], int) else ()
        if kind == "unit":
            p, unit, node = int(str(op[1])), str(op[2]), str(op[3])
            if s.pool[p][unit] > 0 and s.units[node][p] < s.limit:
                s.pool[p][unit] -= 1
                s.units[node][p] += 1
                s.log.say("event_unit", player=p, unit=unit, node=node)
            else:
                s.log.say("event_unit_lost", player=p, unit=unit, node=node)
        elif kind == "res":
            for p in sides:
                s.res[p][str(op[2])] += int(str(op[3]))
                s.log.say("event_res", player=p, resource=op[2], n=op[3])
        elif kind == "prestige":
            for p in sides:
                s.prestige[p] += int(str(op[2]))
                s.log.say("event_prestige", player=p, n=op[2])
        elif kind == "market":
            m = str(op[1])
            s.market[m] = max(1, min(D.MARKET_MAX, s.market[m] + int(str(op[2]))))
            s.log.say("event_market", market=m, to=s.market[m])
        elif kind == "close":
            s.closed.append(str(op[1]))
            s.log.say("event_closed", market=op[1])
        elif kind == "first":
            s.first_override = int(str(op[1]))
        elif kind in ("citizens", "owned_citizens", "neutral_citizens"):
            k, delta = str(op[1]), int(str(op[2]))
            owner = s.owner[k]
            if (kind == "owned_citizens" and owner is None) or (kind == "neutral_citizens" and owner is not None):
                continue
            s.citizens[k] = max(1, min(D.POLIS[k].max, s.citizens[k] + delta))
            s.log.say("event_citizens", polis=k, n=s.citizens[k])
        elif kind == "remove_choice":
            s.removers = [p for p in (0, 1) if _removable(s, p)]


#: the actions that help a side feed its citizens: more wheat, fewer citizens, round-end prestige
REMEDIES = ("collect", "trade", "hoplites", "galleys", "merchants", "project")


def food_outlook(s: PolisState, p: int) -> dict[str, Any]:
    """``p``'s next feeding as things stand (docs/rules/polis.md §5: projects, feeding, megalopolis, end check).

    ``need`` citizens against ``wheat``, ``prestige`` and the round-end prestige of the ``projects``
    under construction; ``short`` what the feeding would lack; ``prestige_after`` the prestige left
    once fed and ``megalopolis`` the prestige its poleis above base population bring after that.
    ``ends`` says whether this round end would end the game: ``"feeding"`` (short), ``"prestige"``
    (fed, but left at 0 prestige before the last round, with no wheat to spare for growth), or None.
    """
    mine = s.poleis_of(p)
    projects = sum(D.PROJECT[t].round_prestige for k in mine if (t := s.building[k]) is not None)
    need, wheat, prestige = s.citizens_of(p), s.res[p]["wheat"], s.prestige[p]
    left = wheat + prestige + projects - need
    after = max(0, min(left, prestige + projects))
    mega = sum(1 for k in mine if s.citizens[k] > D.POLIS[k].base)
    ends = None
    if left < 0:
        ends = "feeding"
    elif s.round < 4 and after + mega < 1 and wheat <= need:
        ends = "prestige"
    return {
        "need": need,
        "wheat": wheat,
        "prestige": prestige,
        "projects": projects,
        "short": max(0, -left),
        "prestige_after": after,
        "megalopolis": mega,
        "ends": ends,
    }


# ---------------------------------------------------------------------------------------------
# turns
def _start_turn(s: PolisState, p: int) -> None:
    s.phase = Phase.ACTION
    s.player = p
    s.done = []
    s.step = None


def _finish_action(s: PolisState, kind: str) -> None:
    s.done.append(kind)
    s.step = None
    if s.surcharge_due(s.player) and _total(s.res[s.player]) > 0:
        s.phase = Phase.SURCHARGE
        s.step = {"kind": "surcharge", "after": kind}
        return
    _after_action(s)


def _after_action(s: PolisState) -> None:
    s.phase = Phase.ACTION
    s.step = None
    if len(s.done) >= 2 or next(_iter_turn_actions(s, s.player), None) is None:
        _end_turn(s)


def _end_turn(s: PolisState) -> None:
    s.mover = s.player
    s.turns += 1
    s.done = []
    s.after = "turn"
    s.fought = []
    if not _check_battles(s):
        _next_turn(s)


def _next_turn(s: PolisState) -> None:
    p = s.mover
    if s.passed[0] and s.passed[1]:
        _round_end(s)
    elif not s.passed[other(p)]:
        _start_turn(s, other(p))
    else:
        _start_turn(s, p)


# ---------------------------------------------------------------------------------------------
# battles
def _check_battles(s: PolisState) -> bool:
    """Start the next battle due (True), or report that none is (False)."""
    for n in D.NODES:
        if n not in s.fought and sum(s.units[n]) >= D.BATTLE_TRIGGER and min(s.units[n]) > 0:
            _start_battle(s, n)
            return True
    return False


def _start_battle(s: PolisState, node: str) -> None:
    s.fought.append(node)
    land = node in D.LAND
    attacker = 0 if land else 1
    deck = D.full_deck()
    s.rng.shuffle(deck)
    a, b = s.units[node]
    s.hands = [sorted(deck[:a], key=_card_key), sorted(deck[a : a + b], key=_card_key)]
    bid = len([e for e in s.log.entries if e.public is not None and e.public.key == f"{ID}.battle"])
    s.battle = {
        "id": bid,
        "node": node,
        "kind": "land" if land else "sea",
        "attacker": attacker,
        "exchange": 1,
        "played": [[], []],
        "attack": None,
        "last": None,
        "asked": [],
    }
    s.log.say("battle", node=node, player=attacker)
    s.log.say_secretly(
        ("drawn_public", {}),
        {p: ("drawn", {"cards": s.hands[p][:], "battle": bid}) for p in (0, 1)},
    )
    _offer_retreat(s)


def _offer_retreat(s: PolisState) -> None:
    b = s.battle
    if b is None:
        return
    for p in (b["attacker"], other(b["attacker"])):
        if p not in b["asked"] and s.prestige[p] >= 1:
            s.phase = Phase.RETREAT
            s.player = p
            return
    s.phase = Phase.ATTACK
    s.player = b["attacker"]


def _end_battle(s: PolisState) -> None:
    b = s.battle
    if b is None:
        return
    s.log.say("battle_end", node=b["node"])
    s.battle = None
    s.hands = [[], []]
    if _check_battles(s):
        return
    if s.after == "round":
        _open_round(s)
    else:
        _next_turn(s)


def _exchange(attack: Sequence[str], defense: Sequence[str]) -> tuple[int, int, int]:
    """(units lost by the defender, Salpinx Calls played, attacker's prestige gain) of one exchange."""
    need = [D.CARD[c].formation for c in attack if D.CARD[c].formation in FORMATIONS]
    salpinx = sum(1 for c in attack if c == "salpinx")
    dform = [D.CARD[c].formation for c in defense]
    best = 0
    for perm in permutations(range(len(dform)), min(len(need), len(dform))):
        m = sum(1 for i, j in zip(range(len(need)), perm, strict=False) if dform[j] in (need[i], "mercenary"))
        best = max(best, m)
    losses = min(2, len(need) - best + salpinx)
    diff = sum(D.CARD[c].value for c in attack) - sum(D.CARD[c].value for c in defense)
    return losses, salpinx, max(0, diff)


# ---------------------------------------------------------------------------------------------
# round end
def _round_end(s: PolisState) -> None:
    s.log.say("round_end")
    s.step = None
    for p in (0, 1):
        for k in s.poleis_of(p):
            t = s.building[k]
            if t is not None:
                s.building[k] = None
                s.built[k] = (*s.built[k], t)
                gain = D.PROJECT[t].round_prestige
                s.prestige[p] += gain
                s.log.say("projects_done", player=p, tile=t, polis=k, prestige=gain)
    # projects under construction in neutral poleis complete for nobody
    for k, t in s.building.items():
        if t is not None:
            s.building[k] = None
            s.built[k] = (*s.built[k], t)
    s.round_end = {"stage": "feeding", "player": 0, "grown": [], "failed": [False, False]}
    _feed(s, 0)


def _feed(s: PolisState, p: int) -> None:
    while p <= 1:
        need = s.citizens_of(p)
        if s.res[p]["wheat"] + s.prestige[p] >= need:
            wheat = min(need, s.res[p]["wheat"])
            pres = need - wheat
            s.res[p]["wheat"] -= wheat
            s.prestige[p] -= pres
            s.log.say("fed", player=p, wheat=wheat, prestige=pres)
            p += 1
            continue
        re = s.round_end or {}
        re.update(stage="release", player=p)
        re["failed"][p] = True
        s.round_end = re
        s.phase = Phase.RELEASE
        s.player = p
        return
    _growth(s, 0)


def _growth(s: PolisState, p: int) -> None:
    while p <= 1:
        if s.round_end is not None and any(_can_grow(s, p, k) for k in s.poleis_of(p)):
            s.round_end.update(stage="growth", player=p)
            s.phase = Phase.GROWTH
            s.player = p
            return
        p += 1
    _megalopolis_storage(s)


def _megalopolis_storage(s: PolisState) -> None:
    for p in (0, 1):
        n = sum(1 for k in s.poleis_of(p) if s.citizens[k] > D.POLIS[k].base)
        if n:
            s.prestige[p] += n
            s.log.say("megalopolis", player=p, n=n)
    for p in (0, 1):
        lost = {r: (s.res[p][r] + 1) // 2 for r in ("wheat", "wine", "oil")}
        for r, n in lost.items():
            s.res[p][r] -= n
        if any(lost.values()):
            s.log.say("storage", player=p, **lost)
    _tax(s, 0)


def _tax(s: PolisState, p: int) -> None:
    while p <= 1:
        if s.prestige[p] >= 1:
            re = s.round_end or {}
            re.update(stage="tax", player=p)
            s.round_end = re
            s.phase = Phase.TAX
            s.player = p
            return
        p += 1
    _end_check(s)


def _end_check(s: PolisState) -> None:
    re = s.round_end or {"failed": [False, False]}
    reason = None
    if any(re["failed"]):
        reason = "feeding"
    elif 0 in s.prestige:
        reason = "prestige"
    elif s.round >= 4:
        reason = "rounds"
    s.round_end = None
    if reason is None:
        _begin_round(s, s.round + 1)
        return
    scores = [s.score(p) for p in (0, 1)]
    citizens = [s.citizens_of(p) for p in (0, 1)]
    projects = [sum(D.PROJECT[t].end_prestige for k in s.poleis_of(p) for t in s.built[k]) for p in (0, 1)]
    poleis = [len(s.poleis_of(p)) for p in (0, 1)]
    key = [(scores[p], poleis[p], s.prestige[p]) for p in (0, 1)]
    winner = 0 if key[0] > key[1] else 1 if key[1] > key[0] else None
    s.result = {
        "scores": scores,
        "citizens": citizens,
        "prestige": s.prestige[:],
        "projects": projects,
        "poleis": poleis,
        "winner": winner,
        "reason": reason,
    }
    s.log.say("game_over", reason=reason)
    for p in (0, 1):
        s.log.say("score", player=p, n=scores[p])
    s.phase = Phase.OVER
    s.step = None
