"""The test cases of docs/rules/polis.md §12 and more, one test a rule."""

from __future__ import annotations

import pytest

from tabletop.core.errors import IllegalAction
from tabletop.polis import data as D
from tabletop.polis.game import Phase, _exchange
from tests.unit.polis.helpers import ATHENS, GAME, SPARTA, play, position, seed_with_event, texts


def _argolis_siege(die: int):
    s = position(SPARTA, rolls=[die])
    s.units["lakedaemon"][SPARTA] = 0
    s.units["argolis"][SPARTA] = 3
    return s


def test_1_siege_succeeds_when_the_d4_reaches_the_fortification() -> None:
    s = play(_argolis_siege(3), "siege argos")
    assert s.owner["argos"] == SPARTA and s.citizens["argos"] == 3
    assert s.prestige[SPARTA] == 3 - 1 + 3
    assert s.roll == {"kind": "siege", "polis": "argos", "die": 3, "need": 3, "success": True, "player": SPARTA}


def test_2_failed_siege_costs_a_hoplite_and_a_neutral_polis_keeps_its_citizens() -> None:
    s = play(_argolis_siege(2), "siege argos")
    assert s.owner["argos"] is None and s.citizens["argos"] == 3
    assert s.units["argolis"][SPARTA] == 2 and s.pool[SPARTA]["hoplite"] == 18
    assert s.prestige[SPARTA] == 2


def test_3_siege_needs_hoplites_at_least_the_fortification_and_never_capitals_or_specials() -> None:
    s = _argolis_siege(3)
    s.units["argolis"][SPARTA] = 2
    assert "siege argos" not in texts(s)
    with pytest.raises(IllegalAction, match="at least 3 hoplites"):
        s.apply(SPARTA, "siege argos")
    s.units["attika"] = [5, 0]
    for k in ("athenai", "sparta", "epidamnos", "abdera"):
        assert f"siege {k}" not in texts(s)
    with pytest.raises(IllegalAction, match="cannot be besieged"):
        s.apply(SPARTA, "siege athenai")


def test_siege_needs_control_of_the_territory() -> None:
    s = _argolis_siege(3)
    s.units["argolis"][ATHENS] = 3
    with pytest.raises(IllegalAction, match="do not control"):
        s.apply(SPARTA, "siege argos")


def test_4_trade_goods_for_wheat_then_the_die_moves_the_marker_up() -> None:
    s = position(SPARTA, rolls=[3])
    assert s.market["illyria"] == 4
    s = play(s, "trade illyria", "get wheat metal+oil", "get wheat metal+wine", "get wheat oil+wood")
    assert s.res[SPARTA]["wheat"] == 3 and s.res[SPARTA]["metal"] == 1 and s.res[SPARTA]["wood"] == 2
    assert s.market["illyria"] == 7 and s.boxes["illyria"] == [SPARTA] and s.port[SPARTA] == 0


def test_4_silver_purchase_moves_the_marker_down_by_the_higher_of_two_dice() -> None:
    s = position(SPARTA, rolls=[2, 4])
    s.market["illyria"] = 7
    s = play(s, "trade illyria", "buy wheat", "done")
    assert s.res[SPARTA]["wheat"] == 1 and s.res[SPARTA]["silver"] == 0
    assert s.market["illyria"] == 3
    assert s.roll is not None and s.roll["dice"] == [2, 4]


def test_5_failed_siege_on_the_last_citizen_makes_the_polis_neutral_at_base_population() -> None:
    s = position(ATHENS, rolls=[1])
    s.owner["elis"], s.citizens["elis"] = SPARTA, 1
    s.units["elis"][ATHENS] = 3
    s = play(s, "siege elis")
    assert s.owner["elis"] is None and s.citizens["elis"] == 2


