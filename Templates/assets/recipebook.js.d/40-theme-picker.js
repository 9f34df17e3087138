  /* ======================================================================
     4. Theme picker
     ====================================================================== */

  const THEMES = ["light", "dark", "blueberry", "eggplant", "mustard", "broccoli"];
  const THEME_KEY = "recipebook-theme";

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

  /** The theme to show for a pick: a theme's name, or "auto" → dark or the site default. */
  function resolveTheme(pick, prefersDark, siteDefault) {
    if (THEMES.indexOf(pick) >= 0) return pick;
    return prefersDark ? "dark" : THEMES.indexOf(siteDefault) >= 0 ? siteDefault : "light";
  }

  function initThemePicker() {
    if (!root.hasAttribute("data-default-theme")) {
      // theme.js did not run: what the page was built with is the default.
      root.setAttribute("data-default-theme", root.getAttribute("data-theme") || "light");
    }
    const query = darkQuery();
    const saved = store.get(THEME_KEY);
    let pick = THEMES.indexOf(saved) >= 0 ? saved : "auto";
    const apply = () => {
      root.setAttribute("data-theme", resolveTheme(pick, !!(query && query.matches), siteDefaultTheme()));
    };

    const select = doc.getElementById("theme-select");
    if (select) {
      select.value = pick;
      select.addEventListener("change", () => {
        pick = THEMES.indexOf(select.value) >= 0 ? select.value : "auto";
        if (pick === "auto") store.remove(THEME_KEY);
        else store.set(THEME_KEY, pick);
        apply();
      });
    }

    if (query) {
      const onSystemChange = () => {
        if (pick === "auto") apply();
      };
      if (query.addEventListener) query.addEventListener("change", onSystemChange);
      else if (query.addListener) query.addListener(onSystemChange);
    }

    // Another tab changed the theme.
    window.addEventListener("storage", (event) => {
      if (event.key !== THEME_KEY) return;
      pick = THEMES.indexOf(event.newValue) >= 0 ? event.newValue : "auto";
      if (select) select.value = pick;
      apply();
    });
  }

