"""core.hidden: a game's secrets declared once, read by its observation and its re-deal."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from tabletop.core.hidden import Follows, Secret, Secrets
from tabletop.core.rng import Rng


@dataclass
class Table:
    """Two seats' hands, a deck, the seat on turn and what it may still swap (a copy of its hand)."""

    hands: list[list[int]]
    deck: list[int]
    current: int = 0
    swappable: list[int] = field(default_factory=list)


def _deal(t: Table, viewer: int, rng: Rng) -> Table:
    other = 1 - viewer
    pool = t.hands[other] + t.deck
    rng.shuffle(pool)
    hands = [list(h) for h in t.hands]
    hands[other] = pool[: len(t.hands[other])]
    return replace(t, hands=hands, deck=pool[len(t.hands[other]) :])


def _follow(t: Table, viewer: int, rng: Rng) -> None:
    t.swappable = list(t.hands[t.current])


SECRETS: Secrets[Table] = Secrets(
    secrets=(Secret("hands", parts=lambda t: range(2), seen_by=lambda t, q: (q,)), Secret("deck")),
    deal=_deal,
    follows=(Follows("swappable", "hands", parts=lambda t: (t.current,), derive=_follow),),
)


def _table() -> Table:
    return Table([[1, 2], [3, 4]], [5, 6, 7, 8], current=1, swappable=[3, 4])


def test_a_part_is_shown_only_to_the_seats_that_see_it() -> None:
    t = _table()
    assert [SECRETS.show(t, v, "hands", 1) for v in (0, 1, None)] == [None, [3, 4], None]
    assert SECRETS.show(t, 1, "deck") is None
    shown = SECRETS.show(t, 1, "hands", 1)
    shown.append(9)  # a copy: the observation cannot change the state
    assert t.hands[1] == [3, 4]


def test_a_follower_is_seen_as_its_source() -> None:
    t = _table()
    assert [SECRETS.sees(t, v, "swappable") for v in (0, 1, None)] == [False, True, False]
    assert SECRETS.hidden(t, 0) == [("hands", 1), ("deck", None), ("swappable", None)]
    assert SECRETS.hidden(t, 1) == [("hands", 0), ("deck", None)]


def test_a_resample_derives_a_follower_whose_source_was_dealt_again() -> None:
    t = _table()
    changed = False
    for seed in range(8):
        other = SECRETS.resample(t, 0, Rng(seed))  # seat 0 cannot see hand 1: swappable follows it
        assert other.hands[0] == [1, 2] and other.swappable == other.hands[1]
        changed |= other.hands[1] != [3, 4]
    assert changed
    assert t.hands == [[1, 2], [3, 4]] and t.swappable == [3, 4]


def test_a_follower_of_a_part_the_viewer_sees_is_left_alone() -> None:
    t = _table()
    t.swappable = [4]  # one card swapped away: not a copy of the hand
    for seed in range(4):
        other = SECRETS.resample(t, 1, Rng(seed))  # seat 1 sees its own hand
        assert other.hands[1] == [3, 4] and other.swappable == [4]


def test_a_spectator_may_be_among_those_who_see() -> None:
    shown: Secrets[Table] = Secrets((Secret("deck", seen_by=lambda t, part: (0, 1, None)),), deal=lambda t, v, rng: t)
    assert shown.sees(_table(), None, "deck") and shown.value(_table(), "deck") == [5, 6, 7, 8]


def test_value_reads_plain_data() -> None:
    t: Any = _table()
    t.deck = Rng(5)
    assert SECRETS.value(t, "deck") == Rng(5).state
    with pytest.raises(KeyError, match="no secret named 'table'"):
        SECRETS.sees(t, 0, "table")


def test_a_seat_may_know_what_a_part_holds_but_not_its_order() -> None:
    decks: Secrets[Table] = Secrets(
        (Secret("hands", parts=lambda t: range(2), known_by=lambda t, q: (q,)),), deal=lambda t, v, rng: t
    )
    t = Table([[2, 1], [4, 3]], [])
    assert decks.contents(t, 0, "hands", 0) == [1, 2]  # its items, sorted: not their order
    assert decks.contents(t, 1, "hands", 0) is None and decks.contents(t, None, "hands", 0) is None
    assert not decks.sees(t, 0, "hands", 0) and decks.show(t, 0, "hands", 0) is None
    assert decks.hidden(t, 0) == [("hands", 0), ("hands", 1)]  # a re-deal may still shuffle it
    assert SECRETS.contents(t, 1, "hands", 1) == [3, 4]  # a part the viewer sees, it knows too
