  /* ======================================================================
     1. Pure functions
     ====================================================================== */

  function book() {
    return global.RecipeBook || {};
  }

  function friendly(value) {
    return book().friendlyFraction(value);
  }

  function decimal(value) {
    return book().decimalString(value, 2);
  }

  /** What is known about a unit: singular, plural, dimension, base, system (recipebook.js). */
  function unitInfo(unit) {
    return book().unitInfo(unit);
  }

  /** The unit's name beside `amount`: plural above 1 (Unit.name(for:)). */
  function unitName(unit, amount) {
    const info = unitInfo(unit);
    return amount > 1 ? info.plural : info.singular;
  }

  /** {low, high} + {low, high}: exact while both are, else a range (Amount.plus). */
  function plus(left, right) {
    if (left.high == null && right.high == null) return { low: left.low + right.low, high: null };
    const leftHigh = left.high == null ? left.low : left.high;
    const rightHigh = right.high == null ? right.low : right.high;
    return { low: left.low + right.low, high: leftHigh + rightHigh };
  }

  function scaled(amount, factor) {
    return { low: amount.low * factor, high: amount.high == null ? null : amount.high * factor };
  }

  /** The amount and unit a sum of millilitres or grams is shown in, or null (NaturalUnit.choose):
   *  recipebook.js holds the unit ladder, shared with the recipe page's scaling. */
  function naturalUnit(dimension, amount, inputs, spoonsBecomeCups) {
    return book().naturalUnit(dimension, amount, inputs, spoonsBecomeCups);
  }

  const SMALL_METRIC = ["mg", "g", "ml", "cl", "dl"];

  /** A number as a list shows it: fractions, decimals for metric units, whole grams from 10 up. */
  function numberText(value, unit) {
    if (!unit || unitInfo(unit).system !== "metric") return friendly(value);
    if (SMALL_METRIC.indexOf(unit) >= 0 && value >= 10 && value < 1e15) return String(Math.round(value));
    return decimal(value);
  }

  function amountNumber(amount, unit) {
    const low = numberText(amount.low, unit);
    return amount.high == null ? low : low + "–" + numberText(amount.high, unit);
  }

  /** One part as shown in `units` ("original", "metric", "us"), of the ingredient `name`:
   *  `1 tbsp`, `2 (15 oz) cans`, `3–4`, `to taste` (ShoppingAmount.text). */
  function partText(part, units, name) {
    if (part.kind === "text") return part.text;
    if (part.kind === "count") {
      let text = amountNumber(part.amount, null);
      if (part.size) text += " " + part.size;
      if (part.unit) text += " " + unitName(part.unit, part.amount.high == null ? part.amount.low : part.amount.high);
      if (part.word) text += " " + part.word;
      return text;
    }
    const converted = convertedText(part, units, name);
    if (converted) return converted;
    const natural = naturalUnit(part.kind, part.amount, part.inputs, book().spoonsBecomeCups(units || "original"));
    if (!natural) return amountNumber(part.amount, null);
    const top = natural.amount.high == null ? natural.amount.low : natural.amount.high;
    return amountNumber(natural.amount, natural.unit) + " " + unitName(natural.unit, top);
  }

  /** A sum for a Metric or US view, read as one amount in its own system (spoons have none)
   *  and converted as a recipe page converts it; null when the view shows it as written
   *  (ShoppingMeasure.converted). */
  function convertedText(part, units, name) {
    if (units !== "metric" && units !== "us") return null;
    const voting = part.inputs.filter((unit) => unitInfo(unit).system === "us" || unitInfo(unit).system === "metric");
    const own = voting.length ? book().systemFor(part.inputs) : null;
    const unit = part.kind === "weight" ? (own === "us" ? "oz" : "g") : own === "us" ? "cup" : own === "metric" ? "ml" : "tsp";
    const base = unitInfo(unit).base;
    const quantity = { low: part.amount.low / base, high: part.amount.high == null ? null : part.amount.high / base, unit: unit, rest: "" };
    return book().formatQuantity(quantity, 1, units, name || "");
  }

  /** Parts joined by ` + `; "" for no amount (ShoppingAmount.text). */
  function amountText(parts, units, name) {
    return parts.map((part) => partText(part, units, name)).join(" + ");
  }

  /** Adds an item's part (from the generator, for one recipe made once) made `multiplier` times. */
  function addPart(parts, part, multiplier) {
    if (!part) return;
    if (part.kind === "text") {
      const lower = part.text.toLowerCase();
      if (!parts.some((known) => known.kind === "text" && known.text.toLowerCase() === lower)) {
        parts.push({ kind: "text", text: part.text });
      }
      return;
    }
    const amount = scaled({ low: part.low, high: part.high == null ? null : part.high }, multiplier);
    if (part.kind === "count") {
      const count = { kind: "count", amount: amount, unit: part.unit || null, size: part.size || "", word: part.word || "" };
      const known = parts.find((other) => other.kind === "count" && other.unit === count.unit &&
        other.size.toLowerCase() === count.size.toLowerCase() && other.word === count.word);
      if (known) known.amount = plus(known.amount, count.amount);
      else insertNumber(parts, count);
      return;
    }
    const known = parts.find((other) => other.kind === part.kind);
    if (known) {
      known.amount = plus(known.amount, amount);
      known.inputs.push(part.unit);
    } else {
      insertNumber(parts, { kind: part.kind, amount: amount, inputs: [part.unit] });
    }
  }

  /** Measures and counts go after the others, before the texts. */
  function insertNumber(parts, part) {
    const firstText = parts.findIndex((known) => known.kind === "text");
    if (firstText < 0) parts.push(part);
    else parts.splice(firstText, 0, part);
  }

  function startsUppercase(text) {
    const first = String(text).charAt(0);
    return first !== first.toLowerCase() && first === first.toUpperCase();
  }

  /** The first plural spelling (capitalised first), else the first spelling (ShoppingRequest.displayName). */
  function displayName(sources) {
    const plurals = sources.filter((source) => source.plural);
    const pool = plurals.length ? plurals : sources;
    const capital = pool.find((source) => startsUppercase(source.name));
    return (capital || pool[0] || { name: "" }).name;
  }

  /**
   * The line's name beside its count: the plural the generator gave a source of that name
   * (`other`) when the largest count without a unit asks for one (ShoppingList.countedNames).
   */
  function countedName(name, sources, parts) {
    const counts = parts.filter((part) => part.kind === "count" && part.unit == null);
    if (!counts.length) return name;
    const count = Math.max.apply(null, counts.map((part) => (part.amount.high == null ? part.amount.low : part.amount.high)));
    const source = book().takesPlural(count) && sources.find((known) => known.name === name && known.other);
    return source ? source.other : name;
  }

