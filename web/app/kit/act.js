// viewkit: sending the action a pick completed, one at a time.

/**
 * Play one legal action (its canonical text) and hold the view still until the shell answered.
 * `state` is the view's own `{pending, legalSet, destroyed, snap}`. Nothing is sent while
 * `state.pending` or `busy()`, nor for a text not in `state.legalSet` (the view never makes one up).
 * Meanwhile `view` has the class `pendingClass`. `onPlayed()` runs once the rules took the action
 * (forget the choice); `redraw()` once it settled either way, unless the view was destroyed.
 * Returns the promise, or null when nothing was sent.
 * @param {{act: (text: string) => Promise<{ok?: true, error?: string}>}} ctx @param {{pending: boolean, legalSet: Set<string>, destroyed: boolean, snap: unknown}} state @param {string} text
 * @param {{view: Element, pendingClass: string, busy?: () => boolean, onPlayed?: () => void, redraw: () => void}} options
 */
export function sendAction(ctx, state, text, { view, pendingClass, busy = () => false, onPlayed = () => {}, redraw }) {
  if (state.pending || busy() || !state.legalSet.has(text)) return null;
  state.pending = true;
  view.classList.add(pendingClass);
  return Promise.resolve(ctx.act(text)).then((res) => {
    if (!res?.error) onPlayed();
  }).finally(() => {
    state.pending = false;
    view.classList.remove(pendingClass);
    if (!state.destroyed && state.snap) redraw();
  });
}
