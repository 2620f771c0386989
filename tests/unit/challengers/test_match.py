"""The match algorithm and every effect phrase (docs/rules/challengers.md §5, §6; test cases 1–10, 20–32, 35–37)."""

from __future__ import annotations

from typing import Any

from tabletop.challengers.data import CARDS
from tabletop.challengers.match import Result, play, scenario
from tabletop.core.rng import Rng

SIX = [["movie_star"], ["reporter"], ["cat"], ["pony"], ["skeleton"], ["gangster"]]  # six names, no bench effect


def kinds(r: Result) -> list[str]:
    return [s["kind"] for s in r.steps]


def of(r: Result, kind: str, **match: Any) -> list[dict[str, Any]]:
    return [s for s in r.steps if s["kind"] == kind and all(s.get(k) == v for k, v in match.items())]


def test_1_attack_total_reaching_the_defence_captures_and_benches_the_flag_card() -> None:
    r = scenario(["dog"], ["newcomer", "talent_s"])
    assert kinds(r)[:8] == ["start", "reveal", "flag", "reveal", "reveal", "capture", "bench", "flag"]
    assert of(r, "reveal", card="newcomer")[0]["attack"] == 1
    assert of(r, "capture")[0]["attack"] == 3 and of(r, "capture")[0]["defence"] == 3
    assert of(r, "bench")[0] == {**of(r, "bench")[0], "team": 0, "card": "dog", "slot": 0, "from": "flag"}


def test_2_an_attacker_who_must_reveal_from_an_empty_deck_loses() -> None:
    r = scenario(["dog"], ["newcomer"])
    assert (r.winner, r.reason) == (0, "deck")
    assert r.steps[-1] == {**r.steps[-1], "kind": "end", "winner": 0, "loser": 1, "reason": "deck"}


def test_3_a_beaten_card_with_a_seventh_name_loses_the_match() -> None:
    r = scenario(["dog"], ["champion_s"], benches=(SIX, []))
    assert (r.winner, r.reason) == (1, "bench")


def test_4_a_beaten_card_joins_the_slot_of_its_name() -> None:
    bench = [["newcomer"], ["dog"], ["reporter"], ["cat"], ["pony"], ["skeleton"]]
    r = scenario(["dog"], ["champion_s"], benches=(bench, []))
    assert of(r, "bench")[0]["slot"] == 1
    assert r.reason == "deck"  # the match went on: the holder then had nothing to attack with


def test_5_the_last_revealed_card_holds_the_flag_at_its_own_power() -> None:
    r = scenario(["champion_s"], ["newcomer", "newcomer", "talent_s"])
    flag = of(r, "flag", team=1)[0]
    assert flag["card"] == "talent_s" and flag["stack"] == ["newcomer", "newcomer", "talent_s"]
    assert flag["defence"] == 2


def test_6_attack_bonuses_do_not_carry_into_flag_possession() -> None:
    r = scenario(["dog_s"], ["knight"])
    assert of(r, "reveal", card="knight")[0]["attack"] == 5
    assert of(r, "flag", card="knight")[0]["defence"] == 3


def test_7_cook_boosts_only_the_flag_card() -> None:
    r = scenario(["dog"], ["newcomer"], benches=([["cook", "cook"]], []))
    assert of(r, "flag", card="dog")[0]["defence"] == 5
    r = scenario(["champion_s"], ["dog"], benches=([], [["cook", "cook"]]))
    assert of(r, "reveal", card="dog")[0]["attack"] == 3


def test_8_clown_gets_plus_2_only_with_an_empty_bench_and_keeps_it_on_the_flag() -> None:
    r = scenario(["dog"], ["clown"])
    assert of(r, "reveal", card="clown")[0]["attack"] == 1  # the reveal first, then its effect
    assert of(r, "effect", card="clown")[0]["power"] == 3 and of(r, "effect", card="clown")[0]["attack"] == 3
    assert of(r, "flag", card="clown")[0]["defence"] == 3
    r = scenario(["dog"], ["clown"], benches=([], [["newcomer"]]))
    assert of(r, "reveal", card="clown")[0]["attack"] == 1 and not of(r, "effect")


