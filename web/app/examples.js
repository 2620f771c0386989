// Worked examples in the rules help: each example of the game (engine `examples`,
// `Game.examples()`) plays in a small embed of its own link (`?embed`: exactly what a wiki
// shows: the steps on top, the caption under the board), placed right after the part of the
// help that explains its rule: a game's help marks its sections or paragraphs with the rules
// sections they explain (`explains(node, "§2.5", …)`), and an example whose `rule` no part
// names goes to a "Worked examples" section at the end. Under each embed, "Try from here"
// opens the example as a game at the step the embed shows (engine `example_try`), and
// "Embed" copies its iframe code, with the poster of the step it opens on (poster.js), so
// that a wiki page paints the example before Python is up.
// viewkit's helpDialog places them (placeExamples) in every game's rules help.

import { h } from "./dom.js";
import { withPoster } from "./poster.js";
import { embedSnippet, frameId } from "./embedcode.js";
import { errorText } from "./ui.js";


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


/**
 * Mark a part of a rules help (a section or a paragraph) as the one that explains the rules
 * sections `rules` (as examples name them: "§2.5.1"); placeExamples puts their examples right
 * after it. Returns `node`. @template {Element} T @param {T} node @param {...string} rules
 */
export function explains(node, ...rules) {
  node.setAttribute("data-rules", rules.join(" "));
  return node;
}

/**
 * The part of `body` that explains `rule`: the first one that names it, else the one naming the
 * longest section above it ("§2.5" for "§2.5.1"), else null.
 * @param {ParentNode} body @param {string} rule @returns {Element | null}
 */
export function partFor(body, rule) {
  let best = null;
  let bestLength = 0;
  for (const part of body.querySelectorAll("[data-rules]")) {
    for (const named of (part.getAttribute("data-rules") || "").split(/\s+/)) {
      if (named === rule) return part;
      if (named && rule.startsWith(`${named}.`) && named.length > bestLength) [best, bestLength] = [part, named.length];
    }
  }
  return best;
}

/**
 * Place the game's worked examples in a rules help's `body` once they come: each after the part
 * that explains its rule (partFor), the others in a "Worked examples" section at the end
 * (#help-examples, which says meanwhile that they are loading, and goes when it has none).
 * Nothing in an embed, or without the engine's examples in ctx.
 * @param {HTMLElement} body @param {TabletopViewCtx | null | undefined} ctx
 */
export function placeExamples(body, ctx) {
  if (!ctx || ctx.embed || typeof ctx.examples !== "function" || typeof ctx.t !== "function" || !ctx.gameId) return;
  const t = ctx.t;
  const section = h("section", { class: "vk-help-examples", id: "help-examples" }, h("h3", { text: t("app.example.section") }), h("p", { class: "ex-loading", text: t("app.example.loading") }));
  body.append(section);
  ctx.examples().then(
    (examples) => fill(body, section, /** @type {TabletopViewCtx & {t: Function, gameId: string}} */ (ctx), examples),
    () => section.lastElementChild?.replaceWith(h("p", { text: t("app.example.failed") })),
  );
}

/** @param {HTMLElement} body @param {HTMLElement} section @param {TabletopViewCtx & {t: Function, gameId: string}} ctx @param {TabletopExample[]} examples */
function fill(body, section, ctx, examples) {
  section.querySelector(".ex-loading")?.remove();
  if (!listening) addEventListener("message", onMessage);
  listening = true;
  const frames = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const frame = /** @type {HTMLIFrameElement} */ (entry.target);
      if (entry.isIntersecting && !frame.src && frame.dataset.src) {
        frame.src = frame.dataset.src;
        frames.unobserve(frame);
      }
    }
  });
  /** @type {Map<Element, HTMLElement>} each part's examples, in a group right after it */
  const groups = new Map();
  // by section number, so that a part explaining several rules shows them in the rules' order
  const rules = [...new Set(examples.map((e) => e.rule))].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  for (const rule of rules) {
    const part = partFor(body, rule);
    let group = part ? groups.get(part) : section;
    if (!group) {
      group = h("div", { class: "vk-help-examples ex-group" });
      // inside a section (at its end), else right after the paragraph
      if (part?.tagName === "SECTION") part.append(group);
      else part?.after(group);
      groups.set(/** @type {Element} */ (part), group);
    }
    group.append(h("h4", { class: "ex-rule", text: ctx.t("app.example.rule", { rule }) }));
    for (const example of examples.filter((e) => e.rule === rule)) {
      const item = exampleItem(ctx, example);
      group.append(item);
      frames.observe(/** @type {Element} */ (item.querySelector("iframe")));
    }
  }
  if (!section.querySelector(".ex-item")) section.remove(); // every example found its part
}

/** One example: its title, its embed, "Try from here" and "Embed". @param {TabletopViewCtx & {t: Function, gameId: string}} ctx @param {TabletopExample} example */
function exampleItem(ctx, example) {
  const t = ctx.t;
  const name = example.title[ctx.lang] ?? example.title.en ?? example.id;
  const frameTitle = t("app.example.frame", { title: name });
  // with its poster: the embed paints its first step before its engine is up (poster.js)
  const src = withPoster(exampleUrl(ctx.gameId, example.link, true), example.poster);
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
        status.textContent = errorText(e); // the player's words for it, never the engine's raw message
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
      code.value = embedSnippet(src, frameTitle, frameId(ctx.gameId));
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
