  /* ======================================================================
     4c. Text size: A− and A+ on recipe pages and in cook mode
     ====================================================================== */

  /*
   * One size for the whole device, kept in localStorage like the theme: a cook who needs large
   * type needs it on every recipe. theme.js sets the kept size before the page paints, so the
   * text never jumps; here the buttons step through the sizes and set it again.
   */

  const TEXT_SIZES = ["0.9", "1", "1.15", "1.3", "1.5", "1.7"];
  const TEXT_SIZE_KEY = "recipebook-text-size";

  function currentTextSize() {
    const kept = store.get(TEXT_SIZE_KEY);
    return TEXT_SIZES.indexOf(kept) >= 0 ? kept : "1";
  }

  /** Sets `size` on the page and on every A− / A+ pair, and keeps it unless it is the default. */
  function setTextSize(size) {
    if (size === "1") {
      store.remove(TEXT_SIZE_KEY);
      root.style.removeProperty("--text-size");
    } else {
      store.set(TEXT_SIZE_KEY, size);
      root.style.setProperty("--text-size", size);
    }
    const place = TEXT_SIZES.indexOf(size);
    $$(".text-size").forEach((group) => {
      $("[data-text-smaller]", group).setAttribute("aria-disabled", String(place === 0));
      $("[data-text-larger]", group).setAttribute("aria-disabled", String(place === TEXT_SIZES.length - 1));
    });
  }

  function textSizeGroup() {
    const group = make("div", { class: "text-size", role: "group", "aria-label": word("textSize", "Text size") });
    [["data-text-smaller", "A−", "smallerText", "Smaller text", -1], ["data-text-larger", "A+", "largerText", "Larger text", 1]]
      .forEach(([data, text, key, english, step]) => {
        const name = word(key, english);
        const press = make("button", { type: "button", [data]: "", "aria-label": name, title: name }, text);
        press.addEventListener("click", () => {
          const place = TEXT_SIZES.indexOf(currentTextSize()) + step;
          if (place >= 0 && place < TEXT_SIZES.length) setTextSize(TEXT_SIZES[place]);
        });
        group.append(press);
      });
    return group;
  }

  function initTextSize() {
    $$(".recipe .recipe-tools").forEach((tools) => tools.append(textSizeGroup()));
    $$(".cook-mode .cook-bar").forEach((bar) => {
      bar.classList.add("has-text-size");
      bar.insertBefore(textSizeGroup(), $(".cook-close", bar));
    });
    if ($(".text-size")) setTextSize(currentTextSize());
  }
