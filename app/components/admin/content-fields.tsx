import { type ReactNode, useState } from "react";
import { Field } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { Icon } from "~/components/ui/icon";
import { CONTENT_ICONS, TITLE_MAX } from "~/forms/admin-content-limits";
import type { FieldErrors } from "~/forms/form-data";
import { LOCALES, type Locale } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import * as styles from "./content-forms.css";

/** "German de": a language's name (in the page's language) and its code, for a field's label. */
export function LanguageLabel({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const t = useT();
  return (
    <>
      {children}
      {t(`admin.languages.${locale}`)} <span className={styles.code}>{locale}</span>
    </>
  );
}

/** The eight required language fields (`<prefix>_<locale>`), each labelled with its language. */
export function LanguageFields({
  legend,
  prefix,
  values,
  errors,
  maxLength = TITLE_MAX,
}: {
  legend: string;
  prefix: string;
  values: Partial<Record<string, string>>;
  errors: FieldErrors;
  maxLength?: number;
}) {
  return (
    <fieldset className={styles.languageGrid}>
      <legend className={styles.legend}>{legend}</legend>
      {LOCALES.map((locale) => {
        const name = `${prefix}_${locale}`;
        return (
          <Field
            key={name}
            name={name}
            label={<LanguageLabel locale={locale} />}
            lang={locale}
            defaultValue={values[name]}
            error={errors[name]}
            errorValues={{ count: maxLength }}
            maxLength={maxLength}
            required
          />
        );
      })}
    </fieldset>
  );
}

/** A select of the icon names, with the chosen icon shown beside it (updated as you choose, with JS). */
export function IconField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const t = useT();
  const [chosen, setChosen] = useState(defaultValue);
  const id = "field-icon";
  return (
    <div className={fieldStyles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t("admin.contentForms.icon")}
      </label>
      <div className={styles.iconRow}>
        <span className={styles.iconPreview} aria-hidden="true">
          <Icon name={chosen} size={26} />
        </span>
        <select
          id={id}
          name="icon"
          className={fieldStyles.input}
          defaultValue={defaultValue}
          onChange={(event) => setChosen(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        >
          {CONTENT_ICONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea with its hint and its (translated) error next to it. */
export function TextAreaField({
  name,
  label,
  hint,
  error,
  defaultValue,
  maxLength,
  lang,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  defaultValue?: string;
  maxLength?: number;
  lang?: string;
}) {
  const t = useT();
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={fieldStyles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        lang={lang}
        className={`${fieldStyles.input} ${styles.textarea}`}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <div id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {t(error, maxLength ? { count: maxLength } : undefined)}
        </p>
      ) : null}
    </div>
  );
}
