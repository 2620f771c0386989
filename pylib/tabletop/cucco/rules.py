"""One deal of Cucco (docs/rules/cucco.md §2.5–§2.6): the only implementation of a deal.

:class:`Deal` holds the cards of one deal and resolves it step by step; the
full game (:mod:`tabletop.cucco.game`) keeps a :class:`Deal` in its state and
calls :meth:`Deal.act` for every "change" / "keep", and :func:`resolve_deal`
drives the very same object from a list of choices (tests and wiki embeds).

Besides the cards, a deal records what each player *knows*: which cards are
face up (shown by a pass, a cat, a human, a Matto, a Cuckoo or a deck draw),
which seats know which other seat's card (the two sides of an exchange), and
which ranks a hidden card publicly *cannot* be (a card given in an exchange
was not 11–15, or the exchange would have failed). All of that follows from
public events only, so observations and determinization can share it.

>>> out = resolve_deal(hands=[3, 14, 5, 10], deck=[6], changes="CNNN")
>>> out.final, out.disqualified, out.penalised
([3, 14, 5, 10], [0], [0])
>>> resolve_deal([6, -4, 12, 10], [3], "CCNN").penalised   # the cat exception (C9)
[0, 1]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..core.rng import Rng
from .cards import HIGHEST, LOWEST, MATTO, MATTO_FROM_DECK, PASSERS

__all__ = ["Deal", "DealResult", "Ev", "Event", "Reason", "Showdown", "rank_bit", "ranks_of", "resolve_deal"]

CUCKOO, HUMAN, CAT = 15, 14, 12
#: the cards the Matto cannot be exchanged against (seed: "相手が14(人間)か12(猫)の場合は交換が成立しません")
MATTO_BLOCKERS = frozenset({HUMAN, CAT})


class Reason(StrEnum):
    """Why a player was disqualified during a deal."""

    HUMAN = "human"  # asked a Human (14), or drew one from the deck
    CAT = "cat"  # first holder of a card that asked a Cat (12)
    MATTO = "matto"  # received the Matto (-4) in an exchange


class Ev(StrEnum):
    """Kinds of deal events; the game turns them into log entries."""

    CUCKOO = "cuckoo"  # seat reveals a 15 after the deal: the deal ends
    KEEP = "keep"  # seat: no change
    ASK = "ask"  # seat asks target
    ASK_DECK = "ask_deck"  # seat asks the deck
    PASS = "pass"  # target shows card (13 / 11): ask the next one
    BLOCKED = "blocked"  # target holds a 15: nothing happens
    HUMAN = "human"  # target shows 14: seat is disqualified
    CAT = "cat"  # target shows 12: victim (the card's first holder) is disqualified
    CAT_EXCEPTION = "cat_exception"  # target shows 12: the first holder was out by a Matto, victim is
    SWAP = "swap"  # seat gave card, received other from target
    MATTO = "matto"  # seat received the Matto: disqualified
    MATTO_REFUSED = "matto_refused"  # seat offers a 14 / 12 (card) for target's Matto (other): no exchange
    DRAW = "draw"  # seat draws card from the deck (face up)
    DECK_PASS = "deck_pass"  # the drawn 13 / 11 is discarded; draw again
    DECK_CUCKOO = "deck_cuckoo"  # drawn 15: no exchange
    DECK_HUMAN = "deck_human"  # drawn 14: seat is disqualified
    DECK_CAT = "deck_cat"  # drawn 12: victim (the card's first holder) is disqualified
    DECK_CAT_EXCEPTION = "deck_cat_exception"  # drawn 12: the first holder was out by a Matto, victim is
    TAKE = "take"  # seat takes card from the deck and discards other
    RESHUFFLE = "reshuffle"  # the deck ran out: the discards become the deck


@dataclass(frozen=True)
class Event:
    """One thing that happened in a deal (a kind of :class:`Ev` and who and which cards); the game logs it."""

    kind: Ev
    seat: int = -1
    target: int = -1
    card: int | None = None
    other: int | None = None
    victim: int = -1


@dataclass(frozen=True)
class Showdown:
    """The end of a deal (§2.6): every value, and who is penalised why."""

    values: tuple[int, ...]  # per seat of the deal's order; a Matto from the deck counts 16
    lowest: tuple[int, ...]  # seats holding the minimum value (disqualified ones included)
    pairs: tuple[int, ...]  # seats caught by Cancellation (same printed rank as another)
    disqualified: tuple[int, ...]
    penalised: tuple[int, ...]


def rank_bit(rank: int) -> int:
    """The bit of ``rank`` in a mask of ranks (what a seat's card may still be)."""
    return 1 << (rank - LOWEST)


def ranks_of(mask: int) -> list[int]:
    """The ranks in a bit mask made with :func:`rank_bit`, ascending."""
    return [r for r in range(LOWEST, HIGHEST + 1) if mask & rank_bit(r)]


_HIGH = sum(rank_bit(r) for r in range(11, HIGHEST + 1))  # a card that was exchanged is not 11..15
_B15 = rank_bit(CUCKOO)
_BM = rank_bit(MATTO)
_BLOCK = sum(rank_bit(r) for r in MATTO_BLOCKERS)  # a card the Matto was exchanged for is no 14 / 12


class Deal:
    """The cards of one deal, indexed by seat; only seats in ``order`` take part.

    ``deck`` has its top card *last*; ``discard`` is in discarding order and
    public. ``known[v]`` is a bit mask of the seats whose card viewer ``v``
    knows (besides face-up cards and their own). ``excluded[s]`` is a mask of
    ranks (:func:`rank_bit`) that seat ``s``'s hidden card publicly cannot be.
    Treat a deal held in a state as immutable: :meth:`copy` before :meth:`act`.
    """

    __slots__ = (
        "card",
        "choice",
        "deck",
        "deck_known",
        "discard",
        "excluded",
        "history",
        "known",
        "order",
        "over",
        "reasons",
        "shown",
        "strong",
        "turn",
    )

    def __init__(self, players: int, order: Sequence[int], deck: list[int], discard: list[int]) -> None:
        self.order: tuple[int, ...] = tuple(order)
        self.card: list[int | None] = [None] * players
        self.strong: list[bool] = [False] * players  # holds a Matto drawn from the deck (value 16)
        self.shown: list[bool] = [False] * players
        self.history: list[tuple[int, ...]] = [()] * players  # holders of the card now at each seat
        self.reasons: list[tuple[Reason, ...]] = [()] * players
        self.known: list[int] = [0] * players
        self.excluded: list[int] = [0] * players
        self.choice: list[bool | None] = [None] * players  # True: change, False: keep
        self.turn = 0  # index into order of the player to act
        self.over = False
        self.deck = deck
        self.discard = discard
        self.deck_known = False  # the deck is the reshuffled discard pile: its cards are public

    # -- building -----------------------------------------------------------
    @classmethod
    def begin(
        cls, players: int, order: Sequence[int], hands: Sequence[int], deck: list[int], discard: list[int]
    ) -> tuple[Deal, list[Event]]:
        """Start a deal with ``hands[i]`` dealt to ``order[i]``, then the Cuckoo check (§2.5 step 2)."""
        deal = cls(players, order, deck, discard)
        exempt = order[0] if len(order) >= 3 else -1  # the start player's 15 stays hidden with 3+ players
        for seat, rank in zip(order, hands, strict=True):
            deal.card[seat] = rank
            deal.history[seat] = (seat,)
            deal.excluded[seat] = 0 if seat == exempt else _B15
        events = []
        for seat in order:
            if deal.card[seat] == CUCKOO and seat != exempt:
                deal.shown[seat] = True
                deal.excluded[seat] = 0
                events.append(Event(Ev.CUCKOO, seat, card=CUCKOO))
        if events:
            deal.over = True
        return deal, events

    def copy(self) -> Deal:
        """An independent copy to play on."""
        d = Deal.__new__(Deal)
        d.order = self.order
        d.card = self.card[:]
        d.strong = self.strong[:]
        d.shown = self.shown[:]
        d.history = self.history[:]
        d.reasons = self.reasons[:]
        d.known = self.known[:]
        d.excluded = self.excluded[:]
        d.choice = self.choice[:]
        d.turn = self.turn
        d.over = self.over
        d.deck = self.deck[:]
        d.discard = self.discard[:]
        d.deck_known = self.deck_known
        return d

    # -- queries ------------------------------------------------------------
    @property
    def current(self) -> int | None:
        """The seat to act, or None once the deal is over."""
        return None if self.over else self.order[self.turn]

    @property
    def last(self) -> int:
        """The last seat in the deal's order: the one whose change asks the deck (§2.5 step 3)."""
        return self.order[-1]

    def must_keep(self, seat: int) -> bool:
        """The start player's hidden Cuckoo forces "no change" (§2.9 decision 2)."""
        return seat == self.order[0] and self.card[seat] == CUCKOO and not self.shown[seat]

    def knows(self, viewer: int | None, seat: int) -> bool:
        """Whether ``viewer`` (None: a spectator) may see ``seat``'s card now."""
        if self.shown[seat]:
            return True
        if viewer is None:
            return False
        return viewer == seat or bool(self.known[viewer] >> seat & 1)

    def value(self, seat: int) -> int:
        """What seat ``seat``'s card counts at the showdown: its rank, or 16 for a Matto from the deck (§2.6)."""
        card = self.card[seat]
        if card is None:
            raise ValueError(f"seat {seat} holds no card")
        return MATTO_FROM_DECK if self.strong[seat] else card

    # -- playing --------------------------------------------------------------
    def act(self, change: bool, rng: Rng | None = None) -> list[Event]:
        """The current player's choice; returns what happened.

        ``rng`` reshuffles the discards when a draw finds the deck empty; without
        one an empty deck raises ValueError (as :func:`resolve_deal` promises).
        """
        seat = self.current
        if seat is None:
            raise ValueError("the deal is over")
        if change and self.must_keep(seat):
            raise ValueError("the start player must keep a hidden Cuckoo")
        self.choice[seat] = change
        events: list[Event] = []
        if not change:
            events.append(Event(Ev.KEEP, seat))
        else:
            if not self.shown[seat]:
                self.excluded[seat] |= _B15  # a Cuckoo is never offered: publicly, it is not one
            self._request(seat, self.turn + 1, events, rng)
        self.turn += 1
        if self.turn == len(self.order):
            self.over = True
        return events

    def _request(self, r: int, pos: int, events: list[Event], rng: Rng | None) -> None:
        """request(R, next player) of §2.5.1, following passes."""
        while pos < len(self.order):
            t = self.order[pos]
            y = self.card[t]
            events.append(Event(Ev.ASK, r, t))
            if y == CUCKOO:
                events.append(Event(Ev.BLOCKED, r, t, card=y))
                return
            if y == HUMAN:
                self._show(t)
                self._disqualify(r, Reason.HUMAN)
                events.append(Event(Ev.HUMAN, r, t, card=y))
                return
            if y == CAT:
                self._show(t)
                kind, victim = self._meow(r, Ev.CAT, Ev.CAT_EXCEPTION)
                events.append(Event(kind, r, t, card=y, victim=victim))
                return
            if y in PASSERS:
                self._show(t)
                events.append(Event(Ev.PASS, r, t, card=y))
                pos += 1
                continue
            x = self.card[r]
            if y == MATTO and x in MATTO_BLOCKERS:
                # the Matto never changes hands against a 14 or a 12, whichever side holds it
                # (seed: "渡しても渡されても ... 相手が14(人間)か12(猫)の場合は交換が成立しません");
                # the requester's card has no power of its own: nobody is disqualified
                self._show(r)
                self._show(t)
                events.append(Event(Ev.MATTO_REFUSED, r, t, card=x, other=y))
                return
            self._swap(r, t, events)
            return
        self._request_deck(r, events, rng)

    def _request_deck(self, r: int, events: list[Event], rng: Rng | None) -> None:
        """request(R, DECK) of §2.5.2."""
        events.append(Event(Ev.ASK_DECK, r))
        x = self.card[r]
        while True:
            if not self.deck:
                if rng is None:
                    raise ValueError("the deck ran out during a draw")
                self.deck, self.discard = self.discard, []
                rng.shuffle(self.deck)
                self.deck_known = True
                events.append(Event(Ev.RESHUFFLE))
                if not self.deck:
                    raise ValueError("no card left to draw")
            d = self.deck.pop()
            events.append(Event(Ev.DRAW, r, card=d))
            if d in PASSERS:
                self.discard.append(d)
                events.append(Event(Ev.DECK_PASS, r, card=d))
                continue
            if d in (CUCKOO, HUMAN, CAT):
                self.discard.append(d)
            if d == CUCKOO:
                events.append(Event(Ev.DECK_CUCKOO, r, card=d))
            elif d == HUMAN:
                self._disqualify(r, Reason.HUMAN)
                events.append(Event(Ev.DECK_HUMAN, r, card=d))
            elif d == CAT:
                kind, victim = self._meow(r, Ev.DECK_CAT, Ev.DECK_CAT_EXCEPTION)
                events.append(Event(kind, r, card=d, victim=victim))
            else:
                # exchange: R takes D (face up), X is discarded face up
                if x is None:
                    raise ValueError(f"seat {r} holds no card")
                self.discard.append(x)
                self.card[r] = d
                self.strong[r] = d == MATTO
                self.history[r] = (r,)
                self.shown[r] = True
                self.excluded[r] = 0
                events.append(Event(Ev.TAKE, r, card=d, other=x))
            return

    def _swap(self, r: int, t: int, events: list[Event]) -> None:
        x, y = self.card[r], self.card[t]
        self.card[r], self.card[t] = y, x
        self.strong[r], self.strong[t] = self.strong[t], self.strong[r]
        self.shown[r], self.shown[t] = self.shown[t], self.shown[r]
        hx, hy = self.history[r], self.history[t]
        self.history[r], self.history[t] = (*hy, r), (*hx, t)
        ex_r, ex_t = self.excluded[r], self.excluded[t]
        # what everybody knows about a card follows it; the two sides learn both cards
        br, bt = 1 << r, 1 << t
        for v, mask in enumerate(self.known):
            if (mask >> r ^ mask >> t) & 1:
                self.known[v] = mask ^ (br | bt)
        self.known[r] |= bt
        self.known[t] |= br
        events.append(Event(Ev.SWAP, r, t, card=x, other=y))
        # publicly: the card R received was no power card and (unless announced) no Matto;
        # the card T received for a Matto was no 14 or 12
        self.excluded[r] = 0 if self.shown[r] else ex_t | _HIGH | (_BM if y != MATTO else 0)
        self.excluded[t] = (
            0 if self.shown[t] else ex_r | _B15 | (_BM if x != MATTO else 0) | (_BLOCK if y == MATTO else 0)
        )
        if y == MATTO:
            self._show(r)
            self._disqualify(r, Reason.MATTO)
            events.append(Event(Ev.MATTO, r, card=MATTO))
        if x == MATTO:
            self._show(t)
            self._disqualify(t, Reason.MATTO)
            events.append(Event(Ev.MATTO, t, card=MATTO))

    def _show(self, seat: int) -> None:
        self.shown[seat] = True
        self.excluded[seat] = 0

    def _disqualify(self, seat: int, reason: Reason) -> None:
        if reason not in self.reasons[seat]:
            self.reasons[seat] = (*self.reasons[seat], reason)

    def _meow(self, requester: int, plain: Ev, exception: Ev) -> tuple[Ev, int]:
        """Disqualify the cat victim of ``requester``; the event kind says whether the cat exception applied."""
        victim = self.cat_victim(requester)
        self._disqualify(victim, Reason.CAT)
        return (plain if victim == self.history[requester][0] else exception), victim

    def cat_victim(self, requester: int) -> int:
        """Who a Cat curses: the first holder of the requester's card not already
        disqualified by a Matto (the cat exception); else the requester."""
        for holder in self.history[requester]:
            if Reason.MATTO not in self.reasons[holder]:
                return holder
        return requester

    # -- the end ----------------------------------------------------------------
    def showdown(self, cancellation: bool = False) -> Showdown:
        """Reveal every card and work out the penalties of §2.6."""
        values = tuple(self.value(s) for s in self.order)
        low = min(values)
        lowest = tuple(sorted(s for s, v in zip(self.order, values, strict=True) if v == low))
        pairs: tuple[int, ...] = ()
        if cancellation:
            printed = [self.card[s] for s in self.order]
            pairs = tuple(sorted(s for s in self.order if printed.count(self.card[s]) > 1))
        disq = tuple(sorted(s for s in self.order if self.reasons[s]))
        penalised = tuple(sorted({*lowest, *pairs, *disq}))
        return Showdown(values, lowest, pairs, disq, penalised)


@dataclass(frozen=True)
class DealResult:
    """The result of :func:`resolve_deal`; seats are indices in turn order."""

    final: list[int]  # printed ranks after the deal (a Matto from the deck stays -4)
    values: list[int]  # showdown values (a Matto from the deck counts 16)
    disqualified: list[int]
    lowest: list[int]
    penalised: list[int]
    events: tuple[Event, ...]


def _rank(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not LOWEST <= value <= HIGHEST:
        raise ValueError(f"{what} must be a rank from {LOWEST} to {HIGHEST}, not {value!r}")
    return value


def resolve_deal(
    hands: Sequence[int],
    deck: Sequence[int] = (),
    changes: str | None = None,
    cancellation: bool = False,
) -> DealResult:
    """Resolve one deal exactly as the game does (§2.5 with the decisions of §2.9).

    ``hands`` are the seats' ranks in turn order, start player first and last
    player last; ``deck`` lists the top cards, top first; ``changes`` has one
    ``C`` (change) or ``N`` (no change) per seat (default: all ``N``). A change
    by a player who may not change (the deal already ended with a Cuckoo, or a
    start player keeping a hidden Cuckoo) is ignored. Bad input raises ValueError.

    >>> resolve_deal([5, 6, 7, -4], [8], "NNNC").penalised   # the last player dumps the Matto (C21)
    [0]
    """
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise ValueError("hands must be a list of ranks")
    cards = [_rank(h, "every card") for h in hands]
    if len(cards) < 2:
        raise ValueError("a deal needs at least 2 hands")
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Sequence):
        raise ValueError("deck must be a list of ranks")
    pile = [_rank(d, "every deck card") for d in deck]
    if changes is None:
        changes = "N" * len(cards)
    if not isinstance(changes, str) or len(changes) != len(cards) or set(changes.upper()) - {"C", "N"}:
        raise ValueError(f"changes must have one C or N per hand ({len(cards)} letters), not {changes!r}")
    order = tuple(range(len(cards)))
    deal, events = Deal.begin(len(cards), order, cards, pile[::-1], [])
    for letter in changes.upper():
        seat = deal.current
        if seat is None:
            break
        events += deal.act(letter == "C" and not deal.must_keep(seat))
    show = deal.showdown(cancellation)
    final = [c for c in deal.card if c is not None]
    return DealResult(
        final, list(show.values), list(show.disqualified), list(show.lowest), list(show.penalised), tuple(events)
    )
