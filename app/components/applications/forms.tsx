import { Form } from "react-router";
import { formActions, formGrid, fullRow } from "~/components/office/form-grid.css";
import { type CategoryChoice, CategoryFields } from "~/components/office-items/category-fields";
import type { ItemFailureData } from "~/components/office-items/gallery-form";
import { RefusedNotice } from "~/components/office-items/refused-notice";
import { TextAreaField } from "~/components/office-profile/fields";
import { Field } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { SubmitButton } from "~/components/ui/submit-button";
import { UploadField } from "~/components/ui/upload-field";
import {
  APPLICATION_MAX_LINKS,
  APPLICATION_MAX_PHOTOS,
  APPLICATION_TEXT_MAX,
  QUALIFICATION_DESCRIPTION_MAX,
  QUALIFICATION_LEVELS,
} from "~/forms/applications-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useT } from "~/i18n/use-t";
import { IMAGE_TYPES } from "~/media/upload-rules";
import * as styles from "./applications.css";

const loadTeacherApplicationSchema = () =>
  import("~/forms/applications").then((module) => module.teacherApplicationSchema);
const loadQualificationRequestSchema = () =>
  import("~/forms/applications").then((module) => module.qualificationRequestSchema);

/**
 * The become-teacher application. Posts multipart so that it works without JavaScript; with it,
 * photos are uploaded as soon as they are chosen and the form only carries their ids.
 */
export function TeacherApplicationForm({ failure }: { failure: ItemFailureData | undefined }) {
  const t = useT();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadTeacherApplicationSchema, failure?.errors);
  const values = failure?.values ?? {};
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
      <TextAreaField
        name="experience"
        label={t("applications.teacher.experience")}
        hint={t("applications.teacher.experienceHint")}
        defaultValue={values.experience}
        error={errors.experience}
        max={APPLICATION_TEXT_MAX}
        required
      />
      <TextAreaField
        name="motivation"
        label={t("applications.teacher.motivation")}
        hint={t("applications.teacher.motivationHint")}
        defaultValue={values.motivation}
        error={errors.motivation}
        max={APPLICATION_TEXT_MAX}
        required
      />
      <LinksField defaultValue={values.links} error={errors.links} />
      <UploadField
        name="photos"
        purpose="photo"
        label={t("applications.teacher.photos")}
        multiple
        max={APPLICATION_MAX_PHOTOS}
        accept={IMAGE_TYPES.join(",")}
        kept={failure?.kept.photos ?? []}
        error={errors.photos}
        hint={t("applications.common.photosHint", { max: APPLICATION_MAX_PHOTOS })}
      />
      <div className={formActions}>
        <SubmitButton>{t("applications.teacher.submit")}</SubmitButton>
      </div>
    </Form>
  );
}

function LinksField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const t = useT();
  const id = "field-links";
  return (
    <div className={fieldStyles.field} data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t("applications.teacher.links")}
      </label>
      <textarea
        id={id}
        name="links"
        rows={4}
        className={`${fieldStyles.input} ${styles.textarea}`}
        defaultValue={defaultValue}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t("applications.teacher.linksHint", { max: APPLICATION_MAX_LINKS })}
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {t(error, { max: APPLICATION_MAX_LINKS })}
        </p>
      ) : null}
    </div>
  );
}

/** The proof-of-qualification request: specialization, the level asked for, certificates, description. */
export function QualificationRequestForm({
  categories,
  failure,
  defaults,
}: {
  categories: CategoryChoice[];
  failure: ItemFailureData | undefined;
  defaults: { category: string; specialization: string; level: string };
}) {
  const t = useT();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadQualificationRequestSchema, failure?.errors);
  const values = failure?.values ?? {};
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
      <div className={formGrid}>
        <CategoryFields
          categories={categories}
          defaultCategory={values.category ?? defaults.category}
          defaultSpecialization={values.specialization ?? defaults.specialization}
          errors={errors}
        />
        <div className={fullRow}>
          <Field
            name="level"
            label={t("applications.qualification.level")}
            placeholder={t("applications.qualification.chooseLevel")}
            options={QUALIFICATION_LEVELS.map((level) => ({
              value: String(level),
              label: t("applications.qualification.levelOption", {
                level,
                name: t(`levels.${level}`),
              }),
            }))}
            defaultValue={values.level ?? defaults.level}
            error={errors.level}
            required
          />
        </div>
        <div className={fullRow}>
          <UploadField
            name="photos"
            purpose="photo"
            label={t("applications.qualification.photos")}
            multiple
            max={APPLICATION_MAX_PHOTOS}
            accept={IMAGE_TYPES.join(",")}
            kept={failure?.kept.photos ?? []}
            error={errors.photos}
            hint={t("applications.common.certificatesHint", { max: APPLICATION_MAX_PHOTOS })}
            required
          />
        </div>
        <div className={fullRow}>
          <TextAreaField
            name="description"
            label={t("applications.qualification.description")}
            hint={t("applications.qualification.descriptionHint")}
            defaultValue={values.description}
            error={errors.description}
            max={QUALIFICATION_DESCRIPTION_MAX}
            required
          />
        </div>
      </div>
      <div className={formActions}>
        <SubmitButton>{t("applications.qualification.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
