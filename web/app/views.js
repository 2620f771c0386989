// Which games have a view: game id -> view module path (relative to this file).
// The lobby offers a game only if it is registered in Python AND listed here.
// Contract of a view module: web/app/README.md.

/** @type {Record<string, string>} */
export const VIEWS = {
  laserreflection: "../games/laserreflection/view.js",
  cucco: "../games/cucco/view.js",
  magiccircle: "../games/magiccircle/view.js",
  roomtwentyfive: "../games/roomtwentyfive/view.js",
  arcticscavengers: "../games/arcticscavengers/view.js",
  polis: "../games/polis/view.js",
  challengers: "../games/challengers/view.js",
  khronos: "../games/khronos/view.js",
};

/** @type {Map<string, Promise<TabletopViewModule>>} */
const loaded = new Map();

/**
 * The view module of a game (cached); rejects if it cannot be loaded.
 * @param {string} gameId @returns {Promise<TabletopViewModule>}
 */
export function loadView(gameId) {
  const path = VIEWS[gameId];
  if (!path) return Promise.reject(new Error(`no view for ${gameId}`));
  if (!loaded.has(gameId)) {
    const url = new URL(path, import.meta.url).href;
    loaded.set(
      gameId,
      import(url).then((module) => {
        if (typeof module.mount !== "function") throw new Error(`${path} does not export mount()`);
        return module;
      }),
    );
    loaded.get(gameId)?.catch(() => loaded.delete(gameId));
  }
  return /** @type {Promise<TabletopViewModule>} set above */ (loaded.get(gameId));
}

/** @param {string} gameId */
export function hasView(gameId) {
  return Object.prototype.hasOwnProperty.call(VIEWS, gameId);
}
