// Challengers! view: a card's face (its power, name, set, level and effect) and the one card tip
// that tells the effect of the focused or tapped face.

import { h, put } from "../../app/dom.js";
import { face as drawnFace } from "../../app/viewkit.js";


/** A card's effect in words: "keyword: effect", or "No effect." @param {import("./view.js").View} v @param {string} key */
export function effectText(v, key) {
  const { state, T, L, card, label } = v;
  const c = card(key);
  if (!c) return "";
  const kw = !c.keyword ? "" : c.keyword === "reveal" ? T("card.on_reveal") : L((state.ref?.keywords || []).find((k) => k.key === c.keyword)?.name);
  return `${kw ? label(kw) : ""}${L(c.effect) || T("card.no_effect")}`;
}

/** @typedef {{power?: number | null, size?: string, tag?: string, cls?: string, prefix?: string, info?: boolean}} CardOpts the options of a card face (cardEl) */

/**
 * A card face. opts: power (current power shown instead of the base), size "xs"|"s"|"m", tag
 * ("button" when a click plays an action), extra class, label prefix, info (a click shows the
 * effect: the default for a face that plays nothing). Every face tells its effect: in its label
 * (screen readers), in the tip on keyboard focus, on a tap of an info face, and in words on the
 * display's large cards (a tap there picks).
 * @param {import("./view.js").View} v @param {string} key @param {CardOpts} [opts]
 */
export function cardEl(v, key, opts = {}) {
  const { T, card, cname, setName, tip } = v;
  const c = card(key);
  const { size = "s", power = null, cls = "", prefix = "" } = opts;
  const info = opts.info ?? (opts.tag || "div") === "div";
  const base = c?.power ?? "?";
  const shown = power === null || power === undefined ? base : power;
  const effect = effectText(v, key);
  const label = [prefix, cname(key), T("card.power", { n: shown }), c ? setName(c.set) : "", c ? T("card.level", { level: c.level }) : ""]
    .filter(Boolean).join(T("list_sep")) + (effect ? ` — ${effect}` : "");
  const changed = shown !== base;
  const bits = [
    h("span", { class: "cg-power", "aria-hidden": "true" }, String(shown), changed ? h("small", { class: "cg-base", text: T("card.base", { n: base }) }) : null),
    h("span", { class: "cg-name", "aria-hidden": "true", text: cname(key) }),
    size !== "xs" ? h("span", { class: "cg-set", "aria-hidden": "true", text: c ? setName(c.set) : "" }) : null,
    size === "m" && !info && effect ? h("span", { class: "cg-eff", "aria-hidden": "true", text: effect }) : null,
    h("span", { class: "cg-level", "aria-hidden": "true", text: c?.level || "" }),
  ];
  // the button is named by its drawn face (viewkit face): one image that says the card and its effect
  const el = h("button", {
    type: "button",
    class: `cg-card cg-card-${size} cg-set-${c?.set || "none"}${changed ? " cg-changed" : ""}${info ? " cg-card-info" : ""}${cls ? " " + cls : ""}`,
    dataset: { key },
    title: c ? `${cname(key)} — ${effect}` : cname(key),
    "aria-expanded": info ? "false" : null,
    "aria-controls": info ? "cg-tip" : null,
  }, drawnFace(label, bits));
  el.addEventListener("focus", () => { if (el.matches(":focus-visible")) tip.show(el); });
  el.addEventListener("blur", () => { if (el.isConnected) tip.hide(el); }); // (not when a render replaced it)
  if (info) el.addEventListener("click", () => { if (!v.state.drag?.justEnded()) (tip.anchor === el ? tip.hide() : tip.show(el)); });
  return el;
}

/** The one card tip: the effect of the card that has the keyboard focus or was tapped (a disclosure of its face). @param {import("./view.js").View} v */
export function createTip(v) {
  const { cname } = v;
  return {
    el: h("div", { class: "cg-tip", id: "cg-tip", hidden: true }),
    anchor: /** @type {HTMLElement | null} */ (null),
    // only an info face is a disclosure (aria-controls): it says whether the tip is open
    /** @param {HTMLElement | null} anchor @param {boolean} open */
    expand(anchor, open) {
      if (anchor?.hasAttribute("aria-controls")) anchor.setAttribute("aria-expanded", String(open));
    },
    /** @param {HTMLElement} anchor */
    show(anchor) {
      if (this.anchor !== anchor) this.expand(this.anchor, false);
      this.anchor = anchor;
      this.expand(anchor, true);
      const key = /** @type {string} a card face's */ (anchor.dataset.key);
      put(this.el, h("strong", { text: cname(key) }), " ", effectText(v, key));
      this.el.hidden = false;
      this.place();
    },
    /** @param {HTMLElement | null} [only] */
    hide(only = null) {
      if (only && only !== this.anchor) return;
      this.expand(this.anchor, false);
      this.anchor = null;
      this.el.hidden = true;
    },
    /** Under the card, inside the view; after a render, on the same card drawn anew (or gone). */
    place() {
      let a = this.anchor;
      if (!a) return;
      if (!a.isConnected) {
        const section = a.closest("section")?.id;
        a = (section && v.view.querySelector(`#${section} .cg-card[data-key="${CSS.escape(String(a.dataset.key))}"]`)) || null;
        if (!a) { this.hide(); return; }
        this.anchor = a;
        this.expand(a, true);
      }
      const box = a.getBoundingClientRect();
      const frame = v.view.getBoundingClientRect();
      const width = Math.min(this.el.offsetWidth || 240, frame.width);
      this.el.style.top = `${box.bottom - frame.top + 4}px`;
      this.el.style.left = `${Math.max(0, Math.min(box.left - frame.left, frame.width - width))}px`;
    },
  };
}
