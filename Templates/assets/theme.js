/*
 * recipebook theme.js: loaded synchronously in <head>, before the stylesheet paints, so a
 * dark page never flashes white. Sets <html data-theme="NAME" data-mode="light|dark">:
 * the colours the reader picked (localStorage "recipebook-colours") or the book's
 * (data-default-theme), in the mode they picked ("recipebook-mode") or, on Automatic, the
 * system's. A pick from before modes existed ("recipebook-theme") becomes the pair that
 * looks the same. Never throws.
 */
(function () {
  "use strict";
  var THEMES = ["light", "dark", "blueberry", "eggplant", "mustard", "broccoli"];
  var MODES = ["light", "dark"];
  var root = document.documentElement;
  try {
    var fallback = root.getAttribute("data-default-theme") || root.getAttribute("data-theme");
    if (THEMES.indexOf(fallback) < 0) fallback = "light";
    root.setAttribute("data-default-theme", fallback);

    var colours = null;
    var mode = null;
    try {
      var store = window.localStorage;
      var old = store.getItem("recipebook-theme");
      if (old !== null) {
        // The old picker's "Light" and "Dark" were the Classic colours in each mode.
        if (old === "light" || old === "dark") {
          store.setItem("recipebook-colours", "light");
          store.setItem("recipebook-mode", old);
        } else if (THEMES.indexOf(old) >= 0) {
          store.setItem("recipebook-colours", old);
        }
        store.removeItem("recipebook-theme");
      }
      colours = store.getItem("recipebook-colours");
      mode = store.getItem("recipebook-mode");
    } catch (e) {
      // file:// in some browsers, private mode, storage disabled: the book's theme, Automatic.
    }

    if (THEMES.indexOf(colours) < 0) colours = fallback;
    if (MODES.indexOf(mode) < 0) {
      var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
      mode = dark ? "dark" : "light";
    }
    root.setAttribute("data-theme", colours);
    root.setAttribute("data-mode", mode);
    // The reader's text size for recipes and cook mode (recipebook.js's A− and A+), here so
    // the text never jumps once the page shows.
    var size = null;
    try {
      size = window.localStorage.getItem("recipebook-text-size");
    } catch (e) {
      /* the book's size */
    }
    if (size !== null && +size >= 0.8 && +size <= 2) root.style.setProperty("--text-size", size);
  } catch (e) {
    /* The page keeps the theme it was built with, light. */
  }
})();

/*
 * The web app's manifest, linked only when the book is served over http(s): Chromium logs a
 * CORS error for a manifest linked from a page opened from disk (file://).
 */
(function () {
  "use strict";
  try {
    var protocol = window.location.protocol;
    var script = document.currentScript;
    if ((protocol !== "http:" && protocol !== "https:") || !script || !script.src) return;
    var link = document.createElement("link");
    link.rel = "manifest";
    link.href = new URL("../manifest.webmanifest", script.src).href;
    document.head.appendChild(link);
  } catch (e) {
    /* No manifest: the book is still a website. */
  }
})();
