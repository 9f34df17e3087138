  window.RecipeBook = Object.freeze({
    friendlyFraction: friendlyFraction,
    decimalString: decimalString,
    currentScale: currentScale,
    writtenAmount: writtenAmount,
    formatQuantity: formatQuantity,
    spoonsBecomeCups: spoonsBecomeCups,
    takesPlural: takesPlural,
    chosenUnits: chosenUnits,
    systemFor: systemFor,
    unitLadder: unitLadder,
    naturalUnit: naturalUnit,
    formatDuration: formatDuration,
    parseDuration: parseDuration,
    fileHref: fileHref,
    movedRecipePath: movedRecipePath,
    normalizeText: normalizeText,
    searchEntries: searchEntries,
    resolveTheme: resolveTheme,
    offerUndo: offerUndo,
    // One home for what shopping.js needs as well.
    unitInfo: unitInfo,
    store: store,
    make: make,
    siteHref: siteHref,
    recipePath: recipePath,
    word: word,
    localNumber: localNumber,
  });

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();
