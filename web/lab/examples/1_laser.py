# Laser Reflection: a board from text, its clues, a drawing, the solver,
# a generator, and a share link
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
clues = board.clues()  # {edge: (colour, length)}
display(board_svg(board))
rows = [(edge, colour, length) for edge, (colour, length) in clues.items()]
display(table(["edge", "colour", "length"], rows, f"{len(clues)} clues"))

# solve the clues with the same tiles: every board that gives them (up to 3)
boards = solve(clues, stock=board.stock(), limit=3)
count = count_solutions(board)
display(f"boards with these clues: {len(boards)} (count_solutions: {count})")

# a new puzzle with exactly one solution
SIZE, ITEMS, SEED = 6, 6, 3
puzzle = generate(size=SIZE, items=ITEMS, unique=True, seed=SEED)
display(pre(str(puzzle)), board_svg(puzzle))

# a share link (the puzzle, solo, in the app) and the iframe code for a wiki page
options = {"puzzle": str(puzzle), "size": SIZE, "items": max(4, puzzle.stock().total())}
seats = [{"name": "Lab", "bot": None}]
link = Save("laserreflection", 1, options, SEED, (), {"seats": seats}).encode_link()
url = f"{site_url()}#/laserreflection/{link}"
embed = f"{site_url()}?embed#/laserreflection/{link}"
iframe = (
    f'<iframe src="{embed}" title="Laser Reflection" width="640" height="720"'
    ' style="border:0;width:100%;max-width:640px" loading="lazy"></iframe>'
)
display(HTML(f'<p><a class="lab-link" href="{url}" target="_blank">{url}</a></p>'))
display(pre(iframe))

data = {
    "clues": {edge: list(clue) for edge, clue in clues.items()},
    "solutions": len(boards),
    "count": str(count),
    "puzzle": str(puzzle),
    "link": link,
}
display(result("laser", data))
