"""Set-up, the Deck Phase, trophies, the end of the game (docs/rules/challengers.md §2–§4, §7, §10; cases 11–19, 33, 34)."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations

import pytest

import tabletop  # noqa: F401  (registers the game)
from tabletop.challengers import CARDS, ChallengersState, Step
from tabletop.challengers.data import DRAFT, PLANS, TROPHIES
from tabletop.challengers.deck import draw, start_round
from tabletop.challengers.setup import schedule
from tabletop.challengers.tournament import lead_winner, play_match, start_final, two_team_winners
from tabletop.core.action import Act
from tabletop.core.errors import IllegalAction, InvalidOptions, InvalidSave
from tabletop.core.registry import get_game
from tabletop.core.rng import Rng
from tests.support.playouts import choose

GAME = get_game("challengers")


def new(players: int, seed: int = 1, **options: object) -> ChallengersState:
    s = GAME.new(players, dict(options), seed)
    assert isinstance(s, ChallengersState)
    return s


def finish_deck_phase(s: ChallengersState) -> ChallengersState:
    """Every human picks its first legal card (offers: the first) and is done."""
    r = s.round
    while not s.is_over() and s.round == r:
        p = s.active_players()[0]
        legal = s.legal_texts(p)
        move = next((a for a in legal if a.startswith(("offer", "pick", "duplicate"))), "done")
        s = s.apply(p, move)  # type: ignore[assignment]
    return s


def pick_twice(s: ChallengersState) -> ChallengersState:
    for _ in range(2):
        s = s.apply(0, f"pick {s.observation(0)['you']['display'][0]}")  # type: ignore[assignment]
    return s


def into_deck(s: ChallengersState, key: str, p: int = 0) -> None:
    i = next(i for i in s.piles["A"] if s.cards[i] == key)
    s.piles["A"].remove(i)
    s.decks[p] = sorted([*s.decks[p], i])


def into_display(s: ChallengersState, key: str, level: str, p: int = 0) -> None:
    """Swap a card ``key`` from the level pile into seat ``p``'s display (for its first card)."""
    i = next(i for i in s.piles[level] if s.cards[i] == key)
    s.piles[level].remove(i)
    s.piles[level].append(s.display[p].pop(0))
    s.display[p].append(i)


def zone_ids(s: ChallengersState) -> list[int]:
    return sorted(i for ids in s.zones().values() for i in ids)


# -- set-up -------------------------------------------------------------------------------------------
def test_16_piles_from_the_city_and_five_themed_sets() -> None:
    s = new(1, left_out="shipwreck")
    by_level = Counter(CARDS[k].level for k in s.cards)
    assert (by_level["A"], by_level["B"], by_level["C"]) == (88, 83, 49)
    assert "shipwreck" not in s.sets and len(s.sets) == 6


def test_a_random_set_is_left_out_by_default() -> None:
    themes = ("film_studio", "funfair", "haunted_house", "outer_space", "castle", "shipwreck")
    left = {next(t for t in themes if t not in new(2, seed).sets) for seed in range(40)}
    assert len(left) >= 4


def test_every_player_starts_with_the_starter_deck() -> None:
    s = new(3)
    for p in range(3):
        assert sorted(s.cards[i] for i in s.decks[p]) == sorted(["newcomer"] * 3 + ["talent_s", "dog_s", "champion_s"])


def test_34_the_robot_deck_per_difficulty() -> None:
    s = new(3, npc_level=3)
    deck = Counter(s.cards[i] for i in s.decks[3])
    assert sum(deck.values()) == 6
    assert deck["bolt"] == 1 and deck["gear"] == deck["piston"] == deck["servo"] == 1
    assert sum(n for k, n in deck.items() if CARDS[k].level == "R") == 2
    solo = new(1, npc_level=3, solo_objectives=True)
    levels = Counter(CARDS[solo.cards[i]].level for i in solo.decks[1])
    assert levels == {"RS": 4, "R": 2, "SOLO": 2}
    assert len(new(1, npc_level=5, solo_objectives=True).decks[1]) == 9  # 2 starters + 4 R + 3 SOLO
    assert len(new(3, npc_level=3, solo_objectives=True).decks[3]) == 6  # solo objectives: 1 player only


