"""Hot-seat hand-over: nothing the previous player saw or was told stays in a live region."""

from __future__ import annotations

from typing import Any

LIVE = "[aria-live], [role='status'], [role='alert'], [role='log'], [data-viewkit-announcer]"


def test_hand_over_empties_every_live_region(new_page: Any, helpers: Any) -> None:
    page = new_page(with_test_game=True)
    helpers.open_app(page, "tinynim")
    page.locator("#setup-players").select_option("2")
    page.locator("#seat-kind-1").select_option("human")
    page.locator("#seat-name-0").fill("Aki")
    page.locator("#seat-name-1").fill("Ben")
    page.locator("#start-game").click()
    helpers.wait_ready(page)
    page.locator("#handover-ready").click()
    page.wait_for_selector(".nim-secret")
    secret = page.locator(".nim-secret").inner_text()
    # Aki's screen holds the secret in the view's own readouts, a viewkit announcer,
    # the shell's status line and a notice
    page.evaluate(
        """async (secret) => {
        const kit = await import(new URL('web/app/viewkit.js', document.baseURI).href);
        const ui = await import(new URL('web/app/ui.js', document.baseURI).href);
        const root = document.getElementById('view-root');
        const readout = document.createElement('div');
        readout.className = 'test-readout';
        readout.setAttribute('aria-live', 'polite');
        readout.textContent = secret;
        const status = document.createElement('p');
        status.setAttribute('role', 'status');
        status.textContent = secret;
        root.append(readout, status);
        kit.announcer(root, { politeness: 'assertive' }).say(secret);
        ui.toast(secret, 60000);
        ui.notify('Not allowed: ' + secret, { kind: 'warning', id: 'action' });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }""",
        secret,
    )
    holding = f'(s) => [...document.querySelectorAll("{LIVE}")].filter((el) => el.textContent.includes(s)).length'
    assert page.evaluate(holding, secret) >= 5, "the test set the secret in five live regions"
    page.locator("[data-action='take 1']").click()
    page.locator("#handover").wait_for()
    page.wait_for_timeout(100)  # and after the frames a view's own announcement may wait for
    assert page.evaluate(holding, secret) == 0, page.evaluate(
        f'(s) => [...document.querySelectorAll("{LIVE}")].filter((el) => el.textContent.includes(s)).map((el) => el.outerHTML)',
        secret,
    )
    assert secret not in page.locator("body").inner_text()
    assert page.evaluate("document.querySelector('.table-main').inert"), "the hidden table cannot be reached"
    page.screenshot(path="/tmp/tabletop-shell-handover.png", full_page=True)
    # Ben's screen comes back, usable
    page.locator("#handover-ready").click()
    page.wait_for_selector(".nim-secret")
    assert not page.evaluate("document.querySelector('.table-main').inert")
    assert page.locator("[data-action='take 1']").is_enabled()
