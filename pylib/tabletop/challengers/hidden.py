"""Hidden information of Challengers! (docs/rules/challengers.md §10): its one dealer, and sampling it.

Hidden from a seat: the order and contents of the level piles and discard
piles, the other seats' displays and deck lists (only sizes are public), the
robot's R and SOLO cards, and the fans on trophies not yet public (3–8
players: all until the reveal after round 7; 1–2 players: the unwon ones).
Decks are kept as sorted card lists: a deck is shuffled only when a match
starts, inside the action that plays it, so no deck order is ever hidden
between actions.

- :func:`redeal` is the game's one dealer (:data:`.game.SECRETS`): it deals
  all of that again, for ``resample_hidden`` (the conformance privacy check)
  and for :func:`determinize`.
- :func:`determinize` builds a full state from one seat's observation (the
  search bot): the seat's own deck and display as seen, the hidden places
  filled in a fixed order consistent with every public size, then dealt by
  :func:`redeal`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from ..core.log import Log
from ..core.rng import Rng
from .acts import Step
from .data import CARDS, LEVELS, ROUNDS, TROPHIES
from .deck import a_names

if TYPE_CHECKING:
    from .game import Challengers, ChallengersState

#: card ids at some indexes of a list: (the list, the indexes)
Places = Sequence[tuple[list[int], Sequence[int]]]


def _trade(places: Places, rng: Rng) -> None:
    """Let the ids at ``places`` trade places at random."""
    pool = [where[n] for where, idx in places for n in idx]
    rng.shuffle(pool)
    for where, idx in places:
        for n in idx:
            where[n] = pool.pop()


def _at(ids: list[int], cards: tuple[str, ...], levels: Sequence[str]) -> tuple[list[int], list[int]]:
    """``ids`` and the indexes in it of the cards of ``levels``."""
    return ids, [n for n, i in enumerate(ids) if CARDS[cards[i]].level in levels]


def redeal(state: ChallengersState, player: int, rng: Rng) -> ChallengersState:
    """``state`` with every card and trophy value ``player`` cannot see dealt again (a new state).

    The cards of each level trade places among the level's pile and discard
    pile, the hidden displays of that level and the hidden decks; then the
    drafted cards of the hidden decks trade places across the decks,
    whatever their level (only a deck's size is public). The robot's R and
    SOLO cards trade places with those left in the box, and the hidden fans
    of a round's trophies with each other. A seat naming a card to duplicate
    names it again from its new deck.
    """
    from .game import SECRETS

    s = state.copy()
    cards = s.cards
    hidden = set(SECRETS.hidden(state, player))  # the places to deal again: the declaration's
    decks = [t for t in range(s.seats) if ("decks", t) in hidden]
    drafted = [_at(s.decks[t], cards, LEVELS) for t in decks]
    for level in LEVELS:
        places = [_at(s.piles[level], cards, LEVELS), _at(s.discards[level], cards, LEVELS)]
        places += [_at(s.display[q], cards, LEVELS) for q in range(s.players) if _hidden_display(s, hidden, q, level)]
        places += [_at(deck, cards, level) for deck, _ in drafted]
        _trade(places, rng)
    _trade(drafted, rng)
    if s.npc is not None and ("decks", s.npc) in hidden:
        for level in ("R", "SOLO"):
            _trade([_at(s.decks[s.npc], cards, (level,)), _at(s.box, cards, (level,))], rng)
        s.box.sort()
    for t in decks:
        s.decks[t].sort()
        if s.human(t) and s.steps[t] is Step.DUPLICATE:
            s.dup_choices[t] = a_names(s, t) or [next(k for k in cards if CARDS[k].level == "A")]
    for r in range(ROUNDS):
        _trade([(s.trophy_values[r], [k for k in range(4) if ("trophy_values", (r, k)) in hidden])], rng)
    return s


def _hidden_display(s: ChallengersState, hidden: set[tuple[str, Any]], q: int, level: str) -> bool:
    return ("display", q) in hidden and bool(s.display[q]) and s.level_of(q) == level


class _Pool:
    """Card ids still to place, by key."""

    def __init__(self, cards: tuple[str, ...]) -> None:
        self.by_key: dict[str, list[int]] = {}
        for i, k in enumerate(cards):
            self.by_key.setdefault(k, []).append(i)

    def take(self, key: str, among: set[int] | None = None) -> int:
        ids = self.by_key.get(key, [])
        for n, i in enumerate(ids):
            if among is None or i in among:
                return ids.pop(n)
        raise IllegalAction(f"the observation is inconsistent: no {key} card is left to place")

    def take_id(self, i: int) -> None:
        self.by_key[_key_of(self, i)].remove(i)

    def level(self, level: str) -> list[int]:
        return sorted(i for k, ids in self.by_key.items() if CARDS[k].level == level for i in ids)


def _key_of(pool: _Pool, i: int) -> str:
    for k, ids in pool.by_key.items():
        if i in ids:
            return k
    raise IllegalAction("the observation is inconsistent: a card is placed twice")


def determinize(game: Challengers, obs: Mapping[str, Any], player: int, rng: Rng) -> ChallengersState:
    """A full state consistent with seat ``player``'s observation, its hidden cards dealt by :func:`redeal`.

    The hidden places are filled in a fixed order (card ids ascending; the other seats keep their strongest
    starters), then the one dealer deals them at random, as ``resample_hidden`` does on a real state.
    """
    from .game import ID, SECRETS, ChallengersState, Phase

    if obs.get("game") != game.id or obs.get("viewer") != player:
        raise IllegalAction("not this seat's Challengers! observation")
    n = int(obs["players"])
    options = game.validate_options(n, obs["options"])
    s = ChallengersState.blank(game, n, options, Rng(rng.next_u64()), list(obs["sets"]))
    cards = s.cards
    pool = _Pool(cards)
    seats = obs["seats"]
    s.plans = [int(x["plan"]) for x in seats]
    s.round = int(obs["round"])
    s.phase = Phase(obs["phase"])
    s.fans = [int(x["fans"]) for x in seats]
    s.matches = list(obs["matches"])
    s.history = list(obs["history"])
    s.final = None if obs["final"] is None else dict(obs["final"])
    s.revealed = s.final is not None
    result = obs["result"]
    s.winners = None if result is None else tuple(int(w) for w in result["winners"])
    s.log = Log.seen(ID, obs["log"])
    # trophies: holders from the seats and the history (the robot's discarded ones), values where public
    known: list[dict[int, int]] = [{} for _ in range(ROUNDS)]
    for t, x in enumerate(seats):
        for tr in x["trophies"]:
            r, k = int(tr["round"]), int(tr["park"])
            s.holders[r - 1][k] = t
            if tr["fans"] is not None:
                known[r - 1][k] = int(tr["fans"])
    for h in s.history:
        if int(h["round"]) <= ROUNDS and h["winner"] == s.npc and n > 1:
            s.holders[int(h["round"]) - 1][int(h["park"])] = -2
    for r in range(ROUNDS):
        unknown = list(TROPHIES[r])
        for v in known[r].values():
            unknown.remove(v)
        s.trophy_values[r] = [known[r][k] if k in known[r] else unknown.pop() for k in range(4)]
    # the deck-phase status of every human
    offers = s.offers()
    for q in range(n):
        x = seats[q]
        s.steps[q] = Step(x["step"])
        offer = x["offer"]
        s.offer[q] = -1 if offer is None else next(i for i, (lv, _) in enumerate(offers) if lv == offer["level"])
        s.picks_left[q] = int(x["picks_left"])
        s.redrawn[q] = bool(x["redrawn"])
    you = obs["you"]
    s.picked[player] = list(you["picked"])
    s.removed[player] = list(you["removed"])
    s.dup_choices[player] = list(you["duplicate"])
    # starters: six ids per human, in seat order
    starters = [i for i, k in enumerate(cards) if CARDS[k].level == "S"]
    blocks = [set(starters[q * 6 : q * 6 + 6]) for q in range(n)]
    s.decks[player] = sorted(pool.take(k, blocks[player] if CARDS[k].level == "S" else None) for k in you["deck"])
    s.display[player] = [pool.take(k) for k in you["display"]]
    box: list[int] = [i for i in blocks[player] if i in pool.by_key.get(cards[i], [])]
    for i in box:
        pool.take_id(i)
    # the robot: its starters left at its level, then R and SOLO cards (which ones: the dealer's)
    if s.npc is not None:
        npc_level = int(options["npc_level"])
        robot = sorted(
            (i for i, k in enumerate(cards) if CARDS[k].level == "RS"), key=lambda i: (CARDS[cards[i]].power, i)
        )
        size = int(seats[s.npc]["deck"])
        r_ids, solo_ids = pool.level("R"), pool.level("SOLO")
        deck = robot[npc_level - 1 :] + r_ids[: npc_level - 1] + solo_ids[: max(0, size - 6)]
        s.decks[s.npc] = sorted(deck)
        for i in robot + r_ids + solo_ids:
            pool.take_id(i)
            if i not in deck:
                box.append(i)
    # piles, discard piles and the other displays, level by level
    rest: list[int] = []
    for level in LEVELS:
        ids = pool.level(level)
        for i in ids:
            pool.take_id(i)
        pile, discard = obs["piles"][level]["pile"], obs["piles"][level]["discard"]
        s.piles[level], ids = ids[:pile], ids[pile:]
        s.discards[level], ids = ids[:discard], ids[discard:]
        for q in range(n):
            if q != player and s.offer[q] >= 0 and offers[s.offer[q]][0] == level:
                k = int(seats[q]["display"])
                s.display[q], ids = ids[:k], ids[k:]
        rest += ids
    # the other humans' decks: some of their starters and the rest of the drafted cards
    others = [q for q in range(n) if q != player]
    sizes = {q: int(seats[q]["deck"]) for q in others}
    keep = {q: min(6, sizes[q]) for q in others}
    surplus = sum(keep.values()) - (sum(sizes.values()) - len(rest))
    if surplus < 0 or any(sizes[q] - keep[q] < 0 for q in others):
        raise IllegalAction("the observation is inconsistent: the deck sizes do not match the cards left")
    for q in others:
        cut = min(surplus, keep[q])
        keep[q] -= cut
        surplus -= cut
    if surplus:
        raise IllegalAction("the observation is inconsistent: too few drafted cards for the decks")
    for q in others:
        block = sorted(blocks[q], key=lambda i: (-CARDS[cards[i]].power, i))
        mine = block[: keep[q]]
        box += block[keep[q] :]
        for i in block:
            pool.take_id(i)
        take = sizes[q] - keep[q]
        s.decks[q] = sorted(mine + rest[:take])
        rest = rest[take:]
    s.box = sorted(box)
    return SECRETS.resample(s, player, rng)
