// "Make an example" (issue 42): from a game on the table, a wiki editor chooses the first and
// last step, writes a caption for each step (English, Japanese or both), previews the embed and
// copies its link, its iframe code or the step shown as a picture. The engine makes the link
// (`example_link`: the position at the first step as the `start` option, the moves after it and
// the captions in meta.example, checked by the rules library); captions are only ever text.

import { h } from "./dom.js";
import { call } from "./engine.js";
import { lang, t, title } from "./i18n.js";
import { errorText, toast } from "./ui.js";
import { embedSnippet, frameId } from "./embedcode.js";
import { withPoster } from "./poster.js";

/** the longest caption and title (tabletop.core.examples MAX_CAPTION, MAX_TITLE) */
const MAX_CAPTION = 400;
const MAX_TITLE = 120;
/** the most steps an example has (MAX_STEPS) */
const MAX_STEPS = 200;
const LANG_NAMES = { en: "English", ja: "日本語" };

/**
 * @typedef {object} AuthoringTable what the editor needs of the table (table.js's Table)
 * @property {string} session @property {{moves: number}} status @property {TabletopGame} game
 * @property {<T>(fn: () => T | Promise<T>) => Promise<T>} enqueue
 * @property {(embed: boolean, link?: string | null) => string} pageUrl
 */

