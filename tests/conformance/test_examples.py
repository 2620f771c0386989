"""Every game's worked examples (tabletop.core.examples): each replays, each speaks both languages.

An example's steps must be legal from its start, its position text must
read back as the same start (so the app and a link can open it), its rule
must name a section of the game's rules page, and every caption must be
there in English and in Japanese.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tabletop
from tabletop.core import examples
from tabletop.core.errors import InvalidSave
from tabletop.core.examples import Example, InvalidExample, Setup, Step, read_captions
from tabletop.core.save import Save

ROOT = Path(__file__).resolve().parents[2]
#: the fewest examples a game ships
AT_LEAST = 6
CASES = [(g, e) for g in tabletop.GAMES for e in examples.of(g)]


@pytest.mark.parametrize(("game_id", "example"), CASES, ids=[f"{g}-{e.id}" for g, e in CASES])
def test_an_example_replays_from_its_position(game_id: str, example: Example) -> None:
    game = tabletop.get_game(game_id)
    data = example.resolve(game)
    start = game.from_position(data["position"])
    state = start
    for step in data["steps"]:
        state = state.apply(step["player"], step["action"])
    assert state.to_position() == example.replay(game)[-1].to_position()
    section = re.escape(example.rule.lstrip("§"))
    rules = (ROOT / "docs" / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    assert re.search(rf"^#+ .*{section}\b", rules, re.M), f"{example.rule} is no section of docs/rules/{game_id}.md"
    link = Save.decode_link(example.to_save(game).encode_link())
    assert link.replay().to_position() == state.to_position()
    shown = read_captions(link.meta, len(link.actions))
    assert shown is not None and shown["captions"][-1] == dict(example.steps[-1].caption if example.steps else example.caption)


@pytest.mark.parametrize("game_id", tabletop.GAMES)
def test_every_game_has_its_examples(game_id: str) -> None:
    ids = [e.id for e in examples.of(game_id)]
    assert len(ids) >= AT_LEAST, f"{game_id} has {len(ids)} worked examples, not {AT_LEAST}"
    assert len(tabletop.get_game(game_id).examples()) == len(ids)


def test_an_example_without_a_caption_or_with_an_illegal_step_is_refused() -> None:
    game = tabletop.get_game("magiccircle")
    words = {"en": "A start.", "ja": "開始。"}
    good = Example("a-start", words, "§3.5", words, (Step(0, "done", words),), setup=Setup(1, seed=3))
    assert good.resolve(game)["steps"][0]["caption"] == words
    with pytest.raises(InvalidExample, match="'ja'"):
        Example("a-start", words, "§3.5", {"en": "Only English."}, (), setup=Setup(1)).resolve(game)
    with pytest.raises(InvalidExample, match="step 1"):
        Example("a-start", words, "§3.5", words, (Step(0, "fly away", words),), setup=Setup(1)).resolve(game)


def test_a_link_with_too_many_or_marked_up_captions_is_refused() -> None:
    with pytest.raises(InvalidSave, match="more captions than steps"):
        read_captions({"example": {"title": {}, "captions": [{}, {}, {}]}}, 1)
    with pytest.raises(InvalidSave, match="'en' and 'ja'"):
        read_captions({"example": {"title": {"html": "<b>x</b>"}, "captions": []}}, 0)
    long = {"en": "x" * 401}
    with pytest.raises(InvalidSave, match="at most 400"):
        read_captions({"example": {"title": {}, "captions": [long]}}, 0)