def test_9_flag_loss_fans_come_before_the_new_flag_card() -> None:
    r = scenario(["heroine"], ["lion"])
    ks = kinds(r)
    fans = of(r, "fans")[0]
    assert fans["team"] == 0 and fans["value"] == 2 and r.fans == [2, 0]
    assert ks.index("capture") < r.steps.index(fans) < ks.index("flag", ks.index("capture"))


def test_10_lifeguard_clears_two_slots_before_its_stack_is_benched() -> None:
    bench = [["talent"], ["reporter"], ["movie_star"], ["gangster"], ["juggler"], ["skeleton"]]
    r = scenario([], ["champion_s"], benches=(bench, []), flag=["newcomer", "lifeguard"])
    assert [(s["card"], s["slot"]) for s in of(r, "unbench")] == [("talent", 0), ("reporter", 1)]
    assert [(s["card"], s["slot"]) for s in of(r, "bench")] == [("lifeguard", 0), ("newcomer", 1)]
    assert r.reason == "deck"


def test_20_vendor_boosts_funfair_cards_attacking_and_defending() -> None:
    r = scenario(["lion"], ["pony"], benches=([], [["vendor"]]))
    assert of(r, "capture")[0]["attack"] == 5
    assert of(r, "flag", card="pony")[0]["defence"] == 4


def test_21_illusionist_gets_plus_1_per_empty_slot() -> None:
    r = scenario(["illusionist"], ["newcomer"], benches=([["newcomer"], ["talent"]], []))
    assert of(r, "flag", card="illusionist")[0]["defence"] == 9


def test_22_cowboy_arrival_push_onto_a_full_bench_loses_at_once() -> None:
    bench = [["newcomer"], ["talent"], ["reporter"], ["cat"], ["pony"], ["skeleton"]]
    r = scenario(["newcomer", "dog"], ["cowboy"], benches=(bench, []))
    assert of(r, "effect", card="cowboy")
    assert (r.winner, r.reason) == (1, "bench")


def test_23_comic_character_gives_the_next_revealed_card_plus_2() -> None:
    r = scenario(["comic_character", "newcomer"], ["champion_s"])
    bonus = of(r, "effect", effect="next_bonus", card="newcomer")[0]
    assert bonus["card"] == "newcomer" and bonus["power"] == 3 and bonus["value"] == 2


def test_24_clairvoyant_seeks_a_card_at_least_as_strong_as_the_new_flag_card() -> None:
    r = scenario(
        ["clairvoyant", "newcomer", "talent_s", "champion_s", "dog_s"], ["newcomer", "dog_s"], benches=(SIX, [])
    )
    assert of(r, "effect", card="clairvoyant")[0]["value"] == 3
    assert r.reason == "bench"  # the clairvoyant itself then found no slot: the deck stays as seek left it
    assert r.decks[0] == ["champion_s", "newcomer", "talent_s", "dog_s"]


def test_25_navigator_scry_3_sends_weaker_cards_to_the_bottom_in_order() -> None:
    r = scenario(["navigator", "newcomer", "champion_s", "talent_s", "dog_s"], ["newcomer", "dog_s"], benches=(SIX, []))
    assert r.decks[0] == ["champion_s", "dog_s", "newcomer", "talent_s"]


def test_26_butler_exhausts_by_the_fixed_slot_order() -> None:
    bench = [["newcomer"] * 3, ["dog"], ["vendor"]]
    r = scenario(["champion_s"], ["butler"], benches=([], bench))
    assert [(s["card"], s["slot"], s["to"]) for s in of(r, "unbench")] == [
        ("dog", 1, "exhaust"),
        ("newcomer", 0, "exhaust"),
    ]


