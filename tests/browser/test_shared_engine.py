"""One engine for every tab and embed (web/app/engine-worker.mjs as a SharedWorker).

Pages of one browser context share a storage partition: two tabs and the two
embeds of a wiki page on the site's origin share one Python. Each page keeps
its own sessions, a page that closes ends its sessions, the pages take turns
(one page's queued calls hold another up by one call at most), and a browser
without SharedWorker gets a plain worker per page.
"""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.shared_engine

ENGINE = "import(new URL('web/app/engine.js', document.baseURI).href)"

OPEN_GAME = f"""async ([game, players, seed, moves = 0]) => {{
  const engine = await {ENGINE};
  const o = await engine.call('new', {{game, players, seed}});
  for (let i = 0; i < moves; i++) {{
    const player = (await engine.call('snapshot', {{session: o.session, viewer: null}})).active[0];
    const snap = await engine.call('snapshot', {{session: o.session, viewer: player}});
    await engine.call('act', {{session: o.session, player, action: snap.legal[0]}});
  }}
  return {{session: o.session, link: (await engine.call('link', {{session: o.session}})).link}};
}}"""

CALL = f"""async ([method, args]) => {{
  const engine = await {ENGINE};
  try {{ return await engine.call(method, args); }} catch (e) {{ return {{error: e.kind, message: e.message}}; }}
}}"""


def engine_of(page: Any) -> dict[str, Any]:
    # the lobby is interactive before the engine is up (web/app/boot.js)
    page.wait_for_selector("html[data-engine='up']", state="attached", timeout=90_000)
    return page.evaluate(
        "() => { const d = document.documentElement.dataset;"
        " return {kind: d.engineKind, pages: Number(d.enginePages), offset: Number(d.workerOffset)}; }"
    )


def open_sessions(page: Any) -> int:
    return int(page.evaluate(CALL, ["hello", {}])["sessions"])


def wiki_page(app_url: str, links: list[tuple[str, str]]) -> str:
    frames = "".join(
        f'<iframe src="{app_url}?embed#/{game}/{link}" width="380" height="480"></iframe>' for game, link in links
    )
    return f"<!doctype html><title>Wiki</title><body><h1>Rules</h1>{frames}</body>"


def test_two_pages_and_two_embeds_share_one_engine_and_keep_their_own_games(
    new_page: Any, helpers: Any, app_url: str
) -> None:
    first = new_page()
    helpers.open_app(first)
    assert engine_of(first) == {"kind": "shared", "pages": 1, "offset": engine_of(first)["offset"]}
    mine = first.evaluate(OPEN_GAME, ["khronos", 2, 5, 3])

    second = first.context.new_page()
    second.console_log = first.console_log
    first.console_log.attach(second)
    helpers.open_app(second, "cucco")
    there = engine_of(second)
    assert there["kind"] == "shared" and there["pages"] == 2, there
    assert there["offset"] < 0, "the second tab's engine started before the tab: it booted no Python"
    theirs = [second.evaluate(OPEN_GAME, ["khronos", 2, seed]) for seed in (5, 6, 7)]
    assert mine["session"] not in {t["session"] for t in theirs}

    # sessions never cross: the second tab cannot read or move the first tab's game
    before = first.evaluate(CALL, ["save", {"session": mine["session"]}])["text"]
    active = first.evaluate(CALL, ["snapshot", {"session": mine["session"], "viewer": None}])["active"][0]
    legal = first.evaluate(CALL, ["snapshot", {"session": mine["session"], "viewer": active}])["legal"]
    for method, args in (("save", {}), ("act", {"player": active, "action": legal[0]}), ("close", {})):
        answer = second.evaluate(CALL, [method, {"session": mine["session"], **args}])
        assert method == "close" or answer.get("error") == "IllegalAction", (method, answer)
    assert first.evaluate(CALL, ["save", {"session": mine["session"]}])["text"] == before, "a move crossed pages"

    # two embeds on a wiki page of the same site join the same engine
    links = [("laserreflection", first.evaluate(OPEN_GAME, ["laserreflection", 1, 3])["link"])]
    links.append(("khronos", mine["link"]))
    first.context.route(
        "**/wiki-shared.html", lambda r: r.fulfill(content_type="text/html", body=wiki_page(app_url, links))
    )
    wiki = first.context.new_page()
    first.console_log.attach(wiki)
    wiki.goto(app_url + "wiki-shared.html", wait_until="domcontentloaded")
    frames = [wiki.frame_locator("iframe").nth(i) for i in range(2)]
    for frame in frames:
        frame.locator("html[data-app-state='ready']").wait_for(state="attached", timeout=helpers.BOOT_TIMEOUT_MS)
    seen = [f.locator("html").evaluate("h => [h.dataset.engineKind, Number(h.dataset.workerOffset)]") for f in frames]
    assert all(kind == "shared" and offset < 0 for kind, offset in seen), seen
    assert max(f.locator("html").evaluate("h => Number(h.dataset.enginePages)") for f in frames) == 4

    # closing a tab ends its sessions (three games) and leaves the others working
    for f in wiki.frames[1:]:
        helpers.wait_idle(f)
    opened = open_sessions(first)
    second.close()
    first.wait_for_function(
        f"async () => (await (await {ENGINE}).call('hello', {{}})).sessions <= {opened - 3}", timeout=20_000
    )
    assert first.evaluate(CALL, ["save", {"session": mine["session"]}])["text"] == before
    embed = frames[1]
    assert embed.locator("#step-range").input_value() == "3"
    embed.locator("#step-first").click()
    frame = wiki.locator("iframe").nth(1).element_handle().content_frame()
    frame.wait_for_function("document.querySelector('#step-range').value === '0'", timeout=20_000)
    helpers.wait_idle(frame)
    assert frame.locator("#step-first").is_disabled(), "the embed stepped back to the start of its game"