def test_6_military_actions_cost_prestige_and_collect_is_free_at_home() -> None:
    s = position(SPARTA)
    s = play(s, "march messenia", "from lakedaemon 1")
    assert s.prestige[SPARTA] == 2 and s.units["messenia"][SPARTA] == 1
    s = position(SPARTA)
    s = play(s, "collect lakedaemon")
    assert s.prestige[SPARTA] == 3
    s = position(SPARTA)
    s.units["messenia"][SPARTA] = 2
    s = play(s, "collect messenia")
    assert s.prestige[SPARTA] == 2 and s.res[SPARTA]["wheat"] == 2


def test_7_stacking_limit_and_a_polis_keeps_one_citizen() -> None:
    s = position(SPARTA)
    assert not any(t.startswith("hoplites sparta") for t in texts(s))
    with pytest.raises(IllegalAction, match="stacking limit"):
        s.apply(SPARTA, "hoplites sparta 1")
    s = position(SPARTA, round_=2)
    assert "hoplites sparta 1" in texts(s)
    s = position(SPARTA)
    s.units["lakedaemon"][SPARTA] = 0
    assert "hoplites gytheion 1" in texts(s) and "hoplites gytheion 2" not in texts(s)
    with pytest.raises(IllegalAction, match="keep at least 1 citizen"):
        s.apply(SPARTA, "hoplites gytheion 2")


def test_hoplites_may_be_paid_with_silver() -> None:
    s = position(SPARTA, round_=2)
    s.units["lakedaemon"][SPARTA] = 1
    s = play(s, "hoplites sparta 3 silver 1")
    assert s.res[SPARTA]["metal"] == 1 and s.res[SPARTA]["silver"] == 2
    assert s.units["lakedaemon"][SPARTA] == 4 and s.citizens["sparta"] == 1


def test_8_galleys_not_from_sparta_or_thebai_and_korinthos_has_two_seas() -> None:
    s = position(SPARTA)
    assert not any(t.startswith("galleys sparta") for t in texts(s))
    with pytest.raises(IllegalAction, match="no port"):
        s.apply(SPARTA, "galleys sparta myrtoon 1")
    s.owner["thebai"] = SPARTA
    assert not any(t.startswith("galleys thebai") for t in texts(s))
    s.owner["korinthos"] = SPARTA
    legal = texts(s)
    assert "galleys korinthos saronikos 1" in legal and "galleys korinthos korinthiakos 1" in legal


def test_merchant_ships_only_from_merchant_ports() -> None:
    s = position(SPARTA)
    legal = texts(s)
    assert "merchants gytheion 1" in legal and "merchants pylos 1" in legal
    assert not any(t.startswith("merchants sparta") for t in legal)
    s = play(s, "merchants pylos 1")
    assert s.port[SPARTA] == 2 and s.citizens["pylos"] == 1 and s.res[SPARTA]["wood"] == 2


def test_9_civil_war_costs_and_gains() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["silver"] = 4
    s.proxenos[SPARTA] = "elis"
    s = play(s, "civilwar elis")
    assert s.owner["elis"] == SPARTA and s.citizens["elis"] == 2 and s.prestige[SPARTA] == 5
    s = position(SPARTA)
    s.res[SPARTA]["silver"] = 9
    s.proxenos[SPARTA] = "chalkis"
    s.citizens["chalkis"] = 3
    s = play(s, "civilwar chalkis")
    assert s.owner["chalkis"] == SPARTA and s.citizens["chalkis"] == 3
    assert s.res[SPARTA]["silver"] == 0 and s.prestige[SPARTA] == 6


def test_9_civil_war_on_a_neutral_costs_twice_its_base() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["silver"] = 4
    s.proxenos[SPARTA] = "elis"
    s = play(s, "civilwar elis")
    assert s.res[SPARTA]["silver"] == 0 and s.prestige[SPARTA] == 5


def test_civil_war_never_in_a_capital_and_needs_the_proxenos_there() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["silver"] = 50
    with pytest.raises(IllegalAction, match="proxenos is not in"):
        s.apply(SPARTA, "civilwar elis")
    s.proxenos[SPARTA] = "athenai"
    with pytest.raises(IllegalAction, match="capital"):
        s.apply(SPARTA, "civilwar athenai")


