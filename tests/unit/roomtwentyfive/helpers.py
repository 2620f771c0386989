"""Shared helpers of the Room 25 unit tests (one copy: programming, settling, character indices)."""

from __future__ import annotations

from tabletop.roomtwentyfive import Phase, RoomState, build, play

__all__ = ["build", "ci", "keys", "play", "prog", "settle"]


def prog(s: RoomState, settled: bool = True, **programs: str) -> RoomState:
    """Program every character still to program: the named ones as given, the others ``push``
    (usually lost: nobody to push); then :func:`settle` unless ``settled`` is false."""
    for ch in s.chars:
        if ch.alive and not ch.live and not ch.programmed:
            s = play(s, f"program {ch.name} {programs.get(ch.name, 'push')}")
    return settle(s) if settled else s


def settle(s: RoomState) -> RoomState:
    """Pass every step whose only choice is ``pass`` (a lost action), or ``pass`` and a guard's ``reveal``."""
    while s.phase is Phase.ACTION and not s.pending and len(s.active_players()) == 1:
        if s.legal_texts(s.active_players()[0]) not in (["pass"], ["pass", "reveal"]):
            break
        s = play(s, "pass")
    return s


def ci(s: RoomState, name: str) -> int:
    """The index of character ``name``."""
    i = s.char_index(name)
    assert i is not None, f"no {name} in this position"
    return i


def keys(s: RoomState, viewer: int | None = None) -> list[str]:
    """The message names of the log lines ``viewer`` sees (None: a spectator)."""
    return [line["key"].removeprefix("roomtwentyfive.") for line in s.log.view(viewer)]
