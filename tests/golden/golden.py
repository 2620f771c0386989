"""Golden playthroughs: recorded games replayed step by step and diffed.

A golden file holds a save envelope and, for every step, the digest of the
full state and the spectator's observation after it, plus the final outcome.
Regenerate after an intended rules change with
``python -m tests.golden.golden record`` and review the diff.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import tabletop
from tabletop.core.save import Match, Save
from tests.support.playouts import choose, configurations
from tabletop.core.rng import Rng

HERE = Path(__file__).resolve().parent
PER_GAME = 3


def _h(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:12]


def trace(save: Save) -> dict[str, Any]:
    """Replay ``save`` and describe every step."""
    game = save.game_object()
    state = game.new(save.players, save.options, save.seed)
    steps = []
    for p, a in save.actions:
        state = state.apply(p, a)
        steps.append(f"{p} {a} | state {_h(state.to_dict())} | public {_h(state.observation(None))}")
    outcome = state.outcome()
    return {"steps": steps, "outcome": outcome.to_json() if outcome else None}


def record(game_id: str, index: int) -> dict[str, Any]:
    game = tabletop.get_game(game_id)
    configs = list(configurations(game))
    players, options = configs[(index * 7) % len(configs)]
    seed = 1000 + index
    match = Match(game, players, options, seed)
    rng = Rng(seed)
    while not match.state.is_over():
        match.apply(*choose(match.state, rng))
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