/** Open the editor over the table. @param {AuthoringTable} table */
export function openAuthoring(table) {
  const moves = table.status.moves;
  /** @type {Record<number, {en: string, ja: string}>} captions by the game's move number (kept across range changes) */
  const texts = {};
  /** @param {string} id @param {string} text @param {HTMLElement} field */
  const labelled = (id, text, field) => [h("label", { for: id, class: "dialog-label", text }), field];
  const stepName = (/** @type {number} */ k) => (k === 0 ? t("app.author.at_start") : t("app.author.at_move", { n: k }));
  /** @param {string} id @param {number} value */
  const stepSelect = (id, value) => {
    const select = /** @type {HTMLSelectElement} */ (h("select", { id, class: "author-select" }));
    for (let k = 0; k <= moves; k++) select.append(h("option", { value: String(k), selected: k === value, text: stepName(k) }));
    return select;
  };
  const first = stepSelect("author-first", Math.max(0, moves - 1));
  const last = stepSelect("author-last", moves);
  const names = /** @type {const} */ (["en", "ja"]).map((l) => {
    const input = /** @type {HTMLInputElement} */ (h("input", { type: "text", id: `author-title-${l}`, maxlength: String(MAX_TITLE), lang: l }));
    return { l, input };
  });
  const captions = h("div", { class: "author-captions", id: "author-captions" });
  const linkField = /** @type {HTMLInputElement} */ (h("input", { type: "text", readonly: true, id: "author-link" }));
  const codeField = /** @type {HTMLTextAreaElement} */ (h("textarea", { readonly: true, rows: "4", id: "author-code" }));
  // the position at the first step as text: what a game's "Start from a position" option takes
  const positionField = /** @type {HTMLTextAreaElement} */ (h("textarea", { readonly: true, rows: "4", id: "author-position" }));
  const error = h("p", { class: "author-error", id: "author-error", role: "alert", hidden: true });
  const frame = /** @type {HTMLIFrameElement} */ (h("iframe", { class: "author-preview", id: "author-preview", title: t("app.author.preview_label"), width: "640", height: "480" }));
  const picture = h("div", { class: "author-picture", id: "author-picture" });
  let made = { link: "", url: "", embed: "", code: "", position: "", captions: /** @type {Record<string, string>[]} */ ([]) };

  /** The first and last step chosen (at most MAX_STEPS apart). */
  const steps = () => [Number(first.value), Math.min(Number(last.value), Number(first.value) + MAX_STEPS)];

  /** A caption field per step from the first to the last (what was typed stays with its move). */
  function drawCaptions() {
    const [from, to] = steps();
    captions.replaceChildren();
    for (let k = from; k <= to; k++) {
      const words = (texts[k] ??= { en: "", ja: "" });
      // the first step is where the example opens: the game's start, or after a move
      const legend = k !== from ? t("app.author.step", { n: k - from, move: k }) : k === 0 ? t("app.author.at_start") : t("app.author.step_start", { move: k });
      const fields = /** @type {const} */ (["en", "ja"]).map((l) => {
        const id = `author-caption-${k - from}-${l}`;
        const area = /** @type {HTMLTextAreaElement} */ (h("textarea", { id, rows: "2", maxlength: String(MAX_CAPTION), lang: l, "aria-describedby": `${id}-count` }));
        area.value = words[l];
        const count = h("span", { class: "author-count", id: `${id}-count`, "aria-live": "polite" });
        const show = () => (count.textContent = t("app.author.count", { n: area.value.length, max: MAX_CAPTION }));
        area.addEventListener("input", () => {
          words[l] = area.value;
          show();
        });
        show();
        return h("div", { class: "author-field" }, labelled(id, t("app.author.caption", { lang: LANG_NAMES[l] }), area), count);
      });
      captions.append(h("fieldset", { class: "author-step", dataset: { step: String(k - from) } }, h("legend", { text: legend }), fields));
    }
  }
  first.addEventListener("change", () => {
    if (Number(last.value) < Number(first.value)) last.value = first.value;
    drawCaptions();
  });
  last.addEventListener("change", () => {
    if (Number(first.value) > Number(last.value)) first.value = last.value;
    drawCaptions();
  });

  /** The example's link from the engine, and its page and iframe code; null (and the reason shown) if refused. */
  async function make() {
    const [from, to] = steps();
    /** @param {{en: string, ja: string}} words */
    const given = (words) => Object.fromEntries(Object.entries(words).filter(([, v]) => v.trim()));
    const name = given({ en: names[0].input.value, ja: names[1].input.value });
    /** @type {Record<string, string>[]} */
    const words = [];
    for (let k = from; k <= to; k++) words.push(given(texts[k] ?? { en: "", ja: "" }));
    try {
      const { link, position, posters } = await table.enqueue(() => call("example_link", { session: table.session, first: from, last: to, title: name, captions: words, lang: lang() }));
      const heading = name[lang()] || name.en || name.ja || title(table.game);
      // each with the poster of the step it opens on (the embed: the start; the page: the last step)
      const url = withPoster(table.pageUrl(false, link), posters?.page);
      const embed = withPoster(table.pageUrl(true, link), posters?.embed);
      made = { link, position, captions: words, url, embed, code: embedSnippet(embed, heading, frameId(table.game.id)) };
      linkField.value = made.url;
      codeField.value = made.code;
      positionField.value = position;
      error.hidden = true;
      return made;
    } catch (e) {
      error.textContent = errorText(e);
      error.hidden = false;
      return null;
    }
  }

  async function preview() {
    if (await make()) frame.src = made.embed;
  }
  /** @param {(m: typeof made) => string} what @param {HTMLInputElement | HTMLTextAreaElement} field @param {string} done */
  const copier = (what, field, done) => async () => {
    const m = await make();
    if (!m) return;
    try {
      await navigator.clipboard.writeText(what(m));
      toast(done);
    } catch {
      field.focus();
      field.select();
      toast(t("app.game.copy_failed"), 6000);
    }
  };

  async function image() {
    if (!(await make())) return;
    if (!frame.src.endsWith(made.link)) await loaded(frame, made.embed);
    // (the link under the picture without its poster: a picture shows the address, not a first paint)
    const blob = await stepPicture(frame, table.pageUrl(false, made.link), made.captions);
    if (!blob) {
      picture.replaceChildren(h("p", { class: "author-error", text: t("app.author.image_none") }));
      return;
    }
    const url = URL.createObjectURL(blob);
    const file = `tabletop-${table.game.id}-example.png`;
    picture.replaceChildren(
      h("img", { src: url, alt: t("app.author.image_alt"), id: "author-image" }),
      h("a", { class: "button", href: url, download: file, id: "author-download" }, t("app.author.download")),
    );
    try {
      await navigator.clipboard.write([new ClipboardItem({ "image/png": blob })]);
      toast(t("app.author.image_copied"));
    } catch {
      toast(t("app.author.image_failed"), 6000);
    }
  }

  const dialog = h(
    "dialog",
    { class: "dialog author-dialog", id: "author", "aria-labelledby": "author-heading" },
    h("h2", { id: "author-heading", text: t("app.author.title") }),
    h("p", { class: "author-about", text: t("app.author.about") }),
    h("div", { class: "author-row" }, names.map(({ l, input }) => h("div", { class: "author-field" }, labelled(input.id, t("app.author.name", { lang: LANG_NAMES[l] }), input)))),
    h("div", { class: "author-row" }, h("div", { class: "author-field" }, labelled(first.id, t("app.author.first"), first)), h("div", { class: "author-field" }, labelled(last.id, t("app.author.last"), last))),
    h("h3", { class: "author-sub", text: t("app.author.captions") }),
    captions,
    error,
    h(
      "div",
      { class: "form-actions" },
      h("button", { type: "button", class: "button button-primary", id: "author-preview-button", onclick: preview }, t("app.author.preview")),
      h("button", { type: "button", class: "button", id: "author-copy-link", onclick: copier((m) => m.url, linkField, t("app.game.copied")) }, t("app.author.copy_link")),
      h("button", { type: "button", class: "button", id: "author-copy-code", onclick: copier((m) => m.code, codeField, t("app.author.copied_code")) }, t("app.author.copy_code")),
      h("button", { type: "button", class: "button", id: "author-image-button", onclick: image }, t("app.author.image")),
      h("button", { type: "button", class: "button", id: "author-copy-position", onclick: copier((m) => m.position, positionField, t("app.author.copied_position")) }, t("app.author.copy_position")),
    ),
    labelled(linkField.id, t("app.author.link"), linkField),
    labelled(codeField.id, t("app.author.code"), codeField),
    labelled(positionField.id, t("app.author.position"), positionField),
    h("div", { class: "author-frame" }, frame),
    picture,
    h("div", { class: "form-actions" }, h("button", { type: "button", class: "button", id: "author-close", onclick: () => dialog.close() }, t("app.dismiss"))),
  );
  dialog.addEventListener("close", () => {
    for (const img of dialog.querySelectorAll("img")) URL.revokeObjectURL(img.src);
    dialog.remove();
  });
  drawCaptions();
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

/** Load `src` in `frame` and wait for it. @param {HTMLIFrameElement} frame @param {string} src */
function loaded(frame, src) {
  return new Promise((resolve) => {
    frame.addEventListener("load", resolve, { once: true });
    frame.src = src;
  });
}

// -- "Copy as image" -----------------------------------------------------------
// The views draw with HTML, SVG and canvas mixed. The step the preview shows is copied as it is
// drawn: every element of its board with its computed style inlined (canvases as their pixels,
// images as data), in an SVG foreignObject, drawn on a canvas; under it the step's caption (as
// the embed shows it) and the link back. Pseudo-elements and web fonts of the board are not kept.

/**
 * A PNG of the embed in `frame`: its board, the caption of the step it shows and `url`; null if
 * it cannot be drawn. @param {HTMLIFrameElement} frame @param {string} url @param {Record<string, string>[]} captions
 */
async function stepPicture(frame, url, captions) {
  const doc = frame.contentDocument;
  const drawn = () => doc?.documentElement.dataset.appState === "ready" && doc.documentElement.dataset.busy !== "true" && doc.querySelector("#view-root")?.childElementCount;
  // wait for the view to draw (an embed boots its engine and replays the link)
  for (let i = 0; i < 300 && doc && !drawn(); i++) await new Promise((r) => setTimeout(r, 100));
  const board = doc?.querySelector("#view-root");
  if (!doc || !board || !board.childElementCount) return null;
  const box = board.getBoundingClientRect();
  const width = Math.ceil(box.width);
  const height = Math.ceil(board.scrollHeight);
  if (!width || !height) return null;
  const clone = await inlined(board);
  /** @type {HTMLElement} */ (clone).style.margin = "0";
  const markup = new XMLSerializer().serializeToString(clone);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
  const picture = new Image();
  try {
    await new Promise((resolve, reject) => {
      picture.onload = resolve;
      picture.onerror = reject;
      picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    });
  } catch {
    return null;
  }
  const range = /** @type {HTMLInputElement | null} */ (doc.querySelector("#step-range"));
  const words = captions[range ? Number(range.value) : captions.length - 1] ?? {};
  const caption = words[lang()] ?? Object.values(words)[0] ?? "";
  const style = getComputedStyle(doc.body);
  const font = `15px ${style.fontFamily}`;
  const pad = 16;
  const outWidth = Math.max(width, 480);
  const measure = /** @type {CanvasRenderingContext2D} */ (document.createElement("canvas").getContext("2d"));
  measure.font = font;
  const lines = [...wrap(measure, caption, outWidth - 2 * pad), ""];
  const linkLine = t("app.author.from", { url });
  const lineHeight = 21;
  const canvas = document.createElement("canvas");
  canvas.width = outWidth;
  canvas.height = height + pad + (lines.length + 1) * lineHeight + pad;
  const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  g.fillStyle = style.backgroundColor && style.backgroundColor !== "rgba(0, 0, 0, 0)" ? style.backgroundColor : "#fff";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.drawImage(picture, 0, 0, width, height);
  g.font = font;
  g.fillStyle = style.color || "#000";
  g.textBaseline = "top";
  lines.forEach((line, i) => g.fillText(line, pad, height + pad + i * lineHeight));
  g.font = `12px ${style.fontFamily}`;
  g.fillText(shorten(g, linkLine, outWidth - 2 * pad), pad, height + pad + lines.length * lineHeight);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), "image/png"));
}

