"""The Deck Phase of Challengers! (docs/rules/challengers.md §4 step 1, §6.1 *When picked*, §6.2 Duplicate/Clones).

Each player chooses an offer, draws 5 cards from that level pile (a short pile takes its shuffled discard pile
underneath, Decision 12) and picks 1 or 2 into their deck, with one redraw per phase; *when picked* effects
resolve at the pick (fans, Clones, UFO's duplicate of a named A card). Unpicked cards go to the level's discard
pile. Then any cards may be removed (A/B/C cards to their discard pile, starters out of the game) and the
player says ``done``. Decks are kept sorted: a deck has no order before a match (§10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.action import Act
from .acts import Phase, Step
from .data import CARDS, LEVELS

if TYPE_CHECKING:
    from .game import ChallengersState


def start_round(s: ChallengersState, r: int) -> None:
    """Begin the Deck Phase of round ``r`` (§4, step 1): every player chooses an offer next."""
    s.round = r
    s.phase = Phase.DECK
    s.log.say("round", round=r)
    offers = s.offers()
    for p in range(s.players):
        s.picked[p] = []
        s.removed[p] = []
        s.redrawn[p] = False
        s.display[p] = []
        s.dup_choices[p] = []
        if len(offers) > 1:
            s.steps[p] = Step.OFFER
            s.offer[p] = -1
            s.picks_left[p] = 0
        else:
            s.offer[p] = 0
            s.steps[p] = Step.PICK
            s.picks_left[p] = offers[0][1]
    for p in range(s.players):
        if s.steps[p] is Step.PICK:
            draw_display(s, p)


def act(s: ChallengersState, p: int, action: Act) -> None:
    """Carry out ``p``'s legal Deck Phase ``action`` on ``s`` (``done`` only marks ``p`` as finished)."""
    v, arg = action.verb, action.args[0] if action.args else ""
    if v == "offer":
        s.offer[p] = next(n for n, (lv, _) in enumerate(s.offers()) if lv == arg)
        s.picks_left[p] = s.offers()[s.offer[p]][1]
        s.steps[p] = Step.PICK
        s.log.say("offer", player=p, level=arg, n=s.picks_left[p])
        draw_display(s, p)
    elif v == "pick":
        i = next(i for i in s.display[p] if s.cards[i] == arg)
        s.display[p].remove(i)
        add_to_deck(s, p, i)
        s.picked[p].append(arg)
        s.picks_left[p] -= 1
        s.log.say_secretly(("picked", {"player": p}), {p: ("picked_own", {"player": p, "card": arg})})
        on_picked(s, p, arg)
        after_pick(s, p)
    elif v == "redraw":
        level = s.level_of(p)
        n = len(s.display[p])
        s.discards[level] += s.display[p]
        s.display[p] = []
        s.redrawn[p] = True
        got = draw(s, p, n)
        s.log.say_secretly(
            ("redrew", {"player": p, "n": len(got)}), {p: ("redrew_own", {"player": p, "cards": s.keys(got)})}
        )
        after_pick(s, p)
    elif v == "duplicate":
        s.dup_choices[p] = []
        s.steps[p] = Step.PICK
        add_copy(s, p, "A", arg)
        after_pick(s, p)
    elif v == "remove":
        i = next(i for i in s.decks[p] if s.cards[i] == arg)
        s.decks[p].remove(i)
        level = CARDS[arg].level
        if level in LEVELS:
            s.discards[level].append(i)
        else:
            s.box.append(i)
            s.box.sort()
        s.removed[p].append(arg)
        s.log.say_secretly(("removed", {"player": p}), {p: ("removed_own", {"player": p, "card": arg})})
    elif v == "done":
        s.steps[p] = Step.WAIT
        s.log.say("ready", player=p, n=len(s.decks[p]))


def draw(s: ChallengersState, p: int, k: int) -> list[int]:
    """``k`` cards from ``p``'s level pile into its display (refilled from the discard pile when short)."""
    level = s.level_of(p)
    pile = s.piles[level]
    if len(pile) < k and s.discards[level]:
        under = s.discards[level]
        s.rng.shuffle(under)
        s.piles[level] = pile = under + pile  # the top is the end of the list
        s.discards[level] = []
    got = [pile.pop() for _ in range(min(k, len(pile)))]
    s.display[p] += got
    s.draws += 1
    return got


def draw_display(s: ChallengersState, p: int) -> None:
    """The 5-card display of ``p``, seen by ``p`` only."""
    got = draw(s, p, 5)
    s.log.say_secretly(("drew", {"player": p, "n": len(got)}), {p: ("drew_own", {"player": p, "cards": s.keys(got)})})
    after_pick(s, p)


def after_pick(s: ChallengersState, p: int) -> None:
    """Once the picks are made (or nothing is left to pick) the display goes to the discard pile."""
    if s.steps[p] is not Step.PICK:
        return
    if s.picks_left[p] <= 0 or not s.display[p]:
        s.discards[s.level_of(p)] += s.display[p]
        s.display[p] = []
        s.picks_left[p] = 0
        s.steps[p] = Step.REMOVE


def add_to_deck(s: ChallengersState, p: int, i: int) -> None:
    """Put card id ``i`` into ``p``'s deck (kept sorted: a deck has no order before a match)."""
    deck = s.decks[p]
    deck.append(i)
    deck.sort()


def add_copy(s: ChallengersState, p: int, level: str, key: str) -> None:
    """One more card ``key`` into ``p``'s deck from the ``level`` pile, else its discard pile (§6.2).

    The pile it comes from is searched, then shuffled; with no copy left nothing happens.
    """
    for where in (s.piles[level], s.discards[level]):
        for n, i in enumerate(where):
            if s.cards[i] == key:
                where.pop(n)
                s.rng.shuffle(where)
                add_to_deck(s, p, i)
                s.log.say_secretly(("added", {"player": p}), {p: ("added_own", {"player": p, "card": key})})
                return


def a_names(s: ChallengersState, p: int) -> list[str]:
    """The names of the level-A cards in ``p``'s deck (what a duplicate effect may copy)."""
    return sorted({s.cards[i] for i in s.decks[p] if CARDS[s.cards[i]].level == "A"})


def on_picked(s: ChallengersState, p: int, key: str) -> None:
    """Resolve the *when picked* effect of card ``key`` just picked by ``p`` (§4, §6.1)."""
    c = CARDS[key]
    if c.keyword != "picked":
        return
    if c.effect == "fans":
        s.fans[p] += c.n
        s.log.say("picked_fans", player=p, card=key, n=c.n)
    elif c.effect == "clones":
        add_copy(s, p, "B", key)
    elif c.effect == "duplicate":
        names = a_names(s, p)
        if len(names) == 1:
            add_copy(s, p, "A", names[0])
        elif names:
            s.dup_choices[p] = names
            s.steps[p] = Step.DUPLICATE
