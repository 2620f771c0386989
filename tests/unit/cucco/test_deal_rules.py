"""One deal (docs/rules/cucco.md §2.5–§2.6): the cases C1–C23 of §2.10 through ``resolve_deal``, and
the same deals through the full game, which must agree (one implementation)."""

from __future__ import annotations

import pytest

from tabletop.cucco import GAME, resolve_deal
from tabletop.cucco.rules import Ev
from tests.unit.cucco.helpers import play_deal, position

# (id, hands in turn order, deck top first, changes, expected final or None, disqualified, penalised)
CASES = [
    ("C1-plain-swap", [3, 8, 5, 10], [6], "CNNN", [8, 3, 5, 10], [], [1]),
    ("C2-human-disqualifies-the-asker", [3, 14, 5, 10], [6], "CNNN", [3, 14, 5, 10], [0], [0]),
    ("C3-horse-passes-to-the-next-player", [3, 13, 5, 10], [6], "CNNN", [5, 13, 3, 10], [], [2]),
    ("C4-house-before-the-last-player-passes-to-the-deck", [3, 11], [6], "CN", [6, 11], [], [0]),
    ("C5-cat-curses-the-original-owner", [2, 9, 12, 10], [6], "CCNN", [9, 2, 12, 10], [0], [0, 1]),
    ("C6-matto-given-disqualifies-the-receiver", [-4, 7, 5, 10], [6], "CNNN", [7, -4, 5, 10], [1], [1]),
    ("C7-matto-received-disqualifies-the-asker", [7, -4, 5, 10], [6], "CNNN", [-4, 7, 5, 10], [0], [0]),
    ("C8-matto-chain", [-4, 7, 5, 10], [6], "CCCN", [7, 5, 10, -4], [1, 2, 3], [1, 2, 3]),
    ("C9-cat-exception-skips-the-matto-victim", [6, -4, 12, 10], [3], "CCNN", [-4, 6, 12, 10], [0, 1], [0, 1]),
    ("C10-human-beats-the-matto", [-4, 14, 5, 10], [6], "CNNN", [-4, 14, 5, 10], [0], [0]),
    ("C11-deck-cuckoo-no-exchange", [5, 6, 7, 2], [15], "NNNC", [5, 6, 7, 2], [], [3]),
    ("C12-deck-human-disqualifies", [5, 6, 7, 2], [14], "NNNC", [5, 6, 7, 2], [3], [3]),
    ("C13-deck-horse-draws-again", [5, 6, 7, 2], [13, 4], "NNNC", [5, 6, 7, 4], [], [3]),
    ("C14-deck-cat-curses-the-original-owner", [5, 6, 7, 2], [12], "NNNC", [5, 6, 7, 2], [3], [3]),
    ("C15-deck-matto-is-the-strongest", [5, 6, 7, 2], [-4], "NNNC", [5, 6, 7, -4], [], [0]),
    ("C16-cuckoo-revealed-at-once", [1, 15, 5, -2], [6], "CNNN", [1, 15, 5, -2], [], [3]),
    ("C17-start-players-cuckoo-stays-hidden-with-3", [15, 1, 4], [9], "NCC", [15, 4, 9], [], [1]),
    ("C18-start-players-cuckoo-revealed-with-2", [15, 1], [9], "NC", [15, 1], [], [1]),
    ("C19-ties-for-lowest-are-all-penalised", [0, 0, 5, 10], [], "NNNN", [0, 0, 5, 10], [], [0, 1]),
    ("C21-last-player-dumps-the-matto-on-the-deck", [5, 6, 7, -4], [8], "NNNC", [5, 6, 7, 8], [], [0]),
    ("C22-horse-then-human", [3, 13, 14], [6], "CNN", [3, 13, 14], [0], [0]),
    ("C23-cat-after-two-moves-curses-the-first-owner", [1, 3, 4, 12], [6], "CCCN", [3, 4, 1, 12], [0], [0, 2]),
    # the Matto never changes hands against a 14 or a 12, from the requester's side too (seed:
    # "渡しても渡されても ... 相手が14(人間)か12(猫)の場合は交換が成立しません")
    ("matto-refused-to-a-requesters-human", [14, -4, 5, 10], [6], "CNNN", [14, -4, 5, 10], [], [1]),
    ("matto-refused-to-a-requesters-cat", [12, -4, 5, 10], [6], "CNNN", [12, -4, 5, 10], [], [1]),
    ("matto-refused-after-a-pass", [14, 13, -4, 10], [6], "CNNN", [14, 13, -4, 10], [], [2]),
    ("matto-refused-then-given-on", [14, -4, 5, 10], [6], "CCNN", [14, 5, -4, 10], [2], [2]),
    # more than the spec's table
    ("house-and-horse-chain-to-the-deck", [2, 11, 13], [5], "CNN", [5, 11, 13], [], [0]),
    ("pass-chain-reaches-a-cat", [2, 13, 12, 9], [5], "CNNN", [2, 13, 12, 9], [0], [0]),
    ("requesters-own-power-card-is-simply-exchanged", [14, 3, 5, 10], [6], "CNNN", [3, 14, 5, 10], [], [0]),
    ("both-mattos-swapped-disqualify-both", [-4, -4, 5, 10], [6], "CNNN", [-4, -4, 5, 10], [0, 1], [0, 1]),
    ("deck-draws-past-several-passers", [5, 6, 7, 2], [11, 13, 11, 9], "NNNC", [5, 6, 7, 9], [], [0]),
    ("disqualified-player-still-acts", [3, 14, 8, 10], [6], "CCNN", [3, 8, 14, 10], [0], [0]),
    ("cat-curses-a-holder-who-already-left-the-card", [2, 9, 8, 12], [6], "CCCN", [9, 8, 2, 12], [0], [0, 2]),
]


