import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { imageSrc, imageSrcSet, imageUrl as widthUrl } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";

/** An image row as stored: `storage_key` is a folder holding `<width>.webp` for each variant. */
export interface StoredImage {
  storageKey: string;
  width: number | null;
  height: number | null;
  variants: number[];
}

/** Public URL of one width of a stored image (images are public; videos are not). */
export function imageUrl(image: Pick<StoredImage, "storageKey">, width: number): string {
  return widthUrl(image.storageKey, width);
}

/** The columns of a stored image, for `imageRef` (a left join gives null when there is no row). */
export function imageColumns<T extends Record<"storageKey" | "width" | "height" | "variants", AnyPgColumn>>(
  table: T,
): Pick<T, "storageKey" | "width" | "height" | "variants"> {
  return {
    storageKey: table.storageKey,
    width: table.width,
    height: table.height,
    variants: table.variants,
  };
}

/** The responsive reference of a stored image, as pages carry it (its URLs: `~/catalog/image-urls`). */
export function imageRef(image: StoredImage | null | undefined): ImageRef | null {
  if (!image?.width || !image.height || image.variants.length === 0) return null;
  return {
    key: image.storageKey,
    widths: [...image.variants].sort((a, b) => a - b),
    width: image.width,
    height: image.height,
  };
}

/** URL of the largest stored width: what the "open full image" link and the modal show. */
export function fullImageUrl(image: StoredImage): string {
  return imageUrl(image, Math.max(...image.variants));
}

/** An image as the JSON API answers it (DRF's shape): absolute `src` and `srcset`, and its size. */
export function apiImage(origin: string, ref: ImageRef | null) {
  if (!ref) return null;
  return {
    src: `${origin}${imageSrc(ref)}`,
    srcset: imageSrcSet(ref)
      .split(", ")
      .map((entry) => `${origin}${entry}`)
      .join(", "),
    width: ref.width,
    height: ref.height,
  };
}