/** `text` in lines no wider than `width` (words, or characters where there are no spaces). @param {CanvasRenderingContext2D} g @param {string} text @param {number} width */
function wrap(g, text, width) {
  const lines = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const piece of paragraph.match(/\S+\s*|\s+/g) ?? []) {
      for (const part of g.measureText(piece).width > width ? [...piece] : [piece]) {
        if (line && g.measureText(line + part).width > width) {
          lines.push(line.trimEnd());
          line = part.trimStart();
        } else line += part;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** `text` cut with "…" to fit `width`. @param {CanvasRenderingContext2D} g @param {string} text @param {number} width */
function shorten(g, text, width) {
  if (g.measureText(text).width <= width) return text;
  let cut = text;
  while (cut && g.measureText(cut + "…").width > width) cut = cut.slice(0, -1);
  return cut + "…";
}

/** A copy of `node` with every element's computed style inlined, canvases and images as data. @param {Node} node @returns {Promise<Node>} */
async function inlined(node) {
  if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(/** @type {Text} */ (node).data);
  if (node.nodeType !== Node.ELEMENT_NODE) return document.createTextNode("");
  const el = /** @type {Element} */ (node);
  const view = /** @type {Window} */ (el.ownerDocument.defaultView);
  if (el.localName === "script" || el.localName === "dialog") return document.createTextNode("");
  const computed = view.getComputedStyle(el);
  /** @type {Element} */
  let copy;
  if (el.localName === "canvas") {
    copy = document.createElement("img");
    try {
      copy.setAttribute("src", /** @type {HTMLCanvasElement} */ (el).toDataURL());
    } catch {
      /* a tainted canvas stays blank */
    }
  } else {
    copy = /** @type {Element} */ (el.cloneNode(false));
    if (el.localName === "img") copy.setAttribute("src", await dataUrl(/** @type {HTMLImageElement} */ (el).currentSrc));
  }
  let css = "";
  for (let i = 0; i < computed.length; i++) {
    const p = computed[i];
    css += `${p}:${computed.getPropertyValue(p)};`;
  }
  copy.setAttribute("style", css.replace(/url\((?!["']?data:)[^)]*\)/g, "none"));
  if (el.localName !== "canvas") {
    for (const child of el.childNodes) copy.appendChild(await inlined(child));
  }
  return copy;
}

/** A same-origin image as a data URL ("" when it cannot be read). @param {string} src */
async function dataUrl(src) {
  try {
    const blob = await (await fetch(src)).blob();
    return await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => resolve("");
      reader.readAsDataURL(blob);
    });
  } catch {
    return "";
  }
}
