"""The options and the set-up of Challengers! (docs/rules/challengers.md §2.2–§2.4, §3).

An odd player count adds a robot team (level 1–5, default 2) whose fixed deck is the robot starters with the
``L − 1`` weakest replaced by random R cards (plus ⌈L/2⌉ SOLO cards with the solo objectives, §2.2). The City
set and 5 of the 6 themed sets (one left out, random or chosen) make the shuffled level piles A, B and C; each
player gets the 6-card starter deck; tournament plans (who meets whom, §2.4) are dealt at random and each
round's trophies shuffled (§2.3). Then round 1 begins (:func:`.deck.start_round`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..core.options import Choice, Option
from ..core.rng import Rng
from . import data as D
from .deck import start_round

if TYPE_CHECKING:
    from .game import ChallengersState

#: the game's options (``Game.options``): the robot's level, the solo objectives, the themed set left out
OPTIONS = (
    Option(
        "npc_level",
        {"en": "Robot difficulty", "ja": "ロボットの難易度"},
        "choice",
        2,
        choices=tuple(
            Choice(
                n,
                {"en": f"{n} (not recommended in multiplayer)", "ja": f"{n}（マルチプレイ非推奨）"}
                if n >= 4
                else {"en": str(n), "ja": str(n)},
                # offered at every count with the robot, but a change from solo does not keep it
                players=(1,) if n >= 4 else (),
            )
            for n in D.NPC_LEVELS
        ),
        help={
            "en": "Odd player counts add a robot team. Levels 4 and 5 are not recommended in multiplayer.",
            "ja": "奇数人数ではロボットが加わります。レベル4と5はマルチプレイでは非推奨です。",
        },
        players=(1, 3, 5, 7),  # the robot plays only at odd counts
    ),
    Option(
        "solo_objectives",
        {"en": "Solo special objectives", "ja": "ソロ特別目標"},
        "bool",
        False,
        help={
            "en": "Solo only: SOLO cards join the robot's deck.",
            "ja": "ソロのみ：ロボットのデッキにソロカードが加わります。",
        },
        players=(1,),
    ),
    Option(
        "left_out",
        {"en": "Set left out", "ja": "使わないセット"},
        "choice",
        "random",
        choices=(Choice("random", {"en": "Random", "ja": "ランダム"}), *(Choice(t, D.SET_NAMES[t]) for t in D.THEMES)),
        help={"en": "5 of the 6 themed sets are used.", "ja": "6つの追加セットのうち5つを使います。"},
    ),
)


def build_cards(sets: Sequence[str], humans: int, npc: bool) -> tuple[str, ...]:
    """The card key of every card id of a game: the piles' cards, the starters per human, the robot set."""
    keys: list[str] = []
    for row in D.ROWS:
        if row.set in sets and row.level in D.LEVELS:
            keys += [row.key] * row.copies
    for _ in range(humans):
        keys += D.STARTER_DECK
    if npc:
        keys += D.ROBOT_STARTERS + D.ROBOT_R + D.ROBOT_SOLO
    return tuple(keys)


def seats_of(players: int) -> int:
    """The teams of a game: the players, plus the robot when their number is odd (§3)."""
    return players + (players % 2)


@lru_cache(maxsize=64)
def table(sets: tuple[str, ...], players: int) -> tuple[int, int | None, tuple[str, ...]]:
    """What ``sets`` and the player count make of a game: its teams, the robot's team (None: no robot) and
    the card key of every card id (:func:`build_cards`)."""
    npc = players if players % 2 else None
    return seats_of(players), npc, build_cards(sets, players, npc is not None)


def schedule(seats: int, plans: Sequence[int]) -> list[list[list[int]]]:
    """For each round, for each park, the two teams meeting there (team = seat index; ``plans[team]`` its plan)."""
    out: list[list[list[int]]] = []
    table = D.PLANS[seats]
    for r in range(D.ROUNDS):
        parks: list[list[int]] = [[] for _ in range(seats // 2)]
        for team in range(seats):
            parks[table[plans[team]][r]].append(team)
        out.append(parks)
    return out


def choose_sets(options: dict[str, Any], rng: Rng) -> tuple[str, ...]:
    """The sets of a game (§3 step 3): the City and every themed set but the one left out (drawn if random)."""
    left = options["left_out"]
    if left == "random":
        left = D.THEMES[rng.randbelow(len(D.THEMES))]
    return (D.CITY, *(t for t in D.THEMES if t != left))


def deal(s: ChallengersState) -> None:
    """Deal a blank state (§3): plans, trophies, the shuffled piles, the decks; then begin round 1."""
    rng, players, options = s.rng, s.players, s.options
    plans = list(range(s.seats))
    rng.shuffle(plans)
    s.plans = plans
    # trophies: each round's four shuffled, dealt to the parks in use (park 0 first)
    s.trophy_values = []
    for values in D.TROPHIES:
        row = list(values)
        rng.shuffle(row)
        s.trophy_values.append(row)
    # piles
    for i, key in enumerate(s.cards):
        c = D.CARDS[key]
        if c.level in D.LEVELS:
            s.piles[c.level].append(i)
    for level in D.LEVELS:
        rng.shuffle(s.piles[level])
    # decks: starters per human, the robot's fixed deck (§2.2)
    ids = [i for i, k in enumerate(s.cards) if D.CARDS[k].level == "S"]
    for p in range(players):
        s.decks[p] = ids[p * 6 : p * 6 + 6]
    if s.npc is not None:
        level = options["npc_level"]
        starters = [i for i, k in enumerate(s.cards) if D.CARDS[k].level == "RS"]
        starters.sort(key=lambda i: (D.CARDS[s.cards[i]].power, i))
        r_cards = [i for i, k in enumerate(s.cards) if D.CARDS[k].level == "R"]
        solo = [i for i, k in enumerate(s.cards) if D.CARDS[k].level == "SOLO"]
        chosen = rng.sample(r_cards, level - 1)
        deck = starters[level - 1 :] + chosen
        if options["solo_objectives"] and players == 1:
            deck += rng.sample(solo, (level + 1) // 2)
        s.decks[s.npc] = sorted(deck)
        s.box = sorted(set(starters + r_cards + solo) - set(deck))
    start_round(s, 1)
