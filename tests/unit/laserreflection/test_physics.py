"""Laser physics: docs/rules/laserreflection.md §1.11 cases L1-L18 plus board text and edges."""

from __future__ import annotations

import pytest

from tabletop.laserreflection import (
    Board,
    BoardError,
    BoardSyntaxError,
    Colour,
    EdgeError,
    Stock,
    Tile,
    TraceLimitError,
    edge_cell,
    edge_from_index,
    edge_index,
    edges,
)

G, Y, K = Colour.GREEN, Colour.YELLOW, Colour.BLACK


def board5(*rows: str) -> Board:
    """A 5x5 board from 5 row strings."""
    assert len(rows) == 5
    return Board.parse("\n".join(rows))


def place(size: int, tiles: dict[tuple[int, int], str], warps: tuple[tuple[int, int], ...] = ()) -> Board:
    rows = [["."] * size for _ in range(size)]
    for (r, c), ch in tiles.items():
        rows[r][c] = ch
    for r, c in warps:
        rows[r][c] = "x"
    return Board.parse("\n".join("".join(row) for row in rows))


def clue(board: Board, edge: str) -> tuple[Colour, int, str | None]:
    t = board.trace(edge)
    return t.colour, t.number, t.exit


def test_l1_empty_board_passes_straight_through() -> None:
    b = place(5, {})
    assert clue(b, "T2") == (G, 5, "B2")
    assert b.trace("T2").path == ((0, 2), (1, 2), (2, 2), (3, 2), (4, 2))


def test_l2_slash_turns_and_pairs() -> None:
    b = place(5, {(2, 2): "/"})
    assert clue(b, "L2") == (G, 5, "T2")
    assert clue(b, "T2") == (G, 5, "L2")


def test_l3_backslash_turns_down() -> None:
    assert clue(place(5, {(2, 2): "\\"}), "L2") == (G, 5, "B2")


def test_l4_vertical_mirror_reverses_horizontal_passes_vertical() -> None:
    b = place(5, {(2, 2): "|"})
    assert clue(b, "L2") == (Y, 5, "L2")
    assert clue(b, "T2") == (G, 5, "B2")


def test_l5_horizontal_mirror_reverses_vertical_passes_horizontal() -> None:
    b = place(5, {(2, 2): "-"})
    assert clue(b, "T2") == (Y, 5, "T2")
    assert clue(b, "L2") == (G, 5, "R2")


def test_l6_square_on_first_cell_is_yellow_one() -> None:
    b = place(5, {(0, 0): "#"})
    assert clue(b, "T0") == (Y, 1, "T0")
    assert clue(b, "L0") == (Y, 1, "L0")


def test_l7_square_reflects_back_counting_twice_plus_one() -> None:
    assert clue(place(5, {(2, 2): "#"}), "L2") == (Y, 5, "L2")


def test_l8_black_hole_absorbs_and_counts_its_cell() -> None:
    b = place(5, {(2, 3): "o"})
    assert clue(b, "L2") == (K, 4, None)
    assert clue(b, "R2") == (K, 2, None)
    assert clue(b, "T3") == (K, 3, None)


def test_l9_black_hole_on_first_cell() -> None:
    assert clue(place(5, {(0, 0): "o"}), "T0") == (K, 1, None)


def test_l10_corner_diagonals() -> None:
    assert clue(place(5, {(0, 0): "/"}), "T0") == (G, 1, "L0")
    assert clue(place(5, {(0, 0): "\\"}), "T0") == (G, 5, "R0")


def test_l11_warps_teleport_and_count_both_cells() -> None:
    b = place(5, {}, warps=((1, 1), (3, 3)))
    assert clue(b, "L1") == (G, 4, "R3")
    assert clue(b, "R3") == (G, 4, "L1")
    assert clue(b, "T1") == (G, 4, "B3")
    assert clue(b, "T3") == (G, 8, "B1")
    assert clue(b, "L3") == (G, 8, "R1")
    assert b.trace("L1").path == ((1, 0), (1, 1), (3, 3), (3, 4))


def test_l12_turn_up_reverse_and_come_back() -> None:
    assert clue(place(5, {(2, 1): "/", (0, 1): "-"}), "L2") == (Y, 7, "L2")


def test_l13_warp_counted_on_both_legs() -> None:
    b = place(5, {(3, 4): "#"}, warps=((1, 1), (3, 3)))
    assert clue(b, "L1") == (Y, 7, "L1")


def test_l14_black_hole_after_warp() -> None:
    b = place(5, {(3, 4): "o"}, warps=((1, 1), (3, 3)))
    assert clue(b, "L1") == (K, 4, None)


