import type { QaAnswer, QaQuestion } from "~/forms/lesson-question-limits";
import { QUESTIONS_PAGE_SIZE } from "~/forms/lesson-question-limits";
import { isLocale } from "~/i18n/locales";
import { serverI18n } from "~/i18n/messages.server";
import { bearerUser, detail, endpoint, json, translateErrors } from "~/server/api/endpoint.server";
import type { User } from "~/server/auth/users.server";
import { canSeeLesson } from "~/server/catalog/lesson-access.server";
import { getLesson } from "~/server/catalog/lessons.server";
import { getServices, publicOrigin } from "~/server/context.server";
import { apiError, apiMessage } from "~/server/http/api.server";
import {
  answerQuestion,
  askQuestion,
  lessonQuestionPage,
  moderatePost,
  type QuestionOutcome,
  questionViewer,
} from "~/server/questions/lesson-questions.server";
import { questionDeps } from "~/server/web/question-routes.server";
import type { Route } from "./+types/lesson-questions";

const author = (post: { author: { username: string; fullName: string } }) => ({
  username: post.author.username,
  full_name: post.author.fullName,
});

const hiddenField = (post: { hidden: { reason: string; at: string } | null }, staff: boolean) =>
  staff ? { hidden: post.hidden ? { reason: post.hidden.reason, hidden_at: post.hidden.at } : null } : {};

const answerItem = (answer: QaAnswer, staff: boolean) => ({
  id: answer.id,
  body: answer.body,
  created_at: answer.createdAt,
  role: answer.role,
  author: author(answer),
  ...hiddenField(answer, staff),
});

const questionItem = (question: QaQuestion, staff: boolean) => ({
  id: question.id,
  body: question.body,
  created_at: question.createdAt,
  author: author(question),
  ...hiddenField(question, staff),
  answers: question.answers.map((answer) => answerItem(answer, staff)),
});

/** Which of the module's URLs was asked for. */
type Operation = "list" | "answer" | "hide-question" | "hide-answer";

function operationOf(url: URL, id: string | undefined): Operation | null {
  if (id === undefined) return "list";
  if (!/^\d{1,10}$/.test(id)) return null;
  const path = url.pathname.replace(/\/+$/, "");
  if (/\/questions\/\d+\/answers$/.test(path)) return "answer";
  if (/\/questions\/\d+\/hide$/.test(path)) return "hide-question";
  if (/\/answers\/\d+\/hide$/.test(path)) return "hide-answer";
  return null;
}

/**
 * A lesson's questions (decision 046), in the API's style:
 * - GET /api/{locale}/api/lessons/{slug}/questions/?page=N → `{count, next, previous, results}`,
 *   newest first, each with its answers; staff (bearer) also get hidden ones, with `hidden`.
 * - POST the same URL with a bearer token and `{body}`: a buyer asks (201).
 * - POST …/questions/{id}/answers/ `{body}`: the lesson's master or staff answer (201).
 * - POST …/questions/{id}/hide/ and …/answers/{id}/hide/ `{reason}` (staff; `{"reason": null}`
 *   shows it again): 200 `{id, hidden}`.
 * Refusals: 401 without a valid token, 403 `{detail}` for who may not, 404 for an unknown lesson or
 * question, 429 over the limit, 400 `{field: [message]}` in the URL's language.
 */
function handle({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const { locale, slug } = params;
  if (!isLocale(locale)) return apiError(null, 404, "notFound");
  const url = new URL(request.url);
  const operation = operationOf(url, params.id);
  if (!operation) return apiError(locale, 404, "notFound");
  const methods = operation === "list" ? ["GET", "POST"] : ["POST"];
  return endpoint(
    context,
    request,
    methods,
    async (body, db) => {
      let viewer: User | null = null;
      if (request.method === "POST" || request.headers.has("Authorization")) {
        const user = await bearerUser(request, context);
        if (user instanceof Response) return user;
        viewer = user;
      }
      const lesson = await getLesson(db, locale, slug);
      const lessonRef = lesson
        ? { id: lesson.id, masterId: lesson.master.id, published: lesson.published }
        : null;
      if (!lesson || !lessonRef || !(await canSeeLesson(db, viewer, lessonRef)))
        return apiError(locale, 404, "notFound");
      const { role } = await questionViewer(db, viewer, lessonRef);
      const staff = role === "staff";

      if (request.method === "GET") {
        const asked = url.searchParams.get("page") ?? "1";
        const page = /^\d{1,6}$/.test(asked) && Number(asked) > 0 ? Number(asked) : 0;
        if (page === 0) return apiError(locale, 404, "invalidPage");
        const { count, questions } = await lessonQuestionPage(db, lessonRef, {
          page,
          pageSize: QUESTIONS_PAGE_SIZE,
          staff,
        });
        const pages = Math.max(1, Math.ceil(count / QUESTIONS_PAGE_SIZE));
        if (page > pages) return apiError(locale, 404, "invalidPage");
        const origin = publicOrigin(getServices(context));
        const link = (number: number) =>
          `${origin}/api/${locale}/api/lessons/${encodeURIComponent(lesson.slug)}/questions/?page=${number}`;
        return json({
          count,
          next: page < pages ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results: questions.map((question) => questionItem(question, staff)),
        });
      }

      const user = viewer as User;
      const deps = questionDeps(context, db);
      const id = Number(params.id);
      const answer = (outcome: QuestionOutcome<unknown>, created: () => Response) => {
        if (outcome.ok) return created();
        if (outcome.refusal === "not-found") return apiError(locale, 404, "notFound");
        if (outcome.refusal === "rate-limited") {
          const wait = String(outcome.retryAfterS ?? 60);
          return detail(apiMessage(locale, "throttled", { seconds: wait }), 429, {}, { "Retry-After": wait });
        }
        if (outcome.refusal) return detail(serverI18n(locale).t(outcome.errors.form ?? ""), 403);
        return json(translateErrors(outcome.errors, locale), 400);
      };
      switch (operation) {
        case "list": {
          const outcome = await askQuestion(deps, user, lesson.id, { body: body.body });
          return answer(outcome, () =>
            json({ id: outcome.ok ? outcome.value.id : 0, lesson: lesson.slug }, 201),
          );
        }
        case "answer": {
          const outcome = await answerQuestion(deps, user, lesson.id, id, { body: body.body });
          return answer(outcome, () => json({ id: outcome.ok ? outcome.value.id : 0, question: id }, 201));
        }
        default: {
          const kind = operation === "hide-question" ? "question" : "answer";
          const outcome = await moderatePost(
            db,
            user,
            lesson.id,
            { kind, id },
            body.reason === null ? null : { reason: body.reason },
          );
          return answer(outcome, () =>
            json({ id, kind, hidden: outcome.ok ? outcome.value.hidden : false }, 200),
          );
        }
      }
    },
    { limited: false },
  );
}

export const loader = handle;
export const action = handle;
