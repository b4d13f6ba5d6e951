/**
 * Questions under a lesson (issue 18 §2, decision 046). A buyer of the lesson asks; the lesson's
 * master and staff answer; whoever may see the lesson reads them. Staff hide a question or an
 * answer with a reason (audited): it is gone for everyone but staff, who see it marked. The master
 * hears of a new question by email, the asker of an answer, each in their own language (the mail
 * outbox, queued in the transaction that stores the post).
 */
import { and, asc, count, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { storedText } from "~/admin/stored-text";
import { type FieldErrors, fieldErrors } from "~/forms/form-data";
import { answerSchema, hideSchema, questionSchema } from "~/forms/lesson-question";
import type { QaAnswer, QaQuestion, QaViewer } from "~/forms/lesson-question-limits";
import { safeParseText } from "~/forms/safe-parse-text";
import { isLocale, type Locale, localizePath } from "~/i18n/locales";
import { recordAudit } from "../audit/audit.server";
import { checkRate, type RateLimit, recordEvent } from "../auth/rate-limit.server";
import type { User } from "../auth/users.server";
import { boughtLesson, hasPurchased, type PurchaseCheck } from "../commerce/purchases.server";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessonAnswers, lessonQuestions, lessons, users } from "../db/schema";
import { deliverMail, queueMail } from "../mail/outbox.server";
import { newAnswerEmail, newQuestionEmail } from "../mail/question-templates.server";
import type { Mailer } from "../mail/transport.server";

/** At most 5 questions per asker in 10 minutes, 30 answers per person in 10 minutes. */
export const QUESTION_LIMITS = {
  questionsPerUser: { bucket: "lesson-question-user", limit: 5, windowMs: 10 * 60_000 },
  answersPerUser: { bucket: "lesson-answer-user", limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

/** What sending the emails needs, besides the database. */
export interface QuestionDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The public origin of the emails' links. */
  origin: string;
}

/** Why a post was refused as a whole (the API answers 404, 403 or 429 for these). */
export type QuestionRefusal = "not-found" | "forbidden" | "rate-limited";

export type QuestionOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors; refusal?: QuestionRefusal; retryAfterS?: number };

const refuse = (refusal: QuestionRefusal, form: string): QuestionOutcome<never> => ({
  ok: false,
  errors: { form },
  refusal,
});

const limited = (retryAfterS: number): QuestionOutcome<never> => ({
  ok: false,
  errors: { form: "validation.rateLimited" },
  refusal: "rate-limited",
  retryAfterS,
});

const MAX_ID = 2_147_483_647;
const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

/** What a viewer may do with a lesson's questions (`purchased`: as in `canWatch`). */
export async function questionViewer(
  db: Database,
  viewer: Pick<User, "id" | "isStaff" | "isActive"> | null,
  lesson: { id: number; masterId: number },
  purchased?: PurchaseCheck,
): Promise<QaViewer> {
  if (!viewer?.isActive) return { role: "visitor" };
  if (viewer.isStaff) return { role: "staff" };
  if (viewer.id === lesson.masterId) return { role: "master" };
  return { role: (await boughtLesson(db, viewer.id, lesson.id, purchased)) ? "buyer" : "other" };
}

