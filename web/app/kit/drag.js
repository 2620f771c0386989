// viewkit: drag-and-drop with pointer events (mouse, touch, pen) onto `[data-drop]` targets
// that the view accepts (from what the rules handed it). A view keeps its keyboard way too.

/** Whether the pointer went far enough from (x0, y0) to be a drag. @param {number} x0 @param {number} y0 @param {number} x @param {number} y */
export const pastThreshold = (x0, y0, x, y, px = 8) => Math.hypot(x - x0, y - y0) >= px;

/** -1 near the top edge, 1 near the bottom edge of a viewport `height` high, else 0. @param {number} y @param {number} height */
export const edgeDirection = (y, height, edge = 56) => (y < edge ? -1 : y > height - edge ? 1 : 0);

/**
 * Follow a pointerdown `event` on `el` (contract: web/app/README.md). `within`: the view, whose
 * `[data-drop]` elements `accept(t)` may take the piece; `ghost()`: what follows the pointer;
 * `hold`: ms a finger must stay still first (0: at once); `onDrop(t | null)` after a real drag.
 * `targetAt(x, y)` replaces the `[data-drop]` lookup (a cell under the point) and `onMove(t)` draws it.
 * Returns `{moved, active, armed, endedAt, end(), justEnded(ms)}`, or null for another button.
 * @param {PointerEvent} event @param {HTMLElement} el
 * @param {{within: Element, accept?: (t: HTMLElement) => boolean, ghost?: () => Node, ghostClass?: string, overClass?: string,
 *   draggingClass?: string, armedClass?: string, hold?: number, edgeScroll?: boolean, threshold?: number,
 *   onStart?: () => void, onDrop?: (t: any) => void, onCancel?: () => void, targetAt?: (x: number, y: number) => any,
 *   onMove?: (t: any) => void, ghostOffset?: number}} options
 */
export function startDrag(event, el, options) {
  const { within, accept = () => true, ghost = null, ghostClass = "", overClass = "vk-over", draggingClass = "", armedClass = "",
    hold = 0, edgeScroll = false, threshold = 8, onStart = () => {}, onDrop = () => {}, onCancel = () => {}, onMove = () => {}, ghostOffset = 6 } = options;
  if (event.button > 0) return null;
  const { clientX: x0, clientY: y0 } = event;
  let armed = !(event.pointerType === "touch" && hold > 0); // a mouse or pen drags at once
  /** @type {HTMLElement | null} */ let ghostEl = null;
  /** @type {HTMLElement | null} */ let over = null;
  /** @type {ReturnType<typeof setInterval> | null} */ let scroller = null;
  let scroll = 0;
  const timer = armed ? null : setTimeout(() => {
    if (drag.active && !drag.moved) { armed = true; if (armedClass) el.classList.add(armedClass); }
  }, hold);

  /** @param {number} x @param {number} y */
  const dropAt = (x, y) => {
    const t = /** @type {HTMLElement | null} */ (document.elementFromPoint(x, y)?.closest?.("[data-drop]") ?? null);
    return t && within.contains(t) && accept(t) ? t : null;
  };
  const targetAt = options.targetAt ?? dropAt;
  /** @param {PointerEvent} e */
  const move = (e) => {
    if (e.pointerId !== event.pointerId) return;
    if (!drag.moved) {
      if (!pastThreshold(x0, y0, e.clientX, e.clientY, threshold)) return;
      if (!armed) { drag.end(); return; } // a swipe: the page scrolls
      drag.moved = true;
      if (draggingClass) within.classList.add(draggingClass);
      onStart();
      if (ghost) {
        ghostEl = document.createElement("div");
        ghostEl.className = `vk-ghost ${ghostClass}`.trim();
        ghostEl.setAttribute("aria-hidden", "true");
        ghostEl.append(ghost());
        document.body.append(ghostEl);
      }
    }
    e.preventDefault();
    if (ghostEl) ghostEl.style.transform = `translate(${e.clientX + ghostOffset}px, ${e.clientY + ghostOffset}px)`;
    if (edgeScroll) {
      scroll = edgeDirection(e.clientY, window.innerHeight);
      if (scroll && !scroller) scroller = setInterval(() => window.scrollBy(0, scroll * 14), 16);
      if (!scroll && scroller) { clearInterval(scroller); scroller = null; }
    }
    const t = targetAt(e.clientX, e.clientY);
    if (!options.targetAt && t !== over) {
      over?.classList.remove(overClass);
      t?.classList.add(overClass);
      over = t;
    }
    onMove(t);
  };
  /** @param {PointerEvent} e */
  const up = (e) => {
    if (e.pointerId !== event.pointerId) return;
    const moved = drag.moved;
    const t = moved ? targetAt(e.clientX, e.clientY) : null;
    drag.end();
    if (moved) onDrop(t);
  };
  /** @param {PointerEvent} e */
  const cancel = (e) => { if (e.pointerId === event.pointerId) { drag.end(); onCancel(); } };
  const listeners = /** @type {const} */ ([["pointermove", move], ["pointerup", up], ["pointercancel", cancel]]);

  const drag = {
    moved: false,
    active: true,
    endedAt: 0,
    /** following the pointer as a drag (a finger held still long enough; a mouse at once) */
    get armed() { return drag.active && armed; },
    /** stop following the pointer: listeners, ghost, scrolling, highlights */
    end() {
      if (!drag.active) return;
      drag.active = false;
      if (timer) clearTimeout(timer);
      if (scroller) clearInterval(scroller);
      for (const [type, fn] of listeners) window.removeEventListener(type, /** @type {EventListener} */ (fn));
      if (armedClass) el.classList.remove(armedClass);
      ghostEl?.remove();
      over?.classList.remove(overClass);
      if (draggingClass) within.classList.remove(draggingClass);
      if (drag.moved) drag.endedAt = Date.now();
    },
    /** true while dragging and just after a drag (the click that follows a drop is not a click) */
    justEnded(ms = 60) {
      return (drag.active && drag.moved) || Date.now() - drag.endedAt < ms;
    },
  };
  // on the window: the events reach it from `el` (which captures the pointer) even if a redraw took `el` away
  el.setPointerCapture?.(event.pointerId);
  for (const [type, fn] of listeners) window.addEventListener(type, /** @type {EventListener} */ (fn));
  return drag;
}
