  /* ======================================================================
     4d. What can I make: ticks on the index of ingredients
     ====================================================================== */

  /*
   * The build writes which recipes use which ingredient into ingredients/pantry.js
   * (`window.RECIPEBOOK_PANTRY`, MARKUP.md), which the index page loads, so this works from
   * disk and offline. That script is deferred after this one, so a page that starts before it
   * waits for the document. Ticks are kept by ingredient slug, which stays when the book gains
   * an ingredient; until the reader ticks anything, the staples (water, salt, pepper) are
   * ticked for them.
   */

  const PANTRY_KEY = "recipebook-pantry";

  function initPantry() {
    const index = $(".ingredients-page .ingredient-index");
    if (!index) return;
    if (window.RECIPEBOOK_PANTRY || doc.readyState === "complete") showPantry(index, window.RECIPEBOOK_PANTRY);
    else doc.addEventListener("DOMContentLoaded", () => showPantry(index, window.RECIPEBOOK_PANTRY));
  }

  function showPantry(index, data) {
    if (!data || typeof data !== "object") return;
    const slugs = data.ingredients || [];
    const staples = (data.staples || []).map((number) => slugs[number]);
    const rows = $$("dt[data-ingredient]", index);
    const names = {};
    rows.forEach((row) => { names[slugs[+row.getAttribute("data-ingredient")]] = row.textContent.trim(); });

    function kept() {
      try {
        const list = JSON.parse(store.get(PANTRY_KEY) || "null");
        if (Array.isArray(list)) return new Set(list);
      } catch (e) {
        /* a list from elsewhere: start again */
      }
      return new Set(staples);
    }
    let have = kept();

    const panel = make("section", { class: "pantry", id: "pantry", "aria-labelledby": "pantry-title" });
    panel.append(make("h2", { id: "pantry-title" }, word("whatCanIMake", "What can I make?")),
      make("p", { class: "pantry-hint" }, word("pantryHint", "Tick what you have in the index below.")));
    const results = make("div", { class: "pantry-results" });
    const clear = make("button", { type: "button", class: "pantry-clear" }, word("clearTicks", "Clear ticks"));
    panel.append(results, clear);
    index.parentNode.insertBefore(panel, index);
    // Stays at the foot of the screen over the index, so a tick's effect shows where it is made.
    const bar = make("p", { class: "pantry-bar" });
    const status = make("span", { class: "pantry-status", role: "status" });
    bar.append(status, " ", make("a", { href: "#pantry" }, word("showRecipes", "Show")));
    index.parentNode.insertBefore(bar, index.nextSibling);
    // Not while the lists themselves are on the screen: it would say the same twice.
    if (window.IntersectionObserver) {
      new IntersectionObserver((entries) => { bar.classList.toggle("is-beside-lists", entries[0].isIntersecting); }).observe(panel);
    }

    rows.forEach((row) => {
      const slug = slugs[+row.getAttribute("data-ingredient")];
      const box = make("input", { type: "checkbox", class: "have-check", "data-have": slug,
        "aria-label": word("iHave", "I have {name}", { name: names[slug] }) });
      box.checked = have.has(slug);
      box.addEventListener("change", () => {
        if (box.checked) have.add(slug);
        else have.delete(slug);
        store.set(PANTRY_KEY, JSON.stringify(Array.from(have)));
        show();
      });
      row.prepend(box);
    });
    clear.addEventListener("click", () => {
      store.remove(PANTRY_KEY);
      have = kept();
      $$("input.have-check", index).forEach((box) => { box.checked = have.has(box.getAttribute("data-have")); });
      show();
    });

    function show() {
      const ready = [];
      const oneMore = [];
      // Each recipe is a row: [title, slug, uses].
      (data.recipes || []).forEach((recipe) => {
        const uses = recipe[2].map((number) => slugs[number]);
        // Staples alone make no recipe "ready": something the reader ticked must be in it.
        if (!uses.some((slug) => have.has(slug) && staples.indexOf(slug) < 0)) return;
        const missing = uses.filter((slug) => !have.has(slug));
        if (missing.length === 0) ready.push(recipe);
        else if (missing.length === 1) oneMore.push([recipe, missing[0]]);
      });
      results.textContent = "";
      if (ready.length) results.append(pantryList(word("readyToMake", "Ready to make"), ready.map((recipe) => [recipe])));
      if (oneMore.length) results.append(pantryList(word("oneThingMore", "One thing more"), oneMore));
      if (!ready.length && !oneMore.length) {
        results.append(make("p", { class: "pantry-none" }, word("pantryNone", "No recipe yet: tick more of what you have.")));
      }
      status.textContent = word("pantryStatus", "Ready: {ready} · One thing more: {more}", { ready: ready.length, more: oneMore.length });
      bar.hidden = !ready.length && !oneMore.length;
    }

    function pantryList(heading, entries) {
      const group = make("div", { class: "pantry-group" });
      const list = make("ul");
      entries.forEach(([[title, slug], missing]) => {
        const item = make("li");
        item.append(make("a", { href: siteHref(recipePath(slug)) }, title));
        if (missing) item.append(" ", make("span", { class: "pantry-missing" }, word("needs", "needs {name}", { name: names[missing] || missing })));
        list.append(item);
      });
      group.append(make("h3", {}, heading), list);
      return group;
    }

    show();
  }
