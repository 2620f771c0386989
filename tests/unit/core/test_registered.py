"""Game.registered: the one instance ``@register`` made of a game class, typed as that class."""

from __future__ import annotations

import pytest

import tabletop
from tabletop.core.errors import UnknownGame
from tabletop.cucco import Cucco
from tabletop.khronos import Khronos


@pytest.mark.parametrize("cls", [Cucco, Khronos])
def test_a_registered_game_class_gives_the_registered_instance(cls: type[Cucco] | type[Khronos]) -> None:
    game = cls.registered()
    assert game is tabletop.get_game(cls.id)
    assert type(game) is cls


def test_a_class_under_another_game_id_is_refused() -> None:
    class Impostor(Cucco):
        id = "khronos"

    with pytest.raises(TypeError, match="khronos is registered as another game"):
        Impostor.registered()


def test_an_unregistered_id_is_an_unknown_game() -> None:
    class Unregistered(Cucco):
        id = "no-such-game"

    with pytest.raises(UnknownGame):
        Unregistered.registered()
