"""Saves, share links and undo: one mechanism for every game.

A save is a versioned envelope of the game's id, player count, options,
seed and action log. Loading *replays* the log through the rules, so a save
can never describe a position the rules would not reach; a checksum catches
hand edits that happen to stay legal. The same envelope, deflated and
base64url-encoded, is the share/embed link.

>>> from tabletop.core.save import Save
>>> s = Save("laserreflection", 1, {}, 7, ())
>>> Save.decode_link(s.encode_link()) == s
True
>>> Save.decode_link("not a link!")
Traceback (most recent call last):
...
tabletop.core.errors.InvalidSave: the link is damaged (it is not valid base64url data)
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction, InvalidOptions, InvalidSave, UnknownGame
from .game import Game, State
from .registry import get_game

FORMAT = 1
#: a decoded save larger than this is refused (protects against zip bombs)
MAX_SAVE_BYTES = 4_000_000


def _canonical(data: Mapping[str, Any]) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


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
        return hashlib.sha256(_canonical(self._body())).hexdigest()[:16]

    def to_dict(self) -> dict[str, Any]:
        body = self._body()
        body["check"] = self.checksum()
        return body

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Any, *, require_check: bool = True) -> Save:
        """Validate the envelope's shape (not yet the moves: see :meth:`replay`)."""
        if not isinstance(data, Mapping):
            raise InvalidSave("a save must be a JSON object")
        fmt = data.get("format")
        if fmt != FORMAT:
            raise InvalidSave(f"unsupported save format {fmt!r} (this version reads format {FORMAT})")
        unknown = sorted(set(data) - {"format", "game", "players", "options", "seed", "actions", "meta", "check"})
        if unknown:
            raise InvalidSave(f"unexpected field {unknown[0]!r} in the save")
        game, players, options, seed = data.get("game"), data.get("players"), data.get("options"), data.get("seed")
        actions, meta = data.get("actions"), data.get("meta", {})
        if not isinstance(game, str):
            raise InvalidSave("the save names no game")
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidSave("the save's player count is not a whole number")
        if not isinstance(options, Mapping):
            raise InvalidSave("the save's options are not an object")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise InvalidSave("the save's seed is not a whole number from 0 to 2**64-1")
        if not isinstance(meta, Mapping):
            raise InvalidSave("the save's meta field is not an object")
        if not isinstance(actions, list):
            raise InvalidSave("the save's action log is not a list")
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
        if len(text) > MAX_SAVE_BYTES:
            raise InvalidSave("the save is too large")
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as e:
            raise InvalidSave(f"the save is not valid JSON ({e})") from e
        return cls.from_dict(data, require_check=require_check)

    # -- links ------------------------------------------------------------
    def encode_link(self) -> str:
        """Deflate + base64url (no padding): the part of a share link after the game id."""
        comp = zlib.compressobj(9, zlib.DEFLATED, -15)
        raw = comp.compress(_canonical(self.to_dict())) + comp.flush()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    @classmethod
    def decode_link(cls, text: str) -> Save:
        if not isinstance(text, str) or not text or len(text) > MAX_SAVE_BYTES:
            raise InvalidSave("the link is empty or too long")
        if not text.replace("-", "").replace("_", "").isascii() or not text.replace("-", "").replace("_", "").isalnum():
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
        return cls.from_json(body)

    # -- replay -------------------------------------------------------------
    def game_object(self) -> Game[Any]:
        try:
            return get_game(self.game)
        except UnknownGame as e:
            raise InvalidSave(str(e)) from e

    def start(self) -> State[Any]:
        try:
            return self.game_object().new(self.players, self.options, self.seed)
        except InvalidOptions as e:
            raise InvalidSave(f"the save's settings are invalid: {e}") from e

    def replay(self) -> State[Any]:
        """The state after every action of the log; InvalidSave if one fails."""
        return Match.from_save(self).state


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
        self.meta: dict[str, Any] = dict(meta or {})
        self.state: State[Any] = self.game.new(players, self.options, seed)
        self.actions: list[tuple[int, str]] = []
        self._barrier = 0  # actions before this index can never be undone

    def apply(self, player: int, action: Any) -> State[Any]:
        """Apply one action and log it by its canonical text."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
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
        if not 0 < count <= self.undoable():
            raise IllegalAction("nothing to undo: hidden information or a random result was revealed since")
        keep = self.actions[: len(self.actions) - count]
        fresh = Match(self.game, self.players, self.options, self.seed, self.meta)
        for p, a in keep:
            fresh.apply(p, a)
        self.state, self.actions, self._barrier = fresh.state, fresh.actions, fresh._barrier
        return self.state

    def to_save(self) -> Save:
        return Save(self.game.id, self.players, self.options, self.seed, tuple(self.actions), self.meta)

    @classmethod
    def from_save(cls, save: Save) -> Match:
        game = save.game_object()
        try:
            m = cls(game, save.players, save.options, save.seed, save.meta)
        except InvalidOptions as e:
            raise InvalidSave(f"the save's settings are invalid: {e}") from e
        for i, (p, a) in enumerate(save.actions):
            try:
                m.apply(p, a)
            except IllegalAction as e:
                raise InvalidSave(f"move {i + 1} ({a!r} by player {p + 1}) cannot be replayed: {e}") from e
        return m