def test_a_robot_seat_only_for_odd_counts() -> None:
    assert new(1).npc == 1 and new(2).npc is None and new(7).npc == 7 and new(8).npc is None
    assert new(5).seats == 6


def test_difficulty_options_warn_about_levels_4_and_5() -> None:
    (level,) = [o for o in GAME.options() if o.key == "npc_level"]
    labels = {c.value: c.label["en"] for c in level.choices}
    assert "not recommended in multiplayer" in labels[4] and "not recommended" in labels[5]
    assert "not recommended" not in labels[3]
    with pytest.raises(InvalidOptions):
        GAME.new(1, {"npc_level": 6}, 1)


def test_17_pairings_follow_the_tournament_plans() -> None:
    four = schedule(4, [0, 1, 2, 3])
    assert four[0] == [[0, 3], [1, 2]]
    assert four[1] == [[0, 1], [2, 3]]
    assert four[3] == four[0]
    eight = schedule(8, list(range(8)))
    met = Counter(tuple(sorted(pair)) for rnd in eight for pair in rnd)
    assert set(met) == set(combinations(range(8), 2)) and set(met.values()) == {1}
    for seats in (4, 6, 8):
        plan = schedule(seats, list(range(seats)))
        for r in range(6):
            assert not {tuple(p) for p in plan[r]} & {tuple(p) for p in plan[r + 1]}  # a new opponent each round
        assert all(len(pair) == 2 for rnd in plan for pair in rnd)
    assert len(PLANS[6]) == 6


def test_19_trophies_dealt_per_park() -> None:
    threes = sum(new(2, seed).trophy_values[0][0] == 3 for seed in range(200))
    assert 0.15 < threes / 200 < 0.35  # 1/4, within 3 standard deviations
    s = new(8)
    assert sorted(s.trophy_values[6]) == [9, 9, 10, 10] and s.parks() == 4
    assert all(sorted(s.trophy_values[r]) == sorted(TROPHIES[r]) for r in range(7))


# -- the Deck Phase -------------------------------------------------------------------------------------
def test_18_offers_per_round() -> None:
    assert [[lv for lv, _ in o] for o in DRAFT] == [["A"], ["A"], ["A", "B"], ["A", "B"], ["B"], ["B", "C"], ["C"]]
    assert DRAFT[3] == (("A", 2), ("B", 2)) and DRAFT[4] == (("B", 2),) and DRAFT[5] == (("B", 2), ("C", 1))
    assert DRAFT[6] == (("C", 2),)
    s = new(2)
    for _ in range(3):
        s = finish_deck_phase(s)
    assert s.round == 4 and s.legal_texts(0) == ["offer A", "offer B"]
    s = s.apply(0, "offer B")
    assert [CARDS[k].level for k in s.observation(0)["you"]["display"]] == ["B"] * 5


def test_15_one_redraw_per_deck_phase_also_between_two_picks() -> None:
    s = new(2)
    first = s.observation(0)["you"]["display"][0]
    s = s.apply(0, f"pick {first}")
    s = s.apply(0, "redraw")
    assert len(s.observation(0)["you"]["display"]) == 4
    with pytest.raises(IllegalAction, match="only once"):
        s.apply(0, "redraw")


def test_the_display_is_seen_only_by_its_drafter() -> None:
    s = new(3)
    mine = s.observation(0)["you"]["display"]
    assert len(mine) == 5
    other = s.observation(1)
    assert other["seats"][0]["display"] == 5 and other["you"]["seat"] == 1
    assert s.observation(None)["you"] is None
    own = [e["args"]["player"] for e in s.observation(1)["log"] if e["key"] == "challengers.drew_own"]
    assert own == [1]  # seat 1 reads its own display in the log, and only "Player 1 draws 5 cards" of seat 0
    assert any(e["key"] == "challengers.drew" and e["args"]["player"] == 0 for e in s.observation(1)["log"])


def test_picks_are_compulsory_then_removal_is_optional() -> None:
    s = new(2)
    assert not any(a.startswith(("remove", "done")) for a in s.legal_texts(0))
    with pytest.raises(IllegalAction, match="first finish your picks"):
        s.apply(0, "done")
    s = pick_twice(s)
    assert s.steps[0] is Step.REMOVE and not s.display[0]
    assert "done" in s.legal_texts(0)


