"""The skirmish of rounds 3 on (docs/rules/arcticscavengers.md §4.3, Decisions 3, 4, 11).

The cards kept after gathering are revealed. In turn order from the initiator, each seat snipes (removes a card
of an opponent's that carries people) or disarms (removes a tool) with its Sniper Teams and Saboteurs, or passes;
a removed card cannot use its own special and goes to its owner's discard pile. With HQ, a sniped seat may
answer with a Medic, which is removed instead. The highest fight score wins the top contested resource; a tie
goes to the most people, else the card goes unseen to the junkyard (2-player variant: a margin of 2 is needed).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..core.game import leaders
from .actions import Disarm, Phase, Snipe
from .cards import CARDS, TWO_PLAYER_MARGIN, Kind, Special, sorted_keys
from .legal import special_actions
from .rounds import end_round

if TYPE_CHECKING:
    from .game import ArcticState


def fight_and_people(keys: Iterable[str]) -> tuple[int, int]:
    """Fight score and people of skirmish cards, with tools assigned at best.

    Each person with a fight ability carries at most one tool and at most one
    leader card; tools and leaders add only to such persons.

    >>> fight_and_people(["hunter", "spear"])
    (3, 1)
    >>> fight_and_people(["sniper_team", "spear"])
    (0, 2)
    """
    fighters: list[int] = []
    tools: list[int] = []
    leaders: list[int] = []
    people = 0
    for k in keys:
        c = CARDS[k]
        people += c.people
        if c.fight is None:
            continue
        if c.kind is Kind.PERSON:
            fighters.append(c.fight)
        elif c.kind is Kind.TOOL:
            tools.append(c.fight)
        elif c.kind is Kind.LEADER:
            leaders.append(c.fight)
    n = len(fighters)
    tools.sort(reverse=True)
    leaders.sort(reverse=True)
    return sum(fighters) + sum(tools[:n]) + sum(leaders[:n]), people


def reveal(st: ArcticState) -> None:
    """Everybody reveals the cards kept for the skirmish; specials then resolve from the initiator (§4.3)."""
    st.revealed = True
    st.reveal_no += 1
    st.phase = Phase.SKIRMISH
    for s in st.order():
        keys = sorted_keys(st.keys_of(st.kept[s]))
        st.show(s, keys)
        if keys:
            fight, people = fight_and_people(keys)
            st.log.say("reveal", player=s, cards=keys, fight=fight, people=people)
        else:
            st.log.say("reveal_none", player=s)
    _next_special(st, 0)


def _next_special(st: ArcticState, start: int) -> None:
    """Hand the specials to the first seat from turn-order offset ``start`` that has any, else resolve."""
    for off in range(start, st.players):
        if special_actions(st, (st.initiator + off) % st.players):
            st.cursor = off
            st.phase = Phase.SKIRMISH
            return
    _resolve(st)


def use_special(st: ArcticState, player: int, action: Snipe | Disarm) -> None:
    """``player`` snipes or disarms with one unspent card; with HQ a snipe may wait for a Medic's answer."""
    snipe = isinstance(action, Snipe)
    special = Special.SNIPE if snipe else Special.DISARM
    verb = special.value
    types = st.setup.types
    user = next(i for i in st.kept[player] if CARDS[types[i]].special is special and i not in st.spent)
    t = action.target
    victim = next(i for i in st.kept[t] if types[i] == action.card)
    st.spent.append(user)
    ukey = st.setup.types[user]
    step = {"kind": verb, "player": player, "card": ukey, "target": t, "victim": action.card}
    st.log.say(verb, player=player, card=ukey, target=t, victim=action.card)
    if snipe and st.setup.hq:
        medic = next((i for i in st.kept[t] if i != victim and CARDS[st.setup.types[i]].special is Special.SAVE), None)
        if medic is not None:
            st.pending = (player, user, t, victim, medic)
            st.phase = Phase.SAVE
            st.steps.append({**step, "saved": None})
            return
    _remove(st, t, victim)
    st.steps.append({**step, "saved": False} if snipe else step)
    _after_special(st, player)


def _remove(st: ArcticState, seat: int, card: int) -> None:
    st.kept[seat].remove(card)
    st.removed[seat].append(card)


def _after_special(st: ArcticState, seat: int) -> None:
    if special_actions(st, seat):
        st.phase = Phase.SKIRMISH
    else:
        _next_special(st, st.cursor + 1)


def pass_special(st: ArcticState, player: int) -> None:
    """``player`` uses no more specials: the next seat in turn order resolves theirs."""
    st.log.say("pass", player=player)
    st.steps.append({"kind": "pass", "player": player})
    _next_special(st, st.cursor + 1)


def rescue(st: ArcticState, save: bool) -> None:
    """The sniped seat answers with a Medic (``save``: the Medic goes instead of the target) or not."""
    if st.pending is None:
        return
    attacker, _, seat, victim, medic = st.pending
    vkey = st.setup.types[victim]
    if save:
        _remove(st, seat, medic)
        st.log.say("save", player=seat, card=st.setup.types[medic], victim=vkey)
    else:
        _remove(st, seat, victim)
        st.log.say("nosave", player=seat, victim=vkey)
    st.steps[-1] = {**st.steps[-1], "saved": save}
    st.pending = None
    st.phase = Phase.SKIRMISH
    _after_special(st, attacker)


def skirmish_scores(st: ArcticState) -> tuple[list[int], list[int]]:
    """Fight and people of each seat's remaining skirmish cards."""
    fp = [fight_and_people(st.keys_of(k)) for k in st.kept]
    return [f for f, _ in fp], [p for _, p in fp]


def _winner(st: ArcticState, fights: Sequence[int], people: Sequence[int]) -> tuple[int | None, str]:
    """The seat that wins the contested resource and why, or None (a tie, or no 2-player margin)."""
    top = leaders(fights)
    if st.variant and st.players == 2:
        if abs(fights[0] - fights[1]) >= TWO_PLAYER_MARGIN:
            return top[0], "fight"
        return None, "margin"
    if len(top) == 1:
        return top[0], "fight"
    top = leaders(people, among=top)
    if len(top) == 1:
        return top[0], "people"
    return None, "tie"


def skirmish_json(st: ArcticState) -> dict[str, Any]:
    """The skirmish record of the observation: each seat's cards, removed and spent cards, fight and people."""
    fights, people = skirmish_scores(st)
    seats = []
    for s in st.order():
        seats.append(
            {
                "seat": s,
                "cards": sorted_keys(st.keys_of(st.kept[s])),
                "removed": st.keys_of(st.removed[s]),
                "spent": sorted_keys(st.keys_of(i for i in st.spent if i in st.kept[s])),
                "fight": fights[s],
                "people": people[s],
            }
        )
    return {"round": st.round, "seats": seats, "steps": list(st.steps)}


def _resolve(st: ArcticState) -> None:
    """The top contested resource goes to the winner's discard pile unseen, or to the junkyard."""
    fights, people = skirmish_scores(st)
    winner, reason = _winner(st, fights, people)
    record = skirmish_json(st)
    record["result"] = {"winner": winner, "reason": reason}
    st.last_skirmish = record
    top = st.contested.pop()
    if winner is not None:
        st.discards[winner].append(top)
        st.unknown[winner] += 1
        st.won[winner] += 1
        win = dict(player=winner, fight=fights[winner], people=people[winner])
        st.log.say_secretly(("win", win), {winner: ("win_private", {**win, "card": st.setup.types[top]})})
    else:
        st.junkyard.append(top)
        st.rng.shuffle(st.junkyard)
        st.log.say("tie")
    end_round(st)
