  /* ======================================================================
     4. Printable lists: check-off, Print
     ====================================================================== */

  function initPrintButtons() {
    doc.querySelectorAll("[data-print]").forEach((button) => {
      button.hidden = false;
      button.addEventListener("click", () => global.print());
    });
  }

  function markLine(box) {
    const line = box.closest(".shopping-line");
    if (line) line.classList.toggle("is-checked", box.checked);
  }

  /** The lists the site printed (plans, recipes): ticks kept per list. */
  function initPrintedLists() {
    doc.querySelectorAll("article.shopping-list[data-list]:not([data-shopping-page])").forEach((article) => {
      const key = CHECKED_PREFIX + article.getAttribute("data-list");
      let checked = [];
      try {
        checked = JSON.parse(storageGet(key) || "[]");
      } catch (e) {
        checked = [];
      }
      const boxes = Array.prototype.slice.call(article.querySelectorAll("input.shop-check"));
      boxes.forEach((box) => {
        box.checked = Array.isArray(checked) && checked.indexOf(box.getAttribute("data-line")) >= 0;
        markLine(box);
        box.addEventListener("change", () => {
          markLine(box);
          const keys = boxes.filter((other) => other.checked).map((other) => other.getAttribute("data-line"));
          if (keys.length) storageSet(key, JSON.stringify(keys));
          else {
            try {
              global.localStorage.removeItem(key);
            } catch (e) {
              /* nothing kept */
            }
          }
        });
      });
    });
  }

