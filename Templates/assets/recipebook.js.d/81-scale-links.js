  /* ======================================================================
     8b. A sub-recipe opened at the scale of the recipe that uses it
     ====================================================================== */

  const SCALE_LINK_PREFIX = "#scale=";

  /**
   * The scale a link brought in the address (`pie-crust.html#scale=0.5`), or 1: a pie's page
   * at ×2 that needs half a batch of crust opens the crust at ×1. Only a number above 0 and
   * at most 1000 is taken.
   */
  function linkedScale() {
    const hash = window.location.hash;
    if (hash.indexOf(SCALE_LINK_PREFIX) !== 0) return 1;
    const factor = parseFloat(hash.slice(SCALE_LINK_PREFIX.length));
    return factor > 0 && factor <= 1000 ? factor : 1;
  }

  /**
   * A sub-recipe's link (`a.sub-recipe[data-batches]`, MARKUP.md) leading to its page at
   * `factor` times its batches; at ×1 the plain address.
   */
  function scaleLink(link, factor) {
    const href = link.getAttribute("href") || "";
    const base = href.indexOf(SCALE_LINK_PREFIX) >= 0 ? href.slice(0, href.indexOf(SCALE_LINK_PREFIX)) : href;
    const scale = factor * parseFloat(link.getAttribute("data-batches"));
    link.setAttribute("href", scale > 0 && Math.abs(scale - 1) > 1e-9 ? base + SCALE_LINK_PREFIX + decimalString(scale, 4) : base);
  }
