  /* ======================================================================
     8c. Your pan: scale by the ratio of the pans' areas
     ====================================================================== */

  const CM_PER_INCH = 2.54;

  /** The article's `data-pan` ("round 23 cm", "rectangle 22.86 33.02 in": sizes in cm, then the
   *  unit the note was written in) as `{shape, sides, written}`; null when it has none. */
  function readPan(text) {
    const parts = String(text || "").trim().split(/\s+/);
    const sides = parts.slice(1).map(parseFloat).filter((n) => n > 0 && isFinite(n));
    const written = parts[parts.length - 1] === "in" ? "in" : "cm";
    if (parts[0] === "round" && sides.length >= 1) return { shape: "round", sides: [sides[0]], written: written };
    if (parts[0] === "rectangle" && sides.length >= 2) return { shape: "rectangle", sides: sides.slice(0, 2), written: written };
    return null;
  }

  /** Square centimetres of a pan's bottom. */
  function panArea(pan) {
    return pan.shape === "round" ? Math.PI * pan.sides[0] * pan.sides[0] / 4 : pan.sides[0] * pan.sides[1];
  }

  /** A pan as a cook says it, in `unit`: "Ø 23 cm", "9 × 13 in". */
  function panText(pan, unit) {
    const size = (cm) => localNumber(decimalString(unit === "in" ? cm / CM_PER_INCH : cm, 1));
    const unitWord = unit === "in" ? word("panInches", "in") : "cm";
    if (pan.shape === "round") return "Ø " + size(pan.sides[0]) + " " + unitWord;
    return pan.sides.map(size).join(" × ") + " " + unitWord;
  }

  /** A size the reader typed, with a comma or a point: "22,5" → 22.5; NaN without one. */
  function readSize(text) {
    const match = /^\s*(\d+(?:[.,]\d+)?)\s*$/.exec(String(text || ""));
    return match ? parseFloat(match[1].replace(",", ".")) : NaN;
  }

  function initPanScaling() {
    $$(".recipe[data-pan]").forEach((article) => {
      const pan = readPan(article.getAttribute("data-pan"));
      const tools = $(".recipe-tools", article);
      if (!pan || !tools || !scaling.has(article)) return;
      const slug = article.getAttribute("data-recipe") || "recipe";
      const toggle = make("button", {
        type: "button", class: "pan-open", "aria-expanded": "false", "aria-controls": "pan-" + slug,
      }, word("yourPan", "Your pan"));
      const form = panForm(article, slug, pan, toggle);
      const after = $(".servings", tools) || $(".scale", tools);
      tools.insertBefore(toggle, after ? after.nextSibling : tools.firstChild);
      tools.append(form);
      const show = (open) => {
        toggle.setAttribute("aria-expanded", String(open));
        form.hidden = !open;
      };
      toggle.addEventListener("click", () => {
        const open = form.hidden;
        show(open);
        if (open) form.focusFirst();
      });
      form.addEventListener("keydown", (event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        show(false);
        toggle.focus();
      });
    });
  }

  /** The "Your pan" form: shape, one or two sizes and their unit, first set to the recipe's pan. */
  function panForm(article, slug, pan, toggle) {
    const id = (name) => "pan-" + name + "-" + slug;
    const form = make("form", { class: "pan-form", id: "pan-" + slug, novalidate: "" });
    form.hidden = true;
    const units = chosenUnits();
    let unit = units === "us" ? "in" : units === "metric" ? "cm" : pan.written;
    const recipePan = make("p", { class: "pan-recipe" });
    const field = (name, control, text) => {
      const wrap = make("div", { class: "pan-field pan-field-" + name });
      const label = make("label", { for: control.id }, text);
      wrap.append(label, control);
      return { wrap: wrap, label: label };
    };
    const shape = make("select", { id: id("shape") });
    [["round", "panRound", "Round"], ["rectangle", "panRectangle", "Rectangle"], ["square", "panSquare", "Square"]]
      .forEach(([value, key, english]) => shape.append(make("option", { value: value }, word(key, english))));
    const sizeInput = (name) => make("input", {
      type: "text", id: id(name), inputmode: "decimal", autocomplete: "off", size: "5", "aria-describedby": id("message"),
    });
    const first = sizeInput("first");
    const second = sizeInput("second");
    const unitSelect = make("select", { id: id("unit") });
    unitSelect.append(make("option", { value: "cm" }, "cm"), make("option", { value: "in" }, word("panInches", "in")));
    const shapeField = field("shape", shape, word("panShape", "Shape"));
    const firstField = field("first", first, "");
    const secondField = field("second", second, word("panLength", "Length"));
    const unitField = field("unit", unitSelect, word("panUnit", "Unit"));
    const submit = make("button", { type: "submit", class: "pan-scale" }, word("haveScale", "Scale"));
    const message = make("p", { class: "pan-message", id: id("message"), role: "status" });
    const row = make("div", { class: "pan-row" });
    row.append(shapeField.wrap, firstField.wrap, secondField.wrap, unitField.wrap, submit);
    form.append(recipePan, row, message);

    const showSize = (cm) => decimalString(unit === "in" ? cm / CM_PER_INCH : cm, 1);
    function fill(yours) {
      shape.value = yours.shape === "round" ? "round" : yours.sides[0] === yours.sides[1] ? "square" : "rectangle";
      first.value = localNumber(showSize(yours.sides[0]));
      second.value = yours.sides[1] ? localNumber(showSize(yours.sides[1])) : "";
      unitSelect.value = unit;
      recipePan.textContent = word("panThisRecipe", "This recipe's pan: {pan}", { pan: panText(pan, unit) });
      showShape();
    }
    function showShape() {
      const value = shape.value;
      firstField.label.textContent = value === "round" ? word("panDiameter", "Diameter")
        : value === "square" ? word("panSide", "Side") : word("panWidth", "Width");
      secondField.wrap.hidden = value !== "rectangle";
    }
    /** The reader's pan in cm, its sizes typed in `typedIn`; null until both are numbers. */
    function yourPan(typedIn) {
      const scale = typedIn === "in" ? CM_PER_INCH : 1;
      const a = readSize(first.value) * scale;
      const b = shape.value === "rectangle" ? readSize(second.value) * scale : a;
      if (!(a > 0) || !(b > 0)) return null;
      return shape.value === "round" ? { shape: "round", sides: [a] } : { shape: "rectangle", sides: [a, b] };
    }

    shape.addEventListener("change", showShape);
    unitSelect.addEventListener("change", () => {
      // The sizes typed so far stay the same pan in the other unit.
      const yours = yourPan(unit);
      unit = unitSelect.value;
      fill(yours || pan);
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const yours = yourPan(unit);
      const invalid = yours ? [] : [first, second].filter((input) => !(readSize(input.value) > 0));
      [first, second].forEach((input) => {
        if (invalid.indexOf(input) >= 0) input.setAttribute("aria-invalid", "true");
        else input.removeAttribute("aria-invalid");
      });
      if (!yours) {
        message.textContent = word("panNoSize", "Type your pan's size, like {example}.", { example: showSize(pan.sides[0]) });
        if (invalid[0]) invalid[0].focus();
        return;
      }
      const factor = panArea(yours) / panArea(pan);
      scaleRecipeTo(article, factor);
      message.textContent = word("panScaled", "Scaled ×{factor} for your pan.", { factor: localNumber(decimalString(factor, 2)) });
    });
    form.focusFirst = () => shape.focus();
    fill(pan);
    return form;
  }
