// The engine boots in the background while the lobby and the set-up forms work from the
// build's catalog (boot.js). What only the engine can do (Start, opening a save or a
// link, importing a file) waits for it here, behind a progress bar the player sees.

import * as engine from "./engine.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** the engine's boot step (engine.start's onStep: 1 worker, 2 Python, 3 up) */
let step = 0;
let up = false;
/** @type {Set<HTMLElement>} the bars on the page now */
const bars = new Set();
let made = 0;

/** Boot progress (engine.start's onStep): the static bar of index.html and every waiting bar. @param {number} n */
export function bootStep(n) {
  step = n;
  if (n >= 3) {
    up = true;
    document.documentElement.dataset.engine = "up";
  }
  const still = document.getElementById("boot-bar");
  for (const bar of still ? [still, ...bars] : bars) {
    bar.dataset.step = String(n);
    bar.parentElement?.setAttribute("aria-valuenow", String(n));
  }
}

/** Whether the engine is up (no wait). */
export function engineUp() {
  return up;
}

/**
 * Resolve once the engine is up; meanwhile a progress bar (role=progressbar, with what is
 * happening and, with `kept`, that the player's choices are kept) at the end of `host`. At
 * once when it is already up; rejects with the boot's error.
 * @param {Element} host
 * @param {{kept?: boolean}} [options]
 * @returns {Promise<void>}
 */
export async function whenEngine(host, { kept = false } = {}) {
  if (up) return;
  const bar = h("div", { class: "progress-bar", dataset: { step: String(step) } });
  const statusId = `engine-wait-status-${++made}`;
  const box = h(
    "div",
    { class: "engine-wait" },
    h("div", { class: "progress", role: "progressbar", "aria-labelledby": statusId, "aria-valuemin": "0", "aria-valuemax": "3", "aria-valuenow": String(step) }, bar),
    h("p", { class: "engine-wait-status", id: statusId, role: "status", text: t("app.engine.waiting") }),
    kept ? h("p", { class: "field-help", text: t("app.engine.waiting_kept") }) : null,
  );
  bars.add(bar);
  host.append(box);
  // in sight on the app's own page; an embed never scrolls the page around it (a wiki's, or the
  // rules help with its examples): scrollIntoView in a frame scrolls its parents too
  if (window.parent === window) box.scrollIntoView({ block: "nearest" });
  try {
    await engine.start(bootStep);
  } finally {
    bars.delete(bar);
    box.remove();
  }
}
