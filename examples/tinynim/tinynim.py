"""Tiny Nim: the smallest complete game, and the template for a new one.

Rules: players in turn take 1 or 2 stones from a pile; whoever takes the
last stone wins. Each player also holds a secret number, drawn at the start,
that only they see (so the template shows hidden information). Option
``stones`` (3–30). Actions: ``take 1``, ``take 2``.

It is not one of the collection's games (``tabletop.GAMES`` does not list
it, and the app does not ship it): importing this module registers it, the
conformance suite checks it like every game, the shell's browser tests
inject it into the app, and ``docs/adding-a-game.md`` walks through it. Everything a game of
the collection needs is here, each in the one way the core offers it:

- an action type with a canonical text form, parsed by ``parse_action``;
- ``legal_actions``; ``_apply`` only for legal actions (``State.apply``
  checks), with ``why_illegal`` for a readable reason;
- the log as :class:`tabletop.core.log.Log` with its argument kinds declared
  once (``log_args``);
- the state's fields declared once (:mod:`tabletop.core.codec`): they give
  ``copy``, ``to_dict``, the checked reader of saves, positions as text and
  the secrets — what the observation hides from whom, and what
  ``resample_hidden`` (the privacy check) deals again; ``has_hidden``;
- ``action_parts`` for the view.

>>> from tabletop.core.save import Match
>>> m = Match("tinynim", 2, {"stones": 3}, seed=1)
>>> m.state.legal_texts(0)
['take 1', 'take 2']
>>> _ = m.apply(0, "take 2")
>>> m.game.describe(m.state.observation(None)["log"][-1], "en", ["Aki", "Ben"])
'Aki took 2 stones.'
>>> m.state.apply(1, "take 2")
Traceback (most recent call last):
...
tabletop.core.errors.IllegalAction: only 1 stone is left
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.core.codec import OWN, SEAT, Codec, Field, Int, List, log
from tabletop.core.errors import IllegalAction
from tabletop.core.game import Game, Outcome, State, action_parts
from tabletop.core.hidden import Follows
from tabletop.core.i18n import register as register_messages
from tabletop.core.log import Log
from tabletop.core.options import Option
from tabletop.core.registry import register
from tabletop.core.rng import Rng

ID = "tinynim"
VERSION = 1

register_messages(
    ID,
    {
        "took": {"en": "{player} took {n:stone|stones}.", "ja": "{player}が石を{n}個取りました。"},
        "secret": {"en": "Your secret number is {n}.", "ja": "あなたの秘密の数は{n}です。"},
    },
)


@dataclass(frozen=True)
class Take:
    """Take ``n`` stones (1 or 2)."""

    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


@register
class TinyNim(Game[Take]):
    id = ID
    title: ClassVar[Mapping[str, str]] = {"en": "Tiny Nim", "ja": "ちいさなニム"}
    min_players = 1
    max_players = 4
    log_args: ClassVar[Mapping[str, str]] = {"player": "seat", "n": "number"}

    def options(self) -> Sequence[Option]:
        return (
            Option("stones", {"en": "Stones", "ja": "石の数"}, "int", 7, lo=3, hi=30),
            Option("fast", {"en": "Fast mode", "ja": "高速モード"}, "bool", False),
        )

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> NimState:
        secrets = tuple(rng.randint(1, 99) for _ in range(players))
        return NimState(self, players, options, rng, options["stones"], 0, secrets, _secret_log(secrets))

    def parse_action(self, text: str) -> Take:
        if text not in ("take 1", "take 2"):
            raise IllegalAction(f"not a move of Tiny Nim: {text[:40]!r} (moves are 'take 1' and 'take 2')")
        return Take(int(text[-1]))

    def action_parts(self, action: Take) -> dict[str, Any]:
        return action_parts(str(action), "take", ("stones", action.n))


class NimState(State[Take]):
    game: TinyNim  # the game's own class, not just Game[Take] (mypy --strict, as in pylib/)

    def __init__(
        self,
        game: TinyNim,
        players: int,
        options: dict[str, Any],
        rng: Rng,
        pile: int,
        turn: int,
        secrets: tuple[int, ...],
        log: Log,
    ) -> None:
        self.game, self.players, self.options, self.rng = game, players, options, rng
        self.pile, self.turn, self.secrets, self.log = pile, turn, secrets, log

    def active_players(self) -> tuple[int, ...]:
        return () if self.pile == 0 else (self.turn,)

    def legal_actions(self, player: int) -> list[Take]:
        if player not in self.active_players():
            return []
        return [Take(n) for n in (1, 2) if n <= self.pile]

    def why_illegal(self, player: int, action: Take) -> str | None:
        return "only 1 stone is left" if action.n > self.pile else None

    def _apply(self, player: int, action: Take) -> NimState:
        s = self.copy()
        s.pile -= action.n
        s.turn = (self.turn + 1) % self.players
        s.log.say("took", player=player, n=action.n)
        return s

    def is_over(self) -> bool:
        return self.pile == 0

    def outcome(self) -> Outcome | None:
        if self.pile:
            return None
        winner = (self.turn - 1) % self.players
        return Outcome(tuple(1.0 if p == winner else 0.0 for p in range(self.players)), (winner,))

    def observation(self, player: int | None) -> dict[str, Any]:
        return {
            "pile": self.pile,
            "turn": self.turn,
            "secret": None if player is None else SECRETS.show(self, player, "secrets", player),
            "log": self.log.view(player),
        }

    def has_hidden(self, player: int) -> bool:
        return self.players > 1

    def _redeal(self, player: int, rng: Rng) -> NimState:
        """The other seats' numbers drawn again (the dealer of :data:`SECRETS`)."""
        s = self.copy()
        s.secrets = tuple(n if p == player else rng.randint(1, 99) for p, n in enumerate(self.secrets))
        return s


def _follow_secrets(state: NimState, viewer: int, rng: Rng) -> None:
    """After a re-deal: the private lines that told each seat its number, then the moves."""
    moves = [e for e in state.log.entries if e.public is not None]
    state.log = _secret_log(state.secrets)
    state.log.entries += moves


#: the state's fields, declared once: copies, saves, positions and secrets come from them
CODEC: Codec[NimState] = Codec(
    NimState,
    VERSION,
    (
        Field("pile", Int(0, 30)),
        Field("turn", Int(0, SEAT)),
        Field("secrets", List(Int(1, 99), length=lambda c: c.players, frozen=True), secret=OWN),
        Field("log", log(ID), default=lambda c: Log(ID), position=False),
    ),
)
NimState.codec = CODEC
#: each seat's number is its own; the log's private lines follow the numbers
SECRETS = NimState.privacy = CODEC.secrets(
    NimState._redeal, (Follows("log", "secrets", parts=lambda s: range(s.players), derive=_follow_secrets),)
)


def _secret_log(secrets: tuple[int, ...]) -> Log:
    """A new log that tells each seat its secret number, and nobody else."""
    log = Log(ID)
    for p, n in enumerate(secrets):
        log.tell(p, "secret", n=n)
    return log
