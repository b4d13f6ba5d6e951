/**
 * File types by their first bytes (never by name or by the browser's claimed type): a renamed
 * HTML page is not a JPEG. Sixty-four bytes are always enough.
 */
export const SNIFF_BYTES = 64;

export type SniffedImage = "image/jpeg" | "image/png" | "image/webp" | "image/avif";
export interface SniffedVideo {
  mime: "video/mp4" | "video/quicktime" | "video/webm" | "video/x-matroska";
  ext: "mp4" | "mov" | "webm" | "mkv";
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The ISO base media `ftyp` box at the start: major brand and compatible brands, or null. */
function ftypBrands(bytes: Uint8Array): { major: string; compatible: string[] } | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const size = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(size >>> 0 || bytes.length, bytes.length);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= end; offset += 4) compatible.push(ascii(bytes, offset, offset + 4));
  return { major: ascii(bytes, 8, 12), compatible };
}

const AVIF_BRANDS = new Set(["avif", "avis"]);
/** ISO-BMFF brands of still images (HEIC, AVIF, camera raw): an `ftyp` box, yet not a video. */
const IMAGE_BRANDS = new Set([
  "avif",
  "avis",
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "mif1",
  "msf1",
  "crx ",
]);

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  const brands = ftypBrands(bytes);
  if (
    brands &&
    (AVIF_BRANDS.has(brands.major) || brands.compatible.some((brand) => AVIF_BRANDS.has(brand)))
  ) {
    return "image/avif";
  }
  return null;
}

export function sniffVideo(bytes: Uint8Array): SniffedVideo | null {
  const brands = ftypBrands(bytes);
  if (brands) {
    if (brands.major === "qt  ") return { mime: "video/quicktime", ext: "mov" };
    if (IMAGE_BRANDS.has(brands.major)) return null;
    return { mime: "video/mp4", ext: "mp4" };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // The EBML header names the document type; WebM is the Matroska profile browsers play.
    return ascii(bytes, 0, bytes.length).includes("webm")
      ? { mime: "video/webm", ext: "webm" }
      : { mime: "video/x-matroska", ext: "mkv" };
  }
  return null;
}
