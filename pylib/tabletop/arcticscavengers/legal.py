"""What a player may do now, and why anything else is illegal (docs/rules/arcticscavengers.md §4, §6).

A gathering turn (§4.2): open each of draw, dig, hunt and trash at most once a round, then add one person at a
time, who may carry one tool and one Group Leaders card helping that action (Decisions 2, 8; trash: any card,
one at a time); hire once a round, paying with this round's food and medicine cards (Decision 6). The
skirmish (§4.3): snipe a card of an opponent's that carries people, disarm a tool, or pass; with HQ, answer a
snipe with a Medic (Decision 11).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING

from .actions import (
    WORK_ACTS,
    Act,
    Action,
    Add,
    Disarm,
    Done,
    Go,
    Hire,
    Keep,
    Open,
    Pass,
    Phase,
    Rescue,
    Snipe,
    card_sort_key,
)
from .cards import CARDS, FIRST_SKIRMISH, Cost, Kind, Special

if TYPE_CHECKING:
    from .game import ArcticState


def feasible(cost: Cost, food: int, med: int) -> bool:
    """Whether ``food`` and ``med`` pay ``cost`` (the ``any`` part in any mix)."""
    return food >= cost.food and med >= cost.med and (food - cost.food) + (med - cost.med) >= cost.any


def payments(cost: Cost, food: int, medicine: Mapping[str, int]) -> list[tuple[str, ...]]:
    """The minimal sets of medicine cards that, with ``food``, pay ``cost``.

    >>> payments(Cost(any=6), 4, {"medkit": 1, "pills": 2})
    [('pills', 'pills'), ('medkit',)]
    >>> payments(Cost(food=2), 1, {"pills": 3})
    []
    """
    return list(_payments(cost, food, tuple(sorted((k, n) for k, n in medicine.items() if n > 0))))


@lru_cache(maxsize=4096)
def _payments(cost: Cost, food: int, medicine: tuple[tuple[str, int], ...]) -> tuple[tuple[str, ...], ...]:
    # in the order the action's text lists cards (card_sort_key), so a payment
    # read back from its text is the same tuple as the legal one
    kinds = [(k, CARDS[k].med, n) for k, n in sorted(medicine, key=lambda kv: card_sort_key(kv[0]))]
    out: list[tuple[str, ...]] = []
    for combo in product(*(range(n + 1) for _, _, n in kinds)):
        med = sum(c * v for c, (_, v, _) in zip(combo, kinds, strict=True))
        if not feasible(cost, food, med):
            continue
        if any(c and feasible(cost, food, med - v) for c, (_, v, _) in zip(combo, kinds, strict=True)):
            continue
        out.append(tuple(k for c, (k, _, _) in zip(combo, kinds, strict=True) for _ in range(c)))
    return tuple(out)


def group_value(keys: Sequence[str], act: Act) -> int:
    """What cards ``keys`` put on action ``act`` give (the sum of that icon over them, §4)."""
    return sum(CARDS[k].ability(act.value) or 0 for k in keys)


def snipeable(key: str) -> bool:
    """Whether a Sniper Team may target ``key``: a card that carries people (persons and Group Leaders)."""
    c = CARDS[key]
    return c.kind in (Kind.PERSON, Kind.LEADER) and c.people > 0


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _name(key: str) -> str:
    return CARDS[key].en


def _missing(st: ArcticState, zone: Sequence[int], keys: Sequence[str], where: str) -> str | None:
    """Why ``zone`` lacks one card of each key (a reason in words), or None."""
    have = Counter(st.keys_of(zone))
    for k, m in Counter(keys).items():
        if have[k] < m:
            return f"you have no{' more' if have[k] else ''} {_name(k)} {where}"
    return None


def legal_actions(st: ArcticState, player: int) -> list[Action]:
    """The actions ``player`` may take now, sorted by text (none unless it is their move)."""
    if player not in st.active_players():
        return []
    acts: list[Action]
    if st.phase is Phase.GATHER:
        acts = gather_actions(st)
    elif st.phase is Phase.ASSEMBLE:
        acts = _assemble_actions(st)
    elif st.phase is Phase.DIG:
        acts = [Keep(None), *(Keep(k) for k in set(st.keys_of(st.dug)))]
    elif st.phase is Phase.SKIRMISH:
        acts = [*special_actions(st, player), Pass()]
    else:
        acts = [Rescue(True), Rescue(False)]
    return sorted(acts, key=str)


def can_power(key: str, act: Act) -> bool:
    """Whether card ``key`` is a person that can power ``act`` (it has that icon, §4)."""
    c = CARDS[key]
    return c.kind is Kind.PERSON and c.ability(act.value) is not None


def gather_actions(st: ArcticState) -> list[Action]:
    """The turn player's choices between actions: open one still unused, hire, or end the turn (done)."""
    hand = set(st.keys_of(st.hands[st.turn]))
    out: list[Action] = [Done()]
    for act in WORK_ACTS:
        if act in st.used or (act is Act.DIG and not st.junkyard):
            continue
        if any(can_power(k, act) for k in hand):
            out.append(Open(act))
    if Act.TRASH not in st.used and hand:
        out.append(Open(Act.TRASH))
    if Act.HIRE not in st.used:
        out.extend(_hire_actions(st))
    return out


