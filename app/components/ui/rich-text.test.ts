import { describe, expect, it } from "vitest";
import { parseBody } from "./rich-text";

describe("parseBody", () => {
  it("reads paragraphs, sub-headings and lists", () => {
    const body = "First line\nsame paragraph.\n\n## Levels\n\n- one\n- two\n\nLast <b>text</b>.";
    expect(parseBody(body)).toEqual([
      { kind: "paragraph", text: "First line same paragraph." },
      { kind: "heading", text: "Levels" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "Last <b>text</b>." },
    ]);
  });
});
