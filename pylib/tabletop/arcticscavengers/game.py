"""Arctic Scavengers: the game and its state (docs/rules/arcticscavengers.md §3–§5, §8; see the package docstring).

:class:`ArcticScavengers` has the options, deals a new game (§3) and reads action texts; :class:`ArcticState`
holds the zones of every card and the step of the round, with the small zone helpers the rules modules share.
The rules themselves are free functions over the state, one module per concern: :mod:`.legal` (what may be
done now, §4), :mod:`.gathering` (gathering turns, §4.2), :mod:`.skirmish` (§4.3), :mod:`.rounds` (the draw
phase, round end and scoring, §4–§5), :mod:`.observe` (what each seat sees, §8) and :mod:`.saves`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

from ..core.codec import Codec
from ..core.errors import InvalidOptions
from ..core.game import Game, Outcome, State, action_parts
from ..core.hidden import Secrets
from ..core.log import Log
from ..core.options import Option
from ..core.registry import register
from ..core.rng import Rng
from . import gathering, observe, rounds, saves, skirmish
from .actions import (
    WORK_ACTS,
    Act,
    Action,
    Add,
    Disarm,
    Done,
    Go,
    Hire,
    Keep,
    Open,
    Pass,
    Phase,
    Snipe,
    parse,
)
from .cards import MAX_ROUNDS, sorted_keys
from .hidden import deal, determinize
from .legal import group_value, legal_actions, payments, why_illegal
from .messages import LOG_ARGS, LOG_NS, word
from .setup import Setup, arrange, reference, setup_for
from .skirmish import fight_and_people

ID = "arcticscavengers"
#: what a copy shares with its original: the card set-up as well as the header's
_SHARED = ("game", "players", "options", "setup")


def _b(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


class ArcticState(State[Action]):
    """A position of Arctic Scavengers. Treat as immutable."""

    game: ArcticScavengers
    privacy: ClassVar[Secrets[ArcticState]]

    def __init__(self, game: ArcticScavengers, setup: Setup, options: Mapping[str, Any], rng: Rng) -> None:
        n = setup.players
        self.game = game
        self.players = n
        self.setup = setup
        self.options = dict(options)
        self.rng = rng
        self.round = 1
        self.phase = Phase.GATHER
        self.initiator = 0
        self.turn = 0
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.decks: list[list[int]] = [list(d) for d in setup.decks]  # top = end
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.kept: list[list[int]] = [[] for _ in range(n)]
        self.removed: list[list[int]] = [[] for _ in range(n)]
        self.finished: list[bool] = [False] * n
        self.market: dict[str, list[int]] = {k: list(ids) for k, ids in setup.market}
        self.junkyard: list[int] = list(setup.junkyard)  # top = end, bottom = 0
        self.contested: list[int] = list(setup.contested)  # top = end
        self.box: list[int] = list(setup.box)
        self.act: Act | None = None
        self.staged: list[list[int]] = []
        self.used: list[Act] = []
        self.food = 0
        self.dug: list[int] = []
        self.plays: list[dict[str, Any]] = []
        self.revealed: bool = False
        self.cursor = 0
        self.spent: list[int] = []
        self.pending: tuple[int, int, int, int, int] | None = None  # attacker, sniper, victim seat, victim, medic
        self.steps: list[dict[str, Any]] = []
        self.last_skirmish: dict[str, Any] | None = None
        self.known: list[dict[str, int]] = [dict(Counter(setup.types[i] for i in d)) for d in setup.decks]
        self.unknown: list[int] = [0] * n
        self.won: list[int] = [0] * n
        self.peek: int | None = None
        self.reveal_no = 0
        self.log = Log(LOG_NS)
        self.gangs: dict[str, int | None] = {}
        CODEC.fill(self)  # a field declared with a default needs no line here

    # ------------------------------------------------------------------
    # helpers

    @property
    def variant(self) -> bool:
        """Whether the 2-player variant is in force (§3, §4)."""
        return self.setup.variant

    def keys_of(self, ids: Iterable[int]) -> list[str]:
        """The card keys of card ids ``ids``, in order."""
        t = self.setup.types
        return [t[i] for i in ids]

    def order(self) -> list[int]:
        """Seats in turn order from the initiator."""
        return [(self.initiator + k) % self.players for k in range(self.players)]

    def show(self, seat: int, keys: Iterable[str]) -> None:
        """Cards of ``seat`` shown together: others now know it owns at least these."""
        known = self.known[seat]
        for k, m in Counter(keys).items():
            have = known.get(k, 0)
            if m > have:
                self.unknown[seat] -= m - have
                known[k] = m

    def lose(self, seat: int, keys: Iterable[str]) -> None:
        """Shown cards of ``seat`` that left its ownership."""
        known = self.known[seat]
        for k, m in Counter(keys).items():
            left = known.get(k, 0) - m
            if left > 0:
                known[k] = left
            else:
                known.pop(k, None)

    def take(self, zone: list[int], keys: Sequence[str]) -> list[int]:
        """Remove one card of each key from ``zone`` (they are there: the action is legal)."""
        t = self.setup.types
        out: list[int] = []
        for k in keys:
            for j in range(len(zone) - 1, -1, -1):
                if t[zone[j]] == k:
                    out.append(zone.pop(j))
                    break
        return out

    def draw_cards(self, seat: int, n: int) -> list[int]:
        """Take up to ``n`` cards from the top of ``seat``'s deck, shuffling the discard pile into it when empty."""
        deck, out = self.decks[seat], []
        for _ in range(n):
            if not deck:
                pile = self.discards[seat]
                if not pile:
                    break
                deck.extend(pile)
                pile.clear()
                self.rng.shuffle(deck)
                self.log.say("reshuffle", player=seat)
            out.append(deck.pop())
        return out

    def owned(self, seat: int) -> list[str]:
        """Every card ``seat`` owns (deck, hand, discard, skirmish cards), sorted."""
        ids = [*self.decks[seat], *self.hands[seat], *self.discards[seat], *self.kept[seat], *self.removed[seat]]
        if seat == self.turn and self.phase is Phase.ASSEMBLE:
            ids += [i for g in self.staged for i in g]
        return sorted_keys(self.keys_of(ids))

    # ------------------------------------------------------------------
    # the contract

    def reveals(self, player: int, action: Action, after: State[Action]) -> bool:
        if super().reveals(player, action, after):
            return True
        return isinstance(after, ArcticState) and after.reveal_no != self.reveal_no

    def chapters(self) -> dict[str, int]:
        """The part of the game this state is in, for an embed's jumps (``State.chapters``)."""
        return {"round": self.round}

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def active_players(self) -> tuple[int, ...]:
        if self.phase in (Phase.GATHER, Phase.ASSEMBLE, Phase.DIG):
            return (self.turn,)
        if self.phase is Phase.SKIRMISH:
            return (self.resolving(),)
        if self.phase is Phase.SAVE and self.pending is not None:
            return (self.pending[2],)
        return ()

    def resolving(self) -> int:
        """The seat whose specials are being resolved (skirmish)."""
        return (self.initiator + self.cursor) % self.players

    def legal_actions(self, player: int) -> list[Action]:
        return legal_actions(self, player)

    def _apply(self, player: int, action: Action) -> ArcticState:
        s = self.copy()
        if isinstance(action, Open):
            gathering.open_action(s, action.act)
        elif isinstance(action, Add):
            gathering.add(s, action.cards)
        elif isinstance(action, Go):
            gathering.go(s)
        elif isinstance(action, Hire):
            gathering.hire(s, action)
        elif isinstance(action, Done):
            gathering.done(s)
        elif isinstance(action, Keep):
            gathering.keep(s, action.card)
        elif isinstance(action, Snipe | Disarm):
            skirmish.use_special(s, player, action)
        elif isinstance(action, Pass):
            skirmish.pass_special(s, player)
        else:
            skirmish.rescue(s, action.save)
        return s

    def why_illegal(self, player: int, action: Action) -> str | None:
        return why_illegal(self, player, action)

    def skirmish_scores(self) -> tuple[list[int], list[int]]:
        """Fight and people of each seat's remaining skirmish cards."""
        return skirmish.skirmish_scores(self)

    def hand_keys(self, seat: int) -> list[str]:
        """The card keys of ``seat``'s hand, sorted."""
        return sorted_keys(self.keys_of(self.hands[seat]))

    def breakdown(self, seat: int) -> dict[str, Any]:
        """Tribe size of ``seat`` card by card (the final score when the game is over)."""
        return rounds.breakdown(self, seat)

    def outcome(self) -> Outcome | None:
        return rounds.outcome(self)

    # ------------------------------------------------------------------
    # observation

    def observation(self, player: int | None) -> dict[str, Any]:
        return observe.observe(self, player, True)

    def bot_view(self, player: int) -> dict[str, Any]:
        """The observation without the log and the view helpers of ``you`` (what the heuristic bot reads; cheaper)."""
        return observe.observe(self, player, False)

    def has_hidden(self, player: int) -> bool:
        return observe.has_hidden(self, player)

    def log_for(self, player: int | None, limit: int | None = None) -> list[dict[str, Any]]:
        """The whole log (or its last ``limit`` lines) as ``player`` sees it."""
        return self.log.view(player, limit)

    # ------------------------------------------------------------------
    # search bots (tabletop.core.mcts; the rollout policy lives in bot.py)

    def provisional_outcome(self, origin: State[Action]) -> Outcome | None:
        """Tribe sizes as the estimated result one round past ``origin`` (the search bots' horizon)."""
        return rounds.provisional_outcome(self, origin)

    # ------------------------------------------------------------------
    # serialisation (the codec's: :mod:`.saves`)

    def zones(self) -> dict[str, list[int]]:
        """Every zone's card ids (for conservation checks): each id is in exactly one."""
        z: dict[str, list[int]] = {}
        for s in range(self.players):
            z[f"hand{s}"] = list(self.hands[s])
            z[f"deck{s}"] = list(self.decks[s])
            z[f"discard{s}"] = list(self.discards[s])
            z[f"kept{s}"] = list(self.kept[s])
            z[f"removed{s}"] = list(self.removed[s])
        for k, v in self.market.items():
            z[f"market:{k}"] = list(v)
        z["junkyard"] = list(self.junkyard)
        z["contested"] = list(self.contested)
        z["box"] = list(self.box)
        z["staged"] = [i for g in self.staged for i in g]
        z["dug"] = list(self.dug)
        return z


