// viewkit: the skeleton every game view repeats, in one place.
//
// A view (web/games/<id>/view.js, contract in web/app/README.md) imports what
// it needs; every helper returns something with a `remove()`/`destroy()` the
// view calls from its own destroy():
//
//   import { useStylesheet, helpDialog, onViewKeys, announcer, teardown } from "../../app/viewkit.js";
//
//   export function mount(root, ctx) {
//     const style = useStylesheet(new URL("./view.css", import.meta.url));
//     const live = announcer(root);                    // polite by default
//     const help = helpDialog(root, ctx, {
//       id: "xx-help",
//       title: ctx.t("xx.view.help.title"),
//       body: () => [h("p", { text: ctx.t("xx.view.help.goal") })],  // built on every open
//     });
//     const keys = onViewKeys(root, (e) => {
//       if (e.key === "?") { e.preventDefault(); help.open(); }
//     });
//     return {
//       render(snap) { if (snap.legal.length) live.say(ctx.t("xx.view.your_turn")); },
//       destroy() { teardown(root, keys, help, live, style); },
//     };
//   }
//
// The shell uses `clearLiveRegions()` on a hot-seat hand-over, so nothing a
// previous player was told can be read to the next one; the hand-over itself is the shell's.
// Input and motion (argumentPicker, targets, highlight, sendAction, startDrag, iconSet,
// flipFirst/flipPlay...) live in ./kit/, re-exported here; examples/tinynim/view.js uses them.

export * from "./kit/picker.js";
export * from "./kit/act.js";
export * from "./kit/drag.js";
export * from "./kit/icons.js";
export * from "./kit/motion.js";

import { placeExamples } from "./examples.js";
export { explains } from "./examples.js";
import { h } from "./dom.js";

const ANNOUNCER_ATTR = "data-viewkit-announcer";
/** every announcer alive in the page (the shell clears them on a hand-over) @type {Set<{element: HTMLElement, clear(): void}>} */
const announcers = new Set();

/**
 * Load a stylesheet for as long as the view is mounted.
 * `href`: a URL or string (use `new URL("./view.css", import.meta.url)`).
 * Returns `{link, loaded: Promise<void>, remove()}`; `loaded` also resolves when the sheet fails
 * (a view must draw without it).
 * @param {string | URL} href
 */
