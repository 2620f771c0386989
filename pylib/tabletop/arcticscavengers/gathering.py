"""Gathering turns: carrying out draw, dig, hunt, hire and trash (docs/rules/arcticscavengers.md §4.2).

From the initiator clockwise, each seat takes its turn: an opened action gets one person at a time (with a
tool and a Group Leaders card) and then goes. Draw draws from the own deck, dig from the junkyard (keep at
most one, the rest under the junkyard), hunt makes food for this round; trash sends cards to the junkyard,
which is shuffled. Hiring pays with that food and medicine cards (Decisions 6, 7). Played cards go to the
discard pile at once; whatever is left in hand when the turn ends is kept for the skirmish (Decision 5).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .actions import Act, Hire, Phase
from .cards import CARDS, FIRST_SKIRMISH, Cost, Kind
from .legal import group_value
from .rounds import end_round
from .skirmish import reveal

if TYPE_CHECKING:
    from .game import ArcticState


def open_action(st: ArcticState, act: Act) -> None:
    """Open work action ``act`` (draw, dig, hunt or trash): cards are added to it next."""
    st.used.append(act)
    st.act = act
    st.phase = Phase.ASSEMBLE


def add(st: ArcticState, cards: tuple[str, ...]) -> None:
    """Put ``cards`` from the hand on the open action: one person's group, or one card to trash."""
    st.staged.append(st.take(st.hands[st.turn], cards))


def group_json(st: ArcticState, ids: Sequence[int], act: Act) -> dict[str, Any]:
    """A group put on ``act`` as the observation shows it: its cards, person, tool, leader and value."""
    keys = st.keys_of(ids)
    if act is Act.TRASH:
        return {"cards": keys}
    g: dict[str, Any] = {"cards": keys, "person": keys[0], "tool": None, "leader": None}
    for k in keys[1:]:
        g["tool" if CARDS[k].kind is Kind.TOOL else "leader"] = k
    g["value"] = group_value(keys, act)
    return g


def go(st: ArcticState) -> None:
    """Carry out the open action with the cards put on it: draw, dig, hunt or trash (§4.2)."""
    act, seat = st.act, st.turn
    if act is None:
        return
    ids = [i for g in st.staged for i in g]
    keys = st.keys_of(ids)
    groups = [group_json(st, g, act) for g in st.staged]
    value = sum(g.get("value", 0) for g in groups)
    st.staged, st.act, st.phase = [], None, Phase.GATHER
    st.show(seat, keys)
    play: dict[str, Any] = {"player": seat, "action": act.value, "groups": groups, "value": value}
    if act is Act.TRASH:
        st.lose(seat, keys)
        st.junkyard.extend(ids)
        st.rng.shuffle(st.junkyard)
        st.log.say("trash", player=seat, cards=keys)
        play["result"] = len(ids)
    else:
        st.discards[seat].extend(ids)
    if act is Act.DRAW:
        drawn = st.draw_cards(seat, value)
        st.hands[seat].extend(drawn)
        if drawn:
            st.reveal_no += 1
        st.log.say_secretly(
            ("draw", dict(player=seat, count=len(drawn), cards=keys)),
            {seat: ("draw_private", dict(player=seat, count=len(drawn), cards=keys, drawn=st.keys_of(drawn)))},
        )
        play["result"] = len(drawn)
        play["drawn"] = st.keys_of(drawn)  # the drawer's own: others see only the count
    elif act is Act.DIG:
        st.dug = [st.junkyard.pop() for _ in range(min(value, len(st.junkyard)))]
        if st.dug:
            st.phase = Phase.DIG
            st.reveal_no += 1
        st.log.say_secretly(
            ("dig", dict(player=seat, count=len(st.dug), cards=keys)),
            {seat: ("dig_private", dict(player=seat, count=len(st.dug), cards=keys, dug=st.keys_of(st.dug)))},
        )
        play["result"] = len(st.dug)
    elif act is Act.HUNT:
        st.food += value
        st.log.say("hunt", player=seat, food=value, cards=keys)
        play["result"] = value
    st.plays.append(play)


def keep(st: ArcticState, card: str | None) -> None:
    """After a dig: keep ``card`` (None: nothing) in the discard pile, the rest go under the junkyard."""
    seat = st.turn
    kept = st.take(st.dug, [card]) if card is not None else []
    returned = st.dug
    st.junkyard[0:0] = returned
    st.dug = []
    st.phase = Phase.GATHER
    if kept:
        st.discards[seat].extend(kept)
        st.unknown[seat] += 1
        st.log.say_secretly(
            ("keep", dict(player=seat, returned=len(returned))),
            {seat: ("keep_private", dict(player=seat, returned=len(returned), card=card))},
        )
    else:
        st.log.say("keep_none", player=seat, returned=len(returned))
    if st.plays:
        st.plays[-1] = {**st.plays[-1], "kept": len(kept)}


def hire(st: ArcticState, action: Hire) -> None:
    """Hire a mercenary from the market, paying with this round's food and the medicine cards named."""
    seat = st.turn
    cost = CARDS[action.card].cost or Cost()
    hand = st.hands[seat]
    med = sum(CARDS[k].med for k in action.meds)
    paid = st.take(hand, action.meds)
    st.discards[seat].extend(paid)
    st.show(seat, action.meds)
    food = cost.food + max(0, cost.any - (med - cost.med))
    st.food -= food
    hired = st.market[action.card].pop()
    st.discards[seat].append(hired)
    st.known[seat][action.card] = st.known[seat].get(action.card, 0) + 1
    st.used.append(Act.HIRE)
    meds = list(action.meds)
    # the price names only what was paid: "for 1 food", "for 2 meds (Medkit)", or both
    if meds:
        key = "hire_meds" if food else "hire_meds_only"
        st.log.say(key, player=seat, card=action.card, food=food, med=med, cards=meds)
    else:
        st.log.say("hire", player=seat, card=action.card, food=food, med=med)
    st.plays.append({"player": seat, "action": "hire", "card": action.card, "food": food, "med": med, "cards": meds})


def done(st: ArcticState) -> None:
    """End the turn, keeping the hand for the skirmish; after the last turn the skirmish starts or the round ends."""
    seat = st.turn
    st.kept[seat] = st.hands[seat]
    st.hands[seat] = []
    st.finished[seat] = True
    skirmish = st.round >= FIRST_SKIRMISH
    st.log.say("done" if skirmish else "done_quiet", player=seat, count=len(st.kept[seat]))
    st.used, st.food = [], 0
    nxt = (seat + 1) % st.players
    if nxt != st.initiator:
        st.turn = nxt
    elif skirmish:
        reveal(st)
    else:
        end_round(st)
