"""Saved states from before the state codec: each must still open, unchanged.

``data/states/<game>.json`` holds the full state dicts (``State.to_dict``)
of golden game 0 at a few steps, written by the hand-written save code that
the codec replaced. The test reads each back with today's ``from_dict`` and
writes it again: an old save that no longer opens, or opens as something
else, fails. Record again only for an intended change of a state's format
(with a version bump and a reader for the old one):
``python -m tests.golden.states record [game ...]``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import tabletop
from tabletop.core.save import Save
from tests.golden.golden import HERE, path_for

#: the fractions of golden game 0 at which a state is kept
AT = (0.0, 0.3, 0.7, 1.0)


def path(game_id: str) -> Path:
    return HERE / "data" / "states" / f"{game_id}.json"


def record(game_id: str) -> list[dict[str, Any]]:
    """The state dicts of golden game 0 of ``game_id`` at the steps :data:`AT`."""
    save = Save.from_dict(json.loads(path_for(game_id, 0).read_text())["save"])
    game = save.game_object()
    state = game.new(save.players, save.options, save.seed)
    keep = sorted({round(f * len(save.actions)) for f in AT})
    out = [{"step": 0, "state": state.to_dict()}] if 0 in keep else []
    for i, (p, a) in enumerate(save.actions, 1):
        state = state.apply(p, a)
        if i in keep:
            out.append({"step": i, "state": state.to_dict()})
    return out


def main(argv: list[str]) -> None:
    if argv[:1] != ["record"]:
        raise SystemExit("usage: python -m tests.golden.states record [game ...]")
    for gid in argv[1:] or tabletop.GAMES:
        p = path(gid)
        p.parent.mkdir(exist_ok=True)
        p.write_text(json.dumps(record(gid), separators=(",", ":"), ensure_ascii=False) + "\n")
        print("wrote", p.relative_to(HERE.parent.parent), p.stat().st_size, "bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
