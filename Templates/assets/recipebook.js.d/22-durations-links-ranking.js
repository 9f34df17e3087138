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

  const SEARCH_KINDS = ["tag", "recipe", "guide"];
  // A postings text (SearchPostings.swift): per document, the gap to the one before less one,
  // × 3 + its mark, in base 32; the last digit of a number from 0-9a-v, the others from w-z A-Z - _.
  const POSTING_DIGITS = (() => {
    const table = new Int8Array(128).fill(-1);
    const last = "0123456789abcdefghijklmnopqrstuv";
    const leading = "wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
    for (let i = 0; i < 32; i++) {
      table[last.charCodeAt(i)] = i;
      table[leading.charCodeAt(i)] = 32 + i;
    }
    return table;
  })();

  /** Each document of a postings text with its mark (0 the title's first word, 1 in the title,
   *  2 elsewhere), as `visit(document, mark)`. */
  function eachPosting(text, visit) {
    let value = 0;
    let previous = -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const digit = code < 128 ? POSTING_DIGITS[code] : -1;
      if (digit < 0) continue;
      value = value * 32 + (digit & 31);
      if (digit >= 32) continue;
      const document = previous + 1 + Math.floor(value / 3);
      visit(document, value % 3);
      previous = document;
      value = 0;
    }
  }

  const preparedDictionaries = new WeakMap();

  /** The dictionary (assets/search/words.js) as lists: every word, and its shard. */
  function preparedDictionary(dictionary) {
    let prepared = preparedDictionaries.get(dictionary);
    if (!prepared) {
      const words = [];
      const shards = [];
      const places = [];
      (dictionary.shards || []).forEach((text, shard) => {
        String(text).split(" ").forEach((word, place) => {
          if (!word) return;
          words.push(word);
          shards.push(shard);
          places.push(place);
        });
      });
      prepared = { words: words, shards: shards, places: places };
      preparedDictionaries.set(dictionary, prepared);
    }
    return prepared;
  }

  /** The search: the entries matching every word of `query` (see searchWordMatches), best
   *  first, at most `limit` (12 by default), each {t, u, k, c, i} as a result shows it.
   *  `part(name)` gives a promise of one part of the index under assets/search/ ("words",
   *  "postings-N", "docs-N"; null when it cannot be had), so only the parts this query needs
   *  are loaded. Ranking: every word in the title first, then tags, recipes, guide sections,
   *  then titles whose first word starts with the first word searched, then the index's
   *  order. Resolves to null when a part could not be loaded. */
  async function searchEntries(query, part, limit) {
    const max = limit > 0 ? limit : 12;
    const tokens = searchWords(query);
    if (!tokens.length) return [];
    const dictionary = await part("words");
    if (!dictionary || !Array.isArray(dictionary.shards)) return null;
    const dict = preparedDictionary(dictionary);
    const matched = tokens.map((token) => {
      const found = [];
      for (let i = 0; i < dict.words.length; i++) if (searchWordMatches(token, dict.words[i])) found.push(i);
      return found;
    });
    if (matched.some((found) => !found.length)) return [];
    const shardNumbers = [...new Set([].concat(...matched).map((i) => dict.shards[i]))];
    const loaded = await Promise.all(shardNumbers.map((shard) => part("postings-" + shard)));
    if (loaded.some((shard) => !Array.isArray(shard))) return null;
    const shards = new Map(shardNumbers.map((shard, i) => [shard, loaded[i]]));
    // For each word searched, each document it matches with its best place: -1 a title whose
    // first word starts with the first word searched, 0 or 1 the title, 2 elsewhere.
    const places = matched.map((found, number) => {
      const best = new Map();
      found.forEach((i) => {
        const word = dict.words[i];
        const starts = number === 0 && word.lastIndexOf(tokens[0], 0) === 0;
        eachPosting(String(shards.get(dict.shards[i])[dict.places[i]] || ""), (document, mark) => {
          const place = mark === 0 && starts ? -1 : mark;
          const before = best.get(document);
          if (before === undefined || place < before) best.set(document, place);
        });
      });
      return best;
    });
    const fewest = places.reduce((a, b) => (b.size < a.size ? b : a));
    const kinds = Array.isArray(dictionary.kinds) ? dictionary.kinds : [];
    const kindOf = (document) => {
      let end = 0;
      for (let kind = 0; kind < kinds.length; kind++) {
        end += kinds[kind];
        if (document < end) return kind;
      }
      return kinds.length;
    };
    const hits = [];
    fewest.forEach((_, document) => {
      if (!places.every((best) => best.has(document))) return;
      const inTitle = places.every((best) => best.get(document) <= 1);
      const starts = places[0].get(document) === -1;
      hits.push([inTitle ? 0 : 1, kindOf(document), starts ? 0 : 1, document]);
    });
    hits.sort((a, b) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
      return 0;
    });
    const best = hits.slice(0, max);
    const size = dictionary.chunk > 0 ? dictionary.chunk : 128;
    const chunkNumbers = [...new Set(best.map((hit) => Math.floor(hit[3] / size)))];
    const chunks = await Promise.all(chunkNumbers.map((chunk) => part("docs-" + chunk)));
    if (chunks.some((chunk) => !Array.isArray(chunk))) return null;
    const cards = new Map(chunkNumbers.map((chunk, i) => [chunk, chunks[i]]));
    return best.map((hit) => {
      const card = cards.get(Math.floor(hit[3] / size))[hit[3] % size] || [];
      const entry = { t: String(card[0] || ""), u: String(card[1] || ""), k: SEARCH_KINDS[hit[1]] || "" };
      if (card[2]) entry.c = String(card[2]);
      if (card[3]) entry.i = String(card[3]);
      return entry;
    });
  }
