import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-data";
import { questionsSchema } from "./questions";

const valid = { name: "Олена", email: "olena@example.com", phone: "", message: "Чи є субтитри?" };
const errorsOf = (input: Record<string, unknown>) => {
  const result = questionsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("questionsSchema", () => {
  it("accepts a question without a phone, trimmed", () => {
    expect(questionsSchema.parse({ ...valid, name: "  Олена ", phone: undefined })).toEqual({
      ...valid,
      phone: "",
    });
  });

  it("wants a name of at least 3 letters in any script, at most 150 characters", () => {
    expect(errorsOf({ ...valid, name: "" })).toEqual({ name: "questions.errors.nameEmpty" });
    expect(errorsOf({ ...valid, name: "A1 2" })).toEqual({ name: "questions.errors.nameShort" });
    expect(errorsOf({ ...valid, name: "Іва" })).toEqual({});
    expect(errorsOf({ ...valid, name: "a".repeat(151) })).toEqual({ name: "questions.errors.nameLong" });
  });

  it("wants a valid email", () => {
    expect(errorsOf({ ...valid, email: " " })).toEqual({ email: "questions.errors.emailEmpty" });
    expect(errorsOf({ ...valid, email: "olena@" })).toEqual({ email: "questions.errors.emailInvalid" });
  });

  it("checks a phone only when one is given", () => {
    expect(errorsOf({ ...valid, phone: "+380 (44) 123-45-67" })).toEqual({});
    expect(errorsOf({ ...valid, phone: "12345" })).toEqual({ phone: "questions.errors.phoneInvalid" });
    expect(errorsOf({ ...valid, phone: "call me" })).toEqual({ phone: "questions.errors.phoneInvalid" });
  });

  it("wants a message of at most 5000 characters", () => {
    expect(errorsOf({ ...valid, message: "   " })).toEqual({ message: "questions.errors.messageEmpty" });
    expect(errorsOf({ ...valid, message: "x".repeat(5000) })).toEqual({});
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({
      message: "questions.errors.messageLong",
    });
  });

  it("has a translation key for a field that is not sent at all", () => {
    expect(errorsOf({})).toEqual({
      name: "questions.errors.nameEmpty",
      email: "questions.errors.emailEmpty",
      message: "questions.errors.messageEmpty",
    });
  });
});
