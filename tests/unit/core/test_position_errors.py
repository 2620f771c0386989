"""A position that does not read is refused in the player's language (tabletop.core.position).

The set-up form's "Start from a position" shows the error's catalog text, its
``{detail}`` a ``{"en", "ja"}`` pair (web/app/ui.js ``errorText`` picks the reader's
word): a Japanese player reads no English sentence of the library in it.
"""

from __future__ import annotations

import re

import pytest

import tabletop
from tabletop.core.errors import InvalidOptions
from tabletop.core.i18n import pick, text
from tabletop.core.position import from_position

BAD = {
    "not a line": "garbage position text",
    "twice": "game: polis\ngame: polis",
    "not a value": "game: polis\nplayers: [1,",
    "other game": "game: cucco",
    "players": "game: polis\nplayers: 3",
    "no field": "game: polis\nplayers: 2\nfoo: 1",
    "options": "game: polis\nplayers: 2\noptions: 4",
    "bad value": "game: polis\nplayers: 2\nphase: lunch",
}


def _read(error: InvalidOptions, lang: str) -> str:
    """The error as the form shows it: its key's text, a pair argument in the reader's word."""
    assert error.key is not None
    args = {k: pick(v, lang) if isinstance(v, dict) else v for k, v in error.args_.items()}
    return text(error.key, lang, **args)


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_position_is_told_in_either_language(case: str) -> None:
    with pytest.raises(InvalidOptions) as caught:
        from_position(tabletop.get_game("polis"), BAD[case], players=2)
    ja, en = _read(caught.value, "ja"), _read(caught.value, "en")
    assert ja.startswith("局面") and en.startswith(("Line", "The position")), (ja, en)
    # no English sentence of the library: at most a field's own name (a key the player typed)
    assert not re.search(r"[A-Za-z]+ [A-Za-z]+", ja), ja
    assert "{" not in ja and "{" not in en
