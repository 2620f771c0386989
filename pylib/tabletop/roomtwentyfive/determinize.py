"""Determinization: a full Room 25 state consistent with one player's observation.

What is hidden, and so sampled here, is docs/rules/roomtwentyfive.md §10.

The search bot samples the hidden part of the game with it: the rooms of
face-down tiles the player has not seen (drawn from the set-up composition,
respecting the exit-zone and cross placement), the hidden roles (from the
role deck), the other characters' unexecuted programmed tokens, the order
of the M.A.C. deck, and a fresh generator, all dealt by the one dealer
that ``resample_hidden`` uses too.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.rng import Rng
from . import data as D
from .privacy import sample_rooms
from .state import CODEC, SECRETS, RoomState

if TYPE_CHECKING:
    from .game import RoomTwentyFive

#: the observation's keys a state reads: the header and every field (one the observation leaves out takes
#: its default, so a field declared with one needs nothing here)
_KEYS = {"game", "version", "players", "options", *(f.key for f in CODEC.fields)}


def determinize(game: RoomTwentyFive, observation: Mapping[str, Any], player: int, rng: Rng) -> RoomState:
    """A full state consistent with ``player``'s ``observation``: what it hides (§10) dealt with ``rng``.

    The hidden parts are filled first (the unknown rooms with a draw of the set-up composition, kept
    only if no re-draw fits the colours announced; the M.A.C. deck with the cards not discarded; roles
    and tokens stay empty), then dealt by the dealer of ``resample_hidden`` (:func:`.privacy.redeal`).
    """
    d: dict[str, Any] = {k: copy.deepcopy(v) for k, v in observation.items() if k in _KEYS}
    d["rng"] = 0  # the dealer gives it a fresh generator
    # the viewer's log lines become public lines of the sample (it shows them the same)
    d["log"] = [{"public": line} for line in d["log"]]
    opts = d["options"]
    sample_rooms(d["tiles"], opts["mode"], len(d["chars"]), bool(opts.get("mac") or opts.get("frenzy")), rng)
    mac, cards = d["mac"], range(len(D.MAC_DECK))
    mac["deck"] = ([i for i in cards if i not in mac["discard"]] + list(cards))[: len(mac["deck"])]
    return SECRETS.resample(CODEC.load(game, d), player, rng)