/** A page of a lesson's questions, newest first, each with its answers (oldest first). */
export async function lessonQuestionPage(
  db: Database,
  lesson: { id: number; masterId: number },
  { page, pageSize, staff }: { page: number; pageSize: number; staff: boolean },
): Promise<{ count: number; questions: QaQuestion[] }> {
  const rows = await questionsPage(db, staff).execute({
    lessonId: lesson.id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  // Every row carries the count of all; a page past the last has no row to carry it.
  const total = rows[0]?.count ?? (page > 1 ? await questionCount(db, lesson.id, staff) : 0);
  const ids = rows.map((row) => row.id);
  const answerRows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: lessonAnswers.id,
            questionId: lessonAnswers.questionId,
            userId: lessonAnswers.userId,
            body: lessonAnswers.body,
            createdAt: lessonAnswers.createdAt,
            hiddenAt: lessonAnswers.hiddenAt,
            hiddenReason: lessonAnswers.hiddenReason,
            username: users.username,
            fullName: users.fullName,
          })
          .from(lessonAnswers)
          .innerJoin(users, eq(users.id, lessonAnswers.userId))
          .where(
            and(inArray(lessonAnswers.questionId, ids), staff ? undefined : isNull(lessonAnswers.hiddenAt)),
          )
          .orderBy(asc(lessonAnswers.createdAt), asc(lessonAnswers.id));
  const answers = new Map<number, QaAnswer[]>();
  for (const row of answerRows) {
    const list = answers.get(row.questionId) ?? [];
    list.push({
      ...post(row),
      role: row.userId === lesson.masterId ? "master" : "staff",
    });
    answers.set(row.questionId, list);
  }
  return {
    count: Number(total),
    questions: rows.map(({ count: _, ...row }) => ({ ...post(row), answers: answers.get(row.id) ?? [] })),
  };
}

/** The questions a viewer sees: all of them for staff, else those not hidden. */
const shownQuestions = (staff: boolean, lessonId: number | Placeholder): SQL | undefined =>
  and(eq(lessonQuestions.lessonId, lessonId), staff ? undefined : isNull(lessonQuestions.hiddenAt));

/**
 * A page of a lesson's questions with the count of all in one statement (`count(*) over ()`),
 * prepared once per handle and audience: every lesson page asks it.
 */
const questionsPage = (db: Database, staff: boolean) =>
  prepared(db, staff ? "question_page_staff" : "question_page", (name) =>
    db
      .select({
        id: lessonQuestions.id,
        body: lessonQuestions.body,
        createdAt: lessonQuestions.createdAt,
        hiddenAt: lessonQuestions.hiddenAt,
        hiddenReason: lessonQuestions.hiddenReason,
        username: users.username,
        fullName: users.fullName,
        count: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(lessonQuestions)
      .innerJoin(users, eq(users.id, lessonQuestions.userId))
      .where(shownQuestions(staff, sql.placeholder("lessonId")))
      .orderBy(desc(lessonQuestions.createdAt), desc(lessonQuestions.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );

async function questionCount(db: Database, lessonId: number, staff: boolean): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(lessonQuestions)
    .where(shownQuestions(staff, lessonId));
  return row?.count ?? 0;
}

function post(row: {
  id: number;
  body: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string;
  username: string;
  fullName: string;
}) {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { username: row.username, fullName: row.fullName },
    hidden: row.hiddenAt ? { reason: row.hiddenReason, at: row.hiddenAt.toISOString() } : null,
  };
}

/** Checks a question's or an answer's text (trimmed, required, at most its limit). */
function checkBody(kind: "question" | "answer", body: unknown) {
  const parsed = safeParseText(kind === "question" ? questionSchema : answerSchema, { body });
  return parsed.success
    ? ({ ok: true, body: parsed.data.body } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) } as const);
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : "uk");

/** The lesson page's address of a question, in `locale`. */
const questionLink = (origin: string, locale: Locale, slug: string, questionId: number) =>
  `${origin.replace(/\/$/, "")}${localizePath(locale, `/lessons/${encodeURIComponent(slug)}`)}#question-${questionId}`;

/** After the commit: try to send the queued email now (the outbox retries if SMTP is down). */
async function sendNow(deps: QuestionDeps, mailId: number | null): Promise<void> {
  if (mailId === null) return;
  try {
    await deliverMail({ db: deps.db, mailer: deps.mailer, logger: deps.logger }, mailId);
  } catch (error) {
    deps.logger.warn({ err: error, mailId }, "question email not sent now; the outbox retries it");
  }
}

