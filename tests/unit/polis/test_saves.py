"""Polis saves through the state codec: a wrong value is refused with its path; determinize's one dealer."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tabletop.core.errors import InvalidSave
from tabletop.core.rng import Rng
from tabletop.polis import data as D
from tests.conformance.starts import STARTS
from tests.unit.polis.helpers import GAME


@pytest.mark.parametrize(
    ("path", "value", "named"),
    [
        (("sides", 1, "resources", "wood"), -1, r"sides\[1\]\.resources\.wood"),
        (("poleis", "sparta", "built"), ["no-such-project"], r"poleis\.sparta\.built\[0\]"),
        (("markets",), {}, r"markets\.\w+ must be an object"),
        (("turn", "passed"), [True], r"turn\.passed must be a list of 2"),
    ],
)
def test_a_wrong_value_is_refused_with_its_path(path: tuple[Any, ...], value: object, named: str) -> None:
    data = GAME.new(2, {}, 3).to_dict()
    inner: Any = data
    for key in path[:-1]:
        inner = inner[key]
    inner[path[-1]] = value
    with pytest.raises(InvalidSave, match=named):
        GAME.from_dict(data)


def test_determinize_deals_the_other_battle_hand_from_the_cards_its_seat_has_not_seen() -> None:
    state: Any = STARTS["polis"][0].build(GAME, 0)
    assert state.battle is not None and state.hands[1]
    obs = state.observation(0)
    others = set()
    for seed in range(6):
        guess: Any = GAME.determinize(obs, 0, Rng(seed))
        assert guess.hands[0] == state.hands[0]
        assert len(guess.hands[1]) == len(state.hands[1])
        seen = guess.hands[0] + guess.hands[1] + guess.battle["played"][0] + guess.battle["played"][1]
        assert not Counter(seen) - Counter(D.full_deck()), "a card dealt twice"
        assert guess.observation(0) == obs
        others.add(tuple(guess.hands[1]))
    assert len(others) > 1, "the other hand is dealt at random"
