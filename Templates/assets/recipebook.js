/*
 * recipebook.js: the default theme's behaviour (see MARKUP.md for the markup it expects).
 *
 * A plain script (no modules, no dependencies, no fetch) so it also runs from file://.
 * Every feature looks for its own elements and does nothing on a page without them.
 *
 *   1. Utilities                      6. Cooking mode (check-off)
 *   2. Pure functions (RecipeBook)    7. Timers
 *   3. file:// links                  8. Scaling and units
 *   4. Theme picker                   9. Wake lock
 *   5. Search                        10. Heading links, task lists, start
 *
 * window.RecipeBook exposes the pure functions for tests; nothing else is global.
 */
(function () {
  "use strict";

  /* ======================================================================
     1. Utilities
     ====================================================================== */

  const doc = document;
  const root = doc.documentElement;

  /** localStorage that never throws (file:// in some browsers, private mode). */
  const store = {
    get(key) {
      try {
        return window.localStorage.getItem(key);
      } catch (e) {
        return null;
      }
    },
    set(key, value) {
      try {
        window.localStorage.setItem(key, value);
        return true;
      } catch (e) {
        return false;
      }
    },
    remove(key) {
      try {
        window.localStorage.removeItem(key);
      } catch (e) {
        /* nothing to remove */
      }
    },
  };

  function $(selector, scope) {
    return (scope || doc).querySelector(selector);
  }

  function $$(selector, scope) {
    return Array.prototype.slice.call((scope || doc).querySelectorAll(selector));
  }

  /** A new element with attributes and optional text. */
  function make(tag, attributes, text) {
    const node = doc.createElement(tag);
    Object.keys(attributes || {}).forEach((name) => node.setAttribute(name, attributes[name]));
    if (text != null) node.textContent = text;
    return node;
  }

  function isTyping(target) {
    return !!(target && target.closest && target.closest("input, textarea, select, [contenteditable]"));
  }

  /**
   * Says what was just done, with an Undo button, for ten seconds: for the one-tap actions
   * that throw away what a cook ticked off ("Done cooking", "Clear the list").
   */
  let undoNode = null;
  let undoTimer = 0;
  function offerUndo(message, undo) {
    if (!undoNode) {
      undoNode = make("div", { class: "undo-bar no-print", role: "status" });
      doc.body.appendChild(undoNode);
    }
    clearTimeout(undoTimer);
    undoNode.textContent = "";
    undoNode.appendChild(make("span", {}, message));
    const button = make("button", { type: "button", class: "undo-button" }, "Undo");
    undoNode.appendChild(button);
    undoNode.hidden = false;
    const close = () => {
      clearTimeout(undoTimer);
      undoNode.hidden = true;
    };
    button.addEventListener("click", () => {
      close();
      undo();
      announce("Undone.");
    });
    undoTimer = setTimeout(close, 10000);
  }

  /** A visually hidden status line read by screen readers. */
  let statusNode = null;
  function announce(message) {
    if (!statusNode) return;
    statusNode.textContent = "";
    // A fresh text node after a tick, so the same message twice is announced twice.
    setTimeout(() => {
      statusNode.textContent = message;
    }, 50);
  }

  /** A short visible message (also a live region): "Copied". */
  let toastNode = null;
  let toastTimer = 0;
  function toast(message) {
    if (!toastNode) return;
    toastNode.textContent = message;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toastNode.textContent = "";
    }, 2200);
  }

  function createLiveRegions() {
    if (!doc.body) return;
    statusNode = make("div", { class: "visually-hidden rb-status", role: "status", "aria-live": "polite" });
    toastNode = make("div", { class: "rb-toast", role: "status", "aria-live": "polite" });
    doc.body.appendChild(statusNode);
    doc.body.appendChild(toastNode);
  }

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

  /* Millilitres / grams per unit and its family, used when assets/units.js is missing. */
  const BUILTIN_UNITS = {
    tsp: ["volume", 4.92892159375, "us"],
    tbsp: ["volume", 14.78676478125, "us"],
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
    return {
      singular: (known && known.singular) || unit,
      plural: (known && known.plural) || fallbackPlural(unit),
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

  function reads(amount) {
    return friendlyFraction(amount.low).indexOf(".") < 0 &&
      !(amount.high != null && friendlyFraction(amount.high).indexOf(".") >= 0);
  }

  /** {low, high} millilitres or grams in the unit it reads best in, or null (NaturalUnit.choose):
   *  the largest unit it reaches the minimum of; a US amount that is no common fraction there
   *  moves down to a smaller unit where it is, if that takes at most 12 of it (1.08 tbsp → 3¼ tsp). */
  function naturalUnit(dimension, amount, inputs) {
    const fitting = [];
    unitLadder(dimension, inputs).forEach(([unit, minimum]) => {
      const base = unitInfo(unit).base;
      if (!base) return;
      const converted = { low: amount.low / base, high: amount.high == null ? null : amount.high / base };
      if (converted.low >= minimum - 1e-9) fitting.push({ amount: converted, unit: unit });
    });
    if (!fitting.length) return null;
    const largest = fitting[0];
    if (systemFor(inputs) === "metric" || reads(largest.amount)) return largest;
    const smaller = fitting.slice(1).find((fit) => {
      const top = fit.amount.high == null ? fit.amount.low : fit.amount.high;
      return reads(fit.amount) && top <= 12;
    });
    return smaller || largest;
  }

  /** Metric numbers: whole ml/g from 10 up, halves below, two decimals for l and kg. */
  function formatMetric(value, unit) {
    if (unit === "l" || unit === "kg") return decimalString(value, 2);
    if (value >= 10) return String(Math.round(value));
    if (value >= 1) return decimalString(Math.round(value * 2) / 2, 1);
    return decimalString(value, 2);
  }

  /** US numbers: the nearest eighth or third, then as a friendly fraction. */
  function formatUS(value) {
    const eighth = Math.round(value * 8) / 8;
    const third = Math.round(value * 3) / 3;
    const snapped = Math.abs(eighth - value) <= Math.abs(third - value) ? eighth : third;
    return friendlyFraction(snapped > 0 ? snapped : value);
  }

  /* Below ⅛ tsp (0.62 ml) a volume is "a pinch": nobody measures 0.06 tsp. */
  const PINCH_ML = BUILTIN_UNITS.tsp[1] / 8 - 0.02;
  const PINCH = "a pinch";
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
    if (info.dimension === "volume" && baseTop < PINCH_ML) return { lowText: PINCH, highText: null, unit: "", shown: 0 };
    const natural = naturalUnit(info.dimension, { low: baseLow, high: baseHigh }, inputs);
    if (!natural) return null;
    const format = family === "metric" ? (v) => formatMetric(v, natural.unit) : formatUS;
    const pinchLow = info.dimension === "volume" && baseLow < PINCH_ML;
    return {
      lowText: pinchLow ? PINCH : format(natural.amount.low),
      highText: natural.amount.high == null ? null : format(natural.amount.high),
      unit: natural.unit,
      shown: natural.amount.high == null ? natural.amount.low : natural.amount.high,
      joiner: pinchLow ? " to " : "–",
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

  /** Seconds as a clock: 75 → "1:15", 3725 → "1:02:05". */
  function formatDuration(seconds) {
    const total = Math.max(0, Math.round(Number(seconds) || 0));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const two = (n) => (n < 10 ? "0" : "") + n;
    return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }

  /** The inverse of formatDuration: "1:15" → 75, "1:02:05" → 3725; null when not a clock. */
  function parseDuration(text) {
    const match = /^\s*(?:(\d+):)?(\d+):(\d{2})\s*$/.exec(String(text));
    if (!match) return null;
    return (parseInt(match[1] || "0", 10) * 3600) + parseInt(match[2], 10) * 60 + parseInt(match[3], 10);
  }

  /** A relative clean URL opened from disk: "../apple-pie/" → "../apple-pie/index.html". */
  function fileHref(href) {
    if (typeof href !== "string" || href === "") return href;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || /^[/?#]/.test(href)) return href;
    const match = /^([^?#]*)([?#][\s\S]*)?$/.exec(href);
    let path = match[1];
    const tail = match[2] || "";
    if (path === "." || path === ".." || /\/\.\.?$/.test(path)) path += "/";
    if (path.charAt(path.length - 1) !== "/") return href;
    return path + "index.html" + tail;
  }

  /** Lowercase, accents removed: "Crème Brûlée" → "creme brulee". */
  function normalizeText(text) {
    let s = String(text == null ? "" : text);
    if (s.normalize) s = s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    return s.toLowerCase();
  }

  const KIND_RANK = { tag: 0, recipe: 1, guide: 2 };
  const prepared = new WeakMap();

  function preparedEntry(entry) {
    let p = prepared.get(entry);
    if (!p) {
      const title = normalizeText(entry.t);
      p = { title: title, hay: title + " " + normalizeText(entry.c) + " " + normalizeText(entry.x) };
      prepared.set(entry, p);
    }
    return p;
  }

  /** Entries of the search index matching every word of `query`, best first (titles, then
   *  tags, recipes, guide sections), at most `limit`. */
  function searchEntries(query, entries, limit) {
    const words = normalizeText(query).split(/\s+/).filter(Boolean);
    if (!words.length || !Array.isArray(entries)) return [];
    const hits = [];
    entries.forEach((entry, index) => {
      if (!entry || typeof entry !== "object" || typeof entry.t !== "string") return;
      const p = preparedEntry(entry);
      if (!words.every((w) => p.hay.indexOf(w) >= 0)) return;
      const inTitle = words.every((w) => p.title.indexOf(w) >= 0);
      const kind = Object.prototype.hasOwnProperty.call(KIND_RANK, entry.k) ? KIND_RANK[entry.k] : 3;
      const starts = p.title.indexOf(words[0]) === 0 || p.title.indexOf("#" + words[0]) === 0;
      hits.push({ entry: entry, key: [inTitle ? 0 : 1, kind, starts ? 0 : 1, index] });
    });
    hits.sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
      return 0;
    });
    return hits.slice(0, limit > 0 ? limit : 12).map((hit) => hit.entry);
  }

  /* ======================================================================
     3. file:// links
     ====================================================================== */

  function isFilePage() {
    return window.location.protocol === "file:";
  }

  /** From disk, folder links would open directory listings: point them at index.html. */
  function rewriteFileLinks(scope) {
    if (!isFilePage()) return;
    $$("a[href]", scope).forEach((link) => {
      const href = link.getAttribute("href");
      const fixed = fileHref(href);
      if (fixed !== href) link.setAttribute("href", fixed);
    });
  }

  /** A URL relative to the site root (`u` in the search index) as a link from this page. */
  function siteHref(path) {
    const base = (doc.body && doc.body.getAttribute("data-root")) || "";
    const href = base + String(path || "");
    return isFilePage() ? fileHref(href === "" ? "./" : href) : href;
  }

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

  /* ======================================================================
     5. Search
     ====================================================================== */

  const KIND_LABELS = { recipe: "Recipe", guide: "Guide", tag: "Tag" };

  function searchResultItem(entry) {
    const link = make("a", { href: siteHref(entry.u) });
    if (entry.i) {
      // The recipe's first photo, small; the title beside it says what it shows.
      link.appendChild(make("img", { class: "result-photo", src: siteHref(entry.i), alt: "", loading: "lazy" }));
    }
    link.appendChild(make("span", { class: "result-title" }, entry.t));
    if (entry.c) {
      link.appendChild(doc.createTextNode(" "));
      link.appendChild(make("span", { class: "result-context" }, "in " + entry.c));
    }
    link.appendChild(doc.createTextNode(" "));
    const kind = KIND_LABELS[entry.k] || (entry.k ? String(entry.k) : "Page");
    link.appendChild(make("span", { class: "result-kind" }, kind));
    const item = make("li");
    item.appendChild(link);
    return item;
  }

  function initSearch() {
    const input = doc.getElementById("search-input");
    const list = doc.getElementById("search-results");
    if (!input || !list) return;
    const box = input.closest(".site-search") || input.parentNode;
    // aria-expanded is not allowed on a searchbox; the results are a list of links.
    input.removeAttribute("aria-expanded");
    const status = make("p", { class: "visually-hidden", role: "status", "aria-live": "polite" });
    box.appendChild(status);

    let debounce = 0;
    let shownQuery = null;

    const links = () => $$("a", list);
    const close = () => {
      list.hidden = true;
    };

    function render(query) {
      const entries = Array.isArray(window.RECIPEBOOK_SEARCH) ? window.RECIPEBOOK_SEARCH : [];
      const results = searchEntries(query, entries, 12);
      list.textContent = "";
      if (!results.length) {
        list.appendChild(make("li", { class: "search-empty" }, "No results"));
        status.textContent = "No results";
      } else {
        results.forEach((entry) => list.appendChild(searchResultItem(entry)));
        status.textContent = results.length === 1 ? "1 result" : results.length + " results";
      }
      list.hidden = false;
    }

    function update() {
      clearTimeout(debounce);
      const query = input.value.trim();
      if (query.length < 2) {
        list.textContent = "";
        status.textContent = "";
        shownQuery = null;
        close();
        return;
      }
      if (query === shownQuery) {
        list.hidden = false;
        return;
      }
      shownQuery = query;
      render(query);
    }

    input.addEventListener("input", () => {
      clearTimeout(debounce);
      debounce = setTimeout(update, 100);
    });
    // Clicking back into the box shows the last results again (focus alone does not, so
    // Escape, which returns focus here, really closes them).
    input.addEventListener("click", () => {
      if (input.value.trim().length >= 2) update();
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown") {
        update();
        const first = links()[0];
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (event.key === "Enter") {
        update();
        const first = links()[0];
        if (first) {
          event.preventDefault();
          window.location.href = first.href;
        }
      } else if (event.key === "Escape") {
        if (!list.hidden) {
          event.preventDefault();
          close();
        }
      }
    });
    list.addEventListener("keydown", (event) => {
      const all = links();
      const index = all.indexOf(doc.activeElement);
      if (index < 0) return;
      let next = null;
      if (event.key === "ArrowDown") next = all[Math.min(index + 1, all.length - 1)];
      else if (event.key === "ArrowUp") next = index === 0 ? input : all[index - 1];
      else if (event.key === "Home") next = all[0];
      else if (event.key === "End") next = all[all.length - 1];
      else if (event.key === "Escape") {
        close();
        next = input;
      }
      if (next) {
        event.preventDefault();
        next.focus();
      }
    });
    // Keyboard focus leaving the box closes it; pointer clicks are handled below so a click
    // on a result is never lost to an early close.
    box.addEventListener("focusout", (event) => {
      if (event.relatedTarget && !box.contains(event.relatedTarget)) close();
    });
    doc.addEventListener("pointerdown", (event) => {
      if (!box.contains(event.target)) close();
    });
    // "/" jumps to the search box, as on many documentation sites.
    doc.addEventListener("keydown", (event) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
  }

  /* ======================================================================
     6. Cooking mode: check off items and steps, remembered per recipe
     ====================================================================== */

  const COOKING_PREFIX = "recipebook-cooking:";

  function readIdList(text) {
    try {
      const value = JSON.parse(text);
      return Array.isArray(value) ? value.map(String) : [];
    } catch (e) {
      return [];
    }
  }

  function markChecked(box) {
    const item = box.closest("li");
    if (item) item.classList.toggle("is-checked", box.checked);
  }

  function initCooking() {
    $$(".recipe[data-recipe]").forEach(initCookingFor);
  }

  function initCookingFor(article) {
    const key = COOKING_PREFIX + article.getAttribute("data-recipe");
    const boxes = () => $$("input.check[data-check]", article);
    const saved = store.get(key);
    const checked = new Set(saved == null ? [] : readIdList(saved));
    boxes().forEach((box) => {
      if (saved != null || box.checked) box.checked = checked.has(box.getAttribute("data-check"));
      markChecked(box);
    });

    const save = () => {
      const ids = boxes().filter((box) => box.checked).map((box) => box.getAttribute("data-check"));
      if (ids.length) store.set(key, JSON.stringify(ids));
      else store.remove(key);
    };

    article.addEventListener("change", (event) => {
      const box = event.target;
      if (!box.matches || !box.matches("input.check[data-check]")) return;
      markChecked(box);
      save();
    });

    // A tap anywhere on a step (but its buttons and links) toggles it; items are labels already.
    article.addEventListener("click", (event) => {
      const body = event.target.closest && event.target.closest(".element--step .element-body");
      if (!body || !article.contains(body)) return;
      if (event.target.closest("a, button, input, select, textarea, label, summary, [contenteditable]")) return;
      const selection = window.getSelection ? window.getSelection() : null;
      if (selection && !selection.isCollapsed && body.contains(selection.anchorNode)) return;
      const item = body.closest("li");
      const box = item && $("input.check", item);
      if (box) box.click(); // toggles it and fires change, like a real tap on the box
    });

    $$("[data-done-cooking]", article).forEach((button) => {
      button.addEventListener("click", () => {
        const ticked = boxes().filter((box) => box.checked);
        if (!ticked.length) {
          announce("Nothing is ticked off.");
          return;
        }
        ticked.forEach((box) => {
          box.checked = false;
          markChecked(box);
        });
        store.remove(key);
        offerUndo("All items and steps unchecked.", () => {
          ticked.forEach((box) => {
            box.checked = true;
            markChecked(box);
          });
          save();
        });
      });
    });
  }

  /* ======================================================================
     7. Timers: several at once, in the tray
     ====================================================================== */

  const timers = new Map(); // button.timer → running or finished timer
  let tickHandle = 0;
  let audio = null;

  function timerTray() {
    let tray = doc.getElementById("timer-tray");
    if (!tray) {
      tray = make("div", { class: "timer-tray", id: "timer-tray" });
      doc.body.appendChild(tray);
    }
    // The countdown must not be read out every second: announcements go through announce().
    tray.removeAttribute("aria-live");
    if (!tray.hasAttribute("aria-label")) {
      tray.setAttribute("role", "region");
      tray.setAttribute("aria-label", "Timers");
    }
    return tray;
  }

  function timerName(button) {
    const named = (button.getAttribute("data-timer-name") || "").trim();
    return named || button.textContent.trim().replace(/\s+/g, " ");
  }

  function initTimers() {
    doc.addEventListener("click", (event) => {
      const button = event.target.closest && event.target.closest("button.timer");
      if (!button) return;
      event.preventDefault();
      startTimer(button);
    });
  }

  function startTimer(button) {
    const existing = timers.get(button);
    if (existing && !existing.done) {
      // Already running: show it rather than start a second copy.
      existing.entry.classList.remove("is-flash");
      void existing.entry.offsetWidth;
      existing.entry.classList.add("is-flash");
      announce(existing.name + " timer is already running: " + formatDuration(remainingSeconds(existing)) + " left.");
      return;
    }
    if (existing) removeTimer(existing, false);
    const seconds = parseInt(button.getAttribute("data-seconds"), 10);
    if (!(seconds > 0)) return;

    const timer = {
      button: button,
      name: timerName(button),
      endAt: Date.now() + seconds * 1000,
      remaining: seconds * 1000,
      paused: false,
      done: false,
    };
    buildTimerEntry(timer);
    timerTray().appendChild(timer.entry);
    timers.set(button, timer);
    button.classList.add("is-running");
    unlockAudio();
    updateTimerPage();
    renderTimer(timer);
    ensureTicking();
    announce(timer.name + " timer started: " + formatDuration(seconds) + ".");
  }

  function buildTimerEntry(timer) {
    const entry = make("div", { class: "timer-entry", role: "group", "aria-label": timer.name + " timer" });
    const name = make("span", { class: "timer-name" }, timer.name);
    const remaining = make("span", { class: "timer-remaining", role: "timer" });
    const pause = make("button", { type: "button", class: "timer-pause" }, "Pause");
    const cancel = make("button", { type: "button", class: "timer-cancel" }, "Cancel");
    pause.addEventListener("click", () => togglePause(timer));
    cancel.addEventListener("click", () => removeTimer(timer, true));
    entry.append(name, remaining, pause, cancel);
    timer.entry = entry;
    timer.remainingNode = remaining;
    timer.pauseButton = pause;
    timer.cancelButton = cancel;
  }

  function remainingSeconds(timer) {
    const ms = timer.paused || timer.done ? timer.remaining : timer.endAt - Date.now();
    return Math.max(0, Math.ceil(ms / 1000));
  }

  function renderTimer(timer) {
    const text = timer.done ? "Done!" : formatDuration(remainingSeconds(timer));
    if (timer.remainingNode.textContent !== text) timer.remainingNode.textContent = text;
  }

  function togglePause(timer) {
    if (timer.done) return;
    if (timer.paused) {
      timer.paused = false;
      timer.endAt = Date.now() + timer.remaining;
      timer.pauseButton.textContent = "Pause";
      ensureTicking();
    } else {
      timer.paused = true;
      timer.remaining = Math.max(0, timer.endAt - Date.now());
      timer.pauseButton.textContent = "Resume";
    }
    timer.entry.classList.toggle("is-paused", timer.paused);
    renderTimer(timer);
    announce(timer.name + (timer.paused ? " timer paused." : " timer resumed."));
  }

  function removeTimer(timer, byReader) {
    const hadFocus = timer.entry.contains(doc.activeElement);
    timer.entry.remove();
    timer.button.classList.remove("is-running");
    if (timers.get(timer.button) === timer) timers.delete(timer.button);
    updateTimerPage();
    if (hadFocus && doc.contains(timer.button)) timer.button.focus();
    if (byReader && !timer.done) announce(timer.name + " timer cancelled.");
  }

  function finishTimer(timer) {
    timer.done = true;
    timer.remaining = 0;
    timer.entry.classList.remove("is-paused");
    timer.entry.classList.add("is-done");
    timer.pauseButton.hidden = true;
    timer.cancelButton.textContent = "Dismiss";
    timer.button.classList.remove("is-running");
    renderTimer(timer);
    beep();
    notifyDone(timer);
    if (navigator.vibrate) {
      try {
        navigator.vibrate([300, 150, 300]);
      } catch (e) {
        /* not allowed */
      }
    }
    announce(timer.name + ": done!");
  }

  function tick() {
    let running = 0;
    timers.forEach((timer) => {
      if (timer.done || timer.paused) return;
      if (timer.endAt - Date.now() <= 0) finishTimer(timer);
      else running += 1;
      renderTimer(timer);
    });
    if (!running) {
      clearInterval(tickHandle);
      tickHandle = 0;
    }
  }

  function ensureTicking() {
    if (!tickHandle) tickHandle = setInterval(tick, 250);
  }

  function updateTimerPage() {
    if (doc.body) doc.body.classList.toggle("has-timers", timers.size > 0);
  }

  function audioContext() {
    if (audio) return audio;
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    try {
      audio = new Context();
    } catch (e) {
      audio = null;
    }
    return audio;
  }

  /** Called from the tap that starts a timer, so browsers let the beep play later. */
  function unlockAudio() {
    const context = audioContext();
    if (context && context.state === "suspended" && context.resume) context.resume().catch(() => {});
  }

  function beep() {
    const context = audioContext();
    if (!context) return;
    try {
      if (context.state === "suspended" && context.resume) context.resume().catch(() => {});
      const now = context.currentTime;
      [0, 0.35, 0.7].forEach((offset) => {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = "sine";
        oscillator.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, now + offset);
        gain.gain.exponentialRampToValueAtTime(0.3, now + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.25);
        oscillator.connect(gain);
        gain.connect(context.destination);
        oscillator.start(now + offset);
        oscillator.stop(now + offset + 0.3);
      });
    } catch (e) {
      /* no sound: the visual alert remains */
    }
  }

  /** A system notification, only when the reader already allowed them (never asks). */
  function notifyDone(timer) {
    try {
      if (!("Notification" in window) || window.Notification.permission !== "granted") return;
      new window.Notification(timer.name + ": done!", { body: "Your timer has finished.", tag: "recipebook-" + timer.name });
    } catch (e) {
      /* e.g. Android Chrome wants a service worker: the tray alert is enough */
    }
  }

  /* ======================================================================
     8. Scaling and units
     ====================================================================== */

  const UNITS_KEY = "recipebook-units";
  const originalText = new WeakMap();
  const scaling = new WeakMap(); // article → its scaling state

  /** The factor a recipe is scaled by now (1 when not scaled): what "Add to shopping list" adds. */
  function currentScale(article) {
    const state = scaling.get(article || $(".recipe"));
    return state ? state.factor : 1;
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
    shown.setAttribute("title", "Written: " + written.textContent);
    span.classList.add("is-converted");
  }

  function initScaling() {
    $$(".recipe").forEach(initScalingFor);
  }

  function initScalingFor(article) {
    const tools = $(".recipe-tools", article);
    if (!tools) return;
    const amounts = $$(".item-amount[data-low]", article);
    const temperatures = $$(".temperature[data-metric][data-us]", article);
    const scaleButtons = $$("[data-scale]", tools);
    const unitButtons = $$("[data-units]", tools);
    const servingsInput = $("[data-servings-input]", article);
    const baseServings = parseFloat(article.getAttribute("data-servings"));
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
          ? original : formatQuantity(readQuantity(span), state.factor, state.units);
        span.textContent = text || original;
      });
      temperatures.forEach((span) => showTemperature(span, state.units));
      scaleButtons.forEach((b) => {
        const on = Math.abs(parseFloat(b.getAttribute("data-scale")) - state.factor) < 1e-9;
        b.setAttribute("aria-pressed", String(on));
      });
      unitButtons.forEach((b) => b.setAttribute("aria-pressed", String(b.getAttribute("data-units") === state.units)));
      article.classList.toggle("is-scaled", state.factor !== 1);
    }

    scaleButtons.forEach((button) => {
      button.addEventListener("click", () => {
        const factor = parseFloat(button.getAttribute("data-scale"));
        if (!(factor > 0)) return;
        state.factor = factor;
        if (servingsInput && baseServings > 0) servingsInput.value = decimalString(baseServings * factor, 2);
        apply();
      });
    });

    if (servingsInput && baseServings > 0) {
      servingsInput.addEventListener("input", () => {
        const servings = parseFloat(servingsInput.value);
        if (!(servings > 0)) return;
        state.factor = servings / baseServings;
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

    if (state.units !== "original") apply();
  }

  /* ======================================================================
     9. Wake lock: keep the screen on while cooking
     ====================================================================== */

  function initWakeLock() {
    const buttons = $$("[data-wake-lock]");
    if (!buttons.length || !("wakeLock" in navigator) || !navigator.wakeLock) return;
    let sentinel = null;
    let wanted = false;
    const setPressed = (on) => buttons.forEach((b) => b.setAttribute("aria-pressed", String(on)));

    async function acquire() {
      try {
        sentinel = await navigator.wakeLock.request("screen");
        sentinel.addEventListener("release", () => {
          sentinel = null;
          if (!wanted) setPressed(false);
        });
        setPressed(true);
      } catch (e) {
        wanted = false;
        setPressed(false);
        announce("The screen cannot be kept awake right now.");
      }
    }

    async function release() {
      wanted = false;
      setPressed(false);
      const current = sentinel;
      sentinel = null;
      if (current) {
        try {
          await current.release();
        } catch (e) {
          /* already released */
        }
      }
    }

    buttons.forEach((button) => {
      button.hidden = false;
      button.addEventListener("click", () => {
        if (wanted) {
          release();
        } else {
          wanted = true;
          acquire();
        }
      });
    });

    doc.addEventListener("visibilitychange", () => {
      if (wanted && !sentinel && doc.visibilityState === "visible") acquire();
    });
  }

  /* ======================================================================
     10. Heading links, task lists, start
     ====================================================================== */

  function legacyCopy(text) {
    const input = make("input", { type: "text", class: "visually-hidden", "aria-hidden": "true", tabindex: "-1", readonly: "" });
    input.value = text;
    const active = doc.activeElement;
    doc.body.appendChild(input);
    input.select();
    let ok = false;
    try {
      ok = doc.execCommand("copy");
    } catch (e) {
      ok = false;
    }
    input.remove();
    if (active && active.focus) active.focus({ preventScroll: true });
    return ok;
  }

  function copyText(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      return navigator.clipboard.writeText(text).then(() => true, () => legacyCopy(text));
    }
    return Promise.resolve(legacyCopy(text));
  }

  /** Clicking a heading's "#" copies the section's address and still jumps to it. */
  function initHeadingLinks() {
    doc.addEventListener("click", (event) => {
      const anchor = event.target.closest && event.target.closest("a.heading-anchor");
      if (!anchor) return;
      const href = anchor.getAttribute("href") || "";
      const heading = anchor.closest("[id]");
      const id = href.charAt(0) === "#" ? href.slice(1) : heading ? heading.id : "";
      if (!id) return;
      const url = window.location.href.split("#")[0] + "#" + id;
      copyText(url).then((ok) => toast(ok ? "Copied the link to this section" : "Link: " + url));
    });
  }

  /** cmark-gfm writes task lists without classes: mark their items for the stylesheet. */
  function markTaskLists() {
    $$(".markdown li > input[type=checkbox]").forEach((box) => {
      if (box.parentElement.firstElementChild === box) box.parentElement.classList.add("task-list-item");
    });
  }

  function start() {
    createLiveRegions();
    const features = [
      rewriteFileLinks,
      initThemePicker,
      initSearch,
      initCooking,
      initTimers,
      initScaling,
      initWakeLock,
      initHeadingLinks,
      markTaskLists,
    ];
    features.forEach((feature) => {
      try {
        feature();
      } catch (error) {
        if (window.console) window.console.error("recipebook: " + feature.name + " failed", error);
      }
    });
  }

  window.RecipeBook = Object.freeze({
    friendlyFraction: friendlyFraction,
    decimalString: decimalString,
    currentScale: currentScale,
    formatQuantity: formatQuantity,
    systemFor: systemFor,
    unitLadder: unitLadder,
    naturalUnit: naturalUnit,
    formatDuration: formatDuration,
    parseDuration: parseDuration,
    fileHref: fileHref,
    normalizeText: normalizeText,
    searchEntries: searchEntries,
    resolveTheme: resolveTheme,
    offerUndo: offerUndo,
  });

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();
