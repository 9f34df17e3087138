#!/usr/bin/env node
/*
 * The page's sharded search against a brute-force search of the same rules over every entry.
 *
 * usage: RECIPEBOOK_ASSETS=SITE/assets node Tests/browser/search_cases.js
 *        SEARCH_MAX_KB=500 ... (fail when a realistic first search loads more than that)
 *
 * Loads the site's recipebook.js and, for each query, gives `searchEntries` the parts under
 * assets/search/ one at a time as the page would (each run as the script it is), starting
 * with none loaded, so the bytes a first search downloads are counted. The reference reads
 * every part at once: the words of each entry from the postings (its title's words folded
 * here, by the page's normalizeText), and finds, for every entry, whether each word searched
 * matches one of its words (one letter the whole word, two its start, more anywhere in it;
 * when fewer than 12 entries match so, a word of 5 letters or more also within the typos
 * search_typos.js allows), then ranks: fewest typos, every word in the title, kind (tag,
 * recipe, guide), the title's first word starting with the first word searched, the index's
 * order. The queries are drawn from the entries themselves: full titles, title words,
 * ingredient and note words, tags, two-letter starts, pieces from inside words, pairs, other
 * cases and accents, and the same with typos; what a reader sees of typos is checked apart
 * (checkTypos), and a made-up index shows many typos stay bounded. Prints "N passed, M failed".
 */
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");
const typos = require("./search_typos.js");
const { script } = require("./theme_scripts.js");

const assets = process.env.RECIPEBOOK_ASSETS;
if (!assets) {
  console.error("usage: RECIPEBOOK_ASSETS=SITE/assets node search_cases.js");
  process.exit(2);
}
const maxKB = Number(process.env.SEARCH_MAX_KB || 0);
const searchFolder = path.join(assets, "search");

globalThis.window = globalThis;
globalThis.document = {
  documentElement: { getAttribute: () => null, setAttribute: () => {}, dataset: {} },
  readyState: "loading",
  addEventListener: () => {},
};
vm.runInThisContext(script("recipebook.js"), { filename: "recipebook.js" });
const { searchEntries, normalizeText } = window.RecipeBook;

/** Runs the part's script as a page would, from a clean slate when `fresh`; its value. */
function runPart(name) {
  const file = path.join(searchFolder, name + ".js");
  if (!fs.existsSync(file)) return { value: null, bytes: 0 };
  const text = fs.readFileSync(file, "utf8");
  vm.runInThisContext(text, { filename: name + ".js" });
  return { value: window.RECIPEBOOK_SEARCH_PARTS[name], bytes: Buffer.byteLength(text) };
}

// ---- the reference: every part read, every entry searched
window.RECIPEBOOK_SEARCH_PARTS = {};
const dictionary = runPart("words").value;
const kinds = dictionary.kinds;
const total = kinds.reduce((a, b) => a + b, 0);
const kindNames = ["tag", "recipe", "guide"];
const entryWords = Array.from({ length: total }, () => []);
const entryMarks = Array.from({ length: total }, () => new Map());
dictionary.shards.forEach((text, shard) => {
  const postings = runPart("postings-" + shard).value;
  text.split(" ").forEach((word, place) => {
    decode(postings[place]).forEach(([entry, mark]) => {
      entryWords[entry].push(word);
      entryMarks[entry].set(word, mark);
    });
  });
});
const dictionaryWords = dictionary.shards.flatMap((text) => text.split(" ").filter((word) => word));
const cards = [];
for (let chunk = 0; chunk * dictionary.chunk < total; chunk++) cards.push(...runPart("docs-" + chunk).value);

/** The postings text of SearchPostings.swift, read independently of the page's reader. */
function decode(text) {
  const last = "0123456789abcdefghijklmnopqrstuv";
  const leading = "wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
  const out = [];
  let value = 0;
  let previous = -1;
  for (const c of text) {
    if (leading.includes(c)) value = value * 32 + leading.indexOf(c);
    else {
      value = value * 32 + last.indexOf(c);
      previous = previous + 1 + Math.floor(value / 3);
      out.push([previous, value % 3]);
      value = 0;
    }
  }
  return out;
}

const wordsOf = (text) => normalizeText(text).match(/[\p{L}\p{N}]+/gu) || [];
let passed = 0;
let failed = 0;
function check(ok, message) {
  if (ok) passed++;
  else {
    failed++;
    if (failed <= 20) console.error("FAIL " + message);
  }
}

