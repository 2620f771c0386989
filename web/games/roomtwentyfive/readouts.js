// Room 25 view: the readouts. The header (mode, countdown, phase, the Key, role, M.A.C. cards), the
// characters in turn order with their programmed tokens (others' face down until carried out) and the
// end-of-game banner.

import { h } from "../../app/dom.js";
import { drawn } from "./state.js";
import { ACTION_ICON, DIR_ARROW } from "./constants.js";

/** a M.A.C. card's words ("" for a card the reference does not know) @param {import("./state.js").R25View} v @param {string} id */
function macText(v, id) {
  const { T, list, charName } = v.w;
  const card = v.s.ref?.mac?.cards?.find((c) => c.id === id);
  if (!card) return "";
  if (card.kind === "penalty") return T("mac.penalty", { names: list(card.targets.map(charName)) });
  let out = T("line", { line: T(`line.${card.line}`), n: card.index, dir: T(`dir.${card.dir}`) }) + " " + DIR_ARROW[card.dir];
  if (card.double) out += ` ${T("mac.double")}`;
  if (card.again) out += ` ${T("mac.again")}`;
  return out;
}

/** the header: mode, countdown, phase @param {import("./state.js").R25View} v */
export function renderInfo(v) {
  const { T } = v.w;
  const { obs, snap } = drawn(v.s);
  const over = !!snap.over;
  const total = obs.turns_total || 0;
  const remaining = obs.remaining ?? 0;
  const done = Math.max(0, total - remaining);
  const pips = [];
  for (let i = 0; i < total; i++) {
    const state = i < done ? "past" : i === done && !over && obs.phase !== "clue" ? "now" : "left";
    pips.push(h("span", { class: `r25-pip r25-pip-${state}`, "aria-hidden": "true", text: String(total - i) }));
  }
  const phase = over ? v.ctx.t("app.result.title") : obs.phase === "clue" ? T("phase.clue") : obs.phase === "program" ? T("phase.program")
    : obs.pass === 3 ? T("phase.adrenaline") : T("phase.action", { n: obs.pass || 1 });
  /** @param {string} key @param {string | Node} value @param {Record<string, unknown>} [extra] */
  const item = (key, value, extra = {}) => h("div", { class: `r25-info-item r25-info-${key}`, ...extra }, h("span", { class: "r25-info-k", text: T(`info.${key}`) }), h("span", { class: "r25-info-v" }, value));
  const items = [
    item("mode", T(`mode.${obs.mode}`)),
    item("countdown", h("span", { class: "r25-track", role: "img", "aria-label": T("info.left", { n: remaining, total }) },
      h("span", { class: "r25-pips" }, pips), h("span", { class: "r25-left", id: "r25-left", text: T("info.left", { n: remaining, total }) })), { id: "r25-countdown" }),
    item("phase", phase, { id: "r25-phase" }),
  ];
  if (obs.mode === "cooperation") items.push(item("key", obs.key_found ? T("info.key_yes") : T("info.key_no"), { id: "r25-key" }));
  if (obs.you?.role) items.push(item("role", h("span", { class: `r25-role r25-role-${obs.you.role}`, id: "r25-my-role" }, h("span", { "aria-hidden": "true", text: obs.you.role === "guard" ? "♜ " : "♙ " }), T(`role.${obs.you.role}`))));
  if (obs.jammed) items.push(item("jammed", T("info.jammed_on")));
  if (obs.options?.mac || obs.options?.frenzy) {
    const last = (obs.mac?.last || []).map((id) => macText(v, id)).filter(Boolean);
    items.push(item("mac", h("span", { id: "r25-mac" }, T("mac.deck", { n: (obs.mac?.deck || []).length }), last.length ? h("span", { class: "r25-mac-last", text: ` · ${last.join(" / ")}` }) : null)));
  }
  if (obs.last_turn && !over) items.push(h("div", { class: "r25-info-item r25-last-turn", text: T("info.last_turn") }));
  v.dom.info.replaceChildren(...items);
}

/** one character's row: its place in the order, token, badges and programmed tokens
 * @param {import("./state.js").R25View} v @param {import("./state.js").Char} c @param {number} k @param {Set<string>} mine */