def test_l15_turn_into_black_hole() -> None:
    assert clue(place(5, {(2, 2): "/", (0, 2): "o"}), "L2") == (K, 5, None)


def test_l16_full_clue_table_4x4() -> None:
    b = Board.parse(
        """
        ./..
        ...#
        .\\..
        ...|
        """
    )
    expected = {
        "T0": (G, 4, "B0"), "B0": (G, 4, "T0"),
        "T1": (G, 2, "L0"), "B1": (G, 3, "L2"),
        "T2": (G, 4, "B2"), "B2": (G, 4, "T2"),
        "T3": (Y, 3, "T3"), "B3": (Y, 5, "B3"),
        "R0": (G, 7, "R2"), "L0": (G, 2, "T1"),
        "R1": (Y, 1, "R1"), "L1": (Y, 7, "L1"),
        "R2": (G, 7, "R0"), "L2": (G, 3, "B1"),
        "R3": (Y, 1, "R3"), "L3": (Y, 7, "L3"),
    }  # fmt: skip
    table = b.clue_table()
    assert list(table) == list(edges(4))
    assert {e: tuple(c) for e, c in table.items()} == expected
    assert b.clues() == {e: (c.value, n) for e, (c, n, _) in expected.items()}


def test_l17_both_grids_give_the_same_clues() -> None:
    creator = Board.parse(".#.\n###\n.#.")
    solver = Board.parse(".#.\n#.#\n.#.")
    expected = {e: ("yellow", 1 if e[1] == "1" else 3) for e in edges(3)}
    assert creator.clues() == expected
    assert solver.clues() == expected
    assert creator.visible() == solver  # the centre square is never reached
    assert (1, 1) not in creator.visited()


def test_triangles_follow_the_deflection_table() -> None:
    # ◣ (L): like "\" for beams moving down/left, reverses up/right.
    b = place(5, {(2, 2): "L"})
    assert clue(b, "T2") == (G, 5, "R2")  # moving down -> right
    assert clue(b, "R2") == (G, 5, "T2")  # moving left -> up
    assert clue(b, "B2") == (Y, 5, "B2")  # moving up -> reversed
    assert clue(b, "L2") == (Y, 5, "L2")  # moving right -> reversed
    # ◥ (7): like "\" for beams moving up/right, reverses down/left.
    b = place(5, {(2, 2): "7"})
    assert clue(b, "B2") == (G, 5, "L2")
    assert clue(b, "L2") == (G, 5, "B2")
    assert clue(b, "T2") == (Y, 5, "T2")
    assert clue(b, "R2") == (Y, 5, "R2")
    # ◢ (J): like "/" for beams moving down/right, reverses up/left.
    b = place(5, {(2, 2): "J"})
    assert clue(b, "T2") == (G, 5, "L2")
    assert clue(b, "L2") == (G, 5, "T2")
    assert clue(b, "B2") == (Y, 5, "B2")
    assert clue(b, "R2") == (Y, 5, "R2")
    # ◤ (F): like "/" for beams moving up/left, reverses down/right.
    b = place(5, {(2, 2): "F"})
    assert clue(b, "B2") == (G, 5, "R2")
    assert clue(b, "R2") == (G, 5, "B2")
    assert clue(b, "T2") == (Y, 5, "T2")
    assert clue(b, "L2") == (Y, 5, "L2")


# -- L18 invariants ---------------------------------------------------------


def _random_boards(count: int, size: int, items: int, holes: bool, warps: bool, tri: bool, seed: int) -> list[Board]:
    """Deterministic pseudo-random boards (an LCG, independent of core.rng)."""
    state = seed * 6364136223846793005 + 1442695040888963407
    kinds = ["/", "\\", "|", "-", "#"] + (["o"] if holes else []) + (["L", "J", "F", "7"] if tri else [])

    def below(n: int) -> int:
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        return (state >> 33) % n

    boards = []
    for _ in range(count):
        cells = [(r, c) for r in range(size) for c in range(size)]
        for i in range(len(cells) - 1, 0, -1):
            j = below(i + 1)
            cells[i], cells[j] = cells[j], cells[i]
        w = cells[:2] if warps else []
        placed = {cell: kinds[below(len(kinds))] for cell in cells[2 : 2 + items]}
        boards.append(place(size, placed, tuple(w)))
    return boards


