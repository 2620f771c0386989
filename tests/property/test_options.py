"""Random option dicts, for every game, are accepted or refused with InvalidOptions only.

Values are drawn around each game's schema (its choice values and their
float/bool/text twins, int bounds and beyond, random and hostile text) and
from hostile JSON-like values; keys are the game's option names or random
text. An accepted dict must keep the schema's types exactly (no 25.0 for
25), and the game it starts must save, reload and replay.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.errors import InvalidOptions
from tabletop.core.game import Game
from tabletop.core.options import Option
from tabletop.core.save import Match, Save
from tests.property.support import FUZZ, GAMES, NASTY_TEXT, check_message, game_ids, json_values


def _values_for(option: Option) -> st.SearchStrategy[Any]:
    near: list[Any] = [option.default]
    for c in option.choices:
        near += [c.value, str(c.value)]
        if isinstance(c.value, int) and not isinstance(c.value, bool):
            near += [float(c.value), c.value + 1, -c.value, bool(c.value)]
    for bound in (option.lo, option.hi):
        if bound is not None:
            near += [bound, bound - 1, bound + 1, float(bound), str(bound)]
    if option.kind == "bool":
        near += [0, 1, "true", None]
    return st.one_of(st.sampled_from(near), NASTY_TEXT, json_values(6), st.text(max_size=80))


@st.composite
def option_dicts(draw: st.DrawFn, game: Game[Any]) -> dict[Any, Any]:
    schema = list(game.options())
    out: dict[Any, Any] = {}
    for option in schema:
        if draw(st.booleans()):
            out[option.key] = draw(_values_for(option))
    if draw(st.integers(0, 5)) == 0:
        out[
            draw(
                st.one_of(
                    NASTY_TEXT, st.integers(), st.none(), st.sampled_from([o.key.upper() for o in schema] or ["x"])
                )
            )
        ] = 1
    return out


def _players(game: Game[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(
        st.integers(game.min_players, game.max_players),
        st.sampled_from([0, -1, game.max_players + 1, 10**30, float(game.min_players), True, None, "2"]),
    )


@pytest.mark.parametrize("game", GAMES, ids=game_ids)
@FUZZ
@given(data=st.data())
def test_random_options_are_accepted_or_refused_with_invalid_options(game: Game[Any], data: st.DataObject) -> None:
    players = data.draw(_players(game), label="players")
    options = data.draw(st.one_of(option_dicts(game), json_values(8)), label="options")
    seed = data.draw(st.sampled_from([0, 1, 2**64 - 1]), label="seed")
    try:
        match = Match(game, players, options, seed)
    except InvalidOptions as e:
        check_message(e)
        return
    # accepted: the schema's very types, and a game that saves, reloads and replays
    schema = {o.key: o for o in game.options()}
    for key, value in match.options.items():
        o = schema[key]
        expected = type(o.default) if not o.choices else {type(c.value) for c in o.choices if c.value == value}
        assert (type(value) in expected) if isinstance(expected, set) else type(value) is expected, (key, value)
    save = match.to_save()
    assert Save.from_json(save.to_json()).replay().to_dict() == match.state.to_dict()


def _twins(game: Game[Any]) -> list[tuple[str, Any]]:
    """For every choice/int/bool option, values equal to an allowed one but of another type."""
    out: list[tuple[str, Any]] = []
    for o in game.options():
        allowed = [c.value for c in o.choices] or [v for v in (o.lo, o.hi, o.default) if v is not None]
        for v in allowed:
            if isinstance(v, bool):
                out += [(o.key, int(v)), (o.key, float(v))]
            elif isinstance(v, int):
                out += [(o.key, float(v)), (o.key, str(v))] + ([(o.key, bool(v))] if v in (0, 1) else [])
            elif isinstance(v, str):
                out += [(o.key, [v]), (o.key, v.encode())]
    return out


@pytest.mark.parametrize("game", GAMES, ids=game_ids)
def test_equal_values_of_another_type_are_refused(game: Game[Any]) -> None:
    players = game.min_players
    twins = _twins(game)
    assert {key for key, _ in twins} == {o.key for o in game.options()}, "every option has twins to try"
    for key, value in twins:
        with pytest.raises(InvalidOptions) as err:
            Match(game, players, {key: value}, 1)
        check_message(err.value)
