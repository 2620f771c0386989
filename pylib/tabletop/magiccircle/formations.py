"""The formation list (陣形一覧), docs/rules/magiccircle.md §3.7.1: the one table of formations.

The scorer (:func:`tabletop.magiccircle.circle.score`) takes every name and
bonus from this table, and the in-app formation reference page is drawn from
:func:`formations_json`. Every row of the spec is here, including the rows
marked [INVENTED], with the spec's definition verbatim (``definition``) and
a player-facing rule text in Japanese and English (``rule``).

The five rows the spec marks [INVENTED] (Reverse Order, Amber, Lumina,
Umbra, Long Beam) are not in any source: they are the project's own
additions. The scorer counts them only when asked to (the game option
``added_formations``, off by default); players see them called "added by
this project" in words, never by the spec's tag.

``bonus`` is in hundredths of the multiplier (+0.25 → 25). ``scope`` says
how often a formation can count: ``once``, ``per square`` or ``per
diagonal``.

>>> len(FORMATIONS), FORMATIONS[0].en, FORMATIONS[0].bonus
(16, 'Two Pair', 10)
>>> BY_ID["azure"].ja, BY_ID["long_beam"].tag
('エイジュア', '[INVENTED]')
>>> [f.id for f in FORMATIONS if f.added]
['reverse_order', 'amber', 'lumina', 'umbra', 'long_beam']
>>> sorted(ADDED) == sorted(f.id for f in FORMATIONS if f.added)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Formation:
    """One row of the formation table."""

    id: str
    ja: str
    en: str
    bonus: int
    #: the spec's definition, verbatim
    definition: str
    #: the rule as shown to players, {"ja", "en"}
    rule_ja: str
    rule_en: str
    #: "once", "per square" or "per diagonal"
    scope: str
    #: "magical" or "elemental"
    kind: str
    #: the spec's tag after the name: "", "[INVENTED]" or "[INVENTED name]"
    tag: str = ""

    @property
    def added(self) -> bool:
        """An addition of this project (the spec's [INVENTED] rows): scored only with the option on."""
        return bool(self.tag)

    def to_json(self) -> dict[str, Any]:
        """The formation as JSON for the rules help: id, names, bonus (also as text), scope, rule, definition."""
        return {
            "id": self.id,
            "name": {"ja": self.ja, "en": self.en},
            "bonus": self.bonus,
            "bonus_text": f"+{self.bonus // 100}.{self.bonus % 100:02d}",
            "scope": self.scope,
            "kind": self.kind,
            "rule": {"ja": self.rule_ja, "en": self.rule_en},
            "definition": self.definition,
            "added": self.added,
        }


#: the spec's table, in the spec's row order
FORMATIONS: tuple[Formation, ...] = (
    Formation(
        "two_pair", "ツーペア", "Two Pair", 10,
        "P = 2 exactly",
        "円上の8枚のマジカルコインに、同じ数字の組（ペア）がちょうど2組ある（同じ数字3枚は1組、4枚は2組と数える）。",
        "The 8 magical coins on the circles contain exactly 2 pairs of equal digits "
        "(three of a digit count as 1 pair, four as 2).",
        "once", "magical",
    ),
    Formation(
        "three_pair", "スリーペア", "Three Pair", 20,
        'P = 3 exactly. Not "3 symmetric pairs equal": equal sums make exactly 3 equal symmetric pairs '
        "impossible in a complete circle, yet the seed's activated example 2 has Three Pair",
        "円上のマジカルコインに、同じ数字の組がちょうど3組ある。",
        "The magical coins on the circles contain exactly 3 pairs of equal digits.",
        "once", "magical",
    ),
    Formation(
        "symmetry", "シンメトリー", "Symmetry", 30,
        "all 8 circle coins present and every symmetric pair equal (MoN = MoS, MoE = MoW, MiN = MiS, MiE = MiW). "
        'Always implies P = 4, so there is deliberately **no** "Four Pair"',
        "円上の8か所すべてにコインがあり、中心に対称な2枚がどれも同じ数字。（ペア系の陣形はつかない）",
        "All 8 circle positions are filled and every pair of coins facing each other across the centre "
        "shows the same digit. (No pair formation is added.)",
        "once", "magical",
    ),
    Formation(
        "balance", "バランス", "Balance", 35,
        "all 8 present and all four half-line sums equal (N = E = S = W)",
        "円上の8か所すべてにコインがあり、北・東・南・西それぞれの2枚の合計がすべて等しい。",
        "All 8 circle positions are filled and the two coins on each side (north, east, south, west) "
        "add up to the same total on all four sides.",
        "once", "magical",
    ),
    Formation(
        "forward_order", "順秩序", "Forward Order", 10,
        'all 8 present and on every half-line inner < outer ("numbers grow outward")',
        "円上の8か所すべてにコインがあり、どの方向でも内円の数字が外円より小さい（外へ向かって大きくなる）。",
        "All 8 circle positions are filled and on every side the inner digit is smaller than the outer one "
        "(numbers grow outward).",
        "once", "magical",
    ),
    Formation(
        "reverse_order", "逆秩序", "Reverse Order", 10,
        "all 8 present and on every half-line inner > outer",
        "円上の8か所すべてにコインがあり、どの方向でも内円の数字が外円より大きい（外へ向かって小さくなる）。",
        "All 8 circle positions are filled and on every side the inner digit is larger than the outer one "
        "(numbers shrink outward).",
        "once", "magical", "[INVENTED]",
    ),
    Formation(
        "resonance", "リゾナンス", "Resonance", 85,
        "F holds magical digit v, and all 4 coins of one circle equal v (uses all five copies of v). "
        "At most one instance",
        "フォーカスに数字vのマジカルコインがあり、どちらかの円の4枚がすべてv（vの5枚をすべて使う）。",
        "The focus holds a digit v and all 4 coins of one circle are v too (all five coins of that digit).",
        "once", "magical",
    ),
    Formation(
        "crimson", "クリムゾン", "Crimson", 25,
        "one square with 4 red corners (per square)",
        "方の4つの角がすべて赤。方ごとに数える。",
        "All 4 corners of a square are red. Counts for each square.",
        "per square", "elemental",
    ),
    Formation(
        "azure", "エイジュア", "Azure", 25,
        "one square with 4 blue corners (per square)",
        "方の4つの角がすべて青。方ごとに数える。",
        "All 4 corners of a square are blue. Counts for each square.",
        "per square", "elemental",
    ),
    Formation(
        "viridian", "ビリジアン", "Viridian", 25,
        'one square with 4 green corners (per square) [SEED: inner square of 4 green = "ビリジアン"]',
        "方の4つの角がすべて緑。方ごとに数える。",
        "All 4 corners of a square are green. Counts for each square.",
        "per square", "elemental",
    ),
    Formation(
        "amber", "アンバー", "Amber", 25,
        "one square with 4 yellow corners",
        "方の4つの角がすべて黄。方ごとに数える。",
        "All 4 corners of a square are yellow. Counts for each square.",
        "per square", "elemental", "[INVENTED name]",
    ),
    Formation(
        "lumina", "ルミナ", "Lumina", 40,
        "one square with 4 white corners (rare: 4 of 5)",
        "方の4つの角がすべて白（5枚しかない白のうち4枚）。方ごとに数える。",
        "All 4 corners of a square are white (4 of the 5 white coins). Counts for each square.",
        "per square", "elemental", "[INVENTED]",
    ),
    Formation(
        "umbra", "アンブラ", "Umbra", 40,
        "one square with 4 black corners",
        "方の4つの角がすべて黒（5枚しかない黒のうち4枚）。方ごとに数える。",
        "All 4 corners of a square are black (4 of the 5 black coins). Counts for each square.",
        "per square", "elemental", "[INVENTED]",
    ),
    Formation(
        "clear_force", "クリアフォース", "Clear Force", 15,
        "one **complete** square made of white **and** black (pure yang + yin). Per square. "
        "Must not apply to red/blue or yellow/green two-colour squares: in the seed's complete activated "
        "example 2 it appears once and there is no colour formation",
        "白と黒の両方で完成した方（純粋な陽と陰）。方ごとに数える。赤青・黄緑の2色の方にはつかない。",
        "A complete square made of white and black coins, both colours present (pure yang and yin). "
        "Counts for each square. Red/blue or yellow/green squares do not count.",
        "per square", "elemental",
    ),
    Formation(
        "short_beam", "ショートビーム", "Short Beam", 20,
        "F holds elemental colour X, and both inner-square corners on one diagonal are X. Per diagonal",
        "フォーカスに色Xのエレメンタルコインがあり、内方の対角線上の2つの角がどちらもX。対角線ごとに数える。",
        "The focus holds a colour X and both inner-square corners on one diagonal are X. "
        "Counts for each diagonal.",
        "per diagonal", "elemental",
    ),
    Formation(
        "long_beam", "ロングビーム", "Long Beam", 50,
        "F = X and all 4 corners of one diagonal (inner and outer) are X. Replaces Short Beam on that diagonal",
        "フォーカスが色Xで、ひとつの対角線上の4つの角（内方と外方）がすべてX。"
        "その対角線のショートビームの代わりになる。対角線ごとに数える。",
        "The focus holds a colour X and all 4 corners on one diagonal (inner and outer squares) are X. "
        "Replaces Short Beam on that diagonal. Counts for each diagonal.",
        "per diagonal", "elemental", "[INVENTED]",
    ),
)  # fmt: skip

BY_ID: dict[str, Formation] = {f.id: f for f in FORMATIONS}
#: the project's own additions, scored only with the ``added_formations`` option
ADDED: frozenset[str] = frozenset(f.id for f in FORMATIONS if f.added)

#: the mono-colour square formation of each colour
MONO: dict[str, str] = {
    "R": "crimson",
    "B": "azure",
    "G": "viridian",
    "Y": "amber",
    "W": "lumina",
    "K": "umbra",
}

#: the order a score breakdown lists formations in: the seed's breakdown
#: order (its four examples list Resonance, colours, Clear Force, Short Beam,
#: Symmetry/Balance, pairs, Forward Order in this order)
DISPLAY_ORDER: tuple[str, ...] = (
    "resonance",
    "crimson",
    "azure",
    "viridian",
    "amber",
    "lumina",
    "umbra",
    "clear_force",
    "short_beam",
    "long_beam",
    "symmetry",
    "balance",
    "two_pair",
    "three_pair",
    "forward_order",
    "reverse_order",
)
_RANK = {fid: i for i, fid in enumerate(DISPLAY_ORDER)}


def display_rank(formation_id: str) -> int:
    """Where formation ``formation_id`` comes in the reference list's display order."""
    return _RANK[formation_id]


def formations_json() -> list[dict[str, Any]]:
    """The whole table, JSON-ready, in the spec's row order (for the reference page)."""
    return [f.to_json() for f in FORMATIONS]
