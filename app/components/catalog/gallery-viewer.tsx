import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-t";
import * as styles from "./image-gallery.css";

/** A gallery as its links show it (`ImageGallery`), opened at one photo. */
export interface OpenGallery {
  label: string;
  variant: string;
  photos: { full: string; width: number; height: number; caption: string }[];
  index: number;
}

/**
 * The modal <dialog> viewer of a gallery: previous and next (buttons and arrow keys), Escape, the
 * close button or a click on the backdrop to leave.
 */
export function GalleryViewer({ gallery, onClose }: { gallery: OpenGallery; onClose: () => void }) {
  const t = useT();
  const [current, setCurrent] = useState(gallery.index);
  const dialog = useRef<HTMLDialogElement>(null);
  const { photos, variant } = gallery;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const step = (by: number) => setCurrent((index) => (index + by + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const shown = photos[current];
  if (!shown) return null;

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={gallery.label}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.stage}>
        <div className={styles.bar}>
          <p className={styles.counter} aria-live="polite">
            {t("masters.gallery.position", { current: current + 1, total: photos.length })}
          </p>
          <button
            type="button"
            className={styles.control}
            onClick={() => dialog.current?.close()}
            aria-label={t("masters.gallery.close")}
            // biome-ignore lint/a11y/noAutofocus: focus moves into the modal it opens, as dialogs should
            autoFocus
          >
            <Icon name="close" />
          </button>
        </div>
        <figure className={styles.figure}>
          <img
            key={shown.full}
            src={shown.full}
            width={shown.width}
            height={shown.height}
            alt={shown.caption}
            className={styles.full}
            data-variant={variant}
          />
          <figcaption className={styles.figcaption}>{shown.caption}</figcaption>
        </figure>
        {photos.length > 1 ? (
          <>
            <button
              type="button"
              className={styles.nav}
              data-side="prev"
              onClick={() => step(-1)}
              aria-label={t("masters.gallery.previous")}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className={styles.nav}
              data-side="next"
              onClick={() => step(1)}
              aria-label={t("masters.gallery.next")}
            >
              <Icon name="chevron-right" />
            </button>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
