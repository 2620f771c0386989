"""Solver: visible-layout solutions, uniqueness rules, budgets, hints."""

from __future__ import annotations

import itertools

import pytest

from tabletop.core.rng import Rng
from tabletop.laserreflection import (
    Board,
    Colour,
    SolutionCount,
    Stock,
    Tile,
    count_solutions,
    difficulty,
    hint,
    search,
    solve,
    stock_for,
)


def random_board(rng: Rng, size: int, stock: Stock, warps: bool = False) -> Board:
    cells = [(r, c) for r in range(size) for c in range(size)]
    rng.shuffle(cells)
    warp_cells = cells[:2] if warps else []
    free = cells[2:] if warps else cells
    return Board(size, dict(zip(free, stock.elements(), strict=False)), warp_cells)


def brute_force(target: Board, stock: Stock) -> set[Board]:
    """Every visible layout (using at most ``stock``) with the target's clues."""
    clues = target.clues()
    warps = target.warps()
    cells = [(r, c) for r in range(target.size) for c in range(target.size) if (r, c) not in warps]
    kinds = list(stock)
    found: set[Board] = set()
    counts = dict(stock)

    def rec(i: int, placed: dict[tuple[int, int], Tile]) -> None:
        if i == len(cells):
            board = Board(target.size, placed, warps)
            if board.clues() == clues:
                found.add(board.visible())
            return
        rec(i + 1, placed)
        for kind in kinds:
            if counts[kind]:
                counts[kind] -= 1
                placed[cells[i]] = kind
                rec(i + 1, placed)
                del placed[cells[i]]
                counts[kind] += 1

    rec(0, {})
    return found


@pytest.mark.parametrize(
    ("size", "stock_text", "warps", "seed"),
    [
        (3, "/1 \\1 #1", False, 1),
        (3, "|1 -1 o1", False, 2),
        (4, "/1 \\1 #1", False, 3),
        (4, "/2 |1", False, 4),
        (4, "/1 -1 o1", False, 5),
        (4, "\\1 L1 71", False, 6),
        (4, "/1 #1", True, 7),
        (3, "J1 F1 |1", True, 8),
    ],
)
def test_solver_matches_brute_force(size: int, stock_text: str, warps: bool, seed: int) -> None:
    stock = Stock.parse(stock_text)
    rng = Rng(seed)
    for _ in range(2):
        target = random_board(rng, size, stock, warps)
        expected = brute_force(target, stock)
        result = search(target.clues(), stock, target.warps(), limit=None)
        assert result.complete and not result.out_of_budget
        assert set(result.solutions) == expected
        assert len(result.solutions) == len(expected)  # no duplicates
        assert target.visible() in expected


@pytest.mark.parametrize(
    ("size", "items", "holes", "warps", "triangles"),
    [
        (5, 6, False, False, False),
        (6, 8, True, False, False),
        (6, 8, False, True, False),
        (7, 10, True, True, True),
        (8, 12, False, False, False),
    ],
)
def test_solver_finds_the_generating_layout(size: int, items: int, holes: bool, warps: bool, triangles: bool) -> None:
    rng = Rng(size * 100 + items)
    for _ in range(6):
        stock = stock_for(items, holes, triangles, rng)
        board = random_board(rng, size, stock, warps)
        result = search(board.clues(), stock, board.warps(), limit=2, prefer=board)
        assert result.solutions, str(board)
        assert board.visible() in result.solutions
        for solution in result.solutions:
            assert solution.clues() == board.clues()
            assert solution.warps() == board.warps()
            assert stock.covers(solution.stock())
            assert solution.visible() == solution  # canonical: no unreached tiles


def test_l17_unreached_tile_does_not_break_uniqueness() -> None:
    creator = Board.parse(".#.\n###\n.#.")
    assert count_solutions(creator) is SolutionCount.UNIQUE
    assert solve(creator.clues(), creator.stock(), limit=5) == [Board.parse(".#.\n#.#\n.#.")]


