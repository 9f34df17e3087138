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
   * of no recipe), one per name key, in the order each was first asked for, amounts shown in
   * `units` ("original" when not given). Categories are `store`'s (its own rules) when one is given.
   */
  function combine(entries, extras, store, units) {
    const lines = [];
    const byKey = new Map();
    const overrides = (store && store.categories) || {};
    function add(item, recipe, multiplier) {
      if (!item || !item.key) return;
      let line = byKey.get(item.key);
      if (!line) {
        const own = Object.prototype.hasOwnProperty.call(overrides, item.key) ? overrides[item.key] : null;
        line = { key: item.key, id: item.key, name: item.name, wordings: [], parts: [], category: own || item.category || "other", sources: [] };
        byKey.set(item.key, line);
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
        other: item.other || "",
      });
      addPart(line.parts, item.part, multiplier);
      // The amount note's words beyond number and unit stay, with how much said them (ShoppingLine.addWording).
      if (item.words) {
        const wordsKey = item.wordsKey || item.words.toLowerCase();
        let wording = line.wordings.find((known) => known.key === wordsKey);
        if (!wording) {
          wording = { key: wordsKey, words: item.words, parts: [], count: 0 };
          line.wordings.push(wording);
        }
        addPart(wording.parts, item.part, multiplier);
        wording.count += 1;
      }
    }
    combineRecipes(entries).forEach((entry) => {
      // A sub-recipe's item belongs to its own recipe, made `times` batches for each of the entry.
      (entry.items || []).forEach((item) => add(item, item.from || entry, entry.multiplier * (item.times || 1)));
    });
    (extras || []).forEach((item) => add(item, null, 1));
    lines.forEach((line) => {
      line.name = countedName(displayName(line.sources), line.sources, line.parts);
      line.amount = amountText(line.parts, units, line.name);
      line.words = wordsText(line, units);
    });
    return lines;
  }

  /** Just the words when every item of the line said them, else each wording after its own
   *  sum, `; ` between them (ShoppingLine.wordsText). */
  function wordsText(line, units) {
    const wordings = line.wordings;
    if (wordings.length === 1 && wordings[0].count === line.sources.length) return wordings[0].words;
    return wordings.map((wording) => {
      const amount = amountText(wording.parts, units, line.name);
      return amount ? amount + " " + wording.words : wording.words;
    }).join("; ");
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

