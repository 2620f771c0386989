// Laser Reflection: when each timed task was shown to its seat, kept in localStorage
// (by save slot and task), so a seat's clock survives a reload, a new tab and a resumed
// save, and counts the time the game was closed (web/app/README.md, "Timed actions").
// The rules never read a clock: only the view measures time.

/** localStorage key of the clock origins (not `tabletop:<game>:<slot>`: that is a save). */
export const CLOCKS_KEY = "tabletop.laserreflection.clocks";
/** Origins older than this, or beyond the newest CLOCKS_MAX, are dropped. */
const CLOCKS_TTL_MS = 14 * 24 * 3600 * 1000;
const CLOCKS_MAX = 200;
/** Origins of tasks with no save slot (embeds, a link before its first move): this page only. */
const MEMORY_CLOCKS = new Map();

function readClocks() {
  try {
    const data = JSON.parse(window.localStorage.getItem(CLOCKS_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

/** The wall-clock time (ms since 1970) a task was shown, or null. @param {string} key @returns {number | null} */
export function clockOrigin(key) {
  if (key.startsWith("-|")) return MEMORY_CLOCKS.get(key) ?? null;
  const entry = readClocks()[key];
  return entry && Number.isFinite(entry.origin) ? entry.origin : null;
}

/** Keep the wall-clock time a task was shown; entries not seen for CLOCKS_TTL_MS are dropped. @param {string} key @param {number} origin */
export function storeClockOrigin(key, origin) {
  if (key.startsWith("-|")) {
    MEMORY_CLOCKS.set(key, origin);
    return;
  }
  const now = Date.now();
  const clocks = readClocks();
  clocks[key] = { origin, seen: now };
  const keep = Object.entries(clocks)
    .filter(([, v]) => v && Number.isFinite(v.seen) && now - v.seen < CLOCKS_TTL_MS)
    .sort((a, z) => z[1].seen - a[1].seen)
    .slice(0, CLOCKS_MAX);
  try {
    window.localStorage.setItem(CLOCKS_KEY, JSON.stringify(Object.fromEntries(keep)));
  } catch {
    MEMORY_CLOCKS.set(key, origin); // storage full or off: this page still keeps time
  }
}

/** The save slot of the game on screen (`#/<game>/@<slot>`), or null (a link, an embed). */
export function saveSlot() {
  const hash = location.hash || "";
  const at = hash.lastIndexOf("/@");
  if (at < 0) return null;
  const slot = hash.slice(at + 2);
  return /^[A-Za-z0-9_-]+$/.test(slot) ? slot : null;
}

/** A short, stable hash of a text (the puzzle part of a task key). @param {string} text */
export function shortHash(text) {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}