def test_27_rescue_pod_goes_to_the_exhaust_pile_and_the_rest_of_its_stack_to_the_bench() -> None:
    r = scenario([], ["talent_s"], flag=["newcomer", "rescue_pod"])
    assert [s["card"] for s in of(r, "exhaust")] == ["rescue_pod"]
    assert [s["card"] for s in of(r, "bench")] == ["newcomer"]


def test_28_slime_onto_a_full_opponent_bench_makes_the_attacker_lose() -> None:
    r = scenario(["slime"], ["werewolf"], benches=([], SIX))
    assert (r.winner, r.reason) == (0, "bench")


def test_28b_slime_lies_on_the_opponent_bench_and_still_belongs_to_its_owner() -> None:
    r = scenario(["slime"], ["werewolf"])
    placed = of(r, "bench", card="slime")[0]
    assert placed["team"] == 1 and placed["owner"] == 0


def test_29_mime_copies_and_ghost_strips_the_defence() -> None:
    r = scenario(["dragon"], ["mime"])
    assert of(r, "flag", card="dragon")[0]["defence"] == 9
    assert of(r, "effect", card="mime")[0]["attack"] == 7 and not of(r, "capture")
    r = scenario(["dragon"], ["ghost", "champion_s", "dog_s"])
    assert of(r, "reveal", card="ghost")[0]["defence"] == 7
    assert of(r, "capture")[0]["attack"] == 8 and of(r, "capture")[0]["defence"] == 7


def test_30_hologram_punishes_a_big_match_deck() -> None:
    assert of(scenario(["hologram"], ["newcomer"] * 14), "flag")[0]["defence"] == 8
    assert of(scenario(["hologram"], ["newcomer"] * 17), "flag")[0]["defence"] == 9


def test_31_champion_gets_plus_1_per_trophy() -> None:
    assert of(scenario(["champion_s"], ["newcomer"], trophies=(3, 0)), "flag")[0]["defence"] == 7


def test_32_necromancer_raises_the_smallest_slot_into_the_attack() -> None:
    bench = [["newcomer", "newcomer"], ["champion_s"]]
    r = scenario(["dragon"], ["necromancer"], benches=([], bench))
    raised = of(r, "unbench")[0]
    assert (raised["card"], raised["slot"], raised["to"], raised["index"]) == ("champion_s", 1, "attack", 0)
    assert of(r, "effect", card="necromancer")[0]["attack"] == 7


def test_35_bench_auras_add_up_on_one_attacking_card() -> None:
    r = scenario(["dragon"], ["newcomer"], benches=([], [["make_up_artist"], ["bard"]]))
    assert of(r, "reveal", card="newcomer")[0]["attack"] == 4


def test_36_shapeshifter_joins_the_fullest_slot_whatever_its_name() -> None:
    r = scenario(["shapeshifter"], ["talent_s"], benches=([["newcomer", "newcomer"], ["dog"]], []))
    assert of(r, "bench", card="shapeshifter")[0]["slot"] == 0
    full = [["talent"], ["reporter"], ["cat", "cat"], ["pony"], ["skeleton"], ["gangster"]]
    r = scenario(["shapeshifter"], ["talent_s"], benches=(full, []))
    assert of(r, "bench", card="shapeshifter")[0]["slot"] == 2 and r.reason == "deck"


def test_37_villain_pushes_its_own_top_card() -> None:
    r = scenario(["champion_s"], ["villain"])
    assert not of(r, "bench", **{"from": "deck"})
    r = scenario(["champion_s"], ["villain", "talent_s"], benches=([], SIX))
    assert (r.winner, r.reason) == (0, "bench")


def test_siren_pushes_the_opponent_card_and_defence_is_recomputed() -> None:
    r = scenario(["illusionist", "newcomer"], ["siren"])
    assert of(r, "flag")[0]["defence"] == 11  # 5 + 6 empty slots
    push = of(r, "bench", **{"from": "deck"})[0]
    assert push["team"] == 0 and push["card"] == "newcomer" and push["defence"] == 10


