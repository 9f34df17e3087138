import Testing
@testable import RecipeCore

/// Recipes pasted into a book in another language: its units, headings and small words.
@Suite struct ImportLanguageTests {
    private let plumCake = """
    Zwetschgendatschi

    Für 12 Stück

    Zutaten:
    500 g Mehl
    1 Würfel Hefe
    1 Prise Salz
    Für die Streusel:
    100 g Butter
    1 TL Zimt
    Puderzucker zum Bestäuben

    Zubereitung:
    1. Hefe in lauwarmer Milch auflösen, 45 Minuten gehen lassen.
    2. Bei 180 °C etwa 35 Minuten backen.

    Tipps:
    Schmeckt lauwarm mit Sahne.

    """

    @Test func aGermanCardInAGermanBook() throws {
        let written = try RecipeImporter.importedFile(plumCake, options: ImportOptions(language: .german))
        #expect(written == """
        # Zwetschgendatschi

        > Für 12 Stück

        - Mehl | 500 g | 

        - Hefe | 1 Würfel | 

        - Salz | 1 Prise | 

        ## Für die Streusel

        - Butter | 100 g | 

        - Zimt | 1 TL | 

        - Puderzucker |  | Zum Bestäuben

        ## Zubereitung

        Hefe in lauwarmer Milch auflösen, 45 Minuten gehen lassen.

        Bei 180 °C etwa 35 Minuten backen.

        > Schmeckt lauwarm mit Sahne.

        """)
    }

    @Test func theBooksLanguageReadsTheUnitsThatShopAndScale() throws {
        let recipe = try RecipeImporter.importRecipe(plumCake, options: ImportOptions(language: .german))
        let items = recipe.elements.compactMap { element -> Item? in
            if case .item(let item) = element { return item }
            return nil
        }
        #expect(items.map(\.name) == ["Mehl", "Hefe", "Salz", "Butter", "Zimt", "Puderzucker"])
        #expect(items.map(\.quantity?.unit) == [.g, .cube, .pinch, .g, .tsp, nil])
        // Read as English, the unit words stay in the names: what the book used to get.
        let english = try RecipeImporter.importRecipe(plumCake)
        #expect(english.elements.contains { element in
            if case .item(let item) = element { return item.name == "Würfel Hefe" }
            return false
        })
    }

    @Test func headingsAreReadInEveryLanguage() throws {
        let written = try RecipeImporter.importedFile("""
        Soupe
        Ingrédients :
        1 l bouillon
        Préparation :
        Faire chauffer le bouillon.
        """)
        #expect(written == "# Soupe\n\n- Bouillon | 1 l | \n\nFaire chauffer le bouillon.\n")
    }

    @Test(arguments: [
        (Language.french, "200 g de farine", "Farine", "200 g", ""),
        (Language.french, "1 c. à soupe d’huile", "Huile", "1 c. à soupe", ""),
        (Language.french, "une pincée de sel", "Sel", "une pincée", ""),
        (Language.french, "sel et poivre au goût", "Sel et poivre", "", "Au goût"),
        (Language.spanish, "2 cucharadas de aceite", "Aceite", "2 cucharadas", ""),
        (Language.italian, "un pizzico di sale", "Sale", "un pizzico", ""),
        (Language.italian, "olio q.b.", "Olio", "", "q.b."),
        (Language.dutch, "zout en peper naar smaak", "Zout en peper", "", "Naar smaak"),
        (Language.german, "eine Prise Salz", "Salz", "eine Prise", ""),
        (Language.german, "3 Äpfel, geschält", "Äpfel", "3", "Geschält"),
        (Language.german, "2 große Zwiebeln", "Zwiebeln", "2 große", ""),
        (Language.german, "1 gehäufter EL Mehl", "Mehl", "1 gehäufter EL", ""),
        (Language.dutch, "2 grote uien", "Uien", "2 grote", ""),
        (Language.english, "1 heaping tbsp flour", "Flour", "1 heaping tbsp", ""),
    ])
    func anIngredientLineInItsLanguage(language: Language, line: String, name: String, amount: String, prep: String) {
        let item = IngredientLine.item(from: line, language: language)
        #expect(item.name == name)
        #expect(item.amount == amount)
        #expect(item.prep == prep)
    }

    @Test func anItalianLineEndingInQbIsAnIngredientNotAStep() throws {
        let written = try RecipeImporter.importedFile("""
        Pasta
        Ingredienti:
        - 300 g di farina
        - olio q.b.
        Procedimento:
        Impastare.
        """, options: ImportOptions(language: .italian))
        #expect(written == "# Pasta\n\n- Farina | 300 g | \n\n- Olio |  | q.b.\n\nImpastare.\n")
    }

    @Test func aServingsLineIsANoteButAHeadingWithServingsStaysAHeading() {
        #expect(LineClassifier.classify("Für 4 Personen") == .detail("Für 4 Personen"))
        #expect(LineClassifier.classify("Zubereitungszeit: 30 Min.") == .detail("Zubereitungszeit: 30 Min."))
        #expect(LineClassifier.classify("Backen 30 Minuten bei 180 Grad.") == .text("Backen 30 Minuten bei 180 Grad."))
        #expect(LineClassifier.classify("Zubereitung:") == .partHeading(.instructions, written: "Zubereitung"))
        // As recipe sites print them: a time's name with `ca.`, servings before their number.
        #expect(LineClassifier.classify("Arbeitszeit ca. 30 Minuten") == .detail("Arbeitszeit ca. 30 Minuten"))
        #expect(LineClassifier.classify("Portionen: 4") == .detail("Portionen: 4"))
    }

    @Test func aListIsCleanedUpInTheBooksLanguage() {
        #expect(CleanUp.cleanedList("1 snufje zout\n2 eetlepels olie\n", language: .dutch) == """
        - Zout | 1 snufje | 

        - Olie | 2 eetlepels | 

        """)
    }

    @Test func aWebPagesIngredientsAreReadInTheBooksLanguage() throws {
        let html = """
        <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Kaiserschmarrn",
        "recipeIngredient":["4 Eier","1 Prise Salz","2 EL Rosinen"],"recipeInstructions":["Alles verrühren."]}
        </script></head><body></body></html>
        """
        #expect(try RecipeImporter.importedFile(html, options: ImportOptions(language: .german)) == """
        # Kaiserschmarrn

