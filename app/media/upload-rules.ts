/**
 * Upload rules the browser needs too (the upload field checks a file before sending it; the
 * server decides). No server imports here: this module is bundled for the client.
 */
import type { ImageRef } from "~/catalog/types";

export const UPLOAD_PURPOSES = ["avatar", "photo", "poster", "intro", "trailer", "full", "tips"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** What a form shows for an upload it keeps (also what `POST /uploads` answers). */
export interface PendingUpload {
  id: number;
  purpose: UploadPurpose;
  kind: "image" | "video";
  name: string;
  bytes: number;
  /** Images, and videos with a poster frame. */
  preview: ImageRef | null;
}

export const IMAGE_PURPOSES = ["avatar", "photo", "poster"] as const;
export const VIDEO_PURPOSES = ["intro", "trailer", "full", "tips"] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
export type VideoPurpose = (typeof VIDEO_PURPOSES)[number];

/** SPEC §9: photo maximum 10 MB, at most 10 photos (per portfolio item / certificate). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 10;

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime", "video/x-matroska"] as const;

export const MB = 1024 * 1024;

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === "string" && (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

export function isImagePurpose(purpose: UploadPurpose): purpose is ImagePurpose {
  return (IMAGE_PURPOSES as readonly string[]).includes(purpose);
}

export function isVideoPurpose(purpose: UploadPurpose): purpose is VideoPurpose {
  return (VIDEO_PURPOSES as readonly string[]).includes(purpose);
}

/** Whole megabytes for messages ("10 MB"); limits are whole megabytes anyway. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10;
}

/** Images larger than this many pixels are refused before decoding (a 40 MP camera still fits). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Uploads one person may have waiting for their forms at once (each may be up to several GB). */
export const MAX_PENDING_PER_USER = 100;