def _round_end(s):
    """Both players pass from an action phase."""
    s.passed = [False, False]
    s = play(s, "pass")
    return play(s, "pass")


def test_10_feeding_pays_wheat_then_prestige() -> None:
    s = position(SPARTA)
    s.citizens["sparta"] = 5  # 5 + 2 + 2 = 9 citizens
    s.res[SPARTA]["wheat"], s.prestige[SPARTA] = 6, 5
    s = _round_end(s)
    fed = [e.public.args for e in s.log.entries if e.public and e.public.key == "polis.fed"]
    assert fed[0] == {"player": SPARTA, "wheat": 6, "prestige": 3}
    assert s.res[SPARTA]["wheat"] == 0


def test_feeding_that_fails_asks_to_release_poleis_and_ends_the_game() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["wheat"], s.prestige[SPARTA] = 0, 3  # 8 citizens
    s.res[ATHENS]["wheat"] = 8
    s = _round_end(s)
    assert s.phase is Phase.RELEASE and s.player == SPARTA
    assert texts(s) == ["release gytheion", "release pylos", "release sparta"]
    s = play(s, "release sparta")  # 4 citizens left, 3 prestige: still short
    assert s.phase is Phase.RELEASE
    s = play(s, "release pylos")
    assert s.owner["sparta"] is None and s.citizens["sparta"] == 4
    while not s.is_over():
        s = play(s, texts(s)[0])
    assert s.result is not None and s.result["reason"] == "feeding"


def test_11_zero_prestige_at_round_end_ends_the_game() -> None:
    s = position(SPARTA)
    s.res[SPARTA]["wheat"], s.prestige[SPARTA] = 8, 0
    s.res[ATHENS]["wheat"] = 8
    s = _round_end(s)
    while not s.is_over():
        s = play(s, "done" if "done" in texts(s) else texts(s)[0])
    assert s.result is not None and s.result["reason"] == "prestige"
    assert s.outcome() is not None


def test_12_storage_and_megalopolis() -> None:
    s = position(SPARTA)
    s.res[SPARTA].update(wheat=8, wine=5, oil=4)
    s.res[ATHENS]["wheat"] = 8
    s.citizens["gytheion"], s.citizens["pylos"] = 3, 3  # both above base 2; 4 + 3 + 3 = 10 citizens
    s.res[SPARTA]["wheat"] = 10
    before = s.prestige[SPARTA]
    s = _round_end(s)
    while s.phase is not Phase.TAX:
        s = play(s, "done")
    assert s.res[SPARTA]["wine"] == 2 and s.res[SPARTA]["oil"] == 2
    assert s.prestige[SPARTA] == before + 2


def test_13_growth_is_capped_by_max_growth_and_max_population() -> None:
    s = position(SPARTA)
    s.owner["argos"], s.citizens["argos"] = SPARTA, 4
    s.res[SPARTA]["wheat"] = 12 + 5
    s.res[ATHENS]["wheat"] = 8
    s = _round_end(s)
    assert s.phase is Phase.GROWTH and s.player == SPARTA
    assert "grow argos 2" in texts(s) and "grow argos 3" not in texts(s)
    s = play(s, "grow argos 2")
    assert s.citizens["argos"] == 6 and s.res[SPARTA]["wheat"] == 5 - 2


def test_14_battles_start_at_eight_units_land_sparta_and_sea_athens_first() -> None:
    s2 = position(ATHENS, round_=2)
    s2.units["korinthia"] = [4, 3]
    s2.units["megaris"][ATHENS] = 1
    s2 = play(s2, "march korinthia", "from megaris 1", "collect attika")
    assert s2.battle is not None and s2.battle["node"] == "korinthia" and s2.battle["attacker"] == SPARTA
    assert len(s2.hands[SPARTA]) == 4 and len(s2.hands[ATHENS]) == 4
    s3 = position(SPARTA, round_=2)
    s3.units["kyklades"] = [4, 4]
    s3 = play(s3, "pass")
    assert s3.battle is not None and s3.battle["attacker"] == ATHENS and s3.battle["kind"] == "sea"