/**
 * A buyer asks a question about the lesson. Refused: bad text (field messages), not a buyer or
 * the lesson's own master (forbidden), over the limit. Stored with the master's email queued.
 */
export async function askQuestion(
  deps: QuestionDeps,
  asker: Pick<User, "id" | "fullName" | "isActive">,
  lessonId: number,
  input: { body?: unknown },
): Promise<QuestionOutcome<{ id: number }>> {
  const { db } = deps;
  const checked = checkBody("question", input.body);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  if (!validId(lessonId)) return refuse("not-found", "questionForms.errors.notFound");
  const [lesson] = await db
    .select({
      id: lessons.id,
      slug: lessons.slug,
      title: lessons.title,
      masterId: lessons.masterId,
      masterEmail: users.email,
      masterName: users.fullName,
      masterLocale: users.locale,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.masterId))
    .where(eq(lessons.id, lessonId));
  if (!lesson) return refuse("not-found", "questionForms.errors.notFound");
  if (lesson.masterId === asker.id) return refuse("forbidden", "questionForms.errors.ownLesson");
  if (!asker.isActive || !(await hasPurchased(db, asker.id, lessonId)))
    return refuse("forbidden", "questionForms.errors.buyersOnly");
  const key = String(asker.id);
  const verdict = await checkRate(db, QUESTION_LIMITS.questionsPerUser, key);
  if (!verdict.allowed) return limited(verdict.retryAfterS);

  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessonQuestions)
      .values({ lessonId, userId: asker.id, body: checked.body })
      .returning({ id: lessonQuestions.id });
    if (!row) throw new Error("question not saved");
    await recordEvent(tx as unknown as Database, QUESTION_LIMITS.questionsPerUser, key);
    const locale = localeOf(lesson.masterLocale);
    const email = newQuestionEmail({
      locale,
      name: lesson.masterName,
      from: asker.fullName,
      lessonTitle: lesson.title,
      body: checked.body,
      link: questionLink(deps.origin, locale, lesson.slug, row.id),
    });
    const mailId = await queueMail(tx as unknown as Database, { to: lesson.masterEmail, ...email });
    return { id: row.id, mailId };
  });
  await sendNow(deps, saved.mailId);
  return { ok: true, value: { id: saved.id } };
}

/**
 * The lesson's master or staff answers a question of that lesson (`lessonId`: the page's, so a
 * question of another lesson is not found). A hidden question can only be answered by staff. The
 * asker's email is queued (not when they answered themselves).
 */
export async function answerQuestion(
  deps: QuestionDeps,
  author: Pick<User, "id" | "fullName" | "isStaff" | "isActive">,
  lessonId: number,
  questionId: number,
  input: { body?: unknown },
): Promise<QuestionOutcome<{ id: number; questionId: number }>> {
  const { db } = deps;
  if (!validId(lessonId) || !validId(questionId)) return refuse("not-found", "questionForms.errors.notFound");
  const [question] = await db
    .select({
      id: lessonQuestions.id,
      hiddenAt: lessonQuestions.hiddenAt,
      askerId: lessonQuestions.userId,
      askerEmail: users.email,
      askerName: users.fullName,
      askerLocale: users.locale,
      slug: lessons.slug,
      title: lessons.title,
      masterId: lessons.masterId,
    })
    .from(lessonQuestions)
    .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
    .innerJoin(users, eq(users.id, lessonQuestions.userId))
    .where(and(eq(lessonQuestions.id, questionId), eq(lessonQuestions.lessonId, lessonId)));
  const staff = author.isStaff && author.isActive;
  if (!question || (question.hiddenAt && !staff)) return refuse("not-found", "questionForms.errors.notFound");
  if (!staff && (author.id !== question.masterId || !author.isActive))
    return refuse("forbidden", "questionForms.errors.answerersOnly");
  const checked = checkBody("answer", input.body);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const key = String(author.id);
  const verdict = await checkRate(db, QUESTION_LIMITS.answersPerUser, key);
  if (!verdict.allowed) return limited(verdict.retryAfterS);

  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessonAnswers)
      .values({ questionId, userId: author.id, body: checked.body })
      .returning({ id: lessonAnswers.id });
    if (!row) throw new Error("answer not saved");
    await recordEvent(tx as unknown as Database, QUESTION_LIMITS.answersPerUser, key);
    if (question.askerId === author.id) return { id: row.id, mailId: null };
    const locale = localeOf(question.askerLocale);
    const email = newAnswerEmail({
      locale,
      name: question.askerName,
      from: author.fullName,
      lessonTitle: question.title,
      body: checked.body,
      link: questionLink(deps.origin, locale, question.slug, questionId),
    });
    const mailId = await queueMail(tx as unknown as Database, { to: question.askerEmail, ...email });
    return { id: row.id, mailId };
  });
  await sendNow(deps, saved.mailId);
  return { ok: true, value: { id: saved.id, questionId } };
}

