"""Damaged state dicts (``Game.from_dict``) end in InvalidSave, or in a state that still works.

Each game's state after a short playout is saved with ``to_dict``; one
value at a time (every top-level field, and a seeded sample of deeper
ones) is replaced by a hostile one: NaN, a lone surrogate, a list nested
3,000 deep, 100,000 characters of text. ``from_dict`` must raise
InvalidSave with a short message, or give a state whose ``to_dict`` and
observations are strict JSON a browser reads.

``Game.from_dict`` (core/game.py) starts with
``tabletop.core.text.check_json_data`` and quotes its caught error briefly,
which is what makes most of these cases pass.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from tabletop.core.errors import InvalidSave
from tabletop.core.game import Game
from tabletop.core.rng import Rng
from tests.property.support import GAMES, check_message, deep, played

HOSTILE: dict[str, Any] = {
    "nan": float("nan"),
    "surrogate": "\ud800",
    "deep": deep(3000),
    "long text": "x" * 100_000,
}


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path] if path else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _strict(value: Any) -> None:
    def refuse(name: str) -> Any:
        raise AssertionError(f"{name} in the output")

    json.loads(json.dumps(value, ensure_ascii=False).encode("utf-8"), parse_constant=refuse)


#: (game, hostile value) pairs that fail now, and where they fail; strict, so a fix shows up as XPASS
FAILING: dict[tuple[str, str], str] = {}  # none left: Game.from_dict checks the data and quotes briefly


def _cases() -> list[Any]:
    out = []
    for g in GAMES:
        for name in HOSTILE:
            reason = FAILING.get((g.id, name))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            out.append(pytest.param(g, name, marks=marks, id=f"{g.id}-{name}"))
    return out


@pytest.mark.parametrize(("game", "hostile"), _cases())
def test_damaged_state_dicts_are_refused_or_work(game: Game[Any], hostile: str) -> None:
    _, states = played(game.id)
    good = states[-1].to_dict()
    paths = _paths(good)
    top = [p for p in paths if len(p) == 1 and p != ("game",)]
    rng = Rng(len(paths))
    sample = [paths[rng.randbelow(len(paths))] for _ in range(25)]
    problems = []
    for path in dict.fromkeys([*top, *sample]):
        data = copy.deepcopy(good)
        where = data
        for key in path[:-1]:
            where = where[key]
        where[path[-1]] = HOSTILE[hostile]
        try:
            state = game.from_dict(data)
            _strict(state.to_dict())
            for viewer in [*range(state.players), None]:
                _strict(state.observation(viewer))
        except InvalidSave as e:
            try:
                check_message(e)
            except AssertionError as a:
                problems.append(f"{path}: {a}")
        except Exception as e:  # anything else is a defect, listed with where it happened
            problems.append(f"{path}: {type(e).__name__}: {str(e)[:80]}")
    assert not problems, f"{len(problems)} damaged fields not refused cleanly:\n" + "\n".join(problems[:10])