def test_one_pages_queued_calls_hold_another_up_by_one_call_at_most(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page)
    assert engine_of(page)["kind"] == "shared"
    # a second client of the same engine (what another tab or embed is), on its own port; made with
    # the page's options (index.html): a worker asked for with other options is not joined, and fails
    order = page.evaluate(
        """() => new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error('the two clients got no answer within 60 s')), 60000);
          const options = {type: 'module', name: 'tabletop-engine', extendedLifetime: true};
          const ports = [0, 1].map(() => {
            const w = new SharedWorker('web/app/engine-worker.mjs', options);
            w.onerror = () => reject(new Error('the shared engine refused a client'));
            return w.port;
          });
          const order = [];
          let connected = 0;
          ports.forEach((port, which) => {
            port.onmessage = (e) => {
              if (e.data.ready && ++connected === 2) burst(); // both clients are connected
              if (e.data.id === undefined) return;
              order.push(`${which}:${e.data.id}`);
              if (order.length === 5) resolve(order);
            };
          });
          // the first client queues four slow calls (puzzle generations), then the second asks once
          function burst() {
            for (let i = 1; i <= 4; i++) {
              const args = JSON.stringify({game: 'laserreflection', players: 1, seed: i, options: {size: 10, items: 16}});
              ports[0].postMessage({id: i, method: 'new', args});
            }
            ports[1].postMessage({id: 9, method: 'games', args: '{}'});
          }
        })"""
    )
    assert order.index("1:9") <= 1, f"the second client waited for more than one call of the first: {order}"
    assert [o for o in order if o.startswith("0:")] == ["0:1", "0:2", "0:3", "0:4"], "a page's calls keep their order"


@pytest.mark.parametrize("lang", ["en"])
def test_without_shared_worker_each_page_has_a_plain_worker(new_page: Any, helpers: Any, lang: str) -> None:
    page = new_page(init_script=helpers.NO_SHARED_WORKER)
    helpers.open_app(page, "cucco")
    assert engine_of(page)["kind"] == "dedicated"
    other = page.context.new_page()
    page.console_log.attach(other)
    helpers.open_app(other, "khronos")
    assert engine_of(other)["kind"] == "dedicated" and engine_of(other)["pages"] == 1
    assert engine_of(other)["offset"] >= 0, "a plain worker starts with its page"
    game = other.evaluate(OPEN_GAME, ["khronos", 2, 1])
    assert open_sessions(other) == 1 and open_sessions(page) == 0, "each page's engine holds its own games"
    assert "text" in other.evaluate(CALL, ["save", {"session": game["session"]}])


WORKER_ORIGIN = "performance.timeOrigin + Number(document.documentElement.dataset.workerOffset)"


def test_a_reload_joins_the_running_engine_and_ends_the_old_pages_games(
    new_page: Any, helpers: Any, browser: Any
) -> None:
    """With ``extendedLifetime`` (Chromium 148+) the shared engine outlives its only page for a
    while: the reload joins it (the same worker, by its clock's origin) instead of booting Python
    again, and the games of the page that went away still end."""
    if int(browser.version.split(".")[0]) < 148:
        pytest.skip(f"SharedWorker's extendedLifetime needs Chromium 148 or later (this is {browser.version})")
    page = new_page()
    helpers.open_app(page)
    page.evaluate(OPEN_GAME, ["magiccircle", 2, 1])
    assert open_sessions(page) == 1
    before = page.evaluate(WORKER_ORIGIN)
    page.reload()
    helpers.wait_ready(page)
    assert engine_of(page)["kind"] == "shared"
    assert abs(page.evaluate(WORKER_ORIGIN) - before) < 5, "the reload started a new engine"
    page.wait_for_function(f"async () => (await (await {ENGINE}).call('hello', {{}})).sessions === 0", timeout=20_000)