def test_pyrotechnician_weakens_the_new_flag_card() -> None:
    r = scenario(["pyrotechnician"], ["lion"])
    e = of(r, "effect", card="pyrotechnician")[0]
    assert (e["target"], e["subject"], e["power"]) == ("lion", 1, 3)
    assert of(r, "flag", card="lion")[0]["defence"] == 3


def test_rubber_duck_goes_under_its_deck_and_a_match_of_ducks_stops_at_the_reveal_limit() -> None:
    r = scenario(["rubber_duck"], ["rubber_duck"])
    assert of(r, "bottom") and r.reason == "limit"


def test_reporter_gains_a_fan_when_its_attack_captures_and_submarine_loses_one() -> None:
    r = scenario(["newcomer"], ["reporter"])
    assert r.fans == [0, 1]
    r = scenario(["submarine"], ["dragon", "dragon"], fans=(2, 0))
    assert r.fans[0] == 1


def test_parrot_echoes_the_previous_card_and_juggler_counts_earlier_cards() -> None:
    r = scenario(["dragon"], ["bumper_car", "parrot"])
    assert of(r, "effect", card="parrot")[0]["attack"] == 6 + 6
    r = scenario(["dragon"], ["newcomer", "newcomer", "juggler"])
    assert of(r, "reveal", card="juggler")[0]["attack"] == 1 + 1 + 2 + 2


def test_conditional_attack_bonuses() -> None:
    assert of(scenario(["alien"], ["jester"]), "reveal", card="jester")[0]["attack"] == 3
    assert of(scenario(["alien"], ["cat"]), "reveal", card="cat")[0]["attack"] == 4
    r = scenario(["dragon"], ["wizard"], benches=([], []))
    assert of(r, "reveal", card="wizard")[0]["attack"] == 5
    r = scenario(["dragon"], ["teenager"], benches=([], [["newcomer"], ["dog"]]))
    assert of(r, "reveal", card="teenager")[0]["attack"] == 4
    r = scenario(["dragon"], ["shark"], benches=([["newcomer"], ["dog"], ["cat"]], []))
    assert of(r, "reveal", card="shark")[0]["attack"] == 7


def test_flag_bonuses() -> None:
    assert of(scenario(["hermit"], ["newcomer"]), "flag")[0]["defence"] == 4
    assert of(scenario(["hermit"], ["newcomer"], benches=([["dog"]], [])), "flag")[0]["defence"] == 2
    r = scenario([], ["newcomer"], flag=["newcomer", "talent_s", "kraken"])
    assert of(r, "flag")[0]["defence"] == 9


def test_a_card_on_the_wrong_bench_has_no_effect() -> None:
    r = scenario(["dragon"], ["pony"], benches=([["vendor"]], []))  # the defender's Vendor does not help the attacker
    assert of(r, "reveal", card="pony")[0]["attack"] == 4


def test_a_match_without_its_replay_ends_the_same() -> None:
    """A search's playout skips the steps (``record=False``); winner, reason, fans and decks must not move."""
    keys = sorted(CARDS)
    rng = Rng(19)
    checked = {"deck": 0, "bench": 0}
    for _ in range(600):
        decks = [[keys[rng.randbelow(len(keys))] for _ in range(5 + rng.randbelow(14))] for _ in range(2)]
        args: dict[str, Any] = {
            "holder": rng.randbelow(2),
            "trophies": (rng.randbelow(4), rng.randbelow(4)),
            "fans": [rng.randbelow(3), rng.randbelow(3)],
        }
        full, quiet = play(*decks, **args), play(*decks, **args, record=False)
        assert (quiet.winner, quiet.reason, quiet.fans, quiet.decks) == (
            full.winner,
            full.reason,
            full.fans,
            full.decks,
        )
        assert full.steps and not quiet.steps
        checked[full.reason] = checked.get(full.reason, 0) + 1
    assert checked["deck"] > 50 and checked["bench"] > 50  # both ways of losing were played
