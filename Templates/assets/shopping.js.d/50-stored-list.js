  /* ======================================================================
     2. The reader's list in localStorage
     ====================================================================== */

  const doc = global.document;
  const LIST_KEY = "recipebook-shopping";
  const CHECKED_PREFIX = "recipebook-shopping-checked:";

  /* localStorage that never throws, a new element, a link from this page: recipebook.js's. */
  function storageGet(key) {
    return book().store.get(key);
  }

  function storageSet(key, value) {
    return book().store.set(key, value);
  }

  /**
   * A recipe's page from the site root: recipebook.js's. Links are made from the slug, never
   * from a stored `url`: lists saved when recipes had folders of their own
   * (`recipes/<slug>/`) still link.
   */
  function recipePath(slug) {
    return book().recipePath(slug);
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
    return book().make(tag, attributes, text);
  }

  function siteHref(path) {
    return book().siteHref(path);
  }

  function timesText(multiplier) {
    return "×" + localNumber(friendly(multiplier));
  }

  /** The word for `key` in the book's language, or `english` (recipebook.js's word). */
  function word(key, english, values) {
    return book().word ? book().word(key, english, values) : english;
  }

  /** Numbers written with the book's decimal separator (recipebook.js's localNumber). */
  function localNumber(text) {
    return book().localNumber ? book().localNumber(text) : text;
  }

