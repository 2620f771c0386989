"""Random puzzle generation (docs/rules/laserreflection.md §1.5.1, §1.8 and its additions)."""

from __future__ import annotations

import pytest

from tabletop.core.rng import Rng
from tabletop.laserreflection import (
    Board,
    GenerationBudgetExceeded,
    GenerationError,
    SolutionCount,
    Stock,
    Tile,
    count_solutions,
    difficulty,
    generate,
    search,
    stock_for,
)
from tabletop.laserreflection.generate import generate_puzzle


@pytest.mark.parametrize(
    ("items", "text"),
    [
        (8, "/3 \\2 |1 -1 #1 o1"),
        (12, "/5 \\4 |1 -1 #1 o1"),
        (20, "/7 \\7 |2 -2 #2 o2"),
    ],
)
def test_stock_formula_table(items: int, text: str) -> None:
    assert stock_for(items, black_holes=True) == Stock.parse(text)
    assert str(stock_for(items)) == text.rsplit(" ", 1)[0]
    assert stock_for(items).total() == items


def test_l20_stock_for_12_items_with_black_holes() -> None:
    s = stock_for(12, black_holes=True)
    assert dict(s) == {
        Tile.SLASH: 5,
        Tile.BACKSLASH: 4,
        Tile.VERTICAL: 1,
        Tile.HORIZONTAL: 1,
        Tile.SQUARE: 1,
        Tile.BLACK_HOLE: 1,
    }


def test_stock_small_and_triangle_cases() -> None:
    assert str(stock_for(3)) == "/2 \\1"
    assert stock_for(0).total() == 0
    tri = stock_for(20, triangles=True, rng=Rng(1))
    assert tri.total() == 20
    assert sum(n for t, n in tri.items() if t.is_triangle) == 2
    assert tri[Tile.SLASH] + tri[Tile.BACKSLASH] == 12
    assert stock_for(20, triangles=True, rng=Rng(1)) == tri
    assert stock_for(8, triangles=True, rng=Rng(1)) == stock_for(8)  # 8 // 10 == 0
    with pytest.raises(ValueError):
        stock_for(20, triangles=True)  # needs an rng
    with pytest.raises(ValueError):
        stock_for(-1)


def test_generation_is_deterministic_for_a_seed() -> None:
    a = generate(size=8, items=12, seed=7)
    assert generate(size=8, items=12, seed=7) == a
    assert generate(size=8, items=12, seed=8) != a
    assert generate(size=8, items=12, rng=Rng(7)) == a
    assert a.stock() == stock_for(12) and a.size == 8 and a.warps() == ()
    u = generate(size=8, items=12, unique=True, seed=7)
    assert generate(size=8, items=12, unique=True, seed=7) == u


def test_generated_puzzles_use_the_options() -> None:
    b = generate(size=7, items=10, black_holes=True, warps=True, triangles=True, seed=3)
    assert len(b.warps()) == 2
    assert b.stock() == stock_for(10, True, True, Rng(3))
    assert b[b.warps()[0]] is Tile.WARP
    fixed = generate(size=6, items=8, warps=[(1, 1), (4, 4)], seed=3)
    assert fixed.warps() == ((1, 1), (4, 4))


def test_quality_filter_every_tile_is_touched() -> None:
    for seed in range(20):
        b = generate(size=6, items=10, seed=seed)
        assert set(b.tiles()) <= b.visited()


def test_quality_filter_gives_up_after_50_tries() -> None:
    # 3x3 with 8 tiles: hardly any layout lets every beam reach every tile.
    p = generate_puzzle(size=3, items=8, seed=1)
    assert 1 <= p.tries <= 50
    assert p.board.stock() == stock_for(8)
    assert p.unique is None and p.status is None


@pytest.mark.parametrize(
    ("size", "items", "holes", "warps"), [(6, 8, False, False), (8, 12, False, False), (7, 10, True, True)]
)
def test_unique_generator_yields_proven_unique_puzzles(size: int, items: int, holes: bool, warps: bool) -> None:
    for seed in range(3):
        p = generate_puzzle(size, items, holes, warps, unique=True, seed=seed)
        assert p.unique is True and p.status is SolutionCount.UNIQUE
        assert p.difficulty is not None and 1 <= p.difficulty <= 5
        b = p.board
        assert set(b.tiles()) <= b.visited()
        assert count_solutions(b) is SolutionCount.UNIQUE
        result = search(b.clues(), b.stock(), b.warps(), limit=None)
        assert result.solutions == (b,)
        assert difficulty(b) == p.difficulty


def test_unique_generation_budget() -> None:
    with pytest.raises(GenerationBudgetExceeded):
        generate(size=10, items=20, unique=True, seed=1, budget=50)
    p = generate_puzzle(10, 20, unique=True, seed=1, budget=50)
    assert p.unique is not True and p.difficulty is None
    assert p.status in (SolutionCount.UNKNOWN, SolutionCount.MULTIPLE)
    assert p.nodes <= 50 + 1
    assert isinstance(p.board, Board) and p.board.stock() == stock_for(20)


def test_bad_options() -> None:
    with pytest.raises(GenerationError):
        generate(size=3, items=9, warps=True, seed=1)  # 9 tiles, 7 free cells
    with pytest.raises(GenerationError):
        generate(size=13, seed=1)
    with pytest.raises(GenerationError):
        generate(size=8)  # neither seed nor rng
    with pytest.raises(GenerationError):
        generate(size=8, seed=1, rng=Rng(1))
    with pytest.raises(GenerationError):
        generate(size=8, warps=[(1, 1)], seed=1)
    with pytest.raises(ValueError):
        generate(size=8, items=-1, seed=1)
