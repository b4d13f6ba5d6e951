import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import { numberFormat } from "~/i18n/formatters";
import type { Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import {
  IMAGE_TYPES,
  isImagePurpose,
  MAX_IMAGE_PIXELS,
  MAX_PENDING_PER_USER,
  megabytes,
  type PendingUpload,
  PHOTO_MAX_BYTES,
  type UploadPurpose,
  VIDEO_TYPES,
} from "~/media/upload-rules";
import { visuallyHidden } from "~/styles/utilities.css";
import * as fieldStyles from "./field.css";
import { Icon } from "./icon";
import * as styles from "./upload-field.css";

export interface UploadFieldProps {
  /** The form field: each kept upload is sent as `name=<media id>`. */
  name: string;
  purpose: UploadPurpose;
  label: string;
  multiple?: boolean;
  /** How many uploads this field may hold in all (kept and new); 1 when not `multiple`. */
  max?: number;
  /** The types offered by the file picker; by default those of the purpose. */
  accept?: string;
  /** Pending uploads the form keeps (from a refused submission): shown checked. */
  kept: PendingUpload[];
  /** A translation key (a server-side refusal of this field). */
  error?: string;
  hint?: string;
  required?: boolean;
  /** The size limit in bytes, checked in the browser before sending (the server decides). */
  maxBytes?: number;
}

type Status = "queued" | "uploading" | "failed";
interface Item {
  key: string;
  file: File;
  status: Status;
  percent: number;
  error?: string;
}

/** "2.4 MB", "380 kB" in the page's language. */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabyte = 1024 * 1024;
  const [value, unit] =
    bytes >= megabyte ? [bytes / megabyte, "megabyte"] : [Math.max(1, Math.round(bytes / 1024)), "kilobyte"];
  return numberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}

/** The size limits of video purposes (set by the server's environment), asked once per page. */
const videoLimits = new Map<UploadPurpose, Promise<number | null>>();
function fetchLimit(purpose: UploadPurpose): Promise<number | null> {
  let limit = videoLimits.get(purpose);
  if (!limit) {
    limit = fetch(`/uploads?purpose=${purpose}`, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { maxBytes?: number } | null) => body?.maxBytes ?? null)
      .catch(() => null);
    videoLimits.set(purpose, limit);
  }
  return limit;
}

const ERROR_VALUES = {
  max: megabytes(PHOTO_MAX_BYTES),
  megapixels: Math.floor(MAX_IMAGE_PIXELS / 1_000_000),
  limit: MAX_PENDING_PER_USER,
};

/** The round "×" button that removes a file from the list; `label` defaults to "title: file name". */
function RemoveButton({
  title,
  name,
  label = `${title}: ${name}`,
  onClick,
}: {
  title: string;
  name?: string;
  label?: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} aria-label={label} title={title}>
      <Icon name="close" size={20} strokeWidth={1.8} />
    </button>
  );
}

function Thumbnail({ src, srcSet, video }: { src?: string | null; srcSet?: string; video: boolean }) {
  if (src) {
    return (
      <img
        className={styles.thumbnail}
        src={src}
        srcSet={srcSet}
        sizes="56px"
        alt=""
        width={56}
        height={56}
        loading="lazy"
      />
    );
  }
  return (
    <span className={styles.thumbnailBlank} aria-hidden="true">
      <Icon name={video ? "play" : "image"} size={24} />
    </span>
  );
}

/**
 * A file field whose files are uploaded as soon as they are chosen (with JavaScript): each file
 * goes to `POST /uploads` with a progress bar and comes back as a pending upload, kept in the
 * form as a checked checkbox `name=<id>`; the form's submit waits for running uploads. Without
 * JavaScript it is a plain file input (the form must be multipart) plus the same checkboxes for
 * uploads kept from a refused submission. Either way the action reads the field with
 * `parseUploadForm` and gets media ids.
 */
