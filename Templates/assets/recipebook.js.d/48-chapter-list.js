  /* ======================================================================
     4c. The guide's chapter list
     ====================================================================== */

  /**
   * The sidebar's chapter list, made from guide/chapters.js (`window.RECIPEBOOK_CHAPTERS`,
   * `[title, url]` each): a guide of n chapters would otherwise repeat the list n times. That
   * script is deferred after this one, so a page that starts before it waits for the document.
   */
  function initChapterList() {
    initGuideFold();
    const lists = $$(".chapter-list[data-current]");
    if (!lists.length) return;
    const fill = () => {
      const chapters = window.RECIPEBOOK_CHAPTERS;
      if (!Array.isArray(chapters)) return;
      lists.forEach((list) => {
        if (list.children.length) return;
        const current = list.getAttribute("data-current");
        chapters.forEach((chapter) => {
          if (!Array.isArray(chapter) || typeof chapter[0] !== "string" || typeof chapter[1] !== "string") return;
          const link = make("a", { href: siteHref(chapter[1]) }, chapter[0]);
          if (chapter[1] === current) link.setAttribute("aria-current", "page");
          const item = make("li");
          item.appendChild(link);
          list.appendChild(item);
        });
        // The chapter's own sections, written beside the list, go under it.
        const here = $("a[aria-current]", list);
        const sections = list.parentNode && $(".chapter-sections", list.parentNode);
        if (here && sections) here.parentNode.appendChild(sections);
      });
    };
    if (window.RECIPEBOOK_CHAPTERS || doc.readyState === "complete") fill();
    else doc.addEventListener("DOMContentLoaded", fill);
  }

  /**
   * On a narrow screen the list is folded behind its button (the stylesheet shows one or the
   * other by the button's aria-expanded). Escape folds it again; a section of this chapter
   * chosen from it folds it first, so the page scrolls to where that section will be.
   */
  function initGuideFold() {
    const button = $(".guide-sidebar-toggle");
    const body = button && doc.getElementById(button.getAttribute("aria-controls") || "");
    if (!body) return;
    const open = () => button.getAttribute("aria-expanded") === "true";
    const fold = () => button.setAttribute("aria-expanded", "false");
    button.addEventListener("click", () => button.setAttribute("aria-expanded", String(!open())));
    body.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !open() || !button.getClientRects().length) return;
      event.preventDefault();
      fold();
      button.focus();
    });
    body.addEventListener("click", (event) => {
      const link = event.target.closest && event.target.closest(".chapter-sections a");
      if (link && open()) fold();
    });
  }
