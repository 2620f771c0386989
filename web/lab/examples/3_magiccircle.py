# Magic circle: score a circle given as text, with the full breakdown
# The 17 positions, in groups: outer circle N E S W, inner circle N E S W,
# outer square NE SE SW NW, inner square NE SE SW NW, the focus; "." = empty
from labkit import result, table
from pyscript import display

from tabletop.magiccircle import Circle, score

CIRCLE = "7776 3334 BBBB GGGG ."
ACTIVATED = True

circle = Circle.parse(CIRCLE)
s = score(circle, activated=ACTIVATED)
invalid = list(circle.invalid_positions())
display(f"complete: {circle.complete}   invalid positions: {invalid}")
breakdown = [
    ("digit spread d", s.d),
    ("m = 9 - d", s.m),
    ("invalid positions k", s.k),
    ("base", s.base),
]
display(table(["", ""], breakdown, "base score"))
display(table(["formation", "bonus %"], s.formations, "formations"))
display(f"score = {s.base} × {s.multiplier_percent}% = {s.total}")

data = {
    "base": s.base,
    "multiplier_percent": s.multiplier_percent,
    "total": s.total,
    "formations": [list(f) for f in s.formations],
}
display(result("magiccircle", data))