def test_unpicked_cards_go_to_the_discard_pile() -> None:
    s = new(1)
    before = len(s.discards["A"])
    s = pick_twice(s)
    assert len(s.discards["A"]) == before + 3


def test_removed_starters_leave_the_game_and_drafted_cards_go_to_their_discard() -> None:
    s = new(1)
    s = pick_twice(s)
    drafted = s.picked[0][0]
    discard = len(s.discards["A"])
    s = s.apply(0, "remove newcomer")
    assert any(s.cards[i] == "newcomer" for i in s.box) and len(s.discards["A"]) == discard
    s = s.apply(0, f"remove {drafted}")
    assert len(s.discards["A"]) == discard + 1


def test_the_deck_keeps_at_least_one_card() -> None:
    s = new(1)
    s = pick_twice(s)
    while len(s.decks[0]) > 1:
        s = s.apply(0, f"remove {s.cards[s.decks[0][0]]}")
    assert s.legal_texts(0) == ["done"]
    with pytest.raises(IllegalAction, match="at least 1 card"):
        s.apply(0, f"remove {s.cards[s.decks[0][0]]}")


def test_a_short_pile_is_refilled_from_its_shuffled_discard_pile() -> None:
    s = new(2)
    s2 = s.copy()
    s2.discards["A"] = s2.piles["A"][:-3] + s2.discards["A"]
    s2.piles["A"] = s2.piles["A"][-3:]
    s2.discards["A"] += s2.display[0]
    s2.display[0] = []
    got = draw(s2, 0, 5)
    assert len(got) == 5 and not s2.discards["A"]
    assert sorted(zone_ids(s2)) == list(range(len(s2.cards)))


def test_33_ufo_duplicates_an_a_card_and_clones_bring_a_second_clones() -> None:
    s = new(1, left_out="shipwreck").copy()
    into_deck(s, "vendor")
    s.discards["A"] += s.display[0]
    s.display[0] = []
    start_round(s, 5)
    for key in ("ufo", "clones"):
        into_display(s, key, "B")
    s = s.apply(0, "pick ufo")  # type: ignore[assignment]
    assert Counter(s.cards[i] for i in s.decks[0])["vendor"] == 2
    assert s.picks_left[0] == 1  # the copy was not a pick
    s = s.apply(0, "pick clones")  # type: ignore[assignment]
    assert Counter(s.cards[i] for i in s.decks[0])["clones"] == 2
    assert sorted(zone_ids(s)) == list(range(len(s.cards)))


def test_ufo_asks_which_a_card_when_the_deck_has_several() -> None:
    s = new(1, left_out="shipwreck").copy()
    for key in ("vendor", "cow"):
        into_deck(s, key)
    s.discards["A"] += s.display[0]
    s.display[0] = []
    start_round(s, 5)
    into_display(s, "ufo", "B")
    s = s.apply(0, "pick ufo")  # type: ignore[assignment]
    assert s.legal_texts(0) == ["duplicate cow", "duplicate vendor"]
    s = s.apply(0, "duplicate cow")  # type: ignore[assignment]
    assert Counter(s.cards[i] for i in s.decks[0])["cow"] == 2 and s.steps[0] is Step.PICK


def test_cow_gains_a_fan_when_picked() -> None:
    s = new(2, left_out="shipwreck").copy()
    into_display(s, "cow", "A")
    s = s.apply(0, "pick cow")  # type: ignore[assignment]
    assert s.fans[0] == 1


# -- matches, trophies and the end -------------------------------------------------------------------------
def test_14_more_trophies_hold_the_flag_first() -> None:
    s = new(2).copy()
    s.holders[0][0], s.holders[1][0], s.holders[2][0] = 0, 0, 1
    s.round = 4
    assert play_match(s, 0, 1, 0, final=True)["first"] == 0
    s.holders[2][0] = 0
    s.holders[0][0] = 1
    s.holders[3][0] = 1
    firsts = set()
    for seed in range(20):
        s.rng = Rng(seed)
        firsts.add(play_match(s, 0, 1, 0, final=True)["first"])
    assert firsts == {0, 1}


def test_the_match_winner_takes_the_park_trophy() -> None:
    s = finish_deck_phase(new(4))
    assert s.round == 2
    for m in s.matches:
        assert s.holders[0][m["park"]] == m["winner"]
        assert m["trophy"] == {"round": 1, "park": m["park"], "fans": None}  # 3–8 players: hidden


