// Room 25 view: the sliding complex of one seat (contract: web/app/README.md).
//
// It draws the observation (the 5×5 complex, characters, robots, markers,
// the countdown, each character's programmed tokens) and offers exactly the
// actions of `snapshot.legal`, read from their parts (`snapshot.actions`:
// `{text, verb, args: [{kind, value}]}`, never from the text itself). Actions
// are grouped by verb ("look", "push", "control", "skill carry" ...) and their
// arguments are picked one at a time on the board: cells light up, characters
// light up, the arrows at the edges of the grid slide lines. It never derives
// legality: a target is clickable only because a legal action names it.
//
// A slide of a row or column (observation `last_shift`) is animated: the line
// moves by one cell and the tile pushed off one edge comes round from the
// other side. Nothing secret of other seats is ever drawn: face-down rooms are
// named only when the viewer looked at them, other characters' programmed
// tokens show face down until executed.

import { h } from "../../app/dom.js";
import { announcer, face, helpDialog, onViewKeys, useStylesheet } from "../../app/viewkit.js";

const NS = "roomtwentyfive.view.";
const SLIDE_MS = 650;
const CHAR_ORDER = ["jennifer", "alice", "max", "frank", "emmett", "sarah", "kevin", "mimic"];
const ICONS = {
  CENTRAL: "✚", R25: "⇱", KEY: "⚷", EMPTY: "○", CONTROL: "⇄", VISION: "◉", TUNNEL: "◠", MOVING: "⇆",
  REGEN: "♥", ROBOT: "⚙", DARK: "◐", VORTEX: "↻", COLD: "❄", PRISON: "▥", PIVOT: "✣", MIRROR: "◫",
  JAMMING: "≋", MAC: "▤", TRAP: "⚠", ACID: "♨", FLOOD: "≈", MORTAL: "☠", SHREDDER: "✂", PARANOIA: "⁈",
  TIMER: "◷", ILLUSION: "✧",
};
const COLOUR_LETTER = { blue: "B", green: "G", yellow: "Y", red: "R" };
const ACTION_ICON = { look: "◉", move: "➜", push: "⇥", control: "⇄", skill: "★", adrenaline: "⚡" };
const DIR_ARROW = { left: "◀", right: "▶", up: "▲", down: "▼" };
const EXIT = new Set(["0,0", "0,1", "1,0", "0,3", "0,4", "1,4", "3,0", "4,0", "4,1", "3,4", "4,3", "4,4"]);
//: argument kinds that name a family of actions (its button) rather than a target to pick
const FAMILY_KINDS = new Set(["robot", "order", "colour"]);
const TOKENS = ["look", "move", "push", "control", "skill"];

