import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { ImagePurpose } from "~/media/upload-rules";
import type { MediaStorage } from "./storage.server";

/** Widths stored per use; the demo content uses the same lists for avatars and photos. */
export const IMAGE_WIDTHS: Record<ImagePurpose, number[]> = {
  avatar: [96, 192, 384],
  photo: [320, 640, 960, 1600],
  poster: [320, 640, 960, 1280],
};
/** As the demo content: good quality at a fraction of a JPEG's bytes. */
const WEBP = { quality: 80, effort: 4 } as const;

/** Why an image was refused: the caller turns it into a translated message. */
export class ImageProblem extends Error {
  constructor(readonly reason: "notAnImage" | "imageTooBig" | "brokenImage") {
    super(reason);
  }
}

export interface EncodedImage {
  storageKey: string;
  /** Bytes of the largest stored width. */
  bytes: number;
  width: number;
  height: number;
  variants: number[];
}

/**
 * The widths to store for an image `width` px wide (after rotation): the purpose's widths below
 * it and the image's own width in place of the larger ones. Never upscaled.
 */
export function variantWidths(widths: number[], width: number): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const below = sorted.filter((candidate) => candidate < width);
  return below.length === sorted.length ? below : [...below, width];
}

/**
 * Checks, decodes and stores an image held in memory (≤ 10 MB) as `images/<uuid>/<w>.webp`:
 * the pixel count is read from the header before anything is decoded, then every width is
 * decoded in full (a truncated or corrupt file is refused), turned upright by its EXIF
 * orientation and written as WebP without metadata (no GPS position, no camera serial).
 * On failure nothing is left in the storage.
 */
export async function encodeImage(
  storage: MediaStorage,
  input: Buffer,
  widths: number[],
  maxPixels: number,
): Promise<EncodedImage> {
  let header: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageProblem("brokenImage");
  }
  const { width, height } = header;
  if (!width || !height) throw new ImageProblem("brokenImage");
  if (width * height > maxPixels) throw new ImageProblem("imageTooBig");
  // EXIF orientations 5–8 turn the picture by a quarter: width and height swap.
  const quarterTurn = (header.orientation ?? 1) >= 5;
  const upright = quarterTurn ? { width: height, height: width } : { width, height };
  const variants = variantWidths(widths, upright.width);

  const storageKey = `images/${randomUUID()}`;
  try {
    const bodies: Buffer[] = [];
    // One width at a time: a large photo decodes in a few tens of MB, not several times that.
    for (const variant of [...variants].reverse()) {
      const body = await sharp(input, {
        failOn: "truncated",
        limitInputPixels: maxPixels,
        sequentialRead: true,
      })
        .rotate()
        .resize({ width: variant, withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer()
        .catch(() => {
          throw new ImageProblem("brokenImage");
        });
      bodies.unshift(body);
    }
    for (const [index, variant] of variants.entries()) {
      await storage.put(`${storageKey}/${variant}.webp`, bodies[index] as Buffer, "image/webp");
    }
    const largest = variants.at(-1) as number;
    return {
      storageKey,
      bytes: (bodies.at(-1) as Buffer).length,
      width: largest,
      height: Math.max(1, Math.round((upright.height * largest) / upright.width)),
      variants,
    };
  } catch (error) {
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
}
