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
 * A grid of 4:5 thumbnails, each a plain link to the full image. With JavaScript a click opens
 * the page's viewer (`GalleryViewerHost`, gallery-viewer.tsx), which reads the gallery from these
 * links: the grid holds no state or handler of React's, so a page can keep it as the server drew it.
 */
export function ImageGallery({ photos, label, variant = "photo", eager = 0 }: ImageGalleryProps) {
  const t = useT();
  return (
    <ul className={styles.grid} data-variant={variant} data-gallery={label}>
      {photos.map((photo, index) => (
        <li key={photo.id} className={styles.item}>
          <a
            href={photo.full}
            className={styles.thumb}
            data-variant={variant}
            data-gallery-photo=""
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
  );
}
