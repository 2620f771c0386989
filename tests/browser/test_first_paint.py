"""What a first visit loads before it paints, and when the engine starts (issue 41).

- every module a poster's page (an embed) loads to paint was asked for at once by
  ``index.html`` (a ``<link rel="modulepreload">`` from the build's MODULES lists), so none
  waited for the module that imports it; the lobby loads none of the table's modules, and
  an embed none of the lobby's;
- an embed of one of the site's games runs the build's bundle (web/vendor/embed/,
  tools/embed_bundle.mjs), its own game's view and no other; without the bundle, the modules;
- the engine (Pyodide in a worker) starts only once the lobby, or the poster, is on the page;
  on a table's address without a poster, at once, before the page's modules run.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.test_posters import ROUND, polis_link

pytestmark = pytest.mark.browser

#: when the engine worker was made (__workerAt) and when the page first showed the lobby's
#: games or a board (__paintAt), in the page's clock
WATCH = """
(() => {
  for (const name of ['Worker', 'SharedWorker']) {
    const Real = window[name];
    if (typeof Real !== 'function') continue;
    window[name] = function (...args) {
      if (window.__workerAt === undefined) window.__workerAt = performance.now();
      return new Real(...args);
    };
  }
  new MutationObserver(() => {
    if (window.__paintAt === undefined && document.querySelector('.game-card[data-game], #view-root > *'))
      window.__paintAt = performance.now();
  }).observe(document, { subtree: true, childList: true });
})();
"""

#: the page's own module requests (not the worker's; font.js is a classic script), and the
#: modules index.html preloaded, as paths
MODULES = """() => {
  const path = (url) => new URL(url).pathname;
  const loaded = performance.getEntriesByType('resource').map((e) => path(e.name))
    .filter((name) => /\\/web\\/(app|games|vendor\\/embed)\\/.*\\.js$/.test(name) && !name.endsWith('/web/app/font.js'));
  const preloaded = [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => path(l.href));
  return { loaded, preloaded };
}"""
BUNDLE = "/web/vendor/embed/"


def moments(page: Any) -> dict[str, float]:
    page.wait_for_function("window.__workerAt !== undefined && window.__paintAt !== undefined")
    return dict(page.evaluate("({worker: window.__workerAt, paint: window.__paintAt})"))


def test_a_poster_paints_from_preloaded_modules_and_then_starts_the_engine(new_page: Any, helpers: Any) -> None:
    link, poster = polis_link()
    page = new_page(init_script=WATCH, locale="ja-JP", viewport={"width": 390, "height": 844})
    page.goto(f"./?embed&poster={poster}#/polis/{link}")
    page.locator(ROUND).wait_for()
    at = moments(page)
    assert at["worker"] > at["paint"], f"the engine started before the poster was drawn: {at}"
    found = page.evaluate(MODULES)
    late = sorted(set(found["loaded"]) - set(found["preloaded"]))
    assert not late, f"modules found only through their importers: {late}"
    assert [n for n in found["loaded"] if BUNDLE not in n] == [], "an embed of a site's game runs the bundle"
    assert f"{BUNDLE}view-polis.js" in found["loaded"]
    assert f"{BUNDLE}table.js" in found["preloaded"]
    others = [n for n in found["loaded"] + found["preloaded"] if "/view-" in n and not n.endswith("/view-polis.js")]
    assert others == [], "an embed loads another game's view"
    lobby = ("/lobby.js", "/setup.js")
    assert not [n for n in found["loaded"] + found["preloaded"] if n.endswith(lobby)], "an embed loads the lobby"
    page.screenshot(path="/tmp/first-paint-poster-ja-390.png")
    helpers.wait_ready(page)
    assert not page.locator(".notice-error").count()
    assert page.get_attribute("html", "data-bundle") is None


def test_an_embed_without_its_bundle_runs_the_modules(new_page: Any, helpers: Any) -> None:
    """A stale or missing web/vendor/embed/ (a half-copied site): the embed still paints and plays."""
    link, poster = polis_link()
    page = new_page(init_script=WATCH)
    page.console_log.allow(r"Failed to load resource.*404")
    page.context.route(f"**{BUNDLE}boot.js", lambda route: route.fulfill(status=404, body="not found"))
    page.goto(f"./?embed&poster={poster}#/polis/{link}")
    page.locator(ROUND).wait_for()
    helpers.wait_ready(page)
    assert page.get_attribute("html", "data-bundle") == "failed"
    found = page.evaluate(MODULES)
    assert {"/web/app/boot.js", "/web/app/table.js", "/web/games/polis/view.js"} <= set(found["loaded"])
    assert not page.locator(".notice-error").count()


def test_the_lobby_starts_the_engine_once_drawn_and_loads_no_table(new_page: Any, helpers: Any) -> None:
    page = new_page(init_script=WATCH)
    page.goto("./#/")
    helpers.wait_ready(page)
    at = moments(page)
    assert at["worker"] > at["paint"], f"the engine started before the lobby was drawn: {at}"
    found = page.evaluate(MODULES)
    assert sorted(set(found["loaded"]) - set(found["preloaded"])) == []
    assert not [name for name in found["loaded"] + found["preloaded"] if name.endswith("/web/app/table.js")]
    page.wait_for_selector("html[data-engine='up']", state="attached")


def test_a_table_without_a_poster_starts_the_engine_at_once(new_page: Any, helpers: Any) -> None:
    link, _ = polis_link()
    page = new_page(init_script=WATCH)
    page.goto(f"./#/polis/{link}")
    page.locator(ROUND).wait_for()
    boot = page.evaluate("performance.getEntriesByName('tabletop:boot')[0].startTime")
    worker = page.evaluate("window.__workerAt")
    assert worker < boot, "index.html starts the engine before the page's modules run"
    helpers.wait_ready(page)