def _medicine(st: ArcticState) -> Counter[str]:
    return Counter(k for k in st.keys_of(st.hands[st.turn]) if CARDS[k].med > 0)


def _hire_actions(st: ArcticState) -> list[Action]:
    meds = _medicine(st)
    out: list[Action] = []
    for key, ids in st.market.items():
        cost = CARDS[key].cost
        if ids and cost is not None:
            out.extend(Hire(key, pay) for pay in payments(cost, st.food, meds))
    return out


def _assemble_actions(st: ArcticState) -> list[Action]:
    out: list[Action] = []
    act = st.act
    if act is None:
        return out
    if st.staged:
        out.append(Go())
    return [*out, *adds(st, act)]


def adds(st: ArcticState, act: Act) -> list[Action]:
    """The cards of the turn player's hand that may be put on ``act`` now (as ``add`` actions)."""
    hand = set(st.keys_of(st.hands[st.turn]))
    out: list[Action] = []
    if act is Act.TRASH:
        return [Add((k,)) for k in hand]
    verb = act.value
    persons = [k for k in hand if can_power(k, act)]
    tools = [k for k in hand if CARDS[k].kind is Kind.TOOL and CARDS[k].ability(verb) is not None]
    leaders = [k for k in hand if CARDS[k].kind is Kind.LEADER and CARDS[k].ability(verb) is not None]
    for p in persons:
        for t in [None, *tools]:
            for lead in [None, *leaders]:
                out.append(Add(tuple(x for x in (p, t, lead) if x is not None)))
    return out


def special_actions(st: ArcticState, seat: int) -> list[Action]:
    """The snipes and disarms ``seat``'s unspent skirmish cards allow now (§4.3, Decision 3)."""
    if st.phase is not Phase.SKIRMISH:
        return []
    have = {CARDS[k].special for k in st.keys_of(i for i in st.kept[seat] if i not in st.spent)}
    out: list[Action] = []
    for other in range(st.players):
        if other == seat:
            continue
        for k in set(st.keys_of(st.kept[other])):
            kind = CARDS[k].kind
            if Special.SNIPE in have and snipeable(k):
                out.append(Snipe(other, k))
            if Special.DISARM in have and kind is Kind.TOOL:
                out.append(Disarm(other, k))
    return out


# -- why an action is not legal (State.apply refuses it before _apply) ----


def why_illegal(st: ArcticState, player: int, action: Action) -> str | None:
    """Why ``player`` may not take ``action`` now, in words (None: no reason found)."""
    phase = _phase_of(action)
    if phase is not st.phase:
        return _phase_hint(st, action)
    if isinstance(action, Open):
        return _why_open(st, action.act)
    if isinstance(action, Add):
        return _why_add(st, action.cards)
    if isinstance(action, Go):
        return f"put at least one card on the {st.act.value} action first" if st.act else "no action is open"
    if isinstance(action, Hire):
        return _why_hire(st, action)
    if isinstance(action, Keep) and action.card is not None:
        return _missing(st, st.dug, [action.card], "among the dug cards")
    if isinstance(action, Snipe | Disarm):
        return _why_special(st, player, action)
    return None


def _phase_of(action: Action) -> Phase:
    if isinstance(action, Add | Go):
        return Phase.ASSEMBLE
    if isinstance(action, Keep):
        return Phase.DIG
    if isinstance(action, Snipe | Disarm | Pass):
        return Phase.SKIRMISH
    if isinstance(action, Rescue):
        return Phase.SAVE
    return Phase.GATHER


