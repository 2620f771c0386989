"""What each player sees, and the secrets behind it (docs/rules/arcticscavengers.md §8).

Hand, discard pile and kept cards are their holder's until the skirmish reveals the kept ones; a deck's
contents are its owner's, its order nobody's; the dug cards are the digger's; the top contested resource
is the peeker's; the cards a draw drew are the drawer's; the junkyard's order is nobody's. The market,
pile sizes, trashed cards, skirmish reveals and every seat's publicly known cards are public. The fields
of the observation are listed in the package docstring.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..core.codec import OWN_CONTENTS, Hide
from .actions import WORK_ACTS, Act, Phase
from .cards import CARDS, FIRST_SKIRMISH, sorted_keys
from .gathering import group_json
from .legal import adds, gather_actions
from .setup import Setup
from .skirmish import fight_and_people, skirmish_json

if TYPE_CHECKING:
    from .game import ArcticState

#: log entries in an observation (the whole log: :meth:`ArcticState.log_for`)
LOG_LIMIT = 100


#: the observation's card table by the modules in play
_CARD_INFO: dict[tuple[str, ...], dict[str, Any]] = {}


def _card_info(setup: Setup) -> dict[str, Any]:
    """The card table of the observation for the modules in play (built once per set of modules)."""
    mods = setup.modules
    if mods not in _CARD_INFO:
        _CARD_INFO[mods] = {k: CARDS[k].to_json() for k in setup.card_keys()}
    return _CARD_INFO[mods]


def observe(st: ArcticState, player: int | None, with_log: bool) -> dict[str, Any]:
    """``player``'s observation (None: a spectator's); without ``with_log``, no log and no view helpers."""
    n = st.players
    types = st.setup.types
    seats = []
    for s in range(n):
        known = st.known[s]
        seats.append(
            {
                "seat": s,
                "hand": len(st.hands[s]),
                "deck": len(st.decks[s]),
                "discard": len(st.discards[s]),
                "kept": len(st.kept[s]),
                "finished": st.finished[s],
                "known": {k: known[k] for k in sorted_keys(known)},
                "unknown": st.unknown[s],
                "tribe_known": sum(CARDS[k].people * m for k, m in known.items()),
                "won": st.won[s],
            }
        )
    gathering = None
    if st.phase in (Phase.GATHER, Phase.ASSEMBLE, Phase.DIG):
        act = st.act
        gathering = {
            "player": st.turn,
            "used": [a.value for a in st.used],
            "food": st.food,
            "open": act.value if act else None,
            "staged": [group_json(st, g, act) for g in st.staged] if act else [],
            "dug": len(st.dug),
        }
    skirmish = None
    if st.revealed and st.phase in (Phase.SKIRMISH, Phase.SAVE):
        skirmish = skirmish_json(st)
        skirmish["resolving"] = st.resolving()
        p = st.pending
        skirmish["pending"] = (
            {"player": p[0], "card": types[p[1]], "target": p[2], "victim": types[p[3]], "medic": types[p[4]]}
            if p
            else None
        )
    obs: dict[str, Any] = {
        "game": st.game.id,
        "viewer": player,
        "players": n,
        "options": dict(st.options),
        "variant_2p": st.variant,
        "hq": st.setup.hq,
        "round": st.round,
        "skirmish_round": st.round >= FIRST_SKIRMISH,
        "phase": st.phase.value,
        "initiator": st.initiator,
        "order": st.order(),
        "active": list(st.active_players()),
        "cards": _card_info(st.setup),
        "market": [
            {"card": k, "count": len(ids), "cost": c.to_json() if (c := CARDS[k].cost) else None}
            for k, ids in st.market.items()
        ],
        "junkyard": len(st.junkyard),
        "contested": len(st.contested),
        "box": dict(Counter(sorted_keys(st.keys_of(st.box)))),
        "seats": seats,
        "gathering": gathering,
        "plays": [play_seen(st, player, i) for i in range(len(st.plays))],
        "skirmish": skirmish,
        "last_skirmish": st.last_skirmish,
        "peeker": st.peek,
        "log": st.log.view(player, LOG_LIMIT) if with_log else [],
        "result": None,
    }
    if player is not None and 0 <= player < n:
        top = len(st.contested) - 1
        peek = st.privacy.show(st, player, "contested", top) if st.contested else None
        obs["you"] = {
            "seat": player,
            "hand": _seen_keys(st, player, "hands"),
            "deck": sorted_keys(st.keys_of(st.privacy.contents(st, player, "decks", player) or [])),
            "discard": _seen_keys(st, player, "discards"),
            "kept": _seen_keys(st, player, "kept"),
            "dug": st.keys_of(st.privacy.show(st, player, "dug") or []),
            "peek": None if peek is None else types[peek],
            "tribe": sum(CARDS[k].people for k in st.owned(player)),
            "groups": groups(st, player) if with_log else {},
            "strength": strength(st, player) if with_log else None,
        }
    out = st.outcome()
    if out is not None:
        obs["result"] = out.to_json()
    return obs


def _seen_keys(st: ArcticState, player: int, name: str) -> list[str]:
    """The sorted card keys of ``player``'s part of the secret ``name`` (``st.privacy`` says it may)."""
    return sorted_keys(st.keys_of(st.privacy.show(st, player, name, player) or []))


