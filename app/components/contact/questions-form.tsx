import { type ReactNode, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { filledButton } from "~/components/ui/button.css";
import { Dialog } from "~/components/ui/dialog";
import * as fieldStyles from "~/components/ui/field.css";
import { HONEYPOT_FIELD, QUESTION_LIMITS, type QuestionsRefusal } from "~/forms/questions-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useT } from "~/i18n/use-t";
import * as styles from "./questions.css";

const loadQuestionsSchema = () => import("~/forms/questions").then((module) => module.questionsSchema);

interface QuestionsFormProps {
  /** Keeps ids apart when the page's form and the footer's dialog are on one page. */
  idPrefix: string;
  /** The route that takes the POST (the localized /contact). */
  action: string;
  /** Where the success answer lands (the page the visitor is on). */
  returnTo: string;
  /** The action's last refusal: field errors, or the error dialog's reason. */
  refusal: QuestionsRefusal | undefined;
  /** The form element to use: `Form`, or a fetcher's `Form` in the dialog. */
  FormElement?: typeof Form;
  /** Sending right now (a fetcher's state); by default the page's navigation tells. */
  busy?: boolean;
}

/**
 * The questions form (SPEC §4, §5): name, email, optional phone and the message, checked inline
 * once JavaScript runs and again by the server. A refusal that is not about the fields (rate
 * limit, storage down) shows the error dialog and keeps what was typed.
 */
export function QuestionsForm({
  idPrefix,
  action,
  returnTo,
  refusal,
  FormElement = Form,
  busy,
}: QuestionsFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const sending =
    busy ?? (navigation.state === "submitting" && navigation.formData?.has(HONEYPOT_FIELD) === true);
  const { errors, onBlur, onSubmit } = useValidatedForm(loadQuestionsSchema, refusal?.errors);
  const values = refusal?.values ?? {};
  const [length, setLength] = useState((values.message ?? "").length);
  const hydrated = useHydrated();
  // Each refusal (even with the same text) opens the error dialog again.
  const answers = useRef<{ last?: QuestionsRefusal; count: number }>({ count: 0 });
  if (refusal && refusal !== answers.current.last) {
    answers.current = { last: refusal, count: answers.current.count + 1 };
  }

  const field = (name: string) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return {
      control: {
        id,
        name,
        defaultValue: values[name],
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      },
      label: (text: ReactNode) => (
        <label htmlFor={id} className={fieldStyles.label}>
          {text}
        </label>
      ),
      error: error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {t(error)}
        </p>
      ) : null,
      wrapper: error ? { "data-invalid": "" } : {},
    };
  };
  const name = field("name");
  const email = field("email");
  const phone = field("phone");
  const message = field("message");

  return (
    <>
      <FormElement
        method="post"
        action={action}
        noValidate
        className={styles.form}
        onBlur={onBlur}
        onSubmit={onSubmit}
        preventScrollReset
        aria-label={t("questions.title")}
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className={styles.pair}>
          <div className={fieldStyles.field} {...name.wrapper}>
            {name.label(t("questions.fields.name"))}
            <input
              className={fieldStyles.input}
              autoComplete="name"
              maxLength={QUESTION_LIMITS.name}
              required
              {...name.control}
            />
            {name.error}
          </div>
          <div className={fieldStyles.field} {...email.wrapper}>
            {email.label(t("questions.fields.email"))}
            <input
              className={fieldStyles.input}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={QUESTION_LIMITS.email}
              required
              {...email.control}
            />
            {email.error}
          </div>
        </div>
        <div className={fieldStyles.field} {...phone.wrapper}>
          {phone.label(
            <>
              {t("questions.fields.phone")} <span className={styles.optional}>{t("questions.optional")}</span>
            </>,
          )}
          <input
            className={fieldStyles.input}
            type="tel"
            autoComplete="tel"
            maxLength={QUESTION_LIMITS.phone}
            placeholder="+380 44 123 45 67"
            {...phone.control}
          />
          {phone.error}
        </div>
        <div className={fieldStyles.field} {...message.wrapper}>
          {message.label(t("questions.fields.message"))}
          <textarea
            className={`${fieldStyles.input} ${styles.textarea}`}
            rows={6}
            maxLength={QUESTION_LIMITS.message}
            required
            onInput={(event) => setLength(event.currentTarget.value.length)}
            {...message.control}
          />
          {hydrated ? (
            <span className={styles.counter} aria-hidden="true">
              {length} / {QUESTION_LIMITS.message}
            </span>
          ) : null}
          {message.error}
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t("questions.honeypot")}</label>
          <input
            id={`${idPrefix}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className={filledButton}
            aria-disabled={sending || undefined}
            data-loading={sending || undefined}
            onClick={(event) => sending && event.preventDefault()}
          >
            {sending ? t("questions.sending") : t("questions.submit")}
          </button>
          <p className={styles.note}>{t("questions.note")}</p>
        </div>
      </FormElement>
      {refusal?.failed ? (
        <Dialog key={answers.current.count} tone="error" title={t("questions.failed.title")}>
          <p>{t("questions.failed.message")}</p>
        </Dialog>
      ) : null}
    </>
  );
}
