import { Form, useActionData } from "react-router";
import { TextAreaField } from "~/components/office-profile/fields";
import { Notice } from "~/components/ui/auth-card";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  ANSWER_BODY_MAX,
  HIDE_REASON_MAX,
  isQaFailure,
  type QaFailure,
  type QaPost,
  type QaQuestion,
  QUESTION_BODY_MAX,
  type QuestionIntent,
} from "~/forms/lesson-question-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
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

/**
 * A text form: a buyer's question (`question` null: `intent=question-ask`, in a card), or the
 * master's or staff's answer to `question` (in a disclosure, open for the master).
 */
export function PostForm({
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
export function ModerateForm({
  kind,
  post,
  page,
}: {
  kind: "question" | "answer";
  post: QaPost;
  page: number;
}) {
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
        <Field
          id={id}
          name="reason"
          label={t("questionForms.hide.reason")}
          maxLength={HIDE_REASON_MAX}
          defaultValue={failure?.values.reason ?? ""}
          error={errors.reason}
        />
        <div className={styles.actions}>
          <SubmitButton name="intent" value="question-hide" className={outlineButton}>
            {t(`questionForms.hide.submit.${kind}`)}
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}
