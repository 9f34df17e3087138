/*
 * shopping.js: the default theme's shopping lists (see MARKUP.md for the markup it expects).
 *
 * A plain script (no modules, no dependencies, no fetch) so it also runs from file://.
 *
 *   1. Pure functions: combining and arranging, as RecipeCore does (window.RecipeBookShopping)
 *   2. The reader's list in localStorage
 *   3. Recipe pages: "Add to shopping list"
 *   4. Printable lists: check-off, Print
 *   5. The Shopping list page
 *
 * The items come already understood from the generator (name key, category, amount as one
 * part in millilitres, grams or a count): this script only adds them up and shows the sums
 * the way RecipeCore's ShoppingAmount, NaturalUnit and ShoppingArranger do. Under Node
 * (Tests/browser/shopping_cases.js) the pure functions are module.exports.
 */
(function (global) {
  "use strict";

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

  /** What units.js knows of a unit: singular, plural, dimension, base, system. */
  function unitInfo(unit) {
    const table = global.RECIPEBOOK_UNITS;
    if (table && Object.prototype.hasOwnProperty.call(table, unit)) return table[unit];
    return { singular: unit, plural: unit, dimension: "count", base: null, system: null };
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
  function naturalUnit(dimension, amount, inputs) {
    return book().naturalUnit(dimension, amount, inputs);
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

  /** One part as shown: `1 tbsp`, `2 (15 oz) cans`, `3–4`, `to taste`. */
  function partText(part) {
    if (part.kind === "text") return part.text;
    if (part.kind === "count") {
      let text = amountNumber(part.amount, null);
      if (part.size) text += " " + part.size;
      if (part.unit) text += " " + unitName(part.unit, part.amount.high == null ? part.amount.low : part.amount.high);
      if (part.word) text += " " + part.word;
      return text;
    }
    const natural = naturalUnit(part.kind, part.amount, part.inputs);
    if (!natural) return amountNumber(part.amount, null);
    const top = natural.amount.high == null ? natural.amount.low : natural.amount.high;
    return amountNumber(natural.amount, natural.unit) + " " + unitName(natural.unit, top);
  }

  /** Parts joined by ` + `; "" for no amount (ShoppingAmount.displayText). */
  function amountText(parts) {
    return parts.map(partText).join(" + ");
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

  /** Each recipe once, where it was first asked for, its multipliers added up. */
  function combineRecipes(entries) {
    const combined = [];
    const position = new Map();
    (entries || []).forEach((entry) => {
      if (!entry || !entry.slug) return;
      const multiplier = Number(entry.multiplier) > 0 ? Number(entry.multiplier) : 1;
      if (position.has(entry.slug)) {
        combined[position.get(entry.slug)].multiplier += multiplier;
      } else {
        position.set(entry.slug, combined.length);
        combined.push(Object.assign({}, entry, { multiplier: multiplier }));
      }
    });
    return combined;
  }

  /**
   * The combined lines of `entries` ([{slug, title, multiplier, items}]) and `extras` (items
   * of no recipe), one per name key and words, in the order each was first asked for.
   * Categories are `store`'s (its own rules) when one is given.
   */
  function combine(entries, extras, store) {
    const lines = [];
    const byKey = new Map();
    const overrides = (store && store.categories) || {};
    function add(item, recipe, multiplier) {
      if (!item || !item.key) return;
      // The amount note's words beyond number and unit keep a line of their own (ShoppingLine.id).
      const wordsKey = item.wordsKey || "";
      const id = wordsKey ? item.key + " — " + wordsKey : item.key;
      let line = byKey.get(id);
      if (!line) {
        const own = Object.prototype.hasOwnProperty.call(overrides, item.key) ? overrides[item.key] : null;
        line = { key: item.key, id: id, name: item.name, words: item.words || "", parts: [], category: own || item.category || "other", sources: [] };
        byKey.set(id, line);
        lines.push(line);
      }
      line.sources.push({
        recipe: recipe ? recipe.title : null,
        slug: recipe ? recipe.slug : null,
        multiplier: multiplier,
        name: item.name,
        amount: item.amount || "",
        prep: item.prep || "",
        plural: !!item.plural,
      });
      addPart(line.parts, item.part, multiplier);
    }
    combineRecipes(entries).forEach((entry) => {
      (entry.items || []).forEach((item) => add(item, entry, entry.multiplier));
    });
    (extras || []).forEach((item) => add(item, null, 1));
    lines.forEach((line) => {
      line.name = displayName(line.sources);
      line.amount = amountText(line.parts);
    });
    return lines;
  }

  /** The titles of the recipes that asked for a line, each once. */
  function recipeTitles(line) {
    const seen = new Set();
    return line.sources.map((source) => source.recipe).filter((title) => title != null && !seen.has(title) && seen.add(title));
  }

  /** The prep notes, each once (case aside). */
  function preps(line) {
    const seen = new Set();
    return line.sources.map((source) => source.prep).filter((prep) => {
      if (!prep) return false;
      const lower = prep.toLowerCase();
      return !seen.has(lower) && seen.add(lower);
    });
  }

  /** `Beef Chili ×2, Pie Crust` (ShoppingLine.sourcesText). */
  function sourcesText(line) {
    const seen = new Set();
    const names = [];
    line.sources.forEach((source) => {
      if (source.recipe == null || seen.has(source.recipe)) return;
      seen.add(source.recipe);
      names.push(source.multiplier === 1 ? source.recipe : source.recipe + " ×" + friendly(source.multiplier));
    });
    return names.join(", ");
  }

  function lowerKey(line) {
    return [line.name.toLowerCase(), line.key, line.name];
  }

  function compareKeys(left, right) {
    for (let i = 0; i < left.length; i++) {
      if (left[i] < right[i]) return -1;
      if (left[i] > right[i]) return 1;
    }
    return 0;
  }

  function sortedByName(lines) {
    return lines.slice().sort((a, b) => compareKeys(lowerKey(a), lowerKey(b)));
  }

  /** [{id, name}] in walking order: from shopping-data.js, else the built-in order. */
  function categoryList(categories) {
    if (Array.isArray(categories) && categories.length) return categories;
    const data = global.RECIPEBOOK_SHOPPING;
    if (data && Array.isArray(data.categories)) return data.categories;
    return ["produce", "bakery", "meat-and-fish", "dairy-and-eggs", "pantry", "baking", "spices", "frozen",
      "drinks", "household", "other"].map((id) => ({ id: id, name: id }));
  }

  /** One section per category in walking order, lines by name. */
  function byCategory(lines, categories) {
    const order = categoryList(categories);
    const known = (id) => order.some((category) => category.id === id);
    return order.map((category) => ({
      name: category.name,
      kind: "category",
      category: category.id,
      lines: sortedByName(lines.filter((line) => (known(line.category) ? line.category : "other") === category.id)),
    })).filter((section) => section.lines.length);
  }

  function categoryName(id, categories) {
    const found = categoryList(categories).find((category) => category.id === id);
    return found ? found.name : id;
  }

  function byAisle(lines, store, categories) {
    const positions = new Map();
    store.items.forEach((item, position) => {
      if (!positions.has(item.key)) positions.set(item.key, position);
    });
    const aisleCategories = store.aisles.map((aisle) => aisle.category);
    const known = store.aisles.map(() => []);
    const unseen = store.aisles.map(() => []);
    const leftOver = [];
    lines.forEach((line) => {
      const position = positions.get(line.key);
      const aisle = position == null ? null : store.items[position].aisle;
      if (position != null && aisle != null) {
        known[aisle].push({ position: position, line: line });
      } else if (aisleCategories.indexOf(line.category) >= 0) {
        unseen[aisleCategories.indexOf(line.category)].push(line);
      } else {
        leftOver.push(line);
      }
    });
    const sections = [];
    store.aisles.forEach((aisle, index) => {
      const ordered = known[index].slice().sort((a, b) => a.position - b.position).map((entry) => entry.line)
        .concat(sortedByName(unseen[index]));
      if (ordered.length) sections.push({ name: aisle.name, kind: "aisle", category: aisle.category, lines: ordered });
    });
    return sections.concat(byCategory(leftOver, categories));
  }

  function learned(lines, store, categories) {
    const lastOfCategory = new Map();
    const positions = new Map();
    store.items.forEach((item, position) => {
      lastOfCategory.set(item.category, position);
      if (!positions.has(item.key)) positions.set(item.key, position);
    });
    const placed = [];
    const leftOver = [];
    lines.forEach((line) => {
      if (positions.has(line.key)) placed.push({ position: positions.get(line.key), seen: true, line: line });
      else if (lastOfCategory.has(line.category)) placed.push({ position: lastOfCategory.get(line.category), seen: false, line: line });
      else leftOver.push(line);
    });
    placed.sort((a, b) => {
      if (a.position !== b.position) return a.position - b.position;
      if (a.seen !== b.seen) return a.seen ? -1 : 1;
      return compareKeys([a.line.name.toLowerCase(), a.line.key], [b.line.name.toLowerCase(), b.line.key]);
    });
    const sections = [];
    placed.forEach((entry) => {
      const last = sections[sections.length - 1];
      if (last && last.category === entry.line.category) last.lines.push(entry.line);
      else sections.push({ name: categoryName(entry.line.category, categories), kind: "category", category: entry.line.category, lines: [entry.line] });
    });
    return sections.concat(byCategory(leftOver, categories));
  }

  /** `lines` in sections for `store` (a layout from shopping-data.js), or by category (ShoppingArranger). */
  function arrange(lines, store, categories) {
    if (!store || ((!store.aisles || !store.aisles.length) && (!store.items || !store.items.length))) {
      return byCategory(lines, categories);
    }
    if (!store.aisles.length) return learned(lines, store, categories);
    return byAisle(lines, store, categories);
  }

  /**
   * A long section of a list in columns, cut into pieces as ColumnPieces.ranges does: sections
   * of up to 8 lines stay whole, longer ones become pieces of about equal size of at most 6
   * lines ([start, end] pairs). Each piece is kept whole in a column and the ones after the
   * first are headed "(continued)", so no column starts without a heading.
   */
  function columnPieces(count) {
    if (count <= 8) return [[0, count]];
    const pieces = Math.ceil(count / 6);
    const ranges = [];
    let start = 0;
    for (let piece = 0; piece < pieces; piece++) {
      const size = Math.floor(count / pieces) + (piece < count % pieces ? 1 : 0);
      ranges.push([start, start + size]);
      start += size;
    }
    return ranges;
  }

  /** The whole list: combined lines arranged for `store`, or by category. */
  function makeList(entries, extras, store, categories) {
    const lines = combine(entries, extras, store);
    return { lines: lines, sections: arrange(lines, store, categories) };
  }

  const api = {
    combineRecipes: combineRecipes,
    combine: combine,
    arrange: arrange,
    makeList: makeList,
    amountText: amountText,
    columnPieces: columnPieces,
    naturalUnit: naturalUnit,
    recipeTitles: recipeTitles,
    preps: preps,
    sourcesText: sourcesText,
  };

  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
    return;
  }
  global.RecipeBookShopping = Object.freeze(api);

  /* ======================================================================
     2. The reader's list in localStorage
     ====================================================================== */

  const doc = global.document;
  const LIST_KEY = "recipebook-shopping";
  const CHECKED_PREFIX = "recipebook-shopping-checked:";

  function storageGet(key) {
    try {
      return global.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }

  function storageSet(key, value) {
    try {
      global.localStorage.setItem(key, value);
      return true;
    } catch (e) {
      return false;
    }
  }

  /** {recipes: [{slug, title, url, multiplier, items}], store, checked: [key]} */
  function readList() {
    let saved = null;
    try {
      saved = JSON.parse(storageGet(LIST_KEY) || "null");
    } catch (e) {
      saved = null;
    }
    const list = saved && typeof saved === "object" ? saved : {};
    return {
      recipes: Array.isArray(list.recipes) ? list.recipes.filter((entry) => entry && typeof entry.slug === "string") : [],
      store: typeof list.store === "string" ? list.store : "",
      checked: Array.isArray(list.checked) ? list.checked.filter((key) => typeof key === "string") : [],
    };
  }

  function saveList(list) {
    return storageSet(LIST_KEY, JSON.stringify(list));
  }

  function make(tag, attributes, text) {
    const node = doc.createElement(tag);
    Object.keys(attributes || {}).forEach((name) => node.setAttribute(name, attributes[name]));
    if (text != null) node.textContent = text;
    return node;
  }

  /** A path from the site root as a link from this page (index.html added from disk). */
  function siteHref(path) {
    const href = ((doc.body && doc.body.getAttribute("data-root")) || "") + String(path || "");
    const fix = book().fileHref;
    return global.location.protocol === "file:" && fix ? fix(href === "" ? "./" : href) : href;
  }

  function timesText(multiplier) {
    return "×" + friendly(multiplier);
  }

  /* ======================================================================
     3. Recipe pages: "Add to shopping list"
     ====================================================================== */

  function initAddButtons() {
    doc.querySelectorAll("article.recipe").forEach((article) => {
      const button = article.querySelector("[data-add-to-list]");
      const script = article.querySelector("script.recipe-shopping-data");
      if (!button || !script) return;
      let data;
      try {
        data = JSON.parse(script.textContent);
      } catch (e) {
        return;
      }
      if (!data || !data.slug || !Array.isArray(data.items)) return;
      const status = make("span", { class: "add-to-list-status", role: "status" });
      button.insertAdjacentElement("afterend", status);
      button.hidden = false;

      function show(entry) {
        status.textContent = "";
        if (!entry) return;
        status.append("In your shopping list " + timesText(entry.multiplier) + " · ");
        status.append(make("a", { href: siteHref("shopping/") }, "Open the list"));
      }

      // The list keeps the items as they were when added: bring them up to date.
      const list = readList();
      const known = list.recipes.find((entry) => entry.slug === data.slug);
      if (known) {
        known.title = data.title;
        known.url = data.url;
        known.items = data.items;
        saveList(list);
      }
      show(known);

      button.addEventListener("click", () => {
        const factor = book().currentScale ? book().currentScale(article) : 1;
        const current = readList();
        let entry = current.recipes.find((other) => other.slug === data.slug);
        if (entry) {
          entry.multiplier = (Number(entry.multiplier) || 0) + factor;
          entry.items = data.items;
        } else {
          entry = { slug: data.slug, title: data.title, url: data.url, multiplier: factor, items: data.items };
          current.recipes.push(entry);
        }
        if (!saveList(current)) {
          status.textContent = "Your browser does not let this page keep a list.";
          return;
        }
        show(entry);
      });
    });
  }

  /* ======================================================================
     4. Printable lists: check-off, Print
     ====================================================================== */

  function initPrintButtons() {
    doc.querySelectorAll("[data-print]").forEach((button) => {
      button.hidden = false;
      button.addEventListener("click", () => global.print());
    });
  }

  function markLine(box) {
    const line = box.closest(".shopping-line");
    if (line) line.classList.toggle("is-checked", box.checked);
  }

  /** The lists the site printed (plans, recipes): ticks kept per list. */
  function initPrintedLists() {
    doc.querySelectorAll("article.shopping-list[data-list]:not([data-shopping-page])").forEach((article) => {
      const key = CHECKED_PREFIX + article.getAttribute("data-list");
      let checked = [];
      try {
        checked = JSON.parse(storageGet(key) || "[]");
      } catch (e) {
        checked = [];
      }
      const boxes = Array.prototype.slice.call(article.querySelectorAll("input.shop-check"));
      boxes.forEach((box) => {
        box.checked = Array.isArray(checked) && checked.indexOf(box.getAttribute("data-line")) >= 0;
        markLine(box);
        box.addEventListener("change", () => {
          markLine(box);
          const keys = boxes.filter((other) => other.checked).map((other) => other.getAttribute("data-line"));
          if (keys.length) storageSet(key, JSON.stringify(keys));
          else {
            try {
              global.localStorage.removeItem(key);
            } catch (e) {
              /* nothing kept */
            }
          }
        });
      });
    });
  }

  /* ======================================================================
     5. The Shopping list page
     ====================================================================== */

  function localDate() {
    const now = new Date();
    const two = (n) => (n < 10 ? "0" : "") + n;
    return now.getFullYear() + "-" + two(now.getMonth() + 1) + "-" + two(now.getDate());
  }

  function initShoppingPage() {
    const page = doc.querySelector("[data-shopping-page]");
    if (!page) return;
    const data = global.RECIPEBOOK_SHOPPING || { stores: [], categories: [] };
    const stores = Array.isArray(data.stores) ? data.stores : [];
    const select = page.querySelector("[data-shopping-store]");
    const details = page.querySelector("[data-shopping-details]");
    const recipesText = page.querySelector("[data-shopping-recipes-text]");
    const recipesBox = page.querySelector("[data-shopping-recipes]");
    const recipeList = recipesBox && recipesBox.querySelector("ul");
    const empty = page.querySelector("[data-shopping-empty]");
    const sectionsNode = page.querySelector("[data-shopping-sections]");
    const clear = page.querySelector("[data-clear-list]");

    function render() {
      const list = readList();
      const store = stores.find((candidate) => candidate.slug === list.store) || null;
      if (select) select.value = store ? store.slug : "";
      const entries = combineRecipes(list.recipes);
      const made = makeList(entries, [], store, data.categories);
      const checked = new Set(list.checked.filter((id) => made.lines.some((line) => line.id === id)));

      details.textContent = (store ? store.name : "By category") + ", " + localDate();
      recipesText.textContent = entries.length
        ? "Recipes: " + entries.map((entry) => entry.multiplier === 1 ? entry.title : entry.title + " " + timesText(entry.multiplier)).join(", ")
        : "";
      recipesText.hidden = !entries.length;
      empty.hidden = entries.length > 0;
      recipesBox.hidden = !entries.length;
      if (clear) clear.hidden = !entries.length;
      const inColumns = made.lines.length >= 13;
      page.classList.toggle("is-long", inColumns);

      recipeList.textContent = "";
      entries.forEach((entry) => {
        const item = make("li", { class: "shopping-recipe" });
        item.append(make("a", { href: siteHref(entry.url) }, entry.title), " ");
        item.append(make("span", { class: "shopping-recipe-times" }, timesText(entry.multiplier)), " ");
        const remove = make("button", { type: "button", class: "shopping-remove", "data-remove": entry.slug }, "Remove");
        remove.setAttribute("aria-label", "Remove " + entry.title);
        item.append(remove);
        recipeList.append(item);
      });

      sectionsNode.textContent = "";
      let number = 0;
      made.sections.forEach((section) => {
        (inColumns ? columnPieces(section.lines.length) : [[0, section.lines.length]]).forEach(([start, end], piece) => {
          sectionsNode.append(sectionNode(section, piece > 0, section.lines.slice(start, end)));
        });
      });

      function sectionNode(section, continued, sectionLines) {
        const node = make("section", { class: continued ? "shopping-section is-continued" : "shopping-section" });
        const title = make("h2", { class: "shopping-section-title" }, section.name);
        if (continued) title.append(" ", make("span", { class: "continued" }, "(continued)"));
        node.append(title);
        const lines = make("ul", { class: "shopping-lines" });
        sectionLines.forEach((line) => {
          number += 1;
          const id = "shop-line-" + number;
          const item = make("li", { class: "shopping-line" });
          const box = make("input", { type: "checkbox", class: "shop-check", id: id, "data-line": line.id });
          box.checked = checked.has(line.id);
          const label = make("label", { for: id });
          if (line.amount) label.append(make("span", { class: "line-amount" }, line.amount), " ");
          label.append(make("span", { class: "line-name" }, line.name));
          if (line.words) label.append(" ", make("span", { class: "line-words" }, "— " + line.words));
          const sources = sourcesText(line);
          if (sources) label.append(" ", make("span", { class: "line-sources" }, "(" + sources + ")"));
          const notes = preps(line);
          if (notes.length) label.append(" ", make("span", { class: "line-prep" }, notes.join("; ")));
          item.append(box, label);
          item.classList.toggle("is-checked", box.checked);
          lines.append(item);
        });
        node.append(lines);
        return node;
      }
    }

    if (select) {
      select.addEventListener("change", () => {
        const list = readList();
        list.store = select.value;
        saveList(list);
        render();
      });
    }
    sectionsNode.addEventListener("change", (event) => {
      const box = event.target;
      if (!box.matches || !box.matches("input.shop-check")) return;
      markLine(box);
      const list = readList();
      const key = box.getAttribute("data-line");
      list.checked = list.checked.filter((other) => other !== key);
      if (box.checked) list.checked.push(key);
      saveList(list);
    });
    recipeList.addEventListener("click", (event) => {
      const button = event.target.closest && event.target.closest("[data-remove]");
      if (!button) return;
      const list = readList();
      list.recipes = list.recipes.filter((entry) => entry.slug !== button.getAttribute("data-remove"));
      saveList(list);
      render();
      const next = recipeList.querySelector("[data-remove]");
      if (next) next.focus();
      else if (select) select.focus();
    });
    if (clear) {
      clear.addEventListener("click", () => {
        const list = readList();
        saveList({ recipes: [], store: list.store, checked: [] });
        render();
        if (select) select.focus();
        if (book().offerUndo) {
          book().offerUndo("The shopping list was cleared.", () => {
            saveList(list);
            render();
          });
        }
      });
    }
    // Another tab added a recipe or ticked a line.
    global.addEventListener("storage", (event) => {
      if (event.key === LIST_KEY || event.key === null) render();
    });
    render();
  }

  function start() {
    [initAddButtons, initPrintButtons, initPrintedLists, initShoppingPage].forEach((feature) => {
      try {
        feature();
      } catch (error) {
        if (global.console) global.console.error("recipebook: " + feature.name + " failed", error);
      }
    });
  }

  // After every deferred script (shopping-data.js comes after this one on the Shopping list page).
  if (doc.readyState === "complete") start();
  else doc.addEventListener("DOMContentLoaded", start);
})(typeof window !== "undefined" ? window : globalThis);
