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
        status.append(word("inYourList", "In your shopping list {times}", { times: timesText(entry.multiplier) }) + " · ");
        status.append(make("a", { href: siteHref("shopping/") }, word("openList", "Open the list")));
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
          status.textContent = word("cannotKeepList", "Your browser does not let this page keep a list.");
          return;
        }
        show(entry);
      });
    });
  }

