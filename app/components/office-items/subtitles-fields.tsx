import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { LOCALE_NAMES, LOCALES } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { SUBTITLE_MAX_BYTES } from "~/media/webvtt";
import * as styles from "./office-items.css";
import * as own from "./subtitles-fields.css";

/** A subtitle file the lesson has (the editor's list). */
export interface SavedSubtitleView {
  part: "trailer" | "full";
  language: (typeof LOCALES)[number];
  bytes: number;
}

/** A refused subtitle form: the field, the message key, the first error's line, what was chosen. */
export interface SubtitleFailureView {
  field: string;
  key: string;
  line: number | null;
  values: { language: string; part: string };
}

export interface SubtitlesProps {
  saved: SavedSubtitleView[];
  failure: SubtitleFailureView | undefined;
  /** The id of the form these fields belong to (it sits outside the lesson form). */
  form: string;
}

/**
 * The lesson's subtitles (decision 044): the files it has, each with "remove", and a language, a
 * video and a WebVTT file to add one. The fields belong to their own form (`form=`), posted as
 * multipart to the editor's `?subtitles`, so it works without JavaScript; a refused file is
 * named next to the field with the line of its first error.
 */
export function SubtitlesFields({ saved, failure, form }: SubtitlesProps) {
  const t = useT();
  const locale = useLocale();
  const errorOf = (field: string) => (failure?.field === field ? failure.key : undefined);
  const used = new Set(saved.filter((s) => s.part === "full").map((s) => s.language));
  const defaultLanguage = failure?.values.language ?? LOCALES.find((lng) => !used.has(lng)) ?? locale;
  return (
    <section className={styles.panel} aria-labelledby="lesson-subtitles-title" id="subtitles">
      <div className={styles.panelHeader}>
        <h2 id="lesson-subtitles-title" className={styles.panelTitle}>
          {t("officeItems.subtitles.title")}
        </h2>
        <p className={styles.panelLead}>{t("officeItems.subtitles.lead")}</p>
      </div>
      {saved.length > 0 ? (
        <ul className={own.list} aria-label={t("officeItems.subtitles.listLabel")}>
          {saved.map((subtitle) => {
            const name = LOCALE_NAMES[subtitle.language];
            return (
              <li
                key={`${subtitle.part}:${subtitle.language}`}
                className={own.row}
                data-subtitle={`${subtitle.part}:${subtitle.language}`}
              >
                <span className={own.code} aria-hidden="true">
                  {subtitle.language.toUpperCase()}
                </span>
                <span className={own.text}>
                  <span lang={subtitle.language} className={own.name}>
                    {name}
                  </span>
                  <span className={styles.currentMeta}>
                    {t(`officeItems.subtitles.parts.${subtitle.part}`)} ·{" "}
                    {Math.max(1, Math.round(subtitle.bytes / 1024))} KB
                  </span>
                </span>
                <button
                  type="submit"
                  form={form}
                  name="remove"
                  value={`${subtitle.part}:${subtitle.language}`}
                  className={`${outlineButton} ${styles.smallButton}`}
                  aria-label={t("officeItems.subtitles.removeNamed", {
                    language: name,
                    video: t(`officeItems.subtitles.parts.${subtitle.part}`),
                  })}
                >
                  <Icon name="close" size={16} />
                  {t("officeItems.subtitles.remove")}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.missing}>{t("officeItems.subtitles.none")}</p>
      )}
      <div className={own.add}>
        <Field
          form={form}
          name="subtitle_language"
          label={t("officeItems.subtitles.language")}
          placeholder={t("officeItems.subtitles.chooseLanguage")}
          options={LOCALES.map((lng) => ({ value: lng, label: LOCALE_NAMES[lng] }))}
          defaultValue={defaultLanguage}
          error={errorOf("subtitle_language")}
        />
        <Field
          form={form}
          name="subtitle_part"
          label={t("officeItems.subtitles.video")}
          placeholder={t("officeItems.subtitles.video")}
          options={(["full", "trailer"] as const).map((part) => ({
            value: part,
            label: t(`officeItems.subtitles.parts.${part}`),
          }))}
          defaultValue={failure?.values.part ?? "full"}
          error={errorOf("subtitle_part")}
        />
        <div className={own.fileCell}>
          <Field
            form={form}
            name="subtitle_file"
            type="file"
            accept=".vtt,text/vtt"
            label={t("officeItems.subtitles.file")}
            hint={t("officeItems.subtitles.fileHint", { max: SUBTITLE_MAX_BYTES / (1024 * 1024) })}
            error={errorOf("subtitle_file")}
            errorValues={{ line: failure?.line ?? 0, max: SUBTITLE_MAX_BYTES / (1024 * 1024) }}
          />
        </div>
        <button
          type="submit"
          form={form}
          name="intent"
          value="add"
          className={`${outlineButton} ${own.addButton}`}
        >
          <Icon name="upload" size={18} />
          {t("officeItems.subtitles.add")}
        </button>
      </div>
    </section>
  );
}
