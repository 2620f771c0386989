"""Golden playthroughs: recorded games replayed step by step and diffed.

A golden file holds a save envelope and one line a step, written for a
person to read and review (like OpenSpiel's playthrough files)::

    #12 p1 change | legal 2: change, keep | obs p1 3fa2c1 p2 77ab12 spec 1c2d33 | state 9e1f00 | Aki asks Ben to change.

that is: the move number, the seat (1-based) and the action; how many legal
actions that seat had, with the first few; a digest of every seat's and the
spectator's observation after the move, and of the full state; then the new
public log lines, in English. The final outcome closes the file. Regenerate
after an intended rules change with ``python -m tests.golden.golden record
[game ...]`` and review the diff: a changed observation digest of one seat
alone is exactly what a privacy change should show.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import tabletop
from tabletop.core.bots import bot_move, bot_names, make_bot
from tabletop.core.rng import Rng
from tabletop.core.save import Match, Save
from tests.support.playouts import configurations

HERE = Path(__file__).resolve().parent
PER_GAME = 3


def _h(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:12]


#: how many legal actions a step line names
FIRST_LEGAL = 3


def trace(save: Save) -> dict[str, Any]:
    """Replay ``save`` and describe every step (the module docstring shows a line)."""
    game = save.game_object()
    state = game.new(save.players, save.options, save.seed)
    steps = []
    seen = _public_log(state)
    for i, (p, a) in enumerate(save.actions, 1):
        legal = state.legal_texts(p)
        state = state.apply(p, a)
        shown = ", ".join(legal[:FIRST_LEGAL]) + (", …" if len(legal) > FIRST_LEGAL else "")
        obs = " ".join(
            f"{'spec' if v is None else f'p{v + 1}'} {_h(state.observation(v))[:6]}"
            for v in [*range(state.players), None]
        )
        log = _public_log(state)
        new = log[_overlap(seen, log) :]
        seen = log
        words = " ".join(game.describe(e, "en") for e in new)
        line = f"#{i} p{p + 1} {a} | legal {len(legal)}: {shown} | obs {obs} | state {_h(state.to_dict())[:6]}"
        steps.append(f"{line} | {words}" if words else line)
    outcome = state.outcome()
    return {"steps": steps, "outcome": outcome.to_json() if outcome else None}


def _overlap(before: list[Any], after: list[Any]) -> int:
    """The length of the longest end of ``before`` that ``after`` starts with (logs that slide or reset)."""
    for k in range(min(len(before), len(after)), 0, -1):
        if before[-k:] == after[:k]:
            return k
    return 0


def _public_log(state: Any) -> list[Any]:
    log = state.observation(None).get("log")
    return list(log) if isinstance(log, list) else []


def record(game_id: str, index: int) -> dict[str, Any]:
    """A game played by the game's own bot (its first registered one) in every seat.

    Game 0 uses the default options at the smallest player count, the others
    spread over the configurations; bots play more like people than random
    moves do, so the recorded games reach every phase.
    """
    game = tabletop.get_game(game_id)
    configs = list(configurations(game))
    players, options = configs[0] if index == 0 else configs[(index * 37) % len(configs)]
    if index == 1 and game.max_players > players:
        players = min(game.max_players, players + 2)
        options = {}
    seed = 1000 + index
    match = Match(game, players, options, seed)
    bot = make_bot(game_id, bot_names(game_id)[0], 2)
    rng = Rng(seed)
    while not match.state.is_over():
        if len(match.actions) > game.max_actions:
            raise RuntimeError(f"{game_id} golden game {index} did not end")
        p = match.state.active_players()[0]
        match.apply(p, bot_move(bot, match.state, p, rng))
    save = match.to_save()
    return {"save": save.to_dict(), **trace(save)}


def path_for(game_id: str, index: int) -> Path:
    return HERE / "data" / f"{game_id}-{index}.json"


def main(argv: list[str]) -> None:
    if argv[:1] != ["record"]:
        raise SystemExit("usage: python -m tests.golden.golden record [game ...]")
    for gid in argv[1:] or tabletop.GAMES:
        for i in range(PER_GAME):
            p = path_for(gid, i)
            p.parent.mkdir(exist_ok=True)
            p.write_text(json.dumps(record(gid, i), indent=1, ensure_ascii=False) + "\n")
            print("wrote", p.relative_to(HERE.parent.parent))


if __name__ == "__main__":
    main(sys.argv[1:])
