  /* ======================================================================
     3. Recipe pages: "Add to shopping list", the recipe's own list
     ====================================================================== */

  /**
   * Items from whole rows (`[name, key, category, part, amount, prep, plural, words,
   * wordsKey, other, times, title, slug]`, `other` the plural of a name counted without a
   * unit; a sub-recipe's item ends with how many batches of its recipe one of the page's
   * recipe makes, and that recipe's title and slug), as the lists
   * keep them: a recipe page's rows with what the page shows, or a
   * recipe's list link. The rows may come from a link anyone made: only strings and numbers
   * come out.
   */
  function itemsFromRows(rows) {
    if (!Array.isArray(rows)) return [];
    const text = (value) => (typeof value === "string" ? value : "");
    const number = (value) => (typeof value === "number" && isFinite(value) ? value : null);
    function part(row) {
      if (!Array.isArray(row)) return null;
      const kind = text(row[0]);
      if (kind === "text") return { kind: kind, text: text(row[1]) };
      if (number(row[1]) === null) return null;
      const measured = { kind: kind, low: number(row[1]), high: number(row[2]), unit: typeof row[3] === "string" ? row[3] : null };
      if (kind === "count") {
        measured.size = text(row[4]);
        measured.word = text(row[5]);
      } else if (kind !== "volume" && kind !== "weight") {
        return null;
      }
      return measured;
    }
    return rows.filter((row) => Array.isArray(row) && text(row[0]) && text(row[1])).map((row) => {
      const item = { name: text(row[0]), key: text(row[1]), amount: text(row[4]), prep: text(row[5]), category: text(row[2]) || "other" };
      if (row[6] === 1) item.plural = true;
      if (text(row[7])) {
        item.words = text(row[7]);
        item.wordsKey = text(row[8]);
      }
      if (text(row[9])) item.other = text(row[9]);
      const times = number(row[10]);
      if (times !== null && times > 0 && times <= 1000 && text(row[11]) && text(row[12])) {
        item.times = times;
        item.from = { title: text(row[11]).slice(0, 500), slug: text(row[12]) };
      }
      item.part = part(row[3]);
      return item;
    });
  }

  /**
   * Whole rows from a recipe page's rows (`[position, key, category, part, plural, words,
   * wordsKey]`, see MARKUP.md) and what the page shows of the item at each position:
   * `shown(position)` gives its {name, amount as written, prep, other}, or null when there is
   * none; `other`, the name's plural when it is counted, ends the row.
   */
  function pageRows(rows, shown) {
    if (!Array.isArray(rows)) return [];
    return rows.filter((row) => Array.isArray(row) && shown(row[0])).map((row) => {
      const item = shown(row[0]);
      const words = (value) => String(value == null ? "" : value).trim();
      const whole = [words(item.name), row[1], row[2], row[3], words(item.amount), words(item.prep)].concat(row.slice(4));
      if (!item.other) return whole;
      while (whole.length < 9) whole.push(whole.length === 6 ? 0 : "");
      return whole.concat([words(item.other)]);
    });
  }

  /** What the page shows of an item: {name, amount as written, prep, other}, or null. */
  function pageItem(element) {
    if (!element) return null;
    const text = (selector) => {
      const node = element.querySelector(selector);
      if (!node) return "";
      return selector === ".item-amount" && book().writtenAmount ? book().writtenAmount(node) : node.textContent;
    };
    // A counted name shows its plural when scaled: the list keeps the written name and its plural.
    const name = element.querySelector(".item-name");
    const written = name && name.getAttribute("data-one");
    return {
      name: written || text(".item-name"),
      amount: text(".item-amount"),
      prep: text(".item-prep"),
      other: (written && name.getAttribute("data-other")) || "",
    };
  }

  /**
   * A recipe page's shopping data: {slug, title, url, rows, items, subNames, expandedRows},
   * or null. `expandedRows` list each sub-recipe's items in its place; `subNames` name the
   * sub-recipes (none: the rows are the same). Each row of the page
   * (`[position, key, category, part, plural, words, wordsKey]`, see MARKUP.md) is the item at
   * that position among the page's items, whose name, amount as written and preparation the
   * page shows; the title is the page's heading.
   */
  function recipeData(article) {
    const script = article.querySelector("script.recipe-shopping-data");
    if (!script) return null;
    let data;
    try {
      data = JSON.parse(script.textContent);
    } catch (e) {
      return null;
    }
    if (!data || typeof data.slug !== "string" || !Array.isArray(data.rows)) return null;
    const elements = article.querySelectorAll(".elements > .item");
    const shown = (position) => pageItem(elements[position]);
    const rows = pageRows(data.rows, shown);
    const heading = article.querySelector(".recipe-title");
    const subs = subRecipeRows(data, shown);
    return {
      slug: data.slug,
      title: heading ? heading.textContent.trim() : data.slug,
      url: recipePath(data.slug),
      rows: rows,
      items: itemsFromRows(rows),
      subNames: subs.names,
      expandedRows: subs.names.length ? subs.rows : rows,
    };
  }


  function initAddButtons() {
    doc.querySelectorAll("article.recipe").forEach((article) => {
      const data = recipeData(article);
      if (!data) return;

      const button = article.querySelector("[data-add-to-list]");
      if (!button) return;
      const expands = subRecipeToggle(article, data, button);
      const items = () => (expands() ? itemsFromRows(data.expandedRows) : data.items);
      const status = make("span", { class: "add-to-list-status", role: "status" });
      button.insertAdjacentElement("afterend", status);
      button.hidden = false;

      function show(entry) {
        status.textContent = "";
        if (!entry) return;
        status.append(word("inYourList", "In your shopping list {times}", { times: timesText(entry.multiplier) }) + " · ");
        status.append(make("a", { href: siteHref("shopping/") }, word("openList", "Open the list")));
      }

      // The list keeps the items as they were when added: bring them up to date.
      const list = readList();
      const known = list.recipes.find((entry) => entry.slug === data.slug);
      if (known) {
        known.title = data.title;
        known.url = data.url;
        known.items = items();
        saveList(list);
      }
      show(known);
      initRecipeListLink(article, data, expands);

      button.addEventListener("click", () => {
        const factor = book().currentScale ? book().currentScale(article) : 1;
        const current = readList();
        let entry = current.recipes.find((other) => other.slug === data.slug);
        if (entry) {
          entry.multiplier = (Number(entry.multiplier) || 0) + factor;
          entry.items = items();
        } else {
          entry = { slug: data.slug, title: data.title, url: data.url, multiplier: factor, items: items() };
          current.recipes.push(entry);
        }
        if (!saveList(current)) {
          status.textContent = word("cannotKeepList", "Your browser does not let this page keep a list.");
          return;
        }
        show(entry);
      });
    });
  }

  /**
   * "Printable shopping list": the Shopping list page showing this recipe alone, at the scale
   * the page shows, carried in the link (`shopping/#recipe=…`) so it opens from file:// too
   * and leaves the reader's own list as it is.
   */
  function initRecipeListLink(article, data, expands) {
    const link = article.querySelector("[data-recipe-list]");
    if (!link) return;
    const update = () => {
      const factor = book().currentScale ? book().currentScale(article) : 1;
      link.href = siteHref("shopping/") + RECIPE_PREFIX + encodeURIComponent(JSON.stringify({
        slug: data.slug, title: data.title, url: data.url, multiplier: factor, rows: expands() ? data.expandedRows : data.rows,
      }));
    };
    update();
    ["focus", "pointerenter", "pointerdown", "click"].forEach((type) => link.addEventListener(type, update));
    link.hidden = false;
  }
