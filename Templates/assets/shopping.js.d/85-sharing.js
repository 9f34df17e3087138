  /* ======================================================================
     6. The list to the phone: copy, share, send (a QR code of a link)
     ====================================================================== */

  const SENT_PREFIX = "#list=";

  /** The list a link brought (`shopping/#list=…`): {packed, sections}, null when none, or {unreadable}. */
  function sentList() {
    const hash = global.location ? global.location.hash : "";
    if (!hash || hash.indexOf(SENT_PREFIX) !== 0) return null;
    const packed = hash.slice(SENT_PREFIX.length);
    const sections = unpackList(packed);
    return sections ? { packed: packed, sections: sections } : { unreadable: true };
  }

  /** A short, stable name for a sent list, to keep its ticks apart from other lists'. */
  function sentKey(packed) {
    let hash = 5381;
    for (let i = 0; i < packed.length; i += 1) hash = ((hash * 33) ^ packed.charCodeAt(i)) >>> 0;
    return CHECKED_PREFIX + "sent:" + hash.toString(36);
  }

  /** The sent lists whose ticks are kept: the most recent ones, oldest first. */
  const SENT_ORDER_KEY = CHECKED_PREFIX + "sent-order";
  const KEPT_SENT_LISTS = 20;

  /**
   * Keeps the ticks of a sent list under `key`, and forgets those of all but the last
   * KEPT_SENT_LISTS sent lists, so that lists received over months leave no trail of keys.
   */
  function keepSentTicks(key, value) {
    let order = [];
    try {
      order = JSON.parse(storageGet(SENT_ORDER_KEY) || "[]");
    } catch (e) {
      order = [];
    }
    if (!Array.isArray(order)) order = [];
    order = order.filter((other) => other !== key && typeof other === "string");
    order.push(key);
    while (order.length > KEPT_SENT_LISTS) book().store.remove(order.shift());
    storageSet(SENT_ORDER_KEY, JSON.stringify(order));
    storageSet(key, value);
  }

  /** The code as an SVG drawing: a run of dark modules a rectangle, a 4-module quiet zone. */
  function qrDrawing(code, title) {
    const ns = "http://www.w3.org/2000/svg";
    const side = code.size + 8;
    const svg = doc.createElementNS(ns, "svg");
    [["viewBox", "0 0 " + side + " " + side], ["width", side * 4], ["height", side * 4], ["role", "img"],
      ["shape-rendering", "crispEdges"], ["class", "shopping-qr-code"]].forEach(([name, value]) => svg.setAttribute(name, value));
    const label = doc.createElementNS(ns, "title");
    label.textContent = title;
    const back = doc.createElementNS(ns, "rect");
    back.setAttribute("width", side);
    back.setAttribute("height", side);
    back.setAttribute("fill", "#fff");
    let d = "";
    for (let y = 0; y < code.size; y += 1) {
      for (let x = 0; x < code.size;) {
        if (!code.dark(x, y)) {
          x += 1;
          continue;
        }
        const start = x;
        while (x < code.size && code.dark(x, y)) x += 1;
        d += "M" + (start + 4) + " " + (y + 4) + "h" + (x - start) + "v1h-" + (x - start) + "z";
      }
    }
    const path = doc.createElementNS(ns, "path");
    path.setAttribute("fill", "#000");
    path.setAttribute("d", d);
    svg.append(label, back, path);
    return svg;
  }

  /**
   * The sharing buttons under the list; `shown()` gives the sections the page shows. Returns
   * the function the page calls after every change, so that the buttons and an open code follow.
   */
  function initSharing(page, shown) {
    const box = page.querySelector("[data-shopping-share]");
    if (!box) return () => {};
    const status = box.querySelector("[data-share-status]");
    const area = box.querySelector("[data-copy-text]");
    const panel = box.querySelector("[data-send-panel]");
    const send = box.querySelector("[data-send-list]");
    const share = box.querySelector("[data-share-list]");
    const base = box.getAttribute("data-base-url") || "";
    const nav = global.navigator || {};

    function say(text) {
      status.textContent = text;
    }

    function byHand(text) {
      area.value = text;
      area.hidden = false;
      area.focus();
      area.select();
      let copied = false;
      try {
        copied = doc.execCommand("copy");
      } catch (e) {
        copied = false;
      }
      say(copied ? word("listCopied", "The list was copied.") : word("copyByHand", "Select the list below and copy it."));
    }

    function copy(text) {
      area.hidden = true;
      if (nav.clipboard && nav.clipboard.writeText) {
        nav.clipboard.writeText(text).then(() => say(word("listCopied", "The list was copied.")), () => byHand(text));
      } else {
        byHand(text);
      }
    }

    /** The address of the published Shopping list page holding the list shown. */
    function sendURL() {
      return base + "shopping/" + SENT_PREFIX + packList(shown());
    }

    function drawCode() {
      const place = panel.querySelector("[data-qr]");
      const caption = panel.querySelector("[data-qr-caption]");
      place.textContent = "";
      if (!base) {
        caption.textContent = word("noBaseURL", "No code to scan: a phone can only open this list from the published site, and this book has no address (base_url in site.toml).");
        return;
      }
      const url = sendURL();
      const code = qrCode(url, "M");
      if (!code) {
        caption.textContent = word("listTooLong", "This list is too long for a code: copy it instead.");
        return;
      }
      place.append(qrDrawing(code, word("sendToPhone", "Send to phone")));
      place.setAttribute("data-url", url);
      caption.textContent = word("scanToOpen", "Scan this code with your phone's camera to open the list there.");
    }

    box.querySelectorAll("[data-copy-list]").forEach((button) => {
      button.addEventListener("click", () => copy(listText(shown(), button.getAttribute("data-copy-list") === "checklist")));
    });
    if (share && typeof nav.share === "function") {
      share.hidden = false;
      share.addEventListener("click", () => {
        nav.share({ title: word("shoppingList", "Shopping list"), text: listText(shown(), false) }).catch(() => {
          /* The reader closed the share sheet. */
        });
      });
    }
    send.addEventListener("click", () => {
      const open = panel.hidden;
      panel.hidden = !open;
      send.setAttribute("aria-expanded", String(open));
      if (open) drawCode();
    });

    return function update() {
      const sections = shown();
      box.hidden = !sections.some((section) => section.lines.length);
      if (!panel.hidden) drawCode();
    };
  }
