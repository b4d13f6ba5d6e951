import { describe, expect, it } from "vitest";
import { registrationSchema } from "./account";
import { pageTranslationSchema } from "./admin-content";
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  withoutControlCharacters,
} from "./control-characters";
import { fieldErrors } from "./form-data";
import { activitySchema } from "./office-profile";
import { questionsSchema } from "./questions";
import { safeParseText } from "./safe-parse-text";

const errorsOf = (result: ReturnType<typeof safeParseText>) =>
  result.success ? {} : fieldErrors(result.error);

describe("control characters (issue 14)", () => {
  it("finds C0, DEL and C1 controls; a multi-line text keeps its line breaks and tabs", () => {
    for (const text of ["a\u0000b", "\u001b[31m", "a\u007f", "a\u0085b", "line\nbreak", "tab\there"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacters("line\r\nbreak\ttab", { multiline: true })).toBe(false);
    expect(hasControlCharacters("a\u0000b", { multiline: true })).toBe(true);
    expect(hasControlCharacters("Олена Коваль — łódź, ß, ñ, ç")).toBe(false);
  });

  it("turns them into spaces in search text", () => {
    expect(withoutControlCharacters("gel\u0000nails\u0085")).toBe("gel nails ");
  });

  it("gives the field its own message, before any other rule", () => {
    const valid = { name: "Olena Koval", email: "olena@example.com", phone: "", message: "Hello" };
    expect(safeParseText(questionsSchema, valid).success).toBe(true);
    expect(errorsOf(safeParseText(questionsSchema, { ...valid, email: "olena@example.com\u0000" }))).toEqual({
      email: CONTROL_CHARACTERS_MESSAGE,
    });
    // The message is a textarea: line breaks are its own; NUL is not.
    expect(safeParseText(questionsSchema, { ...valid, message: "Line one\r\nline\ttwo" }).success).toBe(true);
    expect(errorsOf(safeParseText(questionsSchema, { ...valid, message: "a\u0000" }))).toEqual({
      message: CONTROL_CHARACTERS_MESSAGE,
    });
    // A one-line field refuses a line break.
    expect(errorsOf(safeParseText(questionsSchema, { ...valid, name: "Olena\nKoval" }))).toEqual({
      name: CONTROL_CHARACTERS_MESSAGE,
    });
  });

  it("holds for every form it is given: registration, activity, the back-office", () => {
    expect(errorsOf(safeParseText(registrationSchema, { fullName: "Ol\u0000ena" })).fullName).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    const activity = { kind: "coaching", position: "Coach", description: "Two\nlines\u0007" };
    expect(errorsOf(safeParseText(activitySchema, activity))).toEqual({
      description: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(safeParseText(activitySchema, { ...activity, description: "Two\nlines" }).success).toBe(true);
    const page = { name: "About\u0000", body: "Text\nwith lines" };
    expect(errorsOf(safeParseText(pageTranslationSchema, page))).toEqual({
      name: CONTROL_CHARACTERS_MESSAGE,
    });
  });
});