export function UploadField({
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
  const locale = useLocale();
  const hydrated = useHydrated();
  const location = useLocation();
  const baseId = useId();
  const ids = {
    input: `${baseId}-input`,
    legend: `${baseId}-legend`,
    choose: `${baseId}-choose`,
    hint: `${baseId}-hint`,
    error: `${baseId}-error`,
    notice: `${baseId}-notice`,
  };
  const image = isImagePurpose(purpose);
  const types: readonly string[] = accept
    ? accept.split(",").map((type) => type.trim())
    : image
      ? IMAGE_TYPES
      : VIDEO_TYPES;
  const limit = max ?? (multiple ? Number.POSITIVE_INFINITY : 1);
  const single = limit === 1;

  const inputRef = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState<PendingUpload[]>(kept);
  const doneRef = useRef(done);
  doneRef.current = done;
  const [items, setItems] = useState<Item[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const active = items.filter((item) => item.status !== "failed").length;
  const activeRef = useRef(0);
  activeRef.current = active;

  // A new page (a refused submission shows what it kept, a saved one starts afresh).
  const resetKey = `${location.key}|${kept.map((upload) => upload.id).join(",")}`;
  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    setDone(kept);
    setItems([]);
    setNotice(null);
  }, [resetKey, kept]);

  // The form's submit waits while files are on their way (a native listener runs before React's).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!hydrated || !form) return;
    const hold = (event: Event) => {
      if (activeRef.current === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const message = t("uploads.field.waitForUploads");
      setNotice(message);
      setAnnouncement(message);
    };
    form.addEventListener("submit", hold, true);
    return () => form.removeEventListener("submit", hold, true);
  }, [hydrated, t]);

  useEffect(() => {
    if (active === 0)
      setNotice((current) => (current === t("uploads.field.waitForUploads") ? null : current));
  }, [active, t]);

  const itemsRef = useRef(items);
  itemsRef.current = items;
  // Uploads still running are let go with the field.
  useEffect(
    () => () => {
      for (const request of requests.current.values()) request.abort();
    },
    [],
  );

  const update = (key: string, patch: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const drop = (key: string) => setItems((list) => list.filter((candidate) => candidate.key !== key));
  const fail = (item: Item, message: string) => {
    update(item.key, { status: "failed", error: message });
    setAnnouncement(t("uploads.field.announceFailed", { name: item.file.name, error: message }));
  };

  const discard = (upload: PendingUpload) => {
    void fetch(`/uploads?id=${upload.id}&lng=${locale}`, {
      method: "DELETE",
      credentials: "same-origin",
    }).catch(() => {});
  };

  const send = async (item: Item) => {
    if (!itemsRef.current.some((candidate) => candidate.key === item.key)) return; // cancelled meanwhile
    const allowed = maxBytes ?? (image ? PHOTO_MAX_BYTES : await fetchLimit(purpose));
    if (allowed !== null && item.file.size > allowed) {
      const key = image ? "uploads.errors.photoTooLarge" : "uploads.errors.videoTooLarge";
      fail(item, t(key, { max: megabytes(allowed) }));
      return;
    }
    update(item.key, { status: "uploading", percent: 0 });
    setAnnouncement(t("uploads.field.announceUploading", { name: item.file.name, percent: 0 }));
    await new Promise<void>((resolve) => {
      const request = new XMLHttpRequest();
      requests.current.set(item.key, request);
      let announced = 0;
      request.open("POST", `/uploads?purpose=${purpose}&lng=${locale}`);
      request.setRequestHeader("Content-Type", item.file.type || "application/octet-stream");
      request.setRequestHeader("X-File-Name", encodeURIComponent(item.file.name));
      request.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        const percent = Math.min(99, Math.floor((event.loaded / event.total) * 100));
        update(item.key, { percent });
        // Screen readers hear every quarter, not every percent.
        if (percent >= announced + 25) {
          announced = percent - (percent % 25);
          setAnnouncement(t("uploads.field.announceUploading", { name: item.file.name, percent: announced }));
        }
      };
      const finish = () => {
        requests.current.delete(item.key);
        resolve();
      };
      request.onload = () => {
        let body: { upload?: PendingUpload; error?: string } = {};
        try {
          body = JSON.parse(request.responseText);
        } catch {
          // not JSON: a proxy's error page
        }
        if (request.status === 201 && body.upload) {
          const upload = body.upload;
          drop(item.key);
          if (single) for (const previous of doneRef.current) discard(previous);
          doneRef.current = single ? [upload] : [...doneRef.current, upload];
          setDone(doneRef.current);
          setAnnouncement(t("uploads.field.announceUploaded", { name: item.file.name }));
        } else {
          fail(item, body.error ?? t("uploads.errors.failed"));
        }
        finish();
      };
      request.onerror = () => {
        fail(item, t("uploads.errors.network"));
        finish();
      };
      request.onabort = finish;
      request.send(item.file);
    });
  };

  const enqueue = (item: Item) => {
    queue.current = queue.current.then(() => send(item));
  };

  const precheck = (file: File): string | null => {
    if (file.size === 0) return t("uploads.errors.emptyFile");
    if (file.type && !types.includes(file.type)) {
      return t(image ? "uploads.errors.notAnImage" : "uploads.errors.notAVideo");
    }
    if (image && file.size > (maxBytes ?? PHOTO_MAX_BYTES)) {
      return t("uploads.errors.photoTooLarge", { max: megabytes(maxBytes ?? PHOTO_MAX_BYTES) });
    }
    return null;
  };

  const choose = (chosen: File[]) => {
    setNotice(null);
    let files = multiple ? chosen : chosen.slice(0, 1);
    if (single) {
      // A new choice replaces the one being sent.
      for (const item of itemsRef.current) {
        requests.current.get(item.key)?.abort();
        drop(item.key);
      }
    } else {
      const room = Math.max(0, limit - done.length - active);
      if (files.length > room) {
        setNotice(t("uploads.errors.tooManyChosen", { max: limit }));
        files = files.slice(0, room);
      }
    }
    const fresh = files.map<Item>((file) => ({
      key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      file,
      status: "queued",
      percent: 0,
    }));
    const checked = fresh.map((item) => {
      const problem = precheck(item.file);
      return problem ? { ...item, status: "failed" as const, error: problem } : item;
    });
    itemsRef.current = [...itemsRef.current, ...checked];
    setItems((list) => [...list, ...checked]);
    for (const item of checked) {
      if (item.status === "failed") {
        setAnnouncement(t("uploads.field.announceFailed", { name: item.file.name, error: item.error }));
      } else {
        enqueue(item);
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) choose(files);
  };

  const remove = (upload: PendingUpload) => {
    discard(upload);
    setDone((list) => list.filter((candidate) => candidate.id !== upload.id));
    setAnnouncement(t("uploads.field.announceRemoved", { name: upload.name }));
    inputRef.current?.focus();
  };

  const retry = (item: Item) => {
    const problem = precheck(item.file);
    if (problem) return;
    update(item.key, { status: "queued", percent: 0, error: undefined });
    enqueue({ ...item, status: "queued" });
  };

  const cancel = (item: Item) => {
    requests.current.get(item.key)?.abort();
    drop(item.key);
    inputRef.current?.focus();
  };

  const formats = image
    ? t("uploads.field.imageFormats", { max: megabytes(maxBytes ?? PHOTO_MAX_BYTES) })
    : maxBytes
      ? t("uploads.field.videoFormats", { max: megabytes(maxBytes) })
      : t("uploads.field.videoFormatsAny");
  const full = !single && done.length + active >= limit;
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
        <ul className={styles.list} data-multiple={limit > 1 ? "" : undefined}>
          {done.map((upload) => (
            <li key={`kept-${upload.id}`} className={styles.item}>
              <label className={styles.keep}>
                <input
                  type="checkbox"
                  name={name}
                  value={upload.id}
                  defaultChecked
                  className={fieldStyles.checkbox}
                  aria-label={t("uploads.field.keepNamed", { name: upload.name })}
                />
                <Thumbnail
                  src={upload.preview ? imageSrc(upload.preview) : undefined}
                  srcSet={upload.preview ? imageSrcSet(upload.preview) : undefined}
                  video={upload.kind === "video"}
                />
                <span className={styles.meta}>
                  <span className={styles.name} title={upload.name}>
                    {upload.name || t("uploads.field.video")}
                  </span>
                  <span className={styles.detail}>
                    <span className={styles.done}>{t("uploads.field.uploaded")}</span>
                    {" · "}
                    {formatBytes(upload.bytes, locale)}
                  </span>
                </span>
              </label>
              {hydrated ? (
                <RemoveButton
                  title={t("uploads.field.remove")}
                  label={t("uploads.field.removeNamed", { name: upload.name })}
                  onClick={() => remove(upload)}
                />
              ) : null}
            </li>
          ))}
          {items.map((item) => (
            <li key={item.key} className={styles.item} data-status={item.status}>
              {/* No local preview of the chosen file: decoding a phone's 48 MP photo takes ~200 MB
                  and seconds on a slow phone (a 400 MP PNG froze a test's tab for 11 s); the
                  server's small preview replaces this placeholder once the file is uploaded. */}
              <Thumbnail video={!image} />
              <span className={styles.meta}>
                <span className={styles.name} title={item.file.name}>
                  {item.file.name}
                </span>
                {item.status === "failed" ? (
                  <span className={styles.itemError}>{item.error}</span>
                ) : (
                  <>
                    <span
                      className={styles.track}
                      role="progressbar"
                      aria-label={item.file.name}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={item.percent}
                    >
                      <span className={styles.bar} style={{ transform: `scaleX(${item.percent / 100})` }} />
                    </span>
                    <span className={styles.detail}>
                      {item.status === "queued"
                        ? t("uploads.field.waiting")
                        : t("uploads.field.uploading", { percent: item.percent })}
                      {" · "}
                      {formatBytes(item.file.size, locale)}
                    </span>
                  </>
                )}
              </span>
              <span className={styles.actions}>
                {item.status === "failed" && precheck(item.file) === null ? (
                  <button type="button" className={styles.textButton} onClick={() => retry(item)}>
                    {t("uploads.field.retry")}
                  </button>
                ) : null}
                <RemoveButton
                  title={t(item.status === "failed" ? "uploads.field.dismiss" : "uploads.field.cancel")}
                  name={item.file.name}
                  onClick={() => cancel(item)}
                />
              </span>
            </li>
          ))}
        </ul>
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
          ref={inputRef}
          id={ids.input}
          type="file"
          // With JavaScript the files travel on their own; the form sends their ids.
          name={hydrated ? undefined : name}
          accept={types.join(",")}
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
            if (files.length > 0) choose(files);
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
        {announcement}
      </p>
    </fieldset>
  );
}
