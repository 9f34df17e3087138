  /** How many typos a word searched may hold (issue 42): none below five letters, where one
   *  edit mostly makes another real word ("cake", "cave"), one from five, two from nine. */
  function typosAllowed(token) {
    const letters = Array.from(token).length;
    return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
  }

  /** The fewest edits (a letter put in, left out or changed, or two side by side swapped) that
   *  make `token` a piece of `word`, the way an exact search finds a piece of a word ("crumbel"
   *  is 1 from "crumbles"); `most + 1` for anything over `most`. Letters are code points. */
  function typoDistance(token, word, most) {
    // Code units stand for letters unless a letter beyond U+FFFF needs two of them.
    const wide = /[\uD800-\uDFFF]/;
    const a = wide.test(token) ? Array.from(token, (letter) => letter.codePointAt(0)) : token;
    const b = wide.test(word) ? Array.from(word, (letter) => letter.codePointAt(0)) : word;
    const at = (text, i) => (typeof text === "string" ? text.charCodeAt(i) : text[i]);
    const m = a.length;
    const n = b.length;
    if (n < m - most) return most + 1;
    // Sellers' table, a row at a time: row i holds the edits that make a's first i letters a
    // piece of b ending before each j. Row 0 is all zero, so the piece may start anywhere.
    let twoBefore = new Int32Array(n + 1);
    let before = new Int32Array(n + 1);
    let row = new Int32Array(n + 1);
    for (let i = 1; i <= m; i++) {
      const letter = at(a, i - 1);
      const previous = i > 1 ? at(a, i - 2) : -1;
      row[0] = i;
      let least = i;
      for (let j = 1; j <= n; j++) {
        const other = at(b, j - 1);
        let edits = Math.min(before[j - 1] + (letter === other ? 0 : 1), before[j] + 1, row[j - 1] + 1);
        if (j > 1 && previous === other && letter === at(b, j - 2)) edits = Math.min(edits, twoBefore[j - 2] + 1);
        row[j] = edits;
        if (edits < least) least = edits;
      }
      // No cell of a later row can be below this row's least.
      if (least > most) return most + 1;
      const spare = twoBefore;
      twoBefore = before;
      before = row;
      row = spare;
    }
    let best = most + 1;
    for (let j = 0; j <= n; j++) if (before[j] < best) best = before[j];
    return best;
  }

  /** Most dictionary words a word searched finds only through typos, and a whole search: each
   *  may sit in another postings shard, so this bounds what a search with typos downloads. */
  const TYPO_WORDS = 8;
  const TYPO_WORDS_IN_ALL = 24;

  /** How many words each of `tokens` may find through typos: TYPO_WORDS, or TYPO_WORDS_IN_ALL
   *  shared among the words that may hold a typo when more than three may. */
  function typoWordsEach(tokens) {
    const forgiving = tokens.filter((token) => typosAllowed(token) > 0).length;
    return forgiving ? Math.min(TYPO_WORDS, Math.floor(TYPO_WORDS_IN_ALL / forgiving)) : 0;
  }

  /** The words of `words` (the dictionary, every word once) that `token` finds only through
   *  typos, as [place in `words`, edits]: fewest edits first, then the length nearest the
   *  token's, then the dictionary's order, at most `kept`. */
  function typoWords(token, words, kept) {
    const most = typosAllowed(token);
    if (!most || kept <= 0) return [];
    const length = Array.from(token).length;
    const found = [];
    // Each edit takes at most one of the token's letters away, so a word holding fewer than
    // all but `most` of them is passed over before the table is made (most words are).
    const ascii = /^[\x00-\x7f]*$/.test(token);
    const wanted = new Int32Array(128);
    for (let i = 0; ascii && i < token.length; i++) wanted[token.charCodeAt(i)]++;
    const left = new Int32Array(128);
    for (let i = 0; i < words.length; i++) {
      if (ascii && words[i].length >= length - most) {
        left.set(wanted);
        let held = 0;
        for (let j = 0; j < words[i].length; j++) {
          const code = words[i].charCodeAt(j);
          if (code < 128 && left[code] > 0) {
            left[code]--;
            held++;
          }
        }
        if (held < length - most) continue;
      }
      const edits = typoDistance(token, words[i], most);
      if (edits >= 1 && edits <= most) found.push([i, edits, Math.abs(Array.from(words[i]).length - length)]);
    }
    found.sort((x, y) => x[1] - y[1] || x[2] - y[2] || x[0] - y[0]);
    return found.slice(0, kept).map((word) => [word[0], word[1]]);
  }
