// Polis view: the action panel — the prompt, the verb bar, the options of the next argument, the confirm button,
// and the famine warning on a pass (the rules' preview of "pass").

import { h } from "../../app/dom.js";
import { ACTION_VERBS, MAP_KINDS, VERB_ICON } from "./consts.js";
import { drawn } from "./state.js";
import { icon, resChip } from "./icons.js";

/** @typedef {import("../../app/kit/picker.js").Unit} Unit @typedef {import("../../app/kit/picker.js").Candidate} Candidate */

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makeActionPanel(V) {
  const {
    S, T, VERB_LABEL, actEl, amount, announce, back, chooseVerb, ctx, describe, goodsWords, hereName, locked, pick, pickedText, play, promptText,
    put, resName, startAt, stepText, tileName, unitLabel, versHere, view,
  } = V;

  /** the action panel for the choice `c`; returns the prompt @param {ReturnType<import("./state.js").PolisView["choice"]>} c */
  function renderAct(c) {
    const fams = c.fams;
    /** @type {(Node | null)[]} */
    const kids = [];
    const mine = S.actions.length > 0 && !drawn(S).snap.over;
    const ptext = promptText(c);
    kids.push(h("p", { class: `po-prompt${mine ? " po-prompt-go" : ""}`, id: "po-prompt", text: ptext }));
    if (!mine) { put(actEl, kids); return ptext; }
    const ph = drawn(S).obs.phase;
    // the open step of a multi-part action
    if (drawn(S).obs.step) kids.push(stepLine());
    if (ph === "action") {
      const done = new Set(drawn(S).obs.turn?.done || []);
      kids.push(h("div", { class: "po-verbs", id: "po-verbs", role: "group", "aria-label": T("verbs") },
        ACTION_VERBS.map((v) => {
          const n = fams.get(v)?.length || 0;
          return h("button", {
            type: "button", class: `button po-verb${S.fam === v ? " po-on" : ""}${done.has(v) ? " po-done" : ""}`,
            dataset: { verb: v }, disabled: !n || locked(), "aria-pressed": S.fam === v ? "true" : "false",
            title: T(`verb_help.${v}`), onclick: () => chooseVerb(v),
          }, icon(VERB_ICON[v]), h("span", { text: VERB_LABEL(v) }), done.has(v) ? h("span", { class: "po-done-mark", text: ` ✓` }) : null);
        }),
        fams.has("pass") ? h("button", {
          type: "button", class: `button po-verb po-pass${S.famine.value ? " po-pass-warn" : ""}`, id: "po-pass", dataset: { verb: "pass" },
          disabled: locked(), "aria-describedby": S.famine.value ? "po-famine" : null, onclick: () => chooseVerb("pass"),
        }, icon("go"), VERB_LABEL("pass"), S.famine.value ? h("span", { class: "po-warn-mark", "aria-hidden": "true", text: " ⚠" }) : null) : null));
      if (S.famine.value && fams.has("pass")) kids.push(famineNote());
    } else if (ph === "battle_attack" || ph === "battle_defend") {
      // cards are chosen in the battle panel; nothing here
    } else {
      // steps: one button per verb (done, fight, tax, buy, ...)
      const verbs = [...fams.keys()].filter((v) => v !== "play");
      kids.push(h("div", { class: "po-verbs po-steps", id: "po-verbs", role: "group", "aria-label": T("verbs") },
        verbs.map((v) => {
          const list = /** @type {Candidate[]} a key of fams */ (fams.get(v));
          const direct = list.length === 1 && !list[0].args.length;
          return h("button", {
            type: "button", class: `button po-verb${S.fam === v ? " po-on" : ""}${v === "done" ? " po-verb-done" : ""}`,
            dataset: { verb: v, text: direct ? list[0].text : "" }, disabled: locked(), "aria-pressed": direct ? null : String(S.fam === v),
            onclick: () => chooseVerb(v),
          }, VERB_ICON[v] ? icon(VERB_ICON[v]) : null, h("span", { text: VERB_LABEL(v) }));
        })));
    }
    if (S.here) {
      kids.push(h("div", { class: "po-opts", id: "po-here", role: "group", "aria-label": T("prompt.here", { what: hereName(S.here) }) },
        versHere(S.here.type, S.here.v).map((v) => {
          const t = /** @type {{type: string, v: string}} drawn while set */ (S.here);
          return h("button", { type: "button", class: "button po-opt po-here-btn", dataset: { verb: v }, disabled: locked(), onclick: () => { S.fam = v; S.here = null; startAt(t.type, t.v); } }, icon(VERB_ICON[v] || "go"), VERB_LABEL(v));
        })));
    }
    if (c.fam && c.fam !== "play") {
      const line = pickedText(c.fam, S.picked, c.cands[0]);
      if (line) kids.push(h("p", { class: "po-picked", id: "po-picked", text: line }));
      const opts = c.nextUnits.filter((u) => !MAP_KINDS.has(u.type));
      if (opts.length) {
        kids.push(h("div", { class: "po-opts", id: "po-opts", role: "group", "aria-label": VERB_LABEL(c.fam) },
          opts.map((u) => {
            const x = c.cands.find((y) => y.args[S.picked.length]?.v === u.v);
            return h("button", { type: "button", class: "button po-opt", dataset: { unit: `${u.type}:${u.v}` }, disabled: locked(), onclick: () => pick(u, false) }, optionContent(u, c.fam, x));
          })));
      }
      const mapOpts = c.nextUnits.filter((u) => MAP_KINDS.has(u.type));
      if (mapOpts.length) {
        kids.push(h("p", { class: "po-hint", text: T("hint.on_map", { n: mapOpts.length }) }));
        // the same targets as a list (for a quick tap on a phone, and for screen readers)
        kids.push(h("details", { class: "po-tlist" }, h("summary", { text: T("hint.as_list") }),
          h("div", { class: "po-opts" }, mapOpts.map((u) => h("button", { type: "button", class: "button po-opt po-opt-map", dataset: { unit: `${u.type}:${u.v}` }, disabled: locked(), onclick: () => pick(u, true) }, unitLabel(u, c.fam))))));
      }
      if (c.complete.length === 1 && !c.nextUnits.length) {
        const x = c.complete[0];
        kids.push(h("div", { class: "po-opts" },
          h("button", { type: "button", class: "button button-primary po-confirm", id: "po-confirm", dataset: { text: x.text }, disabled: locked(), onclick: () => play(x.text) }, icon("check"), describe(x, c.fam))));
      }
      kids.push(h("button", { type: "button", class: "button button-quiet po-back", id: "po-back", onclick: back }, T("back")));
    } else if (S.here) {
      kids.push(h("button", { type: "button", class: "button button-quiet po-back", id: "po-back", onclick: back }, T("back")));
    }
    put(actEl, kids);
    return ptext;
  }

  /** @param {Unit} u @param {string | null} verb @param {Candidate} [x] */
  function optionContent(u, verb, x) {
    if (u.type === "goods" || u.type === "resource[]") return h("span", { class: "po-goods" }, (u.value || []).map(/** @param {string} r */ (r) => resChip(r, null, resName(r))), h("span", { class: "po-goods-w", text: goodsWords(u.value) }));
    if (u.type === "resource") return h("span", { class: "po-goods" }, resChip(u.v, null, resName(u.v)), h("span", { text: unitLabel(u, verb, x) }));
    if (u.type === "tile") {
      const p = S.ref?.projects?.[u.v];
      return h("span", { class: "po-tile-opt" }, h("strong", { text: tileName(u.v) }), p ? h("span", { class: "po-cost" }, Object.entries(p.cost).map(([r, n]) => resChip(r, n, amount(n, r)))) : null,
        p ? h("span", { class: "po-tile-pp", text: T("tile.pp", { r: p.round_prestige, e: p.end_prestige }) }) : null);
    }
    return unitLabel(u, verb, x);
  }

  // ---- a pass that ends the game: the rules' preview of "pass" --------------------------------------
  function askFamine() {
    // what the outlook reads (resources, prestige, citizens, projects, the round) and whose screen it is
    const sig = JSON.stringify([drawn(S).snap.viewer, drawn(S).obs.phase, drawn(S).obs.round, drawn(S).obs.turn, drawn(S).obs.players, drawn(S).obs.poleis]);
    if (S.famine.obs !== sig) {
      S.famine = { obs: sig, value: null, asked: false, said: false };
      view.dataset.famine = "";
    }
    if (S.famine.asked || !S.legalSet.has("pass") || typeof ctx.preview !== "function") return;
    S.famine.asked = true;
    const forObs = S.famine.obs;
    Promise.resolve(ctx.preview("pass")).catch(() => null).then((answer) => {
      const pv = /** @type {import("./state.js").Famine | null} the rules' JSON */ (answer);
      if (S.destroyed || S.famine.obs !== forObs) return;
      view.dataset.famine = pv?.ends || "none"; // for tests: the answer came
      if (!pv?.ends) return;
      S.famine.value = pv;
      V.renderAll();
      // read with the prompt it follows (a live region may drop a text replaced within a frame)
      if (!S.famine.said) { S.famine.said = true; announce(`${S.lastPrompt} ${faminePart("title")} ${faminePart("body")}`.trim()); }
    });
  }

  /** The warning in words: "status" (short), "title", "body" (the numbers and what can still help). @param {string} part */
  function faminePart(part) {
    const f = /** @type {import("./state.js").Famine} asked only once set */ (S.famine.value);
    const kind = f.ends === "prestige" ? "prestige" : "feeding";
    if (part === "status") return T(`famine.status_${kind}`, { short: f.short });
    if (part === "title") return T(`famine.title_${kind}`);
    const projects = f.projects ? T("famine.projects", { n: f.projects }) : "";
    const numbers = T(`famine.${kind}`, { need: f.need, wheat: f.wheat, prestige: f.prestige, projects, short: f.short });
    const can = f.can || [];
    const groups = /** @type {[string, string[]][]} */ ([
      ["wheat", can.filter((v) => v === "collect" || v === "trade")],
      ["units", can.filter((v) => ["hoplites", "galleys", "merchants"].includes(v))],
      ["project", can.filter((v) => v === "project")],
    ]).filter(([, vs]) => vs.length).map(([g, vs]) => T(`famine.can_${g}`, { verbs: vs.map(VERB_LABEL).join(T("famine.list_sep")) }));
    return `${numbers} ${groups.length ? T("famine.can", { ways: groups.join(T("famine.sep")) }) : T("famine.cannot")}`;
  }

  function famineNote() {
    const f = /** @type {import("./state.js").Famine} drawn only once set */ (S.famine.value);
    return h("div", { class: "po-famine", id: "po-famine", role: "note", dataset: { ends: f.ends, short: String(f.short) } },
      h("strong", { class: "po-famine-title" }, "⚠ ", faminePart("title")), " ", h("span", { text: faminePart("body") }));
  }

  function stepLine() {
    const text = stepText(drawn(S).obs.step || {});
    return text ? h("p", { class: "po-stepline", id: "po-step", text }) : null;
  }

  return { renderAct, askFamine, faminePart };
}
