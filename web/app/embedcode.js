// The iframe code a wiki editor pastes: one form for every "Embed" button (the share
// dialog, a rules example, the example maker).

/**
 * A fixed 640×720 frame (what a page that strips scripts shows), and a tiny script that
 * sets the frame's height to its content's, which the embed posts as
 * {type: "tabletop:height", height} (boot.js) whenever it changes — up to the reader's window
 * less a margin: a taller example scrolls inside its frame, where its stepper sticks to the
 * top and its caption to the bottom, both in sight while the board moves between them.
 * @param {string} src @param {string} frameTitle @param {string} id the frame's id on the host page
 */
export function embedSnippet(src, frameTitle, id) {
  /** @param {unknown} v */
  const attr = (v) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return (
    `<iframe id="${attr(id)}" src="${attr(src)}" title="${attr(frameTitle)}" width="640" height="720" style="border:0;width:100%;max-width:640px" loading="lazy"></iframe>\n` +
    `<script>addEventListener("message",function(e){var f=document.getElementById(${JSON.stringify(String(id))});` +
    `if(f&&e.source===f.contentWindow&&e.data&&e.data.type==="tabletop:height"&&e.data.height>0)f.style.height=Math.min(Math.ceil(e.data.height),Math.max(320,innerHeight-32))+"px"})</script>`
  );
}

/** A frame id no other embed on the page has. @param {string} gameId */
export const frameId = (gameId) => `tabletop-${gameId}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
