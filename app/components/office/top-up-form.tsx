import type { FormEvent } from "react";
import { Form } from "react-router";
import { filledButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FieldErrors } from "~/forms/form-data";
import {
  TOP_UP_DEFAULT,
  TOP_UP_MAX_DOLLARS,
  TOP_UP_MIN_DOLLARS,
  TOP_UP_PRESETS,
} from "~/forms/top-up-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { formatMoney } from "~/i18n/money";
import { useLocale, useLocalizedHref } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import * as styles from "./top-up-form.css";

const loadTopUpSchema = () => import("~/forms/top-up").then((module) => module.topUpSchema);

export type TopUpProvider = "test" | "stripe" | null;

/**
 * "Top up the balance": a preset amount or another one, posted (without JavaScript too) to
 * `/balance/top-up`, which sends the browser to the payment provider's page. With the test
 * provider a "Test payments" label says that no real money moves.
 */
export function TopUpForm({
  provider,
  values = {},
  errors: serverErrors,
  headingLevel = 3,
}: {
  provider: TopUpProvider;
  values?: Record<string, string>;
  errors?: FieldErrors;
  /** 1 on the form's own page, 3 on the balance tab (under its h2). */
  headingLevel?: 1 | 3;
}) {
  const t = useT();
  const locale = useLocale();
  const href = useLocalizedHref();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadTopUpSchema, serverErrors);
  const Heading = headingLevel === 1 ? "h1" : "h3";
  // The limits in the hint and in the messages about them ({{min}}, {{max}}).
  const limits = {
    min: formatMoney(TOP_UP_MIN_DOLLARS * 100, locale),
    max: formatMoney(TOP_UP_MAX_DOLLARS * 100, locale),
  };
  // Another amount typed in wins over a preset (see topUpSchema), so no preset shows as chosen.
  const chosen = values.custom?.trim() ? "" : (values.amount ?? String(TOP_UP_DEFAULT));

  // With JavaScript: typing another amount unticks the presets, and ticking one clears it.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const form = event.currentTarget;
    if (target.name === "custom" && target.value.trim() !== "") {
      for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="amount"]'))
        radio.checked = false;
    } else if (target.name === "amount") {
      const custom = form.elements.namedItem("custom");
      if (custom instanceof HTMLInputElement) custom.value = "";
    }
  };

  return (
    <section className={styles.card} aria-labelledby="top-up-title">
      <div className={styles.head}>
        <Heading id="top-up-title" className={styles.title}>
          {t("payments.form.title")}
        </Heading>
        {provider === "test" ? (
          <span className={styles.testBadge}>{t("payments.form.testBadge")}</span>
        ) : null}
      </div>
      {provider === null ? (
        <p className={styles.unavailable} role="status">
          {t("payments.errors.unavailable")}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{t("payments.form.lead")}</p>
          <Form
            method="post"
            action={href("/balance/top-up")}
            noValidate
            className={styles.form}
            onBlur={onBlur}
            onSubmit={onSubmit}
            onChange={onChange}
          >
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t("payments.form.amount")}</legend>
              <div className={styles.presets}>
                {TOP_UP_PRESETS.map((dollars) => (
                  <span key={dollars}>
                    <input
                      type="radio"
                      id={`top-up-${dollars}`}
                      name="amount"
                      value={String(dollars)}
                      defaultChecked={chosen === String(dollars)}
                      className={styles.presetInput}
                    />
                    <label htmlFor={`top-up-${dollars}`} className={styles.presetLabel}>
                      {formatMoney(dollars * 100, locale)}
                    </label>
                  </span>
                ))}
              </div>
            </fieldset>
            <Field
              name="custom"
              label={t("payments.form.custom")}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              placeholder={t("payments.form.customPlaceholder")}
              defaultValue={values.custom ?? ""}
              error={errors.custom}
              errorValues={limits}
              hint={t("payments.form.customHint", limits)}
            />
            {errors.form ? (
              <p className={styles.formError} role="alert">
                {t(errors.form)}
              </p>
            ) : null}
            <SubmitButton className={`${filledButton} ${styles.submit}`}>
              {t("payments.form.submit")}
            </SubmitButton>
            <p className={styles.note}>
              {t(provider === "test" ? "payments.form.testNote" : "payments.form.stripeNote")}
            </p>
          </Form>
        </>
      )}
    </section>
  );
}
