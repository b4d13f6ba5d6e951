import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-t";
import * as styles from "./image-gallery.css";

export interface GalleryPhoto {
  id: number;
  image: ImageRef;
  /** URL of the largest stored width: the link target without JavaScript, the modal's image with it. */
  full: string;
  /** What the photo shows (the work's or certificate's specialization); also its alt text. */
  caption: string;
}

interface ImageGalleryProps {
  photos: GalleryPhoto[];
  /** The modal's accessible name ("Portfolio", "Certificates"). */
  label: string;
  /** Certificates are documents: shown whole (contain) rather than cropped. */
  variant?: "photo" | "certificate";
  /** The first thumbnails load eagerly when the gallery is near the top of the page. */
  eager?: number;
}

const THUMB_SIZES = "(min-width: 1100px) 280px, (min-width: 768px) 30vw, 46vw";

/**
 * A grid of 4:5 thumbnails. Without JavaScript each thumbnail is a plain link to the full image;
 * with it the link opens a native modal <dialog> viewer: previous and next (buttons and arrow
 * keys), Escape or the close button to leave, and focus back on the thumbnail that opened it.
 */
export function ImageGallery({ photos, label, variant = "photo", eager = 0 }: ImageGalleryProps) {
  const t = useT();
  const [current, setCurrent] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (current !== null && element && !element.open) element.showModal();
  }, [current]);

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle "open in a new tab" and the like.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setCurrent(index);
  };
  const step = (by: number) =>
    setCurrent((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const onClose = () => {
    setCurrent(null);
    opener.current?.focus();
    opener.current = null;
  };

  const shown = current === null ? null : photos[current];
  const many = photos.length > 1;

  return (
    <>
      <ul className={styles.grid} data-variant={variant}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={styles.item}>
            <a
              href={photo.full}
              className={styles.thumb}
              data-variant={variant}
              onClick={open(index)}
              aria-label={t("masters.gallery.open", { caption: photo.caption })}
            >
              <img
                src={imageSrc(photo.image)}
                srcSet={imageSrcSet(photo.image)}
                sizes={THUMB_SIZES}
                width={photo.image.width}
                height={photo.image.height}
                alt={photo.caption}
                loading={index < eager ? "eager" : "lazy"}
                decoding="async"
                className={styles.image}
              />
              <span className={styles.zoom} aria-hidden="true">
                <Icon name="search" size={18} />
              </span>
            </a>
            <p className={styles.caption}>{photo.caption}</p>
          </li>
        ))}
      </ul>
      {/* Modal viewer: only JavaScript opens it, so it stays empty in the server's HTML. */}
      <dialog
        ref={dialog}
        className={styles.viewer}
        aria-label={label}
        onClose={onClose}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {shown ? (
          <div className={styles.stage}>
            <div className={styles.bar}>
              <p className={styles.counter} aria-live="polite">
                {t("masters.gallery.position", { current: (current ?? 0) + 1, total: photos.length })}
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
                key={shown.id}
                src={shown.full}
                width={shown.image.width}
                height={shown.image.height}
                alt={shown.caption}
                className={styles.full}
                data-variant={variant}
              />
              <figcaption className={styles.figcaption}>{shown.caption}</figcaption>
            </figure>
            {many ? (
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
        ) : null}
      </dialog>
    </>
  );
}
