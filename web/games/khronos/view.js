// Khronos view: three ages of one city (contract: web/app/README.md; the game's
// observation, action parts and preview: pylib/tabletop/khronos/game.py).
//
// It draws the observation: the three boards (Might, Faith, Reason) side by
// side (one at a time behind tabs on a narrow screen), the buildings with their
// status (placed, shadow, ruin, renovated, printed), the domains outlined with
// their Military, Religious and Civil values, the players' Ecus, cubes and
// adventurers with the cards each may still pay, the viewer's own hand, the
// turn track with the earnings turns, the Hold'em row and, at the end, the
// earnings per board and domain.
//
// It offers exactly the actions of `snapshot.legal`, read from their parts
// (`snapshot.actions`: `{text, verb, args: [{kind, value}]}`), never from the
// text. A building action is chosen by its tile, then a square on a board;
// what it would do (its cost with the surcharge, the squares it covers, the
// ripple into the later ages, what it destroys, the junctions and the
// downsizing it forces) is the `preview` the rules library computes: the
// snapshot carries none (a turn has about a thousand builds), so the view asks
// for the one of the action pointed at or selected (`ctx.preview(text)`, the
// engine's `preview`, State.preview) and keeps the answers until the next
// snapshot. It draws them and never computes any of it.

import { h } from "../../app/dom.js";
import { announcer, face, helpDialog, onViewKeys, useStylesheet } from "../../app/viewkit.js";

const NS = "khronos.view.";
const BOARDS = ["might", "faith", "reason"];
const W = 20;
const H = 16;
const KIND = { M: "military", R: "religious", C: "civil" };
const GLYPH = { M: "♜", R: "✚", C: "⌂" };
const TERRAIN = { ".": "plain", "~": "river", F: "forest", M: "mountain", h: "plain" };
const CELL_VERBS = new Set(["build", "upgrade", "demolish", "populate", "renovate", "pick", "shrink"]);
const SIZED_VERBS = new Set(["build", "upgrade", "shrink"]);

const key = (c) => `${c[0]},${c[1]}`;
const bkey = (board, c) => `${board}|${c[0]},${c[1]}`;

