import { ROLES } from "./account-limits";
import { countLetters } from "./form-data";
import { z } from "./zod";

/**
 * The account forms' rules (SPEC §5), shared by the browser and the server. Every message is a
 * translation key under `validation.`. The server adds what only it can know (taken email,
 * unknown city, password checks against the user's own data).
 */
export const MIN_PASSWORD = 8;

/** A text field that must be filled: missing or blank gives the same message. */
const required = (key: string) => z.string({ error: key }).trim().min(1, key);

const email = required("validation.emailRequired")
  .max(254, "validation.emailInvalid")
  .pipe(z.email("validation.emailInvalid"));

const password = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .min(MIN_PASSWORD, "validation.passwordMin")
  .max(128, "validation.passwordMax");

const name = (requiredKey: string) =>
  required(requiredKey)
    .max(150, "validation.nameMax")
    .refine((value) => countLetters(value) >= 3, "validation.nameMin");

/** "Learner or master?" (decision 037). */

export const roleField = z.enum(ROLES, { error: "validation.roleRequired" });

/** The registration fields without the cross-field rule (the profile API edits some of them). */
export const registrationFields = z.object({
  role: roleField,
  fullName: name("validation.nameRequired"),
  username: name("validation.nicknameRequired").pipe(
    z
      .string()
      .max(64, "validation.nicknameMax")
      .regex(/^[\p{L}\p{N}@.+_-]+$/u, "validation.nicknameChars"),
  ),
  email,
  phone: required("validation.phoneRequired").max(32, "validation.phoneInvalid"),
  country: required("validation.countryRequired").max(2, "validation.countryRequired"),
  city: required("validation.cityRequired").max(120, "validation.cityNotFound"),
  password,
  password2: z.string({ error: "validation.passwordMismatch" }),
  consent: z.literal("on", { error: "validation.consentRequired" }),
});

export const registrationSchema = registrationFields.refine((form) => form.password === form.password2, {
  path: ["password2"],
  message: "validation.passwordMismatch",
});

export const loginSchema = z.object({ email, password });

/** The login page's "send the activation link again": the address alone. */
export const resendActivationSchema = z.object({ email });

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password, password2: z.string({ error: "validation.passwordMismatch" }) })
  .refine((form) => form.password === form.password2, {
    path: ["password2"],
    message: "validation.passwordMismatch",
  });
