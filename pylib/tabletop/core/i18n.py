"""Message catalogs in Japanese and English: one mechanism for all text.

Games and the app register their messages once; the browser receives the
catalog of the chosen language from :func:`catalog`. Log entries travel as
``{"key": ..., "args": {...}}`` and are rendered with :func:`render`.

>>> register("demo", {"hello": {"en": "Hello, {name}!", "ja": "こんにちは、{name}さん！"}})
>>> render({"key": "demo.hello", "args": {"name": "Aki"}}, "ja")
'こんにちは、Akiさん！'
>>> text("demo.hello", "fr", name="Aki")
'Hello, Aki!'
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

LANGS = ("ja", "en")
DEFAULT_LANG = "en"

_CATALOG: dict[str, dict[str, str]] = {}


def register(namespace: str, messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add ``namespace.key`` messages; each needs both a ja and an en text."""
    for key, texts in messages.items():
        missing = [lang for lang in LANGS if lang not in texts]
        if missing:
            raise ValueError(f"message {namespace}.{key} lacks {', '.join(missing)}")
        for lang in LANGS:
            fields = {f for _, f, _, _ in string.Formatter().parse(texts[lang]) if f}
            other = {f for _, f, _, _ in string.Formatter().parse(texts[LANGS[0]]) if f}
            if fields != other:
                raise ValueError(f"message {namespace}.{key}: ja and en use different fields")
        _CATALOG[f"{namespace}.{key}"] = dict(texts)


def text(key: str, lang: str, /, **args: Any) -> str:
    """The message ``key`` in ``lang`` (English if the language is unknown)."""
    texts = _CATALOG.get(key)
    if texts is None:
        return key
    template = texts.get(lang, texts[DEFAULT_LANG])
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError):
        return template


def render(entry: Mapping[str, Any], lang: str) -> str:
    return text(str(entry.get("key", "")), lang, **dict(entry.get("args", {})))


def catalog(lang: str) -> dict[str, str]:
    """Every message in ``lang``, for the browser."""
    lang = lang if lang in LANGS else DEFAULT_LANG
    return {k: v[lang] for k, v in _CATALOG.items()}


def has(key: str) -> bool:
    return key in _CATALOG
