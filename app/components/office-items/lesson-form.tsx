import { useState } from "react";
import { Form, Link } from "react-router";
import { imageSrc } from "~/catalog/image-urls";
import type { BrandRef, ImageRef, LessonStep } from "~/catalog/types";
import { badge, formActions, formGrid, fullRow } from "~/components/office/form-grid.css";
import { outlineButton } from "~/components/ui/button.css";
import { Field } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { Icon } from "~/components/ui/icon";
import { SubmitButton } from "~/components/ui/submit-button";
import { UploadField } from "~/components/ui/upload-field";
import { LESSON_LEVEL_NAMES } from "~/forms/catalog-filters";
import {
  LESSON_ABOUT_MAX,
  LESSON_PRICE_MAX_CENTS,
  LESSON_TITLE_MAX,
  type LessonVideoField,
} from "~/forms/office-items-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { numberFormat } from "~/i18n/formatters";
import { LOCALE_NAMES, LOCALES } from "~/i18n/locales";
import { formatMoney } from "~/i18n/money";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import { IMAGE_TYPES, VIDEO_TYPES } from "~/media/upload-rules";
import { type CategoryChoice, SpecializationSelect } from "./category-fields";
import type { ItemFailureData } from "./gallery-form";
import * as styles from "./office-items.css";
import { RefusedNotice } from "./refused-notice";
import { TextareaField } from "./select-field";
import { StepsFields } from "./steps-fields";
import { SubtitlesFields, type SubtitlesProps } from "./subtitles-fields";
import { TranslationsFields, type TranslationsProps } from "./translations-fields";

const loadLessonSchema = () => import("~/forms/office-items").then((module) => module.lessonSchema);

/** A video the lesson already has, as the editor shows it (never a playable URL). */
export interface CurrentVideo {
  id: number;
  name: string;
  bytes: number;
  durationMs: number | null;
  poster: ImageRef | null;
  /** Its streaming renditions: being made, ready, or failed with a reason code. */
  streaming: { state: "processing" | "ready" | "failed"; reason: string | null };
}

const STREAMING_TONE = { processing: "muted", ready: "success", failed: "danger" } as const;

/** Where the video's streaming renditions stand, and what to do when they failed. */
function StreamingState({ streaming, id }: { streaming: CurrentVideo["streaming"]; id: string }) {
  const t = useT();
  const { state, reason } = streaming;
  return (
    <div className={styles.streaming} id={id}>
      <span className={badge} data-tone={STREAMING_TONE[state]} data-streaming={state}>
        {t(`officeItems.editor.streaming.${state}`)}
      </span>
      {state === "processing" ? (
        <span className={styles.currentMeta}>{t("officeItems.editor.streaming.processingHint")}</span>
      ) : null}
      {state === "failed" ? (
        <span className={styles.streamingFailure}>
          {t(`officeItems.editor.streaming.reasons.${reason ?? "failed"}`)}
        </span>
      ) : null}
    </div>
  );
}

export interface LessonFormDefaults {
  title: string;
  about: string;
  language: string;
  level: string;
  price: string;
  specialization: string;
  brands: string[];
}

export interface LessonFormCurrent {
  published: boolean;
  poster: ImageRef | null;
  ownPoster: { id: number; name: string } | null;
  trailer: CurrentVideo | null;
  full: CurrentVideo | null;
  tips: CurrentVideo | null;
  steps: LessonStep[];
}

/** The size limit of each upload field, in bytes. */
export type LessonUploadLimits = Record<LessonVideoField | "poster", number>;

const VIDEO_FIELDS: { field: LessonVideoField; icon: "play" | "lock" | "bulb" }[] = [
  { field: "trailer", icon: "play" },
  { field: "full", icon: "lock" },
  { field: "tips", icon: "bulb" },
];