export type PostKind = "question" | "answer";

/**
 * Staff hide a question or an answer of the lesson with a reason, or show it again (`reason`
 * null); the audit log records it in the same transaction. Hiding what is hidden keeps the first
 * reason and records nothing.
 */
export async function moderatePost(
  db: Database,
  staff: Pick<User, "id" | "isStaff" | "isActive">,
  lessonId: number,
  target: { kind: PostKind; id: number },
  input: { reason?: unknown } | null,
): Promise<QuestionOutcome<{ id: number; kind: PostKind; hidden: boolean; questionId: number }>> {
  if (!staff.isStaff || !staff.isActive) return refuse("forbidden", "questionForms.errors.staffOnly");
  if (!validId(lessonId) || !validId(target.id)) return refuse("not-found", "questionForms.errors.notFound");
  let reason: string | null = null;
  if (input) {
    const parsed = safeParseText(hideSchema, { reason: input.reason });
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    reason = parsed.data.reason;
  }
  const table = target.kind === "question" ? lessonQuestions : lessonAnswers;
  return db.transaction(async (tx) => {
    const [row] =
      target.kind === "question"
        ? await tx
            .select({
              questionId: lessonQuestions.id,
              hiddenAt: lessonQuestions.hiddenAt,
              slug: lessons.slug,
            })
            .from(lessonQuestions)
            .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
            .where(and(eq(lessonQuestions.id, target.id), eq(lessonQuestions.lessonId, lessonId)))
            .for("update")
        : await tx
            .select({ questionId: lessonQuestions.id, hiddenAt: lessonAnswers.hiddenAt, slug: lessons.slug })
            .from(lessonAnswers)
            .innerJoin(lessonQuestions, eq(lessonQuestions.id, lessonAnswers.questionId))
            .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
            .where(and(eq(lessonAnswers.id, target.id), eq(lessonQuestions.lessonId, lessonId)))
            .for("update");
    if (!row) return refuse("not-found", "questionForms.errors.notFound");
    const hide = reason !== null;
    const value = { id: target.id, kind: target.kind, hidden: hide, questionId: row.questionId };
    // Already as asked: nothing to change or record.
    if (Boolean(row.hiddenAt) === hide) return { ok: true as const, value };
    await tx
      .update(table)
      .set(
        hide
          ? { hiddenAt: new Date(), hiddenBy: staff.id, hiddenReason: reason ?? "" }
          : { hiddenAt: null, hiddenBy: null, hiddenReason: "" },
      )
      .where(eq(table.id, target.id));
    await recordAudit(tx as unknown as Database, {
      staffId: staff.id,
      action: `lesson_${target.kind}.${hide ? "hide" : "restore"}`,
      subject: `lesson_${target.kind}:${target.id}`,
      detail: hide
        ? storedText("admin.audit.details.postHidden", { lesson: row.slug, reason: reason ?? "" })
        : storedText("admin.audit.details.postRestored", { lesson: row.slug }),
    });
    return { ok: true as const, value };
  });
}
