# Bot matches: any game, any two bots, N seeded games
from labkit import HTML, progress, result, table
from pyscript import display

import tabletop
from tabletop.core.bots import bot_move, bot_names, make_bot
from tabletop.core.rng import Rng

GAME = "cucco"  # one of tabletop.GAMES
BOTS = ("heuristic", "random")  # two of bot_names(GAME)
GAMES = 6  # matches; the bots swap seats every match
SEED = 1
OPTIONS = {}

display(f"games: {', '.join(tabletop.GAMES)}   bots for {GAME}: {', '.join(bot_names(GAME))}")
game = tabletop.get_game(GAME)
wins = {name: 0.0 for name in BOTS}
rows = []
display(HTML('<div id="bot-progress"></div>'))
for i in range(GAMES):
    seed = SEED + i
    seats = BOTS if i % 2 == 0 else BOTS[::-1]
    bots = [make_bot(GAME, name) for name in seats]
    rng = Rng(seed)
    state = game.new(2, OPTIONS, seed)
    moves = 0
    while not state.is_over():
        player = state.active_players()[0]
        state = state.apply(player, bot_move(bots[player], state, player, rng))
        moves += 1
    outcome = state.outcome()
    for seat in outcome.winners:
        wins[seats[seat]] += 1 / len(outcome.winners)
    rows.append(
        (
            seed,
            seats[0],
            seats[1],
            " ".join(str(x) for x in outcome.scores),
            ", ".join(seats[w] for w in outcome.winners) or "-",
            moves,
        )
    )
    display(progress(i + 1, GAMES, "matches"), target="bot-progress", append=False)
display(table(["seed", "seat 1", "seat 2", "scores", "winner", "moves"], rows, "matches"))
display(table(["bot", "wins", "win rate"], [(b, wins[b], f"{100 * wins[b] / GAMES:.0f}%") for b in BOTS], "win rate"))
display(
    result(
        "bots",
        {"game": GAME, "bots": list(BOTS), "wins": wins, "scores": [r[3] for r in rows], "moves": [r[5] for r in rows]},
    )
)
