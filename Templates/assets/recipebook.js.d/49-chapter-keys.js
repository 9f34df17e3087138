  /* ======================================================================
     4d. Turning the guide's pages with ← and →
     ====================================================================== */

  /**
   * ← and → go to the previous and next chapter, as in mdBook, by the chapter's own links at
   * its foot (rel=prev/next). Not while typing, and not with a modifier key, which the browser
   * and screen readers use for their own moves.
   */
  function initChapterKeys() {
    const previous = $(".chapter-nav a[rel~=prev]");
    const next = $(".chapter-nav a[rel~=next]");
    if (!previous && !next) return;
    doc.addEventListener("keydown", (event) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (isTyping(event.target)) return;
      // A wide table or code block the reader has focused scrolls with these keys instead.
      const box = event.target;
      if (box && box !== doc.body && box.scrollWidth > box.clientWidth) return;
      const link = event.key === "ArrowLeft" ? previous : event.key === "ArrowRight" ? next : null;
      if (!link) return;
      event.preventDefault();
      window.location.href = link.href;
    });
  }
