  /* ======================================================================
     4c. The guide's chapter list
     ====================================================================== */

  /**
   * The sidebar's chapter list, made from guide/chapters.js (`window.RECIPEBOOK_CHAPTERS`,
   * `[title, url]` each): a guide of n chapters would otherwise repeat the list n times. That
   * script is deferred after this one, so a page that starts before it waits for the document.
   */
  function initChapterList() {
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
      });
    };
    if (window.RECIPEBOOK_CHAPTERS || doc.readyState === "complete") fill();
    else doc.addEventListener("DOMContentLoaded", fill);
  }

