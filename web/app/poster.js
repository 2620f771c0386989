// Posters (issue 41): a share link or an embed may carry `?poster=...`, the spectator snapshot
// of the position it opens on, made by the engine with the link (engine.py make_poster: JSON
// {v, game, key, seats, snapshot, caption?}, raw deflate, base64url; `caption`: a worked example's
// caption of the step painted, {en?, ja?} text). The table paints it at once, before
// Python is up, and the engine's own snapshot replaces it once the link is replayed: the poster
// is trusted for that first paint only. A bad poster (not decodable, too big, of another game or
// link, of the wrong shape) is ignored without a word.

/** the longest poster read (base64url characters; engine.py MAX_POSTER_CHARS) */
export const MAX_POSTER_CHARS = 24 * 1024;
/** the longest decoded poster (bytes): a small poster that inflates to a huge text is refused */
const MAX_POSTER_BYTES = 2 * 1024 * 1024;
const VERSION = 1;
/** the longest caption a poster may carry (tabletop.core.examples MAX_CAPTION) */
const MAX_CAPTION = 400;

/** Whether `words` is a caption: `{en?, ja?}` texts of at most MAX_CAPTION characters. @param {any} words */
function isCaption(words) {
  if (!words || typeof words !== "object" || Array.isArray(words)) return false;
  return Object.entries(words).every(([l, text]) => (l === "en" || l === "ja") && typeof text === "string" && text.length <= MAX_CAPTION);
}

/** FNV-1a (32 bits) of a link as 8 hex digits (engine.py link_key). @param {string} link */
export function linkKey(link) {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(link)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

/** The page's poster parameter, or null. */
export function posterParam() {
  const value = new URLSearchParams(location.search).get("poster");
  return value || null;
}

/** `url` (a page URL, with its hash) with `poster` added to its query. @param {string} url @param {string | null | undefined} poster */
export function withPoster(url, poster) {
  if (!poster) return url;
  const [page, hash = ""] = url.split("#");
  return `${page}${page.includes("?") ? "&" : "?"}poster=${poster}${hash ? `#${hash}` : ""}`;
}

/** base64url text -> inflated UTF-8 text (at most MAX_POSTER_BYTES), or throws. @param {string} text */
async function inflate(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) throw new Error("not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_POSTER_BYTES) {
      reader.cancel().catch(() => {});
      throw new Error("too big");
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(chunks).arrayBuffer());
}

/**
 * `data` ({seats, snapshot}: a poster's, or the last one shown of a saved game) as a first paint,
 * read-only (no legal actions, nothing to take back), or null when it has not the shape of one.
 * `spectator`: only a spectator's snapshot (a poster's) will do.
 * @param {any} data @param {{spectator?: boolean}} [options]
 * A caption (`data.caption`, the example's words under the board) comes with it, checked.
 * @returns {{seats: {name: string, bot: {level: number} | null}[], snapshot: TabletopSnapshot, caption: Record<string, string> | null} | null}
 */
export function firstPaint(data, { spectator = false } = {}) {
  const seats = data?.seats;
  const snap = data?.snapshot;
  if (!Array.isArray(seats) || !seats.length || !seats.every((s) => typeof s?.name === "string" && (s.bot === null || typeof s.bot?.level === "number"))) return null;
  if (!snap || typeof snap !== "object" || Array.isArray(snap) || !("observation" in snap)) return null;
  const viewer = snap.viewer;
  if (!(viewer === null || (!spectator && Number.isInteger(viewer) && viewer >= 0 && viewer < seats.length))) return null;
  if (!Array.isArray(snap.active) || typeof snap.over !== "boolean" || !(snap.log_text === null || Array.isArray(snap.log_text))) return null;
  if (data.caption !== undefined && !isCaption(data.caption)) return null;
  return { seats, snapshot: { ...snap, legal: [], actions: [], undoable: 0 }, caption: data.caption ?? null };
}

/**
 * The poster `text` of `link` of the game `gameId` as a first paint (firstPaint), or null for
 * anything else (never throws).
 * @param {string | null} text @param {string} gameId @param {string} link
 */
export async function readPoster(text, gameId, link) {
  if (!text || text.length > MAX_POSTER_CHARS || typeof DecompressionStream !== "function") return null;
  try {
    const body = JSON.parse(await inflate(text));
    if (body?.v !== VERSION || body.game !== gameId || body.key !== linkKey(link)) return null;
    return firstPaint(body, { spectator: true });
  } catch {
    return null;
  }
}
