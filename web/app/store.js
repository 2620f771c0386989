// Saved games in localStorage, namespaced `tabletop:<game>:<slot>`; the value
// is exactly the save file (the engine's save JSON). A side index
// (`tabletop.index`) remembers when each save was last written. Quota and
// private-mode failures are reported through onProblem, never thrown.

const KEY_RE = /^tabletop:([a-z0-9_]+):([A-Za-z0-9_-]+)$/;
const INDEX_KEY = "tabletop.index";
const PREFS_KEY = "tabletop.prefs";
const ASIDE_PREFIX = "tabletop-damaged:";

/** @type {(error: unknown) => void} */
let problemHandler = () => {};

/** fn(error) is called when storage is full or unavailable. @param {(error: unknown) => void} fn */
export function onProblem(fn) {
  problemHandler = fn;
}

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** @param {unknown} error */
function report(error) {
  try {
    problemHandler(error);
  } catch {
    /* a broken handler must not break saving */
  }
}

/** @param {string} key @param {string} value */
function safeSet(key, value) {
  const ls = storage();
  if (!ls) {
    report(new Error("localStorage is unavailable"));
    return false;
  }
  try {
    ls.setItem(key, value);
    return true;
  } catch (e) {
    report(e);
    return false;
  }
}

/** @param {string} key @returns {string | null} */
function safeGet(key) {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** @param {string} key */
function safeRemove(key) {
  try {
    storage()?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** @param {string} game @param {string} slot */
export const saveKey = (game, slot) => `tabletop:${game}:${slot}`;

/** `tabletop:<game>:<slot>` -> {game, slot}, or null for any other key. @param {string} key */
export function parseKey(key) {
  const m = KEY_RE.exec(key);
  return m ? { game: m[1], slot: m[2] } : null;
}

export function newSlot() {
  const r = new Uint32Array(1);
  crypto.getRandomValues(r);
  return `g${Date.now().toString(36)}${(r[0] % 1296).toString(36).padStart(2, "0")}`;
}

function readIndex() {
  try {
    const data = JSON.parse(safeGet(INDEX_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

/** Every saved game, newest first: {key, game, slot, text, data|null, updated, moves, over, result, damaged}.
 * `result` is null, or how a finished game ended ({winners: [seat], scores, cooperative, rivals?}, from summary()).
 * `damaged` is null, or why the save could not be opened ({kind, key, args, message}, from markDamaged). */
export function listSaves() {
  const ls = storage();
  if (!ls) return [];
  const index = readIndex();
  const out = [];
  let keys;
  try {
    keys = Object.keys(ls);
  } catch {
    return [];
  }
  for (const key of keys) {
    const parsed = parseKey(key);
    if (!parsed) continue;
    const text = safeGet(key);
    let data;
    try {
      data = JSON.parse(/** @type {string} */ (text));
      if (!data || typeof data !== "object" || data.game !== parsed.game) data = null;
    } catch {
      data = null;
    }
    const info = index[key] || {};
    out.push({
      key,
      ...parsed,
      text,
      data,
      updated: Number(info.updated) || 0,
      moves: data && Array.isArray(data.actions) ? data.actions.length : 0,
      over: !!info.over,
      result: info.result && typeof info.result === "object" ? info.result : null,
      damaged: info.damaged && typeof info.damaged === "object" ? info.damaged : null,
    });
  }
  out.sort((a, b) => b.updated - a.updated || (a.key < b.key ? -1 : 1));
  return out;
}

/** @param {string} game @param {string} slot */
export function read(game, slot) {
  return safeGet(saveKey(game, slot));
}

/** What the index keeps of an engine status ({over, outcome}): {over, result}, for write(). @param {any} status */
export function summary(status) {
  const outcome = status?.over ? status.outcome : null;
  const result = outcome
    ? {
        winners: outcome.winners || [],
        scores: outcome.scores || [],
        cooperative: !!outcome.detail?.cooperative,
        // sides no seat plays (a solo game's robot): their win is the result too (outcome.js)
        ...(Array.isArray(outcome.rivals) && outcome.rivals.length ? { rivals: outcome.rivals } : {}),
      }
    : null;
  return { over: !!status?.over, result };
}

/** Store a save; returns false (and reports) when storage refused it.
 * `over`, `result`: whether the game is finished and how it ended (summary(status)).
 * @param {string} game @param {string} slot @param {string} text @param {{over?: boolean, result?: object | null}} [options] */
export function write(game, slot, text, { over = false, result = null } = {}) {
  const key = saveKey(game, slot);
  const ok = safeSet(key, text);
  if (ok) {
    const index = readIndex();
    index[key] = result ? { updated: Date.now(), over, result } : { updated: Date.now(), over };
    for (const k of Object.keys(index)) if (safeGet(k) === null) delete index[k];
    safeSet(INDEX_KEY, JSON.stringify(index));
  }
  return ok;
}

/** JSON with its object keys sorted: two saves that differ only in key order are the same. @param {string} text */
function canonical(text) {
  /** @type {(v: any) => any} */
  const sort = (v) =>
    Array.isArray(v) ? v.map(sort) : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort(v[k])])) : v;
  try {
    return JSON.stringify(sort(JSON.parse(text)));
  } catch {
    return null;
  }
}

/** The stored save of `game` that is exactly the save `text` (an import of a game already here), or null.
 * @param {string} game @param {string} text */
export function findSame(game, text) {
  const wanted = canonical(text);
  if (wanted === null) return null;
  return listSaves().find((s) => s.game === game && !s.damaged && (s.text === text || (s.text !== null && canonical(s.text) === wanted))) || null;
}

/** where the last snapshot shown of a saved game is kept (not a save: listSaves skips it) */
const SHOWN_PREFIX = "tabletop-shown:";
/** the largest snapshot kept (characters of JSON): a bigger one is not worth the space */
const MAX_SHOWN_CHARS = 256 * 1024;

/**
 * Keep the last snapshot shown of a saved game, with its seats ({seats, snapshot}), for the
 * first paint of its next opening. Best effort: a refusal is not reported (the save matters,
 * this does not), and an old one that cannot be replaced goes.
 * @param {string} game @param {string} slot @param {{seats: unknown[], snapshot: unknown}} shown
 */
export function writeShown(game, slot, shown) {
  const key = `${SHOWN_PREFIX}${game}:${slot}`;
  try {
    const text = JSON.stringify(shown);
    if (text.length > MAX_SHOWN_CHARS) throw new Error("too big");
    storage()?.setItem(key, text);
  } catch {
    safeRemove(key);
  }
}

/** The last snapshot shown of a saved game ({seats, snapshot}, unchecked), or null. @param {string} game @param {string} slot */
export function readShown(game, slot) {
  try {
    const data = JSON.parse(safeGet(`${SHOWN_PREFIX}${game}:${slot}`) ?? "null");
    return data && typeof data === "object" ? data : null;
  } catch {
    return null;
  }
}

/** @param {string} game @param {string} slot */
export function remove(game, slot) {
  const key = saveKey(game, slot);
  safeRemove(key);
  safeRemove(`${SHOWN_PREFIX}${game}:${slot}`);
  const index = readIndex();
  if (key in index) {
    delete index[key];
    safeSet(INDEX_KEY, JSON.stringify(index));
  }
}

/** Remember how a finished game ended (a save stored before the index kept it), its time unchanged.
 * @param {string} game @param {string} slot @param {object} result */
export function setResult(game, slot, result) {
  const key = saveKey(game, slot);
  const index = readIndex();
  if (safeGet(key) === null || !index[key]) return;
  index[key] = { ...index[key], result };
  safeSet(INDEX_KEY, JSON.stringify(index));
}

/** Remember why a save could not be opened (the lobby shows it); the save itself stays as it is. @param {string} game @param {string} slot @param {object} reason */
export function markDamaged(game, slot, reason) {
  const key = saveKey(game, slot);
  if (safeGet(key) === null) return;
  const index = readIndex();
  index[key] = { ...(index[key] || {}), damaged: reason };
  safeSet(INDEX_KEY, JSON.stringify(index));
}

/** Move a damaged save out of the list (kept under tabletop-damaged:…, not deleted). @param {string} game @param {string} slot */
export function keepAside(game, slot) {
  const key = saveKey(game, slot);
  const text = safeGet(key);
  if (text === null) return;
  // only drop it from the list once the copy is safely stored
  if (safeSet(`${ASIDE_PREFIX}${game}:${slot}`, text)) remove(game, slot);
}

export function getPrefs() {
  try {
    const data = JSON.parse(safeGet(PREFS_KEY) || "{}");
    return data && typeof data === "object" ? data : {};
  } catch {
    return {};
  }
}

/** @param {object} patch */
export function setPrefs(patch) {
  const prefs = { ...getPrefs(), ...patch };
  safeSet(PREFS_KEY, JSON.stringify(prefs));
}

// ---------------------------------------------------------------------------
// bot pace: one setting for every game (`tabletop.pace`)

const PACE_KEY = "tabletop.pace";
/** Milliseconds between two visible bot moves, per setting. */
export const PACES = { slow: 1400, normal: 600, fast: 200, instant: 0 };
export const DEFAULT_PACE = "normal";

/** The bot pace setting: "slow" | "normal" | "fast" | "instant". @returns {keyof typeof PACES} */
export function getPace() {
  const name = safeGet(PACE_KEY);
  return /** @type {keyof typeof PACES} */ (name !== null && Object.prototype.hasOwnProperty.call(PACES, name) ? name : DEFAULT_PACE);
}

/** @param {string} name */
export function setPace(name) {
  if (!Object.prototype.hasOwnProperty.call(PACES, name)) return;
  safeSet(PACE_KEY, name);
}

/** Milliseconds per bot step of the current setting. */
export function paceMs() {
  return PACES[getPace()];
}
