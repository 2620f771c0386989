"""Saves, share links and undo: one mechanism for every game.

A save is a versioned envelope of the game's id, player count, options,
seed and action log. Loading *replays* the log through the rules, so a save
can never describe a position the rules would not reach; a checksum catches
hand edits that happen to stay legal. The same envelope, deflated and
base64url-encoded, is the share/embed link.

Whatever a file or a link holds, loading it ends in a :class:`Save` (and
replaying it in a :class:`Match`) or in :class:`~tabletop.core.errors.InvalidSave`
with a short message; nothing else escapes. The work a save may ask for is
bounded: :data:`MAX_LINK_CHARS` characters of link, :data:`MAX_SAVE_BYTES` of
JSON, :data:`MAX_DEPTH` levels of nesting, the game's ``max_actions`` moves,
finite numbers and text that UTF-8 can encode (see :func:`check_json_data`).

>>> from tabletop.core.save import Save
>>> s = Save("laserreflection", 1, {}, 7, ())
>>> Save.decode_link(s.encode_link()) == s
True
>>> Save.decode_link("not a link!")
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: the link is damaged (it is not valid base64url data)
>>> Save.from_json("[" * 5000)
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: the save is nested too deeply (more than 32 levels)
>>> Save.from_json('{"format": 1, "meta": {"x": NaN}}')
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: the save holds a number JSON cannot carry (NaN)
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import math
import re
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

from . import i18n
from .errors import IllegalAction, InvalidOptions, InvalidSave, UnknownGame
from .game import Game, State
from .registry import get_game
from .text import MAX_DEPTH, _check_text, check_json_data, clean_action_text, excerpt, quote

FORMAT = 1
#: a decoded save larger than this is refused (protects against zip bombs)
MAX_SAVE_BYTES = 4_000_000
#: a link (the text after the game id) longer than this is refused
MAX_LINK_CHARS = 64 * 1024
#: options and meta sit one level inside the envelope, so whatever they hold, its save reads back
_FIELD_DEPTH = MAX_DEPTH - 1
#: the most seats a save may name (no game of the collection has more than 8)
MAX_PLAYERS = 100

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _too_deep(text: str, max_depth: int = MAX_DEPTH) -> bool:
    """Whether the arrays and objects of the JSON ``text`` nest deeper than ``max_depth``.

    Brackets inside strings do not count. A cheap scan before parsing, so
    that a deep document is refused before ``json.loads`` (or code after it)
    recurses.

    >>> _too_deep('{"a": [[1], {"b": "[[[[]"}]}', 3), _too_deep('[[[[]]]]', 3), _too_deep("7", 0)
    (False, True, False)
    """
    if text.count("[") + text.count("{") <= max_depth:
        return False
    brackets = _NOT_BRACKETS.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > max_depth


def _not_json_constant(name: str) -> Any:
    raise InvalidSave(f"the save holds a number JSON cannot carry ({name})")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise InvalidSave(f"the save holds a number JSON cannot carry ({excerpt(text)})")
    return value


def _canonical(data: Mapping[str, Any]) -> bytes:
    try:
        return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()
    except (ValueError, TypeError, UnicodeEncodeError, RecursionError) as e:
        # check_json_data gives the precise reason; this is the safety net for saves built in code
        raise InvalidSave(f"the save holds data that is not plain JSON ({type(e).__name__})") from None


@dataclass(frozen=True)
class Save:
    """A replayable record of a game: everything needed to rebuild it."""

    game: str
    players: int
    options: Mapping[str, Any]
    seed: int
    actions: tuple[tuple[int, str], ...]
    meta: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", dict(self.options))
        object.__setattr__(self, "actions", tuple((int(p), str(a)) for p, a in self.actions))
        object.__setattr__(self, "meta", dict(self.meta))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Save) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(_canonical(self.to_dict()))

    # -- dict / JSON ------------------------------------------------------
    def _body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "actions": [[p, a] for p, a in self.actions],
        }
        if self.meta:
            body["meta"] = dict(self.meta)
        return body

    def checksum(self) -> str:
        """A short hash of the envelope's body, so that a hand-edited save is noticed."""
        return hashlib.sha256(_canonical(self._body())).hexdigest()[:16]

    def to_dict(self) -> dict[str, Any]:
        """The envelope as a JSON-ready dict, with its checksum (``check``)."""
        body = self._body()
        body["check"] = self.checksum()
        return body

    def to_json(self) -> str:
        """The envelope as compact JSON text (the save file's contents)."""
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Any, *, require_check: bool = True) -> Save:
        """Validate the envelope's shape (not yet the moves: see :meth:`replay`)."""
        if not isinstance(data, Mapping):
            raise InvalidSave("a save must be a JSON object", key="core.save.not_a_save")
        fmt = data.get("format")
        if fmt != FORMAT or isinstance(fmt, bool | float):
            raise InvalidSave(
                f"unsupported save format {quote(fmt)} (this version reads format {FORMAT})",
                key="core.save.not_a_save" if fmt is None else "core.save.format",
                args={"format": excerpt(str(fmt), 20), "known": FORMAT},
            )
        unknown = sorted(
            map(str, set(data) - {"format", "game", "players", "options", "seed", "actions", "meta", "check"})
        )
        if unknown:
            raise InvalidSave(f"unexpected field {quote(unknown[0])} in the save")
        game, players, options, seed = data.get("game"), data.get("players"), data.get("options"), data.get("seed")
        actions, meta = data.get("actions"), data.get("meta", {})
        if not isinstance(game, str) or not game:
            raise InvalidSave("the save names no game")
        _check_text(game, "the save's game id")
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidSave("the save's player count is not a whole number")
        if not 1 <= players <= MAX_PLAYERS:
            raise InvalidSave(f"the save's player count must be from 1 to {MAX_PLAYERS}, not {quote(players)}")
        if not isinstance(options, Mapping):
            raise InvalidSave("the save's options are not an object")
        check_json_data(options, "the save's options", _FIELD_DEPTH)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise InvalidSave("the save's seed is not a whole number from 0 to 2**64-1")
        if not isinstance(meta, Mapping):
            raise InvalidSave("the save's meta field is not an object")
        check_json_data(meta, "the save's meta field", _FIELD_DEPTH)
        if not isinstance(actions, list):
            raise InvalidSave("the save's action log is not a list")
        limit = _max_actions(game)
        if limit is not None and len(actions) > limit:
            raise InvalidSave(f"the save has {len(actions)} moves; a {game} game has at most {limit}")
        log: list[tuple[int, str]] = []
        for i, entry in enumerate(actions):
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or not isinstance(entry[0], int)
                or isinstance(entry[0], bool)
                or not isinstance(entry[1], str)
            ):
                raise InvalidSave(f"entry {i + 1} of the action log is not [player, action]")
            if not 0 <= entry[0] < players:
                raise InvalidSave(f"entry {i + 1} of the action log names no player of the game ({quote(entry[0])})")
            try:
                clean_action_text(entry[1])
            except IllegalAction as e:
                raise InvalidSave(f"entry {i + 1} of the action log is not an action: {e}") from None
            log.append((entry[0], entry[1]))
        save = cls(game, players, options, seed, tuple(log), meta)
        check = data.get("check")
        if check is None:
            if require_check:
                raise InvalidSave("the save has no checksum")
        elif check != save.checksum():
            raise InvalidSave("the save was edited by hand or damaged (its checksum does not match)")
        return save

    @classmethod
    def from_json(cls, text: str | bytes, *, require_check: bool = True) -> Save:
        """Parse and validate a save file (see :meth:`from_dict`); InvalidSave for anything else."""
        if isinstance(text, bytes | bytearray):
            if len(text) > MAX_SAVE_BYTES:
                raise InvalidSave("the save is too large")
            try:
                text = bytes(text).decode(json.detect_encoding(bytes(text)))
            except (UnicodeDecodeError, LookupError):
                raise InvalidSave("the save is not valid text (UTF-8)") from None
        if not isinstance(text, str):
            raise InvalidSave("a save is a text")
        if len(text) > MAX_SAVE_BYTES:
            raise InvalidSave("the save is too large")
        if _too_deep(text):
            raise InvalidSave(f"the save is nested too deeply (more than {MAX_DEPTH} levels)")
        try:
            data = json.loads(text, parse_constant=_not_json_constant, parse_float=_finite_float)
        except InvalidSave:
            raise
        except RecursionError:
            raise InvalidSave(f"the save is nested too deeply (more than {MAX_DEPTH} levels)") from None
        except ValueError as e:
            why = f"the save is not valid JSON ({excerpt(str(e), 120)})"
            raise InvalidSave(why, key="core.save.not_json") from None
        return cls.from_dict(data, require_check=require_check)

    # -- links ------------------------------------------------------------
    def encode_link(self) -> str:
        """Deflate + base64url (no padding): the part of a share link after the game id."""
        comp = zlib.compressobj(9, zlib.DEFLATED, -15)
        raw = comp.compress(_canonical(self.to_dict())) + comp.flush()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    @classmethod
    def decode_link(cls, text: str) -> Save:
        """The save a link holds (see :meth:`encode_link`); InvalidSave for anything else."""
        if not isinstance(text, str) or not text:
            raise InvalidSave("the link is empty")
        if len(text) > MAX_LINK_CHARS:
            raise InvalidSave(f"the link is too long ({len(text)} characters; a link has at most {MAX_LINK_CHARS})")
        bare = text.replace("-", "").replace("_", "")
        if not bare.isascii() or not bare.isalnum() or len(text) % 4 == 1:
            raise InvalidSave("the link is damaged (it is not valid base64url data)")
        try:
            raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        except (binascii.Error, ValueError):
            raise InvalidSave("the link is damaged (it is not valid base64url data)") from None
        try:
            d = zlib.decompressobj(-15)
            body = d.decompress(raw, MAX_SAVE_BYTES)
            if d.unconsumed_tail:
                raise InvalidSave("the link is too large")
        except zlib.error:
            raise InvalidSave("the link is damaged (its data does not decompress)") from None
        try:
            return cls.from_json(body.decode("utf-8"))
        except UnicodeDecodeError:
            raise InvalidSave("the link is damaged (its data is not UTF-8 text)") from None

    # -- replay -------------------------------------------------------------
    def game_object(self) -> Game[Any]:
        """The game the save is of; InvalidSave if the collection has no such game."""
        try:
            return get_game(self.game)
        except UnknownGame as e:
            raise InvalidSave(str(e)) from e

    def start(self) -> State[Any]:
        """The game's first state with the save's players, options and seed; InvalidSave if they are invalid."""
        try:
            return self.game_object().new(self.players, self.options, self.seed)
        except InvalidSave:
            raise
        except ValueError as e:  # InvalidOptions, or a game's own check of its settings
            raise InvalidSave(f"the save's settings are invalid: {excerpt(str(e), 200)}") from e

    def replay(self) -> State[Any]:
        """The state after every action of the log; InvalidSave if one fails."""
        return Match.from_save(self).state


