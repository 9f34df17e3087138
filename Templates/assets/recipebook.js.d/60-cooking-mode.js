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

  function initCookingFor(article) {
    const key = COOKING_PREFIX + article.getAttribute("data-recipe");
    const boxes = () => $$("input.check[data-check]", article);
    const saved = store.get(key);
    const checked = new Set(saved == null ? [] : readIdList(saved));
    boxes().forEach((box) => {
      if (saved != null || box.checked) box.checked = checked.has(box.getAttribute("data-check"));
      markChecked(box);
    });

    const save = () => {
      const ids = boxes().filter((box) => box.checked).map((box) => box.getAttribute("data-check"));
      if (ids.length) store.set(key, JSON.stringify(ids));
      else store.remove(key);
    };

    article.addEventListener("change", (event) => {
      const box = event.target;
      if (!box.matches || !box.matches("input.check[data-check]")) return;
      markChecked(box);
      save();
    });

    // A tap anywhere on a step (but its buttons and links) toggles it; items are labels already.
    article.addEventListener("click", (event) => {
      const body = event.target.closest && event.target.closest(".element--step .element-body");
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

