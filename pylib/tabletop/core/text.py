"""Checks and helpers for text that people and files send (action texts, quotes).

>>> clean_action_text("put 0,0")
'put 0,0'
>>> clean_action_text("x" * 500)
Traceback (most recent call last):
...
tabletop.core.errors.IllegalAction: an action text is at most 200 characters
"""

from __future__ import annotations

from typing import Any

from .errors import IllegalAction

MAX_ACTION_TEXT = 200


def clean_action_text(text: Any) -> str:
    """``text`` if it can name an action at all; IllegalAction otherwise."""
    if not isinstance(text, str):
        raise IllegalAction("an action is a text")
    if len(text) > MAX_ACTION_TEXT:
        raise IllegalAction(f"an action text is at most {MAX_ACTION_TEXT} characters")
    if any(0xD800 <= ord(c) <= 0xDFFF or (ord(c) < 32 and c not in "\t") for c in text):
        raise IllegalAction("an action text holds characters no action uses")
    return text


def excerpt(text: str, limit: int = 40) -> str:
    """At most ``limit`` characters of ``text``, with an ellipsis when cut.

    >>> excerpt("abc"), excerpt("x" * 100, 5)
    ('abc', 'xxxxx…')
    """
    return text if len(text) <= limit else text[:limit] + "…"
