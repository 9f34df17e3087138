  /* ======================================================================
     4a. The header's search and menu buttons
     ====================================================================== */

  /*
   * On a phone the header is one row: a search button and a menu button each show a panel
   * (their aria-controls) under it, as disclosures. From 64em the buttons are not shown and
   * the panels are part of the header, so nothing here hides or shows anything there.
   */
  const headerPanels = [];

  /** Wires `button` to its panel; `onOpen` runs when it opens. Returns { open, close, shown }. */
  function headerPanel(button, onOpen) {
    const panel = button && doc.getElementById(button.getAttribute("aria-controls") || "");
    if (!panel) return null;
    const isOpen = () => button.getAttribute("aria-expanded") === "true";
    const shown = () => button.getClientRects().length > 0;
    const inside = (node) => !!node && (node === button || panel.contains(node));
    const control = {
      shown: shown,
      open() {
        // One panel at a time: they open in the same place.
        headerPanels.forEach((other) => {
          if (other !== control) other.close(false);
        });
        button.setAttribute("aria-expanded", "true");
        if (onOpen) onOpen();
      },
      close(returnFocus) {
        if (!isOpen()) return;
        button.setAttribute("aria-expanded", "false");
        if (returnFocus && shown()) button.focus();
      },
    };
    headerPanels.push(control);

    button.addEventListener("click", () => {
      if (isOpen()) control.close(false);
      else control.open();
    });
    // Escape closes the panel and gives focus back to its button, unless something inside
    // (the search results) used that Escape to close itself first.
    const onKey = (event) => {
      if (event.key !== "Escape" || event.defaultPrevented || !isOpen() || !shown()) return;
      event.preventDefault();
      control.close(true);
    };
    button.addEventListener("keydown", onKey);
    panel.addEventListener("keydown", onKey);
    // Focus leaving both for elsewhere, or a tap elsewhere, closes it as well.
    const onFocusOut = (event) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) control.close(false);
    };
    button.addEventListener("focusout", onFocusOut);
    panel.addEventListener("focusout", onFocusOut);
    doc.addEventListener("pointerdown", (event) => {
      if (isOpen() && !inside(event.target)) control.close(false);
    });
    return control;
  }

  /** The menu button: the links and the theme picker. Focus stays on it; Tab goes on in. */
  function initHeaderMenu() {
    headerPanel($(".site-header .menu-toggle"));
  }
