"""Worked examples: a position, a few moves and a caption for each step, in both languages.

Each game keeps its examples in its ``examples.py`` as :class:`Example`
values, one for each rule its rules page explains with a case. An example
starts either from a position text (:mod:`tabletop.core.position`) or from
a set-up (players, options, seed and the moves that lead to the position),
which :meth:`Example.resolve` turns into a position text; then come its
captioned steps. :meth:`Game.examples() <tabletop.core.game.Game.examples>`
lists them as JSON for the app's rules help and its embeds.

>>> import tabletop
>>> ex = Example(
...     "first-turn", {"en": "A first placement", "ja": "最初の配置"}, "§3.5",
...     {"en": "A new game.", "ja": "新しいゲーム。"},
...     setup=Setup(players=1, seed=3),
...     steps=(Step(0, "done", {"en": "Done at once.", "ja": "すぐ完了。"}),),
... )
>>> data = ex.resolve(tabletop.get_game("magiccircle"))
>>> data["position"].splitlines()[0], [s["action"] for s in data["steps"]]
('game: magiccircle', ['done'])
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import TabletopError

if TYPE_CHECKING:
    from .game import Game, State

Words = Mapping[str, str]
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,40}")
LANGS = ("en", "ja")
#: the longest caption a step may have (they travel in links too)
MAX_CAPTION = 400


#: each game's examples, by game id (:func:`register`)
_EXAMPLES: dict[str, tuple[Example, ...]] = {}


def register(game_id: str, examples: tuple[Example, ...]) -> None:
    """Record ``examples`` as the examples of the game ``game_id`` (its ``examples.py`` calls this)."""
    ids = [e.id for e in examples]
    if len(set(ids)) != len(ids):
        raise InvalidExample(f"{game_id}: two examples share an id")
    _EXAMPLES[game_id] = examples


def of(game_id: str) -> tuple[Example, ...]:
    """The examples registered for ``game_id`` (none: an empty tuple)."""
    return _EXAMPLES.get(game_id, ())


class InvalidExample(TabletopError):
    """An example that does not replay, or lacks a caption in a language."""


@dataclass(frozen=True)
class Step:
    """One move of an example: the seat (0-based), the action's text and what to look at after it."""

    player: int
    action: str
    caption: Words


@dataclass(frozen=True)
class Setup:
    """A start by the game's own set-up: the players, options and seed, then ``moves`` to the position."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0
    moves: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class Example:
    """A worked example of one rule (``rule``: a section of the game's rules page, ``§3.7``)."""

    id: str
    title: Words
    rule: str
    caption: Words
    steps: tuple[Step, ...]
    position: str = ""
    setup: Setup | None = None

    def start(self, game: Game[Any]) -> State[Any]:
        """The state the example starts from."""
        if self.position:
            return game.from_position(self.position)
        if self.setup is None:
            raise InvalidExample(f"example {self.id} has neither a position nor a set-up")
        state = game.new(self.setup.players, self.setup.options, self.setup.seed)
        for player, action in self.setup.moves:
            state = state.apply(player, action)
        return state

    def replay(self, game: Game[Any]) -> list[State[Any]]:
        """The start, then the state after each step; InvalidExample if a step is not legal."""
        states = [self.start(game)]
        for i, step in enumerate(self.steps, 1):
            try:
                states.append(states[-1].apply(step.player, step.action))
            except TabletopError as e:
                raise InvalidExample(f"example {self.id}, step {i} ({step.action!r}): {e}") from e
        return states

    def check(self) -> None:
        """Raise InvalidExample unless the id, the title and every caption are there in both languages."""
        if not _ID.fullmatch(self.id):
            raise InvalidExample(f"an example id is lowercase words joined by '-', not {self.id!r}")
        texts = [("title", self.title), ("caption", self.caption)]
        texts += [(f"step {i} caption", s.caption) for i, s in enumerate(self.steps, 1)]
        for what, words in texts:
            for lang in LANGS:
                text = words.get(lang, "")
                if not isinstance(text, str) or not text.strip() or len(text) > MAX_CAPTION:
                    raise InvalidExample(f"example {self.id}: the {what} in {lang!r} is missing or too long")

    def resolve(self, game: Game[Any]) -> dict[str, Any]:
        """The example as JSON: id, title, rule, caption, position (a position text) and steps."""
        self.check()
        start = self.replay(game)[0]
        return {
            "id": self.id,
            "title": dict(self.title),
            "rule": self.rule,
            "caption": dict(self.caption),
            "players": start.players,
            "position": start.to_position(),
            "steps": [{"player": s.player, "action": s.action, "caption": dict(s.caption)} for s in self.steps],
        }
