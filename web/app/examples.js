// Worked examples in the rules help: each example of the game (engine `examples`,
// `Game.examples()`), grouped by the rule section it illustrates, plays in a small
// embed of its own link (`?embed`: exactly what a wiki shows: the steps on top, the
// caption under the board). Under it, "Try from here" opens the example as a game
// at the step the embed shows (engine `example_try`), and "Embed" copies its iframe code.
// viewkit's helpDialog adds the section (examplesSection) to every game's rules help.

import { h } from "./dom.js";

/** The width and height of an example's iframe code (it fits a wiki's column). */
export const EMBED_SIZE = { width: 640, height: 480 };

/** The step each example frame shows, as its embed posts it ({type: "tabletop:step", at}). */
const shownStep = new WeakMap();

/** Read what the example frames post (once a rules help shows them). @param {MessageEvent} event */
function onMessage(event) {
  const data = event.data;
  if (!data || typeof data !== "object") return;
  for (const frame of document.querySelectorAll("iframe.ex-frame")) {
    const f = /** @type {HTMLIFrameElement} */ (frame);
    if (f.contentWindow !== event.source) continue;
    if (data.type === "tabletop:step" && Number.isInteger(data.at)) shownStep.set(f, data.at);
    if (data.type === "tabletop:height" && data.height > 0) f.style.height = `${Math.ceil(data.height)}px`;
  }
}
let listening = false;

/** The app's address of a game's link (`embed`: the embed's). @param {string} gameId @param {string} link @param {boolean} embed */
export function exampleUrl(gameId, link, embed) {
  return `${location.origin}${location.pathname}${embed ? "?embed" : ""}#/${gameId}/${link}`;
}

/** The iframe code a wiki editor pastes (fixed size; README.md has the script that fits its height). */
/** @param {string} src @param {string} frameTitle */
export function iframeCode(src, frameTitle) {
  /** @param {string} v */
  const attr = (v) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${attr(src)}" width="${EMBED_SIZE.width}" height="${EMBED_SIZE.height}" title="${attr(frameTitle)}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/**
 * The "Worked examples" section of a rules help, filled when the examples come (null in an
 * embed, or without the engine's examples in ctx). @param {TabletopViewCtx | null | undefined} ctx
 */
export function examplesSection(ctx) {
  if (!ctx || ctx.embed || typeof ctx.examples !== "function" || typeof ctx.t !== "function" || !ctx.gameId) return null;
  const t = ctx.t;
  const section = h("section", { class: "vk-help-examples", id: "help-examples" }, h("h3", { text: t("app.example.section") }), h("p", { class: "ex-loading", text: t("app.example.loading") }));
  ctx.examples().then(
    (examples) => fill(section, /** @type {TabletopViewCtx & {t: Function, gameId: string}} */ (ctx), examples),
    () => section.lastElementChild?.replaceWith(h("p", { text: t("app.example.failed") })),
  );
  return section;
}

/** @param {HTMLElement} section @param {TabletopViewCtx & {t: Function, gameId: string}} ctx @param {TabletopExample[]} examples */
function fill(section, ctx, examples) {
  section.querySelector(".ex-loading")?.remove();
  if (!listening) addEventListener("message", onMessage);
  listening = true;
  if (!examples.length) {
    section.remove(); // none yet: no section (they appear when the game's examples land)
    return;
  }
  // in the order of the rules page: by section number
  const rules = [...new Set(examples.map((e) => e.rule))].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const frames = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const frame = /** @type {HTMLIFrameElement} */ (entry.target);
      if (entry.isIntersecting && !frame.src && frame.dataset.src) {
        frame.src = frame.dataset.src;
        frames.unobserve(frame);
      }
    }
  });
  for (const rule of rules) {
    section.append(h("h4", { class: "ex-rule", text: ctx.t("app.example.rule", { rule }) }));
    for (const example of examples.filter((e) => e.rule === rule)) {
      const item = exampleItem(ctx, example);
      section.append(item);
      frames.observe(/** @type {Element} */ (item.querySelector("iframe")));
    }
  }
}

/** One example: its title, its embed, "Try from here" and "Embed". @param {TabletopViewCtx & {t: Function, gameId: string}} ctx @param {TabletopExample} example */
function exampleItem(ctx, example) {
  const t = ctx.t;
  const name = example.title[ctx.lang] ?? example.title.en ?? example.id;
  const frameTitle = t("app.example.frame", { title: name });
  const src = exampleUrl(ctx.gameId, example.link, true);
  // the embed loads once it comes in sight (each is a page of the app)
  const frame = /** @type {HTMLIFrameElement} */ (h("iframe", { class: "ex-frame", title: frameTitle, dataset: { src } }));
  const status = h("span", { class: "ex-status", role: "status" });
  const code = /** @type {HTMLTextAreaElement} */ (h("textarea", { class: "ex-code", readonly: true, rows: "3", hidden: true, "aria-label": t("app.example.embed") }));
  const others = /** @type {HTMLSelectElement} */ (
    h(
      "select",
      { class: "ex-others" },
      h("option", { value: "people", text: t("app.example.others_people") }),
      h("option", { value: "bots", text: t("app.example.others_bots") }),
    )
  );
  const tryButton = h("button", {
    type: "button",
    class: "button button-small button-primary ex-try",
    title: t("app.example.try_label", { title: name }),
    onclick: async () => {
      tryButton.disabled = true;
      try {
        const { link } = await /** @type {NonNullable<TabletopViewCtx["exampleLink"]>} */ (ctx.exampleLink)(example.id, shownStep.get(frame) ?? 0, others.value === "bots");
        /** @type {HTMLDialogElement | null} */ (frame.closest("dialog"))?.close();
        location.hash = `#/${ctx.gameId}/${link}`;
      } catch (e) {
        status.textContent = String(/** @type {any} */ (e)?.message || e);
      } finally {
        tryButton.disabled = false;
      }
    },
  }, t("app.example.try"));
  const embedButton = h("button", {
    type: "button",
    class: "button button-small ex-embed",
    title: t("app.example.embed_label", { title: name }),
    onclick: async () => {
      code.value = iframeCode(src, frameTitle);
      code.hidden = false;
      try {
        await navigator.clipboard.writeText(code.value);
        status.textContent = t("app.example.copied");
      } catch {
        code.focus();
        code.select();
        status.textContent = t("app.example.copy_failed");
      }
    },
  }, t("app.example.embed"));
  return h(
    "div",
    { class: "ex-item", dataset: { example: example.id } },
    h("p", { class: "ex-title" }, h("strong", { text: name })),
    frame,
    h(
      "div",
      { class: "ex-actions" },
      tryButton,
      h("label", { class: "ex-others-label" }, h("span", { text: `${t("app.example.others")} ` }), others),
      embedButton,
      status,
    ),
    code,
  );
}
