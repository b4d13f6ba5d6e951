import type { FieldErrors } from "~/forms/form-data";
import { fieldErrors } from "~/forms/form-data";
import { questionsSchema } from "~/forms/questions";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/forms/questions-limits";
import { safeParseText } from "~/forms/safe-parse-text";
import { isLocale } from "~/i18n/locales";
import { asText, detail, endpoint, json, translateErrors } from "~/server/api/endpoint.server";
import {
  type ContactMessage,
  checkQuestion,
  countQuestion,
  questionsWait,
  submitQuestion,
} from "~/server/contact/messages.server";
import { getServices } from "~/server/context.server";
import { apiError, apiMessage } from "~/server/http/api.server";
import { getUser } from "~/server/web/current-user.server";
import type { Route } from "./+types/contact";

/** The API's field names (SPEC §3 contact form) → the form's. */
const FIELDS = { name: "name", email: "email", phone_num: "phone", message: "message" } as const;
const API_NAMES: Record<string, string> = { phone: "phone_num" };

const messageJson = (message: ContactMessage) => ({
  id: message.id,
  name: message.name,
  email: message.email,
  phone_num: message.phone,
  message: message.message,
  created_at: message.createdAt,
});

/**
 * The contact form's API: POST /api/{locale}/api/contact/ with `{name, phone_num, email, message}`
 * → 201 with the stored message; 400 `{field: [message]}` in the URL's language ("required" for
 * a field left out, "empty" and the form's rules otherwise); 429 `{detail}` over 5 questions in
 * 10 minutes from one address. The team's email is queued with the message and sent at once or later.
 * The form's hidden `homepage` field filled in (a bot) gets a 201 with `id: null`, and nothing else.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  return endpoint(
    context,
    request,
    ["POST"],
    async (body, db, ip) => {
      const wait = await questionsWait(db, ip);
      if (wait !== null) {
        return detail(
          apiMessage(locale, "throttled", { seconds: wait }),
          429,
          {},
          { "Retry-After": String(wait) },
        );
      }
      if (isHoneypotFilled(body[HONEYPOT_FIELD])) {
        // A bot, as on the form: an answer like a person's, nothing stored or mailed, and it counts.
        await countQuestion(db, ip);
        getServices(context).logger.info({ ip }, "contact API: honeypot filled, nothing stored");
        const echo = Object.fromEntries(Object.keys(FIELDS).map((name) => [name, asText(body[name])]));
        return json({ id: null, ...echo, created_at: new Date() }, 201);
      }
      const input: Record<string, string> = {};
      const errors: FieldErrors = {};
      for (const [apiName, field] of Object.entries(FIELDS)) {
        const value = body[apiName];
        if (value === undefined || value === null) {
          if (field !== "phone") errors[field] = "questions.errors.required";
        } else input[field] = asText(value);
      }
      const parsed = safeParseText(questionsSchema, input);
      if (!parsed.success)
        for (const [field, key] of Object.entries(fieldErrors(parsed.error))) errors[field] ??= key;
      const checked = parsed.success ? checkQuestion(parsed.data) : null;
      if (checked && !checked.ok) Object.assign(errors, checked.errors);
      if (Object.keys(errors).length > 0 || !checked?.ok) return json(apiErrors(errors, locale), 400);
      await countQuestion(db, ip);
      const services = getServices(context);
      const { message } = await submitQuestion(
        { db, mailer: services.mailer, logger: services.logger, teamEmail: services.env.CONTACT_EMAIL },
        { ...checked.value, locale, userId: getUser(context)?.id ?? null },
      );
      return json(messageJson(message), 201);
    },
    { limited: false },
  );
}

export function loader() {
  return detail('Method "GET" not allowed.', 405, {}, { Allow: "POST" });
}

function apiErrors(errors: FieldErrors, locale: Parameters<typeof translateErrors>[1]) {
  const renamed = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [API_NAMES[field] ?? field, key]),
  );
  return translateErrors(renamed, locale);
}
