  /** Seconds as a clock: 75 → "1:15", 3725 → "1:02:05". */
  function formatDuration(seconds) {
    const total = Math.max(0, Math.round(Number(seconds) || 0));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const two = (n) => (n < 10 ? "0" : "") + n;
    return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }

  /** The inverse of formatDuration: "1:15" → 75, "1:02:05" → 3725; null when not a clock. */
  function parseDuration(text) {
    const match = /^\s*(?:(\d+):)?(\d+):(\d{2})\s*$/.exec(String(text));
    if (!match) return null;
    return (parseInt(match[1] || "0", 10) * 3600) + parseInt(match[2], 10) * 60 + parseInt(match[3], 10);
  }

  /** A relative clean URL opened from disk: "../apple-pie/" → "../apple-pie/index.html". */
  function fileHref(href) {
    if (typeof href !== "string" || href === "") return href;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || /^[/?#]/.test(href)) return href;
    const match = /^([^?#]*)([?#][\s\S]*)?$/.exec(href);
    let path = match[1];
    const tail = match[2] || "";
    if (path === "." || path === ".." || /\/\.\.?$/.test(path)) path += "/";
    if (path.charAt(path.length - 1) !== "/") return href;
    return path + "index.html" + tail;
  }

  /** Lowercase, accents removed, letters spelled out: "Crème Brûlée" → "creme brulee",
   *  "Äpfel" → "apfel", "Weißbrot" → "weissbrot", so a reader finds words typed without them. */
  const SPELLED_OUT = { "ß": "ss", "ẞ": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ı": "i" };
  function normalizeText(text) {
    let s = String(text == null ? "" : text);
    if (s.normalize) s = s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    return s.toLowerCase().replace(/[ßẞæœøłđı]/g, (letter) => SPELLED_OUT[letter]);
  }

  const KIND_RANK = { tag: 0, recipe: 1, guide: 2 };
  const prepared = new WeakMap();

  function preparedEntry(entry) {
    let p = prepared.get(entry);
    if (!p) {
      const title = normalizeText(entry.t);
      p = { title: title, hay: title + " " + normalizeText(entry.c) + " " + normalizeText(entry.x) };
      prepared.set(entry, p);
    }
    return p;
  }

  /** Entries of the search index matching every word of `query`, best first (titles, then
   *  tags, recipes, guide sections), at most `limit`. */
  function searchEntries(query, entries, limit) {
    const words = normalizeText(query).split(/\s+/).filter(Boolean);
    if (!words.length || !Array.isArray(entries)) return [];
    const hits = [];
    entries.forEach((entry, index) => {
      if (!entry || typeof entry !== "object" || typeof entry.t !== "string") return;
      const p = preparedEntry(entry);
      if (!words.every((w) => p.hay.indexOf(w) >= 0)) return;
      const inTitle = words.every((w) => p.title.indexOf(w) >= 0);
      const kind = Object.prototype.hasOwnProperty.call(KIND_RANK, entry.k) ? KIND_RANK[entry.k] : 3;
      const starts = p.title.indexOf(words[0]) === 0 || p.title.indexOf("#" + words[0]) === 0;
      hits.push({ entry: entry, key: [inTitle ? 0 : 1, kind, starts ? 0 : 1, index] });
    });
    hits.sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
      return 0;
    });
    return hits.slice(0, limit > 0 ? limit : 12).map((hit) => hit.entry);
  }

