  /* ======================================================================
     4b. The lists' time filter
     ====================================================================== */

  const TIME_FILTER_KEY = "recipebook-time-filter";

  /**
   * The A–Z list's and the parts' time filter: radio buttons that hide the cards whose
   * `data-minutes` is over the chosen bound (cards without a time too), and a letter whose
   * cards are all hidden. Shown only where a card has a time; the choice is kept for the next
   * list, as a family looking for a quick dinner goes from page to page.
   */
  function initTimeFilter() {
    const filter = $("[data-time-filter]");
    if (!filter || !$(".recipe-card[data-minutes]")) return;
    const none = $("[data-time-filter-none]");
    const radios = $$("input[type=radio]", filter);
    const apply = (value) => {
      const bound = parseInt(value, 10);
      let shown = 0;
      $$(".recipe-card").forEach((card) => {
        const minutes = parseInt(card.getAttribute("data-minutes") || "", 10);
        const keep = !(bound > 0) || minutes <= bound;
        card.hidden = !keep;
        if (keep) shown += 1;
      });
      $$(".letter-group").forEach((group) => {
        group.hidden = !$(".recipe-card:not([hidden])", group);
      });
      if (none) none.hidden = shown > 0;
    };
    const saved = store.get(TIME_FILTER_KEY) || "";
    radios.forEach((radio) => {
      radio.checked = radio.value === saved;
      radio.addEventListener("change", () => {
        if (!radio.checked) return;
        if (radio.value) store.set(TIME_FILTER_KEY, radio.value);
        else store.remove(TIME_FILTER_KEY);
        apply(radio.value);
      });
    });
    if (!radios.some((radio) => radio.checked) && radios.length) radios[0].checked = true;
    filter.hidden = false;
    apply(radios.filter((radio) => radio.checked).map((radio) => radio.value)[0] || "");
  }
