import { type ComponentProps, useState } from "react";
import { Form } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";
import { formActions, formGrid, fullRow } from "~/components/office/form-grid.css";
import * as fieldStyles from "~/components/ui/field.css";
import { SubmitButton } from "~/components/ui/submit-button";
import { UploadField } from "~/components/ui/upload-field";
import { GALLERY_MAX_PHOTOS } from "~/forms/office-items-limits";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useT } from "~/i18n/use-t";
import { IMAGE_TYPES } from "~/media/upload-rules";
import { type CategoryChoice, CategoryFields } from "./category-fields";
import * as styles from "./office-items.css";
import { RefusedNotice } from "./refused-notice";

const loadGallerySchema = () => import("~/forms/office-items").then((module) => module.gallerySchema);

/** A photo the item already has (the edit form). */
export interface ExistingPhoto {
  id: number;
  name: string;
  image: ImageRef | null;
}

/** Uploads a refused form keeps, as the upload field shows them. */
export type KeptUploads = NonNullable<ComponentProps<typeof UploadField>["kept"]>;

/** What a refused item form gives back (see `refusedWithUploads`). */
export interface ItemFailureData {
  errors: Record<string, string>;
  values: Record<string, string>;
  lists: Record<string, string[]>;
  kept: Record<string, KeptUploads>;
}

/**
 * The fields of a portfolio work or a certificate: category, specialization, the photos it keeps
 * (edit) and new photos. Posts multipart so that it works without JavaScript; with it, photos are
 * uploaded as soon as they are chosen and the form only carries their ids.
 */
export function GalleryForm({
  categories,
  failure,
  defaults,
  existing = [],
  submitLabel,
  cancel,
}: {
  categories: CategoryChoice[];
  failure: ItemFailureData | undefined;
  defaults?: { category: string; specialization: string };
  existing?: ExistingPhoto[];
  submitLabel: string;
  cancel?: React.ReactNode;
}) {
  const t = useT();
  const { errors, onBlur, onSubmit } = useValidatedForm(loadGallerySchema, failure?.errors);
  const values = failure?.values ?? {};
  const keptIds = new Set(failure ? (failure.lists.keep ?? []) : existing.map((photo) => String(photo.id)));
  const [keptCount, setKeptCount] = useState(
    existing.filter((photo) => keptIds.has(String(photo.id))).length,
  );

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
          defaultCategory={values.category ?? defaults?.category ?? ""}
          defaultSpecialization={values.specialization ?? defaults?.specialization ?? ""}
          errors={errors}
        />
        {existing.length > 0 ? (
          <fieldset
            className={`${styles.fieldsetReset} ${fullRow}`}
            aria-describedby={errors.keep ? "field-keep-error" : "field-keep-hint"}
          >
            <legend className={styles.legend}>{t("officeItems.gallery.currentPhotos")}</legend>
            <p id="field-keep-hint" className={styles.panelLead}>
              {t("officeItems.gallery.keepHint")}
            </p>
            <ul className={styles.keepGrid}>
              {existing.map((photo, index) => (
                <li key={photo.id}>
                  <label className={styles.keepTile}>
                    <input
                      type="checkbox"
                      name="keep"
                      value={photo.id}
                      defaultChecked={keptIds.has(String(photo.id))}
                      className={styles.keepCheck}
                      aria-label={t("officeItems.gallery.keepPhoto", { number: index + 1 })}
                      onChange={(event) => setKeptCount((count) => count + (event.target.checked ? 1 : -1))}
                    />
                    {photo.image ? (
                      <img
                        src={imageSrc(photo.image)}
                        srcSet={imageSrcSet(photo.image)}
                        sizes="140px"
                        width={photo.image.width}
                        height={photo.image.height}
                        alt=""
                        loading="lazy"
                        className={styles.keepImage}
                      />
                    ) : null}
                    {photo.name ? <span className={styles.keepName}>{photo.name}</span> : null}
                  </label>
                </li>
              ))}
            </ul>
            {errors.keep ? (
              <p id="field-keep-error" role="alert" className={fieldStyles.error}>
                {t(errors.keep)}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className={fullRow}>
          <UploadField
            name="photos"
            purpose="photo"
            label={t(existing.length > 0 ? "officeItems.gallery.addPhotos" : "officeItems.gallery.photos")}
            multiple
            max={Math.max(0, GALLERY_MAX_PHOTOS - keptCount)}
            accept={IMAGE_TYPES.join(",")}
            kept={failure?.kept.photos ?? []}
            error={errors.photos}
            hint={t("officeItems.gallery.photosHint", { max: GALLERY_MAX_PHOTOS })}
            required={existing.length === 0}
          />
        </div>
      </div>
      <div className={formActions}>
        {cancel}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
