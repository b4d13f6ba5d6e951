import { useNavigate } from "react-router";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import * as styles from "./office-items.css";
import { TextareaField } from "./select-field";
import * as own from "./subtitles-fields.css";

/** A saved translation as the editor lists it: a lesson's has a title, a master's "about" does not. */
export interface TranslationView {
  language: Locale;
  title?: string;
  about: string;
}

/** A refused translation form: messages by field (`translation_<field>`) and what was typed. */
export interface TranslationFailureView {
  errors: Record<string, string>;
  values: Record<string, string>;
}

export interface TranslationsProps {
  /** The language of the text itself (a translation is never in it). */
  original: Locale;
  saved: TranslationView[];
  /** The language the page was opened to edit (`?translate=`), if any. */
  selected: string | null;
  failure: TranslationFailureView | undefined;
  /** The id of the form these fields belong to (it may sit outside a larger form). */
  form: string;
  /** Lessons translate a title and a description; a master's profile its "about" alone. */
  withTitle: boolean;
  limits: { title?: number; about: number };
}

/**
 * The text in other languages (decision 050): the translations saved, each with "edit" and
 * "remove", and a language, (a title) and a text to add or replace one. The fields belong to their
 * own form (`form=`), posted to the editor's `?translations`, so it works without JavaScript; with
 * it, choosing a language opens that language's saved text.
 */
export function TranslationsFields({
  original,
  saved,
  selected,
  failure,
  form,
  withTitle,
  limits,
}: TranslationsProps) {
  const t = useT();
  const navigate = useNavigate();
  const values = failure?.values ?? {};
  const errors = failure?.errors ?? {};
  const choices = LOCALES.filter((language) => language !== original);
  const savedLanguages = new Set(saved.map((translation) => translation.language));
  const language = (values.translation_language ||
    choices.find((choice) => choice === selected) ||
    choices.find((choice) => !savedLanguages.has(choice)) ||
    choices[0]) as Locale;
  const current = saved.find((translation) => translation.language === language);
  const text = (field: "title" | "about") => values[`translation_${field}`] ?? current?.[field] ?? "";
  return (
    <section className={styles.panel} aria-labelledby="translations-title" id="translations">
      <div className={styles.panelHeader}>
        <h2 id="translations-title" className={styles.panelTitle}>
          {t("translations.title")}
        </h2>
        <p className={styles.panelLead}>
          {t(withTitle ? "translations.leadLesson" : "translations.leadProfile", {
            language: LOCALE_NAMES[original],
          })}
        </p>
      </div>
      {saved.length > 0 ? (
        <ul className={own.list} aria-label={t("translations.listLabel")}>
          {saved.map((translation) => {
            const name = LOCALE_NAMES[translation.language];
            return (
              <li
                key={translation.language}
                className={`${own.row} ${own.wrappingRow}`}
                data-translation={translation.language}
              >
                <span className={own.code} aria-hidden="true">
                  {translation.language.toUpperCase()}
                </span>
                <span className={`${own.text} ${own.rowText}`}>
                  <span lang={translation.language} className={own.name}>
                    {name}
                  </span>
                  <span lang={translation.language} className={`${styles.currentMeta} ${own.excerpt}`}>
                    {translation.title ?? translation.about}
                  </span>
                </span>
                <span className={own.rowActions}>
                  <a
                    href={`?translate=${translation.language}#translations`}
                    className={`${outlineButton} ${styles.smallButton}`}
                    aria-label={t("translations.editNamed", { language: name })}
                  >
                    <Icon name="pencil" size={16} />
                    {t("translations.edit")}
                  </a>
                  <button
                    type="submit"
                    form={form}
                    name="remove"
                    value={translation.language}
                    className={`${outlineButton} ${styles.smallButton}`}
                    aria-label={t("translations.removeNamed", { language: name })}
                  >
                    <Icon name="close" size={16} />
                    {t("translations.remove")}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.missing}>{t("translations.none")}</p>
      )}
      <div className={own.add} key={language}>
        <Field
          form={form}
          name="translation_language"
          label={t("translations.language")}
          placeholder={t("translations.language")}
          options={choices.map((choice) => ({
            value: choice,
            label: savedLanguages.has(choice)
              ? t("translations.languageSaved", { language: LOCALE_NAMES[choice] })
              : LOCALE_NAMES[choice],
          }))}
          defaultValue={language}
          error={errors.translation_language}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            navigate(`?translate=${event.currentTarget.value}#translations`, {
              replace: true,
              preventScrollReset: true,
            })
          }
        />
        {withTitle ? (
          <div className={own.fileCell}>
            <Field
              form={form}
              name="translation_title"
              label={t("translations.titleField")}
              defaultValue={text("title")}
              maxLength={limits.title}
              lang={language}
              error={errors.translation_title}
            />
          </div>
        ) : null}
        <TextareaField
          form={form}
          className={own.fileCell}
          name="translation_about"
          label={t(withTitle ? "translations.aboutLesson" : "translations.aboutProfile")}
          defaultValue={text("about")}
          maxLength={limits.about}
          rows={6}
          lang={language}
          error={errors.translation_about}
        />
        <button type="submit" form={form} className={`${outlineButton} ${own.addButton}`}>
          <Icon name="check" size={18} />
          {t(current ? "translations.update" : "translations.add")}
        </button>
      </div>
    </section>
  );
}
