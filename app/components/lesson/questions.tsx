import { Form, Link, useActionData, useLocation } from "react-router";
import { TextAreaField } from "~/components/office-profile/fields";
import { Notice } from "~/components/ui/auth-card";
import { outlineButton } from "~/components/ui/button.css";
import * as fieldStyles from "~/components/ui/field.css";
import { Icon } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  ANSWER_BODY_MAX,
  HIDE_REASON_MAX,
  isQaFailure,
  type QaFailure,
  type QaPage,
  type QaPost,
  type QaQuestion,
  QUESTION_BODY_MAX,
  type QuestionIntent,
} from "~/forms/lesson-question-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { dateFormat } from "~/i18n/formatters";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./questions.css";

// The schemas (and zod) are imported once the page runs, and only by pages that show a form.
const loadQuestionSchema = () => import("~/forms/lesson-question").then((module) => module.questionSchema);
const loadAnswerSchema = () => import("~/forms/lesson-question").then((module) => module.answerSchema);
const loadHideSchema = () => import("~/forms/lesson-question").then((module) => module.hideSchema);

/** The refused form of this intent (and question or answer), if the last POST was one. */
function useFailure(
  intent: QuestionIntent,
  target: { kind: "question" | "answer"; id: number } | null = null,
): QaFailure | null {
  const answer = useActionData();
  if (!isQaFailure(answer) || answer.intent !== intent) return null;
  if (target === null) return answer.target === null ? answer : null;
  return answer.target === target.id && answer.kind === target.kind ? answer : null;
}

/** A text as typed: escaped by React, blank lines make paragraphs, line breaks are kept. */
function Body({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((part) => part.trim() !== "");
  return (
    <div className={styles.body}>
      {paragraphs.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
        <p key={index}>{part.trim()}</p>
      ))}
    </div>
  );
}

/**
 * The lesson's questions and answers, newest question first, a page at a time: a buyer asks, the
 * lesson's master and staff answer, staff hide (and see what is hidden, marked). Every form is a
 * plain POST to the lesson page (`intent=question-*`), so all of it works without JavaScript.
 */