        - Eier | 4 | 

        - Salz | 1 Prise | 

        - Rosinen | 2 EL | 

        Alles verrühren.

        """)
    }

    @Test func theNotesImportWritesAreInTheBooksLanguageAndReadAgain() throws {
        let html = """
        <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Gulasch",
        "recipeYield":"4 Portionen","prepTime":"PT20M","cookTime":"PT1H30M","url":"https://example.de/gulasch",
        "recipeIngredient":["1 kg Rindfleisch"],"recipeInstructions":["Schmoren."]}
        </script></head><body></body></html>
        """
        let recipe = try RecipeImporter.importRecipe(html, options: ImportOptions(language: .german))
        #expect(RecipeWriter.write(recipe) == """
        # Gulasch

        > Für 4 Portionen

        > Vorbereitungszeit: 20 Minuten

        > Kochzeit: 1 Stunde 30 Minuten

        - Rindfleisch | 1 kg | 

        Schmoren.

        > Quelle: https://example.de/gulasch

        """)
        // The site reads its own servings and times back from those notes.
        let parsed = RecipeParser.parse(RecipeWriter.write(recipe), file: "Gulasch.recipe", language: .german).recipe
        #expect(parsed.servings(in: .german) == 4)
        let times = parsed.times(in: .german)
        #expect(times?.prep == 20 * 60)
        #expect(times?.cook == 90 * 60)
    }

    @Test func aWebAddressAloneIsASourceInTheBooksLanguage() throws {
        let written = try RecipeImporter.importedFile("Soep\n1 l bouillon\nVerwarm de bouillon.\nhttps://example.nl/soep\n",
                                                      options: ImportOptions(language: .dutch))
        #expect(written.hasSuffix("\n> Bron: https://example.nl/soep\n"))
        #expect(try RecipeImporter.importedFile("Soup\n1 l broth\nWarm the broth.\nhttps://example.com/soup\n")
            .hasSuffix("\n> Source: https://example.com/soup\n"))
    }

    @Test func aRecipeSitesServingsAndTimeLinesGoUnderTheTitle() throws {
        let written = try RecipeImporter.importedFile("""
        <html><body><h1>Omas Kartoffelsalat</h1>
        <h2>Zutaten</h2><p>Portionen: 4</p>
        <table><tr><td>1 kg</td><td>Kartoffeln, festkochende</td></tr><tr><td>3 EL</td><td>Essig</td></tr></table>
        <h2>Zubereitung</h2><p>Arbeitszeit ca. 30 Minuten</p>
        <p>Die Kartoffeln kochen und in Scheiben schneiden.</p></body></html>
        """, options: ImportOptions(language: .german))
        #expect(written == """
        # Omas Kartoffelsalat

        > Portionen: 4

        > Arbeitszeit ca. 30 Minuten

        - Kartoffeln | 1 kg | Festkochende

        - Essig | 3 EL | 

        Die Kartoffeln kochen und in Scheiben schneiden.

        """)
    }

    @Test(arguments: [
        ("Zutaten für 4 Personen:", "Für 4 Personen"),
        ("Ingredienti per 6 persone", "Per 6 persone"),
        ("**Ingredients (serves 4)**", "Serves 4"),
    ])
    func anIngredientsHeadingWithServingsGivesTheServingsNote(heading: String, note: String) throws {
        let written = try RecipeImporter.importedFile("Suppe\n\(heading)\n1 l Brühe\n2 Eier\n\nAlles kochen.\n",
                                                      options: ImportOptions(language: .german))
        #expect(written == "# Suppe\n\n> \(note)\n\n- Brühe | 1 l | \n\n- Eier | 2 | \n\nAlles kochen.\n")
    }

    @Test func anIngredientsHeadingForAPartNamesTheSectionByThePart() throws {
        let written = try RecipeImporter.importedFile("""
        Apfelkuchen
        Zutaten für den Teig:
        250 g Mehl
        Zutaten für die Füllung:
        1 kg Äpfel
        Zubereitung:
        Alles backen.
        """, options: ImportOptions(language: .german))
        #expect(written == """
        # Apfelkuchen

        ## Für den Teig

        - Mehl | 250 g | 

        ## Für die Füllung

        - Äpfel | 1 kg | 

        ## Zubereitung

        Alles backen.

        """)
        let english = try RecipeImporter.importedFile("Pie\nIngredients for the crust:\n2 cups flour\n\nBake it.\n")
        #expect(english.contains("\n## For the crust\n"))
    }
}