def play_seen(st: ArcticState, player: int | None, i: int) -> dict[str, Any]:
    """Play ``i`` as ``player`` sees it: the cards drawn only if ``st.privacy`` shows them."""
    play = st.plays[i]
    if "drawn" not in play or st.privacy.sees(st, player, "plays", i):
        return play
    return _without(play, "drawn")


def groups(st: ArcticState, player: int) -> dict[str, list[dict[str, Any]]]:
    """What ``player`` could put on each action they may open now: ``{act: [action parts]}``.

    A help for views (which never re-derive legality): in the gathering
    phase, for every action in ``legal_actions`` that opens a place, the
    ``add`` actions that would be legal once it is open, as
    :meth:`ArcticScavengers.action_parts`. Empty otherwise.
    """
    if st.phase is not Phase.GATHER or st.turn != player:
        return {}
    legal = {str(a) for a in gather_actions(st)}
    acts = [*WORK_ACTS, Act.TRASH]
    parts = st.game.action_parts
    return {a.value: [parts(x) for x in sorted(adds(st, a), key=str)] for a in acts if a.value in legal}


def strength(st: ArcticState, player: int) -> dict[str, int] | None:
    """Fight and people of ``player``'s hand as skirmish cards (a preview for views), or None.

    Only in a round with a skirmish, while the hand is still being played.
    """
    playing = st.phase in (Phase.GATHER, Phase.ASSEMBLE, Phase.DIG)
    if st.round < FIRST_SKIRMISH or st.finished[player] or not playing:
        return None
    fight, people = fight_and_people(st.keys_of(st.hands[player]))
    return {"fight": fight, "people": people}


def has_hidden(st: ArcticState, player: int) -> bool:
    """Whether anything ``player`` cannot see could be dealt otherwise."""
    others = any(
        st.hands[s] or st.decks[s] or st.discards[s] or (st.kept[s] and not st.revealed)
        for s in range(st.players)
        if s != player
    )
    return others or len(st.junkyard) > 1 or len(st.contested) > 1 or bool(st.decks[player])


def _without(d: Mapping[str, Any], key: str) -> dict[str, Any]:
    """``d`` without ``key``."""
    return {k: v for k, v in d.items() if k != key}


def _digger(st: ArcticState, part: None) -> tuple[int, ...]:
    return (st.turn,) if st.phase is Phase.DIG else ()


def _peeker(st: ArcticState, i: int) -> tuple[int, ...]:
    return (st.peek,) if st.peek is not None and i == len(st.contested) - 1 else ()


#: who sees what (docs/rules/arcticscavengers.md §8), for the codec's fields (:mod:`.saves`): each hand and
#: discard pile is its holder's (OWN), and so are the cards kept for the skirmish until they are revealed;
#: a deck's contents are its owner's, its order nobody's; the cards dug, the digger's while it chooses;
#: the contested pile, nobody's but its top card, the peeker's; the cards a play drew, the drawer's; the
#: junkyard, nobody's. The one dealer is :func:`.hidden.deal`
KEPT = Hide(parts=OWN_CONTENTS.parts, seen_by=lambda st, q: (*range(st.players), None) if st.revealed else (q,))
DECKS = OWN_CONTENTS
DUG = Hide(seen_by=_digger)
CONTESTED = Hide(parts=lambda st: range(len(st.contested)), seen_by=_peeker)
PLAYS = Hide(
    parts=lambda st: [i for i, p in enumerate(st.plays) if "drawn" in p],
    seen_by=lambda st, i: (st.plays[i].get("player"),),
    read=lambda st, i: st.plays[i].get("drawn"),
)
