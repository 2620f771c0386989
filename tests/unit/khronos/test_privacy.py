"""Khronos privacy (docs/rules/khronos.md §14): a hand is its holder's, and so are the cards of it left for Hold'em swaps."""

from __future__ import annotations

from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.khronos.game import KINDS, KhronosState, Phase
from tests.unit.khronos.helpers import fresh


def _at_swaps(holdem: bool) -> KhronosState:
    st = fresh(3, holdem=holdem)
    st.phase = Phase.START
    return st


def test_the_cards_left_for_swaps_are_shown_to_the_seat_on_turn_alone() -> None:
    st = _at_swaps(holdem=True)
    mine = dict(zip(KINDS, st.swappable, strict=True))
    assert sum(mine.values()) == 4
    assert [st.observation(v)["swappable"] for v in (0, 1, 2, None)] == [mine, None, None, None]


def test_without_holdem_nobody_is_shown_them() -> None:
    st = _at_swaps(holdem=False)
    assert [st.observation(v)["swappable"] for v in (0, 1, 2, None)] == [None] * 4


def test_a_swap_leaves_the_seat_on_turn_one_card_fewer_to_swap() -> None:
    st = _at_swaps(holdem=True)
    swap = next(a for a in st.legal_texts(0) if a.startswith("swap"))
    after = st.apply(0, swap)
    assert sum(after.observation(0)["swappable"].values()) == 3
    assert after.observation(1)["swappable"] is None


def test_a_re_deal_or_a_sample_of_another_seat_deals_the_cards_left_for_swaps_from_the_new_hand() -> None:
    game = get_game("khronos")
    st = _at_swaps(holdem=True)
    st = st.apply(0, next(a for a in st.legal_texts(0) if a.startswith("swap")))
    assert isinstance(st, KhronosState)
    for seed in range(6):
        for other in (st.resample_hidden(1, Rng(seed)), game.determinize(st.observation(1), 1, Rng(seed))):
            assert isinstance(other, KhronosState)
            left, hand = other.swappable, other.hands[0]
            assert sum(left) == 3 and all(a <= b for a, b in zip(left, hand, strict=True))
    sample = game.determinize(st.observation(0), 0, Rng(1))  # the seat on turn knows its own
    assert isinstance(sample, KhronosState)
    assert sample.swappable == st.swappable
