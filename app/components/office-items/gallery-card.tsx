import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "~/catalog/image-urls";
import type { ImageRef, Titled } from "~/catalog/types";
import { outlineButton } from "~/components/ui/button.css";
import { useT } from "~/i18n/use-t";
import { DeleteButton } from "./confirm-delete";
import * as styles from "./office-items.css";

export interface GalleryCardItem {
  id: number;
  category: Titled | null;
  specialization: Titled | null;
  photos: { id: number; image: ImageRef | null }[];
}

const SHOWN = 4;

/** A portfolio work or certificate in the office list: its photos, what it is, edit and delete. */
export function GalleryCard({
  item,
  editHref,
  deleteAction,
  confirmTitle,
  confirmText,
}: {
  item: GalleryCardItem;
  editHref: string;
  deleteAction: string;
  confirmTitle: string;
  confirmText: string;
}) {
  const t = useT();
  const shown = item.photos.filter((photo) => photo.image).slice(0, SHOWN);
  const more = item.photos.length - shown.length;
  const name = item.specialization?.title || item.category?.title || t("officeItems.gallery.untitled");
  return (
    <li className={styles.galleryCard}>
      <div className={shown.length > 1 ? styles.mosaic : `${styles.mosaic} ${styles.mosaicSingle}`}>
        {shown.map((photo, index) =>
          photo.image ? (
            <div key={photo.id} className={index === 0 ? styles.mosaicMain : styles.mosaicSide}>
              <img
                src={imageSrc(photo.image)}
                srcSet={imageSrcSet(photo.image)}
                sizes={index === 0 ? "(min-width: 768px) 320px, 66vw" : "160px"}
                width={photo.image.width}
                height={photo.image.height}
                alt={t("officeItems.gallery.photoAlt", { name, number: index + 1 })}
                loading="lazy"
                className={styles.mosaicImage}
              />
              {index === shown.length - 1 && more > 0 ? (
                <span className={styles.moreBadge} aria-hidden="true">
                  +{more}
                </span>
              ) : null}
            </div>
          ) : null,
        )}
      </div>
      <div className={styles.cardBody}>
        <div>
          <h2 className={styles.cardTitle}>{name}</h2>
          <p className={styles.cardMeta}>
            {item.category ? `${item.category.title} · ` : ""}
            {t("officeItems.gallery.photoCount", { count: item.photos.length })}
          </p>
        </div>
        <div className={styles.cardActions}>
          <Link
            to={editHref}
            className={`${outlineButton} ${styles.smallButton}`}
            aria-label={t("officeItems.actions.editNamed", { name })}
          >
            {t("officeItems.actions.edit")}
          </Link>
          <DeleteButton
            action={deleteAction}
            confirmHref={`${editHref}?delete`}
            title={confirmTitle}
            text={confirmText}
            label={t("officeItems.actions.deleteNamed", { name })}
          />
        </div>
      </div>
    </li>
  );
}
