"""What a player sees of a match, and a match rebuilt from what a player saw (docs/rules/magiccircle.md §3.5).

:func:`observe` is the observation format of the package docstring (:mod:`tabletop.magiccircle`): circles,
stocks and the removed coins are public, each hand and dealt coin its holder's (§3.8 decision 11), the pile's
order nobody's; every seat carries its circle's completion (§3.6) and the score it would get now (§3.7).
:func:`fill_from_observation` is the other way, for the search bot's determinization.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..core.game import leaders
from ..core.hidden import Secrets
from ..core.log import Log
from .actions import ACTIONS_PER_TURN, HAND_SLOTS, ID, LOG_NS, MATCHES, Phase
from .circle import Circle, Score, score
from .coins import EMPTY, FULL_SET
from .formations import FORMATIONS
from .geometry import geometry_json

if TYPE_CHECKING:
    from .game import MagicCircleState


def _static(added: bool) -> dict[str, Any]:
    """The constant part of every observation: the layout and the formation list.

    ``added`` marks a formation the project added; ``scored`` whether this
    game counts it (the ``added_formations`` option).
    """
    return {
        "positions": geometry_json(),
        "formations": [
            {
                "id": f.id,
                "bonus": f.bonus,
                "scope": f.scope,
                "kind": f.kind,
                "added": f.added,
                "scored": added or not f.added,
            }
            for f in FORMATIONS
        ],
    }


#: the static part as JSON text, without and with the added formations
_STATIC_JSON = {added: json.dumps(_static(added), separators=(",", ":"), ensure_ascii=False) for added in (False, True)}


@lru_cache(maxsize=512)
def _preview(cells: str, added: bool) -> tuple[Circle, Score]:
    """A circle and its score if the match ended now (activated iff complete); cached."""
    circle = Circle(cells)
    return circle, score(circle, circle.complete, added)


def observe(state: MagicCircleState, player: int | None, secrets: Secrets[MagicCircleState]) -> dict[str, Any]:
    """``player``'s observation of ``state`` (None: a spectator's); ``secrets`` says who sees what."""
    seats = []
    for p in range(state.players):
        mine = secrets.sees(state, player, "hands", p)
        hand = state.hands[p]
        dealt = state.dealt[p]
        circle, preview = _preview(state.circles[p], state.added)
        seats.append(
            {
                "player": p,
                "circle": circle.to_json(),
                "circle_text": str(circle),
                "status": circle.status_json(),
                "preview": preview.to_json(),
                "hand": [None if c == EMPTY else (c if mine else "?") for c in hand],
                "hand_count": HAND_SLOTS - hand.count(EMPTY),
                "dealt": None if dealt == EMPTY else (dealt if secrets.sees(state, player, "dealt", p) else "?"),
                "stock": list(state.stocks[p]),
                "done": state.done[p],
                "total": state.totals[p],
            }
        )
    turn = state.phase is Phase.TURN
    obs: dict[str, Any] = {
        "game": ID,
        **json.loads(_STATIC_JSON[state.added]),
        "added_formations": state.added,
        "mode": "single" if state.single else "versus",
        "players": state.players,
        "viewer": player,
        "phase": state.phase.value,
        "match": state.match,
        "matches": MATCHES,
        "turn": state.turn,
        "first": state.first,
        "current": state.current if turn else None,
        "actions_used": state.used if turn else 0,
        "actions_left": ACTIONS_PER_TURN - state.used if turn else 0,
        "can_activate": player is not None and state.can_activate(player),
        "pile": len(state.pile),
        "removed": list(state.removed),
        "seats": seats,
        "totals": list(state.totals),
        "history": state.history,
        "log": state.log.view(player),
        "result": None,
    }
    if state.phase is Phase.OVER:
        obs["result"] = {
            "totals": list(state.totals),
            "winners": list(leaders(state.totals)),
            "match_scores": [list(r["scores"]) for r in state.history],
        }
    return obs


def fill_from_observation(s: MagicCircleState, obs: Mapping[str, Any], player: int) -> MagicCircleState:
    """Fill the new state ``s`` so that it matches ``player``'s observation ``obs`` (see ``determinize``).

    The coins ``player`` cannot see (the other hands, the other dealt coin
    and the pile) are the 100-coin set minus every visible coin, put into
    the hidden places in the set's order: the game's one dealer
    (``MagicCircleState._redeal``) then deals them at random.
    """
    s.match = int(obs["match"])
    s.phase = Phase(obs["phase"])
    s.turn, s.first = int(obs["turn"]), int(obs["first"])
    s.current = int(obs["current"]) if obs["current"] is not None else s.first
    s.used = int(obs["actions_used"])
    s.removed = "".join(obs["removed"])
    seats = obs["seats"]
    visible = Counter(s.removed)
    hidden_slots = 0
    for p, seat in enumerate(seats):
        s.circles[p] = "".join(EMPTY if c is None else c for c in seat["circle"])
        s.stocks[p] = "".join(seat["stock"])
        s.done[p] = bool(seat["done"])
        s.totals[p] = int(seat["total"])
        visible.update(c for c in s.circles[p] + s.stocks[p] if c != EMPTY)
        if p == player:
            s.hands[p] = "".join(EMPTY if c is None else c for c in seat["hand"])
            s.dealt[p] = seat["dealt"] or EMPTY
            visible.update(c for c in s.hands[p] + s.dealt[p] if c != EMPTY)
        else:
            hidden_slots += sum(1 for c in seat["hand"] if c is not None) + (seat["dealt"] is not None)
    pool_counts = Counter(FULL_SET)
    pool_counts.subtract(visible)
    if any(v < 0 for v in pool_counts.values()):
        raise ValueError("the observation shows more coins than the set has")
    pool = sorted(pool_counts.elements(), key=FULL_SET.index)
    if len(pool) != hidden_slots + int(obs["pile"]):
        raise ValueError("the observation's hidden coins do not add up")
    for p, seat in enumerate(seats):
        if p == player:
            continue
        s.hands[p] = "".join(EMPTY if c is None else pool.pop() for c in seat["hand"])
        s.dealt[p] = EMPTY if seat["dealt"] is None else pool.pop()
    s.pile = "".join(pool)
    s.history_text = json.dumps(obs["history"], separators=(",", ":"), ensure_ascii=False)
    s.log = Log.seen(LOG_NS, obs["log"])
    return s