// Each entry's title, folded here, agrees with the marks the Swift build gave its words.
const entries = cards.map((card, number) => {
  const title = wordsOf(card[0]);
  const marked = [...entryMarks[number]].filter(([, mark]) => mark <= 1).map(([word]) => word).sort();
  const expected = [...new Set(title)].sort();
  check(JSON.stringify(marked) === JSON.stringify(expected),
    `entry ${number} ${JSON.stringify(card[0])}: title words ${JSON.stringify(expected)}, index ${JSON.stringify(marked)}`);
  check(title.length === 0 || entryMarks[number].get(title[0]) === 0, `entry ${number}: first word ${title[0]} not marked first`);
  let kind = 0;
  for (let end = kinds[0]; number >= end; end += kinds[++kind]);
  return {
    card: card, kind: kind, first: title[0] || "",
    hay: " " + entryWords[number].join(" ") + " ", titleHay: " " + title.join(" ") + " ",
  };
});

function has(hay, token) {
  const letters = Array.from(token).length;
  if (letters === 1) return hay.includes(" " + token + " ");
  if (letters === 2) return hay.includes(" " + token);
  return hay.includes(token);
}

/** How `token` matches `entry`: {typos, title} with the fewest typos (0 when it matches as
 *  `has` says) and whether a title word matches with that many; null when it does not. */
function tokenMatch(entry, number, token, typos) {
  if (has(entry.hay, token)) return { typos: 0, title: has(entry.titleHay, token) };
  if (!typos) return null;
  let best = null;
  for (const word of entryWords[number]) {
    const count = typos.get(word);
    if (count === undefined) continue;
    const title = entryMarks[number].get(word) <= 1;
    if (!best || count < best.typos || (count === best.typos && title)) best = { typos: count, title: title };
  }
  return best;
}

/** The twelve best entries for `query` as {hits, typos}: each hit [typos, in title, kind,
 *  starts, entry]. Typos are forgiven only when the exact matches are fewer than twelve. */
function referenceHits(query) {
  const tokens = wordsOf(query);
  if (!tokens.length) return [];
  const search = (typoSets) => {
    const hits = [];
    entries.forEach((entry, number) => {
      const matches = tokens.map((token, n) => tokenMatch(entry, number, token, typoSets[n]));
      if (matches.some((match) => !match)) return;
      const inTitle = matches.every((match) => match.title);
      const starts = has(" " + entry.first + " ", tokens[0]) && entry.first.startsWith(tokens[0]);
      hits.push([matches.reduce((sum, match) => sum + match.typos, 0), inTitle ? 0 : 1, entry.kind, starts ? 0 : 1, number]);
    });
    return hits;
  };
  let hits = search(tokens.map(() => null));
  const count = typos.kept(tokens);
  if (hits.length < 12 && count > 0) {
    hits = search(tokens.map((token) => typos.typoWords(token, dictionaryWords, count)));
  }
  hits.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3] || a[4] - b[4]);
  return hits.slice(0, 12);
}

function reference(query) {
  return referenceHits(query).map(([, , kind, , number]) => {
    const card = entries[number].card;
    const entry = { t: card[0], u: card[1], k: kindNames[kind] };
    if (card[2]) entry.c = card[2];
    if (card[3]) entry.i = card[3];
    return entry;
  });
}

// ---- the queries, drawn from the entries
const queries = [];
const add = (kind, query, finds) => queries.push({ kind: kind, query: query, finds: finds });
const step = Math.max(1, Math.floor(total / 120));
for (let number = 0; number < total; number += step) {
  const entry = entries[number];
  const title = entry.card[0];
  const words = wordsOf(title);
  const others = entryWords[number].filter((word) => entryMarks[number].get(word) === 2);
  add("title", title);
  add("title, upper case", title.toUpperCase());
  if (words.length) add("title word", words[words.length - 1]);
  if (words[0] && words[0].length >= 2) add("2-letter start", words[0].slice(0, 2));
  if (others.length) add("ingredient or note word", others[number % others.length]);
  const long = entryWords[number].find((word) => word.length >= 6);
  if (long) add("inside a word", long.slice(2, 5));
  if (others.length && words.length) add("title and other word", words[0] + " " + others[(number * 7) % others.length]);
  if (entry.kind === 0) add("tag", title);
  // Typos as a reader makes them: in a title word, in the title, and in a word too short to
  // be forgiven one.
  const fair = (word, low, high) => [...word].length >= low && [...word].length <= high;
  const mid = words.find((word) => fair(word, 5, 8));
  // The title with `word` misspelt finds the entry when the title as written does (a book
  // may have many sections titled "Overview") and the typos made are as many as the word as
  // typed may have (a letter left out of "watch" leaves four letters: none).
  const misspelt = (kind, word, count) => {
    const typo = typos.misspell(word, count, number);
    const forgiven = typos.edits([...word], [...typo]) <= typos.allowed(typo) &&
      referenceHits(title).some((hit) => hit[4] === number);
    add(kind, title.replace(new RegExp(word, "i"), typo), forgiven ? number : undefined);
  };
  if (mid && title.match(new RegExp(mid, "i"))) misspelt("one typo", mid, 1);
  if (mid) add("one typo, one word", typos.misspell(mid, 1, number + 1));
  const nine = words.concat(others).find((word) => fair(word, 9, 99));
  if (nine && title.match(new RegExp(nine, "i"))) misspelt("two typos", nine, 2);
  else if (nine) add("two typos", typos.misspell(nine, 2, number));
  if (mid) add("two typos, short word", typos.misspell(mid, 2, number));
  const four = entryWords[number].find((word) => fair(word, 4, 4));
  if (four) add("typo, four letters", typos.misspell(four, 1, number));
}
["zzqqxx", "--", "a", "pie a", "ä", "Crème", "creme brulee", "weisswein", "Äpfel", "apfel", "#", "1", "12",
  "choclate chipp cookeis buttermlik pancaks crumbel"].forEach((query) => add("other", query));