@register
class ArcticScavengers(Game[Action]):
    """Arctic Scavengers for 2–5 players: options (the 2-player variant, HQ), set-up (§3) and action texts."""

    id = ID
    title: ClassVar[Mapping[str, str]] = _b("Arctic Scavengers", "アークティック・スカベンジャーズ")
    min_players = 2
    max_players = 5
    max_actions = 10_000
    log_args: ClassVar[Mapping[str, str]] = LOG_ARGS

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        return word(kind, value, lang)

    def options(self) -> Sequence[Option]:
        return (
            Option(
                "variant_2p",
                _b("2-player variant (when two play)", "2人用バリエーション（2人プレイ時）"),
                "bool",
                True,
                help=_b(
                    "With two players: two of each junkyard card are removed, the initiator does not peek, "
                    "and a skirmish needs a fight margin of 2 (tribe size does not break ties).",
                    "2人プレイ時：ガラクタ置き場の各カードを2枚ずつ除き、スタートプレイヤーは覗き見できず、"
                    "争奪戦は2以上の差が必要（人数で同点を解決しない）。",
                ),
                players=(2,),
            ),
            Option(
                "hq",
                _b("HQ expansion, module 1", "HQ拡張 モジュール1"),
                "bool",
                False,
                help=_b(
                    "Medics (hired for 1 med, can cancel a snipe), rifles and toolkits in the junkyard, "
                    "and the Gearheads and Pharmers gangs (5 people each) awarded at the end.",
                    "メディック（薬品1で雇う、狙撃を阻止できる）、ガラクタ置き場にライフルとツールキット、"
                    "終了時に与えられるギャング（ギアヘッズ、ファーマーズ：各5人）。",
                ),
            ),
        )

    def setup_of(self, players: int, options: Mapping[str, Any]) -> Setup:
        """The card configuration of a game of ``players`` with ``options`` (:func:`~.setup.setup_for`)."""
        return setup_for(players, bool(options["variant_2p"]) and players == 2, bool(options["hq"]))

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> ArcticState:
        setup = self.setup_of(players, options)
        state = ArcticState(self, setup, options, rng)
        state.initiator = rng.randbelow(players)
        for d in state.decks:
            rng.shuffle(d)
        rng.shuffle(state.junkyard)
        rng.shuffle(state.contested)
        rounds.start_round(state)
        return state

    def parse_action(self, text: str) -> Action:
        return parse(text)

    def action_parts(self, action: Action) -> dict[str, Any]:
        """An action's parts for the view (matched instead of the text).

        ``draw``/``dig``/``hunt``/``trash``: verb ``open``, ``act``. ``add``: a
        ``card`` per card and ``value``: what the group brings to each work
        action (``{"draw", "dig", "hunt"}``; a view warns of a 0). ``hire``:
        ``card`` (the mercenary) and ``pay`` (medicine card keys). ``keep``:
        ``card`` (null: none). ``snipe``/``disarm``: ``seat`` and ``card``.

        >>> GAME = ArcticScavengers()
        >>> parts = GAME.action_parts(parse("add refugee+spear"))
        >>> parts["verb"], [a["value"] for a in parts["args"]]
        ('add', ['refugee', 'spear', {'draw': 0, 'dig': 0, 'hunt': 1}])
        >>> GAME.action_parts(parse("hire thug with medkit"))["args"]
        [{'kind': 'card', 'value': 'thug'}, {'kind': 'pay', 'value': ['medkit']}]
        """
        text = str(action)
        if isinstance(action, Open):
            return action_parts(text, "open", ("act", action.act.value))
        if isinstance(action, Add):
            value = {a.value: group_value(action.cards, a) for a in WORK_ACTS}
            return action_parts(text, "add", *(("card", k) for k in action.cards), ("value", value))
        if isinstance(action, Hire):
            return action_parts(text, "hire", ("card", action.card), ("pay", list(action.meds)))
        if isinstance(action, Keep):
            return action_parts(text, "keep", ("card", action.card))
        if isinstance(action, Snipe | Disarm):
            return action_parts(text, text.split()[0], ("seat", action.target), ("card", action.card))
        return action_parts(text, text)

    def reference(self) -> dict[str, Any]:
        """The card table for the rules help (:func:`.setup.reference`)."""
        return reference()

    # -- scenarios (tests, tutorials) --------------------------------------

    def scenario(
        self,
        players: int = 3,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        *,
        round: int = 1,
        initiator: int = 0,
        hands: Mapping[int, Sequence[str]] | None = None,
        decks: Mapping[int, Sequence[str]] | None = None,
        junkyard: Sequence[str] | None = None,
        contested: Sequence[str] | None = None,
    ) -> ArcticState:
        """A position at the start of ``round``'s gathering with chosen cards (:func:`.setup.arrange`)."""
        full = self.validate_options(players, options)
        if not 1 <= round <= MAX_ROUNDS or not 0 <= initiator < players:
            raise InvalidOptions("round or initiator out of range")
        return arrange(self._new(players, full, Rng(seed)), round, initiator, hands, decks, junkyard, contested)

    # -- search bots --------------------------------------------------------

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> ArcticState:
        return determinize(self, observation, player, rng)

    def blank(self, setup: Setup, options: Mapping[str, Any], rng: Rng) -> ArcticState:
        """A state of ``setup`` with every zone as dealt before shuffling (for :mod:`.hidden`)."""
        return ArcticState(self, setup, options, rng)


__all__ = [
    "ID",
    "MAX_ROUNDS",
    "ArcticScavengers",
    "ArcticState",
    "Phase",
    "fight_and_people",
    "payments",
]


#: the state's fields, declared once (:mod:`.saves`)
ArcticState.codec = CODEC = Codec(
    ArcticState, saves.VERSION, saves.FIELDS, shared=_SHARED, fresh=saves.fresh, check=saves.check
)
#: the secrets of Arctic Scavengers (:mod:`.observe`), dealt again by the one dealer (:func:`.hidden.deal`)
ArcticState.privacy = SECRETS = CODEC.secrets(deal=deal)
