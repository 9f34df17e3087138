  /* ======================================================================
     2. Pure functions: exported as window.RecipeBook
     ====================================================================== */

  /* Common fractions, as in RecipeCore's FriendlyFraction: halves, thirds and quarters are
     shown within 0.02, eighths only within 0.004 (so a written 2.37 stays 2.37). */
  const FRACTIONS = [
    [0.125, "⅛", 0.004],
    [0.25, "¼", 0.02],
    [1 / 3, "⅓", 0.02],
    [0.375, "⅜", 0.004],
    [0.5, "½", 0.02],
    [0.625, "⅝", 0.004],
    [2 / 3, "⅔", 0.02],
    [0.75, "¾", 0.02],
    [0.875, "⅞", 0.004],
  ];

  /**
   * `value` the way a cook reads it: 2 → "2", 1.5 → "1½", 0.333 → "⅓", 2.37 → "2.37",
   * 0.004 → "0.004" (never "0"). Mirrors FriendlyFraction.format in RecipeCore.
   */
  function friendlyFraction(value) {
    value = Number(value);
    if (!isFinite(value) || Math.abs(value) >= 1e15) return String(value);
    if (value < 0) return "-" + friendlyFraction(-value);
    const whole = Math.floor(value);
    const fraction = value - whole;
    let best = null;
    let bestDistance = Infinity;
    for (const [candidate, glyph, tolerance] of FRACTIONS) {
      const distance = Math.abs(fraction - candidate);
      if (distance < tolerance - 1e-9 && distance < bestDistance) {
        best = glyph;
        bestDistance = distance;
      }
    }
    if (best) return whole === 0 ? best : String(whole) + best;
    return decimalString(value, 2);
  }

  /** `value` with at most `places` decimals, trailing zeros trimmed; more places (up to 6)
   *  when it would otherwise show as 0. Like FriendlyFraction.decimal, a value that is not
   *  finite or has 15 digits before the point is written as is: "Infinity.NaN" helps nobody. */
  function decimalString(value, places) {
    value = Number(value);
    if (!isFinite(value) || Math.abs(value) >= 1e15) return String(value);
    if (value < 0) return "-" + decimalString(-value, places);
    let scale = Math.pow(10, places);
    let scaled = Math.round(value * scale);
    while (scaled === 0 && value > 0 && places < 6) {
      places += 1;
      scale *= 10;
      scaled = Math.round(value * scale);
    }
    const whole = Math.floor(scaled / scale);
    let fraction = scaled - whole * scale;
    if (fraction <= 0) return String(whole);
    while (fraction % 10 === 0) {
      fraction /= 10;
      places -= 1;
    }
    const digits = String(fraction);
    return whole + "." + "0".repeat(Math.max(0, places - digits.length)) + digits;
  }

  /* Millilitres / grams per unit and its family, used when assets/units.js is missing; spoons
     belong to no family (RecipeCore's MeasureSystem), since metric kitchens use them too. */
  const BUILTIN_UNITS = {
    tsp: ["volume", 4.92892159375, null],
    tbsp: ["volume", 14.78676478125, null],
    cup: ["volume", 236.5882365, "us"],
    "fl oz": ["volume", 29.5735295625, "us"],
    ml: ["volume", 1, "metric"],
    cl: ["volume", 10, "metric"],
    dl: ["volume", 100, "metric"],
    l: ["volume", 1000, "metric"],
    pint: ["volume", 473.176473, "us"],
    quart: ["volume", 946.352946, "us"],
    gallon: ["volume", 3785.411784, "us"],
    mg: ["weight", 0.001, "metric"],
    g: ["weight", 1, "metric"],
    kg: ["weight", 1000, "metric"],
    oz: ["weight", 28.349523125, "us"],
    lb: ["weight", 453.59237, "us"],
  };
  const SAME_PLURAL = ["tsp", "tbsp", "fl oz", "ml", "cl", "dl", "l", "mg", "g", "kg", "oz", "lb"];

  function fallbackPlural(unit) {
    if (SAME_PLURAL.indexOf(unit) >= 0) return unit;
    if (/(?:lea|loa)f$/.test(unit)) return unit.slice(0, -1) + "ves";
    if (/(?:ch|sh|x|s)$/.test(unit)) return unit + "es";
    return unit + "s";
  }

  /** What is known about a unit: labels, dimension, base (ml or g; null when counted). */
  function unitInfo(unit) {
    const table = window.RECIPEBOOK_UNITS;
    const known = table && typeof table === "object" && Object.prototype.hasOwnProperty.call(table, unit)
      ? table[unit] : null;
    const builtin = Object.prototype.hasOwnProperty.call(BUILTIN_UNITS, unit) ? BUILTIN_UNITS[unit] : null;
    let base = builtin ? builtin[1] : null;
    if (known && "base" in known) base = typeof known.base === "number" && known.base > 0 ? known.base : null;
    let system = builtin ? builtin[2] : null;
    if (known && "system" in known) system = known.system === "us" || known.system === "metric" ? known.system : null;
    // The book's own name for the unit (assets/words.js: `EL` for tbsp in German).
    const words = window.RECIPEBOOK_WORDS;
    const named = words && words.units && typeof words.units === "object" &&
      Object.prototype.hasOwnProperty.call(words.units, unit) ? words.units[unit] : null;
    return {
      singular: (named && named.singular) || (known && known.singular) || unit,
      plural: (named && named.plural) || (known && known.plural) || fallbackPlural(unit),
      dimension: (known && known.dimension) || (builtin ? builtin[0] : "count"),
      base: base,
      system: system,
    };
  }

  /* The unit ladder, shared with shopping.js (which calls these through window.RecipeBook) and
     mirroring RecipeCore's NaturalUnit: one table for a shopping list's sums and a scaled recipe. */

  /** The family a sum is shown in: the majority of US and metric inputs, a tie to the first (NaturalUnit.system). */
  function systemFor(inputs) {
    let us = 0;
    let metric = 0;
    let first = null;
    inputs.forEach((unit) => {
      const system = unitInfo(unit).system;
      if (system !== "us" && system !== "metric") return;
      if (first === null) first = system;
      if (system === "us") us += 1;
      else metric += 1;
    });
    if (us !== metric) return us > metric ? "us" : "metric";
    return first || "us";
  }

  /** The units a sum may be shown in, largest first, with the least amount each is used for (NaturalUnit.ladder). */
  function unitLadder(dimension, inputs) {
    const system = systemFor(inputs);
    const used = new Set(inputs);
    if (dimension === "volume" && system === "us") {
      if (used.size === 1 && used.has("fl oz")) return [["fl oz", 0]];
      const steps = ["gallon", "quart", "pint"].filter((unit) => used.has(unit)).map((unit) => [unit, 1]);
      return steps.concat([["cup", 0.25], ["tbsp", 1], ["tsp", 0]]);
    }
    if (dimension === "volume") return [["l", 1], ["ml", 0]];
    if (dimension === "weight" && system === "us") return [["lb", 1], ["oz", 0]];
    if (dimension === "weight") return used.has("mg") ? [["kg", 1], ["g", 1], ["mg", 0]] : [["kg", 1], ["g", 0]];
    return [];
  }

  /** Whether both ends show as whole numbers or common fractions; in cups, when `measuring`,
   *  only those a measuring set holds: no eighths, so 6 tbsp is never ⅜ cup (NaturalUnit.reads). */
  function reads(amount, unit, measuring) {
    const refused = measuring && unit === "cup" ? /[.⅛⅜⅝⅞]/ : /\./;
    return !refused.test(friendlyFraction(amount.low)) &&
      !(amount.high != null && refused.test(friendlyFraction(amount.high)));
  }

  /** {low, high} millilitres or grams in the unit it reads best in, or null (NaturalUnit.choose):
   *  the largest unit it reaches the minimum of; a US amount that is no common fraction there
   *  moves down to a smaller unit where it is, if that takes at most 12 of it (1.08 tbsp → 3¼ tsp).
   *  Spoons alone become cups only when `spoonsBecomeCups` (not false), and only in cups a
   *  measuring set holds: a German EL never adds up to a Tasse. */
  function naturalUnit(dimension, amount, inputs, spoonsBecomeCups) {
    const spoonsOnly = !inputs.some((unit) => unitInfo(unit).system === "us" || unitInfo(unit).system === "metric");
    let fitting = [];
    unitLadder(dimension, inputs).forEach(([unit, minimum]) => {
      const base = unitInfo(unit).base;
      if (!base || (spoonsOnly && unit === "cup" && spoonsBecomeCups === false)) return;
      const converted = { low: amount.low / base, high: amount.high == null ? null : amount.high / base };
      if (converted.low >= minimum - 1e-9) fitting.push({ amount: converted, unit: unit });
    });
    if (!fitting.length) return null;
    const first = fitting[0];
    if (systemFor(inputs) === "metric") return first;
    // Cups a measuring set holds first; 4⅛ cups only when no spoon count will do, and never
    // for spoons alone, which the cook measured with spoons.
    for (const measuring of [true, false]) {
      if (!measuring && spoonsOnly) fitting = fitting.filter((fit) => fit.unit !== "cup");
      const largest = fitting[0];
      if (!largest) return first;
      if (reads(largest.amount, largest.unit, measuring)) return largest;
      const smaller = fitting.slice(1).find((fit) => {
        const top = fit.amount.high == null ? fit.amount.low : fit.amount.high;
        return reads(fit.amount, fit.unit, measuring) && top <= 12;
      });
      if (smaller) return smaller;
    }
    return fitting[0] || first;
  }
