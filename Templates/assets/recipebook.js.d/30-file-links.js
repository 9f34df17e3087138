  /* ======================================================================
     3. file:// links
     ====================================================================== */

  function isFilePage() {
    return window.location.protocol === "file:";
  }

  /** From disk, folder links would open directory listings: point them at index.html. */
  function rewriteFileLinks(scope) {
    if (!isFilePage()) return;
    $$("a[href]", scope).forEach((link) => {
      const href = link.getAttribute("href");
      const fixed = fileHref(href);
      if (fixed !== href) link.setAttribute("href", fixed);
    });
  }

  /** A URL relative to the site root (`u` in the search index) as a link from this page. */
  function siteHref(path) {
    const base = (doc.body && doc.body.getAttribute("data-root")) || "";
    const href = base + String(path || "");
    return isFilePage() ? fileHref(href === "" ? "./" : href) : href;
  }

