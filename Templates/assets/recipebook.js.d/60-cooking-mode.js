  /* ======================================================================
     6. Cooking mode: check off items and steps, remembered per recipe
     ====================================================================== */

  const COOKING_PREFIX = "recipebook-cooking:";

  function readIdList(text) {
    try {
      const value = JSON.parse(text);
      return Array.isArray(value) ? value.map(String) : [];
    } catch (e) {
      return [];
    }
  }

  function markChecked(box) {
    const item = box.closest("li");
    if (item) item.classList.toggle("is-checked", box.checked);
  }

  function initCooking() {
    $$(".recipe[data-recipe]").forEach(initCookingFor);
  }

  /**
   * A checkbox for each item and step, `c0`, `c1`, … in page order: an item's label names it,
   * a step's number does. Made here, as only this script keeps what is ticked; a page that
   * carries its own keeps them.
   */
  function addCheckboxes(article) {
    if (!$(".recipe-tools", article) || $(".elements input.check", article)) return;
    $$(".elements > .item, .elements > .step", article).forEach((element, number) => {
      const body = element.firstElementChild;
      if (!body) return;
      const box = make("input", { type: "checkbox", class: "check", id: "c" + number });
      if (element.classList.contains("item")) {
        body.setAttribute("for", box.id);
      } else {
        const label = $(".step-number", body);
        if (label) {
          label.id = "n" + number;
          box.setAttribute("aria-labelledby", label.id);
        }
      }
      element.insertBefore(box, element.firstChild);
    });
  }

  /**
   * "All ingredients": the items of the recipe again, as one list to check off. Made here from
   * the items beside the steps, so a page carries them once; its checkbox for the item `c7`
   * is `o7`.
   */
  function fillOverview(article) {
    const overview = $("[data-overview]", article);
    const list = overview && $(".overview-list", overview);
    if (!list) return;
    $$(".item > input.check", article).forEach((box) => {
      const label = box.nextElementSibling;
      if (!label) return;
      const id = "o" + box.id.slice(1);
      const entry = make("li", { class: "overview-item" });
      const copy = make("label", { for: id });
      $$(".item-name, .item-amount", label).forEach((span, index) => {
        if (index) copy.append(" ");
        copy.append(span.cloneNode(true));
      });
      entry.append(make("input", { type: "checkbox", class: "check", id: id }), copy);
      list.append(entry);
    });
    overview.hidden = !list.children.length;
  }

  function initCookingFor(article) {
    addCheckboxes(article);
    fillOverview(article);
    const key = COOKING_PREFIX + article.getAttribute("data-recipe");
    const boxes = () => $$("input.check", article);
    const saved = store.get(key);
    const checked = new Set(saved == null ? [] : readIdList(saved));
    boxes().forEach((box) => {
      if (saved != null || box.checked) box.checked = checked.has(box.id);
      markChecked(box);
    });

    const save = () => {
      const ids = boxes().filter((box) => box.checked).map((box) => box.id);
      if (ids.length) store.set(key, JSON.stringify(ids));
      else store.remove(key);
    };

    article.addEventListener("change", (event) => {
      const box = event.target;
      if (!box.matches || !box.matches("input.check")) return;
      markChecked(box);
      save();
    });

    // A tap anywhere on a step (but its buttons and links) toggles it; items are labels already.
    article.addEventListener("click", (event) => {
      const body = event.target.closest && event.target.closest(".elements > .step > div");
      if (!body || !article.contains(body)) return;
      if (event.target.closest("a, button, input, select, textarea, label, summary, [contenteditable]")) return;
      const selection = window.getSelection ? window.getSelection() : null;
      if (selection && !selection.isCollapsed && body.contains(selection.anchorNode)) return;
      const item = body.closest("li");
      const box = item && $("input.check", item);
      if (box) box.click(); // toggles it and fires change, like a real tap on the box
    });

    $$("[data-done-cooking]", article).forEach((button) => {
      button.addEventListener("click", () => {
        const ticked = boxes().filter((box) => box.checked);
        if (!ticked.length) {
          announce(word("nothingTicked", "Nothing is ticked off."));
          return;
        }
        ticked.forEach((box) => {
          box.checked = false;
          markChecked(box);
        });
        store.remove(key);
        offerUndo(word("allUnchecked", "All items and steps unchecked."), () => {
          ticked.forEach((box) => {
            box.checked = true;
            markChecked(box);
          });
          save();
        });
      });
    });
  }