def test_14_no_battle_in_round_one() -> None:
    assert D.ROUNDS[0].limit * 2 < D.BATTLE_TRIGGER


def test_15_surcharge_after_the_other_side_passed() -> None:
    s = position(SPARTA)
    s = play(s, "pass")
    assert s.player == ATHENS
    s = play(s, "collect attika")
    assert s.phase is Phase.SURCHARGE
    assert "surcharge oil" in texts(s)
    before = dict(s.res[ATHENS])
    s = play(s, "surcharge oil")
    assert s.res[ATHENS]["oil"] == before["oil"] - 1
    assert s.phase is Phase.ACTION and s.player == ATHENS


def test_16_the_battle_deck() -> None:
    deck = D.full_deck()
    assert len(deck) == 24
    assert sum(1 for c in deck if D.CARD[c].formation in ("phalanx", "wedge", "crescent")) == 18
    assert deck.count("mercenary") == 4 and deck.count("salpinx") == 2


def test_17_earthquake_in_sparta_at_setup() -> None:
    s = GAME.new(2, {}, seed_with_event("earthquake"))
    assert s.units["ionio"][SPARTA] == 2 and s.units["messenia"][ATHENS] == 1  # type: ignore[attr-defined]


def test_18_xerxes_closes_persia_for_round_one() -> None:
    s = GAME.new(2, {}, seed_with_event("xerxes"))
    p = s.active_players()[0]
    s.res[ATHENS]["wheat"] = 3  # type: ignore[attr-defined]
    if p == SPARTA:
        s = s.apply(SPARTA, "pass")
    legal = s.legal_texts(ATHENS)
    assert "trade persia" not in legal and "trade aegyptus" in legal
    with pytest.raises(IllegalAction, match="closed"):
        s.apply(ATHENS, "trade persia")
    s.round, s.closed = 2, []  # type: ignore[attr-defined]
    s._cache = {}  # type: ignore[attr-defined]
    assert "trade persia" in s.legal_texts(ATHENS)


def test_19_first_player() -> None:
    s = GAME.new(2, {}, seed_with_event("leotychidas"))
    assert s.active_players() == (ATHENS,)
    assert GAME.new(2, {}, seed_with_event("no-event")).active_players() == (SPARTA,)


def test_19_first_player_is_the_one_with_less_prestige() -> None:
    from tabletop.polis.game import _open_round

    s = position(SPARTA, round_=2)
    s.prestige = [4, 6]
    _open_round(s)
    assert s.player == SPARTA
    s.prestige = [6, 4]
    _open_round(s)
    assert s.player == ATHENS


def test_20_philopersians_each_side_removes_a_unit() -> None:
    s = GAME.new(2, {}, seed_with_event("philopersians"))
    assert s.prestige == [4, 4] and s.phase is Phase.EVENT_REMOVE  # type: ignore[attr-defined]
    s = s.apply(SPARTA, "remove myrtoon")
    s = s.apply(ATHENS, "remove ionia")
    assert s.units["myrtoon"][SPARTA] == 1 and s.units["ionia"][ATHENS] == 1  # type: ignore[attr-defined]
    assert s.pool[SPARTA]["galley"] == 10 and s.pool[ATHENS]["hoplite"] == 16  # type: ignore[attr-defined]
    assert s.phase is Phase.ACTION  # type: ignore[attr-defined]
    said = [GAME.describe(e.public.to_json(), "en", ["Sparta", "Athens"]) for e in s.log.entries[-3:] if e.public]
    assert "Sparta removes a galley from Myrtoon Pelagos." in said
    assert "Athens removes a hoplite from Ionia." in said


