  /* ======================================================================
     4b. The recipe's tools and the theme picker, made here
     ====================================================================== */

  /*
   * Scaling, units, cooking mode, the shopping buttons and the theme picker work only with
   * this script, so they are made by it: a page without scripts shows no button that does
   * nothing, and each of a big book's pages carries them once, here, instead of in its HTML.
   * A template that writes them itself keeps its own.
   */

  function button(attributes, text) {
    return make("button", Object.assign({ type: "button" }, attributes), text);
  }

  /** `.recipe-tools` filled in, as MARKUP.md shows it, when the page left it empty. */
  function fillRecipeTools(tools) {
    if (tools.children.length) return;
    const article = tools.closest(".recipe");
    if (tools.hasAttribute("data-amounts")) {
      const scale = make("div", { class: "scale", role: "group", "aria-label": word("scaleRecipe", "Scale the recipe") });
      [["0.5", "×½"], ["1", "×1"], ["2", "×2"], ["3", "×3"]].forEach(([factor, label]) => {
        scale.append(button({ "data-scale": factor, "aria-pressed": String(factor === "1") }, label));
      });
      tools.append(scale);
      const servings = article && article.getAttribute("data-servings");
      if (servings) {
        const field = make("label", { class: "servings" }, word("servings", "Servings") + " ");
        field.append(make("input", { type: "number", min: "1", max: "999", step: "any", value: servings, "data-servings-input": "" }));
        tools.append(field);
      }
      const units = make("div", { class: "units", role: "group", "aria-label": word("units", "Units") });
      [["original", "asWritten", "As written"], ["metric", "metric", "Metric"], ["us", "us", "US"]].forEach(([value, key, english]) => {
        units.append(button({ "data-units": value, "aria-pressed": String(value === "original") }, word(key, english)));
      });
      tools.append(units);
    }
    tools.append(button({ class: "done-cooking", "data-done-cooking": "" }, word("doneCooking", "Done cooking")));
    const wake = button({ class: "wake-lock", "data-wake-lock": "", "aria-pressed": "false" }, word("keepScreenAwake", "Keep screen awake"));
    wake.hidden = true;
    tools.append(wake);
    if (tools.hasAttribute("data-items")) {
      const shopping = make("div", { class: "shopping-tools" });
      const add = button({ class: "add-to-list", "data-add-to-list": "" }, word("addToShoppingList", "Add to shopping list"));
      add.hidden = true; // shopping.js shows it when the page carries the recipe's items
      const list = make("a", { class: "recipe-shopping-link", href: siteHref("shopping/"), "data-recipe-list": "" },
        word("printableShoppingList", "Printable shopping list"));
      list.hidden = true;
      shopping.append(add, list);
      tools.append(shopping);
    }
  }

  function initRecipeTools() {
    $$(".recipe .recipe-tools").forEach(fillRecipeTools);
    fillThemePicker();
  }

  /**
   * The header's theme picker, when the layout left `.theme-picker` empty: the colours, then
   * Automatic, Light or Dark, each a labelled menu.
   */
  function fillThemePicker() {
    const picker = $(".site-header .theme-picker");
    if (!picker || picker.children.length || doc.getElementById("theme-select")) return;
    const colours = make("select", { id: "theme-select" });
    THEMES.forEach((theme) => {
      colours.append(make("option", { value: theme }, word("theme." + theme, theme.charAt(0).toUpperCase() + theme.slice(1))));
    });
    const mode = make("select", { id: "mode-select" });
    mode.append(make("option", { value: "auto" }, word("themeAutomatic", "Automatic")));
    MODES.forEach((name) => {
      mode.append(make("option", { value: name }, word("mode." + name, name.charAt(0).toUpperCase() + name.slice(1))));
    });
    picker.append(make("label", { for: "theme-select" }, word("theme", "Theme")), colours,
      make("label", { for: "mode-select" }, word("themeMode", "Light or dark")), mode);
  }
