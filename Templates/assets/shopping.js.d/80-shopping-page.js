  /* ======================================================================
     5. The Shopping list page
     ====================================================================== */

  /** Today in words, as the book's own list pages write dates: `4 May 2026`, `4. Mai 2026`. */
  function localDate() {
    const now = new Date();
    const month = word("month." + (now.getMonth() + 1), String(now.getMonth() + 1));
    const day = now.getDate() === 1 ? word("day.1", "1") : now.getDate();
    return word("longDateFormat", "{day} {month} {y}", { day: day, month: month, y: now.getFullYear() });
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
    const own = page.querySelector("[data-own-list]");
    const sentNote = page.querySelector("[data-sent-note]");
    let shownSections = [];
    const updateSharing = initSharing(page, () => shownSections);

    /** Which ticks the list shown keeps: a linked list's apart from the reader's own list. */
    function checkedKeys(link) {
      if (!link) return readList().checked;
      try {
        const keys = JSON.parse(storageGet(link.checkKey) || "[]");
        return Array.isArray(keys) ? keys.filter((key) => typeof key === "string") : [];
      } catch (e) {
        return [];
      }
    }

    function render() {
      // A list sent from another device (`#list=…`) or one recipe's list (`#recipe=…`) is
      // shown instead of the reader's own, which stays as it is: opening a link never loses a list.
      const found = linkedList();
      const link = found && !found.unreadable ? found : null;
      const sent = link && link.kind === "sent" ? link : null;
      const mine = readList();
      const list = !link ? mine : { recipes: sent ? [] : [link.entry], store: sent ? "" : mine.store, checked: [] };
      const store = stores.find((candidate) => candidate.slug === list.store) || null;
      if (select) select.value = store ? store.slug : "";
      if (select) select.disabled = !!sent;
      const entries = combineRecipes(list.recipes);
      const made = sent
        ? { sections: sent.sections, lines: [].concat.apply([], sent.sections.map((section) => section.lines)) }
        : makeList(entries, [], store, data.categories, book().chosenUnits());
      const checked = new Set(checkedKeys(link).filter((id) => made.lines.some((line) => line.id === id)));
      shownSections = made.sections;
      if (own) own.hidden = !found;
      if (sentNote) {
        sentNote.hidden = !found;
        sentNote.textContent = !found ? "" : found.unreadable
          ? word("sentUnreadable", "The list in this link could not be read; this is your own list.")
          : sent ? word("sentList", "This list was sent from another device; your own list is kept.")
            : word("recipeListNote", "The list of this recipe alone; your own list is kept.");
      }

      details.textContent = (sent ? word("sentListTitle", "Sent list") : store ? store.name : word("byCategory", "By category")) + ", " + localDate();
      recipesText.textContent = entries.length
        ? word("recipesList", "Recipes: {list}", {
          list: entries.map((entry) => entry.multiplier === 1 ? entry.title : entry.title + " " + timesText(entry.multiplier)).join(", "),
        })
        : "";
      recipesText.hidden = !entries.length;
      empty.hidden = entries.length > 0 || !!sent;
      recipesBox.hidden = !entries.length;
      if (clear) clear.hidden = !entries.length || !!link;
      const inColumns = made.lines.length >= 13;
      page.classList.toggle("is-long", inColumns);

      recipeList.textContent = "";
      entries.forEach((entry) => {
        const item = make("li", { class: "shopping-recipe" });
        item.append(make("a", { href: siteHref(recipePath(entry.slug)) }, entry.title), " ");
        item.append(make("span", { class: "shopping-recipe-times" }, timesText(entry.multiplier)), " ");
        if (!link) {
          const remove = make("button", { type: "button", class: "shopping-remove", "data-remove": entry.slug }, word("remove", "Remove"));
          remove.setAttribute("aria-label", word("removeRecipe", "Remove {title}", { title: entry.title }));
          item.append(remove);
        }
        recipeList.append(item);
      });

      sectionsNode.textContent = "";
      let number = 0;
      const cut = inColumns ? columnCut(made.sections.map((section) => section.lines.length)) : null;
      made.sections.forEach((section, group) => {
        const count = section.lines.length;
        const at = cut && cut[0] === group ? cut[1] : -1;
        const pieces = at > 0 && at < count ? [[0, at], [at, count]] : [[0, count]];
        pieces.forEach(([start, end], piece) => {
          const node = sectionNode(section, piece > 0, section.lines.slice(start, end));
          if (at === 0 || (at > 0 && piece === 1)) node.classList.add("is-column-start");
          sectionsNode.append(node);
        });
      });
      updateSharing();

      function sectionNode(section, continued, sectionLines) {
        const node = make("section", { class: continued ? "shopping-section is-continued" : "shopping-section" });
        const title = make("h2", { class: "shopping-section-title" }, section.name);
        if (continued) title.append(" ", make("span", { class: "continued" }, word("continued", "(continued)")));
        node.append(title);
        const lines = make("ul", { class: "shopping-lines" });
        sectionLines.forEach((line) => {
          number += 1;
          const id = "shop-line-" + number;
          const item = make("li", { class: "shopping-line" });
          const box = make("input", { type: "checkbox", class: "shop-check", id: id, "data-line": line.id });
          box.checked = checked.has(line.id);
          const label = make("label", { for: id });
          if (line.amount) label.append(make("span", { class: "line-amount" }, localNumber(line.amount)), " ");
          label.append(make("span", { class: "line-name" }, line.name));
          if (line.words) label.append(" ", make("span", { class: "line-words" }, "(" + line.words + ")"));
          const sources = sourcesText(line);
          if (sources) label.append(" ", make("span", { class: "line-sources" }, "(" + localNumber(sources) + ")"));
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
      const key = box.getAttribute("data-line");
      const found = linkedList();
      if (found && !found.unreadable) {
        const keys = checkedKeys(found).filter((other) => other !== key);
        if (box.checked) keys.push(key);
        if (found.kind === "sent") keepSentTicks(found.checkKey, JSON.stringify(keys));
        else storageSet(found.checkKey, JSON.stringify(keys));
        return;
      }
      const list = readList();
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
          book().offerUndo(word("listCleared", "The shopping list was cleared."), () => {
            saveList(list);
            render();
          });
        }
      });
    }
    if (own) {
      own.addEventListener("click", () => {
        if (global.history && global.history.replaceState) global.history.replaceState(null, "", global.location.pathname + global.location.search);
        else global.location.hash = "";
        render();
      });
    }
    global.addEventListener("hashchange", render);
    // Another tab added a recipe or ticked a line.
    global.addEventListener("storage", (event) => {
      if (event.key === LIST_KEY || event.key === null) render();
    });
    render();
  }

