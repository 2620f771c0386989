"""Khronos over random playouts: cubes, tiles and cards are conserved after every action, and the
legal-move generator agrees with the rule checker that explains refusals."""

from __future__ import annotations

import json

from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tabletop.khronos.board import FOOT
from tabletop.khronos.data import TILES
from tabletop.khronos.game import Act, KhronosState
from tests.support.playouts import choose


def _conserved(st: KhronosState) -> None:
    st._check_counts()  # cards 11 of each kind, tiles + stock = box counts, cubes on boards + supply = 25


def test_cubes_tiles_and_cards_are_conserved_after_every_action() -> None:
    game = get_game("khronos")
    for seed in range(6):
        st = game.new(2 + seed % 4, {"holdem": seed % 2 == 1}, seed)
        assert isinstance(st, KhronosState)
        rng = Rng(seed)
        while not st.is_over():
            p, a = choose(st, rng)
            st = st.apply(p, a)  # type: ignore[assignment]
            _conserved(st)


def test_the_generator_offers_exactly_the_builds_the_checker_allows() -> None:
    game = get_game("khronos")
    rng = Rng(7)
    st = game.new(3, {}, 7)
    assert isinstance(st, KhronosState)
    checked = 0
    while not st.is_over() and checked < 3:
        p = st.active_players()[0]
        if st.pending is None and st.capacity(p, 0):
            legal = {str(a) for a in st.legal_actions(p) if a.verb in ("build", "upgrade") and a.board == 0}
            for name, t in TILES.items():
                for (x, y, size), _f in FOOT.items():
                    if size != t.tier:
                        continue
                    for verb in ("build", "upgrade"):
                        for extra in ("", "M", "R", "C", "MM", "MR", "MC", "RR", "RC", "CC"):
                            a = Act(verb, name, 0, x, y, extra)
                            ok = st._build_problem(p, a) is None
                            assert ok == (str(a) in legal), (str(a), st._build_problem(p, a))
            checked += 1
        p, a = choose(st, rng)
        st = st.apply(p, a)  # type: ignore[assignment]


def test_previews_show_cost_squares_and_the_ripple_of_each_build() -> None:
    from tests.unit.khronos.helpers import fresh, hand, put

    st = fresh(3)
    put(st, "faith", "chapel", 8, 4, owner=1)
    put(st, "might", "watchtower", 7, 3, owner=0)
    hand(st, 0, "MRCC")
    parts = {p["text"]: p for p in st.legal_parts(0)}
    prev = next(a["value"] for a in parts["upgrade keep might 7,3"]["args"] if a["kind"] == "preview")
    assert prev["cost"] == 1 and prev["bonus"] == 1 and prev["from"]["tile"] == "watchtower"
    faith, reason = prev["ages"][1], prev["ages"][2]
    assert faith["status"] == "shadow" and [o["tile"] for o in faith["overlaps"]] == ["chapel"]
    assert reason["status"] == "ruin"
    forest = next(a["value"] for a in parts["build hamlet might 4,2 +C"]["args"] if a["kind"] == "preview")
    assert forest["surcharge"] == 1 and forest["terrain"] == "forest" and forest["ages"][1]["status"] == "none"
    json.dumps(parts)
    assert json.dumps(st.to_dict())  # previews change nothing


def test_quick_previews_agree_with_playing_the_build_out() -> None:
    game = get_game("khronos")
    rng = Rng(11)
    st = game.new(2, {}, 11)
    assert isinstance(st, KhronosState)
    compared = 0
    while not st.is_over() and compared < 400:
        p = st.active_players()[0]
        for a in st.legal_actions(p)[::7]:
            if a.verb == "build":
                assert st.preview(p, a) == st._preview(p, a, exact=True), str(a)
                compared += 1
        p, a = choose(st, rng)
        st = st.apply(p, a)  # type: ignore[assignment]
    assert compared >= 100
