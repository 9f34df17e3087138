  const api = {
    combineRecipes: combineRecipes,
    combine: combine,
    arrange: arrange,
    makeList: makeList,
    amountText: amountText,
    columnCut: columnCut,
    naturalUnit: naturalUnit,
    recipeTitles: recipeTitles,
    preps: preps,
    sourcesText: sourcesText,
    qrCode: qrCode,
    packList: packList,
    unpackList: unpackList,
    listText: listText,
    itemsFromRows: itemsFromRows,
    pageRows: pageRows,
    subRecipeRows: subRecipeRows,
  };

  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
    return;
  }
  global.RecipeBookShopping = Object.freeze(api);

