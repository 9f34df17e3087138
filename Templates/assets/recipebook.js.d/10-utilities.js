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

  /**
   * The word for `key` in the book's language (assets/words.js), its `{name}` placeholders
   * filled from `values`; `english` when the page has no words (a theme's own layout that
   * does not load words.js).
   */
  function word(key, english, values) {
    const table = window.RECIPEBOOK_WORDS;
    let text = table && typeof table === "object" && typeof table[key] === "string" ? table[key] : english;
    Object.keys(values || {}).forEach((name) => {
      text = text.split("{" + name + "}").join(String(values[name]));
    });
    return text;
  }

  /** A number this script wrote (`1.75 l`) with the book's decimal separator (`1,75 l`):
   *  only a point between two digits is one. */
  function localNumber(text) {
    const separator = word("decimalSeparator", ".");
    return separator === "." ? text : String(text).replace(/(\d)\.(?=\d)/g, "$1" + separator);
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
    const button = make("button", { type: "button", class: "undo-button" }, word("undo", "Undo"));
    undoNode.appendChild(button);
    undoNode.hidden = false;
    const close = () => {
      clearTimeout(undoTimer);
      undoNode.hidden = true;
    };
    button.addEventListener("click", () => {
      close();
      undo();
      announce(word("undone", "Undone."));
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

