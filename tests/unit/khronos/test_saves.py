"""Khronos saves through the state codec: a wrong value is refused with its path."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tabletop.core.errors import InvalidSave
from tabletop.core.rng import Rng
from tests.support.playouts import choose
from tests.unit.khronos.helpers import fresh


@pytest.mark.parametrize(
    ("key", "change", "named"),
    [
        ("boards", lambda b: b["faith"].update(covered=[1]), r"boards\.faith\.covered"),
        ("adventurers", lambda a: a[1][0].update(left=9), r"adventurers\[1\]\[0\]\.left"),
        ("discard", lambda d: d.pop("R"), r"discard\.R"),
        ("hands", lambda h: h[0].append(0), r"hands\[0\] must be a list of 3"),
    ],
)
def test_a_wrong_value_is_refused_with_its_path(key: str, change: Callable[[Any], Any], named: str) -> None:
    st = fresh()
    data = st.to_dict()
    change(data[key])
    with pytest.raises(InvalidSave, match=named):
        st.game.from_dict(data)


def test_a_building_id_past_the_next_id_is_refused() -> None:
    st: Any = fresh()
    rng = Rng(2)
    while st.next_id == 1:  # until a tile is built
        st = st.apply(*choose(st, rng))
    data = st.to_dict()
    st.game.from_dict(data)
    data["next_id"] -= 1
    with pytest.raises(InvalidSave, match="building id is out of range"):
        st.game.from_dict(data)
