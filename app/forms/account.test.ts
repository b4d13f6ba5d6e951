import { describe, expect, it } from "vitest";
import { loginSchema, newPasswordSchema, registrationSchema } from "./account";
import { fieldErrors } from "./form-data";

const valid = {
  role: "learner",
  fullName: "Олена Коваль",
  username: "olena.nails",
  email: "olena@example.com",
  phone: "+380 44 123 45 67",
  country: "UA",
  city: "Kyiv",
  password: "Velvet-Orchid-92!",
  password2: "Velvet-Orchid-92!",
  consent: "on",
};

const errorsOf = (
  schema: typeof registrationSchema | typeof loginSchema | typeof newPasswordSchema,
  input: object,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("registration rules (SPEC §5)", () => {
  it("accepts a complete form", () => {
    expect(errorsOf(registrationSchema, valid)).toEqual({});
  });

  it("says what is missing, field by field", () => {
    expect(errorsOf(registrationSchema, {})).toMatchObject({
      fullName: expect.any(String),
      username: expect.any(String),
      email: expect.any(String),
      role: "validation.roleRequired",
      phone: "validation.phoneRequired",
      country: "validation.countryRequired",
      city: "validation.cityRequired",
      password: expect.any(String),
      consent: "validation.consentRequired",
    });
    expect(errorsOf(registrationSchema, { ...valid, fullName: "  " }).fullName).toBe(
      "validation.nameRequired",
    );
    expect(errorsOf(registrationSchema, { ...valid, email: "" }).email).toBe("validation.emailRequired");
  });

  it("asks whether the person learns or works as a master (decision 037): nothing else will do", () => {
    expect(errorsOf(registrationSchema, { ...valid, role: "master" })).toEqual({});
    for (const role of [undefined, "", "teacher", "Master", 1]) {
      expect(errorsOf(registrationSchema, { ...valid, role })).toEqual({ role: "validation.roleRequired" });
    }
  });

  it("needs 3 letters in a name and nickname, in any script", () => {
    expect(errorsOf(registrationSchema, { ...valid, fullName: "Al" }).fullName).toBe("validation.nameMin");
    expect(errorsOf(registrationSchema, { ...valid, fullName: "A1 2" }).fullName).toBe("validation.nameMin");
    expect(errorsOf(registrationSchema, { ...valid, fullName: "Іва" }).fullName).toBeUndefined();
    expect(errorsOf(registrationSchema, { ...valid, username: "ab12" }).username).toBe("validation.nameMin");
    expect(errorsOf(registrationSchema, { ...valid, username: "olena nails" }).username).toBe(
      "validation.nicknameChars",
    );
  });

  it("checks the email, the password length and the repeat", () => {
    expect(errorsOf(registrationSchema, { ...valid, email: "olena@" }).email).toBe("validation.emailInvalid");
    expect(errorsOf(registrationSchema, { ...valid, password: "short", password2: "short" }).password).toBe(
      "validation.passwordMin",
    );
    expect(errorsOf(registrationSchema, { ...valid, password2: "Velvet-Orchid-93!" }).password2).toBe(
      "validation.passwordMismatch",
    );
  });

  it("applies the same rules to login and new password", () => {
    expect(errorsOf(loginSchema, { email: "x", password: "1234567" })).toEqual({
      email: "validation.emailInvalid",
      password: "validation.passwordMin",
    });
    expect(errorsOf(newPasswordSchema, { password: "Velvet-Orchid-92!", password2: "nope" })).toEqual({
      password2: "validation.passwordMismatch",
    });
  });
});
