  /* ======================================================================
     8. Scaling and units
     ====================================================================== */

  const UNITS_KEY = "recipebook-units";
  const SCALE_PREFIX = "recipebook-scale:"; // + the recipe's data-recipe: its own scale
  const originalText = new WeakMap();
  const scaling = new WeakMap(); // article → its scaling state

  /** The factor a recipe is scaled by now (1 when not scaled): what "Add to shopping list" adds. */
  function currentScale(article) {
    const state = scaling.get(article || $(".recipe"));
    return state ? state.factor : 1;
  }

  /** Scales a recipe to `factor` as its buttons do: what you have and your pan call this. */
  function scaleRecipeTo(article, factor) {
    const state = scaling.get(article);
    if (state && factor > 0 && isFinite(factor)) state.scaleTo(factor);
  }

  /** The scale a reader last picked for this recipe, kept until they pick ×1 (MARKUP.md). */
  function savedScale(article) {
    const factor = parseFloat(store.get(SCALE_PREFIX + article.getAttribute("data-recipe")));
    return factor > 0 && isFinite(factor) ? factor : 1;
  }

  function saveScale(article, factor) {
    const key = SCALE_PREFIX + article.getAttribute("data-recipe");
    if (Math.abs(factor - 1) < 1e-9) store.remove(key);
    else store.set(key, String(factor));
  }

  /** The units the reader picked on a recipe page ("original", "metric" or "us"): lists follow them. */
  function chosenUnits() {
    const saved = store.get(UNITS_KEY);
    return saved === "metric" || saved === "us" ? saved : "original";
  }

  /** An amount's text as the recipe writes it, whatever scale or units the page shows. */
  function writtenAmount(span) {
    return originalText.has(span) ? originalText.get(span) : span.textContent;
  }

  /** The name of the item an amount belongs to: dry ingredients are weighed in Metric. */
  function itemName(span) {
    const item = span.closest(".item, li");
    const name = item ? $(".item-name", item) : null;
    if (!name) return "";
    return name.getAttribute("data-one") || name.textContent;
  }

  function readQuantity(span) {
    return {
      low: span.getAttribute("data-low"),
      high: span.getAttribute("data-high"),
      unit: span.getAttribute("data-unit"),
      rest: span.getAttribute("data-rest"),
    };
  }

  /**
   * A step's temperature in the reader's units: "As written" and the units it is written in
   * show the written text; otherwise a `.temperature-shown` span with the generator's
   * conversion (data-metric / data-us) stands in for it on screen. Print ignores the pick and
   * shows the written text with its conversion (recipebook.css).
   */
  function showTemperature(span, units) {
    const written = $(".temperature-written", span);
    let shown = $(".temperature-shown", span);
    const text = units === "original" || units === span.getAttribute("data-written-in")
      ? null : span.getAttribute("data-" + units);
    if (!text || !written) {
      span.classList.remove("is-converted");
      if (shown) shown.remove();
      return;
    }
    if (!shown) {
      shown = make("span", { class: "temperature-shown" });
      span.insertBefore(shown, written.nextSibling);
    }
    shown.textContent = text;
    shown.setAttribute("title", word("written", "Written: {text}", { text: written.textContent }));
    span.classList.add("is-converted");
  }

  /**
   * A counted item's name for its scaled count: "Lemon" at 1, "Lemons" at 2 (MARKUP.md). The
   * plural starts above one, and in French at two, as the generator decides at ×1.
   */
  function showCountedName(name, factor) {
    const item = name.closest(".item, li");
    const amount = item ? $(".item-amount[data-low]", item) : null;
    if (!amount) return;
    const count = parseFloat(amount.getAttribute("data-high") || amount.getAttribute("data-low")) * factor;
    // A sub-recipe's name is its link's text (MARKUP.md): the link stays.
    (name.querySelector("a") || name).textContent = name.getAttribute(takesPlural(count) ? "data-other" : "data-one");
  }

  function initScaling() {
    $$(".recipe").forEach(initScalingFor);
  }

  function initScalingFor(article) {
    const tools = $(".recipe-tools", article);
    if (!tools) return;
    const amounts = $$(".item-amount[data-low]", article);
    const temperatures = $$(".temperature[data-metric][data-us]", article);
    const countedNames = $$(".item-name[data-other]", article);
    const scaleButtons = $$("[data-scale]", tools);
    const unitButtons = $$("[data-units]", tools);
    const servingsInput = $("[data-servings-input]", article);
    const baseServings = parseFloat(article.getAttribute("data-servings"));
    const subRecipeLinks = $$("a.sub-recipe[data-batches]", article);
    const state = { factor: 1, units: "original" };
    scaling.set(article, state);

    amounts.forEach((span) => {
      if (!originalText.has(span)) originalText.set(span, span.textContent);
    });
    if (servingsInput) servingsInput.setAttribute("step", "any"); // ×½ of 5 is 2.5 servings

    const savedUnits = store.get(UNITS_KEY);
    if (unitButtons.some((b) => b.getAttribute("data-units") === savedUnits)) state.units = savedUnits;

    function apply() {
      amounts.forEach((span) => {
        const original = originalText.get(span);
        const text = state.factor === 1 && state.units === "original"
          ? null : formatQuantity(readQuantity(span), state.factor, state.units, itemName(span));
        span.textContent = text ? localNumber(text) : original;
      });
      temperatures.forEach((span) => showTemperature(span, state.units));
      countedNames.forEach((name) => showCountedName(name, state.factor));
      subRecipeLinks.forEach((link) => scaleLink(link, state.factor));
      scaleButtons.forEach((b) => {
        const on = Math.abs(parseFloat(b.getAttribute("data-scale")) - state.factor) < 1e-9;
        b.setAttribute("aria-pressed", String(on));
      });
      unitButtons.forEach((b) => b.setAttribute("aria-pressed", String(b.getAttribute("data-units") === state.units)));
      article.classList.toggle("is-scaled", state.factor !== 1);
    }

    // Every way of scaling ends here, so the servings, the buttons and the kept scale agree.
    state.scaleTo = (factor) => {
      state.factor = factor;
      if (servingsInput && baseServings > 0) servingsInput.value = decimalString(baseServings * factor, 2);
      saveScale(article, factor);
      apply();
    };

    scaleButtons.forEach((button) => {
      button.addEventListener("click", () => {
        const factor = parseFloat(button.getAttribute("data-scale"));
        if (factor > 0) state.scaleTo(factor);
      });
    });

    if (servingsInput && baseServings > 0) {
      servingsInput.addEventListener("input", () => {
        const servings = parseFloat(servingsInput.value);
        if (!(servings > 0)) return;
        state.factor = servings / baseServings; // not scaleTo: the reader is still typing here
        saveScale(article, state.factor);
        apply();
      });
      servingsInput.addEventListener("change", () => {
        if (!(parseFloat(servingsInput.value) > 0)) {
          servingsInput.value = decimalString(baseServings * state.factor, 2);
        }
      });
    }

    unitButtons.forEach((button) => {
      button.addEventListener("click", () => {
        state.units = button.getAttribute("data-units") || "original";
        if (state.units === "original") store.remove(UNITS_KEY);
        else store.set(UNITS_KEY, state.units);
        apply();
      });
    });

    // A sub-recipe's link brings the scale its recipe needs (`#scale=`): it wins over the kept one.
    const linked = linkedScale();
    const kept = linked !== 1 ? linked : article.hasAttribute("data-recipe") ? savedScale(article) : 1;
    subRecipeLinks.forEach((link) => scaleLink(link, 1));
    if (kept !== 1) state.scaleTo(kept);
    else if (state.units !== "original") apply();
  }