def test_21_trade_routes_and_the_blockade() -> None:
    s = position(ATHENS)
    s.res[ATHENS]["silver"] = 3
    assert "trade persia" in texts(s)
    s.units["aigaion"][SPARTA] = 1
    legal = texts(s)
    assert "trade persia" not in legal and "trade thraki" not in legal and "trade aegyptus" in legal
    with pytest.raises(IllegalAction, match="blocked"):
        s.apply(ATHENS, "trade persia")
    s.owner["epidamnos"] = s.owner["abdera"] = ATHENS
    assert "trade persia" in texts(s)
    s.owner["epidamnos"] = None
    s.units["kyklades"] = [3, 2]
    assert not any(t.startswith("trade") for t in texts(s))


def test_22_collect_fills_the_tribute_boxes_from_the_left() -> None:
    s = position(ATHENS)
    s.owner["thebai"] = ATHENS
    s.units["boiotia"][ATHENS] = 4
    before = dict(s.res[ATHENS])
    s = play(s, "collect boiotia")
    gained = {r: s.res[ATHENS][r] - before[r] for r in before}
    assert gained == {"wheat": 2, "metal": 1, "wood": 1, "silver": 0, "wine": 0, "oil": 0}
    s.player, s.phase, s.done = SPARTA, Phase.ACTION, []
    s.owner["plataia"] = SPARTA
    s.units["boiotia"][SPARTA] = 1
    with pytest.raises(IllegalAction, match="exhausted"):
        play(s, "collect boiotia")


def test_22_five_hoplites_fill_all_boxes() -> None:
    s = position(ATHENS, round_=3)
    s.owner["thebai"] = ATHENS
    s.units["boiotia"][ATHENS] = 5
    s = play(s, "collect boiotia")
    assert s.res[ATHENS]["wheat"] == 3 + 3 and s.res[ATHENS]["metal"] == 4 and s.res[ATHENS]["wood"] == 4


def test_23_round_names_and_limits() -> None:
    assert [(r.name, r.limit) for r in D.ROUNDS] == [("3", 3), ("4", 4), ("5α", 5), ("5β", 5)]
    s = position(SPARTA, round_=3)
    assert s.observation(None)["round_name"] == "5α"


def test_24_event_units_obey_the_stacking_limit() -> None:
    from tabletop.polis.game import _resolve_event

    s = position(SPARTA)
    s.units["thessalia"][SPARTA] = 3
    _resolve_event(s, "holywar")
    assert s.units["thessalia"][SPARTA] == 3 and s.units["boiotia"][ATHENS] == 1


def test_a_turn_is_two_different_actions() -> None:
    s = position(SPARTA)
    s = play(s, "collect lakedaemon")
    assert s.player == SPARTA and not any(t.startswith("collect") for t in texts(s))
    assert "pass" not in texts(s)
    s = play(s, "proxenos gytheion")
    assert s.player == ATHENS


def test_proxenos_pays_a_bribe_per_enemy_unit_entered() -> None:
    s = position(SPARTA)
    s.units["argolis"][ATHENS] = 2
    s.units["lakedaemon"][ATHENS] = 0
    assert "proxenos argos" in texts(s)
    s = play(s, "proxenos argos")
    assert s.res[SPARTA]["silver"] == 1 and s.proxenos[SPARTA] == "argos"


def test_a_captured_proxenos_is_redeemed_for_two_silver_to_the_captor() -> None:
    s = _argolis_siege(4)
    s.proxenos[ATHENS] = "argos"
    s = play(s, "siege argos")
    assert s.prisoner[ATHENS] and s.proxenos[ATHENS] is None
    s.player, s.phase, s.done = ATHENS, Phase.ACTION, []
    s.res[ATHENS]["silver"] = 2
    s = play(s, "redeem")
    assert s.proxenos[ATHENS] == "athenai" and s.res[SPARTA]["silver"] == 5


def test_march_never_passes_through_enemy_controlled_land() -> None:
    s = position(SPARTA)
    s.units["korinthia"][ATHENS] = 1
    s.units["argolis"][SPARTA] = 1
    s = play(s, "march megaris")
    # Lakedaemon-Argolis-Korinthia-Megaris is blocked by Korinthia; the sea path from Argolis is open
    assert "from argolis 1" in texts(s)
    s.units["saronikos"][ATHENS] = 3
    s.units["myrtoon"] = [0, 3]
    s.units["kyklades"][ATHENS] = 3
    assert "from argolis 1" not in texts(s)


