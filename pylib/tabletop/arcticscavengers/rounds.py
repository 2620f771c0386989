"""A round's draw phase and end, and the end of the game with its scoring (docs/rules/arcticscavengers.md §4, §5).

Each round starts with everybody discarding last round's cards and drawing 5, reshuffling their discard pile
when the deck runs out; from round 3 the initiator peeks at the top contested resource (not in the 2-player
variant) (§4.1). After the skirmish the initiator card passes left, from round 3 on (§4.4); the game ends
when the contested pile is empty (§4.5). The tribe size is the people on every card owned, plus the HQ
gangs (most tool cards, most med icons; Decision 11); a tie goes to more contested resources, else it is
shared (§5).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.game import Outcome, State, leaders
from .actions import Action, Phase
from .cards import CARDS, FIRST_SKIRMISH, GANGS, HAND_SIZE, Home, Kind, Special, sorted_keys

if TYPE_CHECKING:
    from .game import ArcticState


def end_round(st: ArcticState) -> None:
    """After the skirmish (or a round without one): the game ends if the contested pile is empty, else the
    initiator card passes left from round 3 on and the next round starts (§4.4, §4.5)."""
    if not st.contested:
        finish(st)
        return
    if st.round >= FIRST_SKIRMISH:
        st.initiator = (st.initiator + 1) % st.players
    st.round += 1
    start_round(st)


def start_round(st: ArcticState) -> None:
    """The draw phase (§4.1): last round's cards are discarded, everybody draws 5, the initiator may peek."""
    n = st.players
    st.revealed, st.steps, st.spent, st.cursor, st.pending = False, [], [], 0, None
    st.plays, st.finished = [], [False] * n
    st.used, st.food, st.act, st.staged, st.dug = [], 0, None, [], []
    st.log.say("round", round=st.round, player=st.initiator)
    for s in st.order():
        st.discards[s].extend(st.hands[s] + st.kept[s] + st.removed[s])
        st.hands[s], st.kept[s], st.removed[s] = [], [], []
        st.hands[s] = st.draw_cards(s, HAND_SIZE)
        st.log.say_secretly(
            ("deal", dict(player=s, count=len(st.hands[s]))),
            {s: ("deal_private", dict(player=s, count=len(st.hands[s]), cards=st.hand_keys(s)))},
        )
    st.reveal_no += 1
    peek_contested(st)
    st.turn = st.initiator
    st.phase = Phase.GATHER


def peek_contested(st: ArcticState) -> None:
    """From round 3 the initiator secretly looks at the top contested resource (not in the 2-player variant, §4.1)."""
    st.peek = None
    if st.round >= FIRST_SKIRMISH and not st.variant and st.contested:
        st.peek = st.initiator
        st.log.say_secretly(
            ("peek", dict(player=st.initiator)),
            {st.initiator: ("peek_private", dict(player=st.initiator, card=st.setup.types[st.contested[-1]]))},
        )


def finish(st: ArcticState) -> None:
    """The end of the game (§5): cards go to the discard piles, the HQ gangs are awarded, the result is logged."""
    st.phase = Phase.OVER
    st.peek = None
    st.revealed = False
    for s in range(st.players):  # the last skirmish's cards go to the discard piles
        st.discards[s].extend(st.hands[s] + st.kept[s] + st.removed[s])
        st.hands[s], st.kept[s], st.removed[s] = [], [], []
    if st.setup.hq:
        owned = [st.owned(s) for s in range(st.players)]
        for g in GANGS.values():
            if g.module != "hq":
                continue
            owner = _gang_owner([_measure(g.measure, o) for o in owned], [_measure(g.tiebreak, o) for o in owned])
            st.gangs[g.key] = owner
            if owner is None:
                st.log.say("gang_none", gang=g.key)
            else:
                st.log.say("gang", player=owner, gang=g.key, people=g.people)
    for s in range(st.players):  # every card is counted in the open now
        st.known[s] = dict(Counter(st.owned(s)))
        st.unknown[s] = 0
    out = outcome(st)
    if out is not None:
        score = int(max(out.scores))
        st.log.say("over" if len(out.winners) == 1 else "over_shared", winners=list(out.winners), score=score)


def _measure(name: str, keys: Sequence[str]) -> int:
    """A gang's measure (or tie-break) ``name`` over the cards ``keys`` one seat owns (Decision 11)."""
    cards = [CARDS[k] for k in keys]
    if name == "tool_cards":
        return sum(1 for c in cards if c.kind is Kind.TOOL)
    if name == "med_total":
        return sum(c.med for c in cards)
    if name == "contested_tools":
        return sum(1 for c in cards if c.kind is Kind.TOOL and c.home is Home.CONTESTED)
    if name == "save_cards":
        return sum(1 for c in cards if c.special is Special.SAVE)
    raise ValueError(f"unknown gang measure {name!r}")


def _gang_owner(measure: Sequence[int], tiebreak: Sequence[int]) -> int | None:
    """The seat with the highest ``measure``, then ``tiebreak``; None if still tied (Decision 11)."""
    top = leaders(measure)
    if len(top) > 1:
        top = leaders(tiebreak, among=top)
    return top[0] if len(top) == 1 else None


def breakdown(st: ArcticState, seat: int) -> dict[str, Any]:
    """Tribe size of ``seat`` card by card (the final score when the game is over)."""
    counts = Counter(st.owned(seat))
    cards: list[dict[str, Any]] = [
        {"card": k, "count": counts[k], "people": counts[k] * CARDS[k].people} for k in sorted_keys(counts)
    ]
    card_people = sum(counts[k] * CARDS[k].people for k in counts)
    gangs = [g for g, owner in st.gangs.items() if owner == seat]
    gang_people = sum(GANGS[g].people for g in gangs)
    return {
        "seat": seat,
        "cards": cards,
        "people": card_people + gang_people,
        "card_people": card_people,
        "gangs": gangs,
        "gang_people": gang_people,
        "contested": sum(n for k, n in counts.items() if CARDS[k].home is Home.CONTESTED),
    }


def outcome(st: ArcticState) -> Outcome | None:
    """The result once the game is over (§5): most people wins, then most contested resources, else shared."""
    if st.phase is not Phase.OVER:
        return None
    rows = [breakdown(st, s) for s in range(st.players)]
    scores = [r["people"] for r in rows]
    top = leaders(scores)
    tie_break = None
    if len(top) > 1:
        top = leaders([r["contested"] for r in rows], among=top)
        tie_break = "contested" if len(top) == 1 else "shared"
    return Outcome(
        tuple(float(x) for x in scores),
        top,
        {"players": rows, "gangs": dict(st.gangs), "tie_break": tie_break},
    )


def provisional_outcome(st: ArcticState, origin: State[Action]) -> Outcome | None:
    """Tribe sizes as the estimated result once a rollout is one round past ``origin`` (its
    round's skirmish settled): the horizon of the search bots (two rounds measured weaker in the
    guided search, 0.45 of 40 games against the heuristic, and cost twice as much)."""
    if not isinstance(origin, type(st)) or st.round < origin.round + 1:
        return None
    scores = [float(sum(CARDS[k].people for k in st.owned(s))) for s in range(st.players)]
    best = max(scores)
    return Outcome(tuple(scores), tuple(s for s in range(st.players) if scores[s] == best), {})
