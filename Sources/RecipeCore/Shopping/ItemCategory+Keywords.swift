extension ItemCategory {
    /// The built-in table: words and phrases found in item names, by category. Matching
    /// (``CategoryTable``) compares singular words, so `tomato` also finds `Tomatoes`; the
    /// longest phrase wins, so `coconut milk` (pantry) beats `milk` (dairy), and among phrases
    /// of one length the later one wins, as the last word of a name is usually the thing
    /// itself: `beef stock` is stock, `egg noodles` are noodles.
    static let keywords: [ItemCategory: [String]] = [
        .produce: [
            "apple", "apricot", "avocado", "banana", "berry", "blackberry", "blueberry", "raspberry",
            "strawberry", "cranberry", "cherry", "grape", "grapefruit", "kiwi", "lemon", "lime", "orange",
            "clementine", "mandarin", "mango", "melon", "watermelon", "nectarine", "peach", "pear", "pineapple",
            "plum", "pomegranate", "rhubarb", "fig", "date", "lemon juice", "lime juice", "lemon zest",
            "onion", "red onion", "spring onion", "green onion", "scallion", "shallot", "leek", "garlic", "garlic clove",
            "carrot", "celery", "celeriac", "potato", "sweet potato", "yam", "tomato", "cherry tomato",
            "cucumber", "zucchini", "courgette", "eggplant", "aubergine", "bell pepper", "red pepper", "green pepper", "yellow pepper",
            "jalapeno", "chili pepper", "chile", "fresh chili", "mushroom", "cremini", "portobello", "porcini",
            "spinach", "kale", "lettuce", "salad", "salad green", "green", "arugula", "rocket", "cabbage",
            "red cabbage", "broccoli", "cauliflower", "brussels sprout", "asparagus", "artichoke", "beet",
            "beetroot", "radish", "turnip", "parsnip", "fennel", "corn", "sweet corn", "pea pod", "snap pea",
            "green bean", "string bean", "squash", "butternut", "pumpkin", "ginger", "fresh ginger",
            "lemongrass", "herb", "fresh herb", "parsley", "parsley stem", "cilantro", "coriander leaf",
            "basil", "fresh basil", "mint", "dill", "fresh dill", "chive", "thyme", "rosemary", "sage",
            "tarragon", "fresh oregano", "bok choy", "sprout", "bean sprout", "okra", "chard", "watercress",
        ],
        .bakery: [
            "bread", "loaf", "baguette", "sourdough", "roll", "bun", "bagel", "croissant", "brioche",
            "tortilla", "pita", "naan", "flatbread", "english muffin", "muffin", "crusty bread",
            "sandwich bread", "breadcrumb", "panko", "pie crust", "ciabatta",
        ],
        .meatAndFish: [
            "meat", "beef", "ground beef", "steak", "brisket", "veal", "pork", "pork chop", "bacon",
            "ham", "prosciutto", "pancetta", "sausage", "chorizo", "salami", "lamb", "mince", "chicken",
            "whole chicken", "chicken breast", "chicken thigh", "chicken wing", "chicken carcass", "turkey",
            "duck", "fish", "salmon", "tuna", "cod", "haddock", "halibut", "trout", "tilapia", "sardine",
            "anchovy", "shrimp", "prawn", "scallop", "mussel", "clam", "crab", "lobster", "squid",
        ],
        .dairyAndEggs: [
            "milk", "whole milk", "buttermilk", "cream", "heavy cream", "whipping cream", "double cream",
            "single cream", "sour cream", "creme fraiche", "half and half", "butter", "unsalted butter",
            "cheese", "cream cheese", "cheddar", "parmesan", "mozzarella", "feta", "ricotta", "gruyere",
            "brie", "goat cheese", "mascarpone", "halloumi", "swiss", "yogurt", "yoghurt", "greek yogurt",
            "quark", "egg", "egg yolk", "egg white", "custard",
        ],
        .pantry: [
            // Water a recipe takes from the tap is a staple at home, never a drink to buy.
            "water", "ice water", "tap water", "wine vinegar", "white wine vinegar", "red wine vinegar", "warm water", "cold water", "hot water", "boiling water", "lukewarm water",
            "rice", "arborio rice", "basmati", "pasta", "spaghetti", "penne", "macaroni", "noodle",
            "egg noodle", "lasagna", "couscous", "quinoa", "bulgur", "oat", "rolled oat", "oatmeal",
            "cereal", "granola", "polenta", "cornmeal", "bean", "kidney bean", "black bean", "white bean",
            "cannellini", "chickpea", "lentil", "split pea", "stock", "broth", "bouillon", "chicken stock",
            "beef stock", "vegetable stock", "oil", "olive oil", "vegetable oil", "canola oil", "coconut oil",
            "sesame oil", "sunflower oil", "vinegar", "cider vinegar", "balsamic", "soy sauce", "sauce",
            "hot sauce", "fish sauce", "worcestershire", "ketchup", "mustard", "dijon mustard", "mayonnaise",
            "mayo", "relish", "pickle", "dill pickle", "pickle juice", "caper", "olive", "tomato paste",
            "tomato sauce", "crushed tomato", "chopped tomato", "canned tomato", "whole peeled tomato",
            "diced tomato", "passata", "pumpkin puree", "coconut milk", "evaporated milk", "condensed milk",
            "sweetened condensed milk", "peanut butter", "jam", "jelly", "honey", "maple syrup", "syrup",
            "molasses", "nutella", "tahini", "salsa", "pesto", "curry paste", "cracker", "chip", "tortilla chip",
            "popcorn", "nut", "peanut", "cashew", "pistachio", "seed", "chia seed", "sesame seed",
            "sunflower seed", "pumpkin seed", "flax seed", "dried fruit", "raisin", "dried porcini",
            "dried mushroom", "coconut cream", "soup", "canned soup",
        ],
        .baking: [
            "flour", "bread flour", "all purpose flour", "whole wheat flour", "cake flour", "self raising flour",
            "almond flour", "sugar", "brown sugar", "white sugar", "powdered sugar", "icing sugar",
            "confectioners sugar", "caster sugar", "superfine sugar", "granulated sugar", "baking soda",
            "bicarbonate", "baking powder", "yeast", "instant yeast", "dry yeast", "cornstarch", "cornflour",
            "gelatin", "vanilla", "vanilla extract", "vanilla bean", "almond extract", "extract",
            "chocolate", "dark chocolate", "milk chocolate", "white chocolate", "chocolate chip", "cocoa",
            "cocoa powder", "sprinkle", "food coloring", "walnut", "pecan", "almond", "ground almond",
            "hazelnut", "coconut", "desiccated coconut", "shredded coconut", "candied peel", "lemon peel",
            "orange peel", "marzipan", "cream of tartar",
        ],
        .spices: [
            "salt", "sea salt", "kosher salt", "pepper", "black pepper", "peppercorn", "spice", "lebkuchen spice",
            "pumpkin spice", "allspice", "cinnamon", "nutmeg", "clove", "ground clove", "cardamom", "cumin",
            "ground cumin", "coriander", "ground coriander", "turmeric", "ground turmeric", "paprika",
            "smoked paprika", "cayenne", "chili powder", "chili flake", "red pepper flake", "curry powder",
            "garam masala", "ground ginger", "bay leaf", "oregano", "dried oregano", "dried thyme",
            "dried basil", "dill weed", "celery seed", "mustard seed", "fennel seed", "caraway", "saffron",
            "star anise", "anise", "italian seasoning", "herbes de provence", "za atar", "sumac",
            "five spice", "onion powder", "garlic powder", "msg", "seasoning",
        ],
        .frozen: [
            "ice cream", "vanilla ice cream", "frozen", "ice", "sorbet", "frozen pea", "frozen berry",
            "puff pastry", "fish finger", "frozen pizza",
        ],
        .drinks: [
            "sparkling water", "mineral water", "bottled water", "soda water", "tonic water", "juice", "orange juice", "apple juice", "soda",
            "cola", "lemonade", "coffee", "tea", "black tea", "green tea", "tea bag", "wine", "red wine",
            "white wine", "dry white wine", "beer", "cider", "sparkling wine", "prosecco", "champagne",
            "spirit", "rum", "vodka", "gin", "whisky", "whiskey", "brandy", "sherry", "port",
        ],
        .household: [
            "paper towel", "kitchen roll", "toilet paper", "tissue", "napkin", "aluminum foil", "foil",
            "plastic wrap", "cling film", "parchment", "baking paper", "parchment paper", "trash bag",
            "bin bag", "sandwich bag", "freezer bag", "dish soap", "washing up liquid", "dishwasher tablet",
            "detergent", "laundry detergent", "soap", "hand soap", "sponge", "bleach", "cleaner",
            "light bulb", "battery", "candle", "toothpaste", "shampoo",
        ],
    ]

    /// First words that decide the category whatever follows: `Frozen peas` are frozen,
    /// `Canned peaches` are pantry goods.
    static let leadingWords: [String: ItemCategory] = [
        "frozen": .frozen, "canned": .pantry, "tinned": .pantry,
    ]

    /// Words that decide the category wherever they stand, since French, Spanish, Italian and
    /// German write them after the food: `Petits pois surgelés`, `Atún en lata`, `Thunfisch
    /// aus der Dose`. Written as cooks write them; compared as ``CategoryTable`` compares words.
    static let markingWords: [String: ItemCategory] = [
        "surgelé": .frozen, "surgelés": .frozen, "surgelée": .frozen, "surgelées": .frozen,
        "congelado": .frozen, "congelados": .frozen, "congelada": .frozen, "congeladas": .frozen,
        "surgelato": .frozen, "surgelati": .frozen, "surgelata": .frozen, "surgelate": .frozen,
        "tiefgekühlt": .frozen, "tiefgekühlte": .frozen, "TK": .frozen, "bevroren": .frozen,
        "Dose": .pantry, "lata": .pantry, "boîte": .pantry, "scatola": .pantry, "blik": .pantry,
    ]

    /// Beginnings of a compound word that make it frozen: `Diepvriesspinazie`, `Tiefkühlerbsen`.
    static let markingPrefixes = ["diepvries", "tiefkuhl"]
}