def test_exchange_matching_mercenary_and_salpinx() -> None:
    assert _exchange(["phalanx1", "wedge2"], ["phalanx3", "crescent1"]) == (1, 0, 0)
    assert _exchange(["phalanx3", "wedge3"], ["mercenary", "wedge1"]) == (0, 0, 4)
    assert _exchange(["mercenary", "phalanx1"], ["crescent1", "crescent2"]) == (1, 0, 0)
    assert _exchange(["salpinx", "phalanx2"], ["salpinx", "crescent1"]) == (2, 1, 1)
    assert _exchange(["phalanx1", "phalanx2"], ["mercenary", "mercenary"]) == (0, 0, 1)
    # each defending card matches at most one attacking card
    assert _exchange(["wedge1", "wedge2"], ["wedge3", "crescent3"]) == (1, 0, 0)


def test_a_battle_played_out() -> None:
    s = position(SPARTA, round_=2)
    s.units["kyklades"] = [4, 4]
    s.pool[SPARTA]["galley"] -= 4
    s.pool[ATHENS]["galley"] -= 2
    s = play(s, "pass")
    assert s.phase is Phase.RETREAT and s.player == ATHENS
    s = play(s, "fight", "fight")
    assert s.phase is Phase.ATTACK and s.player == ATHENS
    obs0 = s.observation(SPARTA)
    assert obs0["battle"]["hands"][ATHENS] is None and obs0["battle"]["hands"][SPARTA] == s.hands[SPARTA]
    while s.battle is not None:
        s = play(s, "fight" if s.phase is Phase.RETREAT else texts(s)[-1])
    for p in (SPARTA, ATHENS):
        assert sum(s.units[n][p] for n in D.SEA) + s.pool[p]["galley"] == D.POOLS["galley"]
    assert s.phase is Phase.ACTION and s.hands == [[], []]


def test_retreat_costs_a_prestige_and_moves_the_units() -> None:
    s = position(SPARTA, round_=2)
    s.units["kyklades"] = [4, 4]
    s = play(s, "pass")
    s = play(s, "fight", "retreat saronikos")
    assert s.battle is None and s.units["kyklades"] == [0, 4] and s.units["saronikos"][SPARTA] == 4
    assert s.prestige[SPARTA] == 2


def test_undo_stops_at_dice_and_cards() -> None:
    from tabletop.core.rng import Rng

    s = _argolis_siege(3)
    s.rng = Rng(5)
    siege = GAME.parse_action("siege argos")
    assert s.reveals(SPARTA, siege, s.apply(SPARTA, siege))
    move = GAME.parse_action("proxenos gytheion")
    assert not s.reveals(SPARTA, move, s.apply(SPARTA, move))
    b = position(SPARTA, round_=2)
    b.units["kyklades"] = [4, 4]
    b = play(b, "pass", "fight", "fight")
    card = GAME.parse_action(texts(b)[0])
    assert b.reveals(ATHENS, card, b.apply(ATHENS, card))


def test_a_mixed_trade_rolls_for_the_goods_first_then_for_the_silver() -> None:
    s = position(SPARTA, rolls=[2, 1, 3])
    s = play(s, "trade illyria", "get wheat metal+oil", "buy wheat", "done")
    # k = 4: +2 (goods) = 6, then -max(1, 3) = 3
    assert s.market["illyria"] == 3
    assert s.roll is not None and [m["dice"] for m in s.roll["moves"]] == [[2], [1, 3]]
    assert s.res[SPARTA]["wheat"] == 2 and s.res[SPARTA]["silver"] == 3 - 2


