  /* ======================================================================
     1. Utilities
     ====================================================================== */

  const doc = document;
  const root = doc.documentElement;

  /** localStorage that never throws (file:// in some browsers, private mode). */
  const store = {
    get(key) {
      try {
        return window.localStorage.getItem(key);
      } catch (e) {
        return null;
      }
    },
    set(key, value) {
      try {
        window.localStorage.setItem(key, value);
        return true;
      } catch (e) {
        return false;
      }
    },
    remove(key) {
      try {
        window.localStorage.removeItem(key);
      } catch (e) {
        /* nothing to remove */
      }
    },
  };

  function $(selector, scope) {
    return (scope || doc).querySelector(selector);
  }

  function $$(selector, scope) {
    return Array.prototype.slice.call((scope || doc).querySelectorAll(selector));
  }

  /** A new element with attributes and optional text. */
  function make(tag, attributes, text) {
    const node = doc.createElement(tag);
    Object.keys(attributes || {}).forEach((name) => node.setAttribute(name, attributes[name]));
    if (text != null) node.textContent = text;
    return node;
  }

  function isTyping(target) {
    return !!(target && target.closest && target.closest("input, textarea, select, [contenteditable]"));
  }

  /**
   * Says what was just done, with an Undo button, for ten seconds: for the one-tap actions
   * that throw away what a cook ticked off ("Done cooking", "Clear the list").
   */
  let undoNode = null;
  let undoTimer = 0;
  function offerUndo(message, undo) {
    if (!undoNode) {
      undoNode = make("div", { class: "undo-bar no-print", role: "status" });
      doc.body.appendChild(undoNode);
    }
    clearTimeout(undoTimer);
    undoNode.textContent = "";
    undoNode.appendChild(make("span", {}, message));
    const button = make("button", { type: "button", class: "undo-button" }, "Undo");
    undoNode.appendChild(button);
    undoNode.hidden = false;
    const close = () => {
      clearTimeout(undoTimer);
      undoNode.hidden = true;
    };
    button.addEventListener("click", () => {
      close();
      undo();
      announce("Undone.");
    });
    undoTimer = setTimeout(close, 10000);
  }

  /** A visually hidden status line read by screen readers. */
  let statusNode = null;
  function announce(message) {
    if (!statusNode) return;
    statusNode.textContent = "";
    // A fresh text node after a tick, so the same message twice is announced twice.
    setTimeout(() => {
      statusNode.textContent = message;
    }, 50);
  }

  /** A short visible message (also a live region): "Copied". */
  let toastNode = null;
  let toastTimer = 0;
  function toast(message) {
    if (!toastNode) return;
    toastNode.textContent = message;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toastNode.textContent = "";
    }, 2200);
  }

  function createLiveRegions() {
    if (!doc.body) return;
    statusNode = make("div", { class: "visually-hidden rb-status", role: "status", "aria-live": "polite" });
    toastNode = make("div", { class: "rb-toast", role: "status", "aria-live": "polite" });
    doc.body.appendChild(statusNode);
    doc.body.appendChild(toastNode);
  }

