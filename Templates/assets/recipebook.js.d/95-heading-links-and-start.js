  /* ======================================================================
     10. Heading links, task lists, start
     ====================================================================== */

  function legacyCopy(text) {
    const input = make("input", { type: "text", class: "visually-hidden", "aria-hidden": "true", tabindex: "-1", readonly: "" });
    input.value = text;
    const active = doc.activeElement;
    doc.body.appendChild(input);
    input.select();
    let ok = false;
    try {
      ok = doc.execCommand("copy");
    } catch (e) {
      ok = false;
    }
    input.remove();
    if (active && active.focus) active.focus({ preventScroll: true });
    return ok;
  }

  function copyText(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      return navigator.clipboard.writeText(text).then(() => true, () => legacyCopy(text));
    }
    return Promise.resolve(legacyCopy(text));
  }

  /** Clicking a heading's "#" copies the section's address and still jumps to it. */
  function initHeadingLinks() {
    doc.addEventListener("click", (event) => {
      const anchor = event.target.closest && event.target.closest("a.heading-anchor");
      if (!anchor) return;
      const href = anchor.getAttribute("href") || "";
      const heading = anchor.closest("[id]");
      const id = href.charAt(0) === "#" ? href.slice(1) : heading ? heading.id : "";
      if (!id) return;
      const url = window.location.href.split("#")[0] + "#" + id;
      copyText(url).then((ok) => toast(ok ? word("linkCopied", "Copied the link to this section") : word("linkText", "Link: {url}", { url: url })));
    });
  }

  /** cmark-gfm writes task lists without classes: mark their items for the stylesheet. */
  function markTaskLists() {
    $$(".markdown li > input[type=checkbox]").forEach((box) => {
      if (box.parentElement.firstElementChild === box) box.parentElement.classList.add("task-list-item");
    });
  }

  /**
   * A table cell's code of one word (`guide-sidebar.mustache`, `![caption](file)`) is marked to
   * stay whole: the stylesheet can wrap code at its spaces, but a line may also break after a
   * hyphen or bracket, which cuts such a word in two.
   */
  function markCodeWords() {
    $$(".markdown td code, .markdown th code").forEach((code) => {
      if (!/\s/.test(code.textContent.trim())) code.classList.add("code-word");
    });
  }

  function start() {
    createLiveRegions();
    const features = [
      followMovedRecipe,
      initRecipeTools,
      rewriteFileLinks,
      initChapterList,
      initChapterKeys,
      initThemePicker,
      initHeaderMenu,
      initSearch,
      initTimeFilter,
      initCooking,
      initTimers,
      initScaling,
      initScaleByWhatYouHave,
      initPanScaling,
      initWakeLock,
      initCookMode,
      initTextSize,
      initPantry,
      initHeadingLinks,
      markTaskLists,
      markCodeWords,
      initOffline,
    ];
    features.forEach((feature) => {
      try {
        feature();
      } catch (error) {
        if (window.console) window.console.error("recipebook: " + feature.name + " failed", error);
      }
    });
  }

