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
   * Where a long list is cut into its two columns, as ColumnPieces.middle does: [group, line]
   * (line 0: before the group's heading) for groups of `sizes` lines, a heading counted as two
   * lines, the columns as even as can be and no group cut to leave one line alone; null when
   * there is nothing for a second column. The second column is forced to start there, so a
   * "(continued)" heading is only ever at a column's top.
   */
  function columnCut(sizes) {
    const total = sizes.reduce((sum, size) => sum + 2 + size, 0);
    let best = null;
    let bestGap = 0;
    let before = 0;
    sizes.forEach((size, group) => {
      for (let line = 0; line < Math.max(size, 1); line++) {
        if (line !== 0 && (line < 2 || size - line < 2)) continue;
        const first = before + (line === 0 ? 0 : 2 + line);
        const second = total - first + (line === 0 ? 0 : 2);
        if (first <= 0 || second <= 0) continue;
        const gap = Math.abs(first - second);
        if (best === null || gap < bestGap) {
          best = [group, line];
          bestGap = gap;
        }
      }
      before += 2 + size;
    });
    return best;
  }

  /** The whole list: combined lines arranged for `store`, or by category. */
  function makeList(entries, extras, store, categories, units) {
    const lines = combine(entries, extras, store, units);
    return { lines: lines, sections: arrange(lines, store, categories) };
  }

