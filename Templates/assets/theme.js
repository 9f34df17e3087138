/*
 * recipebook theme.js: loaded synchronously in <head>, before the stylesheet paints.
 * Applies the reader's saved theme (localStorage "recipebook-theme"), or on "auto" the
 * system's: dark when it prefers dark, else the site default the page was built with.
 * Keeps that default in data-default-theme for recipebook.js. Never throws.
 */
(function () {
  "use strict";
  var THEMES = ["light", "dark", "blueberry", "eggplant", "mustard", "broccoli"];
  var root = document.documentElement;
  try {
    var fallback = root.getAttribute("data-default-theme") || root.getAttribute("data-theme");
    if (THEMES.indexOf(fallback) < 0) fallback = "light";
    root.setAttribute("data-default-theme", fallback);

    var pick = null;
    try {
      pick = window.localStorage.getItem("recipebook-theme");
    } catch (e) {
      pick = null; // file:// in some browsers, private mode, storage disabled
    }

    var theme = fallback;
    if (pick && THEMES.indexOf(pick) >= 0) {
      theme = pick;
    } else if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) {
      theme = "dark";
    }
    root.setAttribute("data-theme", theme);
  } catch (e) {
    /* The page keeps the theme it was built with. */
  }
})();
