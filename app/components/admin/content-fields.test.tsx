import { describe, expect, it } from "vitest";
import { renderMarkup } from "../../../tests/render";
import { IconField, TextAreaField } from "./content-fields";

describe("back-office fields", () => {
  it("show a plain-English message as it is and a shared message key as its text, never the key", () => {
    const textarea = renderMarkup(<TextAreaField name="body" label="Body" error="validation.wrongType" />);
    expect(textarea).toContain("Not a valid value for this field.");
    expect(textarea).not.toContain("validation.wrongType");
    expect(renderMarkup(<IconField defaultValue="sparkle" error="Choose an icon." />)).toContain(
      "Choose an icon.",
    );
  });
});