def test_tile_that_deflects_nothing_makes_the_puzzle_multiple() -> None:
    board = Board.parse("#|#.\n....\n....\n....")  # the | is only crossed vertically
    result = search(board.clues(), board.stock(), limit=None)
    assert result.status is SolutionCount.MULTIPLE
    assert set(result.solutions) == {board, board.without((0, 1))}
    # Without the spare | in the stock, the layout is unique again.
    assert count_solutions(board.clues(), Stock.parse("#2")) == "unique"


def test_solver_need_not_use_every_tile() -> None:
    board = Board.parse("....\n./..\n....\n....")
    assert solve(board.clues(), Stock.parse("/1 #2"), limit=3) == [board]
    # Spare diagonals allow more layouts, all using at most the stock.
    spare = Stock.parse("/1 \\1")
    found = solve(board.clues(), spare, limit=None)
    assert board in found and len(found) == 4
    assert all(spare.covers(b.stock()) for b in found)


def test_budget_exhaustion_is_unknown() -> None:
    board = Board.parse(
        """
        ..\\.......
        ......#...
        .|....../.
        /...-.....
        ......\\...
        ...#..../.
        ..........
        .\\./..\\...
        .....-....
        ...|..\\..\\
        """
    )
    result = search(board.clues(), board.stock(), limit=2, budget=5)
    assert result.out_of_budget and not result.complete
    assert result.status is SolutionCount.UNKNOWN
    assert result.nodes == 6  # the node that would exceed the budget is counted
    assert count_solutions(board, budget=5) == "unknown"
    assert difficulty(result) == 5
    full = search(board.clues(), board.stock(), limit=2, prefer=board)
    assert board.visible() in full.solutions


def test_unsatisfiable_clues_have_no_solution() -> None:
    clues = Board.empty(4).clues()
    clues["T0"] = ("yellow", 4)  # yellow numbers are odd
    assert search(clues, Stock.parse("#4")).status is SolutionCount.NONE
    clues = Board.empty(4).clues()
    clues["T0"] = ("green", 3)  # no partner edge shows green 3
    assert solve(clues, Stock.parse("/4")) == []
    clues = Board.parse("#...\n....\n....\n....").clues()
    assert count_solutions(clues, Stock.parse("/4 \\4")) is SolutionCount.NONE  # no reflector


def test_clue_inputs_are_validated() -> None:
    board = Board.parse("....\n./..\n....\n....")
    clues = board.clues()
    assert search(dict(clues), board.stock()).status is SolutionCount.UNIQUE
    # Clue tuples with Colour values, clue_table() and Trace values all work.
    assert search({e: (Colour(c), n) for e, (c, n) in clues.items()}, board.stock()).solutions == (board,)
    assert search(board.clue_table(), board.stock()).solutions == (board,)
    assert search({e: board.trace(e) for e in clues}, board.stock()).solutions == (board,)
    broken = dict(clues)
    del broken["T0"]
    with pytest.raises(ValueError, match="4N clues"):
        search(broken, board.stock())
    with pytest.raises(ValueError, match="missing"):
        search(broken, board.stock(), size=4)
    with pytest.raises(ValueError, match="colour"):
        search({**clues, "T0": ("red", 3)}, board.stock())
    with pytest.raises(ValueError, match="number"):
        search({**clues, "T0": ("green", 0)}, board.stock())
    with pytest.raises(ValueError):
        search(clues, board.stock(), warps=[(0, 0)])
    with pytest.raises(ValueError):
        search(clues, board.stock(), limit=0)
    with pytest.raises(ValueError):
        count_solutions(clues)  # clues without a stock


def test_limit_and_all_solutions() -> None:
    board = Board.parse("#|#.\n.|..\n....\n....")
    every = search(board.clues(), board.stock(), limit=None)
    assert every.complete and len(every.solutions) >= 2
    first = search(board.clues(), board.stock(), limit=1)
    assert len(first.solutions) == 1 and not first.complete
    assert first.status is SolutionCount.UNKNOWN  # one found, the rest unexplored