@pytest.mark.parametrize(
    ("hands", "deck", "changes", "final", "disqualified", "penalised"),
    [c[1:] for c in CASES],
    ids=[c[0] for c in CASES],
)
def test_resolve_deal_spec_cases(
    hands: list[int], deck: list[int], changes: str, final: list[int], disqualified: list[int], penalised: list[int]
) -> None:
    out = resolve_deal(hands=hands, deck=deck, changes=changes)
    assert out.final == final
    assert out.disqualified == disqualified
    assert out.penalised == penalised


@pytest.mark.parametrize(
    ("hands", "deck", "changes", "final", "disqualified", "penalised"),
    [c[1:] for c in CASES],
    ids=[c[0] for c in CASES],
)
def test_the_full_game_resolves_the_same_deal(
    hands: list[int], deck: list[int], changes: str, final: list[int], disqualified: list[int], penalised: list[int]
) -> None:
    state = play_deal(position(hands, deck), changes, serial=1)
    last = state.observation(None)["last_deal"]
    assert last is not None and (last["round"], last["deal"]) == (1, 1)
    assert last["cards"] == final
    assert [s for s, reasons in enumerate(last["disqualified"]) if reasons] == disqualified
    assert last["penalised"] == penalised


def test_C20_cancellation_penalises_equal_cards() -> None:
    out = resolve_deal([7, 7, 3, 10], [], "NNNN", cancellation=True)
    assert out.penalised == [0, 1, 2]
    assert resolve_deal([7, 7, 3, 10], [], "NNNN").penalised == [2]
    state = play_deal(position([7, 7, 3, 10], cancellation=True), "NNNN")
    assert state.observation(None)["last_deal"]["pairs"] == [0, 1]
    assert state.observation(None)["last_deal"]["penalised"] == [0, 1, 2]


def test_cancellation_compares_the_printed_rank_of_a_matto_from_the_deck() -> None:
    # D takes a Matto from the deck (value 16, printed -4) while A holds the other Matto
    out = resolve_deal([-4, 6, 7, 2], [-4], "NNNC", cancellation=True)
    assert out.values == [-4, 6, 7, 16]
    assert out.penalised == [0, 3]


def test_resolve_deal_reports_values_lowest_and_events() -> None:
    out = resolve_deal([5, 6, 7, 2], [13, -4], "NNNC")
    assert out.final == [5, 6, 7, -4]
    assert out.values == [5, 6, 7, 16]
    assert out.lowest == [0]
    kinds = [e.kind for e in out.events]
    assert kinds == [Ev.KEEP, Ev.KEEP, Ev.KEEP, Ev.ASK_DECK, Ev.DRAW, Ev.DECK_PASS, Ev.DRAW, Ev.TAKE]


