  /* ======================================================================
     4. Theme picker: the colours and the mode (Automatic, Light, Dark)
     ====================================================================== */

  /*
   * A theme is six colour schemes times two modes. theme.js applies the reader's picks before
   * the first paint; this keeps them in step with the two menus, the system and other tabs.
   */
  const THEMES = ["light", "dark", "blueberry", "eggplant", "mustard", "broccoli"];
  const MODES = ["light", "dark"];
  const COLOURS_KEY = "recipebook-colours";
  const MODE_KEY = "recipebook-mode";

  function siteDefaultTheme() {
    const fallback = root.getAttribute("data-default-theme");
    return THEMES.indexOf(fallback) >= 0 ? fallback : "light";
  }

  function darkQuery() {
    try {
      return window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
    } catch (e) {
      return null;
    }
  }

  /**
   * What a page shows, `{theme, mode}`, for the reader's picks: `colours` a theme's name (else
   * the book's `siteDefault`), `mode` "light" or "dark" (else "auto": the system's).
   */
  function resolveTheme(colours, mode, prefersDark, siteDefault) {
    const theme = THEMES.indexOf(colours) >= 0 ? colours
      : THEMES.indexOf(siteDefault) >= 0 ? siteDefault : "light";
    return { theme: theme, mode: MODES.indexOf(mode) >= 0 ? mode : prefersDark ? "dark" : "light" };
  }

  function initThemePicker() {
    if (!root.hasAttribute("data-default-theme")) {
      // theme.js did not run: what the page was built with is the default.
      root.setAttribute("data-default-theme", root.getAttribute("data-theme") || "light");
    }
    const query = darkQuery();
    const picks = () => ({ colours: store.get(COLOURS_KEY), mode: store.get(MODE_KEY) });
    const colourSelect = doc.getElementById("theme-select");
    const modeSelect = doc.getElementById("mode-select");
    const apply = () => {
      const { colours, mode } = picks();
      const shown = resolveTheme(colours, mode, !!(query && query.matches), siteDefaultTheme());
      root.setAttribute("data-theme", shown.theme);
      root.setAttribute("data-mode", shown.mode);
      if (colourSelect) colourSelect.value = shown.theme;
      if (modeSelect) modeSelect.value = MODES.indexOf(mode) >= 0 ? mode : "auto";
    };
    apply();

    if (colourSelect) {
      colourSelect.addEventListener("change", () => {
        // The book's own colours are no pick: the reader follows the book if it changes.
        const value = colourSelect.value;
        if (THEMES.indexOf(value) < 0 || value === siteDefaultTheme()) store.remove(COLOURS_KEY);
        else store.set(COLOURS_KEY, value);
        apply();
      });
    }
    if (modeSelect) {
      modeSelect.addEventListener("change", () => {
        if (MODES.indexOf(modeSelect.value) >= 0) store.set(MODE_KEY, modeSelect.value);
        else store.remove(MODE_KEY);
        apply();
      });
    }

    if (query) {
      if (query.addEventListener) query.addEventListener("change", apply);
      else if (query.addListener) query.addListener(apply);
    }

    // Another tab changed a pick.
    window.addEventListener("storage", (event) => {
      if (event.key === COLOURS_KEY || event.key === MODE_KEY || event.key === null) apply();
    });
  }

