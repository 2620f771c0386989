// Which games have a view: game id -> a loader of its view module. The lobby offers a game only
// if it is registered in Python AND listed here. Each loader is a literal import() so that the
// build (tools/vendor.mjs) can follow it into the embeds' bundle.
// Contract of a view module: web/app/README.md.

/** @type {Record<string, () => Promise<TabletopViewModule>>} */
export const VIEWS = {
  laserreflection: () => import("../games/laserreflection/view.js"),
  cucco: () => import("../games/cucco/view.js"),
  magiccircle: () => import("../games/magiccircle/view.js"),
  roomtwentyfive: () => import("../games/roomtwentyfive/view.js"),
  arcticscavengers: () => import("../games/arcticscavengers/view.js"),
  polis: () => import("../games/polis/view.js"),
  challengers: () => import("../games/challengers/view.js"),
  khronos: () => import("../games/khronos/view.js"),
};

/** @type {Map<string, Promise<TabletopViewModule>>} */
const loaded = new Map();

/**
 * The view module of a game (cached); rejects if it cannot be loaded.
 * @param {string} gameId @returns {Promise<TabletopViewModule>}
 */
export function loadView(gameId) {
  if (!hasView(gameId)) return Promise.reject(new Error(`no view for ${gameId}`));
  if (!loaded.has(gameId)) {
    loaded.set(
      gameId,
      VIEWS[gameId]().then((module) => {
        if (typeof module.mount !== "function") throw new Error(`the view of ${gameId} does not export mount()`);
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
