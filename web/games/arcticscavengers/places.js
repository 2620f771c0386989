// Arctic Scavengers view: the turn player's gathering places (Draw, Dig,
// Hunt, Trash: what is staged, what each play brought, whether the selection
// fits, the Go button), the other players' plays, and the dug cards to keep.

import { h, put } from "../../app/dom.js";
import { face, listWords } from "../../app/viewkit.js";
import { cardText, icon } from "./cards.js";
import { dropOn, PLACES, run, runGo } from "./input.js";
import { goPlan, goText, placeParts, selKeys, zeroWarning } from "./match.js";
import { arg, drawn } from "./state.js";

/** @param {import("./state.js").View} v @param {import("./state.js").Group} g */
function groupEl(v, g) {
  return h("span", { class: "as-group" }, (g.cards || []).map((k) => v.card(k, { size: "xs" })),
    g.value !== undefined ? h("span", { class: "as-group-v", text: `= ${g.value}` }) : null);
}

/** One play of the round (`observation.plays`) in words. @param {import("./state.js").View} v @param {import("./state.js").Play} p */
function playText(v, p) {
  const { T, cname } = v;
  if (p.action === "hire") {
    // the price names only what was paid (no "and 0 meds")
    const key = p.food && p.med ? "plays.hire" : p.med ? "plays.hire_med" : "plays.hire_food";
    return T(key, { card: cname(p.card), food: p.food, med: p.med });
  }
  const cards = listWords(v.ctx, (p.groups || []).flatMap((g) => g.cards).map(cname));
  // a Draw: the drawer's own observation names the cards drawn, the others' only their number
  if (p.action === "draw" && Array.isArray(p.drawn)) {
    return T("plays.draw_you", { n: p.drawn.length, drawn: listWords(v.ctx, p.drawn.map(cname)) || T("hand.none"), cards });
  }
  let text = T(`plays.${p.action}`, { n: p.result ?? p.value, cards });
  if (p.action === "dig" && p.kept !== undefined) text += " " + T(p.kept ? "plays.kept_one" : "plays.kept_none");
  return text;
}

/** One place: a button (a drop target) when the viewer may put cards on it. @param {import("./state.js").View} v @param {string} act @param {import("./state.js").Play[]} plays @param {string[]} keys */
function placeEl(v, act, plays, keys) {
  const { T, R, cname } = v;
  const { obs, me } = drawn(v.s);
  const g = /** @type {NonNullable<import("./state.js").Obs["gathering"]>} in a gathering */ (obs.gathering);
  const who = g.player;
  const myTurn = who === me && v.mine();
  const open = g.open === act;
  const used = g.used.includes(act) && !open;
  const play = plays.find((p) => p.action === act);
  const canOpen = myTurn && obs.phase === "gather" && !!v.opener(act);
  const planParts = myTurn && (canOpen || open) && keys.length ? placeParts(v, act, keys) : null;
  const plan = planParts ? planParts.map((x) => x.text) : null;
  const warn = zeroWarning(v, act, planParts);
  const state = open ? "open" : used ? "used" : canOpen ? "ready" : "closed";
  const body = [];
  if (open) {
    if (g.staged.length) body.push(h("div", { class: "as-staged" }, g.staged.map((x) => groupEl(v, x))));
    else body.push(h("span", { class: "as-place-hint", text: T("place.empty") }));
    const zero = act === "trash" ? [] : g.staged.filter((x) => x.value === 0);
    // a hint to the player who is assembling; a spectator reads no instructions
    if (zero.length && who === me) body.push(h("span", { class: "as-warn", role: "note" }, icon("cross"), T(`warn.zero_${act}`, { cards: zero.flatMap((x) => x.cards).map(cname).join(" + ") })));
  } else if (used && play) {
    body.push(h("div", { class: "as-staged" }, (play.groups || []).map((x) => groupEl(v, x))));
    body.push(h("span", { class: "as-place-result", text: playText(v, play) }));
  } else {
    body.push(h("span", { class: "as-place-hint", text: T(`place.${act}_help`) }));
  }
  const stateText = T(`place.state_${state}`);
  let fit = null;
  if (myTurn && keys.length && (canOpen || open)) {
    fit = h("span", { class: `as-fit ${plan ? (warn ? "as-fit-warn" : "as-fit-ok") : "as-fit-no"}`, title: warn || null },
      icon(plan ? "check" : "cross"), T(plan ? (warn ? `place.fits_zero_${act}` : "place.fits") : "place.no_fit"));
  }
  const interactive = myTurn && (canOpen || open);
  return h(interactive ? "button" : "div", {
    type: interactive ? "button" : null,
    class: `as-place as-place-${act} as-st-${state}${plan ? " as-drop-ok" : ""}`,
    id: `as-place-${act}`,
    dataset: { place: act, state, drop: interactive ? `place:${act}` : null },
    "aria-keyshortcuts": interactive ? String(PLACES.indexOf(act) + 1) : null,
    onclick: interactive ? () => dropOn(v, `place:${act}`) : null,
  },
  h("span", { class: "as-place-head" }, face(`${R(`act.${act}`)} — ${stateText}`, icon(act), h("span", { class: "as-place-name", text: R(`act.${act}`) }),
    h("span", { class: "as-place-state" }, state === "used" ? icon("check") : null, stateText))),
  h("span", { class: "as-place-body" }, body),
  fit);
}

