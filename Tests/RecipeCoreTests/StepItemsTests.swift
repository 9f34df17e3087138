import Testing
@testable import RecipeCore

/// Which items cook mode shows beside each step.
@Suite struct StepItemsTests {
    private func uses(_ text: String, language: Language = .english) -> [[Int]] {
        StepItems.of(RecipeParser.parse(text, file: "recipes/Test.recipe").recipe, language: language)
    }

    @Test func aStepUsesTheItemsWrittenRightBeforeIt() {
        #expect(uses("""
        # Crumble

        Heat the oven and butter a dish.

        ## Fruit

        - Apples | 1 kg |

        - Cinnamon | 1 tsp |

        Toss the apples with the spices.

        ## Topping

        - Flour | 1 cup |

        - Butter | 1 stick |

        Rub the butter into the flour.

        Scatter the topping over the fruit.
        """) == [[], [0, 1], [2, 3], []])
    }

    @Test func aLaterStepNamingAnEarlierItemUsesItToo() {
        #expect(uses("""
        # Roast

        - Salt | 1 tbsp |

        - Garlic | 1 head |

        - Whole chicken | 1 |

        Season the chicken.

        - Potatoes | 8 |

        Toss the potatoes and the rest of the garlic with a little salt, and set the chicken on top.
        """) == [[0, 1, 2], [0, 1, 3]])
    }

    @Test func anItemSharingAMainWordWithTheStepsOwnIsNotTakenAgain() {
        #expect(uses("""
        # Crumble

        - Sugar | ½ cup |

        Toss the fruit with the sugar.

        - Brown sugar | ¾ cup |

        Rub in the oats and sugar.
        """) == [[0], [1]])
    }

    @Test func plurals() {
        #expect(uses("""
        # Salad

        - Tomato | 2 |

        - Egg | 1 |

        Slice.

        Add the tomatoes and eggs.
        """) == [[0, 1], [0, 1]])
    }

    @Test func germanNamesMeetTheirPlurals() {
        #expect(uses("""
        # Kuchen

        - Apfel | 3 |

        - Ei | 2 |

        - Zwiebeln | 2 |

        Vorbereiten.

        Die Äpfel schälen, die Eier verquirlen und die Zwiebel hacken.
        """, language: .german) == [[0, 1, 2], [0, 1, 2]])
    }

    @Test func italianAndSpanishPlurals() {
        #expect(uses("# Sugo\n\n- Pomodoro | 4 |\n\nLavare.\n\nTagliare i pomodori.\n", language: .italian) == [[0], [0]])
        #expect(uses("# Salsa\n\n- Tomates | 4 |\n\nLavar.\n\nCortar el tomate.\n", language: .spanish) == [[0], [0]])
    }

    @Test func wordKeysMeet() {
        let pairs: [(Language, String, String)] = [
            (.german, "tomate", "tomaten"), (.german, "karotte", "karotten"), (.german, "ei", "eier"),
            (.french, "pomme", "pommes"), (.french, "poireau", "poireaux"),
            (.spanish, "limon", "limones"), (.spanish, "nuez", "nueces"),
            (.italian, "fungo", "funghi"), (.italian, "mela", "mele"),
            (.dutch, "tomaat", "tomaten"), (.dutch, "sjalot", "sjalotten"), (.dutch, "wortel", "wortels"),
            (.english, "berry", "berries"),
        ]
        for (language, one, other) in pairs {
            #expect(language.wordKey(one) == language.wordKey(other), "\(language): \(one), \(other)")
        }
        #expect(Language.german.wordKey("zucker") != Language.german.wordKey("zimt"))
    }
}