def test_the_robot_trophy_is_discarded_in_3_to_7_player_games_and_kept_in_solo() -> None:
    for seed in range(30):
        s = finish_deck_phase(new(3, seed, npc_level=5))
        robot = [m for m in s.matches if m["winner"] == 3]
        if robot:
            assert s.holders[0][robot[0]["park"]] == -2 and not robot[0]["kept"]
            assert not s.trophies_of(3)
            break
    else:
        pytest.fail("the robot never won")
    for seed in range(30):
        s = finish_deck_phase(new(1, seed, npc_level=5))
        if s.matches[0]["winner"] == 1:
            assert s.trophies_of(1) == [(1, 0)] and s.matches[0]["trophy"]["fans"] is not None
            break
    else:
        pytest.fail("the robot never won")


def test_11_an_11_fan_lead_wins_a_two_player_game_at_once() -> None:
    s = new(2).copy()
    s.fans = [14, 3]
    assert lead_winner(s) == 0
    s.fans = [13, 3]
    assert lead_winner(s) is None
    s.fans = [3, 30]
    assert lead_winner(s) == 1
    s = new(2).copy()
    s.fans = [40, 0]
    s = finish_deck_phase(s)
    assert s.is_over() and s.outcome().winners == (0,)  # type: ignore[union-attr]


def test_12_the_final_ranking_by_fans_then_trophies_then_the_highest_round() -> None:
    s = new(4).copy()
    s.trophy_values = [[2, 2, 2, 2] for _ in range(7)]
    s.holders = [[-1] * 4 for _ in range(7)]
    for r in (0, 1, 2):
        s.holders[r][0] = 0  # A: 3 trophies (6 fans)
    for r in (3, 4):
        s.holders[r][0] = 1  # B: 2 trophies (4 fans)
    s.fans = [14, 16, 0, 0]
    s.round = 7
    start_final(s)
    assert s.final is not None and s.final["finalists"] == [0, 1]
    s = new(4).copy()
    s.trophy_values = [[2, 2, 2, 2] for _ in range(7)]
    s.holders = [[-1] * 4 for _ in range(7)]
    s.holders[0][0], s.holders[1][0] = 0, 0
    s.holders[2][0], s.holders[5][0] = 1, 1  # B holds the round-6 trophy
    s.fans = [16, 16, 0, 0]
    start_final(s)
    assert s.final is not None and s.final["finalists"] == [1, 0]


def test_13_the_final_winner_wins_whatever_the_fans() -> None:
    for seed in range(60):
        s = new(4, seed)
        while not s.is_over():
            s = finish_deck_phase(s)
        final = s.final
        assert final is not None and s.outcome() is not None
        winner = final["match"]["winner"]
        assert s.outcome().winners == (winner,)  # type: ignore[union-attr]
        if s.total(winner) < s.total(final["match"]["loser"]):
            return
    pytest.fail("no final was won by the finalist with fewer fans")


def test_trophy_fans_stay_hidden_until_the_reveal_in_3_to_8_player_games() -> None:
    s = new(4, 3)
    while s.round <= 7 and not s.is_over():
        held = [t for x in s.observation(0)["seats"] for t in x["trophies"]]
        assert all(t["fans"] is None for t in held)
        assert all(x["total"] is None for x in s.observation(0)["seats"])
        s = finish_deck_phase(s)
    assert s.revealed and all(t["fans"] is not None for x in s.observation(None)["seats"] for t in x["trophies"])


def test_two_player_trophies_are_public_once_won() -> None:
    s = finish_deck_phase(new(2))
    (trophy,) = [t for x in s.observation(1)["seats"] for t in x["trophies"]]
    assert trophy["fans"] == s.trophy_values[0][0]


def test_the_final_lets_only_the_finalists_remove_cards() -> None:
    s = new(5, 2)
    while s.round <= 7:
        s = finish_deck_phase(s)
    assert s.observation(None)["phase"] == "final_deck"
    a, b = s.final["finalists"]  # type: ignore[index]
    assert set(s.active_players()) == {a, b}
    assert all(t.startswith(("remove", "done")) for t in s.legal_texts(a))


