  /* A list in a link: the lines as shown, packed into the address after `#list=`. */

  /*
   * `Produce:2+cups=Flour,=Salt;Dairy:4+sticks=Butter`: sections by `;`, a section's name and
   * its lines by `:`, lines by `,`, a line's amount, name and words by `=`. Each piece is
   * percent-encoded, so none of these characters is left inside one, and a space is `+` to
   * keep the code small. The lines travel as text, not as recipes: the other device needs
   * nothing but the page to show them.
   */
  const PACKED_LIMIT = 8000;
  const PACKED_LINES = 500;

  function packPiece(text) {
    return encodeURIComponent(String(text)).replace(/%20/g, "+");
  }

  function unpackPiece(text) {
    return decodeURIComponent(text.replace(/\+/g, " "));
  }

  /** `sections` ([{name, lines: [{amount, name, words}]}]) packed for a link. */
  function packList(sections) {
    return sections
      .filter((section) => section.lines.length)
      .map((section) => packPiece(section.name) + ":" + section.lines
        .map((line) => [line.amount || "", line.name].concat(line.words ? [line.words] : []).map(packPiece).join("="))
        .join(","))
      .join(";");
  }

  /**
   * The sections a packed list holds, as the page shows lines, or null when it cannot be read.
   * The text comes from a link anyone may have made: only text comes out, never markup, and
   * a list that is too long or malformed is refused whole.
   */
  function unpackList(packed) {
    if (typeof packed !== "string" || !packed || packed.length > PACKED_LIMIT) return null;
    let number = 0;
    try {
      const sections = packed.split(";").map((piece) => {
        const colon = piece.indexOf(":");
        if (colon < 0) throw new Error("no section name");
        const lines = piece.slice(colon + 1).split(",").filter((line) => line).map((line) => {
          const fields = line.split("=").map(unpackPiece);
          if (fields.length < 2 || fields.length > 3 || !fields[1].trim()) throw new Error("not a line");
          number += 1;
          return { id: "sent-" + number, amount: fields[0], name: fields[1], words: fields[2] || "", sources: [] };
        });
        return { name: unpackPiece(piece.slice(0, colon)), kind: "sent", lines: lines };
      }).filter((section) => section.lines.length);
      return sections.length && number <= PACKED_LINES ? sections : null;
    } catch (e) {
      return null;
    }
  }

  /**
   * The lines as text to paste: one line each (`4 sticks Butter`), which notes apps and
   * reminders take as separate items; as a Markdown checklist (`- [ ] …`) under a heading per
   * section when `checklist`.
   */
  function listText(sections, checklist) {
    const out = [];
    sections.forEach((section) => {
      if (checklist) {
        if (out.length) out.push("");
        out.push("## " + section.name);
      }
      section.lines.forEach((line) => {
        const text = [line.amount, line.name, line.words ? "(" + line.words + ")" : ""].filter((part) => part).join(" ");
        out.push(checklist ? "- [ ] " + text : text);
      });
    });
    return out.join("\n") + "\n";
  }
