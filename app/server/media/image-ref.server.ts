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
  return `/media/${image.storageKey}/${width}.webp`;
}

/**
 * The responsive reference of a stored image: every width in `srcSet`, and as `src` the smallest
 * width of at least 480 px (what a phone card needs) for browsers that ignore `srcSet`.
 */
export function imageRef(image: StoredImage | null | undefined): ImageRef | null {
  if (!image?.width || !image.height || image.variants.length === 0) return null;
  const widths = [...image.variants].sort((a, b) => a - b);
  const fallback = widths.find((width) => width >= 480) ?? widths.at(-1) ?? image.width;
  return {
    src: imageUrl(image, fallback),
    srcSet: widths.map((width) => `${imageUrl(image, width)} ${width}w`).join(", "),
    width: image.width,
    height: image.height,
  };
}

/** URL of the largest stored width: what the "open full image" link and the modal show. */
export function fullImageUrl(image: StoredImage): string {
  return imageUrl(image, Math.max(...image.variants));
}
