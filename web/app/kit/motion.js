// viewkit: moves that slide into place (FLIP: first, last, invert, play), and reduced motion.

/** Whether the player asked for reduced motion (then nothing slides). */
export const reducedMotion = () => !!globalThis.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches;

/** Where each keyed element is now: key -> rect. @param {Iterable<HTMLElement>} elements @param {(el: HTMLElement) => string | undefined} keyOf */
export function flipFirst(elements, keyOf) {
  /** @type {Map<string, DOMRect>} */
  const out = new Map();
  for (const el of elements) {
    const k = keyOf(el);
    if (k !== undefined) out.set(k, el.getBoundingClientRect());
  }
  return out;
}

/** The offset from where an element is to where it was, or null when it hardly moved. @param {{left: number, top: number}} first @param {{left: number, top: number}} last */
export function flipDelta(first, last, min = 2) {
  const dx = first.left - last.left;
  const dy = first.top - last.top;
  return Math.abs(dx) + Math.abs(dy) > min ? { dx, dy } : null;
}

/**
 * Slide each keyed element from where `flipFirst` saw it to where it is now (after a redraw).
 * Nothing moves under reduced motion. Returns the animations started.
 * @param {Iterable<HTMLElement>} elements @param {Map<string, {left: number, top: number}>} first
 * @param {(el: HTMLElement) => string | undefined} keyOf @param {{duration?: number, easing?: string}} [options]
 */
export function flipPlay(elements, first, keyOf, { duration = 420, easing = "ease-out" } = {}) {
  /** @type {Animation[]} */
  const anims = [];
  if (reducedMotion()) return anims;
  for (const el of elements) {
    const k = keyOf(el);
    const old = k === undefined ? undefined : first.get(k);
    const d = old && flipDelta(old, el.getBoundingClientRect());
    if (d) anims.push(el.animate([{ transform: `translate(${d.dx}px,${d.dy}px)` }, { transform: "none" }], { duration, easing }));
  }
  return anims;
}
