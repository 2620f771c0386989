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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import InvalidSave, TabletopError

if TYPE_CHECKING:
    from .game import Game, State
    from .save import Save

Words = Mapping[str, str]
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,40}")
LANGS = ("en", "ja")
#: the longest caption a step may have (they travel in links too)
MAX_CAPTION = 400
#: the longest title, and the most captions an example (or a link's) may have
MAX_TITLE = 120
MAX_STEPS = 200


#: each game's examples, by game id (:func:`register`): made on first use
_EXAMPLES: dict[str, Callable[[], tuple[Example, ...]] | tuple[Example, ...]] = {}


def register(game_id: str, examples: Callable[[], tuple[Example, ...]]) -> None:
    """Record the examples of the game ``game_id`` (its ``examples.py`` calls this).

    ``examples`` makes them when they are first asked for (:func:`of`), so that
    importing a game (the browser's engine does at boot) builds no position.
    """
    _EXAMPLES[game_id] = examples


def of(game_id: str) -> tuple[Example, ...]:
    """The examples registered for ``game_id`` (none: an empty tuple)."""
    made = _EXAMPLES.get(game_id, ())
    if callable(made):
        made = _EXAMPLES[game_id] = made()
        ids = [e.id for e in made]
        if len(set(ids)) != len(ids):
            raise InvalidExample(f"{game_id}: two examples share an id")
    return made


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

    def to_save(self, game: Game[Any], data: Mapping[str, Any] | None = None) -> Save:
        """The example as a save a link can carry: its position as the ``start`` option, its steps
        as the moves, and its title and captions in ``meta["example"]`` (:func:`read_captions`).
        ``data``: the example's :meth:`resolve` already made (it is not made again)."""
        from .save import Save  # (the save module reads games; this one is read by the game module)

        data = data or self.resolve(game)
        captions = [data["caption"], *(s["caption"] for s in data["steps"])]
        return Save(
            game.id,
            data["players"],
            {"start": data["position"]},
            0,
            tuple((s["player"], s["action"]) for s in data["steps"]),
            {"example": {"id": self.id, "title": data["title"], "rule": self.rule, "captions": captions}},
        )


def read_captions(meta: Mapping[str, Any], moves: int) -> dict[str, Any] | None:
    """The example a save's ``meta["example"]`` holds, checked: ``{title, captions, id?, rule?}``,
    a caption per step from the start (0) to ``moves``, each ``{"en"?, "ja"?}`` plain text within
    :data:`MAX_CAPTION` characters (shown as text, never as markup); None if there is none.
    InvalidSave says what is wrong; the app then shows the game without them.

    >>> read_captions({"example": {"title": {"en": "T"}, "captions": [{"ja": "開始"}, {}]}}, 1)["captions"][0]
    {'ja': '開始'}
    >>> read_captions({"example": {"title": {"en": "T"}, "captions": [{"en": 5}]}}, 0)
    Traceback (most recent call last):
    ...
    tabletop.core.errors.InvalidSave: caption 0 in 'en' must be text of at most 400 characters
    """
    example = meta.get("example")
    if example is None:
        return None
    if not isinstance(example, Mapping):
        raise InvalidSave("the example of the link is not an object")
    title, captions = _words(example.get("title", {}), "the title", MAX_TITLE), example.get("captions", [])
    if not isinstance(captions, list) or len(captions) > min(moves + 1, MAX_STEPS + 1):
        raise InvalidSave(f"the link has more captions than steps ({moves + 1} at most)")
    out: dict[str, Any] = {
        "title": title,
        "captions": [_words(c, f"caption {i}", MAX_CAPTION) for i, c in enumerate(captions)],
    }
    for key in ("id", "rule"):
        value = example.get(key)
        if isinstance(value, str) and len(value) <= 60:
            out[key] = value
    return out


def _words(value: Any, what: str, limit: int) -> dict[str, str]:
    if not isinstance(value, Mapping) or set(value) - set(LANGS):
        raise InvalidSave(f"{what} must be an object of 'en' and 'ja' texts")
    for lang, text in value.items():
        if not isinstance(text, str) or len(text) > limit:
            raise InvalidSave(f"{what} in {lang!r} must be text of at most {limit} characters")
    return {lang: value[lang] for lang in LANGS if lang in value}