def _phase_hint(st: ArcticState, action: Action) -> str:
    hints = {
        Phase.ASSEMBLE: "finish the open action first: add cards, then go",
        Phase.DIG: "keep one of the dug cards (or none) first",
        Phase.SKIRMISH: "the skirmish is being resolved: snipe, disarm or pass",
        Phase.SAVE: "answer the snipe first (save or nosave)",
    }
    if st.phase in hints:
        return hints[st.phase]
    wanted = _phase_of(action)
    if wanted is Phase.ASSEMBLE:
        return "open an action first (draw, dig, hunt or trash)"
    if wanted is Phase.DIG:
        return "there are no dug cards to keep"
    if wanted in (Phase.SKIRMISH, Phase.SAVE):
        if st.round < FIRST_SKIRMISH:
            return f"there is no skirmish before round {FIRST_SKIRMISH}"
        return "that is for the skirmish, which has not begun"
    return "that is not possible now"


def _why_open(st: ArcticState, act: Act) -> str | None:
    if act in st.used:
        return f"you have already used {act.value} this round"
    hand = st.keys_of(st.hands[st.turn])
    if act is Act.TRASH:
        return "you have no card to trash" if not hand else None
    if not any(can_power(k, act) for k in hand):
        return f"none of your cards can {act.value}"
    if act is Act.DIG and not st.junkyard:
        return "the junkyard is empty"
    return None


def _why_add(st: ArcticState, cards: tuple[str, ...]) -> str | None:
    act = st.act
    if act is None:
        return "no action is open"
    if act is Act.TRASH:
        if len(cards) != 1:
            return "trash one card at a time"
    else:
        why = _why_group(act, cards)
        if why:
            return why
    return _missing(st, st.hands[st.turn], cards, "in hand")


def _why_group(act: Act, cards: Sequence[str]) -> str | None:
    """Why ``cards`` cannot be one person's group on ``act``, in words, or None."""
    verb = act.value
    for k in cards:
        c = CARDS[k]
        if c.kind is Kind.MEDICINE:
            return f"{c.en} needs no person: medicine pays for hiring, it does not {verb}"
        if c.kind is Kind.JUNK:
            return f"{c.en} is of no use to {verb}"
    persons = [k for k in cards if CARDS[k].kind is Kind.PERSON]
    tools = [k for k in cards if CARDS[k].kind is Kind.TOOL]
    leaders = [k for k in cards if CARDS[k].kind is Kind.LEADER]
    if len(persons) > 1:
        return f"put one person at a time on {verb} (add them one by one), not {' and '.join(map(_name, persons))}"
    if not persons:
        return f"{_name(cards[0])} cannot {verb} alone: attach it to a person who can {verb}"
    if CARDS[persons[0]].ability(verb) is None:
        return f"{_name(persons[0])} cannot {verb}"
    if len(tools) > 1:
        return "a person carries at most one tool"
    if len(leaders) > 1:
        return "a person takes at most one leader card"
    for m in (*tools, *leaders):
        if CARDS[m].ability(verb) is None:
            return f"{_name(m)} does not help to {verb}"
    return None


def _why_hire(st: ArcticState, action: Hire) -> str | None:
    card = CARDS[action.card]
    if Act.HIRE in st.used:
        return "you may hire only one mercenary per round"
    if card.cost is None or action.card not in st.market:
        return f"{card.en} is not for hire"
    if not st.market[action.card]:
        return f"no {card.en} is left to hire"
    for k in action.meds:
        if CARDS[k].med <= 0:
            return f"{_name(k)} is not medicine"
    missing = _missing(st, st.hands[st.turn], action.meds, "in hand")
    if missing:
        return missing
    med = sum(CARDS[k].med for k in action.meds)
    cost = card.cost
    if not feasible(cost, st.food, med):
        parts = [
            f"{v} {w}"
            for v, w in (
                (cost.food, "food"),
                (cost.med, "meds" if cost.med > 1 else "med"),
                (cost.any, "food or meds"),
            )
            if v
        ]
        return f"{card.en} costs {' + '.join(parts)}; you offer {st.food} food and {_plural(med, 'med', 'meds')}"
    return "you would pay with more medicine than needed"


def _why_special(st: ArcticState, player: int, action: Snipe | Disarm) -> str | None:
    snipe = isinstance(action, Snipe)
    special = Special.SNIPE if snipe else Special.DISARM
    verb = special.value
    if not any(CARDS[k].special is special for k in st.keys_of(i for i in st.kept[player] if i not in st.spent)):
        return f"none of your skirmish cards can {verb} now"
    t = action.target
    if not 0 <= t < st.players or t == player:
        return f"{verb} a card of an opponent"
    if snipe and not snipeable(action.card):
        return "only cards that carry people (persons, Group Leaders) can be sniped"
    if not snipe and CARDS[action.card].kind is not Kind.TOOL:
        return "only tool cards can be disarmed"
    if action.card not in st.keys_of(st.kept[t]):
        return f"P{t + 1} has no {_name(action.card)} in the skirmish"
    return None
