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

  /** The words of `text` as the search index holds them (SearchWords.swift): folded, then
   *  each run of letters and digits. "Grandma's Äpfel" → ["grandma", "s", "apfel"]. */
  function searchWords(text) {
    return normalizeText(text).match(/[\p{L}\p{N}]+/gu) || [];
  }

  /** Whether `token`, a word searched, matches `word`, a word of an entry: one letter only as
   *  the whole word, two at its start, three or more anywhere inside it ("wein" finds
   *  "weisswein"). */
  function searchWordMatches(token, word) {
    const letters = Array.from(token).length;
    if (letters === 1) return word === token;
    if (letters === 2) return word.lastIndexOf(token, 0) === 0;
    return word.indexOf(token) >= 0;
  }
