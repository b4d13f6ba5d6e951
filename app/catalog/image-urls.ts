import type { ImageRef } from "./types";

/**
 * The URLs of a stored image, built where it is drawn: a page's data carries the image's folder
 * and widths once instead of every URL (a list's twelve posters wrote each UUID four times).
 */
export const imageUrl = (key: string, width: number) => `/media/${key}/${width}.webp`;

/** For browsers that ignore `srcSet`: the smallest width of at least 480 px (what a phone card needs). */
export function imageSrc(image: ImageRef): string {
  return imageUrl(
    image.key,
    image.widths.find((width) => width >= 480) ?? image.widths.at(-1) ?? image.width,
  );
}

/** Every stored width. */
export function imageSrcSet(image: ImageRef): string {
  return image.widths.map((width) => `${imageUrl(image.key, width)} ${width}w`).join(", ");
}

/** The largest stored width: what "open full image", social previews and structured data show. */
export function largestImageUrl(image: ImageRef): string {
  return imageUrl(image.key, image.widths.at(-1) ?? image.width);
}
