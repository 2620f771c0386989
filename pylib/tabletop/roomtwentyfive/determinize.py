"""Determinization: a full Room 25 state consistent with one player's observation.

The search bot samples the hidden part of the game with it: the rooms of
face-down tiles the player has not seen (drawn from the set-up composition,
respecting the exit-zone and cross placement), the hidden roles (from the
role deck), the other characters' unexecuted programmed tokens, the order
of the M.A.C. deck, and a fresh generator.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.rng import Rng
from . import data as D
from .state import COOP, RoomState

if TYPE_CHECKING:
    from .game import RoomTwentyFive

_KEYS = (
    "game", "version", "players", "options",
    "phase", "turn", "turns_total", "remaining", "pass", "step", "current", "acted",
    "trap_before", "pass_drawn", "order", "tiles", "board", "chars", "robots", "pending", "clue", "controls",
    "key_found", "marks", "known", "announcements", "mac", "log", "last_shift", "shift_seq", "result",
)  # fmt: skip


def sample_rooms(tiles: list[dict[str, Any]], mode: str, characters: int, mac: bool, rng: Rng) -> None:
    """Fill ``room``/``orig`` of the tiles whose room is unknown (in place)."""
    comp = D.composition_for(mode, characters)
    unknown = [i for i, t in enumerate(tiles) if t.get("orig") is None]
    if not unknown:
        return
    fixed_left = list(comp.fixed)
    known_extra: dict[str, int] = {}
    for t in tiles:
        r = t.get("orig")
        if r is None:
            continue
        if r in fixed_left:
            fixed_left.remove(r)
        else:
            known_extra[r] = known_extra.get(r, 0) + 1
    rooms = list(fixed_left)
    for colour, count in comp.random:
        pool: list[str] = []
        for room in D.ROOMS.values():
            if room.colour != colour or room.id in comp.excluded or (room.id == "MAC" and not mac):
                continue
            pool += [room.id] * max(0, room.pool - comp.fixed.count(room.id) - known_extra.get(room.id, 0))
        k = count - sum(v for r, v in known_extra.items() if D.colour_of(r) == colour and r not in comp.fixed)
        rooms += rng.sample(pool, max(0, min(k, len(pool))))
    rng.shuffle(rooms)
    while len(rooms) > len(unknown):
        rooms.pop()
    while len(rooms) < len(unknown):
        rooms.append("EMPTY")
    exit_slots = [i for i in unknown if tiles[i]["zone"] == "exit"]
    cross_slots = [i for i in unknown if tiles[i]["zone"] != "exit"]
    rng.shuffle(exit_slots)
    rng.shuffle(cross_slots)
    must_exit = [r for r in rooms if r in D.EXIT_ROOMS]
    must_cross = [r for r in rooms if r in D.CROSS_ROOMS]
    free = [r for r in rooms if r not in D.EXIT_ROOMS and r not in D.CROSS_ROOMS]
    assign: dict[int, str] = {}
    for r in must_exit:
        slot = exit_slots.pop() if exit_slots else cross_slots.pop()
        assign[slot] = r
    for r in must_cross:
        slot = cross_slots.pop() if cross_slots else exit_slots.pop()
        assign[slot] = r
    for slot in exit_slots + cross_slots:
        assign[slot] = free.pop()
    for i, r in assign.items():
        tiles[i]["room"] = r
        tiles[i]["orig"] = r


def determinize(game: RoomTwentyFive, observation: Mapping[str, Any], player: int, rng: Rng) -> RoomState:
    d: dict[str, Any] = {k: copy.deepcopy(observation[k]) for k in _KEYS}
    d["rng"] = rng.next_u64()
    # the viewer's log lines become public lines of the sample (it shows them the same)
    d["log"] = [{"public": line} for line in d["log"]]
    opts = d["options"]
    chars: list[dict[str, Any]] = d["chars"]
    n = len(chars)
    sample_rooms(d["tiles"], opts["mode"], n, bool(opts.get("mac") or opts.get("frenzy")), rng)
    if opts["mode"] != COOP:
        g, p = D.ROLE_DECK[n]
        deck = ["guard"] * g + ["prisoner"] * p
        for c in chars:
            if c["role"] is not None and c["role"] in deck:
                deck.remove(c["role"])
        rng.shuffle(deck)
        for c in chars:
            if c["role"] is None:
                c["role"] = deck.pop() if deck else "prisoner"
    types = list(D.ACTION_TYPES if opts.get("skills") else D.BASIC_ACTIONS)
    for c in chars:
        prog = c["prog"]
        for k in range(3):
            if prog[k] is None and c["stat"][k] != "":
                if k == 2:
                    prog[k] = rng.choice(D.BASIC_ACTIONS)
                else:
                    used = [x for x in prog[:2] if x is not None]
                    prog[k] = rng.choice([t for t in types if t not in used and t not in c["forbid"]] or types)
    # the robots out are known; one waits in every other Robot Room of the sample
    robots = [r for r in d["robots"] if r["seq"] is not None]
    homes = {r["home"] for r in robots}
    robots += [
        {"home": i, "tile": None, "status": "waiting", "seq": None}
        for i, t in enumerate(d["tiles"])
        if t["room"] == "ROBOT" and i not in homes
    ]
    d["robots"] = robots
    mac = d["mac"]
    if mac["deck"]:
        unseen = [i for i in range(len(D.MAC_DECK)) if i not in mac["discard"]]
        rng.shuffle(unseen)
        mac["deck"] = (unseen + [i for i in range(len(D.MAC_DECK))])[: len(mac["deck"])]
    return RoomState.from_dict(game, d)
