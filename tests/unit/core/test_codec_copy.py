"""The compiled copier: a View's attributes copied as the state holds them, and the copier as the class's copy."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tabletop.core.codec import Codec, Ctx, Field, Int, List, Map, View, seats


class _Rows:
    """A state whose per-seat lists are saved as one row per seat, through a property (as Polis saves its sides)."""

    game: Any = SimpleNamespace(id="demo")
    players, options = 2, {}
    reads = 0

    @property
    def saved_rows(self) -> _Rows:
        _Rows.reads += 1
        return self

    @saved_rows.setter
    def saved_rows(self, values: tuple[Any, ...]) -> None:
        self.score, self.bag = values

    def copy(self) -> _Rows:
        return CODEC.copy(self)

    def rng_state(self) -> None:
        return None


def _dump(s: _Rows) -> list[dict[str, Any]]:
    return [{"score": s.score[p], "bag": dict(s.bag[p])} for p in (0, 1)]


def _load(data: Any, at: str, ctx: Ctx) -> tuple[Any, ...]:
    return [r["score"] for r in data], [dict(r["bag"]) for r in data]


ROWS = View(_dump, _load, (Field("score", seats(Int(0))), Field("bag", seats(Map(Int(0))))))
CODEC = Codec(
    _Rows, 1, (Field("turn", Int(0)), Field("saved_rows", ROWS, key="rows"), Field("log", List(Int()))), rng=False
)
_Rows.codec = CODEC  # type: ignore[attr-defined]  # with a copy of its own


def _state() -> _Rows:
    s = object.__new__(_Rows)
    s.turn, s.score, s.bag, s.log = 3, [1, 2], [{"a": 1}, {}], [7]
    return s


def test_a_view_copies_its_attributes_without_reading_through_its_property() -> None:
    s = _state()
    _Rows.reads = 0
    t = CODEC.copy(s)
    assert _Rows.reads == 0
    t.score[0], t.bag[0]["a"] = 9, 5
    assert (s.score, s.bag) == ([1, 2], [{"a": 1}, {}])
    assert CODEC.to_dict(s)["rows"] == [{"score": 1, "bag": {"a": 1}}, {"score": 2, "bag": {}}]


def test_the_copier_becomes_the_class_copy_only_where_the_class_keeps_the_default() -> None:
    class Default:
        players, options = 2, {}

    Default.codec = codec = Codec(Default, 1, (Field("turn", Int(0)), Field("log", List(Int()))), rng=False, shared=())  # type: ignore[attr-defined]
    s = object.__new__(Default)
    s.turn, s.log = 1, [2]
    assert codec.copy(s).log == [2]
    assert Default.copy is codec.__dict__["_copier"]  # type: ignore[attr-defined]
    t = s.copy()  # type: ignore[attr-defined]
    t.log.append(3)
    assert (type(t), t.turn, s.log) == (Default, 1, [2])
    CODEC.copy(_state())
    assert _Rows.__dict__["copy"] is not CODEC.__dict__["_copier"]  # a class with its own copy keeps it
