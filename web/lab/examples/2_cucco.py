# Cucco: resolve one deal you write down, card by card
from labkit import result, table
from pyscript import display

from tabletop.cucco import card_label, resolve_deal

HANDS = [-4, 3, 12, 1]  # the seats' cards in turn order: start player first
DECK = [5]  # the top of the deck, top first
CHANGES = "CCNC"  # one letter a seat: C = change, N = keep
names = "ABCDEFGH"[: len(HANDS)]

deal = resolve_deal(HANDS, DECK, CHANGES)
steps = []
for event in deal.events:
    who = names[event.seat] if event.seat >= 0 else ""
    if event.target >= 0:
        to = names[event.target]
    elif event.kind.value == "ask":
        to = "deck"  # the start player asks the deck
    else:
        to = ""
    card = "" if event.card is None else f"{event.card} {card_label(event.card, 'en')}"
    steps.append((event.kind.value, who, to, card))
display(table(["what", "seat", "asks", "card"], steps, "the deal, step by step"))

showdown = [(names[i], HANDS[i], deal.final[i], deal.values[i]) for i in range(len(HANDS))]
display(table(["seat", "dealt", "final", "value"], showdown, "showdown"))


def seats(indices):
    return ", ".join(names[i] for i in indices) or "-"


display(f"lowest: {seats(deal.lowest)}")
display(f"disqualified: {seats(deal.disqualified)}   penalised: {seats(deal.penalised)}")

data = {
    "final": deal.final,
    "values": deal.values,
    "lowest": deal.lowest,
    "disqualified": deal.disqualified,
    "penalised": deal.penalised,
}
display(result("cucco", data))
