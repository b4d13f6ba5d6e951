import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import { useLocale } from "~/i18n/use-locale";
import { useT } from "~/i18n/use-t";
import type { PendingUpload } from "~/media/upload-rules";
import * as fieldStyles from "../field.css";
import { Icon } from "../icon";
import * as styles from "../upload-field.css";
import { formatBytes } from "./format-bytes";
import type { QueuedFile } from "./upload-queue-store";
import type { UploadQueue } from "./use-upload-queue";

/**
 * The field's files: the pending uploads the form sends (each a checked checkbox `name=<id>`,
 * removable with JavaScript), then the files still on their way or refused.
 */
export function UploadList({
  name,
  queue,
  hydrated,
}: {
  name: string;
  queue: UploadQueue;
  hydrated: boolean;
}) {
  const { done, items, limit } = queue;
  return (
    <ul className={styles.list} data-multiple={limit > 1 ? "" : undefined}>
      {done.map((upload) => (
        <KeptUpload
          key={`kept-${upload.id}`}
          name={name}
          upload={upload}
          onRemove={hydrated ? () => queue.remove(upload) : undefined}
        />
      ))}
      {items.map((item) => (
        <QueuedUpload key={item.key} item={item} queue={queue} />
      ))}
    </ul>
  );
}

/** A pending upload: kept while its box stays ticked; `onRemove` (with JavaScript) lets it go. */
function KeptUpload({
  name,
  upload,
  onRemove,
}: {
  name: string;
  upload: PendingUpload;
  onRemove?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className={styles.item}>
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
      {onRemove ? (
        <RemoveButton
          title={t("uploads.field.remove")}
          label={t("uploads.field.removeNamed", { name: upload.name })}
          onClick={onRemove}
        />
      ) : null}
    </li>
  );
}

/** A file chosen here: waiting, its progress while it travels, or why it was refused. */
function QueuedUpload({ item, queue }: { item: QueuedFile; queue: UploadQueue }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className={styles.item} data-status={item.status}>
      {/* No local preview of the chosen file: decoding a phone's 48 MP photo takes ~200 MB
          and seconds on a slow phone (a 400 MP PNG froze a test's tab for 11 s); the
          server's small preview replaces this placeholder once the file is uploaded. */}
      <Thumbnail video={!queue.image} />
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
        {item.status === "failed" && queue.retryable(item) ? (
          <button type="button" className={styles.textButton} onClick={() => queue.retry(item)}>
            {t("uploads.field.retry")}
          </button>
        ) : null}
        <RemoveButton
          title={t(item.status === "failed" ? "uploads.field.dismiss" : "uploads.field.cancel")}
          name={item.file.name}
          onClick={() => queue.cancel(item)}
        />
      </span>
    </li>
  );
}

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
