// Polis view: the labels of action arguments, the confirm text and the prompt (words only, no DOM of their own).

import { listWords } from "../../app/viewkit.js";
import { MAP_KINDS } from "./consts.js";
import { drawn } from "./state.js";

/** @typedef {import("../../app/kit/picker.js").Unit} Unit @typedef {import("../../app/kit/picker.js").Candidate} Candidate */

/** @param {import("./state.js").PolisView} V the view: its state `S`, `ctx`, and what the other parts hand it */
export function makeLabels(V) {
  const { S, T, amountWords, cardName, ctx, goodsWords, marketName, me, nodeName, plusWords, polisName, resName, tileName, who } = V;

  // ---- labels of the arguments ------------------------------------------------------------
  /** @param {Unit} u @param {string | null | undefined} verb @param {Candidate} [x] the action it is an argument of @returns {string} */
  function unitLabel(u, verb, x) {
    switch (u.type) {
      case "land": case "sea": return nodeName(u.v);
      case "polis": return polisName(u.v);
      case "market": return marketName(u.v);
      case "tile": {
        const p = S.ref?.projects?.[u.v];
        return p ? `${tileName(u.v)} — ${amountWords(p.cost)}` : tileName(u.v);
      }
      case "resource": return resName(u.v);
      case "goods": case "resource[]": {
        // a collect's list is the territory's five boxes: it brings those its hoplites reach
        const land = verb === "collect" ? x?.args.find((a) => a.type === "land") : null;
        return land ? collectPreview(String(land.v), u.value) : goodsWords(u.value);
      }
      case "card[]": return plusWords((u.value || []).map(cardName));
      case "silver": {
        const n = Number(x?.args?.find((a) => a.type === "count")?.value ?? 0);
        const other = verb === "hoplites" ? "metal" : "wood";
        const k = Number(u.value);
        return T("pay.mix", { a: n - k, ares: resName(other), k, sres: resName("silver") });
      }
      case "count": {
        const n = Number(u.value);
        if (verb === "hoplites") return T("count.hoplites", { n });
        if (verb === "galleys") return T("count.galleys", { n });
        if (verb === "merchants") return T("count.merchants", { n });
        if (verb === "from") return T("count.from", { n });
        if (verb === "grow") return T("count.grow", { n });
        if (verb === "proxenos" || verb === "civilwar" || verb === "buy") return T("count.silver", { n });
        return String(n);
      }
      default: return String(u.v);
    }
  }

  /** @param {string} verb */
  const VERB_LABEL = (verb) => T(`verb.${verb}`);

  /** The whole chosen action in words (for the confirm button). @param {Candidate} x @param {string} verb */
  function describe(x, verb) {
    /** @param {string} type */
    const a = (type) => x.args.find((u) => u.type === type);
    /** @type {Record<string, string>} */
    const args = {};
    for (const u of x.args) args[u.type] = unitLabel(u, verb, x);
    switch (verb) {
      case "siege": {
        const pid = String(a("polis")?.v);
        const pol = S.ref?.poleis?.[pid];
        const need = siegeNeed(pid, pol);
        return T("confirm.siege", { polis: args.polis, need });
      }
      case "collect": return T("confirm.collect", { land: args.land, goods: args["resource[]"] });
      case "march": return T("confirm.march", { land: args.land });
      case "sail": return T("confirm.sail", { sea: args.sea });
      case "trade": return T("confirm.trade", { market: args.market });
      case "proxenos": return T("confirm.proxenos", { polis: args.polis });
      case "civilwar": return T("confirm.civilwar", { polis: args.polis, n: a("count")?.value ?? "?" });
      case "retreat": return a("land") || a("sea") ? T("confirm.retreat", { node: args.land || args.sea }) : T("confirm.retreat_off");
      case "remove": return T("confirm.remove", { node: args.land || args.sea });
      case "release": return T("confirm.release", { polis: args.polis });
      case "from": return T("confirm.from", { node: args.land || args.sea });
      default: return [VERB_LABEL(verb), ...x.args.map((u) => unitLabel(u, verb, x))].join(" · ");
    }
  }

  /** The arguments picked so far (`picks`, of the action `x`) in words, after the verb. @param {string} verb @param {Unit[]} picks @param {Candidate} [x] */
  function pickedText(verb, picks, x) {
    const items = picks.filter((u) => u.type !== "dest").map((u) => unitLabel(u, verb, x));
    return items.length ? T("picked", { verb: VERB_LABEL(verb), items: items.join(" · ") }) : "";
  }

  /** The open step of a multi-part action in words (a march so far, a trade's goods got and paid); "" for none. @param {import("./state.js").Rec} s */
  function stepText(s) {
    if (s.kind === "march" || s.kind === "sail") {
      const moved = listWords(ctx, (s.moved || []).map(/** @param {[string, number]} move */ ([src, n]) => T("step.moved_one", { n, src: nodeName(src) })));
      return T(`step.${s.kind}`, { dest: nodeName(s.dest), moved: moved || T("step.none") });
    }
    if (s.kind === "trade") {
      const k = s.k ?? drawn(S).obs.markets?.[s.market]?.k;
      return T("step.trade", {
        market: marketName(s.market), k, g: S.ref?.rates?.goods?.[k - 1] ?? "?", s: S.ref?.rates?.silver?.[k - 1] ?? "?",
        got: amountWords(s.got) || T("step.none"), paid: amountWords(s.paid) || T("step.none"), max: S.ref?.rates?.shipload ?? 3,
      });
    }
    if (s.kind === "surcharge") return T("step.surcharge", { verb: VERB_LABEL(s.after) });
    return "";
  }

  /** @param {string} pid @param {{base: number} | null | undefined} pol */
  function siegeNeed(pid, pol) {
    if (!pol) return "?";
    const st = drawn(S).obs?.poleis?.[pid];
    let n = pol.base;
    for (const t of st?.built || []) n += S.ref?.projects?.[t]?.fortification || 0;
    return n;
  }

  /** What a collect gives: the boxes 1..N for the viewer's hoplites there (the rules' list is the 5 boxes). */
  /** @param {string} land @param {string[] | undefined} boxes */
  function collectPreview(land, boxes) {
    const p = me();
    const n = Math.min(5, p === null ? 0 : drawn(S).obs?.units?.[land]?.[p] || 0);
    const list = (boxes || []).slice(0, n);
    return list.length ? goodsWords(list) : T("confirm.nothing");
  }

  // ---- the action panel ---------------------------------------------------------------------
  /** @param {ReturnType<import("./state.js").PolisView["choice"]>} c */
  function promptText(c) {
    const p = me();
    if (drawn(S).snap.over) return T("prompt.over");
    if (!S.actions.length) {
      const a = drawn(S).obs.active?.[0];
      return Number.isInteger(a) ? T("prompt.wait", { side: who(a) }) : "";
    }
    const ph = drawn(S).obs.phase;
    if (S.here) return T("prompt.here", { what: hereName(S.here) });
    if (c.fam) {
      if (c.complete.length === 1 && !c.nextUnits.length) return T("prompt.confirm");
      const kinds = new Set(c.nextUnits.map((u) => u.type).filter((k) => MAP_KINDS.has(k)));
      // lands and seas together (an event's unit to remove): say both
      if (kinds.size > 1) return T(kinds.size === 2 && kinds.has("land") && kinds.has("sea") ? "prompt.pick_land_or_sea" : "prompt.pick_place", { verb: VERB_LABEL(c.fam) });
      if (kinds.size === 1) return T(`prompt.pick_${[...kinds][0]}`, { verb: VERB_LABEL(c.fam) });
      if (c.fam === "play") return T("prompt.play");
      return T("prompt.pick_option", { verb: VERB_LABEL(c.fam) });
    }
    switch (ph) {
      case "action": {
        const n = (drawn(S).obs.turn?.done || []).length;
        const passed = drawn(S).obs.turn?.passed?.[1 - Number(p)];
        return T(n ? "prompt.action2" : "prompt.action1") + (passed ? ` ${T("prompt.surcharge_note")}` : "");
      }
      case "march": return T("prompt.march", { dest: nodeName(drawn(S).obs.step?.dest) });
      case "sail": return T("prompt.sail", { dest: nodeName(drawn(S).obs.step?.dest) });
      case "trade": return T("prompt.trade", { market: marketName(drawn(S).obs.step?.market) });
      case "surcharge": return T("prompt.surcharge");
      case "battle_retreat": return T("prompt.retreat", { node: nodeName(/** @type {string} a retreat is from a battle */ (drawn(S).obs.battle?.node)) });
      case "battle_attack": return T("prompt.attack");
      case "battle_defend": return T("prompt.defend");
      case "event_remove": return T("prompt.remove");
      case "release": return T("prompt.release");
      case "growth": return T("prompt.growth");
      case "tax": return T("prompt.tax");
      default: return T("prompt.choose");
    }
  }

  /** @param {{type: string, v: string}} x */
  function hereName(x) {
    if (x.type === "polis") return polisName(x.v);
    if (x.type === "market") return marketName(x.v);
    return nodeName(x.v);
  }

  return { unitLabel, VERB_LABEL, describe, pickedText, stepText, siegeNeed, promptText, hereName };
}
