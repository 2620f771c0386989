// The Japanese web font (web/app/font.css): where it is used, the text is laid
// out afresh when it has loaded and after each route is shown. Chromium keeps
// some text in the fallback font (boxes) after the font has arrived (seen: the
// skip link, and a short heading whose string the boot screen showed while the
// font was loading); a change of the root font size and letter spacing, undone at once, makes it
// shape every text again. Where the font is never loaded this does nothing.
(function () {
  var fonts = document.fonts;
  if (!fonts || !fonts.addEventListener || !window.MutationObserver) return;
  var root = document.documentElement;
  function loaded() {
    var found = false;
    fonts.forEach(function (face) {
      if (face.family.replace(/["']/g, "") === "Tabletop JP" && face.status === "loaded") found = true;
    });
    return found;
  }
  function relayout() {
    if (!document.body || !loaded()) return;
    var before = [root.style.fontSize, root.style.letterSpacing];
    root.style.fontSize = "100.01%"; // the rem sizes
    root.style.letterSpacing = "0.001px"; // the rest (inherited)
    void document.body.offsetHeight;
    root.style.fontSize = before[0];
    root.style.letterSpacing = before[1];
  }
  fonts.addEventListener("loadingdone", function () {
    relayout();
    // and once more a moment later: text painted in the fallback before the font arrived
    // is sometimes still in it after the first (seen: the lab's static language buttons)
    setTimeout(relayout, 250);
  });
  // and if the font came before this script ran
  fonts.ready.then(relayout);
  // and after every render of a route (web/app/boot.js sets data-app-state="ready")
  new MutationObserver(function () {
    if (root.getAttribute("data-app-state") === "ready") relayout();
  }).observe(root, { attributes: true, attributeFilter: ["data-app-state"] });
})();