# -- the contract ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4, 7, 8])
def test_every_card_is_in_exactly_one_place_after_every_action(players: int) -> None:
    for seed in range(3):
        s = new(players, seed)
        rng = Rng(seed)
        n = len(s.cards)
        while not s.is_over():
            p, a = choose(s, rng)
            s = s.apply(p, a)  # type: ignore[assignment]
            assert zone_ids(s) == list(range(n)), f"cards lost or doubled after {a}"


def test_action_texts_and_parts() -> None:
    assert str(GAME.parse_action("pick fan_bus")) == "pick fan_bus"
    assert GAME.parse_action("pick fan_bus") == Act("pick", ("fan_bus",)) and Act("done") == GAME.parse_action("done")
    assert GAME.action_parts(GAME.parse_action("offer B"))["args"] == [{"kind": "level", "value": "B"}]
    assert GAME.action_parts(GAME.parse_action("remove talent_s"))["args"] == [{"kind": "card", "value": "talent_s"}]
    assert GAME.action_parts(GAME.parse_action("redraw")) == {"text": "redraw", "verb": "redraw", "args": []}
    for bad in ("pick", "pick nobody", "pick  fan_bus", "pick fan_bus fan_bus", "offer D", "done now", "fly"):
        with pytest.raises(IllegalAction):
            GAME.parse_action(bad)


def test_reference_marks_the_stand_ins_and_describes_every_effect() -> None:
    ref = GAME.reference()
    cards = {c["key"]: c for c in ref["cards"]}
    assert cards["vendor"]["stand_in"] and not cards["newcomer"]["stand_in"]
    assert cards["vendor"]["effect"]["en"] == "Your Funfair cards +1 (attacking and defending)."
    assert all(c["effect"]["ja"] and c["effect"]["en"] for c in ref["cards"])
    assert [lv["not_recommended_multiplayer"] for lv in ref["npc_levels"]] == [False, False, False, True, True]


def test_the_robot_is_named_in_the_log() -> None:
    s = finish_deck_phase(new(1, 4))
    lines = [GAME.describe(e, "en", ["Aki"]) for e in s.observation(0)["log"]]
    assert any("Robot" in line for line in lines)


@pytest.mark.parametrize("players", [1, 3, 4])
def test_determinize_and_resample_keep_the_seat_view_and_the_cards(players: int) -> None:
    s = new(players, 5)
    rng = Rng(9)
    for _ in range(3):
        s = finish_deck_phase(s)
    s = s.apply(0, s.legal_texts(0)[0])  # type: ignore[assignment]
    view = json.dumps(s.observation(0), sort_keys=True)
    for _ in range(3):
        d = GAME.determinize(s.observation(0), 0, rng)
        assert json.dumps(d.observation(0), sort_keys=True) == view
        assert zone_ids(d) == list(range(len(d.cards)))  # type: ignore[arg-type]
        r = s.resample_hidden(0, rng)
        assert json.dumps(r.observation(0), sort_keys=True) == view
        assert zone_ids(r) == list(range(len(r.cards)))  # type: ignore[arg-type]
    assert r.to_dict() != s.to_dict()


def test_a_re_dealt_seat_naming_a_card_to_duplicate_names_one_of_its_new_deck() -> None:
    """The one dealer (resample_hidden and determinize): another seat's UFO choice follows its re-dealt deck."""
    s = new(2, left_out="shipwreck").copy()
    for key in ("vendor", "cow"):
        into_deck(s, key, 1)
    for p in (0, 1):
        s.discards["A"] += s.display[p]
        s.display[p] = []
    start_round(s, 5)
    into_display(s, "ufo", s.level_of(1), 1)
    s = s.apply(1, "pick ufo")  # type: ignore[assignment]
    assert s.legal_texts(1) == ["duplicate cow", "duplicate vendor"]
    rng, moved = Rng(4), 0
    for _ in range(4):
        for d in (s.resample_hidden(0, rng), GAME.determinize(s.observation(0), 0, rng)):
            assert isinstance(d, ChallengersState) and d.steps[1] is Step.DUPLICATE
            names = {d.cards[i] for i in d.decks[1]}
            assert d.legal_texts(1) and all(t.split()[1] in names for t in d.legal_texts(1)), d.legal_texts(1)
            moved += names != {s.cards[i] for i in s.decks[1]}
    assert moved


