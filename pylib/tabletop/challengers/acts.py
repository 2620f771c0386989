"""The moves of Challengers! and when each is legal: the Deck Phase of docs/rules/challengers.md §4 (step 1).

A round's Deck Phase walks each seat through :class:`Step`: choose one of the round's offers (§2.5), pick 1 or
2 cards from the 5-card display (one redraw per phase), name an A card for UFO's duplicate (§6.2), then remove
any cards (the deck keeps ≥ 1) and say ``done``. After round 7 with 3–8 players the two finalists only remove
cards (§7). Their effects are :mod:`.deck`'s.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from ..core.action import Act
from ..core.errors import IllegalAction
from .data import CARDS, LEVELS, ROUNDS

if TYPE_CHECKING:
    from .game import ChallengersState

FINAL_ROUND = ROUNDS + 1


class Phase(Enum):
    """Where the tournament stands (§4, §7): the Deck Phase of a round, the final's Deck Phase, or the end."""

    DECK = "deck"  #: rounds 1–7: the Deck Phase (simultaneous); matches resolve when the last player is done
    FINAL = "final_deck"  #: 3–8 players: the two finalists may remove cards, then the final
    OVER = "over"


class Step(Enum):
    """Where one seat is in its Deck Phase."""

    OFFER = "offer"  #: choose one of two offers
    PICK = "pick"  #: pick from the display (or redraw)
    DUPLICATE = "duplicate"  #: UFO: name an A card of the deck
    REMOVE = "remove"  #: optional removal, then done
    WAIT = "wait"  #: finished (or a spectator of the final)


#: the verbs of an :class:`~tabletop.core.action.Act` of Challengers!, whose canonical texts are ``offer A``,
#: ``pick vendor``, ``redraw``, ``duplicate vendor``, ``remove newcomer`` and ``done`` (a verb, then a level or
#: a card's key)
VERBS = ("offer", "pick", "redraw", "duplicate", "remove", "done")


#: one shared action per card for the long lists (a playout lists the legal moves at every step)
_PICK = {k: Act("pick", (k,)) for k in CARDS}
_REMOVE = {k: Act("remove", (k,)) for k in CARDS}
_REDRAW, _DONE = Act("redraw"), Act("done")


def parse(text: str) -> Act:
    """The action a text names (``Game.parse_action``); IllegalAction if it names none."""
    verb, _, arg = text.partition(" ")
    if verb not in VERBS:
        raise IllegalAction(
            f"not a move of Challengers!: {text[:40]!r} (moves: offer, pick, redraw, duplicate, remove, done)"
        )
    if verb in ("redraw", "done"):
        if arg:
            raise IllegalAction(f"'{verb}' takes nothing after it: {text[:40]!r}")
        return Act(verb)
    if verb == "offer":
        if arg not in LEVELS:
            raise IllegalAction(f"an offer is A, B or C, not {arg[:10]!r}")
        return Act(verb, (arg,))
    if arg not in CARDS:
        raise IllegalAction(f"no card {arg[:30]!r} (cards are named by their key, e.g. 'pick vendor')")
    return Act(verb, (arg,))


def legal_actions(s: ChallengersState, player: int) -> list[Act]:
    """``player``'s legal actions at its step (``State.legal_actions``), in the order of their texts."""
    if s.phase is Phase.OVER or not 0 <= player < s.players:
        return []
    step = s.steps[player]
    if step is Step.OFFER:
        return sorted({Act("offer", (lv,)) for lv, _ in s.offers()})
    # in the order of their texts: "pick …" before "redraw", "done" before "remove …"
    if step is Step.PICK:
        out = [_PICK[k] for k in sorted({s.cards[i] for i in s.display[player]})]
        if not s.redrawn[player]:
            out.append(_REDRAW)
        return out
    if step is Step.DUPLICATE:
        return [Act("duplicate", (k,)) for k in s.dup_choices[player]]
    if step is Step.REMOVE:
        out = [_DONE]
        if len(s.decks[player]) > 1:
            out += [_REMOVE[k] for k in sorted({s.cards[i] for i in s.decks[player]})]
        return out
    return []


def why_illegal(s: ChallengersState, player: int, action: Act) -> str | None:
    """Why ``action`` is not legal for ``player`` now (``State.why_illegal``)."""
    step = s.steps[player] if 0 <= player < s.players else Step.WAIT
    v = action.verb
    if step is Step.WAIT:
        return "you have finished this Deck Phase" if s.phase is Phase.DECK else "you are not in the final"
    if v == "offer":
        if step is not Step.OFFER:
            return (
                "the offer is already chosen" if s.offers() and len(s.offers()) > 1 else "this round has one offer only"
            )
        return f"this round offers {' or '.join(lv for lv, _ in s.offers())}, not {action.args[0]}"
    if step is Step.OFFER:
        return "first choose one of the two offers"
    if v == "redraw":
        if step is Step.PICK and s.redrawn[player]:
            return "you may redraw only once per Deck Phase"
        return "you can redraw only while picking"
    if v == "pick":
        if step is not Step.PICK:
            return "your picks are made" if step is Step.REMOVE else "name the card to duplicate first"
        return f"{CARDS[action.args[0]].en} is not in your display"
    if v == "duplicate":
        if step is not Step.DUPLICATE:
            return "nothing to duplicate now"
        return f"{CARDS[action.args[0]].en} is not an A card of your deck"
    if v == "remove":
        if step is not Step.REMOVE:
            return "first finish your picks"
        if len(s.decks[player]) <= 1:
            return "your deck must keep at least 1 card"
        return f"there is no {CARDS[action.args[0]].en} ({action.args[0]}) in your deck"
    if v == "done":
        return "first finish your picks" if step in (Step.PICK, Step.DUPLICATE) else None
    return None
