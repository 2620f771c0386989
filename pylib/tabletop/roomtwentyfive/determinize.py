"""Determinization: a full Room 25 state consistent with one player's observation.

What is hidden, and so sampled here, is docs/rules/roomtwentyfive.md §10.

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
from .pieces import COOP
from .privacy import sample_rooms
from .state import RoomState

if TYPE_CHECKING:
    from .game import RoomTwentyFive

_KEYS = (
    "game", "version", "players", "options",
    "phase", "turn", "turns_total", "remaining", "pass", "step", "current", "acted",
    "trap_before", "pass_drawn", "order", "tiles", "board", "chars", "robots", "pending", "clue", "controls",
    "key_found", "marks", "known", "announcements", "mac", "log", "last_shift", "shift_seq", "result",
)  # fmt: skip


def determinize(game: RoomTwentyFive, observation: Mapping[str, Any], player: int, rng: Rng) -> RoomState:
    """A full state consistent with ``player``'s ``observation``: what it hides (§10) drawn with ``rng``."""
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
