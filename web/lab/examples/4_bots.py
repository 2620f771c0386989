# Bot matches: any game, any two bots, N seeded matches
from labkit import HTML, progress, result, table
from pyscript import display

import tabletop
from tabletop.core.bots import bot_move, bot_names, make_bot
from tabletop.core.rng import Rng

GAME = "cucco"  # one of tabletop.GAMES
BOTS = ("heuristic", "random")  # two of bot_names(GAME)
MATCHES = 6  # the bots swap seats every match
SEED = 1
OPTIONS = {}

display(f"games: {', '.join(tabletop.GAMES)}")
display(f"bots for {GAME}: {', '.join(bot_names(GAME))}")
game = tabletop.get_game(GAME)
wins = dict.fromkeys(BOTS, 0.0)
rows = []
display(HTML('<div id="bot-progress"></div>'))
for i in range(MATCHES):
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
    scores = " ".join(str(x) for x in outcome.scores)
    winners = ", ".join(seats[w] for w in outcome.winners) or "-"
    rows.append((seed, seats[0], seats[1], scores, winners, moves))
    display(progress(i + 1, MATCHES, "matches"), target="bot-progress", append=False)

head = ["seed", "seat 1", "seat 2", "scores", "winner", "moves"]
display(table(head, rows, "matches"))
rates = [(bot, wins[bot], f"{100 * wins[bot] / MATCHES:.0f}%") for bot in BOTS]
display(table(["bot", "wins", "win rate"], rates, "win rate"))

data = {
    "game": GAME,
    "bots": list(BOTS),
    "wins": wins,
    "scores": [row[3] for row in rows],
    "moves": [row[5] for row in rows],
}
display(result("bots", data))
