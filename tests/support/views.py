"""The games that have a view: the ids of ``VIEWS`` in web/app/views.js, in its order."""

from __future__ import annotations

import re

from tests.support.server import ROOT

_ENTRY = re.compile(r"^\s+(\w+): \(\) => import\(\"\.\./games/\1/view\.js\"\),$", re.M)


def view_ids() -> list[str]:
    """Each registered view's game id; fails loudly if the registry's shape changed."""
    found = _ENTRY.findall((ROOT / "web" / "app" / "views.js").read_text(encoding="utf-8"))
    if not found:
        raise RuntimeError("web/app/views.js lists no view in the shape tests/support/views.py reads")
    return found
