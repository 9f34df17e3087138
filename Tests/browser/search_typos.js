/*
 * The typo rules of the page's search (issue 42), written again the slow, plain way for
 * search_cases.js to check the page's against, and the typos it makes in words to search for.
 *
 * A word searched of 5 letters or more may hold one typo, of 9 or more two: a letter put in,
 * left out or changed, or two side by side swapped. It then finds a dictionary word when some
 * piece of that word is that many edits away (as an exact search finds a piece of a word).
 * Of those words it keeps 8, or 24 shared among the words of the query that may hold a typo
 * when there are more than three of them: fewest edits first, then the length nearest its
 * own, then the dictionary's order.
 */
"use strict";

/** How many words through typos each word of `tokens` may find. */
function kept(tokens) {
  const forgiving = tokens.filter((token) => allowed(token)).length;
  return forgiving ? Math.min(8, Math.floor(24 / forgiving)) : 0;
}

/** Typos a word of `token` may hold. */
function allowed(token) {
  const letters = [...token].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/** Edits between `a` and `b` (arrays of letters), swaps of neighbours counted as one: the
 *  whole table, no shortcuts. */
function edits(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i ? (j ? 0 : i) : j)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The fewest edits from `token` to any piece of `word`, every piece of a length within
 *  `most` of the token's tried; Infinity when over `most`. */
function pieceEdits(token, word, most) {
  const a = [...token];
  const b = [...word];
  let best = Infinity;
  for (let start = 0; start < b.length; start++) {
    for (let length = Math.max(1, a.length - most); length <= a.length + most && start + length <= b.length; length++) {
      best = Math.min(best, edits(a, b.slice(start, start + length)));
    }
  }
  return best <= most ? best : Infinity;
}

const cache = new Map();

/** The words of `words` (the dictionary in order) `token` finds only through typos: a Map of
 *  word to edits, at most `count`. */
function typoWords(token, words, count) {
  const key = token + " " + count;
  if (cache.has(key)) return cache.get(key);
  const most = allowed(token);
  const found = [];
  if (most) {
    const length = [...token].length;
    words.forEach((word, place) => {
      if (word.includes(token)) return;
      const count = pieceEdits(token, word, most);
      if (count <= most) found.push({ word: word, edits: count, gap: Math.abs([...word].length - length), place: place });
    });
  }
  found.sort((x, y) => x.edits - y.edits || x.gap - y.gap || x.place - y.place);
  const chosen = new Map(found.slice(0, count).map((word) => [word.word, word.edits]));
  cache.set(key, chosen);
  return chosen;
}

/** `word` with `count` typos made at `seed`'s places: a letter left out, two swapped, one
 *  changed, one put in (each kind in turn), never at the first letter, where a reader rarely
 *  slips. */
function misspell(word, count, seed) {
  let letters = [...word];
  for (let typo = 0; typo < count; typo++) {
    const at = 1 + ((seed * 7 + typo * 3) % Math.max(1, letters.length - 2));
    const kind = (seed + typo) % 4;
    const other = letters[at] === "x" ? "q" : "x";
    if (kind === 0) letters.splice(at, 1);
    else if (kind === 1 && letters[at] !== letters[at + 1] && at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]];
    else if (kind === 2 || kind === 1) letters[at] = other;
    else letters.splice(at, 0, other);
  }
  return letters.join("");
}

module.exports = { allowed, kept, edits, pieceEdits, typoWords, misspell };

/** Whether a search with many misspelt words stays bounded, on an index made up here: six
 *  words of five letters, each misspelt, each with ten neighbours one letter away that sit in
 *  postings shards of their own and all hold entry 0. `searchEntries` is the page's. Resolves
 *  to a list of what went wrong. */
async function boundedSearch(searchEntries) {
  const stems = ["bread", "flour", "sugar", "honey", "lemon", "thyme"];
  const words = stems.flatMap((stem) => [..."abcdefghij"].map((letter) => stem.slice(0, 2) + letter + stem.slice(3))).sort();
  const parts = { words: { kinds: [0, 1, 0], chunk: 128, shards: words }, "docs-0": [["Made up", "recipes/made-up.html"]] };
  words.forEach((_, shard) => { parts["postings-" + shard] = ["2"]; });
  const asked = [];
  const part = (name) => {
    asked.push(name);
    return Promise.resolve(Object.prototype.hasOwnProperty.call(parts, name) ? parts[name] : null);
  };
  const query = stems.map((stem) => stem.slice(0, 2) + "z" + stem.slice(3)).join(" ");
  const got = await searchEntries(query, part, 12);
  const problems = [];
  if (JSON.stringify(got) !== JSON.stringify([{ t: "Made up", u: "recipes/made-up.html", k: "recipe" }])) {
    problems.push(`${JSON.stringify(query)} finds ${JSON.stringify(got)}, not the entry every word is one typo from`);
  }
  const shards = asked.filter((name) => name.startsWith("postings-")).length;
  if (shards !== kept(query.split(" ")) * stems.length || shards > 24) {
    problems.push(`${JSON.stringify(query)} loads ${shards} postings shards, not 4 a word, 24 in all`);
  }
  return problems;
}

module.exports.boundedSearch = boundedSearch;