export function mount(root, ctx) {
  const T = (key, args) => ctx.t(NS + key, args);
  const lang = ctx.lang;
  const seatName = (p) => ctx.seats?.[p]?.name || T("player", { n: p + 1 });
  const reduced = () => window.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches;

  let ref = null; // Game.reference(), loaded once
  let snap = null;
  let obs = null;
  let legal = [];
  let legalSet = new Set();
  let actions = []; // snapshot.actions: the parts of every legal action
  let destroyed = false;
  let pending = false;
  let lastSeq = null; // last_shift.seq drawn
  let lastViewer;
  let focusCell = "2,2";
  // choosing an action: family (leading words) and the argument units picked so far
  let family = null;
  let picked = [];
  let choiceSig = "";
  // programming
  let progChar = null;
  let progSeq = [];
  let progAdr = false;
  let progT3 = null;
  let slideTimer = null;
  let lastPrompt = "";

  const style = useStylesheet(new URL("./view.css", import.meta.url));

  ctx.reference?.().then((r) => {
    ref = r || null;
    if (!destroyed && snap) render(snap);
  }).catch(() => {});

  // ---- DOM ------------------------------------------------------------------
  const info = h("div", { class: "r25-info", id: "r25-info" });
  const helpBtn = h("button", { type: "button", class: "button button-quiet r25-help-btn", id: "r25-help", "aria-label": T("help.open"), title: T("help.open"), onclick: () => openHelp() },
    h("span", { class: "r25-q", "aria-hidden": "true", text: "?" }), h("span", { class: "r25-help-label", text: T("help.short") }));
  const top = h("div", { class: "r25-top" }, info, helpBtn);
  const board = h("div", { class: "r25-board", id: "r25-board", role: "group", "aria-label": T("board") });
  const edges = { top: h("div", { class: "r25-edge r25-edge-top" }), bottom: h("div", { class: "r25-edge r25-edge-bottom" }),
    left: h("div", { class: "r25-edge r25-edge-left" }), right: h("div", { class: "r25-edge r25-edge-right" }) };
  const boardWrap = h("div", { class: "r25-boardwrap" }, edges.top, edges.left, board, edges.right, edges.bottom);
  const caption = h("p", { class: "r25-caption", id: "r25-caption", "aria-live": "polite" });
  const legend = h("p", { class: "r25-legend", "aria-hidden": "true" },
    h("span", { class: "r25-lg r25-lg-exit" }, h("i", {}), T("legend.exit")),
    h("span", { class: "r25-lg r25-lg-down" }, h("i", {}), T("legend.down")),
    h("span", { class: "r25-lg r25-lg-target", id: "r25-lg-target" }, h("i", {}), T("legend.target")));
  const replayBtn = h("button", { type: "button", class: "button button-quiet r25-replay", id: "r25-replay", hidden: true, title: T("replay_long"),
    onclick: () => { if (obs?.last_shift) animateShift(obs.last_shift); } }, h("span", { "aria-hidden": "true", text: "⟲ " }), T("replay"));
  const boardBox = h("div", { class: "r25-boardbox" }, boardWrap, h("div", { class: "r25-caption-row" }, caption, replayBtn), legend);
  const panel = h("section", { class: "r25-panel", id: "r25-panel", "aria-labelledby": "r25-prompt" });
  const chars = h("section", { class: "r25-chars", id: "r25-chars", "aria-label": T("chars.title") });
  const side = h("div", { class: "r25-side" }, panel, chars);
  const banner = h("div", { class: "r25-banner", id: "r25-banner", hidden: true, role: "status" });
  const body = h("div", { class: "r25-body" }, boardBox, side);
  const view = h("div", { class: `r25${ctx.embed ? " r25-embed" : ""}`, lang }, top, banner, body);
  root.append(view);
  const live = announcer(view, { politeness: "assertive" });
  const help = helpDialog(view, ctx, {
    id: "r25-help-dialog", title: T("help.title"), closeLabel: T("help.close"), body: () => helpBody(),
    onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("r25-help");
  const keys = onViewKeys(root, (e) => {
    if (e.key === "?") { e.preventDefault(); openHelp(); }
  });

  // ---- words -------------------------------------------------------------------
  const roomRef = (id) => ref?.rooms?.find((r) => r.id === id) || null;
  const roomName = (id) => roomRef(id)?.name?.[lang] || T(`room.${id}`);
  const roomEffect = (id) => roomRef(id)?.effect?.[lang] || "";
  const charRef = (id) => ref?.characters?.find((c) => c.id === id) || null;
  const charName = (id) => charRef(id)?.name?.[lang] || T(`char.${id}`);
  const colourName = (c) => ref?.colours?.[c]?.[lang] || T(`colour.${c}`);
  const actionName = (a) => (a === "adrenaline" ? T("adrenaline") : ref?.actions?.[a]?.[lang] || T(`action.${a}`));
  const initials = (id) => (lang === "ja" ? charName(id).slice(0, 1) : charName(id).slice(0, 2));
  const cellWord = (k) => T("cell", { cell: k });
  const charOf = (id) => (obs?.chars || []).find((c) => c.name === id);
  const myChars = () => new Set(obs?.you?.characters || []);

  function announce(text) {
    live.say(text);
  }

  // ---- legal actions as units (from their parts) ------------------------------------
  /** one argument of an action's parts as a unit: its kind, a key to compare and its value */
  function unitOf(arg) {
    const k = arg.kind;
    const v = arg.value;
    if (k === "cell") return { type: "cell", v: `${v[0]},${v[1]}`, value: v };
    if (k === "line") return { type: "line", v: `${v[0]} ${v[1]} ${v[2]}`, value: v };
    return { type: k, v: String(v), value: v };
  }

  /** the legal actions (not programming) grouped in families: key -> {verb, head, list} */
  function families() {
    const fams = new Map();
    for (const a of actions) {
      if (a.verb === "program") continue;
      const u = (a.args || []).map(unitOf);
      let n = 0;
      if (a.verb === "skill") n = 1;
      else while (n < u.length && FAMILY_KINDS.has(u[n].type)) n++;
      const head = u.slice(0, n);
      const key = [a.verb, ...head.map((x) => x.v)].join(" ");
      if (!fams.has(key)) fams.set(key, { verb: a.verb, head, list: [] });
      fams.get(key).list.push({ text: a.text, args: u.slice(n) });
    }
    return fams;
  }

  function famLabel(f) {
    if (!f) return "";
    const [a, b] = f.head;
    switch (f.verb) {
      case "announce": return T("fam.announce", { colour: colourName(a?.v) });
      case "robot": return T("fam.robot", { n: Number(a?.value) + 1, verb: T(`fam.robot_${b?.v || "move"}`) });
      case "skill": return T("fam.skill", { what: T(`fam.skill_${a?.v}`) });
      default: return T(`fam.${f.verb}`);
    }
  }

  function unitLabel(u) {
    if (u.type === "cell") return cellWord(u.v);
    if (u.type === "char") return charName(u.v);
    if (u.type === "line") {
      const [line, i, dir] = u.value;
      return T("line", { line: T(`line.${line}`), n: i, dir: T(`dir.${dir}`) });
    }
    if (u.type === "action" || u.type === "choice") return actionName(u.v);
    if (u.type === "robot") return T("robot_n", { n: Number(u.value) + 1 });
    return T(`word.${u.v}`);
  }

  /** the current choice: candidates and the next step's options */
  function choice() {
    const fams = families();
    let fam = family && fams.has(family) ? family : null;
    const withArgs = [...fams.entries()].filter(([, f]) => f.list.some((x) => x.args.length));
    if (!fam && withArgs.length === 1 && withArgs[0][0] !== "mark") fam = withArgs[0][0];
    const cands = fam ? fams.get(fam).list.filter((x) => picked.every((p, i) => x.args[i] && x.args[i].v === p.v)) : [];
    const next = new Map();
    for (const x of cands) {
      const u = x.args[picked.length];
      if (u) next.set(`${u.type}:${u.v}`, u);
    }
    const nextUnits = [...next.values()];
    return { fams, fam, cands, nextUnits };
  }

  function pick(u) {
    if (pending) return;
    const { fam, cands } = choice();
    if (!fam) return;
    const nextPicked = [...picked, u];
    const match = cands.filter((x) => nextPicked.every((p, i) => x.args[i] && x.args[i].v === p.v));
    if (!match.length) return;
    const done = match.find((x) => x.args.length === nextPicked.length);
    if (done && match.length === 1) {
      play(done.text);
      return;
    }
    picked = nextPicked;
    render(snap);
  }

  function chooseFamily(key) {
    if (pending) return;
    const fams = families();
    const list = fams.get(key)?.list || [];
    if (list.length === 1 && !list[0].args.length) {
      play(list[0].text);
      return;
    }
    family = family === key ? null : key;
    picked = [];
    render(snap);
  }

  function play(text) {
    if (pending || !legalSet.has(text)) return;
    pending = true;
    view.classList.add("r25-pending");
    ctx.act(text).then((res) => {
      if (res && res.error) return;
      family = null;
      picked = [];
      progSeq = [];
      progAdr = false;
      progT3 = null;
    }).finally(() => {
      pending = false;
      view.classList.remove("r25-pending");
      if (!destroyed && snap) render(snap);
    });
  }

  // ---- the complex -------------------------------------------------------------------
  function lastEntryCells() {
    const log = obs.log || [];
    const e = log[log.length - 1];
    const out = new Set();
    if (!e) return out;
    for (const k of ["cell", "cell2"]) {
      const v = e.args?.[k];
      if (Array.isArray(v) && v.length === 2) out.add(`${v[0]},${v[1]}`);
    }
    return out;
  }

  /** characters named by the newest log entry (its actor and target) */
  let lastChars = new Set();
  function lastEntryChars() {
    const log = obs.log || [];
    const a = log[log.length - 1]?.args || {};
    return new Set([a.char, a.target].filter((x) => typeof x === "string"));
  }

  function announcementsFor(tile) {
    return (obs.announcements || []).filter((a) => a.tile === tile && a.colour);
  }

  function tokenEl(id, { small = false, button = false, onclick } = {}) {
    const c = charOf(id);
    const cls = `r25-token r25-ch-${id}${small ? " r25-token-s" : ""}${c?.hidden ? " r25-hidden" : ""}${c && !c.alive ? " r25-dead" : ""}`;
    const label = charName(id);
    const attrs = { class: cls, dataset: { char: id }, title: label };
    if (button) return h("button", { type: "button", ...attrs, "aria-label": label, onclick }, h("span", { "aria-hidden": "true", text: initials(id) }));
    return h("span", { ...attrs, "aria-label": label, role: "img" }, h("span", { "aria-hidden": "true", text: initials(id) }));
  }

  function tileEl(cell, r, c, targets, charTargets, hl) {
    const key = `${r},${c}`;
    const t = obs.tiles?.[cell.tile] || {};
    const room = cell.room;
    const up = cell.face_up;
    const colour = cell.colour;
    const cls = ["r25-tile", up ? "r25-up" : "r25-down"];
    if (colour) cls.push(`r25-c-${colour}`);
    if (!up && room) cls.push("r25-known");
    if (cell.locked) cls.push("r25-locked");
    if (targets.has(key)) cls.push("r25-target");
    if (picked.some((u) => u.type === "cell" && u.v === key)) cls.push("r25-cell-picked");
    if (hl.has(key)) cls.push("r25-last");
    if (obs.decision?.cell && `${obs.decision.cell[0]},${obs.decision.cell[1]}` === key) cls.push("r25-focus-room");
    const parts = [];
    const labelBits = [cellWord(key)];
    if (room) {
      parts.push(h("span", { class: "r25-icon", "aria-hidden": "true", text: ICONS[room] || "?" }));
      parts.push(h("span", { class: "r25-name", text: roomName(room) }));
      parts.push(h("span", { class: "r25-cl", "aria-hidden": "true", text: lang === "ja" ? colourName(colour) : COLOUR_LETTER[colour] }));
      labelBits.push(`${roomName(room)} (${colourName(colour)})`);
      if (!up) {
        parts.push(h("span", { class: "r25-seen", text: T("tile.seen") }));
        labelBits.push(T("tile.seen_long"));
      }
    } else {
      parts.push(h("span", { class: "r25-back", "aria-hidden": "true", text: "?" }));
      parts.push(h("span", { class: "r25-xy", "aria-hidden": "true", text: key }));
      labelBits.push(T("tile.face_down"));
    }
    if (!up) {
      const said = announcementsFor(cell.tile);
      if (said.length) {
        parts.push(h("span", { class: "r25-said" }, said.slice(-3).map((a) => h("span", {
          class: `r25-said-chip r25-c-${a.colour}`, title: T("tile.said", { name: seatName(a.player), colour: colourName(a.colour) }),
          text: lang === "ja" ? colourName(a.colour) : COLOUR_LETTER[a.colour],
        }))));
        labelBits.push(said.map((a) => T("tile.said", { name: seatName(a.player), colour: colourName(a.colour) })).join(", "));
      }
    }
    if (cell.locked) {
      parts.push(h("span", { class: "r25-lock", title: T(`lock.${cell.locked}`), text: "⊘" }));
      labelBits.push(T(`lock.${cell.locked}`));
    }
    if (cell.marks?.length) {
      parts.push(h("span", { class: "r25-marks" }, cell.marks.map((p) => h("span", { class: `r25-mark r25-mark-${p % 8}`, title: T("tile.mark", { name: seatName(p) }), text: `⚑${obs.players > 1 ? p + 1 : ""}` }))));
      labelBits.push(cell.marks.map((p) => T("tile.mark", { name: seatName(p) })).join(", "));
    }
    const occupants = [];
    for (const id of cell.chars || []) {
      const tok = tokenEl(id, {});
      if (charTargets.has(id)) tok.classList.add("r25-token-target");
      if (obs.decision?.char === id && !snap.over) tok.classList.add("r25-token-acting");
      if (lastChars.has(id)) tok.classList.add("r25-token-last");
      occupants.push(tok);
      labelBits.push(charName(id));
    }
    for (const n of cell.robots || []) {
      occupants.push(h("span", { class: "r25-robot", title: T("robot_n", { n: n + 1 }), text: `⚙${n + 1}` }));
      labelBits.push(T("robot_n", { n: n + 1 }));
    }
    if (occupants.length) {
      parts.push(h("span", { class: "r25-occ" }, occupants));
      cls.push("r25-has-occ");
    }
    if (targets.has(key)) labelBits.push(T("tile.target"));
    const el = h("button", {
      type: "button", class: cls.join(" "),
      style: `grid-row:${r + 1};grid-column:${c + 1}`,
      dataset: { cell: key, tile: String(cell.tile), room: room || "", face: up ? "up" : "down", zone: t.zone || "" },
      tabindex: key === focusCell ? "0" : "-1",
      "aria-disabled": targets.has(key) || charTargetsIn(cell, charTargets) ? null : "true",
      title: room ? `${roomName(room)} — ${roomEffect(room)}` : T("tile.face_down"),
      onclick: (e) => onTile(key, e),
      onfocus: () => { focusCell = key; },
    }, face(labelBits.join(" — "), parts));
    return el;
  }

  function charTargetsIn(cell, charTargets) {
    return (cell.chars || []).some((id) => charTargets.has(id));
  }

  function onTile(key, e) {
    const { nextUnits } = choice();
    const charBtn = e?.target?.closest?.("[data-char]");
    const charUnits = nextUnits.filter((u) => u.type === "char");
    if (charUnits.length) {
      const cell = obs.grid[+key[0]][+key[2]];
      const here = charUnits.filter((u) => (cell.chars || []).includes(u.v));
      const chosen = charBtn ? here.find((u) => u.v === charBtn.dataset.char) : here.length === 1 ? here[0] : null;
      if (chosen) { pick(chosen); return; }
    }
    const u = nextUnits.find((x) => x.type === "cell" && x.v === key);
    if (u) pick(u);
  }

  let boardSig = "";
  function renderBoard(targets, charTargets, lines) {
    const hl = lastEntryCells();
    lastChars = lastEntryChars();
    const sig = JSON.stringify([obs.grid, obs.announcements, obs.controls, obs.decision, [...targets], [...charTargets], [...lines], [...hl], [...lastChars], picked.map((u) => u.v), ref ? 1 : 0, snap.over]);
    if (sig === boardSig) return false;
    boardSig = sig;
    const hadFocus = board.contains(document.activeElement);
    const slots = [];
    for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) {
      const k = `${r},${c}`;
      slots.push(h("span", { class: `r25-slot${EXIT.has(k) ? " r25-exit" : ""}${k === "2,2" ? " r25-centre" : ""}`, style: `grid-row:${r + 1};grid-column:${c + 1}`, "aria-hidden": "true" }));
    }
    const tiles = [];
    obs.grid.forEach((row, r) => row.forEach((cell, c) => tiles.push(tileEl(cell, r, c, targets, charTargets, hl))));
    board.replaceChildren(...slots, ...tiles);
    // the arrows at the edges: control a line (legal texts only) and this turn's control tokens
    const ctl = obs.controls || {};
    const mk = (side, line, i, dir) => {
      const v = `${line} ${i} ${dir}`;
      const can = lines.has(v);
      const token = ctl[`${line} ${i}`] === dir;
      const label = T("line", { line: T(`line.${line}`), n: i, dir: T(`dir.${dir}`) });
      return h("button", {
        type: "button", class: `r25-arrow${can ? " r25-arrow-on" : ""}${token ? " r25-arrow-token" : ""}`,
        style: line === "row" ? `grid-row:${i + 1}` : `grid-column:${i + 1}`,
        dataset: { line: v }, disabled: !can,
        "aria-label": label + (token ? ` — ${T("control_token")}` : ""),
        title: label + (token ? ` — ${T("control_token")}` : ""),
        onclick: () => { if (can) pick({ type: "line", v }); },
      }, h("span", { "aria-hidden": "true", text: DIR_ARROW[dir] }));
    };
    for (const [side, line, dir] of [["top", "col", "up"], ["bottom", "col", "down"], ["left", "row", "left"], ["right", "row", "right"]]) {
      edges[side].replaceChildren(...[0, 1, 3, 4].map((i) => mk(side, line, i, dir)));
    }
    boardWrap.classList.toggle("r25-has-lines", lines.size > 0);
    if (hadFocus) tileAt(focusCell)?.focus({ preventScroll: true });
    return true;
  }

  function tileAt(key) {
    return board.querySelector(`.r25-tile[data-cell="${key}"]`);
  }

  /** slide the line (or swap) of obs.last_shift, the wrapped tile coming round */
  function animateShift(ls) {
    const seq = ls.seq;
    board.dataset.animSeq = String(seq);
    const finish = () => {
      board.classList.remove("r25-sliding");
      board.querySelectorAll(".r25-ghost").forEach((g) => g.remove());
      board.querySelectorAll(".r25-moving").forEach((g) => g.classList.remove("r25-moving"));
      board.dataset.animDone = String(seq);
    };
    if (reduced()) { finish(); return; }
    const a = tileAt("0,0");
    const b = tileAt("1,1");
    if (!a || !b) { finish(); return; }
    const ra = a.getBoundingClientRect();
    const rb = b.getBoundingClientRect();
    const px = rb.left - ra.left;
    const py = rb.top - ra.top;
    if (!px || !py) { finish(); return; }
    board.classList.add("r25-sliding");
    const opts = { duration: SLIDE_MS, easing: "cubic-bezier(.35,.05,.25,1)" };
    let anims = [];
    if (ls.kind === "row" || ls.kind === "col") {
      const steps = ls.steps || 1;
      const sign = ls.dir === "right" || ls.dir === "down" ? 1 : -1;
      const d = sign * steps;
      for (let i = 0; i < 5; i++) {
        const key = ls.kind === "row" ? `${ls.index},${i}` : `${i},${ls.index}`;
        const el = tileAt(key);
        if (!el) continue;
        el.classList.add("r25-moving");
        const from = ls.kind === "row" ? `translate(${-d * px}px, 0)` : `translate(0, ${-d * py}px)`;
        anims.push(el.animate([{ transform: from }, { transform: "translate(0,0)" }], opts));
        const old = i - d;
        if (old < 0 || old > 4) {
          // the wrapped tile: a ghost leaves over the far edge while the tile comes round
          const ghost = el.cloneNode(true);
          ghost.classList.add("r25-ghost");
          ghost.removeAttribute("id");
          ghost.setAttribute("aria-hidden", "true");
          ghost.tabIndex = -1;
          const oc = ((old % 5) + 5) % 5;
          ghost.style.gridRow = String((ls.kind === "row" ? ls.index : oc) + 1);
          ghost.style.gridColumn = String((ls.kind === "row" ? oc : ls.index) + 1);
          board.append(ghost);
          const to = ls.kind === "row" ? `translate(${d * px}px, 0)` : `translate(0, ${d * py}px)`;
          anims.push(ghost.animate([{ transform: "translate(0,0)", opacity: 1 }, { transform: to, opacity: 0.2 }], opts));
        }
      }
    } else if (ls.kind === "swap" && Array.isArray(ls.cells)) {
      const [p, q] = ls.cells;
      const pa = tileAt(`${p[0]},${p[1]}`);
      const qa = tileAt(`${q[0]},${q[1]}`);
      const dx = (q[1] - p[1]) * px;
      const dy = (q[0] - p[0]) * py;
      if (pa) { pa.classList.add("r25-moving"); anims.push(pa.animate([{ transform: `translate(${dx}px,${dy}px)` }, { transform: "none" }], opts)); }
      if (qa) { qa.classList.add("r25-moving"); anims.push(qa.animate([{ transform: `translate(${-dx}px,${-dy}px)` }, { transform: "none" }], opts)); }
    }
    if (!anims.length) { finish(); return; }
    Promise.all(anims.map((x) => x.finished.catch(() => {}))).then(() => { if (board.dataset.animSeq === String(seq)) finish(); });
  }

  function onBoardKey(e) {
    const tile = e.target.closest?.(".r25-tile");
    if (!tile || tile.classList.contains("r25-ghost")) return;
    const [r, c] = tile.dataset.cell.split(",").map(Number);
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      const nr = Math.max(0, Math.min(4, r + m[0]));
      const nc = Math.max(0, Math.min(4, c + m[1]));
      focusCell = `${nr},${nc}`;
      board.querySelectorAll(".r25-tile:not(.r25-ghost)").forEach((t) => { t.tabIndex = t.dataset.cell === focusCell ? 0 : -1; });
      tileAt(focusCell)?.focus();
    } else if (e.key === "Escape" && (picked.length || family)) {
      e.preventDefault();
      back();
    }
  }
  board.addEventListener("keydown", onBoardKey);
  const onPanelKey = (e) => {
    if (e.key === "Escape" && (picked.length || family)) { e.preventDefault(); back(); panel.querySelector("button:not([disabled])")?.focus(); }
  };
  panel.addEventListener("keydown", onPanelKey);

  function back() {
    if (picked.length) picked = picked.slice(0, -1);
    else family = null;
    render(snap);
  }

  // ---- the header: mode, countdown, phase ---------------------------------------------
  function renderInfo() {
    const over = !!snap.over;
    const total = obs.turns_total || 0;
    const remaining = obs.remaining ?? 0;
    const done = Math.max(0, total - remaining);
    const pips = [];
    for (let i = 0; i < total; i++) {
      const state = i < done ? "past" : i === done && !over && obs.phase !== "clue" ? "now" : "left";
      pips.push(h("span", { class: `r25-pip r25-pip-${state}`, "aria-hidden": "true", text: String(total - i) }));
    }
    const phase = over ? T("phase.over") : obs.phase === "clue" ? T("phase.clue") : obs.phase === "program" ? T("phase.program")
      : obs.pass === 3 ? T("phase.adrenaline") : T("phase.action", { n: obs.pass || 1 });
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
      const last = (obs.mac?.last || []).map(macText).filter(Boolean);
      items.push(item("mac", h("span", { id: "r25-mac" }, T("mac.deck", { n: (obs.mac?.deck || []).length }), last.length ? h("span", { class: "r25-mac-last", text: ` · ${last.join(" / ")}` }) : null)));
    }
    if (obs.last_turn && !over) items.push(h("div", { class: "r25-info-item r25-last-turn", text: T("info.last_turn") }));
    info.replaceChildren(...items);
  }

  function macText(id) {
    const card = ref?.mac?.cards?.find((c) => c.id === id);
    if (!card) return "";
    if (card.kind === "penalty") return T("mac.penalty", { names: card.targets.map(charName).join(", ") });
    let out = T("line", { line: T(`line.${card.line}`), n: card.index, dir: T(`dir.${card.dir}`) }) + " " + DIR_ARROW[card.dir];
    if (card.double) out += ` ${T("mac.double")}`;
    if (card.again) out += ` ${T("mac.again")}`;
    return out;
  }

  // ---- the viewer's panel: prompt and choices ------------------------------------------------
  function programPanel(parts) {
    // each legal programme as {text, seq: [tokens], adr: adrenaline token or null}, by character
    const byChar = new Map();
    for (const a of actions) {
      if (a.verb !== "program") continue;
      const id = a.args[0].value;
      if (!byChar.has(id)) byChar.set(id, []);
      byChar.get(id).push({
        text: a.text,
        seq: a.args.filter((x) => x.kind === "action").map((x) => x.value),
        adr: a.args.find((x) => x.kind === "adrenaline")?.value ?? null,
      });
    }
    const ids = [...byChar.keys()];
    if (!ids.includes(progChar)) { progChar = ids[0]; progSeq = []; progAdr = false; progT3 = null; }
    parts.push(h("p", { class: "r25-prompt r25-prompt-go", id: "r25-prompt", text: T("prompt.program") }));
    if (ids.length > 1) {
      parts.push(h("div", { class: "r25-choices r25-prog-chars", role: "group", "aria-label": T("prog.which") },
        ids.map((id) => h("button", { type: "button", class: `button r25-choice${id === progChar ? " r25-on" : ""}`, "aria-pressed": String(id === progChar), dataset: { progChar: id },
          onclick: () => { progChar = id; progSeq = []; progAdr = false; progT3 = null; render(snap); } }, tokenEl(id, { small: true }), " ", charName(id)))));
    }
    const list = byChar.get(progChar) || [];
    const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
    const begins = (seq, head) => head.every((x, i) => seq[i] === x);
    // a programme continuing the tokens chosen so far with `next` (or, with `adr`, that adrenaline token)
    const continues = (next) => list.some((p) => begins(p.seq, [...progSeq, next]));
    const withAdr = (t3) => list.some((p) => same(p.seq, progSeq) && (t3 === undefined ? p.adr !== null : p.adr === t3));
    const chosen = progSeq.length ? list.find((p) => same(p.seq, progSeq) && p.adr === (progAdr ? progT3 : null)) : null;
    const text = chosen && (!progAdr || progT3) ? chosen.text : null;
    const c = charOf(progChar);
    const slot = (i, v, label) => h("span", { class: `r25-slot-tok${v ? " r25-filled" : ""}${i === 2 ? " r25-slot-adr" : ""}`, dataset: { slot: String(i) } },
      h("span", { class: "r25-slot-n", text: label }), v ? h("span", { class: `r25-act r25-act-${v}` }, h("span", { "aria-hidden": "true", text: ACTION_ICON[v] + " " }), actionName(v)) : h("span", { class: "r25-slot-empty", text: "—" }));
    parts.push(h("div", { class: "r25-prog", id: "r25-prog" },
      h("div", { class: "r25-prog-head" }, tokenEl(progChar, {}), h("strong", { text: charName(progChar) }),
        c && c.max_actions === 1 ? h("span", { class: "r25-note", text: T("prog.cold") }) : null),
      h("div", { class: "r25-slots" }, slot(0, progSeq[0], "1"), slot(1, progSeq[1], "2"), progAdr || (c?.adrenaline && list.some((p) => p.adr !== null && begins(p.seq, progSeq))) ? slot(2, progT3, "⚡") : null)));
    // the next token: only what a legal programme continues with
    const opts = [];
    if (!progAdr && progSeq.length < 2) {
      for (const a of TOKENS) if (continues(a)) opts.push({ a, p: () => { progSeq = [...progSeq, a]; render(snap); } });
    } else if (progAdr && !progT3) {
      for (const a of TOKENS) if (withAdr(a)) opts.push({ a, p: () => { progT3 = a; render(snap); } });
    }
    parts.push(h("div", { class: "r25-choices r25-tokens", role: "group", "aria-label": T("prog.tokens") },
      opts.map(({ a, p }) => h("button", { type: "button", class: `button r25-choice r25-tokbtn r25-act-${a}`, dataset: { token: a }, "aria-label": T("prog.add", { action: actionName(a) }), onclick: p },
        h("span", { "aria-hidden": "true", text: ACTION_ICON[a] + " " }), actionName(a))),
      !progAdr && progSeq.length && withAdr() ? h("button", { type: "button", class: "button r25-choice r25-adr-btn", id: "r25-adrenaline", onclick: () => { progAdr = true; render(snap); } },
        h("span", { "aria-hidden": "true", text: "⚡ " }), T("prog.adrenaline")) : null));
    const ok = text && legalSet.has(text);
    parts.push(h("div", { class: "r25-choices" },
      h("button", { type: "button", class: "button button-primary", id: "r25-program", disabled: !ok || pending || snap.busy, onclick: () => ok && play(text) },
        text ? T("prog.confirm", { n: progSeq.length + (progT3 ? 1 : 0) }) : T("prog.confirm0")),
      h("button", { type: "button", class: "button", id: "r25-prog-clear", disabled: !progSeq.length, onclick: () => { progSeq = []; progAdr = false; progT3 = null; render(snap); } }, T("prog.clear"))));
    parts.push(h("p", { class: "r25-hint", text: T("prog.hint") }));
  }

  function lookResult(parts) {
    const d = obs.decision;
    let at = d?.cell;
    if (!at && d?.kind === "clue" && Number.isInteger(snap.viewer)) {
      const tid = obs.clue?.[snap.viewer]?.tile;
      if (Number.isInteger(tid)) at = obs.tiles?.[tid]?.cell;
    }
    if (!at) return;
    const d2 = { cell: at };
    const cell = obs.grid[at[0]][at[1]];
    if (!cell.room) return;
    parts.push(h("div", { class: `r25-result r25-c-${cell.colour}`, id: "r25-look-result", dataset: { room: cell.room } },
      h("span", { class: "r25-result-icon", "aria-hidden": "true", text: ICONS[cell.room] || "?" }),
      h("div", {},
        h("div", { class: "r25-result-k", text: T("look.private", { cell: cellWord(`${d2.cell[0]},${d2.cell[1]}`) }) }),
        h("strong", { class: "r25-result-name", text: `${roomName(cell.room)} — ${colourName(cell.colour)}` }),
        h("div", { class: "r25-result-eff", text: roomEffect(cell.room) }))));
    return cell.colour;
  }

  function actingLine() {
    const d = obs.decision;
    if (!d || !d.char) return null;
    const c = charOf(d.char);
    const k = d.kind === "act" ? (c?.live ? "live" : c?.prog?.[(obs.pass || 1) - 1] || null) : null;
    return h("div", { class: "r25-acting" }, tokenEl(d.char, {}), h("span", {},
      h("strong", { text: charName(d.char) }), " — ",
      d.kind === "act" ? (k && k !== "live" ? T("acting.token", { action: actionName(k) }) : T("acting.live")) : T(`decision.${d.kind}`)));
  }

  function renderPanel() {
    const parts = [];
    const over = !!snap.over;
    if (over) {
      panel.replaceChildren(h("p", { class: "r25-prompt", id: "r25-prompt", text: T("prompt.over") }));
      return;
    }
    if (!legal.length) {
      const waiting = (snap.active || []).map(seatName);
      const d = obs.decision;
      let text;
      if (obs.phase === "program") text = T("prompt.wait_program", { names: waiting.join(", ") });
      else if (d?.char) text = T("prompt.wait_char", { char: charName(d.char), name: seatName(d.player) });
      else text = T("prompt.wait", { names: waiting.join(", ") });
      parts.push(h("p", { class: "r25-prompt", id: "r25-prompt", text }));
      const mine = obs.you?.characters?.map(charOf).filter(Boolean) || [];
      if (obs.phase === "program" && mine.length) parts.push(h("p", { class: "r25-hint", text: T("prompt.programmed") }));
      panel.replaceChildren(...parts);
      return;
    }
    if (actions.some((a) => a.verb === "program")) {
      programPanel(parts);
      panel.replaceChildren(...parts);
      return;
    }
    const { fams, fam, nextUnits } = choice();
    const d = obs.decision || {};
    const act = actingLine();
    if (act) parts.push(act);
    const truth = d.kind === "announce" || (d.kind === "clue" && actions.some((a) => a.verb === "announce" || a.verb === "silent")) ? lookResult(parts) : null;
    let prompt;
    if (fam) {
      const t = nextUnits[0]?.type;
      prompt = T(`step.${t === "cell" || t === "char" || t === "line" ? t : "word"}`, { what: famLabel(fams.get(fam)) });
    } else prompt = T(`prompt.${d.kind || "act"}`);
    parts.push(h("p", { class: "r25-prompt r25-prompt-go", id: "r25-prompt", text: prompt }));
    // families: immediate ones as buttons, others select a family
    const buttons = [];
    for (const [key, f] of fams) {
      const list = f.list;
      const immediate = list.length === 1 && !list[0].args.length;
      const isAnn = f.verb === "announce";
      const colour = isAnn ? f.head[0]?.v : null;
      const cls = ["button", "r25-choice", `r25-fam-${f.verb}`];
      if (key === fam) cls.push("r25-on");
      if (isAnn) cls.push(`r25-ann r25-c-${colour}`);
      const label = famLabel(f) + (isAnn && truth && obs.mode === "suspicion" ? (colour === truth ? ` (${T("look.true")})` : ` (${T("look.lie")})`) : "");
      const kids = [];
      if (isAnn) kids.push(h("span", { class: "r25-swatch", "aria-hidden": "true", text: lang === "ja" ? colourName(colour) : COLOUR_LETTER[colour] }));
      else if (ACTION_ICON[f.verb]) kids.push(h("span", { "aria-hidden": "true", text: ACTION_ICON[f.verb] + " " }));
      kids.push(h("span", { text: label }));
      buttons.push(h("button", {
        type: "button", class: cls.join(" "), dataset: { family: key, text: immediate ? list[0].text : "" },
        "aria-pressed": immediate ? null : String(key === fam),
        disabled: pending || snap.busy,
        onclick: () => chooseFamily(key),
      }, kids));
    }
    // a single family with arguments is already selected: its button is only a label then
    const selectable = [...fams.values()].filter((f) => f.list.some((x) => x.args.length)).length;
    parts.push(h("div", { class: "r25-choices", role: "group", "aria-label": T("choices"), id: "r25-families" },
      buttons.filter((b) => b.dataset.text || selectable > 1 || b.dataset.family === "mark")));
    if (fam) {
      const pickedLine = picked.map(unitLabel).join(" · ");
      if (pickedLine) parts.push(h("p", { class: "r25-picked", text: pickedLine }));
      // options other than cells and lines (characters, robots, orders, actions) as buttons; cells
      // and lines are on the board
      const opts = nextUnits.filter((u) => u.type !== "cell" && u.type !== "line");
      if (opts.length) {
        parts.push(h("div", { class: "r25-choices", role: "group", "aria-label": famLabel(fams.get(fam)), id: "r25-args" },
          opts.map((u) => h("button", { type: "button", class: "button r25-choice r25-arg", dataset: { unit: u.v }, disabled: pending || snap.busy, onclick: () => pick(u) },
            u.type === "char" ? tokenEl(u.v, { small: true }) : null, u.type === "char" ? " " : null, unitLabel(u)))));
      }
      const cells = nextUnits.filter((u) => u.type === "cell").length;
      const lines = nextUnits.filter((u) => u.type === "line").length;
      if (cells) parts.push(h("p", { class: "r25-hint", text: T("hint.cells", { n: cells }) }));
      if (lines) parts.push(h("p", { class: "r25-hint", text: T("hint.lines") }));
      if (picked.length || selectable > 1 || fam === "mark") parts.push(h("button", { type: "button", class: "button button-quiet", id: "r25-back", onclick: back }, T("back")));
    }
    panel.replaceChildren(...parts);
  }

  // ---- characters: turn order, tokens, roles ----------------------------------------------
  function renderChars() {
    const order = (obs.order || []).map((i) => obs.chars[i]).filter(Boolean);
    const mine = myChars();
    const rows = order.map((c, k) => {
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
            mine.has(c.name) && obs.players > 1 ? h("span", { class: "r25-you", text: T("you") }) : null,
            c.alive && c.cell ? h("span", { class: "r25-char-at", title: cellWord(`${c.cell[0]},${c.cell[1]}`), text: ` @${c.cell[0]},${c.cell[1]}` }) : null),
          h("span", { class: "r25-badges" }, badges),
          h("span", { class: "r25-toks", "aria-label": T("chars.tokens") }, slots)));
    });
    chars.replaceChildren(h("h3", { class: "r25-h", text: T("chars.title") }), h("ol", { class: "r25-charlist" }, rows));
  }

  function renderBanner() {
    const oc = snap.outcome || obs.outcome;
    if (!snap.over || !oc) { banner.hidden = true; return; }
    const det = oc.detail || {};
    if (obs.mode === "cooperation") { teamBanner(det); return; }
    const me = snap.viewer;
    const won = Number.isInteger(me) && (oc.winners || []).includes(me);
    const who = det.winner === "team" ? T("end.team_won") : det.winner === "prisoner" ? T("end.prisoners") : det.winner === "guard" ? T("end.guards") : T("end.lost");
    banner.hidden = false;
    const tone = Number.isInteger(me) ? (won ? "r25-won" : "r25-lost") : det.winner ? "r25-won" : "r25-lost";
    banner.className = `r25-banner ${tone}`;
    banner.replaceChildren(h("strong", { id: "r25-outcome", dataset: { winner: String(det.winner), reason: String(det.reason || "") }, text: `${won ? "★ " : ""}${who}` }),
      h("span", { text: " " + T(`end.reason_${det.reason || "none"}`) }));
  }

  /** co-operation: one result for the whole team (nobody is ranked), its reason and each character's fate */
  function teamBanner(det) {
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

  // ---- help -------------------------------------------------------------------------------
  function openHelp() {
    help.open();
  }

  /** the rules help (built on every open, from Game.reference()) */
  async function helpBody() {
    if (!ref) {
      try { ref = await ctx.reference(); } catch { ref = null; }
    }
    const sec = (title, ...content) => h("section", {}, h("h3", { text: title }), ...content);
    const p = (key, args) => h("p", { text: T(key, args) });
    const own = () => h("span", { class: "r25-own", title: T("help.own_long"), text: T("help.own") });
    const rooms = (ref?.rooms || []).map((r) => h("tr", { class: `r25-help-room r25-c-${r.colour}`, dataset: { room: r.id } },
      h("td", { class: "r25-help-icon" }, h("span", { class: `r25-mini r25-c-${r.colour}`, "aria-hidden": "true", text: ICONS[r.id] || "?" })),
      h("th", { scope: "row" }, h("span", { class: "r25-help-ja", lang: "ja", text: r.name.ja }), h("br"), h("span", { class: "r25-help-en", lang: "en", text: r.name.en })),
      h("td", { text: colourName(r.colour) }),
      h("td", { text: r.effect[lang] }, r.stand_in ? own() : null),
      h("td", { class: "num" }, String(r.pool), r.pool_stand_in ? h("span", { class: "r25-own r25-own-s", title: T("help.own_long"), "aria-label": T("help.own") }) : null)));
    const charsT = (ref?.characters || []).map((c) => h("li", {}, tokenEl(c.id, { small: true }), " ", h("strong", { text: `${c.name.ja} / ${c.name.en}` }), " — ", c.skill[lang]));
    const comps = (ref?.compositions || []).map((c) => h("li", { dataset: { comp: c.key } }, c.note[lang], " ", c.stand_in ? own() : null));
    const mac = ref?.mac;
    return h("div", { class: "r25-help-body" },
        sec(T("help.goal_title"), p("help.goal_coop"), p("help.goal_sus")),
        sec(T("help.turn_title"), p("help.turn"), p("help.actions"), p("help.look")),
        sec(T("help.rooms_title"), p("help.own_note"),
          h("div", { class: "r25-help-scroll" }, h("table", { class: "r25-help-rooms", id: "r25-help-rooms" },
            h("thead", {}, h("tr", {}, h("th", { scope: "col", "aria-label": T("help.icon") }), h("th", { scope: "col", text: T("help.room") }), h("th", { scope: "col", text: T("help.colour") }), h("th", { scope: "col", text: T("help.effect") }), h("th", { scope: "col" }, T("help.pool"), (ref?.rooms || []).some((r) => r.pool_stand_in) ? own() : null))),
            h("tbody", {}, rooms)))),
        sec(T("help.comp_title"), h("ul", {}, comps)),
        sec(T("help.chars_title"), h("ul", { class: "r25-help-chars" }, charsT)),
        mac ? sec(T("help.mac_title"), h("p", {}, T("help.mac", { n: mac.cards.length }), " ", mac.stand_in ? own() : null)) : null,
        sec(T("help.turns_title"), p("help.turns", {
          coop: Object.entries(ref?.turns?.cooperation || {}).map(([n, t]) => `${n}→${t}`).join(", "),
          sus: Object.entries(ref?.turns?.suspicion || {}).map(([n, t]) => `${n}→${t}`).join(", "),
        })),
        sec(T("help.play_title"), p("help.play"), p("help.keys")));
  }

  /** where the keyboard focus is inside `box`, as a selector that survives a rebuild */
  function focusSelector(box) {
    const a = document.activeElement;
    if (!a || !box.contains(a)) return null;
    if (a.id) return `#${CSS.escape(a.id)}`;
    for (const k of ["token", "family", "unit", "progChar"]) {
      if (a.dataset?.[k]) return `[data-${k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase())}="${CSS.escape(a.dataset[k])}"]`;
    }
    return "button";
  }

  function restoreFocus(box, sel) {
    if (!sel) return;
    const el = box.querySelector(`${sel}:not([disabled])`) || box.querySelector("button:not([disabled])");
    el?.focus({ preventScroll: true });
  }

  // ---- render ------------------------------------------------------------------------------
  function render(snapshot) {
    if (destroyed || !snapshot) return;
    const prevPositions = new Map();
    board.querySelectorAll(".r25-token[data-char]").forEach((t) => prevPositions.set(t.dataset.char, t.getBoundingClientRect()));
    snap = snapshot;
    obs = snapshot.observation || {};
    if (!obs.grid) return;
    legal = snapshot.legal || [];
    legalSet = new Set(legal);
    actions = snapshot.actions || [];
    if (snapshot.viewer !== lastViewer) {
      // a hot-seat hand-over: nothing read to the previous player may be read to the next one
      lastViewer = snapshot.viewer;
      family = null; picked = []; progChar = null; progSeq = []; progAdr = false; progT3 = null;
      live.clear();
      caption.textContent = "";
      lastPrompt = "";
    }
    const sig = `${snapshot.viewer}|${legal.length}|${legal[0] || ""}|${legal[legal.length - 1] || ""}|${obs.decision?.kind}|${obs.decision?.char}`;
    if (sig !== choiceSig) {
      choiceSig = sig;
      family = null;
      picked = [];
    }
    view.dataset.phase = obs.phase || "";
    view.dataset.mode = obs.mode || "";
    view.dataset.decision = obs.decision?.kind || "";
    view.classList.toggle("r25-my-turn", legal.length > 0);
    // targets are the viewer's choices: a spectator (an embed before "Play on") has none
    legend.querySelector("#r25-lg-target").hidden = snapshot.viewer === null;
    // targets of the current step
    const targets = new Set();
    const charTargets = new Set();
    const lines = new Set();
    if (!actions.some((a) => a.verb === "program")) {
      const { nextUnits } = choice();
      for (const u of nextUnits) {
        if (u.type === "cell") targets.add(u.v);
        else if (u.type === "char") charTargets.add(u.v);
        else if (u.type === "line") lines.add(u.v);
      }
    }
    renderInfo();
    const rebuilt = renderBoard(targets, charTargets, lines);
    const focusKey = focusSelector(panel);
    renderPanel();
    restoreFocus(panel, focusKey);
    renderChars();
    renderBanner();
    const lt = snapshot.log_text || [];
    caption.textContent = lt.length ? lt[lt.length - 1] : "";
    replayBtn.hidden = !(obs.last_shift && (obs.last_shift.kind === "row" || obs.last_shift.kind === "col" || obs.last_shift.kind === "swap"));
    // slide animation of the newest shift (not on the first render of a mount)
    const ls = obs.last_shift;
    const seq = ls?.seq ?? 0;
    if (lastSeq !== null && ls && seq > lastSeq) animateShift(ls);
    else if (rebuilt && prevPositions.size && !reduced()) {
      // characters walking from room to room
      board.querySelectorAll(".r25-token[data-char]").forEach((t) => {
        const old = prevPositions.get(t.dataset.char);
        if (!old) return;
        const now = t.getBoundingClientRect();
        const dx = old.left - now.left;
        const dy = old.top - now.top;
        if (Math.abs(dx) + Math.abs(dy) > 2) t.animate([{ transform: `translate(${dx}px,${dy}px)` }, { transform: "none" }], { duration: 420, easing: "ease-out" });
      });
    }
    lastSeq = seq;
    board.dataset.seq = String(seq);
    if (lastSeq === seq && !board.classList.contains("r25-sliding")) board.dataset.animDone ??= String(seq);
    const promptText = legal.length ? panel.querySelector("#r25-prompt")?.textContent || "" : "";
    if (promptText && promptText !== lastPrompt && !pending) announce(promptText);
    lastPrompt = promptText;
  }

  function destroy() {
    destroyed = true;
    if (slideTimer) clearTimeout(slideTimer);
    board.removeEventListener("keydown", onBoardKey);
    panel.removeEventListener("keydown", onPanelKey);
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}

export const _test = { CHAR_ORDER };
