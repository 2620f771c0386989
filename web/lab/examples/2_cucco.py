# Cucco: resolve one deal you write down, card by card
from labkit import result, table
from pyscript import display

from tabletop.cucco import card_label, resolve_deal

HANDS = [3, 14, 5, 10]  # the seats' cards in turn order, start player first, last player last
DECK = [6]  # the top of the deck, top first
CHANGES = "CNNN"  # one letter a seat: C = change, N = keep
names = [chr(ord("A") + i) for i in range(len(HANDS))]

deal = resolve_deal(HANDS, DECK, CHANGES)
steps = []
for event in deal.events:
    who = names[event.seat] if event.seat >= 0 else ""
    to = names[event.target] if event.target >= 0 else ("deck" if event.kind.value == "ask" else "")
    card = "" if event.card is None else f"{event.card} {card_label(event.card, 'en')}"
    steps.append((event.kind.value, who, to, card))
display(table(["what", "seat", "asks", "card"], steps, "the deal, step by step"))
display(
    table(
        ["seat", "dealt", "final", "value"],
        [(names[i], HANDS[i], deal.final[i], deal.values[i]) for i in range(len(HANDS))],
        "showdown",
    )
)
display(
    f"lowest: {[names[i] for i in deal.lowest]}  disqualified: {[names[i] for i in deal.disqualified]}  "
    f"penalised: {[names[i] for i in deal.penalised]}"
)
display(
    result(
        "cucco",
        {
            "final": deal.final,
            "values": deal.values,
            "lowest": deal.lowest,
            "disqualified": deal.disqualified,
            "penalised": deal.penalised,
        },
    )
)
