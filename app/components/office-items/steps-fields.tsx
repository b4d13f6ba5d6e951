import { useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatStepTime } from "~/catalog/step-time";
import type { LessonStep } from "~/catalog/types";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { Icon } from "~/components/ui/icon";
import {
  LESSON_STEPS_MAX,
  STEP_BLANK_ROWS,
  STEP_TITLE_MAX,
  stepStartField,
  stepTitleField,
} from "~/forms/lesson-steps";
import { useT } from "~/i18n/use-t";
import * as styles from "./office-items.css";
import * as stepStyles from "./steps-fields.css";

interface Row {
  key: number;
  title: string;
  start: string;
}

/**
 * The rows to draw: what a refused form sent (every row, blank ones too), or the saved steps
 * and a few blank rows, so that steps can be added without JavaScript.
 */
function initialRows(saved: readonly LessonStep[], sent: Record<string, string> | undefined): Row[] {
  if (sent) {
    const numbers = Object.keys(sent)
      .map((name) => /^step_(?:title|start)_(\d{1,3})$/.exec(name)?.[1])
      .filter((value): value is string => value !== undefined)
      .map(Number);
    const count = numbers.length === 0 ? 0 : Math.max(...numbers) + 1;
    return Array.from({ length: count }, (_, row) => ({
      key: row,
      title: sent[stepTitleField(row)] ?? "",
      start: sent[stepStartField(row)] ?? "",
    }));
  }
  const rows = saved.map((step, row) => ({
    key: row,
    title: step.title,
    start: formatStepTime(step.startMs),
  }));
  const blanks = Math.max(0, Math.min(STEP_BLANK_ROWS, LESSON_STEPS_MAX - rows.length));
  for (let i = 0; i < blanks; i++) rows.push({ key: rows.length, title: "", start: "" });
  return rows;
}

/**
 * The steps of the full video in the lesson editor: a title and a start time per row. Without
 * JavaScript the saved steps come with three blank rows; with it, rows are added and removed
 * (the fields are named by position, so the rows that stay are numbered again).
 */
export function StepsFields({
  saved,
  sent,
  errors,
  durationMs,
}: {
  saved: readonly LessonStep[];
  /** The values of a refused form, when there is one. */
  sent: Record<string, string> | undefined;
  errors: Record<string, string>;
  /** The full video's length, when the lesson has one and it is known. */
  durationMs: number | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [rows, setRows] = useState(() => initialRows(saved, sent));
  const nextKey = useRef(rows.length);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);

  const add = () => {
    const row = rows.length;
    setRows([...rows, { key: nextKey.current++, title: "", start: "" }]);
    // Once drawn, the new row's title is where the master types next.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`[name="${stepTitleField(row)}"]`)?.focus(),
    );
  };
  const remove = (key: number) => {
    setRows(rows.filter((row) => row.key !== key));
    addButton.current?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby="lesson-steps-title">
      <div className={styles.panelHeader}>
        <h2 id="lesson-steps-title" className={styles.panelTitle}>
          {t("officeItems.steps.title")}
        </h2>
        <p className={styles.panelLead}>{t("officeItems.steps.lead", { max: LESSON_STEPS_MAX })}</p>
        {durationMs !== null ? (
          <p className={stepStyles.length}>
            {t("officeItems.steps.videoLength", {
              length: formatStepTime(Math.floor(durationMs / 1000) * 1000),
            })}
          </p>
        ) : null}
      </div>
      {errors.steps ? (
        <p id="field-steps-error" role="alert" className={fieldStyles.error}>
          {t(errors.steps)}
        </p>
      ) : null}
      <ol ref={list} className={stepStyles.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={stepStyles.row}>
            <div className={stepStyles.titleCell}>
              <Field
                name={stepTitleField(index)}
                label={t("officeItems.steps.stepTitle", { n: index + 1 })}
                defaultValue={row.title}
                maxLength={STEP_TITLE_MAX}
                autoComplete="off"
                error={errors[stepTitleField(index)]}
              />
            </div>
            <Field
              name={stepStartField(index)}
              label={t("officeItems.steps.start")}
              defaultValue={row.start}
              placeholder="0:00"
              autoComplete="off"
              error={errors[stepStartField(index)]}
            />
            {hydrated ? (
              <div className={stepStyles.removeCell}>
                <button
                  type="button"
                  className={stepStyles.removeButton}
                  onClick={() => remove(row.key)}
                  aria-label={t("officeItems.steps.remove", { n: index + 1 })}
                >
                  <Icon name="close" size={18} />
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {hydrated && rows.length < LESSON_STEPS_MAX ? (
        <button
          ref={addButton}
          type="button"
          className={`${outlineButton} ${stepStyles.addButton}`}
          onClick={add}
        >
          <Icon name="plus" size={18} />
          {t("officeItems.steps.add")}
        </button>
      ) : null}
    </section>
  );
}