const realistic = new Set(["title", "title word", "2-letter start", "ingredient or note word", "tag", "one typo", "two typos"]);
const byAddress = new Map(cards.map((card, number) => [card[1], number]));

/** What a reader sees of typos in the results `got` for `query`: every result holds each
 *  word searched within the typos that word may have (none under five letters, one under
 *  nine), and the results holding every word as typed come first. */
function checkTypos(kind, query, got, finds) {
  const tokens = wordsOf(query);
  const numbers = got.map((result) => byAddress.get(result.u));
  const exact = numbers.map((number) => tokens.every((token) => has(entries[number].hay, token)));
  check(exact.every((yes, i) => yes || !exact.slice(i).includes(true)),
    `${kind} ${JSON.stringify(query)}: a result found through a typo comes before one found as typed`);
  if (finds !== undefined) {
    check(numbers.includes(finds), `${kind} ${JSON.stringify(query)} does not find ${JSON.stringify(cards[finds][0])}`);
  }
  if (!/typo/.test(kind)) return;
  numbers.forEach((number) => tokens.forEach((token) => {
    const most = typos.allowed(token);
    const near = has(entries[number].hay, token) || entryWords[number].some((word) => typos.pieceEdits(token, word, most) <= most);
    check(near, `${kind} ${JSON.stringify(query)}: ${JSON.stringify(cards[number][0])} holds no word within ${most} typos of ${token}`);
  }));
}
const loads = new Map();

(async () => {
  for (const { kind, query, finds } of queries) {
    window.RECIPEBOOK_SEARCH_PARTS = {};
    let bytes = 0;
    const loaded = new Set();
    const part = (name) => {
      check(!loaded.has(name), `${JSON.stringify(query)}: part ${name} asked for twice`);
      loaded.add(name);
      const { value, bytes: size } = runPart(name);
      bytes += size;
      return Promise.resolve(value);
    };
    const got = await searchEntries(query, part, 12);
    const want = reference(query);
    check(JSON.stringify(got) === JSON.stringify(want),
      `${kind} ${JSON.stringify(query)}:\n  sharded   ${JSON.stringify(got)}\n  reference ${JSON.stringify(want)}`);
    checkTypos(kind, query, got, finds);
    if (!loads.has(kind)) loads.set(kind, []);
    loads.get(kind).push({ query: query, bytes: bytes });
    if (maxKB > 0 && realistic.has(kind)) {
      check(bytes <= maxKB * 1024, `${kind} ${JSON.stringify(query)} loads ${(bytes / 1024).toFixed(0)} KB, over ${maxKB} KB`);
    }
  }
  // Many misspelt words load a bounded number of postings shards.
  const bounded = await typos.boundedSearch(searchEntries);
  check(bounded.length === 0, bounded.join("\n"));
  const size = fs.readdirSync(searchFolder).reduce((sum, name) => sum + fs.statSync(path.join(searchFolder, name)).size, 0);
  console.log(`search files: ${fs.readdirSync(searchFolder).length}, ${(size / 1024).toFixed(0)} KB; ${total} entries`);
  for (const [kind, list] of loads) {
    const sizes = list.map((load) => load.bytes).sort((a, b) => a - b);
    const worst = list.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(`  first search, ${kind}: ${list.length} queries, median ${(sizes[sizes.length >> 1] / 1024).toFixed(0)} KB, ` +
      `most ${(worst.bytes / 1024).toFixed(0)} KB (${JSON.stringify(worst.query)})`);
  }
  const first = [...loads].filter(([kind]) => realistic.has(kind)).flatMap(([, list]) => list.map((load) => load.bytes))
    .sort((a, b) => a - b);
  if (first.length) {
    console.log(`first search downloads ${(first[first.length - 1] / 1024).toFixed(0)} KB at most, ` +
      `${(first[first.length >> 1] / 1024).toFixed(0)} KB median, over ${first.length} queries ` +
      "(full titles, title, ingredient and note words, tags, two-letter starts, typos)");
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
