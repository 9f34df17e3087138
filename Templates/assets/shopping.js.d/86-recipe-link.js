  /* ======================================================================
     7. One recipe's list in a link (`shopping/#recipe=…`)
     ====================================================================== */

  const RECIPE_PREFIX = "#recipe=";
  const RECIPE_LINK_LIMIT = 65536;
  const RECIPE_LINK_ROWS = 500;

  /**
   * The recipe a recipe page's "Printable shopping list" link brought: {entry, checkKey}, null
   * when the address has none, or {unreadable}. The link is text anyone may have made: its
   * address must be the recipe's own page in this book, and only text and numbers are kept.
   */
  function linkedRecipe() {
    const hash = global.location ? global.location.hash : "";
    if (!hash || hash.indexOf(RECIPE_PREFIX) !== 0) return null;
    const packed = hash.slice(RECIPE_PREFIX.length);
    if (packed.length > RECIPE_LINK_LIMIT) return { unreadable: true };
    let data = null;
    try {
      data = JSON.parse(decodeURIComponent(packed));
    } catch (e) {
      return { unreadable: true };
    }
    const slug = data && typeof data.slug === "string" ? data.slug : "";
    // A link made before recipes lost their folders names the page `recipes/<slug>/`.
    const pages = [recipePath(slug), "recipes/" + slug + "/"];
    if (!/^[\p{L}\p{N}_-]{1,200}$/u.test(slug) || pages.indexOf(data.url) < 0
      || typeof data.title !== "string" || !Array.isArray(data.rows) || data.rows.length > RECIPE_LINK_ROWS) {
      return { unreadable: true };
    }
    const multiplier = typeof data.multiplier === "number" && data.multiplier > 0 && data.multiplier <= 1000 ? data.multiplier : 1;
    const items = itemsFromRows(data.rows);
    if (!items.length) return { unreadable: true };
    return {
      entry: { slug: slug, title: data.title.slice(0, 500), url: recipePath(slug), multiplier: multiplier, items: items },
      checkKey: CHECKED_PREFIX + "recipe:" + slug,
    };
  }

  /**
   * The list the address brings instead of the reader's own: `{kind: "sent", packed, sections,
   * checkKey}`, `{kind: "recipe", entry, checkKey}`, `{unreadable}`, or null for none.
   */
  function linkedList() {
    const recipe = linkedRecipe();
    if (recipe) return recipe.unreadable ? recipe : { kind: "recipe", entry: recipe.entry, checkKey: recipe.checkKey };
    const sent = sentList();
    if (!sent || sent.unreadable) return sent;
    return { kind: "sent", packed: sent.packed, sections: sent.sections, checkKey: sentKey(sent.packed) };
  }