export function mount(root, ctx) {
  const T = (k, args) => ctx.t(NS + k, args);
  const lang = ctx.lang;
  const seatName = (p) => ctx.seats?.[p]?.name || T("player", { n: p + 1 });

  let ref = null;
  let snap = null;
  let obs = null;
  let legalSet = new Set();
  let actions = [];
  let fams = new Map(); // family key -> {key, verb, tile, list, targets: Map(bkey -> [action])}
  let fam = null; // selected family key
  let sel = null; // selected target: {board, hot, list}
  let variant = 0; // index into sel.list (the surcharge cards)
  let hover = null; // {board, cell: [x,y]}
  let handSel = []; // indices into obs.hand
  let shown = "might"; // the board shown on a narrow screen
  let equal = false; // three boards of one size on a wide screen (else the shown one is large)
  let pending = false;
  let pointerFocus = false;
  let destroyed = false;
  let lastViewer;
  let legalSig = "";
  let lastPrompt = "";
  // previews asked of the rules for this snapshot: text -> preview (null: none); `pvObs` is the
  // observation they belong to, `pvAsked` the texts asked and not answered yet
  let pvCache = new Map();
  let pvObs = null;
  const pvAsked = new Set();
  let pvAnnounce = null; // the text whose preview is read out when it comes (a selection, a cursor)
  const cursor = { might: [0, 0], faith: [0, 0], reason: [0, 0] };

  const style = useStylesheet(new URL("./view.css", import.meta.url));

  // ---- skeleton --------------------------------------------------------------------
  const track = h("ol", { class: "kh-track", id: "kh-track", "aria-label": T("track") });
  const trackBox = h("div", { class: "kh-trackbox" }, h("span", { class: "kh-track-label", text: T("turn") }), track);
  const layoutBtn = h("button", { type: "button", class: "button button-quiet kh-layout-btn", id: "kh-layout", "aria-pressed": "false", onclick: () => { equal = !equal; renderAll(); } }, T("layout.equal"));
  const helpBtn = h("button", { type: "button", class: "button button-quiet kh-help-btn", id: "kh-help", "aria-label": T("help.open"), title: T("help.open"), "aria-keyshortcuts": "?", onclick: () => help.open() },
    h("span", { class: "kh-q", "aria-hidden": "true", text: "?" }), h("span", { class: "kh-help-label", text: T("help.short") }));
  const top = h("div", { class: "kh-top" }, trackBox, h("div", { class: "kh-topbtns" }, layoutBtn, helpBtn));
  const promptEl = h("p", { class: "kh-prompt", id: "kh-prompt" });
  const playersEl = h("section", { class: "kh-players", id: "kh-players", "aria-label": T("players_area") });
  const finalEl = h("section", { class: "kh-box kh-final", id: "kh-final", hidden: true, "aria-labelledby": "kh-final-title" });
  const tabs = h("div", { class: "kh-tabs", role: "tablist", "aria-label": T("boards") });
  const boardsEl = h("div", { class: "kh-boards", id: "kh-boards" });
  const inspectEl = h("p", { class: "kh-hint kh-inspect", id: "kh-inspect" });
  const legend = h("p", { class: "kh-legend", "aria-hidden": "true" },
    h("span", { class: "kh-lg kh-lg-orig" }, h("i"), T("legend.built")),
    h("span", { class: "kh-lg kh-lg-shadow" }, h("i"), "↧ ", T("legend.shadow")),
    h("span", { class: "kh-lg kh-lg-ruin" }, h("i"), "✕ ", T("legend.ruin")),
    h("span", { class: "kh-lg kh-lg-dom" }, h("i"), T("legend.domain")),
    h("span", { class: "kh-lg kh-lg-river" }, h("i"), "≈ ", T("terrain.river")),
    h("span", { class: "kh-lg kh-lg-forest" }, h("i"), "♣ ", T("terrain.forest")),
    h("span", { class: "kh-lg kh-lg-mountain" }, h("i"), "▲ ", T("terrain.mountain")),
    h("span", { class: "kh-lg" }, "◎ ", T("legend.earning")),
    h("span", { class: "kh-lg kh-lg-new" }, h("i"), T("legend.recent")));
  const handBox = h("section", { class: "kh-box kh-handbox", id: "kh-handbox", "aria-labelledby": "kh-hand-title" });
  const actBox = h("section", { class: "kh-box kh-actbox", id: "kh-actions", "aria-labelledby": "kh-actions-title" });
  const previewBox = h("section", { class: "kh-box kh-preview", id: "kh-preview", "aria-labelledby": "kh-preview-title", "aria-live": "polite" });
  const playEl = h("div", { class: "kh-play" }, handBox, actBox);
  const view = h("div", { class: `kh${ctx.embed ? " kh-embed" : ""}`, lang }, top, promptEl, finalEl, playersEl, playEl, tabs, boardsEl, inspectEl, legend);
  const colA = h("div", { class: "kh-col kh-col-a" });
  const colB = h("div", { class: "kh-col kh-col-b" });
  boardsEl.append(colA, colB);
  root.append(view);
  const live = announcer(view, { politeness: "polite" });
  const help = helpDialog(view, ctx, {
    id: "kh-help-dialog", title: T("help.title"), closeLabel: T("help.close"), loading: T("help.loading"),
    body: () => helpBody(), onClose: () => helpBtn.focus({ preventScroll: true }),
  });
  help.element.classList.add("kh-help");

  // boards: the terrain cells are made once; buildings, domains and ghosts are layers redrawn on render
  const B = {};
  for (const board of BOARDS) {
    const tab = h("button", { type: "button", class: "button kh-tab", role: "tab", id: `kh-tab-${board}`, dataset: { board }, "aria-controls": `kh-board-${board}`, onclick: () => showBoard(board) }, T(`board.${board}`));
    tabs.append(tab);
    const head = h("div", { class: "kh-board-head" });
    const grid = h("div", { class: "kh-grid", id: `kh-grid-${board}`, tabindex: "0", role: "application", dataset: { board }, "aria-roledescription": T("grid_role"), "aria-label": T(`board.${board}`) });
    const el = h("section", { class: "kh-board", id: `kh-board-${board}`, dataset: { board }, role: "tabpanel", "aria-labelledby": `kh-tab-${board}` }, head, grid);
    colB.append(el);
    const cells = new Map();
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const c = h("div", { class: "kh-cell", dataset: { x: String(x), y: String(y) }, style: `--x:${x};--y:${y}` });
        cells.set(`${x},${y}`, c);
        grid.append(c);
      }
    }
    B[board] = { el, head, grid, tab, cells, layer: [], ghosts: [], bEls: new Map(), terrainDone: false };
    grid.addEventListener("pointermove", (e) => onPointer(board, e));
    // leaving the board keeps the last preview on screen, so that it can be read (and the pointer moved to it)
    grid.addEventListener("click", (e) => onClick(board, e));
    grid.addEventListener("keydown", (e) => onGridKey(board, e));
    grid.addEventListener("pointerdown", () => { pointerFocus = true; });
    grid.addEventListener("focus", () => {
      if (!pointerFocus) setHover(board, cursor[board]);
      pointerFocus = false;
      markCursor();
    });
    grid.addEventListener("blur", () => { markCursor(); });
  }

  // tabs: the arrow keys move between them (one tab stop for the list)
  tabs.addEventListener("keydown", (e) => {
    const i = BOARDS.indexOf(shown);
    const next = e.key === "ArrowRight" ? (i + 1) % 3 : e.key === "ArrowLeft" ? (i + 2) % 3 : e.key === "Home" ? 0 : e.key === "End" ? 2 : -1;
    if (next < 0) return;
    e.preventDefault();
    showBoard(BOARDS[next]);
    B[BOARDS[next]].tab.focus();
  });
  const keys = onViewKeys(root, (e) => {
    if (e.key === "?") { e.preventDefault(); help.open(); return; }
    if (["1", "2", "3"].includes(e.key) && !e.target.closest?.(".kh-grid")) {
      showBoard(BOARDS[Number(e.key) - 1]);
    }
    if (e.key === "Escape" && (sel || fam)) { e.preventDefault(); back(); }
  });

  ctx.reference?.().then((r) => {
    ref = r || null;
    if (!destroyed && snap) renderAll();
  }).catch(() => {});

  // ---- words -----------------------------------------------------------------------
  /** replaceChildren without the null/false placeholders of conditional parts */
  const put = (el, ...kids) => el.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined && k !== false));
  const tileName = (t) => T(`tile.${t}`);
  const boardName = (b) => T(`board.${b}`);
  const kindOf = (tile) => ref?.tiles?.find((r) => r.tile === tile)?.kind || null;
  const cellWord = (c) => `${c[0]},${c[1]}`;
  const cardsLong = (cards) => {
    const n = { M: 0, R: 0, C: 0 };
    for (const k of cards || []) n[k] = (n[k] || 0) + 1;
    return ["M", "R", "C"].filter((k) => n[k]).map((k) => T(`cards.${k}`, { n: n[k] })).join(", ");
  };
  const argOf = (a, kind) => (a?.args || []).find((x) => x.kind === kind)?.value;
  const HAS_PREVIEW = new Set(["build", "upgrade"]);
  /** the side of the square a build or upgrade covers (its `size` part; a shrink names its `cells`) */
  const sizeOf = (a) => argOf(a, "size") || Math.round(Math.sqrt((argOf(a, "cells") || [0]).length)) || 1;
  /** the squares of a build or upgrade: size×size from its top-left `cell` (null for other actions) */
  function footOf(a) {
    const cell = argOf(a, "cell");
    if (!HAS_PREVIEW.has(a?.verb) || !cell) return null;
    const s = sizeOf(a);
    const out = [];
    for (let dy = 0; dy < s; dy++) for (let dx = 0; dx < s; dx++) out.push([cell[0] + dx, cell[1] + dy]);
    return out;
  }

  /** the rules' preview of `a`: in its parts when the library put it there, else asked for (undefined until it comes) */
  function pvOf(a) {
    if (!a) return undefined;
    const inParts = argOf(a, "preview");
    if (inParts !== undefined) return inParts;
    if (!HAS_PREVIEW.has(a.verb)) return null;
    if (pvCache.has(a.text)) return pvCache.get(a.text);
    askPreview(a.text);
    return undefined;
  }

  function askPreview(text) {
    if (pvAsked.has(text) || typeof ctx.preview !== "function") return;
    pvAsked.add(text);
    const forObs = pvObs;
    Promise.resolve(ctx.preview(text)).catch(() => null).then((pv) => {
      if (destroyed || forObs !== pvObs) return; // a new snapshot came meanwhile: ask again if needed
      pvAsked.delete(text);
      pvCache.set(text, pv ?? null);
      if (currentAction()?.text === text) renderPreview(true);
      if (pvAnnounce === text) {
        pvAnnounce = null;
        const a = actions.find((x) => x.text === text);
        if (a) live.say(previewSummary(a));
      }
    });
  }
  const buildingById = (board, id) => obs?.boards?.[board]?.buildings?.find((b) => b.id === id) || null;
  const buildingAt = (board, c) => obs?.boards?.[board]?.buildings?.find((b) => b.cells.some((s) => s[0] === c[0] && s[1] === c[1])) || null;
  const topLeftAt = (board, c) => obs?.boards?.[board]?.buildings?.find((b) => b.x === c[0] && b.y === c[1]) || null;

  function cube(seat, extra = "") {
    return h("span", { class: `kh-cube${extra}`, style: `--seat: var(--seat-${seat % 8})`, title: seatName(seat), "aria-label": T("cube_of", { name: seatName(seat) }), text: String(seat + 1) });
  }
  function kindChip(k) {
    return h("span", { class: `kh-k kh-k-${KIND[k]}`, title: T(`kind.${k}`), "aria-label": T(`kind.${k}`), text: GLYPH[k] });
  }
  function cardsChips(cards) {
    return h("span", { class: "kh-chips", "aria-label": cardsLong(cards) }, (cards || []).map((k) => h("span", { class: `kh-k kh-k-${KIND[k]}`, "aria-hidden": "true", text: GLYPH[k] })));
  }
  function buildingWord(board, b) {
    if (!b) return "";
    const bits = [tileName(b.tile)];
    if (b.status === "shadow") bits.push(T("status.shadow"));
    else if (b.status === "ruin") bits.push(T("status.ruin"));
    else if (b.status === "renovated") bits.push(T("status.renovated"));
    else if (b.status === "printed") bits.push(T("status.printed"));
    if (b.owner !== null && b.owner !== undefined) bits.push(T("owned_by", { name: seatName(b.owner) }));
    return bits.join(" · ");
  }

  // ---- families of legal actions ------------------------------------------------------
  function familyKey(a) {
    if (a.verb === "build" || a.verb === "upgrade") return `tile:${argOf(a, "tile")}`;
    return a.verb;
  }

  /** the squares a player points at to reach action `a` on its board */
  function hotCells(a) {
    const board = argOf(a, "board");
    const cell = argOf(a, "cell");
    if (!board || !cell) return [];
    if (SIZED_VERBS.has(a.verb)) {
      const s = sizeOf(a);
      const off = Math.floor((s - 1) / 2);
      return [[cell[0] + off, cell[1] + off]];
    }
    const b = topLeftAt(board, cell);
    return b ? b.cells : [cell];
  }

  function buildFamilies() {
    fams = new Map();
    for (const a of actions) {
      if (!CELL_VERBS.has(a.verb)) continue;
      const k = familyKey(a);
      if (!fams.has(k)) fams.set(k, { key: k, verb: a.verb, tile: argOf(a, "tile") || null, list: [], targets: new Map(), boards: new Set(), places: new Set() });
      const f = fams.get(k);
      f.list.push(a);
      const board = argOf(a, "board");
      // one place per board and square named (the surcharge variants of a footprint are one place)
      f.places.add(bkey(board, argOf(a, "cell") || [0, 0]));
      f.boards.add(board);
      for (const c of hotCells(a)) {
        const bk = bkey(board, c);
        if (!f.targets.has(bk)) f.targets.set(bk, []);
        f.targets.get(bk).push(a);
      }
    }
    // a forced choice (pick, shrink) is selected at once
    if (!fam || !fams.has(fam)) {
      fam = null;
      for (const forced of ["pick", "shrink"]) if (fams.has(forced)) fam = forced;
      if (!fam && fams.size === 1 && !actions.some((a) => !CELL_VERBS.has(a.verb))) fam = [...fams.keys()][0];
    }
  }

  function targetsAt(board, c) {
    if (!fam) return null;
    return fams.get(fam)?.targets.get(bkey(board, c)) || null;
  }

  // ---- input ---------------------------------------------------------------------------
  function cellFromEvent(board, e) {
    const grid = B[board].grid;
    const r = grid.getBoundingClientRect();
    const x = Math.floor(((e.clientX - r.left) / r.width) * W);
    const y = Math.floor(((e.clientY - r.top) / r.height) * H);
    if (x < 0 || y < 0 || x >= W || y >= H) return null;
    return [x, y];
  }

  function setHover(board, c) {
    const prev = hover ? bkey(hover.board, hover.cell) : "";
    hover = c ? { board, cell: c } : null;
    if ((hover ? bkey(board, c) : "") !== prev) {
      renderInspect();
      renderPreview();
    }
  }

  function onPointer(board, e) {
    if (e.pointerType === "touch") return; // a tap selects; no hover on touch
    setHover(board, cellFromEvent(board, e));
  }

  function onClick(board, e) {
    const c = cellFromEvent(board, e);
    if (!c) return;
    cursor[board] = c;
    activate(board, c);
  }

  function activate(board, c) {
    if (pending || snap?.busy) return;
    const list = targetsAt(board, c);
    if (!list) {
      // pointing at nothing legal: a building there shows its ripple links; selection stays
      setHover(board, c);
      if (sel) { sel = null; variant = 0; renderAll(); }
      return;
    }
    if (sel && sel.board === board && bkey(board, sel.hot) === bkey(board, c) && sel.list.length === 1) {
      play(sel.list[0].text);
      return;
    }
    sel = { board, hot: c, list };
    variant = 0;
    renderAll();
    if (!document.activeElement?.closest?.(".kh-grid")) previewBox.querySelector("#kh-confirm")?.focus({ preventScroll: true });
    sayPreview(list[0]);
  }

  /** read out what `a` would do, now or when its preview comes */
  function sayPreview(a) {
    if (pvOf(a) === undefined) pvAnnounce = a.text;
    else live.say(previewSummary(a));
  }

  function onGridKey(board, e) {
    const moves = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      const [x, y] = cursor[board];
      cursor[board] = [Math.max(0, Math.min(W - 1, x + m[0])), Math.max(0, Math.min(H - 1, y + m[1]))];
      setHover(board, cursor[board]);
      markCursor();
      live.say(describeCell(board, cursor[board]));
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      activate(board, cursor[board]);
    } else if (e.key === "n" || e.key === "N") {
      // jump to the next target on this board
      const f = fams.get(fam);
      if (!f) return;
      const hots = [...f.targets.keys()].filter((k) => k.startsWith(`${board}|`)).map((k) => k.split("|")[1].split(",").map(Number));
      if (!hots.length) return;
      hots.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      const [cx, cy] = cursor[board];
      const next = hots.find((p) => p[1] > cy || (p[1] === cy && p[0] > cx)) || hots[0];
      e.preventDefault();
      cursor[board] = next;
      setHover(board, next);
      markCursor();
      live.say(describeCell(board, next));
    }
  }

  function markCursor() {
    for (const board of BOARDS) {
      const focused = document.activeElement === B[board].grid;
      for (const [k, el] of B[board].cells) el.classList.toggle("kh-cursor", focused && k === key(cursor[board]));
    }
  }

  function describeCell(board, c) {
    const bits = [cellWord(c), terrainWord(c)];
    const b = buildingAt(board, c);
    if (b) bits.push(buildingWord(board, b));
    const list = targetsAt(board, c);
    if (list) {
      bits.push(T("target_here"), previewSummary(list[0]));
      if (pvOf(list[0]) === undefined) pvAnnounce = list[0].text; // the rest when it comes
    }
    return bits.filter(Boolean).join(". ");
  }

  function terrainAt(c) {
    const row = ref?.map?.[c[1]];
    return row ? TERRAIN[row[c[0]]] || "plain" : "plain";
  }
  function terrainWord(c) {
    return T(`terrain.${terrainAt(c)}`);
  }

  function showBoard(board) {
    shown = board;
    renderLayout();
  }

  function chooseFamily(k) {
    if (pending) return;
    fam = fam === k ? null : k;
    sel = null;
    variant = 0;
    // show a board where the family has targets
    const f = fams.get(fam);
    if (f && !f.boards.has(shown)) shown = BOARDS.find((b) => f.boards.has(b)) || shown;
    renderAll();
  }

  function back() {
    if (sel) sel = null;
    else if (fam && !["pick", "shrink"].includes(fam)) fam = null;
    variant = 0;
    renderAll();
  }

  function play(text) {
    if (pending || !legalSet.has(text)) return;
    pending = true;
    view.classList.add("kh-pending");
    ctx.act(text).then((res) => {
      if (res && res.error) return;
      sel = null;
      variant = 0;
      handSel = [];
    }).finally(() => {
      pending = false;
      view.classList.remove("kh-pending");
      if (!destroyed && snap) renderAll();
    });
  }

  // ---- the top: turn track, prompt -----------------------------------------------------
  function renderTrack() {
    const turns = obs.turns || 7;
    const earn = new Set(obs.earnings_turns || []);
    const items = [];
    for (let t = 1; t <= turns; t++) {
      const cls = ["kh-tt"];
      if (earn.has(t)) cls.push("kh-earn");
      if (t === obs.turn && !snap.over) cls.push("kh-now");
      else if (t < obs.turn || snap.over) cls.push("kh-past");
      const label = earn.has(t) ? T("track.earn", { n: t }) : T("track.turn", { n: t });
      items.push(h("li", { class: cls.join(" "), dataset: { turn: String(t), earn: earn.has(t) ? "1" : "" }, title: label, "aria-label": label, "aria-current": t === obs.turn && !snap.over ? "step" : null, text: String(t) }));
    }
    track.replaceChildren(...items);
  }

  function promptText() {
    if (snap.over) return T("prompt.over");
    const mine = snap.legal?.length > 0;
    const pend = obs.pending;
    if (!mine) {
      const who = (obs.active || [])[0];
      return who === undefined ? "" : T(snap.viewer === null ? "prompt.watch" : "prompt.wait", { name: seatName(who) });
    }
    if (pend?.kind === "pick") return T("prompt.pick", { board: boardName(pend.board) });
    if (pend?.kind === "shrink") return T("prompt.shrink", { board: boardName(pend.board), tile: tileName(pend.to || pend.tiles?.[0] || "") });
    if (sel) return T("prompt.confirm");
    const f = fams.get(fam);
    if (f) {
      if (f.tile) return T("prompt.square", { tile: tileName(f.tile), n: f.places.size });
      return T(`prompt.${f.verb}`, { n: f.places.size });
    }
    return obs.phase === "start" ? T("prompt.start", { n: obs.turn }) : T("prompt.actions");
  }

  // ---- players --------------------------------------------------------------------------
  function renderPlayers() {
    const n = obs.players || 0;
    const rows = [];
    for (let p = 0; p < n; p++) {
      const advs = (obs.adventurers?.[p] || []).map((a, i) => {
        const dots = "●".repeat(a.left) + "○".repeat(Math.max(0, (ref?.per_adventurer || 2) - a.left));
        return h("span", { class: "kh-adv", dataset: { pawn: String(i + 1), board: a.board, left: String(a.left) }, title: T("adv.long", { n: i + 1, board: boardName(a.board), left: a.left }) },
          h("span", { class: "kh-pawn", style: `--seat: var(--seat-${p % 8})`, "aria-hidden": "true", text: String(i + 1) }),
          h("span", { text: boardName(a.board) }),
          h("span", { class: "kh-adv-cap", role: "img", "aria-label": T("adv.left", { n: a.left }), text: dots }));
      });
      const turn = obs.current === p && !snap.over;
      rows.push(h("div", { class: `kh-player${turn ? " kh-turn" : ""}${p === snap.viewer ? " kh-me" : ""}`, dataset: { seat: String(p) }, style: `--seat: var(--seat-${p % 8})` },
        h("div", { class: "kh-player-head" }, cube(p), h("span", { class: "kh-player-name", text: seatName(p) }),
          p === snap.viewer && n > 1 ? h("span", { class: "kh-you", text: T("you") }) : null,
          turn ? h("span", { class: "kh-small kh-muted", text: T("their_turn") }) : null),
        h("div", { class: "kh-stats" },
          h("span", { class: "kh-ecus", dataset: { ecus: String(obs.ecus?.[p] ?? 0) } }, T("ecus"), " ", h("strong", { text: String(obs.ecus?.[p] ?? 0) })),
          h("span", { class: "kh-cubes" }, T("cubes"), " ", h("strong", { text: String(obs.cubes?.[p] ?? 0) })),
          h("span", { class: "kh-handsize" }, T("cards_in_hand"), " ", h("strong", { text: String(obs.hand_sizes?.[p] ?? 0) }))),
        h("div", { class: "kh-advs", role: "group", "aria-label": T("adventurers") }, advs)));
    }
    playersEl.replaceChildren(...rows);
  }

  // ---- boards ------------------------------------------------------------------------------
  function renderLayout() {
    view.classList.toggle("kh-equal", equal);
    layoutBtn.setAttribute("aria-pressed", equal ? "true" : "false");
    layoutBtn.textContent = equal ? T("layout.focus") : T("layout.equal");
    // the shown board and the preview in the first column, the two others in the second
    const want = [B[shown].el, previewBox];
    if (colA.children[0] !== want[0] || colA.children[1] !== want[1]) colA.replaceChildren(...want);
    const rest = BOARDS.filter((b) => b !== shown).map((b) => B[b].el);
    if (colB.children[0] !== rest[0] || colB.children[1] !== rest[1]) colB.replaceChildren(...rest);
    let small = 0;
    for (const board of BOARDS) {
      B[board].el.dataset.slot = board === shown ? "big" : `s${++small}`;
      B[board].el.classList.toggle("kh-shown", board === shown);
      B[board].tab.setAttribute("aria-selected", board === shown ? "true" : "false");
      B[board].tab.tabIndex = board === shown ? 0 : -1;
    }
  }

  function paintTerrain(board) {
    if (B[board].terrainDone || !ref?.map) return;
    for (const [k, el] of B[board].cells) {
      const [x, y] = k.split(",").map(Number);
      const t = terrainAt([x, y]);
      el.classList.add(`kh-t-${t}`);
      el.dataset.terrain = t;
    }
    B[board].terrainDone = true;
  }

  function lineage(board, b) {
    // the ids of the building's copies on later boards and its origins on earlier ones
    const ids = new Map(); // board -> Set(id)
    const i = BOARDS.indexOf(board);
    let cur = [b.id];
    for (let j = i + 1; j < 3; j++) {
      const next = (obs.boards?.[BOARDS[j]]?.buildings || []).filter((x) => cur.includes(x.from)).map((x) => x.id);
      ids.set(BOARDS[j], new Set(next));
      cur = next;
    }
    let from = b.from;
    for (let j = i - 1; j >= 0 && from !== null && from !== undefined; j--) {
      const o = buildingById(BOARDS[j], from);
      if (!o) break;
      ids.set(BOARDS[j], new Set([o.id]));
      from = o.from;
    }
    return ids;
  }

  /** squares named by the log since the previous turn began (what the last player and this one did): board -> Set("x,y") */
  function recentCells() {
    const log = obs.log || [];
    const turns = [];
    log.forEach((e, i) => { if (e.key === "khronos.turn") turns.push(i); });
    const from = turns.length >= 2 ? turns[turns.length - 2] : 0;
    const out = { might: new Set(), faith: new Set(), reason: new Set() };
    for (const e of log.slice(from)) {
      const a = e.args || {};
      const board = a.board || (e.key === "khronos.populate" || e.key.startsWith("khronos.renovat") ? "reason" : null);
      if (!board || !out[board] || !Array.isArray(a.cell)) continue;
      if (/\.(build|upgrade|ripple|downsize|populate|renovate|renovated)$/.test(e.key)) out[board].add(key(a.cell));
    }
    return out;
  }

  function renderBoard(board, recent) {
    paintTerrain(board);
    const bd = obs.boards?.[board] || { buildings: [], domains: [] };
    const b = B[board];
    for (const el of b.layer) el.remove();
    b.layer = [];
    b.bEls = new Map();
    const add = (el) => { b.grid.append(el); b.layer.push(el); return el; };
    const earning = new Set((bd.domains || []).map((d) => d.earning).filter((x) => x !== null && x !== undefined));
    for (const bl of bd.buildings || []) {
      const kindName = KIND[bl.kind] || "civil";
      const cls = ["kh-b", `kh-b-${kindName}`, `kh-b-${bl.status}`, `kh-b-tier-${bl.size || bl.tier}`];
      const label = `${buildingWord(board, bl)}, ${cellWord([bl.x, bl.y])}`;
      const kids = [];
      if (bl.status === "shadow") kids.push(h("span", { class: "kh-b-mark", "aria-hidden": "true", text: "↧" }));
      if (bl.status === "ruin") kids.push(h("span", { class: "kh-b-mark", "aria-hidden": "true", text: "✕" }));
      kids.push(h("span", { class: "kh-b-glyph", "aria-hidden": "true", text: GLYPH[bl.kind] || "?" }));
      kids.push(h("span", { class: "kh-b-val", "aria-hidden": "true", text: String(bl.value) }));
      if (bl.owner !== null && bl.owner !== undefined) kids.push(cube(bl.owner));
      if (bl.cubes?.length) kids.push(h("span", { class: "kh-b-pop" }, bl.cubes.map((s) => cube(s))));
      if (earning.has(bl.id)) kids.push(h("span", { class: "kh-earn-mark", title: T("legend.earning"), text: "◎" }));
      const fresh = recent?.[board]?.has(cellWord([bl.x, bl.y]));
      if (fresh) cls.push("kh-new");
      const el = add(h("div", {
        class: cls.join(" "), role: "img", "aria-label": fresh ? `${label} (${T("recent")})` : label, title: label,
        dataset: { id: String(bl.id), tile: bl.tile, status: bl.status, owner: bl.owner ?? "", from: bl.from ?? "", cell: cellWord([bl.x, bl.y]) },
        style: `--x:${bl.x};--y:${bl.y};--w:${bl.size};--h:${bl.size}`,
      }, kids));
      b.bEls.set(bl.id, el);
    }
    // a pending downsizing: the building that shrinks (shrink) or the tied ones (pick)
    const pend = obs.pending;
    if (pend && pend.board === board) {
      for (const id of [pend.building, ...(pend.options || [])]) b.bEls.get(id)?.classList.add("kh-pending-b");
    }
    // domains: outline squares whose neighbour lies outside the domain; a badge on domains of two or more buildings
    for (const d of bd.domains || []) {
      const set = new Set(d.cells.map(key));
      for (const c of d.cells) {
        const [x, y] = c;
        const edges = [];
        if (!set.has(`${x},${y - 1}`)) edges.push("kh-dn");
        if (!set.has(`${x},${y + 1}`)) edges.push("kh-ds");
        if (!set.has(`${x - 1},${y}`)) edges.push("kh-dw");
        if (!set.has(`${x + 1},${y}`)) edges.push("kh-de");
        if (edges.length) add(h("div", { class: `kh-dom ${edges.join(" ")}`, dataset: { domain: String(d.id) }, style: `--x:${x};--y:${y}` }));
      }
      if ((d.buildings || []).length >= 2) {
        const first = [...d.cells].sort((a, b2) => a[1] - b2[1] || a[0] - b2[0])[0];
        const bx = Math.min(first[0], W - 5);
        const label = T("domain.values", { m: d.military, r: d.religious, c: d.civil });
        add(h("div", { class: `kh-dom-badge${first[1] === 0 ? " kh-dom-badge-top" : ""}`, dataset: { domain: String(d.id), m: String(d.military), r: String(d.religious), c: String(d.civil) }, title: label, "aria-label": label, style: `--x:${bx};--y:${first[1]}` },
          h("span", { class: "kh-dv" }, `♜${d.military}`), h("span", { class: "kh-dv" }, `✚${d.religious}`), h("span", { class: "kh-dv" }, `⌂${d.civil}`)));
      }
    }
    // targets of the selected family
    const f = fams.get(fam);
    for (const [k, el] of b.cells) {
      const hot = !!f?.targets.has(`${board}|${k}`);
      el.classList.toggle("kh-target", hot);
    }
    // head: name, adventurers here, domain count
    const pawns = [];
    (obs.adventurers || []).forEach((list, p) => list.forEach((a, i) => {
      if (a.board === board) pawns.push(h("span", { class: "kh-pawn", style: `--seat: var(--seat-${p % 8})`, title: T("adv.long", { n: i + 1, board: boardName(board), left: a.left }), role: "img", "aria-label": T("adv.of", { name: seatName(p), n: i + 1, left: a.left }), text: String(i + 1) }));
    }));
    const nTargets = f ? [...f.places].filter((k) => k.startsWith(`${board}|`)).length : 0;
    put(b.head, 
      h("span", { class: "kh-board-name", text: boardName(board) }),
      h("span", { class: "kh-board-pawns", role: "group", "aria-label": T("adventurers") }, pawns),
      nTargets ? h("span", { class: "kh-small kh-pv-good", dataset: { targets: String(nTargets) }, text: T("board.targets", { n: nTargets }) }) : null);
    const acting = (obs.adventurers?.[snap.viewer] || []).some((a) => a.board === board) && snap.legal?.length > 0;
    b.el.classList.toggle("kh-acting", acting || !!(f && f.boards.has(board)));
    B[board].tab.textContent = boardName(board) + (nTargets ? ` · ${nTargets}` : "");
  }

  // ---- preview (from the rules' `preview` part) -------------------------------------------------
  function currentAction() {
    if (sel) return sel.list[Math.min(variant, sel.list.length - 1)] || null;
    if (hover) {
      const list = targetsAt(hover.board, hover.cell);
      if (list) return list[0];
    }
    return null;
  }

  function clearGhosts() {
    for (const board of BOARDS) {
      for (const el of B[board].ghosts) el.remove();
      B[board].ghosts = [];
      for (const el of B[board].bEls.values()) el.classList.remove("kh-dying", "kh-shrinking", "kh-linked");
    }
  }

  function ghost(board, cells, cls, text) {
    if (!cells?.length) return;
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    const el = h("div", { class: `kh-ghost ${cls}`, "aria-hidden": "true", style: `--x:${x};--y:${y};--w:${Math.max(...xs) - x + 1};--h:${Math.max(...ys) - y + 1}`, text: text || "" });
    B[board].grid.append(el);
    B[board].ghosts.push(el);
  }

  function drawGhosts(a) {
    clearGhosts();
    // ripple links of a pointed building (no action): its copies and origins
    if (!a) {
      if (hover) {
        const bl = buildingAt(hover.board, hover.cell);
        if (bl) {
          B[hover.board].bEls.get(bl.id)?.classList.add("kh-linked");
          for (const [board, ids] of lineage(hover.board, bl)) for (const id of ids) B[board].bEls.get(id)?.classList.add("kh-linked");
        }
      }
      return;
    }
    const pv = pvOf(a);
    const board = argOf(a, "board");
    if (!pv) {
      const cells = argOf(a, "cells") || footOf(a) || (topLeftAt(board, argOf(a, "cell"))?.cells) || [argOf(a, "cell")];
      ghost(board, cells, sel ? "kh-ghost-picked" : "", "");
      return;
    }
    if (pv.from?.id !== undefined && pv.from?.id !== null) B[board]?.bEls.get(pv.from.id)?.classList.add("kh-linked");
    for (const age of pv.ages || []) {
      const st = age.status;
      const primary = age.board === board;
      if (["placed", "shadow", "ruin", "civil"].includes(st)) {
        ghost(age.board, age.cells, primary ? (sel ? "kh-ghost-picked" : "") : "kh-ghost-copy", primary ? GLYPH[kindOf(argOf(a, "tile"))] || "" : st === "ruin" ? "✕" : "↧");
      } else if (st === "failed" || st === "no-stock") {
        ghost(age.board, age.cells, "kh-ghost-fail", "⊘");
      }
      for (const o of age.overlaps || []) B[age.board]?.bEls.get(o.id)?.classList.add("kh-dying");
      for (const d of age.downsized || []) B[age.board]?.bEls.get(d.id)?.classList.add("kh-shrinking");
    }
  }

  function previewSummary(a) {
    if (!a) return "";
    const pv = pvOf(a);
    const board = argOf(a, "board");
    const cell = argOf(a, "cell");
    const head = actionTitle(a);
    if (!pv) return `${head}, ${boardName(board)} ${cellWord(cell)}`;
    const later = (pv.ages || []).filter((g) => g.board !== board).map((g) => `${boardName(g.board)}: ${ageStatusWord(g)}`);
    return [head, T("pv.cost_short", { n: pv.cost }), ...later].join(". ");
  }

  function actionTitle(a) {
    const board = argOf(a, "board");
    const cell = argOf(a, "cell");
    const pv = pvOf(a);
    switch (a.verb) {
      case "build": return T("act.build", { tile: tileName(argOf(a, "tile")), board: boardName(board), cell: cellWord(cell) });
      case "upgrade": return T("act.upgrade", { from: tileName(pv?.from?.tile || upgradedAt(a)?.tile || ""), tile: tileName(argOf(a, "tile")), board: boardName(board), cell: cellWord(cell) });
      case "demolish": return T("act.demolish", { what: buildingWord(board, topLeftAt(board, cell)), board: boardName(board), cell: cellWord(cell) });
      case "populate": return T("act.populate", { what: buildingWord(board, topLeftAt(board, cell)), cell: cellWord(cell) });
      case "renovate": return T("act.renovate", { what: buildingWord(board, topLeftAt(board, cell)), cell: cellWord(cell) });
      case "pick": return T("act.pick", { what: buildingWord(board, topLeftAt(board, cell)), board: boardName(board), cell: cellWord(cell) });
      case "shrink": return T("act.shrink", { board: boardName(board), cell: cellWord(cell) });
      default: return a.text;
    }
  }

  /** the building an upgrade expands: the viewer's building under its squares (the preview names it too) */
  function upgradedAt(a) {
    const board = argOf(a, "board");
    for (const c of footOf(a) || []) {
      const b = buildingAt(board, c);
      if (b) return b;
    }
    return null;
  }

  function ageStatusWord(g) {
    const st = g.status || "none";
    if (st === "failed") return T("pv.failed", { reason: T(`pv.reason.${g.reason || "rules"}`) });
    return T(`pv.status.${st}`, { cell: g.cells?.length ? cellWord(g.cells[0]) : "" });
  }

  let previewSig = null;
  function renderPreview(force = false) {
    const a = currentAction();
    drawGhosts(a);
    const sig = `${a?.text || ""}|${sel ? `sel${variant}` : ""}|${fam}|${pending}|${snap?.busy}`;
    if (!force && sig === previewSig) return;
    previewSig = sig;
    const title = h("h3", { class: "kh-h", id: "kh-preview-title", text: T("pv.title") });
    if (!a) {
      previewBox.dataset.state = "none";
      put(previewBox, title, h("p", { class: "kh-hint", text: fam ? T("pv.point") : T("pv.none") }));
      return;
    }
    previewBox.dataset.state = sel ? "selected" : "hover";
    previewBox.dataset.action = a.text;
    const pv = pvOf(a);
    const board = argOf(a, "board");
    const items = [];
    previewBox.dataset.loading = pv === undefined ? "true" : "false";
    if (pv === undefined) {
      // asked of the rules: the squares now, the cost and the ripple when the answer comes
      items.push(h("li", { id: "kh-pv-cells", text: T("pv.cells", { cells: (footOf(a) || []).map(cellWord).join(" ") }) }));
      items.push(h("li", { class: "kh-hint kh-pv-wait", text: T("pv.asking") }));
    } else if (pv) {
      const sur = pv.surcharge ? T("pv.surcharge", { n: pv.surcharge, terrain: T(`terrain.${pv.terrain}`) }) : T("pv.no_surcharge");
      items.push(h("li", { class: "kh-pv-cost", id: "kh-pv-cost", dataset: { cost: String(pv.cost), surcharge: String(pv.surcharge || 0) } },
        T("pv.cost", { n: pv.cost, base: pv.base }), " ", cardsChips(pv.cards), " — ", sur));
      if (pv.bonus) items.push(h("li", { class: "kh-pv-good", text: T("pv.bonus", { n: pv.bonus }) }));
      items.push(h("li", { id: "kh-pv-cells", text: T("pv.cells", { cells: (pv.cells || []).map(cellWord).join(" ") }) }));
      if (pv.from) items.push(h("li", { text: T("pv.from", { tile: tileName(pv.from.tile), cells: (pv.from.cells || []).map(cellWord).join(" ") }) }));
      for (const g of pv.ages || []) {
        const here = g.board === board;
        const parts = [h("strong", { text: `${boardName(g.board)}: ` }), here ? T("pv.here") : ageStatusWord(g)];
        const bad = ["failed", "no-stock"].includes(g.status);
        const sub = [];
        for (const o of g.overlaps || []) sub.push(h("li", { class: "kh-pv-bad", text: T("pv.destroys", { what: tileName(o.tile), who: o.owner === null || o.owner === undefined ? T("nobody") : seatName(o.owner), cell: cellWord(o.cells?.[0] || [0, 0]) }) }));
        if (g.junction) sub.push(h("li", { text: T("pv.junction", { n: g.merged_domains || 2 }) }));
        for (const d of g.downsized || []) sub.push(h("li", { class: "kh-pv-bad", text: T(d.to ? "pv.downsize" : "pv.downsize_gone", { what: tileName(d.tile), to: d.to ? tileName(d.to) : "", who: d.owner === null || d.owner === undefined ? T("nobody") : seatName(d.owner) }) + (d.choice === "owner" ? ` ${T("pv.owner_chooses")}` : "") }));
        if (g.pending) sub.push(h("li", { class: "kh-pv-bad", text: T(`pv.pending_${g.pending.kind}`, { name: seatName(g.pending.player) }) }));
        items.push(h("li", { class: bad ? "kh-pv-bad" : "", dataset: { age: g.board, status: g.status || "" } }, parts, sub.length ? h("ul", { class: "kh-pv-list" }, sub) : null));
      }
    } else {
      // no preview for these: the building's own public facts and the price printed in the reference
      const bl = topLeftAt(board, argOf(a, "cell"));
      const rt = ref?.tiles?.find((r) => r.tile === bl?.tile);
      if (a.verb === "demolish") items.push(h("li", { text: T("pv.demolish", { n: ref?.demolish_cost ?? 1, kind: T(`kind.${bl?.kind || "M"}`) }) }));
      if (a.verb === "renovate" && rt?.renovation) items.push(h("li", { text: T("pv.renovate", { paid: bl?.paid || 0, cost: rt.renovation, kind: T(`kind.${bl?.kind || "M"}`) }) }));
      if (a.verb === "populate") items.push(h("li", { text: T("pv.populate", { n: bl?.cubes?.length || 0 }) }));
      if (bl?.cubes?.length) items.push(h("li", {}, T("pv.cubes_on"), " ", bl.cubes.map((c) => cube(c))));
      if (a.verb === "shrink" || a.verb === "pick") items.push(h("li", { text: T("pv.cells", { cells: (argOf(a, "cells") || bl?.cells || []).map(cellWord).join(" ") }) }));
    }
    put(previewBox, title, h("p", { class: "kh-hint", text: actionTitle(a) }), h("ul", { class: "kh-pv-list", id: "kh-pv-list" }, items), confirmParts());
  }

  /** the selected target: the choice of surcharge cards and the confirm button */
  function confirmParts() {
    if (!sel) return null;
    const a = sel.list[Math.min(variant, sel.list.length - 1)];
    const parts = [];
    if (sel.list.length > 1) {
      parts.push(h("p", { class: "kh-fam-title", text: T("pay.title") }), h("div", { class: "kh-opts", id: "kh-pay", role: "radiogroup", "aria-label": T("pay.title") }, sel.list.map((v, i) => {
        const sur = argOf(v, "surcharge") || [];
        return h("button", { type: "button", class: "button kh-pay", role: "radio", "aria-checked": i === variant ? "true" : "false", dataset: { text: v.text },
          onclick: () => { variant = i; renderAll(); previewBox.querySelector(`[data-text="${CSS.escape(v.text)}"]`)?.focus({ preventScroll: true }); } }, T("pay.with", { cards: cardsLong(sur) }), " ", cardsChips(sur));
      })));
    }
    parts.push(h("div", { class: "kh-confirm-row" },
      h("button", { type: "button", class: "button button-primary", id: "kh-confirm", dataset: { text: a.text }, disabled: pending || snap.busy, onclick: () => play(a.text) }, T(`confirm.${a.verb}`)),
      h("button", { type: "button", class: "button button-quiet", id: "kh-back", onclick: back }, T("back"))));
    return parts;
  }

  // ---- the inspector line (pointed square) -------------------------------------------
  function renderInspect() {
    if (!hover) { inspectEl.textContent = T("inspect.none"); return; }
    const { board, cell } = hover;
    const bits = [`${boardName(board)} ${cellWord(cell)}`, terrainWord(cell)];
    const bl = buildingAt(board, cell);
    if (bl) {
      bits.push(buildingWord(board, bl));
      const d = obs.boards?.[board]?.domains?.find((x) => x.id === bl.domain);
      if (d) bits.push(T("domain.values", { m: d.military, r: d.religious, c: d.civil }));
      if (d?.lords?.length) bits.push(T("domain.lords", { names: d.lords.map(seatName).join(", "), n: d.income ?? 0 }));
    }
    inspectEl.textContent = bits.join(" · ");
  }

  // ---- hand, hold'em and actions ----------------------------------------------------------
  function handMatch(verb) {
    const hand = obs.hand || [];
    const want = handSel.map((i) => hand[i]).filter(Boolean).sort(order).join("");
    return actions.find((a) => a.verb === verb && [...(argOf(a, "cards") || [])].sort(order).join("") === want) || null;
  }
  const order = (a, b) => "MRC".indexOf(a) - "MRC".indexOf(b);

  function renderHand() {
    const hand = obs.hand;
    const parts = [h("h3", { class: "kh-h", id: "kh-hand-title", text: T("hand.title") })];
    if (!Array.isArray(hand)) {
      parts.push(h("p", { class: "kh-hint", text: T("hand.spectator") }));
      put(handBox, ...parts);
      return;
    }
    const choosable = actions.some((a) => a.verb === "exchange" || a.verb === "refill");
    handSel = handSel.filter((i) => i < hand.length);
    const cardsEl = h("div", { class: "kh-hand", id: "kh-hand", role: "group", "aria-label": T("hand.title") }, hand.map((k, i) => {
      const on = handSel.includes(i);
      return h("button", {
        type: "button", class: `kh-card kh-k-${KIND[k]}${on ? " kh-sel" : ""}`, dataset: { card: k, index: String(i) }, "aria-pressed": on ? "true" : "false",
        title: T(`kind.${k}`), disabled: !choosable || pending || snap.busy,
        onclick: () => { handSel = on ? handSel.filter((j) => j !== i) : [...handSel, i]; renderAll(); },
      }, face(T(`kind.${k}`), h("span", { text: GLYPH[k] }), h("small", { text: T(`kind_short.${k}`) })));
    }));
    const bar = [];
    const ex = actions.some((a) => a.verb === "exchange");
    if (ex) {
      const m = handMatch("exchange");
      bar.push(h("button", { type: "button", class: "button", id: "kh-exchange", disabled: !m || pending || snap.busy, onclick: () => m && play(m.text) }, T("hand.exchange", { n: handSel.length })));
    }
    const rf = actions.some((a) => a.verb === "refill");
    if (rf) {
      const m = handMatch("refill");
      bar.push(h("button", { type: "button", class: "button button-primary", id: "kh-refill", disabled: !m || pending || snap.busy, onclick: () => m && play(m.text) }, handSel.length ? T("hand.refill_discard", { n: handSel.length }) : T("hand.refill")));
    }
    parts.push(h("div", { class: "kh-hand-row" }, cardsEl, bar.length ? h("div", { class: "kh-hand-btns" }, bar) : null));
    if (choosable) parts.push(h("p", { class: "kh-hint", text: T("hand.select") }));
    // Hold'em: the face-up row and the swaps
    if (Array.isArray(obs.row)) {
      const slots = ["M", "R", "C"].map((k, i) => obs.row[i]
        ? h("span", { class: `kh-card kh-k-${KIND[k]}`, dataset: { row: k }, role: "img", "aria-label": T("holdem.slot", { kind: T(`kind.${k}`) }) }, h("span", { "aria-hidden": "true", text: GLYPH[k] }), h("small", { "aria-hidden": "true", text: T(`kind_short.${k}`) }))
        : h("span", { class: "kh-card kh-card-back", dataset: { row: "" }, role: "img", "aria-label": T("holdem.empty") }));
      const swaps = actions.filter((a) => a.verb === "swap");
      parts.push(h("h3", { class: "kh-h", text: T("holdem.title") }), h("div", { class: "kh-hand-row" }, h("div", { class: "kh-holdem", id: "kh-holdem" }, slots),
        swaps.length ? h("div", { class: "kh-opts kh-hand-btns", id: "kh-swaps" }, swaps.map((a) => h("button", {
          type: "button", class: "button kh-swap", dataset: { text: a.text }, disabled: pending || snap.busy, onclick: () => play(a.text),
        }, T("holdem.swap", { give: T(`kind.${argOf(a, "give")}`), take: T(`kind.${argOf(a, "take")}`) })))) : null));
      if (swaps.length) parts.push(h("p", { class: "kh-hint", text: T("holdem.left", { n: Math.max(0, 4 - (obs.swaps || 0)) }) }));
    }
    put(handBox, ...parts);
  }

  function renderActions() {
    const parts = [h("h3", { class: "kh-h", id: "kh-actions-title", text: T("actions.title") })];
    if (!snap.legal?.length) {
      parts.push(h("p", { class: "kh-hint", text: snap.over ? T("prompt.over") : T("actions.wait") }));
      put(actBox, ...parts);
      return;
    }
    // tiles, by kind, and the other card actions
    const tileFams = [...fams.values()].filter((f) => f.tile);
    const kindGroups = ["M", "R", "C"].map((k) => {
      const list = tileFams.filter((f) => (kindOf(f.tile) || argOf(f.list[0], "preview")?.cards?.[0]) === k);
      if (!list.length) return null;
      return h("div", { class: "kh-fams", role: "group", "aria-label": T(`kind.${k}`) }, list.map((f) => famButton(f)));
    }).filter(Boolean);
    const others = ["demolish", "populate", "renovate", "pick", "shrink"].filter((v) => fams.has(v)).map((v) => famButton(fams.get(v)));
    if (kindGroups.length || others.length) parts.push(h("div", { class: "kh-fam-kinds", id: "kh-tiles" }, kindGroups, others.length ? h("div", { class: "kh-fams", id: "kh-others" }, others) : null));
    const travels = actions.filter((a) => a.verb === "travel");
    if (travels.length) {
      parts.push(h("div", { class: "kh-travelrow" }, h("span", { class: "kh-fam-title", text: T("travel.title") }),
        h("div", { class: "kh-opts", id: "kh-travel" }, travels.map((a) => h("button", {
          type: "button", class: "button kh-travel", dataset: { text: a.text, pawn: String(argOf(a, "pawn")), board: argOf(a, "board") }, disabled: pending || snap.busy, onclick: () => play(a.text),
        }, T("travel.go", { n: argOf(a, "pawn"), from: boardName(obs.adventurers?.[snap.viewer]?.[argOf(a, "pawn") - 1]?.board || ""), board: boardName(argOf(a, "board")) }))))));
    }
    if (fam && !sel && !["pick", "shrink"].includes(fam)) {
      parts.push(h("div", { class: "kh-confirm-row" }, h("span", { class: "kh-hint", text: T("hint.point") }), h("button", { type: "button", class: "button button-quiet", id: "kh-back", onclick: back }, T("back"))));
    }
    put(actBox, ...parts);
  }

  function famButton(f) {
    const label = f.tile ? tileName(f.tile) : T(`fam.${f.verb}`);
    const size = f.tile ? sizeOf(f.list[0]) : 0;
    const k = f.tile ? kindOf(f.tile) || argOf(f.list[0], "preview")?.cards?.[0] : null;
    return h("button", { type: "button", class: "button kh-fam", dataset: { family: f.key }, "aria-pressed": fam === f.key ? "true" : "false", disabled: pending || snap.busy, onclick: () => chooseFamily(f.key) },
      k ? kindChip(k) : null, label, size ? h("span", { class: "kh-small", text: ` ${size}×${size}` }) : null, h("span", { class: "kh-small kh-muted", text: ` (${f.places.size})` }));
  }

  // ---- the end ------------------------------------------------------------------------------
  function renderFinal() {
    const res = obs.result;
    if (!snap.over || !res) { finalEl.hidden = true; return; }
    finalEl.hidden = false;
    const n = obs.players;
    const winners = new Set(res.winners || []);
    const seats = [...Array(n).keys()].sort((a, b) => (res.ecus[b] - res.ecus[a]) || ((res.cubes_on_boards?.[b] ?? 0) - (res.cubes_on_boards?.[a] ?? 0)));
    const rows = seats.map((p) => h("tr", { class: winners.has(p) ? "kh-winner" : "", dataset: { seat: String(p) } },
      h("th", { scope: "row" }, cube(p), " ", winners.has(p) ? "★ " : "", seatName(p)),
      h("td", { class: "num", dataset: { ecus: String(res.ecus[p]) }, text: String(res.ecus[p]) }),
      ...BOARDS.map((b) => h("td", { class: "num", text: String(res.by_board?.[p]?.[b] ?? 0) })),
      h("td", { class: "num", text: String(res.cubes_on_boards?.[p] ?? 0) })));
    const summary = h("table", { id: "kh-final-table" },
      h("thead", {},
        h("tr", {}, h("th", { scope: "col", rowspan: "2", text: T("final.player") }), h("th", { scope: "col", rowspan: "2", class: "num", text: T("ecus") }),
          h("th", { scope: "colgroup", colspan: "3", class: "kh-center", text: T("final.earned") }), h("th", { scope: "col", rowspan: "2", class: "num", text: T("final.cubes") })),
        h("tr", {}, ...BOARDS.map((b) => h("th", { scope: "col", class: "num", text: T(`board_short.${b}`) })))),
      h("tbody", {}, rows));
    const earn = (obs.earnings || []).map((e) => {
      const b = buildingById(e.board, e.building);
      const where = b ? `${tileName(b.tile)} ${cellWord([b.x, b.y])}` : T("final.domain_n", { n: e.domain });
      return h("tr", { dataset: { seat: String(e.seat), board: e.board } },
        h("td", {}, cube(e.seat), " ", seatName(e.seat)), h("td", { class: "num", text: String(e.turn) }), h("td", { text: T(`board_short.${e.board}`) }),
        h("td", { text: where }), h("td", { class: "num", text: `+${e.amount}` }));
    });
    const detail = earn.length
      ? h("div", { class: "kh-scroll" }, h("table", { id: "kh-final-earnings" },
        h("caption", { class: "kh-small kh-muted", text: T("final.by_domain") }),
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("final.player") }), h("th", { scope: "col", class: "num", text: T("turn") }), h("th", { scope: "col", text: T("final.board") }), h("th", { scope: "col", text: T("final.domain") }), h("th", { scope: "col", class: "num", text: T("ecus") }))),
        h("tbody", {}, earn)))
      : h("p", { class: "kh-hint", text: T("final.no_earnings") });
    const names = [...winners].map(seatName).join(", ");
    put(finalEl, h("h3", { class: "kh-h", id: "kh-final-title", text: T("final.title") }),
      h("p", { id: "kh-verdict", class: "kh-winner", text: T(winners.size > 1 ? "final.shared" : "final.won", { names }) }),
      h("div", { class: "kh-scroll" }, summary), detail);
  }

  // ---- help ---------------------------------------------------------------------------------
  async function helpBody() {
    if (!ref) {
      try { ref = await ctx.reference(); } catch { ref = null; }
    }
    const sec = (title, ...content) => h("section", {}, h("h3", { text: T(title) }), ...content);
    const p = (k) => h("p", { text: T(k) });
    const tiles = (ref?.tiles || []).map((t) => h("tr", { dataset: { tile: t.tile } },
      h("th", { scope: "row" }, kindChip(t.kind), " ", tileName(t.tile)), h("td", { class: "num", text: String(t.value) }), h("td", { text: `${t.size}×${t.size}` }),
      h("td", { class: "num", text: String(t.count) }), h("td", { text: t.ripples ? T("help.yes") : T("help.no") })));
    const sur = ref?.surcharge ? Object.entries(ref.surcharge).map(([n, s]) => h("tr", {}, h("th", { scope: "row", text: T("help.n_players", { n }) }), h("td", { class: "num", text: `+${s.forest}` }), h("td", { class: "num", text: `+${s.mountain}` }))) : [];
    return h("div", { class: "kh-help-body" },
      sec("help.goal_title", p("help.goal")),
      sec("help.ages_title", p("help.ages"), p("help.standin")),
      sec("help.tiles_title", p("help.tiles"), tiles.length ? h("div", { class: "kh-scroll" }, h("table", { id: "kh-help-tiles" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("help.col_tile") }), h("th", { scope: "col", text: T("help.col_value") }), h("th", { scope: "col", text: T("help.col_size") }), h("th", { scope: "col", text: T("help.col_count") }), h("th", { scope: "col", text: T("help.col_ripples") }))),
        h("tbody", {}, tiles))) : null),
      sec("help.turn_title", p("help.turn")),
      sec("help.actions_title", p("help.actions")),
      sec("help.terrain_title", p("help.terrain"), sur.length ? h("table", { id: "kh-help-surcharge" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: T("help.col_players") }), h("th", { scope: "col", text: T("terrain.forest") }), h("th", { scope: "col", text: T("terrain.mountain") }))),
        h("tbody", {}, sur)) : null),
      sec("help.domains_title", p("help.domains")),
      sec("help.ripple_title", p("help.ripple")),
      sec("help.junction_title", p("help.junction")),
      sec("help.earnings_title", p("help.earnings")),
      sec("help.reading_title", p("help.reading")),
      sec("help.play_title", p("help.play"), p("help.keys")));
  }

  // ---- render ---------------------------------------------------------------------------------
  function renderAll() {
    if (!snap || !obs) return;
    const focusSel = focusKey();
    renderTrack();
    const pt = promptText();
    promptEl.textContent = pt;
    promptEl.classList.toggle("kh-go", snap.legal?.length > 0 && !snap.over);
    renderPlayers();
    renderLayout();
    const recent = recentCells();
    for (const board of BOARDS) renderBoard(board, recent);
    renderActions();
    renderHand();
    renderFinal();
    renderInspect();
    renderPreview(true);
    // a spectator (an embed before "Play on") has no hand, no actions and nothing to preview
    for (const box of [handBox, actBox, previewBox]) box.hidden = snap.viewer === null;
    restoreFocus(focusSel);
    markCursor();
    if (pt && pt !== lastPrompt && snap.legal?.length) live.say(pt);
    lastPrompt = pt;
  }

  function focusKey() {
    const a = document.activeElement;
    if (!a || !(actBox.contains(a) || handBox.contains(a) || previewBox.contains(a))) return null;
    if (a.id) return `#${CSS.escape(a.id)}`;
    for (const k of ["family", "text", "index"]) if (a.dataset?.[k] !== undefined) return `[data-${k}="${CSS.escape(a.dataset[k])}"]`;
    return null;
  }
  function restoreFocus(s) {
    if (!s) return;
    const el = view.querySelector(`${s}:not([disabled])`) || actBox.querySelector("button:not([disabled])");
    el?.focus({ preventScroll: true });
  }

  function render(snapshot) {
    if (destroyed || !snapshot) return;
    snap = snapshot;
    obs = snapshot.observation || null;
    if (!obs || !obs.boards) return;
    if (obs !== pvObs) {
      // another position (or the same one asked again): previews are asked again when pointed at
      pvObs = obs;
      pvCache = new Map();
      pvAsked.clear();
      pvAnnounce = null;
    }
    actions = snapshot.actions || [];
    legalSet = new Set(snapshot.legal || []);
    if (snapshot.viewer !== lastViewer) {
      // a hot-seat hand-over: nothing of the previous player's choices stays
      lastViewer = snapshot.viewer;
      fam = null; sel = null; variant = 0; handSel = []; hover = null;
      live.clear();
      lastPrompt = "";
      const mine = obs.adventurers?.[snapshot.viewer];
      if (mine?.length) shown = mine[0].board;
    }
    const sig = `${snapshot.viewer}|${(snapshot.legal || []).length}|${snapshot.legal?.[0] || ""}|${snapshot.legal?.[snapshot.legal.length - 1] || ""}|${obs.turn_number}|${obs.phase}`;
    if (sig !== legalSig) {
      legalSig = sig;
      // the legal list changed: a selection that no longer exists is dropped
      if (sel && !sel.list.every((a) => legalSet.has(a.text))) { sel = null; variant = 0; }
      if (!actions.some((a) => a.verb === "exchange" || a.verb === "refill")) handSel = [];
    }
    buildFamilies();
    if (sel) {
      const list = fams.get(fam)?.targets.get(bkey(sel.board, sel.hot));
      if (list) sel.list = list; else { sel = null; variant = 0; }
    }
    view.dataset.phase = obs.phase || "";
    view.classList.toggle("kh-my-turn", (snapshot.legal || []).length > 0 && !snapshot.over);
    renderAll();
  }

  function destroy() {
    destroyed = true;
    keys.remove();
    help.destroy();
    live.destroy();
    style.remove();
    root.replaceChildren();
  }

  return { render, destroy };
}
