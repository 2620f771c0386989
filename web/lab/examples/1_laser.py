# Laser Reflection: a board from text, its clues, a drawing, the solver, a generator, a link
from labkit import HTML, board_svg, pre, result, site_url, table
from pyscript import display

from tabletop import Save
from tabletop.laserreflection import Board, count_solutions, generate, solve

BOARD = """
....
./..
...#
....
"""
board = Board.parse(BOARD.strip())
clues = board.clues()
display(board_svg(board))
display(table(["edge", "colour", "length"], [(e, c, n) for e, (c, n) in clues.items()], f"{len(clues)} clues"))

# solve the clues with the same stock of tiles: every board that gives them
boards = solve(clues, stock=board.stock(), limit=3)
display(f"boards with these clues: {len(boards)}  (count_solutions: {count_solutions(board)})")

# a new puzzle with exactly one solution
SIZE, ITEMS, SEED = 6, 6, 3
puzzle = generate(size=SIZE, items=ITEMS, unique=True, seed=SEED)
display(pre(str(puzzle)), board_svg(puzzle))

# a share link (opens the puzzle in the app, solo) and the iframe code for a wiki page
options = {"puzzle": str(puzzle), "size": SIZE, "items": max(4, puzzle.stock().total())}
link = Save("laserreflection", 1, options, SEED, (), {"seats": [{"name": "Lab", "bot": None}]}).encode_link()
url = f"{site_url()}#/laserreflection/{link}"
iframe = f'<iframe src="{site_url()}?embed#/laserreflection/{link}" width="640" height="720" style="border:0"></iframe>'
display(HTML(f'<p><a class="lab-link" href="{url}" target="_blank">{url[:60]}…</a></p>'), pre(iframe))

display(
    result(
        "laser",
        {
            "clues": {e: [c, n] for e, (c, n) in clues.items()},
            "solutions": len(boards),
            "count": str(count_solutions(board)),
            "puzzle": str(puzzle),
            "link": link,
        },
    )
)
