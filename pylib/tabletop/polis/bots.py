"""Polis bots (placeholder: replaced by the heuristic search bot)."""

from __future__ import annotations