def _max_actions(game_id: str) -> int | None:
    try:
        return get_game(game_id).max_actions
    except UnknownGame:
        return None


class Match:
    """A game in progress with its log: apply, undo, save.

    Undo replays the log without its last actions. It is refused across an
    action that revealed hidden information or drew a random result
    (:meth:`State.reveals`): BGA's policy.
    """

    def __init__(
        self,
        game: Game[Any] | str,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        meta: Mapping[str, Any] | None = None,
    ) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.players = players
        self.options = self.game.validate_options(players, options)
        self.seed = seed
        if meta is not None and not isinstance(meta, Mapping):
            raise InvalidOptions("the game's meta data must be an object")
        try:
            check_json_data(meta or {}, "the game's meta data", _FIELD_DEPTH)
        except InvalidSave as e:
            raise InvalidOptions(str(e)) from None
        self.meta: dict[str, Any] = dict(meta or {})
        self.state: State[Any] = self.game.new(players, self.options, seed)
        self.actions: list[tuple[int, str]] = []
        self._barrier = 0  # actions before this index can never be undone

    def apply(self, player: int, action: Any) -> State[Any]:
        """Apply one action (an action or its text) and log it by its canonical text.

        IllegalAction, and nothing changes, if the text is not an action
        (:func:`~tabletop.core.text.clean_action_text`) or the rules refuse it.
        """
        if isinstance(action, str):
            action = self.game.parse_action(clean_action_text(action))
        before = self.state
        after = before.apply(player, action)
        self.actions.append((player, str(action)))
        if before.reveals(player, action, after):
            self._barrier = len(self.actions)
        self.state = after
        return after

    def undoable(self) -> int:
        """How many of the last actions may be taken back."""
        return len(self.actions) - self._barrier

    def undo(self, count: int = 1) -> State[Any]:
        """Take back the last ``count`` actions and return the state.

        IllegalAction if that would go back past a reveal (:meth:`State.reveals`).
        """
        if not 0 < count <= self.undoable():
            raise IllegalAction("nothing to undo: hidden information or a random result was revealed since")
        keep = self.actions[: len(self.actions) - count]
        fresh = Match(self.game, self.players, self.options, self.seed, self.meta)
        for p, a in keep:
            fresh.apply(p, a)
        self.state, self.actions, self._barrier = fresh.state, fresh.actions, fresh._barrier
        return self.state

    def to_save(self) -> Save:
        """The match as a save envelope: its settings and every action so far."""
        return Save(self.game.id, self.players, self.options, self.seed, tuple(self.actions), self.meta)

    @classmethod
    def from_save(cls, save: Save) -> Match:
        """The game a save records, replayed move by move; InvalidSave if any move fails.

        Every error a replayed move may raise (IllegalAction, or a bare
        ValueError from a game's parser) becomes InvalidSave naming the move.
        """
        game = save.game_object()
        if len(save.actions) > game.max_actions:
            raise InvalidSave(
                f"the save has {len(save.actions)} moves; a {game.id} game has at most {game.max_actions}"
            )
        try:
            m = cls(game, save.players, save.options, save.seed, save.meta)
        except InvalidSave:
            raise
        except ValueError as e:  # InvalidOptions, or a game's own check of its settings
            raise InvalidSave(f"the save's settings are invalid: {excerpt(str(e), 200)}") from e
        for i, (p, a) in enumerate(save.actions):
            try:
                m.apply(p, a)
            except ValueError as e:  # every TabletopError, and a game's bare ValueError
                raise InvalidSave(
                    f"move {i + 1} ({quote(a)} by player {quote(p + 1)}) cannot be replayed: {excerpt(str(e), 200)}"
                ) from e
        return m


def chapter_starts(
    match: Match, names: Sequence[str] | Mapping[str, Sequence[str]] | None = None
) -> list[dict[str, Any]]:
    """Where each part of ``match`` begins: ``[{"move": k, "kind": "round", "n": 2, "name": {...}}, ...]``.

    ``move`` is the number of moves played when the part starts (0: the set-up),
    read from :meth:`State.chapters` along a replay of the log; ``name`` is the
    game's own name of that part in each language (:meth:`State.chapter_name` in
    words, seats called ``names``: one list, or one a language).
    """
    state = match.game.new(match.players, match.options, match.seed)
    seen: dict[str, int] = {}
    starts: list[dict[str, Any]] = []

    def note(move: int, st: State[Any]) -> None:
        for kind, n in st.chapters().items():
            if seen.get(kind) != n:
                seen[kind] = n
                line = st.chapter_name(kind)
                name = {
                    lang: match.game.describe(line, lang, names.get(lang) if isinstance(names, Mapping) else names)
                    for lang in i18n.LANGS
                }
                starts.append({"move": move, "kind": kind, "n": n, "name": name})

    note(0, state)
    for i, (p, a) in enumerate(match.actions, 1):
        state = state.apply(p, a)
        note(i, state)
    return starts