def test_prefer_only_changes_the_order() -> None:
    rng = Rng(11)
    for _ in range(5):
        board = random_board(rng, 6, stock_for(8), False)
        plain = search(board.clues(), board.stock(), limit=None)
        ordered = search(board.clues(), board.stock(), limit=None, prefer=board)
        assert set(plain.solutions) == set(ordered.solutions)
        assert ordered.solutions[0] == board.visible()


def test_difficulty_grades() -> None:
    easy = Board.parse("....\n./..\n....\n....")
    assert difficulty(easy) == 1
    rng = Rng(5)
    grades = set()
    for _ in range(10):
        board = random_board(rng, 8, stock_for(12), False)
        result = search(board.clues(), board.stock(), limit=2, prefer=board)
        grade = difficulty(result)
        assert 1 <= grade <= 5
        assert grade == difficulty(board)  # same search: prefer=board
        grades.add(grade)
    assert len(grades) >= 2


def _unique_puzzle(seed: int, size: int = 6, items: int = 8) -> Board:
    rng = Rng(seed)
    while True:
        board = random_board(rng, size, stock_for(items), False)
        if board.visible() == board and count_solutions(board) is SolutionCount.UNIQUE:
            return board


def test_hint_walks_a_player_to_the_solution() -> None:
    for seed in range(4):
        target = _unique_puzzle(seed)
        clues, stock = target.clues(), target.stock()
        current = Board.empty(target.size)
        # Start from a wrong guess: every tile shifted one cell to the right.
        for (r, c), tile in target.tiles().items():
            if c + 1 < target.size:
                current = current.with_tile((r, c + 1), tile)
        for _ in range(4 * target.size * target.size):
            h = hint(clues, stock, current)
            if h is None:
                break
            assert target[h.cell] == h.tile
            assert current[h.cell] != h.tile
            current = current.with_tile(h.cell, h.tile)
        else:
            pytest.fail("hints did not converge")
        assert current.clues() == clues
        assert current.visible() == target


def test_hint_reports_wrong_tiles_first() -> None:
    target = Board.parse("....\n./..\n...#\n....")
    wrong = Board.empty(4).with_tile((1, 1), Tile.BACKSLASH)
    h = hint(target.clues(), target.stock(), wrong)
    assert h is not None and (h.cell, h.tile) == ((1, 1), Tile.SLASH)
    wrong = Board.empty(4).with_tile((0, 3), Tile.SQUARE)
    h = hint(target.clues(), target.stock(), wrong)
    assert h is not None and (h.cell, h.tile) == ((0, 3), None)
    assert hint(target.clues(), target.stock(), target) is None
    # An unreached extra tile is not a difference: L17's solver grid is solved.
    creator = Board.parse(".#.\n###\n.#.")
    assert hint(creator.clues(), creator.stock(), Board.parse(".#.\n#.#\n.#.")) is None


def test_hint_errors() -> None:
    clues = Board.empty(4).clues()
    clues["T0"] = ("yellow", 3)
    with pytest.raises(ValueError, match="no solution"):
        hint(clues, Stock.parse("/1"), Board.empty(4))


def test_search_is_deterministic() -> None:
    board = random_board(Rng(3), 8, stock_for(12), False)
    runs = [search(board.clues(), board.stock(), limit=2) for _ in range(2)]
    assert runs[0] == runs[1]


def test_every_tile_kind_round_trips_through_the_solver() -> None:
    for kind in itertools.chain(Stock.parse("/1 \\1 |1 -1 #1 o1 L1 J1 F1 71")):
        board = Board.empty(3).with_tile((1, 1), kind)
        assert board in solve(board.clues(), Stock({kind: 1}), limit=None)
