"""Arctic Scavengers: a deck-building game of tribes on the ice (2–5 players).

Rules summary (``docs/rules/arcticscavengers.md``)
--------------------------------------------------
Each player starts with 4 Refugees, 3 Scavengers, 1 Brawler, 1 Spear and
1 Shovel. The market holds eight mercenary piles (Brawlers ``10-P`` and
Scavengers ``20-3P``), the junkyard the junkyard cards (minus the starting
tools; in the 2-player variant two fewer of each type), the contested pile
the 14 contested resources face down. A random seat holds the initiator card.

A round has three phases:

1. *Draw*: everybody discards last round's cards and draws 5 (reshuffling the
   discard when the deck runs out). From round 3 the initiator secretly
   peeks at the top contested resource (not in the 2-player variant).
2. *Gathering*, initiator first then clockwise. On your turn you may do each
   of these once: **Draw** (cards with a draw value draw that many from your
   deck), **Dig** (cards with a dig value draw that many from the junkyard;
   keep at most one in your discard pile, the rest go to the junkyard bottom),
   **Hunt** (cards with a hunt value make food for this round), **Hire** (one
   mercenary, paid with this round's food and medicine cards), **Trash** (any
   hand cards into the junkyard, which is shuffled). A person powers one
   action and may carry one tool and one Group Leaders card, each only if the
   person has the tool's ability; medicine needs no person. Played cards go to
   the discard pile at once; the rest of the hand is kept for the skirmish.
3. *Skirmish* (from round 3): kept cards are revealed. Snipe (a card that
   carries people: a person or Group Leaders) and
   Disarm (a tool) resolve in turn order from the initiator; a removed card
   cannot use its special. The highest fight score (persons' fight plus the
   best tool and leader each fighting person may carry) wins the top
   contested resource unseen into their discard pile; a fight tie goes to the
   most people; still tied, the card goes unseen to the junkyard, which is
   shuffled. 2-player variant: a margin of 2 fight is needed, people do not
   count. The initiator card passes left after rounds 3 onward.

The game ends when the contested pile is empty. The biggest tribe (people
icons on every card owned) wins; a tie goes to more contested resources
owned, else it is shared. HQ module 1 (option ``hq``) adds Medics (draw 1,
one medicine when hiring, cancel a snipe), Rifles, Toolkits and the Gearheads / Pharmers gangs (5 people each).

Options: ``variant_2p`` (default true: the 2-player variant when two play),
``hq`` (default false).

Beyond the contract, :class:`ArcticScavengers` offers ``reference()`` (the
card table with copies per player count, for the rules help),
``scenario(...)`` (a
position with chosen hands, deck tops, junkyard top and contested pile, for
tests and tutorials) and ``determinize`` (for the search bot);
:class:`ArcticState` offers ``owned(seat)``, ``breakdown(seat)`` (the score
breakdown), ``log_for(p)`` (the whole log), ``zones()`` (card ids per zone,
for conservation checks) and ``skirmish_scores()``. Card data:
:data:`~tabletop.arcticscavengers.cards.CARDS` and ``card_table()``; the
heuristic bot and the search rollout policy:
:mod:`~tabletop.arcticscavengers.bot` (registered as ``"heuristic"`` and
with ``register_rollout``). Views match legal actions by their parts
(``Game.action_parts``: ``{"text", "verb", "args": [{"kind", "value"}]}``),
never by their text.

Actions (canonical text)
------------------------
A gathering turn is made of small steps so that no decision has many choices::

    draw | dig | hunt | trash       open that action (once per round each)
    add hunter+spear                put a person (+ tool, + leader) on it;
                                    for trash: add <any card>, one at a time
    go                              carry it out
    keep shovel | keep none         after digging
    hire thug with medkit+pills     hire, paying this round's food + medicine
    done                            end the turn; the hand is kept
    snipe 1:brawler                 skirmish: seat 1's Brawler (seats 0-based)
    disarm 2:spear | pass           skirmish
    save | nosave                   HQ: answer a snipe with a Medic

Card keys are those of :data:`~tabletop.arcticscavengers.cards.CARDS`
(``refugee``, ``scavenger``, ``group_leaders``, ``sniper_team``, …).
There is no cancel: take steps back with undo (:class:`tabletop.Match`), which
stops at draws, digs, reveals and shuffles (:meth:`ArcticState.reveals`).

Observation (``state.observation(p)``, JSON)
--------------------------------------------
``game``, ``viewer``, ``players``, ``options``, ``variant_2p``, ``hq``,
``round``, ``skirmish_round`` (a skirmish ends this round), ``phase``
(``gather`` | ``assemble`` | ``dig`` | ``skirmish`` | ``save`` | ``over``),
``initiator``, ``order`` (seats in turn order), ``active``;

``cards``: the card table of this game by key: ``{"key", "name": {"ja","en"},
"kind", "home", "people", "draw", "dig", "hunt", "fight", "med", "special",
"cost": {"food","med","any"} | null, "icons": [{"icon","value","modifier"}],
"module", "uncertain"}`` (ability ``null`` = no such icon);

``market``: ``[{"card", "count", "cost"}]``; ``junkyard`` and ``contested``:
pile sizes; ``box``: cards out of the game ``{key: n}``;

``seats``: per seat ``{"seat", "hand", "deck", "discard", "kept"`` (sizes;
``kept`` = cards announced for the skirmish), ``"finished"`` (gathering done),
``"known": {key: n}`` (cards it is publicly known to own), ``"unknown"``
(cards of unknown type it owns: dug or won), ``"tribe_known"`` (people on its
known cards), ``"won"`` (contested resources won)``}``;

``you`` (a seat's own view only): ``{"seat", "hand", "deck", "discard",
"kept"`` (card keys, sorted; the deck as its contents, not its order),
``"dug"`` (cards to choose from after a dig), ``"peek"`` (the top contested
resource, for the initiator who peeked), ``"tribe"`` (exact tribe size),
``"groups"`` (on your gathering turn: for each action you may open, the
``add`` actions that would then be legal, as action parts ``{act: [{"text",
"verb", "args"}]}``, so that a view can tell which selected cards fit which
place before opening it), ``"strength"``
(in a skirmish round, until your turn ends: ``{"fight", "people"}`` of your
hand as skirmish cards, else null)``}``;

``gathering`` (during a gathering turn): ``{"player", "used": [acts], "food",
"open": act | null, "staged": [{"cards", "person", "tool", "leader",
"value"}] (the action slot; trash: [{"cards"}]), "dug": n}``;

``plays``: this round's public plays, ``{"player", "action", "groups",
"value", "result", "kept"?, "drawn"?}`` (``drawn``: the cards a Draw drew,
in the drawer's own observation only) or for a hire ``{"player", "action": "hire",
"card", "food", "med", "cards"}``;

``skirmish`` (while specials resolve): ``{"round", "seats": [{"seat",
"cards", "removed", "spent", "fight", "people"}], "steps": [{"kind":
"snipe" | "disarm" | "pass", "player", "card", "target", "victim",
"saved"}], "resolving", "pending"}``; ``last_skirmish``: the same record of
the last skirmish plus ``"result": {"winner": seat | null, "reason": "fight"
| "people" | "tie" | "margin"}``; ``peeker``: the seat that peeked this round;

``log``: the last 100 lines ``[{"key", "args"}]`` the viewer may see, from
the game's :class:`tabletop.core.log.Log` (the whole log: ``state.log_for(p)``;
see :mod:`~tabletop.arcticscavengers.messages` for the args, which
``Game.describe`` turns into words);
``result``: the :class:`~tabletop.core.game.Outcome` JSON when over, whose
``detail.players`` is the score breakdown ``[{"seat", "cards": [{"card",
"count", "people"}], "people", "card_people", "gangs", "gang_people",
"contested"}]``.

Observations share unchanging parts with the state (the card table, log
entries, play records): treat them as read-only.

Modules: :mod:`.cards` (the card table), :mod:`.setup` (set-up, reference,
scenarios), :mod:`.actions` (the action notation), :mod:`.legal` (legal
actions and why others are not), :mod:`.gathering`, :mod:`.skirmish` and
:mod:`.rounds` (carrying actions out, round by round, and scoring),
:mod:`.observe` (observations and secrets), :mod:`.saves`, :mod:`.hidden`
(determinization), :mod:`.messages` (log texts), :mod:`.game` (the game and
its state), :mod:`.bot`.
"""

from . import bot as _bot  # noqa: F401  (registers the heuristic bot and the rollout policy)
from . import examples as _examples  # noqa: F401  (registers the worked examples)
from . import gathering, hidden, legal, observe, rounds, saves, setup, skirmish  # noqa: F401  (every module)
from .actions import Act, parse
from .cards import CARDS, GANGS, CardType, Cost, Home, Kind, Special, card_table
from .game import ID, MAX_ROUNDS, ArcticScavengers, ArcticState, Phase, fight_and_people, payments

__all__ = [
    "CARDS",
    "GANGS",
    "ID",
    "MAX_ROUNDS",
    "Act",
    "ArcticScavengers",
    "ArcticState",
    "CardType",
    "Cost",
    "Home",
    "Kind",
    "Phase",
    "Special",
    "card_table",
    "fight_and_people",
    "parse",
    "payments",
]