export function useStylesheet(href) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = String(href);
  const loaded = new Promise(/** @param {(value?: void) => void} resolve */ (resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
  document.head.append(link);
  return { link, loaded, remove: () => link.remove() };
}

/**
 * The end of a view's destroy(): undo what the helpers above set up (each part's `destroy()`,
 * or `remove()` when it has none) and empty `root`.
 * @param {Element} root @param {...({destroy(): void} | {remove(): void})} parts
 */
export function teardown(root, ...parts) {
  for (const part of parts) if ("destroy" in part) part.destroy(); else part.remove();
  root.replaceChildren();
}

/**
 * True when a key event should be left alone by a view's shortcuts: a modifier is held
 * (Ctrl, Alt, Meta), it was typed into a text field, select or editable element, or another
 * handler already took it. Shift is allowed ("?" needs it). Options: `{repeat: false}` also
 * skips auto-repeated keys.
 * @param {KeyboardEvent} event
 */
export function ignoredKey(event, { repeat = true } = {}) {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return true;
  if (!repeat && event.repeat) return true;
  const target = event.target;
  if (target instanceof Element) {
    if (target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return true;
    if (target instanceof HTMLElement && target.isContentEditable) return true;
  }
  return false;
}

/**
 * True when the view in `root` is the one on screen: in the page, not inside a hidden
 * element (the shell hides the view behind a hand-over screen) and no modal dialog is open.
 * @param {Element | null | undefined} root
 */
export function viewVisible(root) {
  return !!root && root.isConnected && !root.closest("[hidden]") && !document.querySelector("dialog[open]");
}

/**
 * Keyboard shortcuts of a view: `handler(event)` runs for keydown events on the document
 * that are not `ignoredKey` and only while `viewVisible(root)`.
 * Options: `{repeat}` (see ignoredKey), `{target}` (listen on this element instead of document).
 * Returns `{remove()}`.
 * @param {Element} root
 * @param {(event: KeyboardEvent) => void} handler
 * @param {{repeat?: boolean, target?: GlobalEventHandlers}} [options]
 */
export function onViewKeys(root, handler, { repeat = true, target = document } = {}) {
  const listener = /** @param {KeyboardEvent} event */ (event) => {
    if (ignoredKey(event, { repeat }) || !viewVisible(root)) return;
    handler(event);
  };
  target.addEventListener("keydown", listener);
  return { remove: () => target.removeEventListener("keydown", listener) };
}

/**
 * Words in a row with the page language's separator ("A, B" / "A、B": the catalog's `core.list_sep`),
 * for names listed in a sentence (whom the game waits for, the winners).
 * @param {{t: (key: string, args?: Record<string, unknown>) => string}} ctx the view's context
 * @param {string[]} items
 */
export function listWords(ctx, items) {
  return items.join(ctx.t("core.list_sep"));
}

/**
 * A word with a note after it, in the language's parentheses: "Cat (12)", "猫（12）".
 * @param {{t: (key: string, args?: Record<string, unknown>) => string}} ctx the view's context
 * @param {string} text @param {string} note
 */
export function aside(ctx, text, note) {
  return ctx.t("core.aside", { text, note });
}

/**
 * A screen-reader live region inside `root` (visually hidden, class `sr-only`).
 * `say(text)` announces (the same text twice is read twice); `clear()` empties it at once;
 * `destroy()` removes it. Options: `{politeness: "polite" | "assertive"}` (default "polite").
 * @param {Element} root
 */
export function announcer(root, { politeness = "polite" } = {}) {
  const el = document.createElement("p");
  el.className = "sr-only";
  el.setAttribute("aria-live", politeness);
  el.setAttribute(ANNOUNCER_ATTR, "");
  root.append(el);
  let frame = 0;
  const api = {
    element: el,
    /** @param {unknown} text */
    say(text) {
      cancelAnimationFrame(frame);
      el.textContent = "";
      // a fresh text node on the next frame, so that repeated texts are read again
      frame = requestAnimationFrame(() => {
        el.textContent = String(text ?? "");
      });
    },
    clear() {
      cancelAnimationFrame(frame);
      el.textContent = "";
    },
    destroy() {
      api.clear();
      announcers.delete(api);
      el.remove();
    },
  };
  announcers.add(api);
  return api;
}

/**
 * Empty every live region in `scope` (default: the whole page): viewkit announcers,
 * and every element with `aria-live`, `role="status"`, `role="alert"` or `role="log"`
 * (the regions themselves stay; only their text goes). Elements matching `keep` (a CSS
 * selector) and what is inside them are left alone. Returns how many regions were emptied.
 * @param {Document | Element} [scope]
 * @param {{keep?: string | null}} [options]
 */
export function clearLiveRegions(scope = document, { keep = null } = {}) {
  let n = 0;
  for (const a of announcers) {
    if (!scope.contains(a.element)) continue;
    a.clear();
    n++;
  }
  for (const el of scope.querySelectorAll("[aria-live], [role='status'], [role='alert'], [role='log']")) {
    if (keep && el.closest(keep)) continue;
    if (el.textContent !== "" || el.children.length) {
      el.replaceChildren();
      n++;
    }
  }
  return n;
}

/**
 * The drawn face of a control (a card, a room tile, a map area): one image named `alt`.
 *
 * A control whose face shows a picture of many bits (a card's kind, name, numbers and
 * icons) takes its name from this image (`<button><span role=img aria-label=alt>…`), not
 * from an `aria-label` of its own: the name then says what the face shows in words (the
 * card's name first), and the face's bits are not taken for a label that the name must
 * repeat word by word (WCAG 2.5.3, axe-core's label-content-name-mismatch). Text of the
 * control outside the face (a count, a hint) is read after it. The face lays its children
 * out as if they were the control's own (`display: contents`, app.css `.vk-face`).
 * `children`: nodes or strings. Returns the element.
 * @param {string} alt @param {...any} children @returns {HTMLElement}
 */
export function face(alt, ...children) {
  const el = document.createElement("span");
  el.className = "vk-face";
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", alt);
  el.append(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

/**
 * The rules-help dialog ("How to play") of a view, a modal `<dialog class="dialog vk-help">`
 * appended to `root`. Options:
 *   id          the dialog's id (its heading gets `<id>-title`)
 *   title       heading text
 *   closeLabel  text of the close buttons (default: the app's "Close", app.close)
 *   body        () => Node | [Node] | Promise of either: the content, built on every open
 *               (it may await ctx.reference()); a part marked with explains(node, "§2.5")
 *               gets the worked examples of that rules section right after it (examples.js)
 *   loading     text shown while a Promise body is pending (optional)
 *   onClose     called after the dialog closed (e.g. to give focus back to the board)
 * Returns `{element, open(), close(), isOpen(), destroy()}`. Escape closes it (native dialog).
 */
/** The game's bot levels for the rules help, one line each ("Level 1: Beginner — plays at random."),
 *  from ``ctx.levels`` (the engine's games list); null when the game has none. @param {TabletopViewCtx | null | undefined} ctx */
export function levelsSection(ctx) {
  const levels = ctx?.levels || [];
  if (!levels.length || typeof ctx?.t !== "function") return null;
  const section = document.createElement("section");
  section.className = "vk-help-levels";
  const h3 = document.createElement("h3");
  h3.textContent = ctx.t("app.setup.levels_help");
  const list = document.createElement("ul");
  for (const entry of levels) {
    const li = document.createElement("li");
    const name = ctx.t("app.setup.level", { n: entry.level, name: ctx.t(`app.setup.level.${entry.level}`) });
    const about = entry.about?.[ctx.lang] ?? entry.about?.en ?? "";
    li.textContent = `${name} — ${about}`;
    list.append(li);
  }
  section.append(h3, list);
  return section;
}

/** A rules-help body's parts: `sec(title, ...content)` a section under its h3, `p(key, args)` a paragraph of `T(key, args)`. @param {(key: string, args?: Record<string, unknown>) => string} T */
export function helpParts(T) {
  return {
    sec: /** @param {string} title @param {...any} content */ (title, ...content) => h("section", {}, h("h3", { text: title }), ...content),
    p: /** @param {string} key @param {Record<string, unknown>} [args] */ (key, args) => h("p", { text: T(key, args) }),
  };
}

/** The rules-help dialog (its options: the comment above levelsSection). @param {Element} root @param {TabletopViewCtx | null | undefined} ctx @param {{id?: string, title?: string, closeLabel?: string, body?: () => any, loading?: string, onClose?: (() => void) | null}} [options] */
export function helpDialog(root, ctx, { id = "view-help", title = "", closeLabel = ctx?.t?.("app.close") ?? "×", body = () => [], loading = "", onClose = null } = {}) {
  const dialog = document.createElement("dialog");
  dialog.className = "dialog vk-help";
  dialog.id = id;
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  if (ctx?.lang) dialog.lang = ctx.lang;
  root.append(dialog);
  let generation = 0;
  /** @param {string} cls @param {string} text @param {string} [label] */
  const button = (cls, text, label) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = text;
    if (label) {
      b.setAttribute("aria-label", label);
      b.title = label;
    }
    b.addEventListener("click", () => dialog.close());
    return b;
  };
  const fill = (/** @type {any} */ content, final = true) => {
    const head = document.createElement("div");
    head.className = "vk-help-head";
    const h2 = document.createElement("h2");
    h2.id = `${id}-title`;
    h2.textContent = title;
    const x = button("button button-quiet vk-help-x", "×", closeLabel);
    x.id = `${id}-x`;
    head.append(h2, x);
    const main = document.createElement("div");
    main.className = "vk-help-body";
    for (const node of [content].flat(Infinity)) if (node !== null && node !== undefined && node !== false) main.append(node);
    const levels = levelsSection(ctx);
    if (levels) main.append(levels);
    // each worked example after the part of the help that explains its rule (examples.js)
    if (final) placeExamples(main, ctx);
    const actions = document.createElement("div");
    actions.className = "form-actions";
    const close = button("button button-primary vk-help-close", closeLabel);
    close.id = `${id}-close`;
    actions.append(close);
    dialog.replaceChildren(head, main, actions);
  };
  const onClosed = () => onClose?.();
  dialog.addEventListener("close", onClosed);
  const api = {
    element: dialog,
    isOpen: () => dialog.open,
    async open() {
      // a worked example inside the rules help opens no help of its own (boot.js: data-in-help)
      if (dialog.open || "inHelp" in document.documentElement.dataset) return;
      const mine = ++generation;
      let content = body();
      if (content && typeof content.then === "function") {
        fill(loading ? [Object.assign(document.createElement("p"), { textContent: loading })] : [], false);
        dialog.showModal();
        try {
          content = await content;
        } catch (e) {
          content = [Object.assign(document.createElement("p"), { textContent: String(/** @type {any} */ (e)?.message || e) })];
        }
        if (mine !== generation || !dialog.isConnected) return;
        fill(content);
      } else {
        fill(content);
        dialog.showModal();
      }
      // the × at the top: focus where the reader starts (the close button at the end may be out of sight)
      /** @type {HTMLElement | null} */ (dialog.querySelector(".vk-help-x"))?.focus({ preventScroll: true });
    },
    close() {
      generation++;
      if (dialog.open) dialog.close();
    },
    destroy() {
      api.close();
      dialog.removeEventListener("close", onClosed);
      dialog.remove();
    },
  };
  return api;
}
