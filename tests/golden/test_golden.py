from __future__ import annotations

import difflib
import json

import pytest

import tabletop
from tabletop.core.save import Save
from tests.golden.golden import HERE, PER_GAME, path_for, trace

FILES = sorted((HERE / "data").glob("*.json"))


@pytest.mark.parametrize("game_id", tabletop.GAMES)
def test_every_game_has_golden_playthroughs(game_id: str) -> None:
    missing = [path_for(game_id, i).name for i in range(PER_GAME) if not path_for(game_id, i).exists()]
    assert not missing, f"record them: python -m tests.golden.golden record {game_id}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough_replays_identically(path) -> None:  # type: ignore[no-untyped-def]
    recorded = json.loads(path.read_text())
    save = Save.from_dict(recorded["save"])
    if save.game not in tabletop.GAMES:
        pytest.fail(f"{path.name}: game {save.game} is not registered")
    now = trace(save)
    if now["steps"] != recorded["steps"]:
        diff = "\n".join(difflib.unified_diff(recorded["steps"], now["steps"], "recorded", "now", lineterm="", n=1))
        pytest.fail(f"{path.name} replays differently:\n{diff[:4000]}")
    assert now["outcome"] == recorded["outcome"]
