  /* Below ⅛ tsp (0.62 ml) a volume is "a pinch": nobody measures 0.06 tsp. */
  const PINCH_ML = BUILTIN_UNITS.tsp[1] / 8 - 0.02;
  /* A written unit stands in for its family when the reader picks the other one. */
  const FAMILY_UNIT = { us: { volume: "cup", weight: "oz" }, metric: { volume: "ml", weight: "g" } };
  /* A scaled gallon, quart or pint may step down through the large units below it (½ gallon →
     2 quarts); the shopping list only uses the ones written. */
  const STEPS_BELOW = { gallon: ["quart", "pint"], quart: ["pint"] };
  /* Units counted in whole ones: half a pinch is still a pinch. */
  const WHOLE_COUNTS = ["pinch", "dash", "drop"];

  /** A scaled count the way a cook takes it: halves, never below ½ (0.42 lemons → ½); whole
   *  pinches, dashes and drops, at least 1. */
  function kitchenCount(value, unit) {
    if (WHOLE_COUNTS.indexOf(unit) >= 0) return Math.max(1, Math.round(value));
    return Math.max(0.5, Math.round(value * 2) / 2);
  }

  /** A measure (`low`…`high` of a unit with a base) shown in `system`, or in its own family
   *  when `system` is null: {lowText, highText, unit, shown}, or null when no unit fits. */
  function kitchenMeasure(low, high, unit, info, system) {
    // Spoons belong to no family (they do not vote in systemFor) and so read as US.
    const own = systemFor([unit]);
    const family = system || own;
    const inputs = own === family ? [unit].concat(STEPS_BELOW[unit] || []) : [FAMILY_UNIT[family][info.dimension]];
    const baseLow = low * info.base;
    const baseHigh = high == null ? null : high * info.base;
    const baseTop = baseHigh == null ? baseLow : baseHigh;
    if (info.dimension === "volume" && baseTop < PINCH_ML) return { lowText: word("aPinch", "a pinch"), highText: null, unit: "", shown: 0 };
    const natural = naturalUnit(info.dimension, { low: baseLow, high: baseHigh }, inputs);
    if (!natural) return null;
    const format = family === "metric" ? (v) => formatMetric(v, natural.unit) : formatUS;
    const pinchLow = info.dimension === "volume" && baseLow < PINCH_ML;
    return {
      lowText: pinchLow ? word("aPinch", "a pinch") : format(natural.amount.low),
      highText: natural.amount.high == null ? null : format(natural.amount.high),
      unit: natural.unit,
      shown: natural.amount.high == null ? natural.amount.low : natural.amount.high,
      joiner: pinchLow ? " " + word("rangeTo", "to") + " " : "–",
    };
  }

  /**
   * The text of an amount, scaled by `factor` and shown in `units` ("original", "metric"
   * or "us"): formatQuantity({low: 1.5, unit: "cup", rest: ""}, 2, "original") → "3 cups".
   * Scaled amounts are kitchen amounts: measures move along the unit ladder (⅛ cup → 2 tbsp,
   * 6 tsp → 2 tbsp) and round to fractions a cook measures (below ⅛ tsp: "a pinch"); counts
   * round to halves (kitchenCount). Returns null when `low` is not a number.
   */
  function formatQuantity(quantity, factor, units) {
    const q = quantity || {};
    const f = Number(factor) > 0 ? Number(factor) : 1;
    const low = parseFloat(q.low) * f;
    if (!isFinite(low)) return null;
    const highRaw = q.high == null || q.high === "" ? NaN : parseFloat(q.high);
    const high = isFinite(highRaw) ? highRaw * f : null;
    let unit = q.unit ? String(q.unit) : "";
    const info = unit ? unitInfo(unit) : null;
    const scaled = Math.abs(f - 1) > 1e-9;
    const system = units === "metric" || units === "us" ? units : null;

    let lowText;
    let highText = null;
    let shown = high != null ? high : low;
    let joiner = "–";
    const measure = info && info.base != null && (system || scaled)
      ? kitchenMeasure(low, high, unit, info, system) : null;
    if (measure) {
      lowText = measure.lowText;
      highText = measure.highText;
      shown = measure.shown;
      unit = measure.unit;
      joiner = measure.joiner || joiner;
    } else if (scaled && (!info || info.base == null)) {
      const lowCount = kitchenCount(low, unit);
      lowText = friendlyFraction(lowCount);
      if (high != null) highText = friendlyFraction(kitchenCount(high, unit));
      shown = high != null ? kitchenCount(high, unit) : lowCount;
    } else {
      lowText = friendlyFraction(low);
      if (high != null) highText = friendlyFraction(high);
    }
    if (highText === lowText) highText = null;

    const number = highText ? lowText + joiner + highText : lowText;
    const shownText = highText || lowText;
    let label = "";
    if (unit) {
      const labels = unitInfo(unit);
      label = shown > 1 && shownText !== "1" ? labels.plural : labels.singular;
    }
    return [number, label, q.rest ? String(q.rest).trim() : ""].filter(Boolean).join(" ");
  }

