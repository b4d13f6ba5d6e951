/**
 * The lesson page's side of its questions (decision 046): the page of questions its viewer sees,
 * and the `question-*` intents of its action (POST/redirect/GET with a success flash; 400 with the
 * messages and what was typed; 403 or 429 with a message above the form).
 */
import type { RouterContextProvider } from "react-router";
import { formValues } from "~/forms/form-data";
import {
  isQuestionIntent,
  type QaFailure,
  type QaPage,
  QUESTIONS_PAGE_SIZE,
  type QuestionIntent,
} from "~/forms/lesson-question-limits";
import type { User } from "../auth/users.server";
import type { PurchaseCheck } from "../commerce/purchases.server";
import { lessonIdBySlug } from "../commerce/reviews.server";
import { getServices, publicOrigin, withDatabase } from "../context.server";
import type { Database } from "../db/client.server";
import { readFormData } from "../http/form-request.server";
import { badRequest, notFound, redirectWithFlash, refused } from "../http/responses.server";
import {
  answerQuestion,
  askQuestion,
  lessonQuestionPage,
  moderatePost,
  type QuestionDeps,
  questionViewer,
} from "../questions/lesson-questions.server";
import { requireUser } from "./current-user.server";

type Context = Readonly<RouterContextProvider>;

/** `?questions=N`: a page number, 1 when missing or not one. */
export function questionsPageParam(url: URL): number {
  const asked = url.searchParams.get("questions") ?? "";
  return /^\d{1,6}$/.test(asked) && Number(asked) > 0 ? Number(asked) : 1;
}

/**
 * The page of the lesson's questions this viewer sees (hidden ones for staff only); `purchased`
 * answers whether they bought it.
 */
export async function lessonQuestions(
  context: Context,
  viewer: User | null,
  lesson: { id: number; master: { id: number } },
  page: number,
  purchased?: PurchaseCheck,
): Promise<QaPage> {
  return withDatabase(context, async (db) => {
    const lessonRef = { id: lesson.id, masterId: lesson.master.id };
    const who = await questionViewer(db, viewer, lessonRef, purchased);
    const staff = who.role === "staff";
    let listed = await lessonQuestionPage(db, lessonRef, { page, pageSize: QUESTIONS_PAGE_SIZE, staff });
    const pages = Math.max(1, Math.ceil(listed.count / QUESTIONS_PAGE_SIZE));
    // A page past the last (questions were hidden meanwhile): the last one.
    if (page > pages) {
      listed = await lessonQuestionPage(db, lessonRef, { page: pages, pageSize: QUESTIONS_PAGE_SIZE, staff });
    }
    return { ...listed, page: Math.min(page, pages), pages, viewer: who };
  });
}

/** Whether a POST to the lesson page is one of the question forms (read from a copy of it). */
export async function isQuestionPost(request: Request): Promise<boolean> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type.trim())) return false;
  try {
    return isQuestionIntent((await request.clone().formData()).get("intent"));
  } catch {
    return false;
  }
}

export const questionDeps = (context: Context, db: Database): QuestionDeps => {
  const services = getServices(context);
  return { db, mailer: services.mailer, logger: services.logger, origin: publicOrigin(services) };
};

const FLASH: Record<QuestionIntent, string> = {
  "question-ask": "questionForms.flash.asked",
  "question-answer": "questionForms.flash.answered",
  "question-hide": "questionForms.flash.hidden",
  "question-restore": "questionForms.flash.restored",
};

/** A positive whole number from a form field, else null. */
const idField = (value: string | undefined) =>
  value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * The question forms of the lesson page `slug`: ask (a buyer), answer (its master or staff), hide
 * and show again (staff). A visitor is sent to log in; anything refused changes nothing.
 */
export async function questionAction(context: Context, request: Request, slug: string) {
  const user = requireUser(context, request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (!isQuestionIntent(intent)) badRequest();
  const { intent: _, ...values } = formValues(form);
  const questionId = idField(values.question);
  const answerId = idField(values.answer);
  const page = idField(values.page) ?? 1;
  return withDatabase(context, async (db) => {
    const lessonId = await lessonIdBySlug(db, slug);
    if (lessonId === null) notFound();
    const deps = questionDeps(context, db);
    let target: number | null = null;
    let kind: QaFailure["kind"] = null;
    const outcome = await (async () => {
      switch (intent) {
        case "question-ask":
          return askQuestion(deps, user, lessonId, { body: values.body });
        case "question-answer":
          if (questionId === null) badRequest();
          target = questionId;
          kind = "question";
          return answerQuestion(deps, user, lessonId, questionId, { body: values.body });
        default: {
          const which = answerId !== null ? "answer" : "question";
          const id = answerId ?? questionId;
          if (id === null) badRequest();
          target = id;
          kind = which;
          return moderatePost(
            db,
            user,
            lessonId,
            { kind: which, id },
            intent === "question-hide" ? { reason: values.reason } : null,
          );
        }
      }
    })();
    if (!outcome.ok) {
      if (outcome.refusal === "not-found") notFound();
      const status = outcome.refusal === "forbidden" ? 403 : outcome.refusal === "rate-limited" ? 429 : 400;
      const retry = outcome.retryAfterS;
      return refused(
        outcome.errors,
        values,
        {
          intent,
          target,
          kind,
          ...(retry ? { retryAfterMin: Math.max(1, Math.ceil(retry / 60)) } : {}),
        } satisfies Omit<QaFailure, "errors" | "values">,
        { status, headers: retry ? { "Retry-After": String(retry) } : undefined },
      );
    }
    const value = outcome.value as { id: number; questionId?: number };
    const anchor = `question-${value.questionId ?? value.id}`;
    const query = intent !== "question-ask" && page > 1 ? `?questions=${page}` : "";
    return redirectWithFlash(
      context,
      request,
      `/lessons/${encodeURIComponent(slug)}${query}#${anchor}`,
      FLASH[intent],
    );
  });
}
