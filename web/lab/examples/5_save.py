# A saved game: open it, step through it, print one seat's observation
# SAVE is the save file's text: pick one of the app's saves or a file above the editor,
# or leave it empty for a short sample game (two bots, Cucco).
import json

from labkit import pre, result, table
from pyscript import display

import tabletop
from tabletop import Match, Save
from tabletop.core.bots import bot_move, make_bot
from tabletop.core.rng import Rng

SAVE = r""""""
SEAT = 0  # whose observation to print
STEPS = 8  # how many moves from the start (None: all)

if SAVE.strip():
    save = Save.from_json(SAVE)
else:  # a sample: 12 moves of a bot game
    state, rng, actions = tabletop.get_game("cucco").new(3, {}, 5), Rng(5), []
    bot = make_bot("cucco", "heuristic")
    for _ in range(12):
        p = state.active_players()[0]
        action = bot_move(bot, state, p, rng)
        actions.append((p, str(action)))
        state = state.apply(p, action)
    save = Save("cucco", 3, {}, 5, tuple(actions))

game = save.game_object()
state = save.start()
count = len(save.actions) if STEPS is None else min(STEPS, len(save.actions))
rows = []
for n, (player, action) in enumerate(save.actions[:count], 1):
    state = state.apply(player, action)
    rows.append((n, f"P{player + 1}", action, ", ".join(f"P{p + 1}" for p in state.active_players())))
display(f"{game.title['en']}: {save.players} players, seed {save.seed}, {len(save.actions)} moves")
display(table(["move", "seat", "action", "to play next"], rows, f"the first {count} moves"))
observation = state.observation(SEAT)
display(pre(json.dumps(observation, ensure_ascii=False, indent=1)[:4000]))
whole = Match.from_save(save).state
display(f"after all {len(save.actions)} moves: over = {whole.is_over()}")
display(
    result(
        "save",
        {"game": save.game, "moves": len(save.actions), "stepped": count, "observation_keys": sorted(observation)},
    )
)
