  /* ======================================================================
     5. Search
     ====================================================================== */

  const KIND_LABELS = { recipe: ["kindRecipe", "Recipe"], guide: ["kindGuide", "Guide"], tag: ["kindTag", "Tag"] };

  function searchResultItem(entry) {
    const link = make("a", { href: siteHref(entry.u) });
    if (entry.i) {
      // The recipe's first photo, small; the title beside it says what it shows.
      link.appendChild(make("img", { class: "result-photo", src: siteHref(entry.i), alt: "", loading: "lazy" }));
    }
    link.appendChild(make("span", { class: "result-title" }, entry.t));
    if (entry.c) {
      link.appendChild(doc.createTextNode(" "));
      link.appendChild(make("span", { class: "result-context" }, word("inContext", "in {context}", { context: entry.c })));
    }
    link.appendChild(doc.createTextNode(" "));
    const label = Object.prototype.hasOwnProperty.call(KIND_LABELS, entry.k) ? KIND_LABELS[entry.k] : null;
    const kind = label ? word(label[0], label[1]) : entry.k ? String(entry.k) : word("kindPage", "Page");
    link.appendChild(make("span", { class: "result-kind" }, kind));
    const item = make("li");
    item.appendChild(link);
    return item;
  }

  // The search index is in parts under assets/search/ (the dictionary, postings shards and
  // the results' cards), each loaded the first time a search needs it, not with every page:
  // in a big book the whole index is megabytes, and one search needs a few of its parts. The
  // dictionary comes when the reader first turns to the search box. Script elements, not
  // fetch(), so they also load from file://; a part that fails to load is tried again later.
  const searchParts = {};

  function loadSearchPart(name) {
    const loaded = () => {
      const parts = window.RECIPEBOOK_SEARCH_PARTS;
      return parts && Object.prototype.hasOwnProperty.call(parts, name) ? parts[name] : null;
    };
    if (loaded() !== null) return Promise.resolve(loaded());
    if (searchParts[name]) return searchParts[name];
    searchParts[name] = new Promise((resolve) => {
      const script = doc.createElement("script");
      script.src = ((doc.body && doc.body.getAttribute("data-root")) || "") + "assets/search/" + name + ".js";
      script.addEventListener("load", () => {
        if (loaded() === null) delete searchParts[name];
        resolve(loaded());
      });
      script.addEventListener("error", () => {
        delete searchParts[name];
        resolve(null);
      });
      doc.head.appendChild(script);
    });
    return searchParts[name];
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
    // A phone's header keeps the box behind a button: opening it puts the reader in the field.
    const panel = headerPanel($(".site-header .search-toggle"), () => input.focus());

    let debounce = 0;
    let shownQuery = null;

    const links = () => $$("a", list);
    const close = () => {
      list.hidden = true;
    };

    // Results of an older query that come after a newer one's are not shown.
    let searching = 0;

    function render(query) {
      const ticket = ++searching;
      searchEntries(query, loadSearchPart, 12).then((results) => {
        if (ticket !== searching || input.value.trim() !== query) return;
        // A part that did not load (null) is asked for again when the reader next searches.
        if (results === null) shownQuery = null;
        show(results || []);
      });
    }

    function show(results) {
      list.textContent = "";
      if (!results.length) {
        list.appendChild(make("li", { class: "search-empty" }, word("noResults", "No results")));
        status.textContent = word("noResults", "No results");
      } else {
        results.forEach((entry) => list.appendChild(searchResultItem(entry)));
        status.textContent = results.length === 1
          ? word("resultOne", "{n} result", { n: 1 }) : word("resultOther", "{n} results", { n: results.length });
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

    input.addEventListener("focus", () => {
      loadSearchPart("words");
    });
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
      if (panel && panel.shown()) panel.open();
      input.focus();
      input.select();
    });
  }