/** @param {import("./state.js").View} v */
export function renderPlaces(v) {
  const { T, name } = v;
  const { obs, me } = drawn(v.s);
  const placesEl = v.el.placesEl;
  const g = obs.gathering;
  if (!g) {
    placesEl.hidden = true;
    put(placesEl);
    return;
  }
  placesEl.hidden = false;
  const who = g.player;
  const myTurn = who === me && v.mine();
  const keys = selKeys(v);
  const plays = (obs.plays || []).filter((p) => p.player === who);
  const places = PLACES.map((act) => placeEl(v, act, plays, keys));
  const hirePlay = plays.find((p) => p.action === "hire");
  const others = (obs.plays || []).filter((p) => p.player !== who);
  const title = who === me ? T("place.title_you") : T("place.title_other", { name: name(who) });
  const bar = [];
  const go = myTurn ? goPlan(v) : null;
  if (go) {
    // the selection goes on with Go when the open place takes it; else the button says it stays in hand
    bar.push(h("button", { type: "button", class: "button button-primary as-go", id: "as-go", disabled: v.locked(), "aria-keyshortcuts": "G", dataset: { adds: go.adds.join(" ") || null, leaves: go.leaves.join(" ") || null }, onclick: () => runGo(v) },
      icon("go"), goText(v, go), h("kbd", { "aria-hidden": "true", text: "G" })));
  }
  put(placesEl,
    h("h3", { class: "as-h", id: "as-places-title" }, title),
    h("div", { class: "as-places" }, places),
    bar.length ? h("div", { class: "as-bar" }, bar) : null,
    hirePlay ? h("p", { class: "as-play-line as-hire-line" }, icon("hire"), playText(v, hirePlay)) : null,
    others.length ? h("details", { class: "as-others" }, h("summary", { text: T("plays.others", { n: others.length }) }),
      h("ul", {}, others.map((p) => h("li", {}, h("strong", { text: v.ctx.t("core.label", { label: name(p.player) }) }), playText(v, p))))) : null);
}

// ---- dug cards -------------------------------------------------------------------------
/** @param {import("./state.js").View} v */
export function renderDig(v) {
  const { T, cname } = v;
  const obs = drawn(v.s).obs;
  const digEl = v.el.digEl;
  const dug = obs.you?.dug || [];
  digEl.hidden = !dug.length;
  if (!dug.length) { put(digEl); return; }
  const keeps = v.withVerb("keep");
  const keepNone = keeps.find((p) => arg(p, "card") === null)?.text || null;
  const choices = dug.map((k) => {
    const t = keeps.find((p) => arg(p, "card") === k)?.text || null;
    const b = v.card(k, { size: "m", tag: "button", attrs: {
      type: "button", disabled: !t || v.locked(),
      "aria-label": `${T("dig.keep", { card: cname(k) })} — ${cardText(v.info(k), v.lang, T)}`,
      onclick: () => run(v, [t]),
    } });
    b.classList.add("as-dug-card");
    return h("li", {}, b, h("span", { class: "as-keep-label", "aria-hidden": "true" }, icon("check"), T("dig.keep_short")));
  });
  put(digEl,
    h("h3", { class: "as-h", id: "as-dig-title" }, icon("dig"), T("dig.title", { n: dug.length })),
    h("p", { class: "as-small", text: T("dig.help") }),
    h("ul", { class: "as-dug" }, choices),
    h("div", { class: "as-bar" }, h("button", { type: "button", class: "button", id: "as-keep-none", disabled: !keepNone || v.locked(), onclick: () => run(v, [keepNone]) }, T("dig.none"))));
}
