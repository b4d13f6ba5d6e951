import { type DragEvent, useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-t";
import { MAX_IMAGE_PIXELS, MAX_PENDING_PER_USER, megabytes, PHOTO_MAX_BYTES } from "~/media/upload-rules";
import { visuallyHidden } from "~/styles/utilities.css";
import * as fieldStyles from "../field.css";
import { Icon } from "../icon";
import type { UploadFieldProps } from "../upload-field";
import * as styles from "../upload-field.css";
import { UploadList } from "./upload-list";
import { useUploadQueue } from "./use-upload-queue";

const ERROR_VALUES = {
  max: megabytes(PHOTO_MAX_BYTES),
  megapixels: Math.floor(MAX_IMAGE_PIXELS / 1_000_000),
  limit: MAX_PENDING_PER_USER,
};

/**
 * A file field whose files are uploaded as soon as they are chosen (with JavaScript): each file
 * goes to `POST /uploads` with a progress bar and comes back as a pending upload, kept in the
 * form as a checked checkbox `name=<id>`; the form's submit waits for running uploads. Without
 * JavaScript it is a plain file input (the form must be multipart) plus the same checkboxes for
 * uploads kept from a refused submission. Either way the action reads the field with
 * `parseUploadForm` and gets media ids.
 */
export function UploadControl({
  name,
  purpose,
  label,
  multiple = false,
  max,
  accept,
  kept,
  error,
  hint,
  required,
  maxBytes,
}: UploadFieldProps) {
  const t = useT();
  const hydrated = useHydrated();
  const baseId = useId();
  const ids = {
    input: `${baseId}-input`,
    legend: `${baseId}-legend`,
    choose: `${baseId}-choose`,
    hint: `${baseId}-hint`,
    error: `${baseId}-error`,
    notice: `${baseId}-notice`,
  };
  const queue = useUploadQueue({ purpose, multiple, max, accept, kept, maxBytes });
  const { image, limit, done, items, full, notice } = queue;
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) queue.choose(files);
  };

  const formats = image
    ? t("uploads.field.imageFormats", { max: megabytes(maxBytes ?? PHOTO_MAX_BYTES) })
    : maxBytes
      ? t("uploads.field.videoFormats", { max: megabytes(maxBytes) })
      : t("uploads.field.videoFormatsAny");
  const describedBy =
    [hint ? ids.hint : null, notice ? ids.notice : null, error ? ids.error : null]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <fieldset className={styles.field} data-invalid={error ? "" : undefined}>
      <legend id={ids.legend} className={styles.legend}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? (
        <p id={ids.hint} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}

      {done.length > 0 || items.length > 0 ? (
        <UploadList name={name} queue={queue} hydrated={hydrated} />
      ) : null}

      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard's way */}
      <div
        className={styles.dropzone}
        data-dragging={dragging ? "" : undefined}
        data-full={full ? "" : undefined}
        data-compact={done.length > 0 || items.length > 0 ? "" : undefined}
        data-enhanced={hydrated ? "" : undefined}
        onDragOver={(event) => {
          if (!hydrated || full) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={hydrated && !full ? onDrop : undefined}
      >
        <input
          ref={queue.inputRef}
          id={ids.input}
          type="file"
          // With JavaScript the files travel on their own; the form sends their ids.
          name={hydrated ? undefined : name}
          accept={queue.types.join(",")}
          multiple={multiple && limit > 1}
          disabled={full}
          className={hydrated ? styles.inputEnhanced : styles.input}
          aria-labelledby={`${ids.legend} ${ids.choose}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            if (!hydrated) return;
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length > 0) queue.choose(files);
          }}
        />
        <label htmlFor={ids.input} className={styles.dropLabel}>
          <Icon name="upload" size={28} className={styles.glyph} />
          <span id={ids.choose} className={hydrated ? styles.pill : visuallyHidden}>
            {t(multiple && limit > 1 ? "uploads.field.chooseMany" : "uploads.field.choose")}
          </span>
          <span className={styles.formats}>
            {hydrated
              ? `${t(multiple && limit > 1 ? "uploads.field.dropMany" : "uploads.field.drop")} · `
              : null}
            {formats}
          </span>
        </label>
      </div>

      {notice ? (
        <p id={ids.notice} className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={fieldStyles.error} role="alert">
          {t(error, ERROR_VALUES)}
        </p>
      ) : null}
      {done.length > 0 ? <p className={fieldStyles.hint}>{t("uploads.field.keptNote")}</p> : null}
      <p className={visuallyHidden} role="status" aria-live="polite">
        {queue.announcement}
      </p>
    </fieldset>
  );
}
