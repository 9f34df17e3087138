  /* ======================================================================
     8b. Scale by what you have: tap an amount, type "3 eggs" or "250 g"
     ====================================================================== */

  const FRACTION_GLYPHS = { "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875 };
  let unitWords = null;

  /** Every spelling a reader may type for a unit, lowercase, to the unit: the book's language
   *  first (`el`, `gramm`; words.js), then RecipeCore's English spellings (units.js). */
  function unitSpellings() {
    if (unitWords) return unitWords;
    unitWords = new Map();
    const add = (spelling, unit) => {
      const key = String(spelling || "").toLowerCase().replace(/\.$/, "");
      if (key && !unitWords.has(key)) unitWords.set(key, unit);
    };
    const words = window.RECIPEBOOK_WORDS || {};
    const own = words.unitSpellings && typeof words.unitSpellings === "object" ? words.unitSpellings : {};
    Object.keys(own).forEach((unit) => (Array.isArray(own[unit]) ? own[unit] : []).forEach((spelling) => add(spelling, unit)));
    const named = words.units && typeof words.units === "object" ? words.units : {};
    Object.keys(named).forEach((unit) => { add(named[unit].singular, unit); add(named[unit].plural, unit); });
    const table = window.RECIPEBOOK_UNITS && typeof window.RECIPEBOOK_UNITS === "object" ? window.RECIPEBOOK_UNITS : {};
    Object.keys(table).concat(Object.keys(BUILTIN_UNITS)).forEach((unit) => {
      const info = unitInfo(unit);
      [unit, info.singular, info.plural].concat(Array.isArray((table[unit] || {}).spellings) ? table[unit].spellings : [])
        .forEach((spelling) => add(spelling, unit));
    });
    return unitWords;
  }

  /**
   * What a reader typed, as `{value, unit}` (unit null when they named none, or a thing:
   * "3 eggs"); null without a number. Reads `3`, `1,5 kg` and `1.5 kg` in any book, `½ cup`,
   * `1 1/2 cups`, `1½ tbsp`, `250g`.
   */
  function parseHave(text) {
    let rest = String(text || "").trim().toLowerCase().replace(/\s+/g, " ");
    const glyphs = "[½⅓⅔¼¾⅛⅜⅝⅞]";
    let value = null;
    let match;
    if ((match = /^(\d+) (\d+)\/(\d+)/.exec(rest))) value = Number(match[1]) + Number(match[2]) / Number(match[3]);
    else if ((match = /^(\d+)\/(\d+)/.exec(rest))) value = Number(match[1]) / Number(match[2]);
    else if ((match = new RegExp("^(\\d+(?:[.,]\\d+)?) ?(" + glyphs + ")?").exec(rest))) {
      value = parseFloat(match[1].replace(",", ".")) + (match[2] ? FRACTION_GLYPHS[match[2]] : 0);
    } else if ((match = new RegExp("^(" + glyphs + ")").exec(rest))) value = FRACTION_GLYPHS[match[1]];
    if (!match || !(value > 0) || !isFinite(value)) return null;
    rest = rest.slice(match[0].length).trim();
    const words = rest.split(" ").map((w) => w.replace(/[.,;:!?)]+$/, "")).filter(Boolean);
    const spellings = unitSpellings();
    let unit = null;
    if (words.length > 1 && spellings.has(words[0] + " " + words[1])) unit = spellings.get(words[0] + " " + words[1]);
    else if (words.length && spellings.has(words[0])) unit = spellings.get(words[0]);
    return { value: value, unit: unit };
  }

  /** An amount in its dimension's base: millilitres, grams, or a count of its unit ("piece"
   *  counts as nothing named, like "3" eggs). */
  function measureOf(value, unit) {
    const info = unit ? unitInfo(unit) : null;
    if (info && info.base) return { dimension: info.dimension, amount: value * info.base, unit: unit };
    return { dimension: "count:" + (unit && unit !== "piece" ? unit : ""), amount: value, unit: unit };
  }

  /** Grams of a measure where the kitchen rules weigh it: cups of a dry ingredient of the
   *  table by its `name`, a stick of butter; null elsewhere. */
  function gramsOf(measure, name) {
    if (measure.dimension === "weight") return measure.amount;
    const rules = kitchenRules();
    if (!rules) return null;
    if (measure.dimension === "volume") {
      const perCup = kitchenGramsPerCup(rules, name);
      return perCup ? measure.amount * perCup / unitBase("cup") : null;
    }
    const perCount = measure.unit && rules.gramsPerCount ? rules.gramsPerCount[measure.unit] : null;
    return perCount ? measure.amount * perCount : null;
  }

  /**
   * The factor that turns the recipe's amount `quantity` ({low, unit}, as written) of `name`
   * into what the reader typed, `have` ({value, unit}); null when the two cannot be compared
   * (a weight against a volume the kitchen rules do not weigh, a can against grams).
   */
  function haveFactor(have, quantity, name) {
    const low = parseFloat(quantity.low);
    if (!have || !(low > 0)) return null;
    const written = quantity.unit || null;
    const typed = have.unit === null ? written : have.unit; // a bare number is in the recipe's unit
    if (typed === written) return have.value / low;
    const mine = measureOf(have.value, typed);
    const theirs = measureOf(low, written);
    if (mine.dimension === theirs.dimension) return mine.amount / theirs.amount;
    const myGrams = gramsOf(mine, name);
    const theirGrams = gramsOf(theirs, name);
    return myGrams != null && theirGrams != null ? myGrams / theirGrams : null;
  }

  function initScaleByWhatYouHave() {
    $$(".recipe[data-recipe]").forEach((article) => {
      if (!scaling.has(article)) return;
      const amounts = $$(".elements > .item .item-amount[data-low]", article);
      if (!amounts.length) return;
      const slug = article.getAttribute("data-recipe");
      const hint = make("span", { class: "visually-hidden", id: "have-hint-" + slug }, word("haveHint", "Type what you have to scale the recipe"));
      article.append(hint);
      amounts.forEach((span) => {
        // The tap target wraps the amount, so copies of `.item-amount` (cook mode, the
        // overview) stay plain text.
        const trigger = make("span", {
          class: "have-trigger", role: "button", tabindex: "0", "aria-expanded": "false",
          "aria-controls": "have-" + slug, "aria-describedby": hint.id,
        });
        span.parentNode.insertBefore(trigger, span);
        trigger.append(span);
      });
      const form = haveForm(article, slug);
      article.addEventListener("click", (event) => {
        const trigger = event.target.closest && event.target.closest(".have-trigger");
        if (!trigger || !article.contains(trigger)) return;
        event.preventDefault(); // a tap on the amount is not a tick of the item
        form.toggleFor(trigger);
      });
      article.addEventListener("keydown", (event) => {
        const trigger = event.target.closest && event.target.closest(".have-trigger");
        if (!trigger || (event.key !== "Enter" && event.key !== " ")) return;
        event.preventDefault();
        form.toggleFor(trigger);
      });
    });
  }

  /** The one "what you have" field of a recipe, moved under the item whose amount was tapped. */
  function haveForm(article, slug) {
    const form = make("form", { class: "have-form", id: "have-" + slug, novalidate: "" });
    const label = make("label", { for: "have-input-" + slug, class: "have-label" });
    const input = make("input", {
      type: "text", id: "have-input-" + slug, class: "have-input", autocomplete: "off",
      spellcheck: "false", enterkeyhint: "done", "aria-describedby": "have-message-" + slug,
    });
    const submit = make("button", { type: "submit", class: "have-scale" }, word("haveScale", "Scale"));
    const cancel = make("button", { type: "button", class: "have-cancel" }, word("cancel", "Cancel"));
    const row = make("div", { class: "have-row" });
    row.append(input, submit, cancel);
    const message = make("p", { class: "have-message", id: "have-message-" + slug, role: "status" });
    form.append(label, row, message);
    form.hidden = true;
    let opener = null;

    function close(focusBack) {
      if (!opener) return;
      opener.setAttribute("aria-expanded", "false");
      const item = opener.closest("li");
      if (item) item.classList.remove("has-have-form");
      form.hidden = true;
      if (focusBack) opener.focus();
      opener = null;
    }

    function open(trigger) {
      close(false);
      opener = trigger;
      const item = trigger.closest("li");
      const amount = $(".item-amount", trigger);
      label.textContent = word("haveQuestion", "{name}: how much do you have?", { name: itemName(amount) });
      input.value = "";
      input.placeholder = amount.textContent.trim();
      input.removeAttribute("aria-invalid");
      message.textContent = "";
      item.append(form);
      item.classList.add("has-have-form");
      form.hidden = false;
      trigger.setAttribute("aria-expanded", "true");
      input.focus();
    }

    form.toggleFor = (trigger) => (opener === trigger ? close(true) : open(trigger));
    cancel.addEventListener("click", () => close(true));
    form.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close(true);
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!opener) return;
      const amount = $(".item-amount", opener);
      const have = parseHave(input.value);
      const factor = have ? haveFactor(have, readQuantity(amount), itemName(amount)) : null;
      if (factor == null || !(factor > 0) || !isFinite(factor)) {
        input.setAttribute("aria-invalid", "true");
        message.textContent = have
          ? word("haveOtherKind", "{typed} cannot be compared with {amount}: type it the way the recipe measures it.",
            { typed: input.value.trim(), amount: writtenAmount(amount) })
          : word("haveNoNumber", "Type an amount with a number, like {example}.", { example: writtenAmount(amount) });
        return;
      }
      scaleRecipeTo(article, factor);
      announce(word("haveScaled", "Scaled ×{factor} to what you have.", { factor: localNumber(decimalString(factor, 2)) }));
      close(true);
    });
    return form;
  }
