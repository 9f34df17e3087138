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

  /** A recipe's page from the site root: a file of its own, `recipes/<slug>.html`. */
  function recipePath(slug) {
    return "recipes/" + slug + ".html";
  }

  /**
   * Where a recipe's page moved when recipes stopped having folders of their own: for the
   * address `<root>recipes/<slug>/` (or its `index.html`), `<root>recipes/<slug>.html`, else
   * null. `root` is the site's path, as the 404 page's `<base>` names it. Links shared and QR
   * codes printed before then land on the 404 page, which goes on here.
   */
  function movedRecipePath(pathname, root) {
    const found = /^(.*\/)recipes\/([a-z0-9-]+)\/(?:index\.html)?$/.exec(String(pathname || ""));
    return found && found[1] === root ? found[1] + recipePath(found[2]) : null;
  }

  function followMovedRecipe() {
    // Without a <base> (no base_url) the page cannot know where the site starts.
    if (!doc.body || !doc.body.classList.contains("page--not-found") || !doc.querySelector("base")) return;
    const moved = movedRecipePath(window.location.pathname, new URL(doc.baseURI).pathname);
    if (moved) window.location.replace(moved + window.location.search + window.location.hash);
  }