function charRow(v, c, k, mine) {
  const { T, actionName, seatName, charName, cellWord, tokenEl } = v.w;
  const { obs, snap } = drawn(v.s);
  const acting = obs.decision?.char === c.name && !snap.over;
  const slots = [0, 1, 2].map((i) => {
    const st = c.stat?.[i] || "";
    const p = c.prog?.[i] || null;
    if (!st) return null;
    const face = p ? "up" : "down";
    const label = p ? actionName(p) : T("tok.hidden");
    const stWord = T(`stat.${st}`);
    return h("span", { class: `r25-tok r25-tok-${face} r25-st-${st}${i === 2 ? " r25-tok-adr" : ""}`, dataset: { slot: String(i), stat: st, action: p || "" }, title: `${i === 2 ? "⚡ " : ""}${label} — ${stWord}`, role: "img", "aria-label": `${i === 2 ? T("adrenaline") : T("slot", { n: i + 1 })}: ${label}, ${stWord}` },
      h("span", { "aria-hidden": "true", text: p ? ACTION_ICON[p] : "?" }));
  }).filter(Boolean);
  const hiddenCount = (c.stat || []).filter((s, i) => s === "pending" && !c.prog?.[i]).length;
  const badges = [];
  if (!c.alive) badges.push(h("span", { class: "r25-badge r25-badge-dead", text: `✝ ${T("dead")}` }));
  if (c.role) badges.push(h("span", { class: `r25-badge r25-role r25-role-${c.role}`, dataset: { role: c.role } }, h("span", { "aria-hidden": "true", text: c.role === "guard" ? "♜ " : "♙ " }), T(`role.${c.role}`)));
  if (c.revealed) badges.push(h("span", { class: "r25-badge", text: T("revealed") }));
  if (c.adrenaline && c.alive && !(obs.options?.frenzy)) badges.push(h("span", { class: "r25-badge r25-badge-adr", title: T("adr_ready"), text: "⚡" }));
  if (c.trap !== null && c.trap !== undefined && c.alive) badges.push(h("span", { class: "r25-badge r25-badge-bad", text: `⚠ ${T("trapped")}` }));
  if (c.hidden) badges.push(h("span", { class: "r25-badge", text: T("hiding") }));
  if (hiddenCount && !mine.has(c.name)) badges.push(h("span", { class: "r25-badge r25-badge-down", dataset: { hiddenTokens: String(hiddenCount) }, text: T("tok.count", { n: hiddenCount }) }));
  const who = obs.players > 1 ? seatName(c.player) : null;
  return h("li", { class: `r25-char${acting ? " r25-char-acting" : ""}${c.alive ? "" : " r25-char-dead"}${mine.has(c.name) ? " r25-mine" : ""}`, dataset: { char: c.name }, "aria-current": acting ? "step" : null },
    h("span", { class: "r25-order", text: String(k + 1) }),
    tokenEl(c.name, {}),
    h("span", { class: "r25-char-main" },
      h("span", { class: "r25-char-name" }, h("strong", { text: charName(c.name) }), who ? h("span", { class: "r25-char-who", text: ` · ${who}` }) : null,
        mine.has(c.name) && obs.players > 1 ? h("span", { class: "r25-you", text: v.ctx.t("app.game.you") }) : null,
        c.alive && c.cell ? h("span", { class: "r25-char-at", title: cellWord(`${c.cell[0]},${c.cell[1]}`), text: ` @${c.cell[0]},${c.cell[1]}` }) : null),
      h("span", { class: "r25-badges" }, badges),
      h("span", { class: "r25-toks", role: "group", "aria-label": T("chars.tokens") }, slots)));
}

/** characters: turn order, tokens, roles @param {import("./state.js").R25View} v */
export function renderChars(v) {
  const { obs } = drawn(v.s);
  const order = (obs.order || []).map((i) => obs.chars[i]).filter(Boolean);
  const mine = v.w.myChars();
  const rows = order.map((c, k) => charRow(v, c, k, mine));
  v.dom.chars.replaceChildren(h("h3", { class: "r25-h", text: v.w.T("chars.title") }), h("ol", { class: "r25-charlist" }, rows));
}

/** the end of the game: who won and why @param {import("./state.js").R25View} v */
export function renderBanner(v) {
  const { T } = v.w;
  const { obs, snap } = drawn(v.s);
  const { banner } = v.dom;
  const oc = snap.outcome || obs.outcome;
  if (!snap.over || !oc) { banner.hidden = true; return; }
  const det = oc.detail || {};
  if (obs.mode === "cooperation") { teamBanner(v, det); return; }
  const me = snap.viewer;
  const won = Number.isInteger(me) && (oc.winners || []).includes(/** @type {number} */ (me));
  const who = det.winner === "team" ? T("end.team_won") : det.winner === "prisoner" ? T("end.prisoners") : det.winner === "guard" ? T("end.guards") : T("end.lost");
  banner.hidden = false;
  const tone = Number.isInteger(me) ? (won ? "r25-won" : "r25-lost") : det.winner ? "r25-won" : "r25-lost";
  banner.className = `r25-banner ${tone}`;
  banner.replaceChildren(h("strong", { id: "r25-outcome", dataset: { winner: String(det.winner), reason: String(det.reason || "") }, text: `${won ? "★ " : ""}${who}` }),
    h("span", { text: " " + T(`end.reason_${det.reason || "none"}`) }));
}

/** co-operation: one result for the whole team (nobody is ranked), its reason and each character's fate
 * @param {import("./state.js").R25View} v @param {Record<string, unknown>} det the outcome's detail */
function teamBanner(v, det) {
  const { T, cellWord, charName, tokenEl } = v.w;
  const { obs } = drawn(v.s);
  const { banner } = v.dom;
  const escaped = det.winner === "team";
  banner.hidden = false;
  banner.className = `r25-banner r25-team ${escaped ? "r25-won" : "r25-lost"}`;
  const fates = (obs.order || []).map((i) => obs.chars[i]).filter(Boolean).map((c) => {
    const fate = escaped ? "escaped" : c.alive ? "alive" : "dead";
    const at = c.died_at ? cellWord(`${c.died_at[0]},${c.died_at[1]}`) : "";
    return h("li", { class: `r25-fate r25-fate-${fate}`, dataset: { char: c.name, fate } },
      tokenEl(c.name, { small: true }), " ", h("strong", { text: charName(c.name) }), " — ", T(`end.fate_${fate}`, { cell: at }));
  });
  banner.replaceChildren(
    h("div", { class: "r25-team-head" },
      h("strong", { id: "r25-outcome", dataset: { winner: String(det.winner), reason: String(det.reason || "") }, text: escaped ? T("end.team_won") : T("end.lost") }),
      h("span", { text: " " + T(`end.reason_${det.reason || "none"}`) }),
      h("span", { class: "r25-team-turn", text: " " + T("end.team_turn", { turn: det.turn || obs.turn, total: obs.turns_total }) })),
    h("ul", { class: "r25-fates", id: "r25-fates", "aria-label": T("end.team_title") }, fates));
}
