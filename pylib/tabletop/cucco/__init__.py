"""Cucco (Cuccù / Cambio): a gambling card game of one hidden card each.

Rules summary (``docs/rules/cucco.md``)
---------------------------------------
2–12 players, 25 coins each (10 in a short game). A deck of 40 cards, ranks
-4 … 15 twice (one 15 fewer with 8+ players). Each round every player pays
1 coin into the pot, then deals are played; in a deal every player holds one
card and, from the start player on, says once "change" (ask the left
neighbour — the next player — to exchange; the last player asks the deck)
or "keep". Powers apply to the card of the player *asked*: 14 Human —
the asker is disqualified; 13 Horse / 11 House — "pass", the asker asks the
next player (or the deck); 12 Cat — the first holder of the asker's card is
disqualified (or the next holder, if the first received the Matto: the cat
exception); a 15 Cuckoo is revealed as soon as it is dealt and ends the deal
(except in the start player's hand with 3+ players: then it stays hidden and
its holder must keep). The -4 Matto disqualifies whoever receives it in an
exchange, and never changes hands against a 14 or a 12, whichever side
holds it (then nobody is disqualified: the requester's own card has no
power); taken from the deck it is the
strongest card of the deal. At the showdown the lowest card (ties included),
every disqualified player and, with the Cancellation option, every player
whose card matches another's, are penalised: in deals 1–3 ("children's
time") they pay 1, 2 or 3 coins into the pot (a player who cannot pay pays
what they have and leaves the game); from deal 4 on ("adults' time") they
drop out of the round. The last survivor takes the pot; with no survivor it
carries over. The game ends after the chosen number of rounds (3/5/10, or
until someone goes bankrupt — capped at ``Cucco.max_rounds`` rounds), or at
the start of a round after a player has left; most coins wins (ties share).
Deals proceed by themselves: after the last choice of a deal the showdown,
the penalties and the next deal (or round) happen at once.

Actions
-------
Exactly two, by the player in ``observation["turn"]``: ``change`` and
``keep`` (:class:`Move`; ``str()`` gives the text, ``game.parse_action``
reads it). ``legal_actions`` is ``[change, keep]``, or ``[keep]`` for a start
player holding a hidden Cuckoo.

Observation (``state.observation(p)``, JSON-ready; ``p=None``: spectator)
-------------------------------------------------------------------------
- ``game`` "cucco", ``viewer`` p, ``players`` n, ``options`` the options
  except ``setup`` (it lists stacked cards), ``phase`` "choose" | "over".
- ``round`` (1-based), ``rounds`` (null: until bankruptcy), ``max_rounds``
  (the rounds at most: ``rounds``, or the cap of a game until bankruptcy), ``deal`` (1-based
  in the round), ``time`` "children" | "adults", ``stake`` (coins a penalised
  player pays now, null in adults' time), ``pot``, ``coins`` per seat,
  ``status`` per seat "in" | "eliminated" (this round) | "left" (bankrupt),
  ``serial`` (deals begun in the game).
- ``order`` the seats of this deal in turn order, ``start_player``,
  ``last_player``, ``turn`` (seat to act, null when over).
- ``hands`` per seat: null if the seat is not in the deal, else
  ``{"card": rank | null (hidden from the viewer), "face_up": bool (shown to
  everybody), "strong": bool (a Matto taken from the deck, worth 16),
  "history": [seats who held this card, dealt-to first], "known_by": [other
  seats who know this card], "cannot_be": [ranks this card publicly cannot
  be], "disqualified": ["human" | "cat" | "matto", ...], "choice": null |
  "change" | "keep"}``. A viewer sees their own card, face-up cards, and
  cards they saw in an exchange that are still where they went.
- ``deck`` its size; ``deck_cards`` sorted ranks when the deck is the
  reshuffled (public) discard pile, else null; ``discard`` the face-up
  discard pile in discarding order.
- ``last_deal`` the previous showdown (null before the first):
  ``{"round", "deal", "order", "cards": per seat rank|null, "values",
  "disqualified": per seat reasons, "lowest", "pairs", "penalised", "paid":
  per seat coins, "eliminated", "left"}``.
- ``results`` per finished round ``{"winner": seat | null, "pot"}``.
- ``log`` the previous deal and the current one, as ``{"key": "cucco.<name>",
  "args": {...}}``: ``log.view(viewer)`` of the game's :class:`~tabletop.core.log.Log`
  (an exchange shows its cards only to its two sides); args
  ``player``/``target``/``victim`` are seats, ``card``/``given``/``received``/``other``
  ranks, the rest numbers (``Cucco.log_args``) — ``GAME.describe(line, lang, names)``
  reads a line.
- When over: ``winners`` and ``ended_by`` (the bankrupt seat that ended it, or null).

Bots
----
``heuristic`` (:class:`HeuristicBot`, :func:`penalty_risks`) and the generic
``search`` bot of :mod:`tabletop.core.mcts`, which uses
:meth:`Cucco.determinize`, the state hook ``CuccoState.provisional_outcome``
(stop a rollout once the deal is resolved: coins plus a share of the pot for
those still in the round) and the rollout policy registered by
:mod:`tabletop.cucco.bots` (the strength-1 rule, for fast rollouts).

Positions from text
-------------------
The ``setup`` option (``start=S deck=r1,r2,... coins=c1,...``) stacks the top
of round 1's deck, so a save or a share link can hold any deal;
:meth:`Cucco.deal_position` builds one from the cases' notation (§2.10), and
:func:`resolve_deal` resolves a single deal.

>>> import tabletop.cucco as cucco
>>> st = cucco.GAME.deal_position([3, 14, 5, 10], [6])
>>> st = st.apply(0, "change")          # A asks B, who shows the Human (14)
>>> for seat in (1, 2, 3):
...     st = st.apply(seat, "keep")
>>> st.observation(None)["last_deal"]["penalised"]
[0]
"""

from __future__ import annotations

from ..core import mcts as _mcts  # noqa: F401  (registers the generic "search" bot)
from . import examples as _examples  # noqa: F401  (registers the worked examples)
from . import observe  # noqa: F401  (what a seat sees, the secrets: imported with the package)
from .bots import HeuristicBot, penalty_risks
from .cards import CARDS, Card, Power, card_label, card_table, deck_composition
from .determinize import arrange_hidden, unseen_cards
from .game import Cucco, CuccoState
from .messages import card_words
from .rules import Deal, DealResult, Reason, resolve_deal
from .setup import Move, Phase, parse_setup, setup_text

#: the registered game object (the one ``tabletop.get_game("cucco")`` returns)
GAME: Cucco = Cucco.registered()

__all__ = [
    "CARDS",
    "GAME",
    "Card",
    "Cucco",
    "CuccoState",
    "Deal",
    "DealResult",
    "HeuristicBot",
    "Move",
    "Phase",
    "Power",
    "Reason",
    "arrange_hidden",
    "card_label",
    "card_table",
    "card_words",
    "deck_composition",
    "parse_setup",
    "penalty_risks",
    "resolve_deal",
    "setup_text",
    "unseen_cards",
]
