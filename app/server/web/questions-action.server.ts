import type { RouterContextProvider } from "react-router";
import { formValues } from "~/forms/form-data";
import { parseForm } from "~/forms/parse-form";
import { questionsSchema } from "~/forms/questions";
import {
  HONEYPOT_FIELD,
  isHoneypotFilled,
  type QuestionsFailure,
  type QuestionsRefusal,
} from "~/forms/questions-limits";
import { localizePath } from "~/i18n/locales";
import { checkQuestion, countQuestion, questionsWait, submitQuestion } from "../contact/messages.server";
import { getLocale, getServices, withDatabase } from "../context.server";
import { clientIp } from "../http/client-ip.server";
import { readFormData } from "../http/form-request.server";
import { redirectWithFlashTo, refused } from "../http/responses.server";
import { safeRedirect } from "../http/safe-redirect.server";
import { getUser } from "./current-user.server";

type Context = Readonly<RouterContextProvider>;

/** A refused question (its answer has the shape of `QuestionsRefusal`, which the form reads). */
const refuse = (
  errors: QuestionsRefusal["errors"],
  values: QuestionsRefusal["values"],
  failed?: QuestionsFailure,
  init?: { status: number; headers?: HeadersInit },
) => refused(errors, values, failed ? { failed } : {}, init);

/**
 * The questions form's POST (the contact page's form and the footer's dialog both send here).
 * Sent: a redirect back to the page it came from with the success dialog in the flash.
 * Refused: 400 with the field errors; over the rate limit (429) or not stored (503): the error
 * dialog, the typed text kept so nothing is lost.
 */
export async function questionsAction({ request, context }: { request: Request; context: Context }) {
  const form = await readFormData(request);
  const locale = getLocale(context);
  const back = safeRedirect(String(form.get("returnTo") ?? "")) ?? localizePath(locale, "/contact");
  const honeypot = form.get(HONEYPOT_FIELD);
  form.delete(HONEYPOT_FIELD);
  form.delete("returnTo");
  const values = formValues(form);
  const ip = clientIp(context);
  const services = getServices(context);

  return withDatabase(context, async (db) => {
    const wait = await questionsWait(db, ip);
    if (wait !== null) {
      return refuse({}, values, "rateLimited", { status: 429, headers: { "Retry-After": String(wait) } });
    }
    if (isHoneypotFilled(honeypot)) {
      // A bot: the same answer as a person gets, nothing stored, and it counts against the limit.
      await countQuestion(db, ip);
      services.logger.info({ ip }, "questions form: honeypot filled, nothing stored");
      return sent(context, request, back);
    }
    const parsed = parseForm(questionsSchema, form);
    if (!parsed.ok) return refuse(parsed.errors, values);
    const checked = checkQuestion(parsed.data);
    if (!checked.ok) return refuse(checked.errors, values);
    try {
      await countQuestion(db, ip);
      await submitQuestion(
        { db, mailer: services.mailer, logger: services.logger, teamEmail: services.env.CONTACT_EMAIL },
        { ...checked.value, locale, userId: getUser(context)?.id ?? null },
      );
    } catch (error) {
      services.logger.error({ err: error }, "a question could not be stored");
      return refuse({}, values, "unavailable", { status: 503 });
    }
    return sent(context, request, back);
  });
}

async function sent(context: Context, request: Request, back: string) {
  return redirectWithFlashTo(context, request, back, {
    kind: "success",
    title: "questions.sent.title",
    message: "questions.sent.message",
  });
}