def test_a_shipload_is_at_most_three_and_boxes_follow_the_round_limit() -> None:
    s = position(SPARTA, rolls=[1])
    s = play(s, "trade illyria", "get silver metal+oil", "get silver metal+wine", "get silver oil+wine")
    assert s.phase is not Phase.TRADE and s.res[SPARTA]["silver"] == 6
    s = position(SPARTA)
    s.boxes["illyria"] = [ATHENS, ATHENS, ATHENS]
    with pytest.raises(IllegalAction, match="no free shipload box"):
        s.apply(SPARTA, "trade illyria")


def test_merchants_return_to_the_port_at_the_next_round_start() -> None:
    from tabletop.polis.game import _begin_round

    s = position(SPARTA)
    s.boxes["illyria"], s.port = [SPARTA], [0, 1]
    s.exhausted = {"lakedaemon": 3}
    _begin_round(s, 2)
    assert s.port[SPARTA] == 1 and s.boxes["illyria"] == [] and s.exhausted == {} and len(s.face_up) == 3


def test_salpinx_costs_the_attacker_a_prestige() -> None:
    s = position(SPARTA, round_=2)
    s.units["kyklades"] = [4, 4]
    s = play(s, "pass", "fight", "fight")
    s.hands = [["phalanx1", "phalanx2", "wedge1", "wedge2"], ["phalanx3", "crescent1", "crescent2", "salpinx"]]
    s.prestige = [3, 3]
    s = play(s, "play phalanx3 salpinx", "play phalanx1 wedge1")
    # phalanx3 matched by phalanx1; the Salpinx removes 1; values 3 vs 2: +1 prestige; the Salpinx costs 1
    assert s.units["kyklades"] == [3, 4] and s.prestige[ATHENS] == 3


def test_a_retreat_with_no_place_removes_the_units() -> None:
    s = position(SPARTA, round_=2)
    s.units["korinthiakos"] = [4, 4]
    s.units["ionio"] = [0, 3]
    s = play(s, "pass")
    assert texts(s) == ["fight", "retreat ionio"]  # Athens attacks at sea; Ionio is its own
    s = play(s, "fight")
    assert texts(s) == ["fight", "retreat"]  # Sparta's only neighbouring sea is Athens'
    pool = s.pool[SPARTA]["galley"]
    s = play(s, "retreat")
    assert s.units["korinthiakos"] == [0, 4] and s.pool[SPARTA]["galley"] == pool + 4


def test_stand_in_events_of_later_rounds() -> None:
    from tabletop.polis.game import _resolve_event

    s = position(SPARTA, round_=3)
    _resolve_event(s, "megarian")
    assert s.citizens["megara"] == 3 and s.prestige[SPARTA] == 4
    _resolve_event(s, "plague")
    assert s.citizens["athenai"] == 2
    _resolve_event(s, "euboia")
    assert s.citizens["chalkis"] == 1 and s.units["megaris"][SPARTA] == 1
    _resolve_event(s, "kallias")
    assert s.market["persia"] == 4 and s.prestige == [5, 4]


def test_why_illegal_speaks_of_the_rule() -> None:
    s = position(SPARTA)
    with pytest.raises(IllegalAction, match="not yours"):
        s.apply(SPARTA, "hoplites athenai 1")
    s = play(s, "collect lakedaemon")
    with pytest.raises(IllegalAction, match="must differ"):
        s.apply(SPARTA, "collect lakedaemon")
    with pytest.raises(IllegalAction, match="only at the start of a turn"):
        s.apply(SPARTA, "pass")


def test_after_a_battle_the_turn_passes_from_the_player_whose_turn_it_was() -> None:
    s = position(SPARTA, round_=2)
    s.units["kyklades"] = [4, 4]
    s.pool[SPARTA]["galley"] -= 4
    s.pool[ATHENS]["galley"] -= 2
    s = play(s, "collect lakedaemon", "proxenos gytheion")  # Sparta's turn ends: a battle in Kyklades
    assert s.battle is not None
    while s.battle is not None:
        s = play(s, "fight" if s.phase is Phase.RETREAT else texts(s)[0])
    assert s.phase is Phase.ACTION and s.player == ATHENS
