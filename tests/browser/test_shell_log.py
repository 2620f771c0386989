"""The log panel's numbers stay readable past 99 (they were cut off at three digits)."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser


def test_log_numbers_of_four_digits_fit_in_the_list_margin(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page, "")
    room, need = page.evaluate(
        """() => {
        const ol = document.createElement("ol");
        ol.className = "log-list";
        const li = document.createElement("li");
        li.textContent = "x";
        ol.append(li);
        document.body.append(ol);
        const marker = getComputedStyle(li, "::marker");
        const probe = document.createElement("span");
        probe.style.font = getComputedStyle(li).font;
        probe.style.fontSize = marker.fontSize;
        probe.style.whiteSpace = "pre";
        probe.style.position = "absolute";
        probe.style.display = "inline-block";
        probe.textContent = "1234. ";
        document.body.append(probe);
        const out = [parseFloat(getComputedStyle(ol).paddingLeft), probe.getBoundingClientRect().width];
        ol.remove(); probe.remove();
        return out;
    }"""
    )
    assert room >= need, f"the log list leaves {room}px for its numbers, '1234.' needs {need}px"