@pytest.mark.parametrize("holes", [False, True])
@pytest.mark.parametrize("warps", [False, True])
@pytest.mark.parametrize("tri", [False, True])
def test_l18_invariants(holes: bool, warps: bool, tri: bool) -> None:
    seed = holes * 4 + warps * 2 + tri
    for i, b in enumerate(_random_boards(1000, 3 + seed % 6 + (seed // 6), 4 + seed, holes, warps, tri, seed)):
        table = b.clue_table()
        for e, (colour, number, exit_) in table.items():
            assert number >= 1
            if colour is Y:
                assert number % 2 == 1 and exit_ == e
            elif colour is G:
                assert exit_ is not None and exit_ != e
                assert table[exit_] == (G, number, e)
            else:
                assert exit_ is None
        # Str round trip and value semantics on a sample.
        if i % 50 == 0:
            assert Board.parse(str(b)) == b


def test_l18_generated_puzzles_reproduce_their_clues() -> None:
    from tabletop.laserreflection import generate

    for seed in range(40):
        p = generate(size=6 + seed % 4, items=8 + seed % 8, black_holes=seed % 2 == 0, warps=seed % 3 == 0, seed=seed)
        assert Board.parse(str(p)).clues() == p.clues()
        assert p.stock().total() >= 8 + seed % 8


# -- board text, edges, value semantics ---------------------------------------


def test_edge_ids_and_index_formula() -> None:
    n = 8
    order = edges(n)
    assert order[:3] == ("T0", "T1", "T2") and order[8] == "R0" and order[16] == "B7" and order[-1] == "L0"
    for i, e in enumerate(order):
        assert edge_index(e, n) == i
        assert edge_from_index(i, n) == e
    assert edge_cell("T3", 8) == ((0, 3), 1)
    assert edge_cell("B3", 8) == ((7, 3), 3)
    assert edge_cell("L3", 8) == ((3, 0), 0)
    with pytest.raises(EdgeError):
        edge_index("T8", 8)
    with pytest.raises(EdgeError):
        Board.empty(5).trace("X1")
    with pytest.raises(ValueError):
        Board.empty(5).trace("L01")


def test_text_round_trip_with_every_tile() -> None:
    text = "/\\|-\n#oLJ\nF7x.\n...x"
    b = Board.parse(text)
    assert str(b) == text
    assert b.warps() == ((2, 2), (3, 3))
    assert b[(0, 0)] is Tile.SLASH and b[(2, 2)] is Tile.WARP and b[(3, 0)] is None
    assert str(b.stock()) == "/1 \\1 |1 -1 #1 o1 L1 J1 F1 71"
    assert Stock.parse(str(b.stock())) == b.stock()
    assert hash(b) == hash(Board.parse(text)) and b == Board.parse(text)
    assert eval(repr(b)) == b


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("...\n.?.\n...", 2, 2),
        ("...\n....\n...", 2, 4),
        ("...\n..\n...", 2, 3),
        ("...\n...", 3, 1),
        ("...\n...\n...\n...", 4, 1),
        ("..\n..", 1, 1),
        ("x..\n...\n...", 1, 1),
        ("x..\n.x.\n..x", 3, 3),
        ("", 1, 1),
        ("\n\n.....\n.....\n..a..\n.....\n.....", 5, 3),
        ("  ...\n  .?.\n  ...", 2, 4),
        ("  ...\n  ..\n  ...", 2, 5),
    ],
)
def test_parse_errors_name_line_and_column(text: str, line: int, column: int) -> None:
    with pytest.raises(BoardSyntaxError) as info:
        Board.parse(text)
    assert (info.value.line, info.value.column) == (line, column)
    assert f"line {line}, column {column}" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_board_helpers_are_immutable_updates() -> None:
    b = Board.empty(4, warps=((0, 0), (3, 3)))
    b2 = b.with_tile((1, 2), Tile.SQUARE)
    assert b[(1, 2)] is None and b2[(1, 2)] is Tile.SQUARE
    assert b2.without((1, 2)) == b
    assert b2.tiles() == {(1, 2): Tile.SQUARE}
    with pytest.raises(BoardError):
        b.with_tile((0, 0), Tile.SLASH)  # a warp cell
    with pytest.raises(BoardError):
        b.with_tile((4, 0), Tile.SLASH)
    with pytest.raises(BoardError):
        b.with_tile((1, 1), Tile.WARP)
    with pytest.raises(BoardError):
        Board(13)
    with pytest.raises(BoardError):
        Board(5, warps=((1, 1),))


def test_trace_cap_is_an_internal_error() -> None:
    # A real board cannot loop (section 1.4.4), so corrupt the cached padded
    # grid: turning the border cell left of row 1 into a "|" traps the beam.
    b = Board.parse("....\n..|.\n....\n....")
    grid = b.grid()
    w = b.size + 2
    grid[2 * w] = grid[2 * w + 3]
    with pytest.raises(TraceLimitError):
        b.trace("L1")
