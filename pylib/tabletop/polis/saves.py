"""Polis positions as plain data: the save and observation core, and loading it back (docs/rules/polis.md §10).

:func:`_core` is what both a save and an observation hold (the observation then hides the battle hands,
§10); :func:`_load` checks every field of a save or an observation and fills a fresh state with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core import fields
from ..core.errors import InvalidSave
from . import data as D
from .acts import ACTION_KINDS, PHASES, Phase, _deep

if TYPE_CHECKING:
    from .game import PolisState


# ---------------------------------------------------------------------------------------------
# saving and loading
def _core(s: PolisState) -> dict[str, Any]:
    battle = None
    if s.battle is not None:
        battle = _deep(s.battle)
        battle["hand_sizes"] = [len(s.hands[0]), len(s.hands[1])]
        battle["units"] = s.units[s.battle["node"]][:]
        battle["queue"] = [
            n for n in D.NODES if n not in s.fought and sum(s.units[n]) >= D.BATTLE_TRIGGER and min(s.units[n]) > 0
        ]
    return {
        "phase": s.phase.value,
        "round": s.round,
        "first": s.first,
        "player": s.player,
        "mover": s.mover,
        "turn": {"player": s.player, "done": s.done[:], "passed": s.passed[:], "count": s.turns},
        "sides": [
            {
                "side": D.SIDES[p],
                "prestige": s.prestige[p],
                "resources": dict(s.res[p]),
                "pool": dict(s.pool[p]),
                "port": s.port[p],
                "proxenos": s.proxenos[p],
                "prisoner": s.prisoner[p],
            }
            for p in (0, 1)
        ],
        "poleis": {
            k: {"owner": s.owner[k], "citizens": s.citizens[k], "building": s.building[k], "built": list(s.built[k])}
            for k in D.POLIS
        },
        "units": {n: s.units[n][:] for n in D.NODES},
        "exhausted": sorted(s.exhausted),
        "tribute": {k: list(range(v)) for k, v in sorted(s.exhausted.items())},
        "markets": {m: {"k": s.market[m], "merchants": s.boxes[m][:], "closed": m in s.closed} for m in D.MARKET},
        "projects": {"face_up": s.face_up[:], "pile": len(s.pile), "unseen": s.pile[:]},
        "event_decks": [x[:] for x in s.decks],
        "event": None if s.event is None else {"id": s.event, "round": s.round},
        "events_seen": [{"id": e, "round": r} for e, r in s.events_seen],
        "first_override": s.first_override,
        "step": _deep(s.step),
        "battle": battle,
        "fought": s.fought[:],
        "after": s.after,
        "roll": _deep(s.roll),
        "round_end": _deep(s.round_end),
        "removers": s.removers[:],
        "result": _deep(s.result),
    }


def _load(s: PolisState, d: Mapping[str, Any], hands: list[list[str]]) -> PolisState:
    """Fill the fresh state ``s`` from a save's or an observation's core ``d`` and the battle ``hands``."""
    s.phase = PHASES[fields.text(d["phase"], "the phase", PHASES)]
    s.round = fields.whole(d["round"], "the round", 1, 4)
    s.first = fields.whole(d["first"], "the first player", 0, 1)
    s.player = fields.whole(d["player"], "the player", 0, 1)
    s.mover = fields.whole(d["mover"], "the last mover", 0, 1)
    turn = fields.record(d["turn"], "the turn")
    s.done = [fields.text(k, "an action kind", ACTION_KINDS) for k in fields.items(turn["done"], "the actions done")]
    s.passed = [fields.flag(x, "a pass") for x in fields.items(turn["passed"], "the passes", 2)]
    s.turns = fields.whole(turn["count"], "the turn count", 0, 100_000)
    players = fields.items(d["sides"] if "sides" in d else d["players"], "the sides", 2)
    for p in (0, 1):
        row = fields.record(players[p], "a player")
        s.prestige[p] = fields.whole(row["prestige"], "prestige", 0, 10_000)
        res = fields.record(row["resources"], "resources")
        s.res[p] = {r: fields.whole(res[r], "a resource", 0, 10_000) for r in D.RESOURCES}
        pool = fields.record(row["pool"], "a pool")
        s.pool[p] = {u: fields.whole(pool[u], "a pool", 0, n) for u, n in D.POOLS.items()}
        s.port[p] = fields.whole(row["port"], "the trade port", 0, D.POOLS["merchant"])
        px = row["proxenos"]
        s.proxenos[p] = None if px is None else fields.text(px, "the proxenos", D.POLIS)
        s.prisoner[p] = fields.flag(row["prisoner"], "prisoner")
    poleis = fields.record(d["poleis"], "the poleis")
    for k in D.POLIS:
        row = fields.record(poleis[k], "a polis")
        o = row["owner"]
        s.owner[k] = None if o is None else fields.whole(o, "an owner", 0, 1)
        s.citizens[k] = fields.whole(row["citizens"], "citizens", 0, 99)
        b = row["building"]
        s.building[k] = None if b is None else fields.text(b, "a project", D.PROJECT)
        s.built[k] = tuple(fields.text(t, "a project", D.PROJECT) for t in fields.items(row["built"], "projects"))
    units = fields.record(d["units"], "the units")
    s.units = {n: fields.wholes(units[n], "units", 0, 40, length=2) for n in D.NODES}
    s.exhausted = {}
    tribute = fields.record(d["tribute"], "the tribute")
    for k in fields.items(d["exhausted"], "the exhausted lands"):
        fields.text(k, "a land", D.LAND)
        s.exhausted[k] = len(fields.items(tribute[k], "tribute boxes"))
    markets = fields.record(d["markets"], "the markets")
    for m in D.MARKET:
        row = fields.record(markets[m], "a market")
        s.market[m] = fields.whole(row["k"], "a market price", 1, D.MARKET_MAX)
        s.boxes[m] = fields.wholes(row["merchants"], "merchants", 0, 1)
        if fields.flag(row["closed"], "closed"):
            s.closed.append(m)
    projects = fields.record(d["projects"], "the projects")
    s.face_up = [fields.text(t, "a project", D.PROJECT) for t in fields.items(projects["face_up"], "face-up")]
    s.pile = [fields.text(t, "a project", D.PROJECT) for t in fields.items(projects["unseen"], "the pile")]
    s.decks = [
        [fields.text(e, "an event", D.EVENT) for e in fields.items(x, "an event deck")]
        for x in fields.items(d["event_decks"], "the event decks", 3)
    ]
    ev = d["event"]
    s.event = None if ev is None else fields.text(fields.record(ev, "the event")["id"], "an event", D.EVENT)
    s.events_seen = []
    for e in fields.items(d["events_seen"], "the events seen"):
        e = fields.record(e, "an event")
        s.events_seen.append([fields.text(e["id"], "an event", D.EVENT), fields.whole(e["round"], "a round", 1, 4)])
    fo = d["first_override"]
    s.first_override = None if fo is None else fields.whole(fo, "the first player", 0, 1)
    s.step = None if d["step"] is None else _deep(dict(fields.record(d["step"], "the open action")))
    s.hands = [list(h) for h in hands]
    b = d["battle"]
    if b is None:
        s.battle = None
    else:
        b = fields.record(b, "the battle")
        s.battle = {
            "id": fields.whole(b["id"], "the battle id", 0, 10_000),
            "node": fields.text(b["node"], "the battle node", D.NODES),
            "kind": fields.text(b["kind"], "the battle kind", ("land", "sea")),
            "attacker": fields.whole(b["attacker"], "the attacker", 0, 1),
            "exchange": fields.whole(b["exchange"], "the exchange", 1, 100),
            "played": [
                [fields.text(c, "a card", D.CARD) for c in fields.items(x, "played cards")]
                for x in fields.items(b["played"], "played cards", 2)
            ],
            "attack": None
            if b["attack"] is None
            else [fields.text(c, "a card", D.CARD) for c in fields.items(b["attack"], "the attack", 2)],
            "last": None if b["last"] is None else _deep(dict(fields.record(b["last"], "the last exchange"))),
            "asked": fields.wholes(b["asked"], "retreat offers", 0, 1),
        }
    s.fought = [fields.text(n, "a node", D.NODES) for n in fields.items(d["fought"], "the nodes fought")]
    s.after = fields.text(d["after"], "what follows the battles", ("turn", "round"))
    s.roll = None if d["roll"] is None else _deep(dict(fields.record(d["roll"], "the roll")))
    s.round_end = None if d["round_end"] is None else _deep(dict(fields.record(d["round_end"], "the round end")))
    s.removers = fields.wholes(d["removers"], "the removers", 0, 1)
    s.result = None if d["result"] is None else _deep(dict(fields.record(d["result"], "the result")))
    if s.phase is Phase.OVER and s.result is None:
        raise InvalidSave("a finished Polis game has no result")
    if s.battle is None and s.phase in (Phase.RETREAT, Phase.ATTACK, Phase.DEFEND):
        raise InvalidSave("a battle phase without a battle")
    if s.step is None and s.phase in (Phase.MARCH, Phase.SAIL, Phase.TRADE, Phase.SURCHARGE):
        raise InvalidSave("an open action without its step")
    if s.phase in (Phase.GROWTH, Phase.TAX, Phase.RELEASE) and s.round_end is None:
        raise InvalidSave("a round-end phase without its record")
    return s
