#!/usr/bin/env node
/*
 * The page script's QR encoder (shopping.js, parts 15-qrcode.js and 16-qrcode-matrix.js)
 * against the matrices the Swift encoder draws for the same texts.
 *
 * usage: node Tests/browser/qrcode_cases.js [FIXTURE]
 *        RECIPEBOOK_ASSETS=SITE/assets node Tests/browser/qrcode_cases.js
 *
 * FIXTURE (default: qrcode-cases.json beside this file) is written by the Swift tests
 * (Tests/QRCodeTests/BrowserEncoderTests.swift). shopping.js is the one a built site ships when
 * RECIPEBOOK_ASSETS names its assets folder; otherwise it is joined from Templates/assets/shopping.js.d/ (theme_scripts.js).
 * Prints "N passed, M failed" last; exits 1 when a case failed.
 */
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");

const here = __dirname;
const { script } = require("./theme_scripts");

const fixture = JSON.parse(fs.readFileSync(process.argv[2] || path.join(here, "qrcode-cases.json"), "utf8"));
const shoppingModule = { exports: {} };
vm.runInThisContext("(function (module) {\n" + script("shopping.js") + "\n})", { filename: "shopping.js" })(shoppingModule);
const shopping = shoppingModule.exports;

let passed = 0;
let failed = 0;
fixture.cases.forEach((example) => {
  const code = shopping.qrCode(example.text, example.level);
  const rows = [];
  for (let y = 0; code && y < code.size; y += 1) {
    let row = "";
    for (let x = 0; x < code.size; x += 1) row += code.dark(x, y) ? "1" : "0";
    rows.push(row);
  }
  const same = code && code.version === example.version && code.mask === example.mask
    && rows.join("\n") === example.rows.join("\n");
  if (same) {
    passed += 1;
    return;
  }
  failed += 1;
  console.log("FAIL " + JSON.stringify(example.text) + " at " + example.level);
  console.log("  expected: version " + example.version + ", mask " + example.mask);
  console.log("  actual:   " + (code ? "version " + code.version + ", mask " + code.mask : "no code"));
  const wrong = rows.findIndex((row, y) => row !== example.rows[y]);
  if (code && wrong >= 0) console.log("  first different row: " + wrong);
});

// Too long for version 40 at level M (2331 bytes): no code, not a broken one.
if (shopping.qrCode("x".repeat(2332), "M") === null && shopping.qrCode("x".repeat(2331), "M")) passed += 1;
else {
  failed += 1;
  console.log("FAIL the capacity of version 40 at level M");
}

console.log(passed + " passed, " + failed + " failed");
process.exit(failed ? 1 : 0);