function useFileSize() {
  const locale = useLocale();
  return (bytes: number) => {
    const mb = bytes / (1024 * 1024);
    return mb >= 1
      ? `${numberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`
      : `${numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  };
}

function duration(ms: number | null): string | null {
  if (ms === null) return null;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The file a slot holds now: its poster frame, name, size and length. */
function CurrentFile({ video }: { video: CurrentVideo }) {
  const t = useT();
  const size = useFileSize();
  const length = duration(video.durationMs);
  return (
    <div className={styles.current}>
      {video.poster ? (
        <img
          src={imageSrc(video.poster)}
          alt=""
          width={96}
          height={54}
          className={styles.currentThumb}
          loading="lazy"
        />
      ) : (
        <span className={styles.currentThumb} aria-hidden="true">
          <Icon name="play" size={22} />
        </span>
      )}
      <div className={styles.currentText}>
        <span className={styles.currentMeta}>{t("officeItems.editor.currentFile")}</span>
        <span className={styles.currentName} title={video.name}>
          {video.name || t("officeItems.editor.unnamedFile")}
        </span>
        <span className={styles.currentMeta}>{[size(video.bytes), length].filter(Boolean).join(" · ")}</span>
      </div>
    </div>
  );
}

/**
 * A lesson's editor: text, level, price, specialization, the three videos, the poster, brands;
 * "Save draft" and "Publish" are two submit buttons told apart by `intent`. Multipart, so it works
 * without JavaScript; with it, files upload as soon as they are chosen (with progress).
 */
export function LessonForm({
  categories,
  brands,
  defaults,
  current,
  failure,
  limits,
  cancelHref,
  subtitles = null,
  translations = null,
}: {
  categories: CategoryChoice[];
  brands: BrandRef[];
  defaults: LessonFormDefaults;
  current: LessonFormCurrent | null;
  failure: ItemFailureData | undefined;
  limits: LessonUploadLimits;
  cancelHref: string;
  /** The subtitle panel of a saved lesson (its fields post their own form). */
  subtitles?: SubtitlesProps | null;
  /** The translations panel of a saved lesson (its fields post their own form). */
  translations?: TranslationsProps | null;
}) {
  const t = useT();
  const locale = useLocale();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadLessonSchema, failure?.errors);
  const values = failure?.values ?? {};
  const text = (name: keyof LessonFormDefaults) => values[name] ?? (defaults[name] as string);
  const [specialization, setSpecialization] = useState(text("specialization"));
  const chosenBrands = new Set(failure ? (failure.lists.brands ?? []) : defaults.brands);
  const kept = (field: string) => failure?.kept[field] ?? [];

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className={styles.form}
      onBlur={onBlur}
      onSubmit={onSubmit}
    >
      <RefusedNotice errors={failure?.errors} />

      <section className={styles.panel} aria-labelledby="lesson-about-title">
        <div className={styles.panelHeader}>
          <h2 id="lesson-about-title" className={styles.panelTitle}>
            {t("officeItems.editor.aboutTitle")}
          </h2>
        </div>
        <div className={formGrid}>
          <div className={fullRow}>
            <Field
              name="title"
              label={t("officeItems.fields.title")}
              defaultValue={text("title")}
              maxLength={LESSON_TITLE_MAX}
              error={errors.title}
              required
            />
          </div>
          <TextareaField
            className={fullRow}
            name="about"
            label={t("officeItems.fields.about")}
            hint={t("officeItems.fields.aboutHint", { max: LESSON_ABOUT_MAX })}
            defaultValue={text("about")}
            maxLength={LESSON_ABOUT_MAX}
            rows={7}
            error={errors.about}
            required
          />
          <Field
            name="language"
            label={t("translations.originalLanguage")}
            placeholder={t("translations.originalLanguage")}
            hint={t("translations.originalLanguageHint")}
            options={LOCALES.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))}
            defaultValue={text("language") || locale}
            error={errors.language}
            required
          />
          <SpecializationSelect
            categories={categories}
            value={specialization}
            onChange={setSpecialization}
            error={errors.specialization}
            hint={t("officeItems.fields.specializationHint")}
          />
          <Field
            name="level"
            label={t("officeItems.fields.level")}
            placeholder={t("officeItems.fields.chooseLevel")}
            options={LESSON_LEVEL_NAMES.map((level) => ({
              value: level,
              label: level === "none" ? t("officeItems.fields.noLevel") : t(`catalog.levels.${level}`),
            }))}
            defaultValue={text("level")}
            error={errors.level}
            required
          />
          <Field
            name="price"
            label={t("officeItems.fields.price")}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            defaultValue={text("price")}
            hint={t("officeItems.fields.priceHint")}
            error={errors.price}
            errorValues={{ max: formatMoney(LESSON_PRICE_MAX_CENTS, locale) }}
            required
          />
        </div>
      </section>

      {translations ? <TranslationsFields {...translations} /> : null}

      <section className={styles.panel} aria-labelledby="lesson-videos-title">
        <div className={styles.panelHeader}>
          <h2 id="lesson-videos-title" className={styles.panelTitle}>
            {t("officeItems.editor.videosTitle")}
          </h2>
          <p className={styles.panelLead}>{t("officeItems.editor.videosLead")}</p>
        </div>
        <div className={styles.videoGrid}>
          {VIDEO_FIELDS.map(({ field, icon }) => {
            const video = current?.[field] ?? null;
            return (
              <div key={field} className={styles.videoSlot}>
                <h3 className={styles.slotTitle}>
                  <Icon name={icon} size={18} />
                  {t(`officeItems.editor.${field}.title`)}
                </h3>
                {video ? (
                  <>
                    <CurrentFile video={video} />
                    <StreamingState streaming={video.streaming} id={`${field}-streaming`} />
                  </>
                ) : (
                  <p className={styles.missing}>{t(`officeItems.editor.${field}.missing`)}</p>
                )}
                <UploadField
                  name={field}
                  purpose={field}
                  label={t(
                    video ? `officeItems.editor.${field}.replace` : `officeItems.editor.${field}.choose`,
                  )}
                  max={1}
                  accept={VIDEO_TYPES.join(",")}
                  kept={kept(field)}
                  error={errors[field]}
                  maxBytes={limits[field]}
                  hint={t(`officeItems.editor.${field}.hint`)}
                />
                {field === "tips" && video ? (
                  <label className={styles.brandChip}>
                    <input
                      type="checkbox"
                      name="remove_tips"
                      className={styles.brandCheck}
                      defaultChecked={values.remove_tips === "on"}
                    />
                    {t("officeItems.editor.tips.remove")}
                  </label>
                ) : null}
              </div>
            );
          })}
        </div>
      </section>

      <StepsFields
        saved={current?.steps ?? []}
        sent={failure?.values}
        errors={errors}
        durationMs={current?.full?.durationMs ?? null}
      />

      {subtitles ? <SubtitlesFields {...subtitles} /> : null}

      <section className={styles.panel} aria-labelledby="lesson-poster-title">
        <div className={styles.panelHeader}>
          <h2 id="lesson-poster-title" className={styles.panelTitle}>
            {t("officeItems.editor.posterTitle")}
          </h2>
          <p className={styles.panelLead}>{t("officeItems.editor.posterLead")}</p>
        </div>
        {current?.poster ? (
          <div className={styles.current}>
            <img
              src={imageSrc(current.poster)}
              alt=""
              width={72}
              height={90}
              className={`${styles.currentThumb} ${styles.currentPoster}`}
            />
            <div className={styles.currentText}>
              <span className={styles.currentMeta}>{t("officeItems.editor.currentPoster")}</span>
              <span className={styles.currentName}>
                {current.ownPoster
                  ? current.ownPoster.name || t("officeItems.editor.unnamedFile")
                  : t("officeItems.editor.trailerFrame")}
              </span>
            </div>
          </div>
        ) : null}
        <UploadField
          name="poster"
          purpose="poster"
          label={t(
            current?.ownPoster ? "officeItems.editor.replacePoster" : "officeItems.editor.choosePoster",
          )}
          max={1}
          accept={IMAGE_TYPES.join(",")}
          kept={kept("poster")}
          error={errors.poster}
          maxBytes={limits.poster}
          hint={t("officeItems.editor.posterHint")}
        />
        {current?.ownPoster ? (
          <label className={styles.brandChip}>
            <input
              type="checkbox"
              name="remove_poster"
              className={styles.brandCheck}
              defaultChecked={values.remove_poster === "on"}
            />
            {t("officeItems.editor.removePoster")}
          </label>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby="lesson-brands-title">
        <fieldset
          className={styles.fieldsetReset}
          aria-describedby={errors.brands ? "field-brands-error" : undefined}
        >
          <legend id="lesson-brands-title" className={styles.panelTitle}>
            {t("officeItems.editor.brandsTitle")}
          </legend>
          <p className={styles.panelLead}>{t("officeItems.editor.brandsLead")}</p>
          <div className={styles.brandGrid}>
            {brands.map((brand) => (
              <label key={brand.id} className={styles.brandChip}>
                <input
                  type="checkbox"
                  name="brands"
                  value={brand.id}
                  defaultChecked={chosenBrands.has(String(brand.id))}
                  className={styles.brandCheck}
                />
                {brand.name}
              </label>
            ))}
          </div>
          {errors.brands ? (
            <p id="field-brands-error" role="alert" className={fieldStyles.error}>
              {t(errors.brands)}
            </p>
          ) : null}
        </fieldset>
      </section>

      <div className={formActions}>
        <Link to={cancelHref} className={outlineButton}>
          {t("officeItems.actions.cancel")}
        </Link>
        <SubmitButton name="intent" value="draft" className={outlineButton}>
          {t(current?.published ? "officeItems.editor.unpublish" : "officeItems.editor.saveDraft")}
        </SubmitButton>
        <SubmitButton name="intent" value="publish">
          {t(current?.published ? "officeItems.editor.saveChanges" : "officeItems.editor.publish")}
        </SubmitButton>
      </div>
    </Form>
  );
}
