"""Shared pieces of the property tests: settings, seeded playouts and hostile values.

Everything a person or a file can send must end in IllegalAction,
InvalidOptions or InvalidSave with a short message that can be encoded;
these helpers build the inputs and check the errors.
"""

from __future__ import annotations

import functools
import json
import os
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

import tabletop
from tabletop.core.game import Game, State
from tabletop.core.rng import Rng
from tabletop.core.save import Match
from tests.support.playouts import choose, configurations

GAMES = [tabletop.get_game(g) for g in tabletop.GAMES]

#: examples per game and property; TABLETOP_FUZZ_EXAMPLES=2000 for a long hunt
EXAMPLES = int(os.environ.get("TABLETOP_FUZZ_EXAMPLES", "60"))
#: the suite runs derandomized (the same examples every run, so an xfail stays strict);
#: TABLETOP_FUZZ_RANDOM=1 explores new examples
RANDOM = os.environ.get("TABLETOP_FUZZ_RANDOM", "") == "1"

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not RANDOM,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)

#: an error message longer than this repeats too much of its input
MAX_MESSAGE = 600


def check_message(error: BaseException) -> None:
    text = str(error)
    assert text, f"{type(error).__name__} without a message"
    text.encode("utf-8")  # no lone surrogate: the message can be sent to the browser
    assert len(text) <= MAX_MESSAGE, f"message of {len(text)} characters: {text[:200]!r}…"


@functools.cache
def played(game_id: str, steps: int = 8, seed: int = 5) -> tuple[Match, tuple[State[Any], ...]]:
    """A short seeded random playout of the game's first configuration: the match and every state.

    Moves that would end the game are avoided while another exists, so every state has an active player.
    """
    game = tabletop.get_game(game_id)
    players, options = next(iter(configurations(game)))
    match = Match(game, players, options, seed, {"seats": [{"name": f"P{i}", "bot": None} for i in range(players)]})
    rng = Rng(seed)
    states = [match.state]
    for _ in range(steps):
        if match.state.is_over():
            break
        # prefer moves that keep the game going (Laser Reflection's "stop" would end it at once)
        for _ in range(20):
            player, action = choose(match.state, rng)
            if not match.state.apply(player, action).is_over():
                break
        match.apply(player, action)
        states.append(match.state)
    return match, tuple(states)


def snapshot(state: State[Any]) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def game_ids(game: Game[Any]) -> str:
    return game.id


# -- hostile values ------------------------------------------------------------------

#: every code point, lone surrogates and control characters included
ANY_CHAR = st.characters(codec=None, exclude_categories=())
#: characters that break parsers: digits int() or isdigit() treat oddly, signs, brackets, quotes, controls
NASTY_CHARS = st.sampled_from(
    [
        "²",
        "٣",
        "１",
        "⁴",
        "½",
        "Ⅻ",
        "-",
        "+",
        "_",
        ".",
        ",",
        " ",
        "\t",
        "\n",
        "\x00",
        "\x7f",
        "\x85",
        "\u200b",
        "\ufeff",
        "\ud800",
        "\udfff",
        "\U0001f600",
        "[",
        "]",
        "{",
        "}",
        '"',
        "\\",
        "@",
        ":",
        "/",
        "0",
        "9",
        "é",
        "İ",
    ]
)
NASTY_TEXT = st.text(st.one_of(ANY_CHAR, NASTY_CHARS), max_size=40)
NASTY_NUMBERS = st.sampled_from(
    [0, -1, 1, 2**63, 2**64, -(2**64) - 1, 10**40, 0.5, -0.0, 1e308, float("nan"), float("inf"), float("-inf")]
)


def json_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """JSON-like values, hostile ones included (NaN, huge ints, surrogates, tuples, deep lists)."""
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=True, allow_infinity=True),
        NASTY_NUMBERS,
        NASTY_TEXT,
    )
    return st.recursive(
        scalars,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.dictionaries(NASTY_TEXT, inner, max_size=4),
        ),
        max_leaves=max_leaves,
    )


def deep(depth: int, leaf: Any = 0) -> Any:
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def digit_mutation(text: str, data: st.DataObject) -> str:
    """``text`` with some ASCII digits replaced by look-alikes, huge numbers or signs."""
    out = []
    for ch in text:
        if ch.isdigit() and data.draw(st.booleans(), label="swap digit"):
            out.append(
                data.draw(st.sampled_from(["²", "٣", "１", "-1", "99", "9" * 12, "0" * 40, "+1", " ", "", "1_0"]))
            )
        else:
            out.append(ch)
    return "".join(out)
