"""Whether an amount as a page shows it is one a cook would write, by the rules of the theme's
Templates/kitchen.json (the file RecipeCore and the page scripts round by): a number on one of
its steps, cups a measuring set holds, and, As written, the measuring system it was written in.

test_kitchen.py reads every amount of a page and asks `problem()` about each.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
RULES = json.load(open(os.path.join(HERE, "..", "..", "Templates", "kitchen.json"), encoding="utf-8"))

GLYPHS = {"½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8}
NUMBER = r"\d+(?:[.,]\d+)?[½⅓⅔¼¾⅛⅜⅝⅞]?|[½⅓⅔¼¾⅛⅜⅝⅞]"
PINCH_WORDS = ("a pinch", "eine Prise")
METRIC = {"ml", "cl", "dl", "l", "mg", "g", "kg"}
US = {"cup", "fl oz", "pint", "quart", "gallon", "oz", "lb"}
SPOONS = {"tsp", "tbsp"}
# The steps each unit's numbers stand on, and what one of the unit is in the steps' unit.
STEPS = {"tsp": ("teaspoonSteps", 1), "tbsp": ("tablespoonSteps", 1), "ml": ("millilitreSteps", 1),
         "l": ("millilitreSteps", 1000), "g": ("gramSteps", 1), "kg": ("gramSteps", 1000),
         "oz": ("ounceSteps", 1), "lb": ("poundSteps", 1), "fl oz": ("fluidOunceSteps", 1),
         "pint": ("largeUnitSteps", 1), "quart": ("largeUnitSteps", 1), "gallon": ("largeUnitSteps", 1)}


def number(text):
    """1½ → 1.5, 0,25 → 0.25, ⅓ → 0.333…"""
    glyph = GLYPHS.get(text[-1], 0)
    digits = text[:-1] if glyph else text
    return (float(digits.replace(",", ".")) if digits else 0) + glyph


def family(unit):
    if unit in SPOONS:
        return "spoon"
    if unit in METRIC:
        return "metric"
    if unit in US:
        return "us"
    return "count"


def on_step(value, steps):
    step = next((s["step"] for s in steps if "below" not in s or value < s["below"]), steps[-1]["step"])
    return abs(value / step - round(value / step)) < 1e-6


def problem(shown, written, rest, written_unit, labels, view, language, scaled):
    """Why `shown` is not an amount a cook would write, or None. `labels` maps each unit label
    the page uses to its unit; `written_unit` is the unit the recipe wrote (or None)."""
    if view == "metric" and written_unit in RULES.get("gramsPerCount", {}) and shown == written:
        return "a counted US measure (a stick) left unweighed in Metric"
    if not scaled and shown == written:
        return None  # the cook's own words
    text = shown[: -len(rest)].rstrip() if rest and shown.endswith(rest) else shown
    pinch = "|".join(PINCH_WORDS)
    label = "|".join(sorted((re.escape(l) for l in labels), key=len, reverse=True))
    match = re.fullmatch(rf"({pinch}|{NUMBER})(?:(?:–| to | bis )({NUMBER}))?(?: ({label}))?", text)
    if not match:
        return "not a number and a unit"
    unit = labels.get(match.group(3)) if match.group(3) else None
    if unit is None and match.group(1) in PINCH_WORDS and not match.group(2):
        return None  # below the smallest spoon, in any system
    values = [number(g) for g in (match.group(1), match.group(2)) if g and g not in PINCH_WORDS]
    for raw in (match.group(1), match.group(2)):
        if raw and raw not in PINCH_WORDS and re.search(r"[.,]", raw) and unit not in ("l", "kg"):
            return "a decimal where a cook writes a fraction or a whole number"
    shown_family, own = family(unit), family(written_unit)
    if view == "metric" and shown_family == "us":
        return "a US unit in Metric"
    if view == "us" and shown_family == "metric":
        return "a metric unit in US"
    if view == "original":
        # Spoons are in every system; they grow into cups only where cooks use cups.
        allowed = {own, "spoon"} | ({"us"} if own == "spoon" and language in RULES["cupLanguages"] else set())
        if shown_family not in allowed:
            return f"As written, {own} became {shown_family}"
    for value in values:
        if unit == "cup":
            fraction = value - int(value)
            if not any(abs(fraction - f) < 0.01 for f in RULES["cupFractions"] + [1]) or value < 0.25:
                return "a cup no measuring set has"
        elif unit in STEPS:
            key, size = STEPS[unit]
            if not on_step(value * size, RULES[key]):
                return f"{value} {unit} is off the kitchen steps"
        elif unit in RULES["wholeCounts"]:
            if value != int(value) or value < 1:
                return "a part of a pinch"
        elif not on_step(value, RULES["countSteps"]):
            return "a count a cook does not take"
    return None