export function LessonQuestions({ qa }: { qa: QaPage }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const date = dateFormat(locale, { year: "numeric", month: "long", day: "numeric" });
  const { role } = qa.viewer;
  const pageHref = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set("questions", String(page));
    else params.delete("questions");
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}#questions`;
  };
  const byline = (post: QaPost) => (
    <p className={styles.byline}>
      <span className={styles.author}>{post.author.fullName}</span>
      <time className={styles.date} dateTime={post.createdAt}>
        {date.format(new Date(post.createdAt))}
      </time>
    </p>
  );
  const hiddenMark = (post: QaPost) =>
    post.hidden ? (
      <p className={styles.hiddenMark}>{t("questionForms.hidden", { reason: post.hidden.reason })}</p>
    ) : null;

  return (
    <section id="questions" className={styles.section} aria-labelledby="questions-title">
      <div className={styles.head}>
        <h2 id="questions-title">{t("lessonQuestions.title")}</h2>
        {qa.count > 0 ? <span className={styles.count}>{qa.count}</span> : null}
      </div>
      {role === "buyer" ? (
        <PostForm />
      ) : role === "staff" ? null : (
        <p className={styles.note}>
          <Icon name={role === "master" ? "pencil" : "lock"} size={18} />
          {t(role === "master" ? "lessonQuestions.ownLesson" : "lessonQuestions.buyersOnly")}
        </p>
      )}
      {qa.questions.length === 0 ? (
        <p className={styles.lead}>{t("lessonQuestions.empty")}</p>
      ) : (
        <ol className={styles.list}>
          {qa.questions.map((question) => (
            <li
              key={question.id}
              id={`question-${question.id}`}
              className={styles.question}
              data-hidden={question.hidden ? "" : undefined}
            >
              {byline(question)}
              {hiddenMark(question)}
              <Body text={question.body} />
              {question.answers.length > 0 ? (
                <ul className={styles.answers} aria-label={t("lessonQuestions.answers")}>
                  {question.answers.map((answer) => (
                    <li
                      key={answer.id}
                      id={`answer-${answer.id}`}
                      className={styles.answer}
                      data-hidden={answer.hidden ? "" : undefined}
                    >
                      <p className={styles.role}>{t(`lessonQuestions.answerBy.${answer.role}`)}</p>
                      {byline(answer)}
                      {hiddenMark(answer)}
                      <Body text={answer.body} />
                      {role === "staff" ? <ModerateForm kind="answer" post={answer} page={qa.page} /> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {role === "master" || role === "staff" ? (
                <div className={styles.tools}>
                  {question.hidden ? null : (
                    <PostForm
                      question={question}
                      page={qa.page}
                      open={role === "master" && question.answers.length === 0}
                    />
                  )}
                  {role === "staff" ? <ModerateForm kind="question" post={question} page={qa.page} /> : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {qa.pages > 1 ? (
        <nav className={styles.pager} aria-label={t("lessonQuestions.pages")}>
          {qa.page > 1 ? (
            <Link to={pageHref(qa.page - 1)} className={styles.pagerLink} preventScrollReset>
              {t("lessonQuestions.newer")}
            </Link>
          ) : (
            <span />
          )}
          {qa.page < qa.pages ? (
            <Link to={pageHref(qa.page + 1)} className={styles.pagerLink} preventScrollReset>
              {t("lessonQuestions.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * A text form: a buyer's question (`question` null: `intent=question-ask`, in a card), or the
 * master's or staff's answer to `question` (in a disclosure, open for the master).
 */
function PostForm({
  question,
  page = 1,
  open = false,
}: {
  question?: QaQuestion;
  page?: number;
  open?: boolean;
}) {
  const t = useT();
  const kind = question ? "answer" : "ask";
  const failure = useFailure(
    question ? "question-answer" : "question-ask",
    question ? { kind: "question", id: question.id } : null,
  );
  const { errors, onBlur, onSubmit } = useValidatedForm(
    question ? loadAnswerSchema : loadQuestionSchema,
    failure?.errors,
  );
  const form = (
    <>
      {errors.form ? (
        <Notice tone="error">{t(errors.form, { minutes: failure?.retryAfterMin ?? 1 })}</Notice>
      ) : null}
      <Form
        method="post"
        noValidate
        className={styles.form}
        onBlur={onBlur}
        onSubmit={onSubmit}
        preventScrollReset
      >
        {question ? (
          <>
            <input type="hidden" name="question" value={question.id} />
            <input type="hidden" name="page" value={page} />
          </>
        ) : null}
        <TextAreaField
          name="body"
          id={question ? `answer-body-${question.id}` : "question-ask-body"}
          label={t(`questionForms.${kind}.label`)}
          hint={t(`questionForms.${kind}.hint`)}
          defaultValue={failure?.values.body ?? ""}
          error={errors.body}
          max={question ? ANSWER_BODY_MAX : QUESTION_BODY_MAX}
          rows={4}
        />
        <div className={styles.actions}>
          <SubmitButton name="intent" value={question ? "question-answer" : "question-ask"}>
            {t(`questionForms.${kind}.submit`)}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
  return question ? (
    <details className={styles.disclosure} open={open || failure !== null}>
      <summary className={styles.summary}>{t("questionForms.answer.summary")}</summary>
      {form}
    </details>
  ) : (
    <div className={styles.askCard}>
      <h3 className={styles.askTitle}>{t("questionForms.ask.title")}</h3>
      <p className={styles.lead}>{t("questionForms.ask.lead")}</p>
      {form}
    </div>
  );
}

/** Staff: hide a question or an answer with a reason, or show a hidden one again. */
function ModerateForm({ kind, post, page }: { kind: "question" | "answer"; post: QaPost; page: number }) {
  const t = useT();
  const failure = useFailure("question-hide", { kind, id: post.id });
  const { errors, onBlur, onSubmit } = useValidatedForm(loadHideSchema, failure?.errors);
  const target = <input type="hidden" name={kind} value={post.id} />;
  if (post.hidden) {
    return (
      <Form method="post" preventScrollReset>
        {target}
        <input type="hidden" name="page" value={page} />
        <SubmitButton name="intent" value="question-restore" className={outlineButton}>
          {t(`questionForms.restore.${kind}`)}
        </SubmitButton>
      </Form>
    );
  }
  const id = `hide-reason-${kind}-${post.id}`;
  const error = errors.reason;
  return (
    <details className={styles.disclosure} open={failure !== null}>
      <summary className={styles.summary}>{t(`questionForms.hide.summary.${kind}`)}</summary>
      {errors.form ? <Notice tone="error">{t(errors.form)}</Notice> : null}
      <Form
        method="post"
        noValidate
        className={styles.form}
        onBlur={onBlur}
        onSubmit={onSubmit}
        preventScrollReset
      >
        {target}
        <input type="hidden" name="page" value={page} />
        <div className={fieldStyles.field} data-invalid={error ? "" : undefined}>
          <label htmlFor={id} className={fieldStyles.label}>
            {t("questionForms.hide.reason")}
          </label>
          <input
            id={id}
            name="reason"
            className={fieldStyles.input}
            maxLength={HIDE_REASON_MAX}
            defaultValue={failure?.values.reason ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className={fieldStyles.error} role="alert">
              {t(error)}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <SubmitButton name="intent" value="question-hide" className={outlineButton}>
            {t(`questionForms.hide.submit.${kind}`)}
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}
