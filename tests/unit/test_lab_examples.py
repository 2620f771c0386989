"""The Python lab's examples (web/lab/examples/) under CPython.

Each example is run as the lab runs it (its own namespace, ``pyscript.display`` recording
what it draws, tests/support/lab.py), and its result is checked against the same library
calls made here. tests/browser/test_lab.py checks that the page shows these same results.
"""

from __future__ import annotations

import json
import sys
import types

import pytest

from tabletop import Save, get_game
from tabletop.core.bots import bot_names
from tabletop.cucco import resolve_deal
from tabletop.laserreflection import Board, count_solutions, generate
from tabletop.magiccircle import Circle, score
from tests.support.lab import EXAMPLES, run_example, stand_in_pyscript


def test_the_five_examples_are_there() -> None:
    assert list(EXAMPLES) == ["laser", "cucco", "magiccircle", "bots", "save"]


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_each_example_draws_its_result(name: str) -> None:
    shown = run_example(name)
    assert list(shown.results()) == [name]
    assert len(shown.all_html()) > 200, "more than the result: tables, text, drawings"


def test_laser_clues_solutions_puzzle_and_link() -> None:
    shown = run_example("laser")
    names, result = shown.names, shown.results()["laser"]
    board = Board.parse(names["BOARD"].strip())
    assert {edge: tuple(clue) for edge, clue in result["clues"].items()} == board.clues()
    assert result["count"] == str(count_solutions(board))
    assert result["solutions"] >= 1
    puzzle = generate(size=names["SIZE"], items=names["ITEMS"], unique=True, seed=names["SEED"])
    assert result["puzzle"] == str(puzzle)
    assert str(count_solutions(puzzle)) == "unique", "a puzzle with exactly one solution"
    # the link opens that puzzle: a solo Laser Reflection game the rules accept
    save = Save.decode_link(result["link"])
    assert (save.game, save.players, save.options["puzzle"]) == ("laserreflection", 1, str(puzzle))
    save.start()
    drawn = shown.all_html()
    assert drawn.count("<svg") == 2, "the board and the new puzzle, drawn"
    assert f'href="https://YOUR-SITE/#/laserreflection/{result["link"]}"' in drawn
    assert f"&lt;iframe src=&quot;https://YOUR-SITE/?embed#/laserreflection/{result['link']}&quot;" in drawn


def test_cucco_deal_is_resolved_as_by_the_rules() -> None:
    shown = run_example("cucco")
    names, result = shown.names, shown.results()["cucco"]
    deal = resolve_deal(names["HANDS"], names["DECK"], names["CHANGES"])
    assert result == {
        "final": list(deal.final),
        "values": list(deal.values),
        "lowest": list(deal.lowest),
        "disqualified": list(deal.disqualified),
        "penalised": list(deal.penalised),
    }


def test_magic_circle_score_with_its_breakdown() -> None:
    shown = run_example("magiccircle")
    names, result = shown.names, shown.results()["magiccircle"]
    s = score(Circle.parse(names["CIRCLE"]), activated=names["ACTIVATED"])
    assert (result["base"], result["multiplier_percent"], result["total"]) == (s.base, s.multiplier_percent, s.total)
    assert [tuple(f) for f in result["formations"]] == [tuple(f) for f in s.formations]
    assert s.total == s.base * s.multiplier_percent // 100


def test_bot_matches_are_seeded_and_counted() -> None:
    first, again = run_example("bots"), run_example("bots")
    result = first.results()["bots"]
    assert result == again.results()["bots"], "the same seeds give the same matches"
    names = first.names
    assert set(names["BOTS"]) <= set(bot_names(names["GAME"]))
    assert len(result["scores"]) == names["MATCHES"] == len(result["moves"])
    assert sum(result["wins"].values()) == pytest.approx(names["MATCHES"])
    # the progress bar ends full, in its own element
    assert 'value="6"' in first.html["bot-progress"][-1] and len(first.html["bot-progress"]) == 1


def test_saved_game_steps_and_observation() -> None:
    shown = run_example("save")
    names, result = shown.names, shown.results()["save"]
    save = names["save"]
    assert result["moves"] == len(save.actions) == 12
    state = save.start()
    for player, action in save.actions[: names["STEPS"]]:
        state = state.apply(player, action)
    assert result["observation_keys"] == sorted(state.observation(names["SEAT"]))
    assert get_game(result["game"]).id == "cucco"


def test_a_save_given_as_text_is_the_one_stepped_through() -> None:
    text = Save("magiccircle", 2, {}, 3, ()).to_json()
    source = (EXAMPLES["save"]).read_text()
    assert 'SAVE = r""""""' in source, "the line the lab's save picker fills in (web/lab/lab.js)"
    with stand_in_pyscript() as shown:
        names: dict[str, object] = {"__name__": "__main__"}
        exec(compile(source.replace('SAVE = r""""""', f'SAVE = r"""{text}"""'), "5_save.py", "exec"), names)
    assert shown.results()["save"] == {
        "game": "magiccircle",
        "moves": 0,
        "stepped": 0,
        "observation_keys": sorted(Save.from_json(text).start().observation(0)),
    }


def test_use_output_points_display_at_the_editor_output() -> None:
    with stand_in_pyscript():
        import labkit

        module = types.ModuleType("pyscript.display")
        module.current_target = lambda: ""  # type: ignore[attr-defined]
        sys.modules["pyscript.display"] = module
        try:
            labkit.use_output("out-cucco")
            assert module.current_target() == "out-cucco"  # type: ignore[attr-defined]
        finally:
            del sys.modules["pyscript.display"]


def test_the_app_loads_nothing_of_the_lab() -> None:
    """The lab's files stay off the app's path: not in index.html, not in the app's precache."""
    root = EXAMPLES["laser"].parents[3]
    page = (root / "index.html").read_text()
    assert "pyscript" not in page.lower() and "web/lab/" not in page
    version = root / "web" / "vendor" / "version.json"
    if not version.exists():
        pytest.skip("web/vendor is not built (node tools/vendor.mjs)")
    built = json.loads(version.read_text())
    assert "lab.html" in built["lab"] and "pyscript.toml" in built["lab"]
    assert not [f for f in built["precache"] if "pyscript" in f or f.startswith("web/lab/") or f == "lab.html"]
