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
  /** The search: the entries matching every word of `query`, best first, at most `limit` (12
   *  by default), each {t, u, k, c, i} as a result shows it. `part(name)` gives a promise of
   *  one part of the index under assets/search/ ("words", "postings-N", "docs-N"; null when it
   *  cannot be had), so only the parts this query needs are loaded. A word matches as
   *  searchWordMatches says; when that finds fewer than `limit` entries, a word of five letters
   *  or more also matches the few words it is one typo away from (nine or more: two; see
   *  typoWords: at most 8 a word, 24 in all). Ranking: fewest typos, then every word in the title, then tags, recipes,
   *  guide sections, then titles whose first word starts with the first word searched, then
   *  the index's order. Resolves to null when a part could not be loaded. */
  async function searchEntries(query, part, limit) {
    const max = limit > 0 ? limit : 12;
    const tokens = searchWords(query);
    if (!tokens.length) return [];
    const dictionary = await part("words");
    if (!dictionary || !Array.isArray(dictionary.shards)) return null;
    const dict = preparedDictionary(dictionary);
    // Each part is asked for once, though the search with typos needs the exact one's again.
    const asked = new Map();
    const load = (name) => {
      if (!asked.has(name)) asked.set(name, part(name));
      return asked.get(name);
    };
    // For each word searched, the dictionary's words it matches, as [place, typos].
    const exact = tokens.map((token) => {
      const found = [];
      for (let i = 0; i < dict.words.length; i++) if (searchWordMatches(token, dict.words[i])) found.push([i, 0]);
      return found;
    });
    let hits = exact.every((found) => found.length) ? await searchHits(tokens, exact, dict, dictionary, load) : [];
    if (hits === null) return null;
    // Every entry found with a typo ranks below every exact one, so it is looked for only
    // when the exact ones leave room.
    const each = typoWordsEach(tokens);
    if (hits.length < max && each > 0) {
      const near = tokens.map((token, n) => exact[n].concat(typoWords(token, dict.words, each)));
      if (near.every((found) => found.length)) hits = await searchHits(tokens, near, dict, dictionary, load);
      if (hits === null) return null;
    }
    const best = hits.slice(0, max);
    const size = dictionary.chunk > 0 ? dictionary.chunk : 128;
    const chunkNumbers = [...new Set(best.map((hit) => Math.floor(hit[4] / size)))];
    const chunks = await Promise.all(chunkNumbers.map((chunk) => load("docs-" + chunk)));
    if (chunks.some((chunk) => !Array.isArray(chunk))) return null;
    const cards = new Map(chunkNumbers.map((chunk, i) => [chunk, chunks[i]]));
    return best.map((hit) => {
      const card = cards.get(Math.floor(hit[4] / size))[hit[4] % size] || [];
      const entry = { t: String(card[0] || ""), u: String(card[1] || ""), k: SEARCH_KINDS[hit[2]] || "" };
      if (card[2]) entry.c = String(card[2]);
      if (card[3]) entry.i = String(card[3]);
      return entry;
    });
  }

  /** The entries that hold, for each word searched, one of the words `matched` gives it
   *  ([place in the dictionary, typos]), sorted best first as searchEntries says, each as
   *  [typos, 0 when every word is in the title, kind, 0 when the title starts with the first
   *  word, document]; null when a postings shard could not be loaded. */
  async function searchHits(tokens, matched, dict, dictionary, load) {
    const shardNumbers = [...new Set([].concat(...matched).map((word) => dict.shards[word[0]]))];
    const loaded = await Promise.all(shardNumbers.map((shard) => load("postings-" + shard)));
    if (loaded.some((shard) => !Array.isArray(shard))) return null;
    const shards = new Map(shardNumbers.map((shard, i) => [shard, loaded[i]]));
    // For each word searched, each document it matches with its fewest typos and, among
    // those, its best place: -1 a title whose first word starts with the first word searched,
    // 0 or 1 the title, 2 elsewhere.
    const places = matched.map((found, number) => {
      const best = new Map();
      found.forEach(([i, typos]) => {
        const word = dict.words[i];
        const starts = number === 0 && word.lastIndexOf(tokens[0], 0) === 0;
        eachPosting(String(shards.get(dict.shards[i])[dict.places[i]] || ""), (document, mark) => {
          const place = mark === 0 && starts ? -1 : mark;
          const before = best.get(document);
          if (before === undefined || typos < before[0] || (typos === before[0] && place < before[1])) best.set(document, [typos, place]);
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
      const typos = places.reduce((sum, best) => sum + best.get(document)[0], 0);
      const inTitle = places.every((best) => best.get(document)[1] <= 1);
      const starts = places[0].get(document)[1] === -1;
      hits.push([typos, inTitle ? 0 : 1, kindOf(document), starts ? 0 : 1, document]);
    });
    hits.sort((a, b) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
      return 0;
    });
    return hits;
  }
