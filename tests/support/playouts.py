"""Seeded random playouts shared by the conformance, golden, Pyodide and bench tiers.

Pure Python and free of test-framework imports, so the same file runs under
CPython and inside Pyodide; both must produce the same digests.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping
from itertools import product
from typing import Any

import tabletop
from tabletop.core.errors import InvalidOptions
from tabletop.core.game import Game, State
from tabletop.core.rng import Rng


def option_sets(game: Game) -> list[dict[str, Any]]:
    """Defaults, then every non-default value of each choice/bool option, and int extremes."""
    sets: list[dict[str, Any]] = [{}]
    for o in game.options():
        values: list[Any] = []
        if o.kind == "bool":
            values = [not o.default]
        elif o.kind == "choice":
            values = [c.value for c in o.choices if c.value != o.default]
        elif o.kind == "int":
            values = [v for v in (o.lo, o.hi) if v is not None and v != o.default]
        sets.extend({o.key: v} for v in values)
    return sets


def player_counts(game: Game) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def configurations(game: Game) -> Iterator[tuple[int, dict[str, Any]]]:
    """Every (players, options) pair the game accepts among the option sets."""
    for players, options in product(player_counts(game), option_sets(game)):
        try:
            game.validate_options(players, options)
        except InvalidOptions:
            continue
        yield players, options


def choose(state: State, rng: Rng) -> tuple[int, Any]:
    """A random active player and action: a random action kind, then an action.

    Kinds are the first word of the canonical text (or an action's ``kind``
    attribute, which must equal it), weighted by the game's
    ``playout_weights``; grouping keeps games with many placement actions
    (and one "giveup") from wandering for thousands of steps.
    """
    active = state.active_players()
    player = active[rng.randbelow(len(active))]
    legal = state.legal_actions(player)
    kinds: dict[str, list[Any]] = {}
    for a in legal:
        kind = getattr(a, "kind", None) or str(a).split(" ", 1)[0]
        kinds.setdefault(kind, []).append(a)
    names = sorted(kinds)
    weights = [state.game.playout_weights.get(k, 1.0) for k in names]
    x = rng.random() * sum(weights)
    pick = len(names) - 1
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            pick = i
            break
    group = kinds[names[pick]]
    return player, group[rng.randbelow(len(group))]


def playout(game: Game, players: int, options: Mapping[str, Any], seed: int) -> tuple[State, list[tuple[int, str]]]:
    """Play a seeded random game to its end; returns the final state and the log."""
    state = game.new(players, options, seed)
    rng = Rng(seed ^ 0x5EED)
    log: list[tuple[int, str]] = []
    while not state.is_over():
        if len(log) > game.max_actions:
            raise RuntimeError(f"{game.id} did not end within {game.max_actions} actions (seed {seed})")
        player, action = choose(state, rng)
        state = state.apply(player, action)
        log.append((player, str(action)))
    return state, log


def digest(state: State, log: list[tuple[int, str]]) -> str:
    blob = json.dumps({"state": state.to_dict(), "log": log}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def digests(count: int = 24, game_ids: tuple[str, ...] | None = None) -> dict[str, str]:
    """Digests of ``count`` seeded playouts per game, spread over its configurations."""
    out: dict[str, str] = {}
    for gid in game_ids or tabletop.GAMES:
        game = tabletop.get_game(gid)
        configs = list(configurations(game))
        for i in range(count):
            players, options = configs[(i * 7919) % len(configs)]
            state, log = playout(game, players, options, i)
            key = f"{gid}/{i}/{players}p/{json.dumps(options, sort_keys=True)}"
            out[key] = digest(state, log)
    return out
