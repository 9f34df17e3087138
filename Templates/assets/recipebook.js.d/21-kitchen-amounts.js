  /* Kitchen numbers: RecipeCore's KitchenAmount, by the rules of the theme's kitchen.json
     (window.RECIPEBOOK_KITCHEN, written into assets/units.js). One table of rules for both, and
     one table of cases (kitchen-cases.json) that both must pass. */

  function kitchenRules() {
    const rules = window.RECIPEBOOK_KITCHEN;
    return rules && typeof rules === "object" && Array.isArray(rules.ingredients) ? rules : null;
  }

  /** `value` rounded to the step it falls under, halves up; never 0 above 0 (KitchenRules.rounded). */
  function kitchenRounded(value, steps) {
    const found = steps.find((s) => s.below == null || value < s.below) || steps[steps.length - 1];
    const step = found ? found.step : 0;
    if (!(step > 0)) return value;
    const rounded = Math.floor(value / step + 0.5 + 1e-9) * step;
    return rounded > 0 || value <= 0 ? rounded : step;
  }

  /** Lowercase words, accents dropped, ß as ss (KitchenRules.words). */
  function kitchenWords(text) {
    return String(text).toLowerCase().replace(/ß/g, "ss").normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .split(/[^\p{L}]+/u).filter(Boolean);
  }

  function kitchenContains(words, phrase, compound) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      const first = words[start];
      if (first !== phrase[0] && !(compound && first.endsWith(phrase[0]))) continue;
      if (phrase.slice(1).every((word, i) => words[start + 1 + i] === word)) return true;
    }
    return false;
  }

  /** Grams per US cup of a dry ingredient of the table, the longest matching name winning. */
  function kitchenGramsPerCup(rules, name) {
    const words = kitchenWords(name || "");
    if (!words.length) return null;
    let best = null;
    rules.ingredients.forEach((ingredient) => {
      Object.keys(ingredient.names || {}).forEach((language) => {
        const compound = rules.compoundLanguages.indexOf(language) >= 0;
        ingredient.names[language].forEach((written) => {
          const phrase = kitchenWords(written);
          const length = phrase.join(" ").length;
          if (!phrase.length || length <= (best ? best.length : 0) || !kitchenContains(words, phrase, compound)) return;
          best = { length: length, grams: ingredient.gramsPerCup };
        });
      });
    });
    return best ? best.grams : null;
  }

  function unitBase(unit) {
    return unitInfo(unit).base || 1;
  }

  /** A measure of `low`…`high` millilitres or grams on its way to an amount (KitchenMeasure). */
  function kitchenMeasureOf(rules, low, high) {
    function amount(unit, steps, scale) {
      const s = scale || 1;
      const round = (value) => kitchenRounded(value / unitBase(unit) * s, steps) / s;
      return { low: round(low), high: high == null ? null : round(high), unit: unit, lowIsPinch: false };
    }
    function cupMeasure(millilitres) {
      const cups = millilitres / unitBase("cup");
      const whole = Math.floor(cups);
      const candidates = rules.cupFractions.map((f) => whole + f).concat([whole + 1]).filter((c) => c > 0);
      let nearest = null;
      candidates.forEach((c) => { if (nearest === null || Math.abs(c - cups) < Math.abs(nearest - cups)) nearest = c; });
      if (nearest === null || (cups < 1 && Math.abs(nearest - cups) > rules.cupToleranceBelowOne)) return null;
      return nearest;
    }
    function spoon(teaspoons) {
      if (kitchenRounded(teaspoons, rules.teaspoonSteps) < 3) return "tsp";
      const tablespoons = teaspoons / 3;
      const rounded = kitchenRounded(tablespoons, rules.tablespoonSteps);
      return Math.abs(rounded - tablespoons) * 3 <= 0.1 || teaspoons > 6 ? "tbsp" : "tsp";
    }
    const measure = {
      grams() {
        const kilograms = kitchenRounded(low, rules.gramSteps) >= rules.kilogramsFromGrams;
        return amount(kilograms ? "kg" : "g", rules.gramSteps, kilograms ? 1000 : 1);
      },
      ounces() {
        const ounces = kitchenRounded(low / unitBase("oz"), rules.ounceSteps);
        return ounces >= rules.poundsFromOunces ? amount("lb", rules.poundSteps) : amount("oz", rules.ounceSteps);
      },
      millilitres(gramsPerCup) {
        if (gramsPerCup) {
          const perMillilitre = gramsPerCup / unitBase("cup");
          return kitchenMeasureOf(rules, low * perMillilitre, high == null ? null : high * perMillilitre).grams();
        }
        if (low < rules.teaspoonsBelowMillilitres) return measure.spoons(false);
        const litres = kitchenRounded(low, rules.millilitreSteps) >= rules.litresFromMillilitres;
        return amount(litres ? "l" : "ml", rules.millilitreSteps, litres ? 1000 : 1);
      },
      fluidOunces() {
        return amount("fl oz", rules.fluidOunceSteps);
      },
      largeUnits(unit) {
        const ladder = ["gallon", "quart", "pint"];
        const start = ladder.indexOf(unit);
        if (start < 0) return null;
        for (const large of ladder.slice(start)) {
          const value = low / unitBase(large);
          if (value >= 1 && Math.abs(kitchenRounded(value, rules.largeUnitSteps) - value) <= 0.05) {
            return amount(large, rules.largeUnitSteps);
          }
        }
        return null;
      },
      spoons(cups) {
        const teaspoon = unitBase("tsp");
        const top = high == null ? low : high;
        if (top / teaspoon < rules.pinchBelowTeaspoons - 1e-9) return { low: 0, high: null, unit: null, lowIsPinch: true };
        const lowCups = cups ? cupMeasure(low) : null;
        if (lowCups !== null) {
          const highCups = high == null ? null : cupMeasure(high);
          if (high == null || highCups !== null) return { low: lowCups, high: highCups, unit: "cup", lowIsPinch: false };
        }
        const unit = spoon(low / teaspoon);
        const result = amount(unit, unit === "tsp" ? rules.teaspoonSteps : rules.tablespoonSteps);
        if (low / teaspoon < rules.pinchBelowTeaspoons - 1e-9) result.lowIsPinch = true;
        return result;
      },
    };
    return measure;
  }

  /** {low, high, unit, lowIsPinch} of `low`…`high` `unit` of the ingredient `name`, scaled by
   *  `factor` and shown in `view` ("original", "metric", "us") for a book in `language`; null
   *  when shown as written (KitchenAmount.make). */
  function kitchenAmount(low, high, unit, name, factor, view, language) {
    const rules = kitchenRules();
    if (!rules || !isFinite(low) || !(factor > 0)) return null;
    const scaled = Math.abs(factor - 1) > 1e-9;
    low *= factor;
    high = high == null ? null : high * factor;
    const weighed = unit && view === "metric" && rules.gramsPerCount ? rules.gramsPerCount[unit] : null;
    if (weighed) return kitchenMeasureOf(rules, low * weighed, high == null ? null : high * weighed).grams();
    const info = unit ? unitInfo(unit) : null;
    if (!info || info.base == null) {
      if (!scaled) return null;
      const whole = !!unit && rules.wholeCounts.indexOf(unit) >= 0;
      const count = (value) => whole ? Math.max(1, Math.round(value)) : kitchenRounded(value, rules.countSteps);
      return { low: count(low), high: high == null ? null : count(high), unit: unit || null, lowIsPinch: false };
    }
    const own = info.system;
    const target = view === "metric" || view === "us" ? view : null;
    if (!scaled && (target === null || own === null || own === target)) return null;
    const measure = kitchenMeasureOf(rules, low * info.base, high == null ? null : high * info.base);
    if (info.dimension === "weight") return (target || own) === "us" ? measure.ounces() : measure.grams();
    // Spoons stay spoons; they grow into cups only for the US or where cooks use cups.
    if (own === null) return measure.spoons(target === "us" || (target === null && rules.cupLanguages.indexOf(language) >= 0));
    if (own === "us" && target === "metric") return measure.millilitres(kitchenGramsPerCup(rules, name));
    if (own === "us") return (unit === "fl oz" && target === null ? measure.fluidOunces() : measure.largeUnits(unit)) || measure.spoons(true);
    if (target === "us") return measure.spoons(true);
    return measure.millilitres(null);
  }

  /** Whole ml and g, decimals for l and kg, kitchen fractions else. */
  function kitchenNumber(value, unit) {
    if (unit === "ml" || unit === "g") return String(Math.round(value));
    if (unit === "l" || unit === "kg") return decimalString(value, 2);
    return friendlyFraction(value);
  }

  /** The text of a kitchen amount with the book's unit names: "480–540 g", "a pinch to ¼ tsp". */
  function kitchenText(amount) {
    const lowText = amount.lowIsPinch ? word("aPinch", "a pinch") : kitchenNumber(amount.low, amount.unit);
    let highText = amount.high == null ? null : kitchenNumber(amount.high, amount.unit);
    if (highText === lowText) highText = null;
    let text = highText == null ? lowText
      : lowText + (amount.lowIsPinch ? " " + word("rangeTo", "to") + " " : "–") + highText;
    if (amount.unit) {
      const shown = highText == null ? amount.low : amount.high;
      const labels = unitInfo(amount.unit);
      text += " " + (shown > 1 && (highText || lowText) !== "1" ? labels.plural : labels.singular);
    }
    return text;
  }

  /** The book's language code, "de" (RECIPEBOOK_WORDS.locale); "en" without one. */
  function bookLanguage() {
    const words = window.RECIPEBOOK_WORDS;
    return words && typeof words.locale === "string" ? words.locale.split("-")[0] : "en";
  }

  /** Whether a count of things is said in the plural in the book's language: above one, and in
   *  French from two (Language.takesPlural). */
  function takesPlural(count) {
    return bookLanguage() === "fr" ? count >= 2 : count > 1;
  }

  /** Whether a sum of spoons alone may be shown in cups in `units` (ShoppingUnits.spoonsBecomeCups):
   *  in the US view, and as written only where cooks measure with cups. */
  function spoonsBecomeCups(units) {
    if (units === "us") return true;
    if (units === "metric") return false;
    const rules = kitchenRules();
    return rules ? rules.cupLanguages.indexOf(bookLanguage()) >= 0 : bookLanguage() === "en";
  }

  /**
   * The text of an amount of the ingredient `name`, scaled by `factor` and shown in `units`
   * ("original", "metric" or "us"), by the kitchen rules: formatQuantity({low: 1.5, unit:
   * "cup", rest: ""}, 2, "original") → "3 cups". Null when it shows as written or `low` is
   * not a number.
   */
  function formatQuantity(quantity, factor, units, name) {
    const q = quantity || {};
    const f = Number(factor) > 0 ? Number(factor) : 1;
    const low = parseFloat(q.low);
    const highRaw = q.high == null || q.high === "" ? NaN : parseFloat(q.high);
    const amount = kitchenAmount(low, isFinite(highRaw) ? highRaw : null, q.unit ? String(q.unit) : "", name || "", f, units, bookLanguage());
    if (!amount) return null;
    return [kitchenText(amount), q.rest ? String(q.rest).trim() : ""].filter(Boolean).join(" ");
  }
