  /* ======================================================================
     3b. Recipes inside recipes: a pie's crust listed as its own items
     ====================================================================== */

  const KEEP_WHOLE_PREFIX = "recipebook-keep-whole:";

  /**
   * The page's whole rows with each sub-recipe's rows in its place (`subs`, made by the
   * generator: see MARKUP.md), and the sub-recipes' names as the page shows them; `shown` is
   * as for pageRows.
   */
  function subRecipeRows(data, shown) {
    const byPosition = new Map();
    (Array.isArray(data.subs) ? data.subs : []).forEach((entry) => {
      if (Array.isArray(entry) && typeof entry[0] === "number" && Array.isArray(entry[1])) byPosition.set(entry[0], entry[1]);
    });
    const names = [];
    const rows = [];
    (Array.isArray(data.rows) ? data.rows : []).forEach((row) => {
      const sub = Array.isArray(row) ? byPosition.get(row[0]) : null;
      const item = sub ? shown(row[0]) : null;
      if (!item) {
        rows.push.apply(rows, pageRows([row], shown));
        return;
      }
      names.push(String(item.name == null ? "" : item.name).trim());
      rows.push.apply(rows, sub.filter(Array.isArray));
    });
    return { names: names, rows: rows };
  }

  /**
   * The toggle beside "Add to shopping list" on a page with sub-recipes: on (the default), the
   * list gets each sub-recipe's items; off, the sub-recipe stays one line (a crust in the
   * freezer), remembered for this recipe on this device. Returns whether the list expands
   * them now; with no sub-recipe, never (the rows are the same).
   */
  function subRecipeToggle(article, data, button) {
    if (!data.subNames.length) return () => false;
    const key = KEEP_WHOLE_PREFIX + data.slug;
    const box = make("input", { type: "checkbox", "data-expand-sub-recipes": "" });
    box.checked = storageGet(key) !== "1";
    box.addEventListener("change", () => {
      if (box.checked) book().store.remove(key);
      else storageSet(key, "1");
    });
    const names = data.subNames.filter((name) => name).join(", ");
    const label = make("label", { class: "sub-recipe-toggle" });
    label.append(box, " " + word("listSubRecipeItems", "List the ingredients of {names}", { names: names }));
    const anchor = article.querySelector("[data-recipe-list]") || button;
    anchor.insertAdjacentElement("afterend", label);
    return () => box.checked;
  }
