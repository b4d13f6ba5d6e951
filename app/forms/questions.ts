import { textRules } from "./control-characters";
import { countLetters } from "./form-data";
import { QUESTION_LIMITS } from "./questions-limits";
import { z } from "./zod";

/** A phone as typed: digits with the usual separators, 7 to 15 digits (the server checks it for real). */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const digits = (value: string) => (value.match(/\d/g) ?? []).length;

/** The questions form (SPEC §4 contact form, §5): name, email, optional phone, message. */
export const questionsSchema = textRules(
  z.object({
    name: z
      .string({ error: "questions.errors.nameEmpty" })
      .trim()
      .min(1, "questions.errors.nameEmpty")
      .max(QUESTION_LIMITS.name, "questions.errors.nameLong")
      .refine((value) => countLetters(value) >= 3, "questions.errors.nameShort"),
    email: z
      .string({ error: "questions.errors.emailEmpty" })
      .trim()
      .min(1, "questions.errors.emailEmpty")
      .max(QUESTION_LIMITS.email, "questions.errors.emailInvalid")
      .pipe(z.email("questions.errors.emailInvalid")),
    phone: z
      .string({ error: "questions.errors.phoneInvalid" })
      .trim()
      .max(QUESTION_LIMITS.phone, "questions.errors.phoneInvalid")
      .refine(
        (value) =>
          value === "" || (PHONE_CHARACTERS.test(value) && digits(value) >= 7 && digits(value) <= 15),
        "questions.errors.phoneInvalid",
      )
      .default(""),
    message: z
      .string({ error: "questions.errors.messageEmpty" })
      .trim()
      .min(1, "questions.errors.messageEmpty")
      .max(QUESTION_LIMITS.message, "questions.errors.messageLong"),
  }),
  { multiline: ["message"] },
);

export type QuestionInput = z.output<typeof questionsSchema>;
