"""The Room 25 game object: options, set-up, parsing, determinization.

It implements the set-up of docs/rules/roomtwentyfive.md §3 (characters by mode and player count, the
countdown, suspicion roles) and the options of §7 and §11; the turn itself is in :mod:`.state`.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..core import options as opt
from ..core.action import Act
from ..core.errors import InvalidOptions
from ..core.game import Game
from ..core.registry import register
from ..core.rng import Rng
from . import data as D
from .actions import parse, parts
from .messages import LOG_ARGS, LOG_WORDS
from .pieces import CENTRAL_TILE, COOP, SUSPICION, Char, Phase, Robot, Tile
from .privacy import sample_rooms
from .state import CODEC, SECRETS, RoomState

#: the observation's keys a state reads: the header and every field (one the observation leaves out takes
#: its default, so a field declared with one needs nothing in a determinized sample)
_KEYS = {"game", "version", "players", "options", *(f.key for f in CODEC.fields)}


def characters_for(mode: str, players: int) -> int:
    """How many characters play (§3): in co-operation a number per player (4 solo), in suspicion one each."""
    if mode == COOP:
        return players * D.COOP_CHARACTERS_PER_PLAYER[players]
    return players


def controllers_for(mode: str, players: int) -> list[int]:
    """The player who runs each character (index = character)."""
    per = D.COOP_CHARACTERS_PER_PLAYER[players] if mode == COOP else 1
    return [p for p in range(players) for _ in range(per)]


def place(rooms: Sequence[str], rng: Rng) -> tuple[list[Tile], list[int]]:
    """Tiles (24 = Central) and the board (cell index -> tile) for a drawn composition."""
    rest = list(rooms)
    rest.remove("CENTRAL")
    exit_set = [r for r in rest if r in D.EXIT_ROOMS]
    others = [r for r in rest if r not in D.EXIT_ROOMS]
    rng.shuffle(others)
    free = [r for r in others if r not in D.CROSS_ROOMS]
    need = 12 - len(exit_set)
    exit_set += free[:need]
    cross = [r for r in others if r in D.CROSS_ROOMS] + free[need:]
    rng.shuffle(exit_set)
    rng.shuffle(cross)
    tiles: list[Tile] = []
    board = [0] * 25
    for cell, room in zip(D.EXIT_CELLS, exit_set, strict=True):
        board[cell[0] * 5 + cell[1]] = len(tiles)
        tiles.append(Tile(room, room, False, "exit"))
    for cell, room in zip(D.CROSS_CELLS, cross, strict=True):
        board[cell[0] * 5 + cell[1]] = len(tiles)
        tiles.append(Tile(room, room, False, "cross"))
    board[12] = CENTRAL_TILE
    tiles.append(Tile("CENTRAL", "CENTRAL", True, "centre"))
    return tiles, board


@register
class RoomTwentyFive(Game[Act]):
    """Room 25 for 1–8 players: co-operation or suspicion, its options, set-up and action texts."""

    id: ClassVar[str] = "roomtwentyfive"
    title: ClassVar[Mapping[str, str]] = {"ja": "ルーム25", "en": "Room 25"}
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 8
    max_actions: ClassVar[int] = 3000
    log_args: ClassVar[Mapping[str, str]] = LOG_ARGS
    log_words: ClassVar[Mapping[str, Mapping[str, Any]]] = LOG_WORDS

    def options(self) -> Sequence[opt.Option]:
        return (
            opt.Option(
                "mode", {"en": "Mode", "ja": "モード"}, "choice", COOP,
                choices=(
                    opt.Choice(COOP, {"en": "Co-operation (1–6 players)", "ja": "協力（1〜6人）"}),
                    opt.Choice(SUSPICION, {"en": "Suspicion (4–8 players)", "ja": "疑念（4〜8人）"}),
                ),
                help={"en": "Co-operation: everybody escapes together. Suspicion: hidden guards among the prisoners.",
                      "ja": "協力：全員で脱出する。疑念：囚人の中に警備員が潜む。"},
            ),
            opt.Option(
                "skills", {"en": "Special skills (expansion)", "ja": "特殊技能（拡張）"}, "bool", False,
                help={"en": "Each character gets its own skill as a fifth action.",
                      "ja": "各キャラクターが固有の技能を5つ目の行動として使える。"},
            ),
            opt.Option(
                "mac", {"en": "M.A.C. cards (co-operation)", "ja": "M.A.C.カード（協力）"}, "bool", False,
                help={"en": "Two cards before each turn but the last. The deck is the project's own stand-in.",
                      "ja": "最終ターン以外の各ターン前に2枚引く。カードはプロジェクト独自の代用品。"},
            ),
            opt.Option(
                "frenzy", {"en": "Frenzy mode (co-operation)", "ja": "狂乱モード（協力）"}, "bool", False,
                help={"en": "No adrenaline, no reminder markers; M.A.C. cards, one before each action pass "
                            "instead of two before the turn.",
                      "ja": "アドレナリンと記録マークなし。M.A.C.カードは各ターン前の2枚の代わりに、"
                            "各行動順の前に1枚。"},
            ),
        )  # fmt: skip

    def _check_options(self, players: int, options: dict[str, Any]) -> None:
        if options["mode"] == COOP and players > 6:
            raise InvalidOptions("co-operation is for 1–6 players; choose suspicion for 7 or 8")
        if options["mode"] == SUSPICION:
            if players < 4:
                raise InvalidOptions("suspicion is for 4–8 players")
            if options["mac"] or options["frenzy"]:
                raise InvalidOptions("M.A.C. cards and frenzy mode belong to co-operation")

    def _new(self, players: int, options: dict[str, Any], rng: Rng) -> RoomState:
        s = RoomState(self, players, options)
        mode = options["mode"]
        n = characters_for(mode, players)
        rooms = D.composition_for(mode, n).draw(bool(options["mac"] or options["frenzy"]), rng)
        s.tiles, s.board = place(rooms, rng)
        s._reindex()
        names = rng.sample([c.id for c in D.CHARACTERS], n)
        ctl = controllers_for(mode, players)
        s.chars = [Char(name, ctl[i]) for i, name in enumerate(names)]
        if mode == SUSPICION:
            g, p = D.ROLE_DECK[n]
            deck = ["guard"] * g + ["prisoner"] * p
            rng.shuffle(deck)
            for ch, role in zip(s.chars, deck, strict=False):
                ch.role = role
        s.robots = [Robot(i) for i, t in enumerate(s.tiles) if t.room == "ROBOT"]
        s.order = list(range(n))
        rng.shuffle(s.order)
        if options["mac"] or options["frenzy"]:
            s.mac_cards.deck = list(range(len(D.MAC_DECK)))
            rng.shuffle(s.mac_cards.deck)
        s.turns_total = D.TURNS[mode][n]
        s.remaining = s.turns_total
        s.clue = [{"status": "look", "tile": None, "marked": False} for _ in range(players)]
        s.rng = rng.fork()
        s.log.say("setup", n=s.turns_total)
        for p in range(players):
            mine = [ch for ch in s.chars if ch.player == p]
            for ch in mine:
                s.log.tell(p, "your_characters", char=ch.name)
            if mode == SUSPICION and mine[0].role is not None:
                s.log.tell(p, "your_role", role=mine[0].role)
        s.phase = Phase.CLUE
        return s

    def parse_action(self, text: str) -> Act:
        return parse(text)

    def action_parts(self, action: Act) -> dict[str, Any]:
        return parts(action)

    def log_word(self, kind: str, value: Any, lang: str) -> str:
        """A cell as ``row,col``; the other kinds from :data:`.messages.LOG_WORDS`.

        >>> g = RoomTwentyFive()
        >>> g.log_word("char", "alice", "en"), g.log_word("cell", [1, 2], "ja"), g.log_word("room", "R25", "ja")
        ('Alice', '1,2', 'ルーム25')
        """
        if kind == "cell" and isinstance(value, list) and len(value) == 2:
            return f"{value[0]},{value[1]}"
        return super().log_word(kind, value, lang)

    def determinize(self, observation: Mapping[str, Any], player: int, rng: Rng) -> RoomState:
        """A full state consistent with ``player``'s ``observation``: what it hides (§10) dealt with ``rng``.

        The search bot samples with it the rooms of face-down tiles the player has not seen, the hidden
        roles, the other characters' unexecuted tokens, the order of the M.A.C. deck and a fresh generator.
        They are filled first (the unknown rooms with a draw of the set-up composition, respecting the
        exit-zone and cross placement, kept only if no re-draw fits the colours announced; the M.A.C. deck
        with the cards not discarded; roles and tokens stay empty), then dealt by the one dealer that
        ``resample_hidden`` uses too (:func:`.privacy.redeal`).
        """
        d: dict[str, Any] = {k: copy.deepcopy(v) for k, v in observation.items() if k in _KEYS}
        d["rng"] = 0  # the dealer gives it a fresh generator
        # the viewer's log lines become public lines of the sample (it shows them the same)
        d["log"] = [{"public": line} for line in d["log"]]
        opts = d["options"]
        sample_rooms(d["tiles"], opts["mode"], len(d["chars"]), bool(opts.get("mac") or opts.get("frenzy")), rng)
        mac, cards = d["mac"], range(len(D.MAC_DECK))
        mac["deck"] = ([i for i in cards if i not in mac["discard"]] + list(cards))[: len(mac["deck"])]
        return SECRETS.resample(CODEC.load(self, d), player, rng)

    def reference(self) -> dict[str, Any]:
        """Rules-help tables built from :mod:`.data` (the tables the rules read).

        ``stand_in`` marks the project's OWN data (spec tag [STAND-IN]): every
        room's pool count, the co-operation composition and the M.A.C. deck.
        """

        def words(en: str, ja: str) -> dict[str, str]:
            return {"en": en, "ja": ja}

        pool_own = D.POOL_SOURCE == "stand-in"
        return {
            "rooms": [
                {
                    "id": r.id, "colour": r.colour, "name": words(r.en, r.ja),
                    "effect": words(r.effect_en, r.effect_ja), "effect_source": r.source,
                    "pool": r.pool, "pool_source": D.POOL_SOURCE,
                    "stand_in": r.source == "stand-in", "pool_stand_in": pool_own,
                    "exit_zone": r.id in D.EXIT_ROOMS, "cross_zone": r.id in D.CROSS_ROOMS,
                }
                for r in D.ROOMS.values()
            ],
            "characters": [
                {"id": c.id, "name": words(c.en, c.ja), "skill": words(c.skill_en, c.skill_ja),
                 "verbs": list(D.SKILL_VERBS[c.id])}
                for c in D.CHARACTERS
            ],
            "colours": {k: dict(v) for k, v in D.COLOUR_NAMES.items()},
            "actions": {k: dict(v) for k, v in D.ACTION_NAMES.items()},
            "compositions": [
                {"key": c.key, "fixed": list(c.fixed), "random": [[col, n] for col, n in c.random],
                 "excluded": list(c.excluded), "source": c.source, "stand_in": c.source == "stand-in",
                 "note": words(c.note_en, c.note_ja)}
                for c in D.COMPOSITIONS.values()
            ],
            "turns": {mode: {str(n): t for n, t in table.items()} for mode, table in D.TURNS.items()},
            "coop_characters_per_player": {str(k): v for k, v in D.COOP_CHARACTERS_PER_PLAYER.items()},
            "roles": {"deck": {str(n): {"guards": g, "prisoners": p} for n, (g, p) in D.ROLE_DECK.items()},
                      "source": D.ROLE_SOURCE, "stand_in": str(D.ROLE_SOURCE) == "stand-in"},
            "mac": {
                "source": D.MAC_SOURCE, "stand_in": D.MAC_SOURCE == "stand-in",
                "cards": [
                    {"id": m.id, "kind": m.kind, "line": m.line, "index": m.index, "dir": m.direction,
                     "again": m.again, "double": m.double, "targets": list(m.targets)}
                    for m in D.MAC_DECK
                ],
            },
            "exit_cells": [list(c) for c in D.EXIT_CELLS],
            "sources": D.sources_summary(),
        }  # fmt: skip
