# A saved game: open it, step through it, print one seat's observation
# SAVE is a save file's text: pick one of this browser's saves or a file above,
# or leave it empty for a sample (12 moves of three Cucco bots).
import json

from labkit import pre, result, table
from pyscript import display

import tabletop
from tabletop import Match, Save
from tabletop.core.bots import bot_move, make_bot
from tabletop.core.rng import Rng

SAVE = r""""""
SEAT = 0  # whose observation to print (0 = the first seat)
STEPS = 8  # how many moves from the start (None: all)

if SAVE.strip():
    save = Save.from_json(SAVE)
else:
    state, rng, actions = tabletop.get_game("cucco").new(3, {}, 5), Rng(5), []
    bot = make_bot("cucco", "heuristic")
    for _ in range(12):
        p = state.active_players()[0]
        action = bot_move(bot, state, p, rng)
        actions.append((p, str(action)))
        state = state.apply(p, action)
    save = Save("cucco", 3, {}, 5, tuple(actions))

game = save.game_object()
total = len(save.actions)
display(f"{game.title['en']}: {save.players} players, seed {save.seed}, {total} moves")

# step through the first moves, checked by the rules as the app does
count = total if STEPS is None else min(STEPS, total)
state = save.start()
rows = []
for n, (player, action) in enumerate(save.actions[:count], 1):
    state = state.apply(player, action)
    next_up = ", ".join(f"P{p + 1}" for p in state.active_players())
    rows.append((n, f"P{player + 1}", action, next_up))
display(table(["move", "seat", "action", "to play next"], rows, f"the first {count} moves"))

observation = state.observation(SEAT)  # exactly what that seat may see
display(pre(json.dumps(observation, ensure_ascii=False, indent=1)[:4000]))
display(f"after all {total} moves: over = {Match.from_save(save).state.is_over()}")

data = {
    "game": save.game,
    "moves": total,
    "stepped": count,
    "observation_keys": sorted(observation),
}
display(result("save", data))
