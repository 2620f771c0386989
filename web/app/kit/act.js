// viewkit: sending the action a pick completed, one at a time.

/**
 * Play one legal action and hold the view still until the shell answered (contract: web/app/README.md).
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