def test_a_save_reads_back_and_an_inconsistent_one_is_refused_with_its_reason() -> None:
    s = finish_deck_phase(new(3, 2))
    d = s.to_dict()
    assert GAME.from_dict(d).to_dict() == d
    twice = {**d, "box": [*d["box"], d["decks"][0][0]]}
    bad = {
        "the saved cards are not each in exactly one place": twice,
        "every team needs its own tournament plan": {**d, "plans": [0] * len(d["plans"])},
        "the sets must be the City": {**d, "sets": [d["sets"][1], *d["sets"][1:]]},
        "one per level": {**d, "piles": {k: d["piles"][k] for k in reversed(list(d["piles"]))}},
        "decks[0][0] must be a whole number": {**d, "decks": [["x"], *d["decks"][1:]]},
    }
    for reason, data in bad.items():
        with pytest.raises(InvalidSave, match=reason.replace("[", r"\[").replace("]", r"\]")):
            GAME.from_dict(data)


def test_refusals_give_readable_reasons() -> None:
    s = new(2)
    with pytest.raises(IllegalAction, match="one offer only"):
        s.apply(0, "offer B")
    with pytest.raises(IllegalAction, match="not in your display"):
        s.apply(0, "pick dragon")
    with pytest.raises(IllegalAction, match="first finish your picks"):
        s.apply(0, "remove newcomer")
    with pytest.raises(IllegalAction, match="nothing to duplicate"):
        s.apply(0, "duplicate vendor")
    for _ in range(3):
        s = finish_deck_phase(s)
    with pytest.raises(IllegalAction, match="first choose one of the two offers"):
        s.apply(0, "redraw")
    s = s.apply(0, "offer A")
    with pytest.raises(IllegalAction, match="already chosen"):
        s.apply(0, "offer B")


def test_a_finished_seat_waits_for_the_others() -> None:
    s = new(2)
    s = pick_twice(s)
    s = s.apply(0, "done")
    assert s.active_players() == (1,) and s.legal_actions(0) == []
    assert s.observation(1)["seats"][0]["step"] == "wait"


def test_a_spectator_sees_no_display_no_deck_list_and_no_hidden_trophy() -> None:
    s = finish_deck_phase(new(4, 2))
    spec = s.observation(None)
    assert spec["you"] is None and all(isinstance(x["deck"], int) for x in spec["seats"])
    text = json.dumps(spec)
    assert not [e for e in spec["log"] if e["key"].endswith("_own")]  # nobody's draws, picks or removals
    assert all(x["display"] == 5 for x in spec["seats"][:4])  # the new displays, as sizes
    assert '"fans": null' in text  # the won trophies, face down


def play_out(s: ChallengersState) -> ChallengersState:
    while not s.is_over():
        s = finish_deck_phase(s)
    return s


def test_a_solo_game_the_robot_wins_is_the_robot_s_win_in_the_outcome() -> None:
    s = play_out(new(1, 2, npc_level=5))
    out = s.outcome()
    assert out is not None and out.winners == ()  # no seat won
    assert s.total(1) > s.total(0)
    (robot,) = out.rivals
    assert robot.won and robot.score == s.total(1) > out.scores[0]
    assert robot.name == {"en": "Robot (level 5)", "ja": "ロボット（レベル5）"}
    assert json.loads(json.dumps(out.to_json()))["rivals"] == [
        {"name": {"en": "Robot (level 5)", "ja": "ロボット（レベル5）"}, "score": s.total(1), "won": True}
    ]
    assert s.observation(0)["result"]["rivals"][0]["won"] is True


def test_a_solo_win_or_tie_ranks_the_robot_as_a_rival_and_multiplayer_has_none() -> None:
    s = new(1, 2, npc_level=1).copy()
    s.fans = [20, 3]  # an 11-fan lead at the first Match Phase
    s = finish_deck_phase(s)
    out = s.outcome()
    assert out is not None and out.winners == (0,)
    assert [(r.score, r.won) for r in out.rivals] == [(s.total(1), False)]
    tie = new(1, 3).copy()
    tie.holders = [[-1] * 4 for _ in range(7)]
    tie.fans = [5, 5]
    assert two_team_winners(tie) == (0, 1)  # a tie: the robot shares the win
    s = play_out(new(3, 1))
    out = s.outcome()
    assert out is not None and out.rivals == () and "rivals" not in out.to_json()