def test_resolve_deal_defaults_to_nobody_changing() -> None:
    assert resolve_deal([4, 2, 9]).penalised == [1]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"hands": [3, 16]}, "rank from -4 to 15"),
        ({"hands": [3, -5]}, "rank from -4 to 15"),
        ({"hands": [3, True]}, "rank"),
        ({"hands": [3]}, "at least 2"),
        ({"hands": "38"}, "list of ranks"),
        ({"hands": [3, 8], "deck": [20]}, "deck card"),
        ({"hands": [3, 8], "changes": "CNN"}, "one C or N per hand"),
        ({"hands": [3, 8], "changes": "CX"}, "one C or N per hand"),
        ({"hands": [3, 8], "changes": "NC"}, "deck ran out"),
        ({"hands": [3, 8], "deck": [13, 11], "changes": "NC"}, "deck ran out"),
    ],
)
def test_resolve_deal_rejects_bad_input(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        resolve_deal(**kwargs)  # type: ignore[arg-type]


def test_a_change_after_a_cuckoo_is_ignored() -> None:
    # C16: the deal ended before anyone acted
    out = resolve_deal([1, 15, 5, -2], [6], "CCCC")
    assert out.final == [1, 15, 5, -2]
    assert [e.kind for e in out.events] == [Ev.CUCKOO]


def test_a_refused_matto_shows_both_cards_and_disqualifies_nobody() -> None:
    out = resolve_deal([12, -4, 5, 10], [6], "CNNN")
    refused = [e for e in out.events if e.kind is Ev.MATTO_REFUSED]
    assert [(e.seat, e.target, e.card, e.other) for e in refused] == [(0, 1, 12, -4)]
    assert Ev.SWAP not in [e.kind for e in out.events] and Ev.CAT not in [e.kind for e in out.events]
    state = position([12, -4, 5, 10], [6]).apply(0, "change")
    hands = state.observation(None)["hands"]
    assert [(h["card"], h["face_up"], h["disqualified"]) for h in hands[:2]] == [(12, True, []), (-4, True, [])]
    line = {"key": "cucco.matto_refused", "args": {"player": 0, "target": 1, "card": 12, "other": -4}}
    assert line in state.observation(3)["log"]
    assert GAME.describe(line, "en", ["Ann", "Bo"]).startswith("Bo holds the Matto and Ann offers the Cat (12)")


def test_a_card_exchanged_for_the_matto_is_publicly_no_human_or_cat() -> None:
    state = position([5, -4, 8, 10], [6]).apply(0, "change")  # A takes the Matto, B gets the 5
    hand = state.observation(3)["hands"][1]
    assert hand["card"] is None and {12, 14} <= set(hand["cannot_be"])


def test_two_cuckoos_are_both_revealed() -> None:
    out = resolve_deal([4, 15, 15, 3], [6], "NNNN")
    assert [e.seat for e in out.events if e.kind is Ev.CUCKOO] == [1, 2]
    assert out.penalised == [3]


def test_the_log_says_when_the_cat_exception_picks_the_victim() -> None:
    # C9: seat 1 got the Matto from seat 0, then offers seat 0's old 6 to the Cat: seat 1 is cursed
    exception = [e for e in resolve_deal([6, -4, 12, 10], [3], "CCNN").events if e.victim >= 0]
    assert [(e.kind, e.victim) for e in exception] == [(Ev.CAT_EXCEPTION, 1)]
    # without a Matto the card's first holder is cursed, as the plain message says
    plain = [e for e in resolve_deal([6, 5, 12, 10], [3], "NCNN").events if e.victim >= 0]
    assert [(e.kind, e.victim) for e in plain] == [(Ev.CAT, 1)]
    drawn = [e for e in resolve_deal([6, -4, 9, 10], [12], "CNNC").events if e.victim >= 0]
    assert [(e.kind, e.victim) for e in drawn] == [(Ev.DECK_CAT, 3)]
